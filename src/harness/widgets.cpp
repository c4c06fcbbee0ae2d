#include "harness/widgets.h"

#include <imgui.h>

#include <map>
#include <string>

#include "harness/value_guard.h"

namespace harness::widgets {
namespace {

// While a refused or clamped value stays typed into a field, ImGui applies
// it again every frame. The log says so once: the same message for the same
// field on consecutive frames is not repeated (a new edit says it again).
bool Guard(double* value, double previous, double min, double max, const std::string& what,
           Log& log) {
  struct Said {
    int frame = -2;
    std::string text;
  };
  static std::map<std::string, Said, std::less<>> said;  // by field
  Log scratch;
  scratch.set_echo_to_console(false);
  const bool changed = GuardEditedValue(value, previous, min, max, what, scratch);
  const int frame = ImGui::GetFrameCount();
  for (const LogEntry& entry : scratch.entries()) {
    Said& last = said[what];
    if (entry.text != last.text || frame > last.frame + 1) {
      log.Error(entry.text);
    }
    last = {frame, entry.text};
  }
  return changed;
}

}  // namespace

bool EditVec3(const char* label, collide::Vec3* value, std::string_view what, Log& log,
              float speed) {
  collide::Vec3 edited = *value;
  if (!ImGui::DragScalarN(label, ImGuiDataType_Double, &edited[0], 3, speed, nullptr, nullptr,
                          "%.3f")) {
    return false;
  }
  bool changed = false;
  static const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    changed |= Guard(&edited[i], (*value)[i], -kMaxEditableMagnitude, kMaxEditableMagnitude,
                     std::string(what) + "." + kAxis[i], log);
  }
  *value = edited;
  return changed;
}

bool EditNumber(const char* label, double* value, double min, double max, std::string_view what,
                Log& log, float speed) {
  double edited = *value;
  // No ImGui clamping: GuardEditedValue clamps and says so.
  if (!ImGui::DragScalar(label, ImGuiDataType_Double, &edited, speed, nullptr, nullptr, "%.3f")) {
    return false;
  }
  const bool changed = Guard(&edited, *value, min, max, std::string(what), log);
  *value = edited;
  return changed;
}

void ColorSwatch(const char* id, const Color& color) {
  ImGui::ColorButton(id, ImVec4(color.r, color.g, color.b, color.a),
                     ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                     ImVec2(ImGui::GetFrameHeight(), ImGui::GetFrameHeight()));
}

void HelpMarker(const char* text) {
  ImGui::SameLine();
  ImGui::TextDisabled("(?)");
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
  }
}

}  // namespace harness::widgets
