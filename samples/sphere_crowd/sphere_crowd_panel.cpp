// The sphere-crowd sample's panel (sphere_crowd_sample.h): count, radius
// spread, broad phase, threads, pause / step / reset, what the last step found, and
// the --check table's summary.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

#include "harness/widgets/clip_meter.h"
#include "harness/widgets/widgets.h"
#include "sphere_crowd/sphere_crowd_sample.h"

namespace sphere_crowd {
namespace {

constexpr float kControlWidth = 180.0f;

}  // namespace

void SphereCrowdSample::UpdatePanel() {
  CountAndSpreadControls();
  BroadPhaseControls();
  ThreadsControl();
  if (ImGui::Button(paused_ ? "Resume" : "Pause")) {
    paused_ = !paused_;
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Step"));
  if (ImGui::Button("Step")) {
    paused_ = true;
    world_.Step();
    CompareWithBruteForce();
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Reset"));
  if (ImGui::Button("Reset")) {
    Rebuild();
  }
  harness::widgets::ParagraphF("step %d, box [0, %.1f]^3", world_.crowd().steps(),
                               world_.crowd().box_size());
  StepStatsTable();
  SelectionText();

  if (ImGui::Checkbox("brute force check", &compare_with_brute_force_)) {
    CompareWithBruteForce();
  }
  harness::widgets::HelpMarker(
      "Finds the pairs again by testing every pair (N (N - 1) / 2 tests: slow "
      "past 20,000) and "
      "counts the pairs the broad phase in use missed or added.");
  if (compare_with_brute_force_) {
    const bool agree = difference_.missing == 0 && difference_.extra == 0;
    ImGui::TextColored(agree ? ImVec4(0.5f, 1, 0.5f, 1) : ImVec4(1, 0.4f, 0.4f, 1),
                       "%s: %zu missing, %zu extra", agree ? "agrees" : "DISAGREES",
                       difference_.missing, difference_.extra);
  }

  ImGui::Separator();
  ImGui::TextUnformatted("--check");
  harness::widgets::CheckOnlySummary(checks_, ExpectationCount());
  harness::widgets::ParagraphF(
      "N = %d at steps 0 and 100: every pair brute force or a broad phase "
      "reports, per broad phase.",
      kCheckCount);
}

void SphereCrowdSample::CountAndSpreadControls() {
  // A slider drag rebuilds the crowd once, when it is let go: the draft
  // follows the drag, the controls the last value applied.
  if (!count_dragged_) {
    draft_.count = controls_.count;
  }
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "radius spread"));
  harness::widgets::SliderInteger("spheres", &draft_.count, kMinCount, kMaxCount, "%d",
                                  "sphere count", log(), true);
  count_dragged_ = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    CrowdControls edited = controls_;
    edited.count = draft_.count;
    Apply(edited);
  }
  if (!spread_dragged_) {
    draft_.radius_spread = controls_.radius_spread;
  }
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "radius spread"));
  harness::widgets::SliderNumber("radius spread", &draft_.radius_spread, 1.0, kMaxSpread, "%.2f",
                                 "radius spread", log());
  spread_dragged_ = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    CrowdControls edited = controls_;
    edited.radius_spread = draft_.radius_spread;
    Apply(edited);
  }
  harness::widgets::HelpMarker(
      "Radii are drawn log-uniformly between 1/s and "
      "s (s = 1: every radius is 1); the box "
      "grows so the spheres still fill 10% of it. "
      "Watch the grid slow down as s grows.");
}

void SphereCrowdSample::BroadPhaseControls() {
  std::array<const char*, collide::kBroadPhaseKinds.size()> names{};
  int current = 0;
  for (size_t i = 0; i < names.size(); ++i) {
    names[i] = collide::BroadPhaseId(collide::kBroadPhaseKinds[i]).data();
    if (collide::kBroadPhaseKinds[i] == controls_.broad_phase) {
      current = static_cast<int>(i);
    }
  }
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "radius spread"));
  if (ImGui::Combo("broad phase", &current, names.data(), static_cast<int>(names.size()))) {
    CrowdControls edited = controls_;
    edited.broad_phase = collide::kBroadPhaseKinds[static_cast<size_t>(current)];
    Apply(edited);
  }
}

void SphereCrowdSample::ThreadsControl() {
  // Applied when let go, as the count: a new pool per drag step would start
  // and stop threads many times a second.
  if (!threads_dragged_) {
    threads_draft_ = std::min(world_.jobs(), kMaxThreads);
  }
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "radius spread"));
  harness::widgets::SliderInteger("threads", &threads_draft_, 1, kMaxThreads, "%d", "threads",
                                  log());
  threads_dragged_ = ImGui::IsItemActive();
  if (ImGui::IsItemDeactivatedAfterEdit()) {
    world_.SetJobs(threads_draft_);
  }
  harness::widgets::HelpMarker(
      "The threads a step shares: moving the spheres, their bounds, the grid's "
      "search and the exact tests (the other broad phases run on one). The "
      "pairs are the same, in the same order, on any number.");
}

void SphereCrowdSample::StepStatsTable() const {
  const ImVec2 size(0.0f, harness::widgets::ScrollingTableHeight(5, /*header=*/false));
  if (!ImGui::BeginTable("last step", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_ScrollX,
                         size)) {
    return;
  }
  const auto row = [](const char* name, const std::string& value) {
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(name);
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(value.c_str());
  };
  // The mean on a row of its own: beside the last step's time it made the
  // row wider than the panel at 800x600.
  char text[64];
  std::snprintf(text, sizeof text, "%.3f ms", world_.broadphase_ms());
  row("broad phase", text);
  char name[64];
  std::snprintf(name, sizeof name, "  mean of %zu", world_.recent_searches());
  std::snprintf(text, sizeof text, "%.3f ms", world_.recent_broadphase_ms());
  row(name, text);
  std::snprintf(text, sizeof text, "%.3f ms", world_.narrowphase_ms());
  row("exact tests", text);
  row("candidate pairs", std::to_string(world_.candidates()));
  row("overlapping pairs", std::to_string(world_.pairs().size()));
  ImGui::EndTable();
}

void SphereCrowdSample::SelectionText() const {
  if (!selected_) {
    harness::widgets::ParagraphDisabled("Click a sphere in the view to select it.");
    return;
  }
  const collide::SphereCrowd& crowd = world_.crowd();
  const int i = *selected_;
  const collide::Vec3 p = crowd.position(i);
  const bool overlapping = world_.overlapping()[static_cast<std::size_t>(i)] != 0;
  // Wrapped: the panel may be narrower than the line.
  harness::widgets::ParagraphF("selected: sphere %d (r %.3f) at (%.2f, %.2f, %.2f), %s", i,
                               crowd.radius(i), p.x, p.y, p.z,
                               overlapping ? "overlapping" : "apart");
}

}  // namespace sphere_crowd
