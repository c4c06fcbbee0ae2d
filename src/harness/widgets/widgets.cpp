#include "harness/widgets/widgets.h"

#include <imgui.h>
#include <imgui_internal.h>  // a drag turned text field: TempInputIsActive, its text

#include <map>
#include <string>

#include "harness/origins/their_checks.h"
#include "harness/shell/typed_field.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/about_fold.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/table_rows_meter.h"

namespace harness::widgets {
namespace {

std::string Utf8(const ImVector<ImWchar>& text, int length) {
  std::string out(static_cast<std::size_t>(length) * 4 + 1, '\0');
  const int bytes =
      ImTextStrToUtf8(out.data(), static_cast<int>(out.size()), text.Data, text.Data + length);
  out.resize(static_cast<std::size_t>(bytes));
  return out;
}

// A drag or slider with id `id` as ImGui left it this frame: typed into
// (Ctrl+click, double-click or Tab made it a text field) and what it holds.
// The characters typed this frame, read before a field draws: the one
// being typed into takes them all from ImGui's queue as it draws.
std::string QueuedKeys() {
  std::string keys;
  for (const ImWchar c : ImGui::GetIO().InputQueueCharacters) {
    if (c >= 32) {
      keys += c < 127 ? static_cast<char>(c) : '?';  // '?': no character of a number either
    }
  }
  return keys;
}

FieldSeen SeeField(ImGuiID id, const std::string& keys) {
  FieldSeen seen;
  seen.typing = ImGui::TempInputIsActive(id);
  seen.escaped = ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false);
  // Also on the frame the field is left: Enter may follow the last keys
  // within one frame, and the field takes those keys before it is left.
  seen.keys = keys;
  if (const ImGuiInputTextState* state = ImGui::GetInputTextState(id)) {
    seen.text = Utf8(state->TextW, state->CurLenW);
    if (!state->InitialTextA.empty()) {
      seen.initial_text = std::string(state->InitialTextA.Data);
    }
  }
  return seen;
}

// The id ImGui's DragScalarN gives its component `i`: it pushes the label,
// then the index, and draws each component with an empty label.
ImGuiID ComponentId(const char* label, int i) {
  ImGui::PushID(label);
  ImGui::PushID(i);
  const ImGuiID id = ImGui::GetID("");
  ImGui::PopID();
  ImGui::PopID();
  return id;
}

// One number of a field (a drag, a slider, a vector's component) after
// ImGui drew it holding `shown`. Typed, it is applied only when the field is
// left (TypedFields says when, and refuses what is out of range); dragged
// with the mouse, at once, as the shape follows the hand, a drag past the
// range stopping at its end (the log says so, once per drag).
bool Settle(ImGuiID id, double shown, double* value, const FieldRule& rule, Log& log,
            const std::string& keys) {
  static TypedFields typed_fields;
  static EditGuard drag_guard;
  const int frame = ImGui::GetFrameCount();
  const FieldUpdate typed = typed_fields.Update(id, SeeField(id, keys), frame, *value, rule, log);
  if (typed.typed) {
    if (!typed.apply) {
      return false;
    }
    *value = *typed.apply;
    return true;
  }
  if (shown == *value) {
    return false;
  }
  const bool changed =
      drag_guard.Screen(&shown, *value, rule.min, rule.max, std::string(rule.what), frame, log);
  *value = shown;
  return changed;
}

}  // namespace

bool EditVec3(const char* label, collide::Vec3* value, std::string_view what, Log& log,
              float speed) {
  return EditVec3InRange(label, value, -kMaxEditableMagnitude, kMaxEditableMagnitude, what, log,
                         speed);
}

bool EditVec3InRange(const char* label, collide::Vec3* value, double min, double max,
                     std::string_view what, Log& log, float speed) {
  collide::Vec3 shown = *value;
  const std::string keys = QueuedKeys();
  // No ImGui clamping: a drag past the range is clamped by Settle, which
  // says so, and a typed value out of it is refused.
  ImGui::DragScalarN(label, ImGuiDataType_Double, &shown[0], 3, speed, nullptr, nullptr, "%.3f");
  bool changed = false;
  static constexpr const char* kAxis[] = {"x", "y", "z"};
  for (int i = 0; i < 3; ++i) {
    const std::string axis = std::string(what) + "." + kAxis[i];
    changed |= Settle(ComponentId(label, i), shown[i], &(*value)[i], {axis, min, max}, log, keys);
  }
  return changed;
}

bool EditNumber(const char* label, double* value, double min, double max, std::string_view what,
                Log& log, float speed) {
  double shown = *value;
  const ImGuiID id = ImGui::GetID(label);
  const std::string keys = QueuedKeys();
  ImGui::DragScalar(label, ImGuiDataType_Double, &shown, speed, nullptr, nullptr, "%.3f");
  return Settle(id, shown, value, {what, min, max}, log, keys);
}

