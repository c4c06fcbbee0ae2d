// Another author's tests beside ours (a plugin's, docs/plugins.md): where
// their answers and ours disagree, marked in the view and logged, and the
// toggle that colours the shapes by their answers.
#include <imgui.h>

#include "harness/draw/draw.h"
#include "harness/static_sample/static_shapes_sample.h"
#include "harness/widgets/clip_meter.h"

namespace harness {
namespace {

constexpr Color kDisagreeColor = colors::kOrange;

}  // namespace

void StaticShapesSample::LogDisagreements() {
  std::set<std::string> now;
  for (const OriginDisagreement& d : disagreements_) {
    if (now.insert(d.sentence).second && !logged_disagreements_.contains(d.sentence)) {
      LogWarning("disagree: " + d.sentence);
    }
  }
  for (const std::string& old : logged_disagreements_) {
    if (!now.contains(old)) {
      LogInfo("agree again: " + old);
    }
  }
  logged_disagreements_ = std::move(now);
}

void StaticShapesSample::OriginControls() {
  const std::vector<std::string> origins = OtherOrigins(answers_);
  if (origins.empty()) {
    if (!colour_origin_.empty()) {
      colour_origin_.clear();  // its plugin is gone: ours colour again
      colours_ = world_.Colours(current_);
    }
    return;
  }
  if (disagreements_.empty()) {
    ImGui::TextWrapped("Your code agrees with ours on every pair shown.");
  } else {
    const std::size_t n = disagreements_.size();
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.6f, 0.2f, 1.0f));
    ImGui::TextWrapped(
        "Your code disagrees with ours on %zu %s: orange in the view, the table "
        "and the log.",
        n, n == 1 ? "answer" : "answers");
    ImGui::PopStyleColor();
  }
  ImGui::TextUnformatted("Colour by:");
  bool changed = false;
  ImGui::SameLine();
  if (ImGui::RadioButton("ours", colour_origin_.empty())) {
    changed = !colour_origin_.empty();
    colour_origin_.clear();
  }
  for (const std::string& origin : origins) {
    widgets::SameLineIfRoom(widgets::CheckboxWidth(origin));
    if (ImGui::RadioButton(origin.c_str(), colour_origin_ == origin)) {
      changed = colour_origin_ != origin;
      colour_origin_ = origin;
    }
  }
  if (changed) {
    colours_ = world_.Colours(current_, colour_origin_);
    ++revision_;
  }
}

void StaticShapesSample::DrawDisagreements() {
  const auto& shapes = current_.shapes;
  for (const OriginDisagreement& d : disagreements_) {
    if (d.a >= shapes.size() || d.b >= shapes.size()) {
      continue;
    }
    const collide::Vec3 a = collide::AnchorOf(shapes[d.a].shape);
    const collide::Vec3 b = collide::AnchorOf(shapes[d.b].shape);
    draw().Line(a, b, kDisagreeColor);
    draw().Text(0.5 * (a + b), d.origin + " disagrees", kDisagreeColor);
  }
}

}  // namespace harness
