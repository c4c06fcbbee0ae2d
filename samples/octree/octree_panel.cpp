// The octree sample's panel (octree_sample.h): the count, the moving share,
// pause / step / reset, what the last step's pair finding and the cursor's
// ray cast visited against brute force, and the --check table's summary.
#include <imgui.h>

#include <cstdio>
#include <string>

#include "harness/widgets/clip_meter.h"
#include "harness/widgets/widgets.h"
#include "octree/octree_sample.h"

namespace octree_sample {
namespace {

constexpr float kControlWidth = 180.0f;

}  // namespace

void OctreeSample::UpdatePanel() {
  CountControls();
  if (ImGui::Button(paused_ ? "Resume" : "Pause"))
    paused_ = !paused_;
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Step"));
  if (ImGui::Button("Step")) {
    paused_ = true;
    world_.Step(1.0 / 60.0);
    Measure();
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Reset"));
  if (ImGui::Button("Reset"))
    Rebuild(world_.settings());
  ImGui::Checkbox("draw nodes (N)", &draw_nodes_);
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("the cursor ray's nodes"));
  ImGui::Checkbox("the cursor ray's nodes", &draw_ray_nodes_);
  if (ImGui::Checkbox("compare with brute force", &compare_with_brute_force_))
    Measure();
  harness::widgets::HelpMarker(
      "Finds the touching pairs again by testing every pair of bounds, N (N - 1) / 2 of them, "
      "each step, and says whether the tree's answer is the same.");
  QueryReadout();

  ImGui::Separator();
  ImGui::TextUnformatted("--check");
  harness::widgets::ExpectationSummary(checks_, ExpectationCount());
  harness::widgets::Paragraph(
      "300 shapes at steps 0 and 120: every touching pair, and 24 rays' nearest hits, through "
      "the tree against brute force.");
}

void OctreeSample::CountControls() {
  // The scene is rebuilt once, when a slider is let go.
  if (!count_dragged_)
    draft_ = world_.settings();
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "moving share"));
  harness::widgets::SliderInteger("shapes", &draft_.count, kMinCount, kMaxCount, "%d",
                                  "shape count", log(), true);
  const bool count_active = ImGui::IsItemActive();
  const bool count_done = ImGui::IsItemDeactivatedAfterEdit();
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "moving share"));
  harness::widgets::SliderNumber("moving share", &draft_.moving_share, 0.0, 1.0, "%.2f",
                                 "moving share", log());
  count_dragged_ = count_active || ImGui::IsItemActive();
  if (count_done || ImGui::IsItemDeactivatedAfterEdit())
    Rebuild(draft_);
}

void OctreeSample::QueryReadout() const {
  const std::size_t n = world_.objects().size();
  harness::widgets::ParagraphF("step %d: %zu shapes, a tree of %zu nodes", world_.steps(), n,
                               world_.tree().node_count());
  harness::widgets::ParagraphF(
      "pairs: %zu touching; the tree tested %zu pairs of bounds in %zu nodes, brute force %zu",
      touching_.size(), pair_cost_.tree.objects_tested, pair_cost_.tree.nodes_visited,
      pair_cost_.brute_force_tests);
  if (agrees_with_brute_force_) {
    ImGui::TextColored(
        *agrees_with_brute_force_ ? ImVec4(0.5f, 1, 0.5f, 1) : ImVec4(1, 0.4f, 0.4f, 1), "%s",
        *agrees_with_brute_force_ ? "same pairs as brute force"
                                  : "DIFFERENT pairs from brute force");
  }
  if (!cursor_ray_) {
    harness::widgets::ParagraphDisabled("Move the cursor over the view to cast a ray.");
    return;
  }
  const std::string hit = cursor_hit_ ? ObjectName(world_, cursor_hit_->id) : "nothing";
  const std::size_t nodes = cursor_cost_.tree.nodes_visited;
  const std::size_t shapes = cursor_cost_.tree.objects_tested;
  harness::widgets::ParagraphF(
      "cursor ray: hits %s; the tree entered %zu %s and tested %zu %s, brute force %zu",
      hit.c_str(), nodes, nodes == 1 ? "node" : "nodes", shapes, shapes == 1 ? "shape" : "shapes",
      cursor_cost_.brute_force_tests);
}

}  // namespace octree_sample
