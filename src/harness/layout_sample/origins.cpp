// Another author's tests beside ours (a plugin's, docs/plugins.md): the
// toggle that colours the shapes by their answers, so a user sees their bug
// in red and blue. Where theirs and ours disagree is marked as for any two
// algorithms (disagreements.h).
#include <imgui.h>

#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/widgets/clip_meter.h"

namespace harness {
void StaticShapesSample::OriginControls() {
  const std::vector<std::string> origins = OriginsAmong(answers_);
  if (origins.empty()) {
    if (!colour_origin_.empty()) {
      colour_origin_.clear();  // its plugin is gone: ours colour again
      colours_ = world_.Colours(current_);
    }
    return;
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

}  // namespace harness
