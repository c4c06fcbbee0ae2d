#include "harness/widgets/main_menu.h"

#include <imgui.h>

#include <string>
#include <utility>

namespace harness::widgets {
namespace {

// Closes the open menu (and the menus it opened) when Esc is tapped: the
// shell leaves Esc to an open menu rather than quitting.
void EndMenuClosingOnEsc() {
  if (ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
    ImGui::CloseCurrentPopup();
  }
  ImGui::EndMenu();
}

// One item: the command's key beside it, ticked when `ticked`.
bool Item(const char* label, ShellCommand command, bool ticked = false, bool enabled = true) {
  const std::string shortcut = ShortcutText(command);
  return ImGui::MenuItem(label, shortcut.empty() ? nullptr : shortcut.c_str(), ticked, enabled);
}

void FileMenu(const MainMenuState& state, std::optional<ShellAction>* picked) {
  if (!ImGui::BeginMenu("File")) {
    return;
  }
  if (ImGui::BeginMenu("Open scene")) {
    int listed = 0;
    for (const auto* list : {state.shipped_scenes, state.saved_scenes}) {
      if (list == nullptr) {
        continue;
      }
      ImGui::PushID(list);
      for (const SceneListEntry& entry : *list) {
        ++listed;
        if (ImGui::MenuItem(entry.name.c_str())) {
          *picked = ShellAction{ShellCommand::kOpenScene, -1, entry.path.string()};
        }
        if (ImGui::IsItemHovered()) {
          ImGui::SetTooltip("%s", entry.path.string().c_str());
        }
      }
      ImGui::PopID();
    }
    if (listed == 0) {
      ImGui::TextDisabled("no scene for this sample yet");
    }
    ImGui::Separator();
    ImGui::TextDisabled("or drop a .json scene file on the window");
    ImGui::EndMenu();
  }
  if (Item("Save as test case...", ShellCommand::kSaveTestCase, false, state.cannot_save.empty())) {
    *picked = ShellAction{ShellCommand::kSaveTestCase};
  }
  if (!state.cannot_save.empty() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("Cannot save a test case: %s", state.cannot_save.c_str());
  }
  if (Item("Screenshot", ShellCommand::kScreenshot)) {
    *picked = ShellAction{ShellCommand::kScreenshot};
  }
  ImGui::Separator();
  if (Item("Quit", ShellCommand::kQuit)) {
    *picked = ShellAction{ShellCommand::kQuit};
  }
  EndMenuClosingOnEsc();
}

void EditMenu(const MainMenuState& state, std::optional<ShellAction>* picked) {
  if (!ImGui::BeginMenu("Edit")) {
    return;
  }
  const std::string undo = "Undo (" + std::to_string(state.undo_steps) + ")###undo";
  const std::string redo = "Redo (" + std::to_string(state.redo_steps) + ")###redo";
  if (Item(undo.c_str(), ShellCommand::kUndo, false, state.undo_steps > 0)) {
    *picked = ShellAction{ShellCommand::kUndo};
  }
  if (Item(redo.c_str(), ShellCommand::kRedo, false, state.redo_steps > 0)) {
    *picked = ShellAction{ShellCommand::kRedo};
  }
  EndMenuClosingOnEsc();
}

void ViewMenu(const MainMenuState& state, std::optional<ShellAction>* picked) {
  if (!ImGui::BeginMenu("View")) {
    return;
  }
  const auto item = [picked](const char* label, ShellCommand command, bool ticked = false) {
    if (Item(label, command, ticked)) {
      *picked = ShellAction{command};
    }
  };
  item("Labels", ShellCommand::kToggleLabels, state.labels);
  item("Auto-rotate", ShellCommand::kToggleAutoRotate, state.auto_rotate);
  item("Solid shapes", ShellCommand::kToggleSolid, state.solid);
  item("Reset view", ShellCommand::kResetView);
  item("Frame the selection", ShellCommand::kFrameSelection);
  if (ImGui::BeginMenu("Interface scale")) {
    ImGui::TextDisabled("now %d%%", state.interface_percent);
    item("Larger", ShellCommand::kLargerInterface);
    item("Smaller", ShellCommand::kSmallerInterface);
    item("The screen's size", ShellCommand::kScreenSizedInterface);
    ImGui::EndMenu();
  }
  if (ImGui::BeginMenu("Panels")) {
    item("Samples (browser)", ShellCommand::kToggleBrowserPanel, state.browser_open);
    item("Sample", ShellCommand::kToggleSamplePanel, state.sample_panel_open);
    item("Log", ShellCommand::kToggleLogPanel, state.log_open);
    ImGui::EndMenu();
  }
  EndMenuClosingOnEsc();
}

// The samples by category, as the browser groups them.
void SamplesMenu(const MainMenuState& state, std::optional<ShellAction>* picked) {
  if (!ImGui::BeginMenu("Samples")) {
    return;
  }
  const auto& samples = state.registry->samples();
  std::string category;
  bool open = false;
  for (std::size_t i = 0; i < samples.size(); ++i) {
    if (samples[i].category != category) {
      if (open) {
        ImGui::EndMenu();
      }
      category = samples[i].category;
      open = ImGui::BeginMenu(category.c_str());
    }
    const bool current = static_cast<int>(i) == state.current_sample;
    if (open && ImGui::MenuItem(samples[i].title.c_str(), nullptr, current) && !current) {
      *picked = ShellAction{ShellCommand::kSwitchSample, static_cast<int>(i)};
    }
  }
  if (open) {
    ImGui::EndMenu();
  }
  ImGui::Separator();
  for (const auto& [label, command] : {std::pair{"Next sample", ShellCommand::kNextSample},
                                       std::pair{"Previous sample", ShellCommand::kPreviousSample},
                                       std::pair{"Restart the sample", ShellCommand::kRestart}}) {
    if (Item(label, command)) {
      *picked = ShellAction{command};
    }
  }
  EndMenuClosingOnEsc();
}

void HelpMenu(const MainMenuState& state, std::optional<ShellAction>* picked) {
  if (!ImGui::BeginMenu("Help")) {
    return;
  }
  if (Item("Keys and mouse", ShellCommand::kToggleHelp, state.help_open)) {
    *picked = ShellAction{ShellCommand::kToggleHelp};
  }
  if (Item("About Collision Lab", ShellCommand::kAbout)) {
    *picked = ShellAction{ShellCommand::kAbout};
  }
  EndMenuClosingOnEsc();
}

}  // namespace

std::optional<ShellAction> MainMenu(const MainMenuState& state, Rect* drawn) {
  std::optional<ShellAction> picked;
  *drawn = Rect{};
  if (!ImGui::BeginMainMenuBar()) {
    return picked;
  }
  const ImVec2 pos = ImGui::GetWindowPos();
  const ImVec2 size = ImGui::GetWindowSize();
  *drawn = Rect{pos.x, pos.y, size.x, size.y};
  FileMenu(state, &picked);
  EditMenu(state, &picked);
  ViewMenu(state, &picked);
  if (state.registry != nullptr) {
    SamplesMenu(state, &picked);
  }
  HelpMenu(state, &picked);
  ImGui::EndMainMenuBar();
  return picked;
}

std::string AboutVersions(const std::string& imgui, const std::string& gl_version,
                          const std::string& glfw) {
  const auto known = [](const std::string& text) { return text.empty() ? "unknown" : text; };
  return "Dear ImGui " + known(imgui) + ", OpenGL " + known(gl_version) + ", GLFW " + known(glfw);
}

void AboutWindow(bool* open, const std::string& gl_version, const std::string& glfw) {
  if (!*open) {
    return;
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  ImGui::SetNextWindowPos(ImVec2(display.x * 0.5f, display.y * 0.5f), ImGuiCond_Appearing,
                          ImVec2(0.5f, 0.5f));
  ImGui::SetNextWindowSize(ImVec2(ImGui::GetFontSize() * 30.0f, 0.0f), ImGuiCond_Appearing);
  if (ImGui::Begin("About Collision Lab", open,
                   ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    ImGui::Text("Collision Lab %s", COLLISION_LAB_VERSION);
    ImGui::Separator();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(
        "An interactive visual test harness for collision-detection algorithms. Each sample "
        "draws its shapes red where they overlap and blue where they do not, and its pair "
        "table shows what each test declares and what it finds. Move shapes with the mouse, "
        "type values in the panel, and save what you see as a test case (Ctrl+S) that "
        "`collision-lab --check` runs headless.");
    ImGui::PopTextWrapPos();
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("%s", AboutVersions(ImGui::GetVersion(), gl_version, glfw).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
}

}  // namespace harness::widgets
