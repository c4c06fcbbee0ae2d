#pragma once

// What the shell does for the user, one name each, whether asked by a key,
// the main menu or a panel's button: the Application runs every command
// through one function, so a menu item does exactly what its key does. The
// keys are here too, with the text the menu shows beside an item. No GLFW
// calls and no ImGui: GLFW's key codes only.

#include <optional>
#include <string>
#include <utility>

namespace harness {

enum class ShellCommand {
  // File
  kOpenScene,  // ShellAction::scene
  kSaveTestCase,
  kScreenshot,
  kQuit,
  // Edit
  kUndo,
  kRedo,
  // View
  kToggleLabels,
  kToggleSolid,
  kToggleAutoRotate,
  kResetView,
  kFrameSelection,
  kLargerInterface,
  kSmallerInterface,
  kScreenSizedInterface,
  kToggleBrowserPanel,
  kToggleSamplePanel,
  kToggleLogPanel,
  // Samples
  kSwitchSample,  // ShellAction::sample
  kNextSample,
  kPreviousSample,
  kRestart,
  // Help
  kToggleHelp,
  kCloseHelp,
  kAbout,
};

struct ShellAction {
  explicit ShellAction(ShellCommand what, int sample_index = -1, std::string scene_file = {})
      : command(what), sample(sample_index), scene(std::move(scene_file)) {}

  ShellCommand command;
  int sample = -1;    // kSwitchSample: the registry's index
  std::string scene;  // kOpenScene: the file
};

// The shell's keys (a GLFW key code and GLFW_MOD_* bits) that come before the
// sample's own (Sample::KeyPressed): the function keys, the Ctrl shortcuts,
// and Esc while the help (or About) is open: it closes that before anything
// else.
std::optional<ShellCommand> ShellKeyBeforeSample(int key, int mods, bool help_open);
// The plain keys the shell takes when the sample did not: Esc, F, L, N, P, R,
// W.
std::optional<ShellCommand> ShellKeyAfterSample(int key, int mods);
// The keys the shell takes even while a panel field takes the typing (which
// no function key is for): F12, a screenshot of what is being typed.
std::optional<ShellCommand> ShellKeyWhileTyping(int key, int mods);

// The shortcut a menu shows beside `command` ("Ctrl+Z", "F1"); empty for a
// command no key gives. Each is a key the two functions above map back to
// `command`.
std::string ShortcutText(ShellCommand command);

}  // namespace harness
