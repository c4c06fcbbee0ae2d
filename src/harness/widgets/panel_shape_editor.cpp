#include "harness/widgets/panel_shape_editor.h"

#include <imgui.h>

#include "collide/shapes/ray.h"
#include "harness/shell/direction_draft.h"
#include "harness/widgets/widgets.h"

namespace harness::widgets {

bool PanelShapeEditor::Vec3(const char* label, collide::Vec3* value) {
  return EditVec3(label, value, What(label), log_);
}

bool PanelShapeEditor::Vec3InRange(const char* label, collide::Vec3* value, double min, double max,
                                   float drag_speed) {
  if (drag_speed > 0.0f) {
    return EditVec3InRange(label, value, min, max, What(label), log_, drag_speed);
  }
  return EditVec3InRange(label, value, min, max, What(label), log_);
}

bool PanelShapeEditor::Number(const char* label, double* value, double min, double max) {
  return EditNumber(label, value, min, max, What(label), log_);
}

// Normalised; a zero direction is refused and the old one kept. While the
// field is active it shows the typed vector (direction_draft.h says why).
bool PanelShapeEditor::Direction(const char* label, collide::Vec3* unit) {
  static DirectionDrafts drafts;
  const ImGuiID field = ImGui::GetID(label);
  collide::Vec3 typed = drafts.Shown(field, *unit);
  bool changed = false;
  if (EditVec3(label, &typed, What(label), log_)) {
    if (const auto ray = collide::MakeRay(collide::Vec3(0.0), typed)) {
      changed = ray->direction != *unit;
      *unit = ray->direction;
    } else {
      log_.Warning(What(label) + " cannot be zero; kept the previous direction");
    }
  }
  drafts.Record(field, ImGui::IsItemActive(), typed, *unit);
  return changed;
}

bool PanelShapeEditor::Checkbox(const char* label, bool* value) {
  return ImGui::Checkbox(label, value);
}

void PanelShapeEditor::Text(const std::string& text) {
  ImGui::TextUnformatted(text.c_str());
}

void PanelShapeEditor::Warn(const std::string& message) {
  log_.Warning(name_ + ": " + message);
}

}  // namespace harness::widgets
