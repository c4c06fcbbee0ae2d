#include "harness/app/help_overlay.h"

#include <imgui.h>

#include <algorithm>

namespace harness::panels {
namespace {

constexpr float kWidthInFontHeights = 46.0f;

void ControlsTable(const char* id, const std::vector<ControlHelp>& controls) {
  if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp)) {
    return;
  }
  ImGui::TableSetupColumn("input", ImGuiTableColumnFlags_WidthStretch, 0.42f);
  ImGui::TableSetupColumn("action", ImGuiTableColumnFlags_WidthStretch, 0.58f);
  for (const ControlHelp& control : controls) {
    ImGui::TableNextRow();
    // Both wrap: a narrow window must not cut a key's name off.
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(control.input.c_str());
    ImGui::PopTextWrapPos();
    ImGui::TableNextColumn();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(control.action.c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::EndTable();
}

}  // namespace

void HelpOverlay(bool* open, const Rect& view, const std::string& sample_title,
                 const ShapeMouse& shapes, const std::vector<ControlHelp>& sample_controls,
                 const std::string& about) {
  if (!*open) {
    return;
  }
  const float width = std::min(kWidthInFontHeights * ImGui::GetFontSize(), view.width * 0.95f);
  ImGui::SetNextWindowPos(ImVec2(view.Center().x, view.Center().y), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(width, view.height * 0.9f), ImGuiCond_Appearing);
  // Not in imgui.ini: the overlay opens centred over the view every time.
  if (ImGui::Begin("Help###help", open,
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::TextDisabled("F1 or Esc closes this.");
    ImGui::Separator();
    ImGui::TextUnformatted("Collision Lab");
    ControlsTable("shell", ShellControls(shapes));
    ImGui::Spacing();
    ImGui::Separator();
    ImGui::Text("%s", sample_title.c_str());
    if (sample_controls.empty()) {
      ImGui::TextDisabled("No keys or mouse actions of its own: edit its values in its panel.");
    } else {
      ImGui::TextDisabled("Its keys come before the shell's.");
      ControlsTable("sample", sample_controls);
    }
    if (!about.empty()) {
      ImGui::Spacing();
      ImGui::Separator();
      ImGui::TextUnformatted("About");
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(about.c_str());
      ImGui::PopTextWrapPos();
    }
  }
  ImGui::End();
}

}  // namespace harness::panels
