#include "harness/widgets/unsaved_prompt.h"

#include <imgui.h>

#include <algorithm>
#include <string_view>

#include "harness/widgets/clip_meter.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace harness::widgets {
namespace {

constexpr const char* kSave = "Save as test case... (S)";
constexpr const char* kDiscard = "Discard (D)";
constexpr const char* kCancel = "Cancel (Esc)";

// The three buttons on one line: the width the text wraps at.
float ButtonRowWidth() {
  const ImGuiStyle& style = ImGui::GetStyle();
  float width = 2.0f * style.ItemSpacing.x;
  for (const char* label : {kSave, kDiscard, kCancel}) {
    width += ImGui::CalcTextSize(label).x + 2.0f * style.FramePadding.x;
  }
  return width;
}

// The widest the prompt may be: the display less a margin each side.
float Room(const ImVec2& display) {
  return display.x - 4.0f * ImGui::GetStyle().WindowPadding.x;
}

float TextWidth(std::string_view text) {
  return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
}

// A key tapped this frame (the app's key taps reach ImGui by GLFW key code).
bool Tapped(int key) {
  return ImGui::IsKeyPressed(key, false);
}

}  // namespace

std::vector<UnsavedPromptLine> UnsavedPromptLines(const UnsavedPromptText& text) {
  // Wrapped between words (clip_meter.h), so no word is cut and none is
  // left alone on a last line, as ImGui's own wrapping left "case.".
  const float width = std::min(ButtonRowWidth(), Room(ImGui::GetIO().DisplaySize));
  std::vector<UnsavedPromptLine> lines;
  int paragraphs = 0;
  const auto add = [&](const std::string& paragraph, bool disabled) {
    for (std::string& line : LinesBetweenWords(paragraph, width, TextWidth)) {
      lines.push_back({std::move(line), disabled, paragraphs});
    }
    ++paragraphs;
  };
  add(text.sample_title + " has edits not saved as a test case.", false);
  add("Save them before " + text.action + "?", false);
  if (!text.cannot_save.empty()) {
    add("(They cannot be saved: " + text.cannot_save + ".)", true);
  }
  return lines;
}

std::optional<PromptAnswer> UnsavedPrompt(const UnsavedPromptText& text) {
  constexpr const char* kTitle = "Unsaved edits";
  if (!ImGui::IsPopupOpen(kTitle)) {
    ImGui::OpenPopup(kTitle);
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  // As wide as its buttons; the text wraps within that.
  if (!ImGui::BeginPopupModal(
          kTitle, nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings)) {
    return std::nullopt;
  }
  // The buttons on one row when the display is wide enough, else one a
  // line (a large interface scale in a small window).
  const bool one_row = ButtonRowWidth() <= Room(display);
  for (const UnsavedPromptLine& line : UnsavedPromptLines(text)) {
    if (line.disabled) {
      ImGui::TextDisabled("%s", line.text.c_str());
    } else {
      ImGui::TextUnformatted(line.text.c_str());
    }
  }
  ImGui::Spacing();
  // The key that asked (Esc to quit) is still down in the frame the prompt
  // appears: keys count from the next frame on.
  const bool keys = !ImGui::IsWindowAppearing();
  const bool can_save = text.cannot_save.empty();
  std::optional<PromptAnswer> answer;
  ImGui::BeginDisabled(!can_save);
  if (ImGui::Button(kSave) || (keys && can_save && Tapped(GLFW_KEY_S))) {
    answer = PromptAnswer::kSave;
  }
  ImGui::EndDisabled();
  if (one_row) {
    ImGui::SameLine();
  }
  if (ImGui::Button(kDiscard) || (keys && Tapped(GLFW_KEY_D))) {
    answer = PromptAnswer::kDiscard;
  }
  if (one_row) {
    ImGui::SameLine();
  }
  if (ImGui::Button(kCancel) || (keys && Tapped(GLFW_KEY_ESCAPE))) {
    answer = PromptAnswer::kCancel;
  }
  if (answer) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndPopup();
  return answer;
}

}  // namespace harness::widgets
