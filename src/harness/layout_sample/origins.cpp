// "Colour by": the shapes coloured by another algorithm than the default
// (the plain SAT beside the robust one) or another author's tests (a
// plugin's, docs/plugins.md), so a user sees an algorithm's blind spot, or
// their own bug, in red and blue. Where two disagree is marked as for any
// two algorithms (disagreements.h).
#include <imgui.h>

#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/widgets/clip_meter.h"

namespace harness {
void StaticShapesSample::OriginControls() {
  if (colour_choices_.empty()) {
    return;
  }
  ImGui::TextUnformatted("Colour by:");
  ImGui::SameLine();
  if (ImGui::RadioButton("default", colour_by_.empty())) {
    SetColourBy("");
  }
  for (const std::string& choice : colour_choices_) {
    widgets::SameLineIfRoom(widgets::CheckboxWidth(choice));
    if (ImGui::RadioButton(choice.c_str(), colour_by_ == choice)) {
      SetColourBy(choice);
    }
  }
}

void StaticShapesSample::SetColourBy(const std::string& colour_by) {
  if (colour_by == colour_by_) {
    return;
  }
  // A view, not an edit: no revision, so no undo step and nothing unsaved.
  colour_by_ = colour_by;
  colours_ = world_.Colours(current_, colour_by_);
  legend_ = world_.Legend(answers_, spec_.legend, colour_by_);
}

}  // namespace harness
