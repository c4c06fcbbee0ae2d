#pragma once

// The main menu bar along the window's top (File, Edit, View, Samples,
// Help) and the About window. Every item names a ShellCommand
// (shell_commands.h) and shows the key that does the same; the menu only
// reports what was picked, the Application runs it as it runs that key.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "harness/draw/rect.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene_list.h"
#include "harness/shell/shell_commands.h"

namespace harness::widgets {

// What the items show: ticks, counts, what is greyed and why.
struct MainMenuState {
  const SampleRegistry* registry = nullptr;
  int current_sample = -1;
  // File > Open scene: the browser's Scenes list for the current sample.
  const std::vector<SceneListEntry>* shipped_scenes = nullptr;
  const std::vector<SceneListEntry>* saved_scenes = nullptr;
  std::string cannot_save;  // why Save as test case is greyed; empty: it is not
  std::size_t undo_steps = 0;
  std::size_t redo_steps = 0;
  bool labels = false;
  bool solid = false;  // the shapes' look (ShapeLook::kSolid)
  bool auto_rotate = false;
  int interface_percent = 100;  // the user's factor (Ctrl+= / Ctrl+-)
  bool browser_open = true;     // each panel: open, not folded to its title bar
  bool sample_panel_open = true;
  bool log_open = true;
  bool help_open = false;
};

// Draws the bar (ImGui's BeginMainMenuBar: ImGui's frame height, the
// layout's menu_bar) and says where in *drawn; returns the item picked this
// frame, if any.
std::optional<ShellAction> MainMenu(const MainMenuState& state, Rect* drawn);

// "About Collision Lab": the version and what the app is, centred on the
// display; closed with its close button (or Esc, the Application's key).
// `gl_version` is the context's own (glGetString(GL_VERSION)), `glfw` GLFW's
// (glfwGetVersionString), as the log printed them at start.
void AboutWindow(bool* open, const std::string& gl_version, const std::string& glfw);
// The About window's last line: "Dear ImGui 1.86, OpenGL 4.5 (Core Profile)
// Mesa 22.3.6, GLFW 3.3.8 ..."; what is not known yet reads "unknown".
std::string AboutVersions(const std::string& imgui, const std::string& gl_version,
                          const std::string& glfw);

}  // namespace harness::widgets