bool SliderNumber(const char* label, double* value, double min, double max, const char* format,
                  std::string_view what, Log& log) {
  double shown = *value;
  const ImGuiID id = ImGui::GetID(label);
  const std::string keys = QueuedKeys();
  // Without AlwaysClamp: a typed value out of range is refused, not clamped.
  ImGui::SliderScalar(label, ImGuiDataType_Double, &shown, &min, &max, format);
  return Settle(id, shown, value, {what, min, max}, log, keys);
}

bool SliderInteger(const char* label, int* value, int min, int max, const char* format,
                   std::string_view what, Log& log, bool logarithmic) {
  int shown = *value;
  const ImGuiID id = ImGui::GetID(label);
  const std::string keys = QueuedKeys();
  ImGui::SliderInt(label, &shown, min, max, format,
                   logarithmic ? ImGuiSliderFlags_Logarithmic : ImGuiSliderFlags_None);
  double settled = *value;
  const bool changed =
      Settle(id, shown, &settled, {what, static_cast<double>(min), static_cast<double>(max), true},
             log, keys);
  *value = static_cast<int>(settled);
  return changed;
}

ShownSummary& LastShownSummary() {
  static ShownSummary shown;
  return shown;
}

void StartPanelFrame(const std::string& sample_id) {
  LastShownSummary() = {};
  ForgetTableRowsSeen();
  AboutFoldState().sample = sample_id;
}

std::string HoldText(const ShownSummary& summary) {
  return std::to_string(summary.held) + "/" + std::to_string(summary.declared) +
         " expectations hold";
}

std::string YourCodeText(const ShownSummary& summary) {
  if (!summary.yours) {
    return "";
  }
  return "your code: " + std::to_string(summary.yours_failed) + " of " +
         std::to_string(summary.yours_checked) +
         (summary.yours_failed == 1 ? " disagrees" : " disagree");
}

std::string StatusLineText(const ShownSummary& summary) {
  if (!summary.shown) {
    return "no expectations shown";
  }
  const std::string yours = YourCodeText(summary);
  return HoldText(summary) + (yours.empty() ? "" : " \u00b7 " + yours);
}

std::string FailingNowText(const ShownSummary& summary) {
  std::string text = std::to_string(summary.declared - summary.held) + " of " +
                     std::to_string(summary.declared) +
                     (summary.declared == 1 ? " expectation" : " expectations") +
                     (summary.of_check_only ? " failing in --check" : " failing now");
  if (summary.yours) {
    text += "; your code: " + std::to_string(summary.yours_failed) + " failing";
  }
  return text;
}

std::string ErrorsLoggedText(std::size_t errors) {
  return std::to_string(errors) + (errors == 1 ? " error" : " errors") + " logged";
}

void ExpectationSummary(const std::vector<PairCheck>& checks, std::size_t declared,
                        bool after_last_item, const std::vector<OriginChecks>& theirs) {
  const CheckCount count = CountChecks(checks, declared);
  const YourCodeTally tally = TallyTheirChecks(theirs);
  const ShownSummary shown{true,          count.held,  count.declared, tally.checked > 0,
                           tally.checked, tally.failed};
  const ImVec4 color = count.failed() > 0 ? ImVec4(1, 0.4f, 0.4f, 1) : ImVec4(0.5f, 1, 0.5f, 1);
  const std::string text = HoldText(shown);
  if (after_last_item) {
    SameLineIfRoom(ImGui::CalcTextSize(text.c_str()).x);
  }
  ImGui::TextColored(color, "%s", text.c_str());
  if (shown.yours) {
    const std::string yours = YourCodeText(shown);
    SameLineIfRoom(ImGui::CalcTextSize(yours.c_str()).x);
    ImGui::TextColored(tally.failed > 0 ? ImVec4(1.0f, 0.6f, 0.2f, 1) : ImVec4(0.5f, 1, 0.5f, 1),
                       "%s", yours.c_str());
  }
  LastShownSummary() = shown;
}

void CheckOnlySummary(const std::vector<PairCheck>& checks, std::size_t declared) {
  ExpectationSummary(checks, declared);
  LastShownSummary().of_check_only = true;
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

void PushTextWrapAtVisibleEdge() {
  const ImGuiStyle& style = ImGui::GetStyle();
  ImGui::PushTextWrapPos(ImGui::GetScrollX() + ImGui::GetWindowWidth() - style.WindowPadding.x -
                         style.ScrollbarSize);
}

}  // namespace harness::widgets
