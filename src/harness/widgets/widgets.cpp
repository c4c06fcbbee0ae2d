#include "harness/widgets/widgets.h"

#include <imgui.h>

#include <map>
#include <string>

#include "harness/shell/value_guard.h"
#include "harness/widgets/clip_meter.h"

namespace harness::widgets {
namespace {

bool Guard(double* value, double previous, double min, double max, const std::string& what,
           Log& log) {
  static EditGuard guard;
  return guard.Screen(value, previous, min, max, what, ImGui::GetFrameCount(), log);
}

}  // namespace

bool EditVec3(const char* label, collide::Vec3* value, std::string_view what, Log& log,
              float speed) {
  return EditVec3InRange(label, value, -kMaxEditableMagnitude, kMaxEditableMagnitude, what, log,
                         speed);
}

bool EditVec3InRange(const char* label, collide::Vec3* value, double min, double max,
                     std::string_view what, Log& log, float speed) {
  collide::Vec3 edited = *value;
  if (!ImGui::DragScalarN(label, ImGuiDataType_Double, &edited[0], 3, speed, nullptr, nullptr,
                          "%.3f")) {
    return false;
  }
  bool changed = false;
  static constexpr const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    changed |= Guard(&edited[i], (*value)[i], min, max, std::string(what) + "." + kAxis[i], log);
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

bool SliderNumber(const char* label, double* value, double min, double max, const char* format,
                  std::string_view what, Log& log) {
  double edited = *value;
  // Ctrl+click types a value; AlwaysClamp would clamp it silently.
  if (!ImGui::SliderScalar(label, ImGuiDataType_Double, &edited, &min, &max, format)) {
    return false;
  }
  const bool changed = Guard(&edited, *value, min, max, std::string(what), log);
  *value = edited;
  return changed;
}

bool SliderInteger(const char* label, int* value, int min, int max, const char* format,
                   std::string_view what, Log& log, bool logarithmic) {
  int edited = *value;
  // Ctrl+click types a value; AlwaysClamp would clamp it silently.
  if (!ImGui::SliderInt(label, &edited, min, max, format,
                        logarithmic ? ImGuiSliderFlags_Logarithmic : ImGuiSliderFlags_None)) {
    return false;
  }
  double screened = edited;
  const bool changed = Guard(&screened, *value, min, max, std::string(what), log);
  *value = static_cast<int>(screened);
  return changed;
}

ShownSummary& LastShownSummary() {
  static ShownSummary shown;
  return shown;
}

void ExpectationSummary(const std::vector<PairCheck>& checks, std::size_t declared,
                        bool after_last_item) {
  const CheckCount count = CountChecks(checks, declared);
  const ImVec4 color = count.failed() > 0 ? ImVec4(1, 0.4f, 0.4f, 1) : ImVec4(0.5f, 1, 0.5f, 1);
  const std::string text =
      std::to_string(count.held) + "/" + std::to_string(count.declared) + " expectations hold";
  if (after_last_item) {
    SameLineIfRoom(ImGui::CalcTextSize(text.c_str()).x);
  }
  ImGui::TextColored(color, "%s", text.c_str());
  LastShownSummary() = {true, count.held, count.declared};
}

void MarkMismatchRow() {
  ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(150, 30, 30, 255));
}

void ColorSwatch(const char* id, const Color& color) {
  ImGui::ColorButton(id, ImVec4(color.r, color.g, color.b, color.a),
                     ImGuiColorEditFlags_NoTooltip | ImGuiColorEditFlags_NoDragDrop,
                     ImVec2(ImGui::GetFrameHeight(), ImGui::GetFrameHeight()));
}

void HelpMarker(const char* text) {
  SameLineIfRoom(ImGui::CalcTextSize("(?)").x);
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
