#include "harness/shell/shell_commands.h"

#include <array>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace harness {
namespace {

enum class Shift { kAny, kUp, kDown };

struct KeyBinding {
  ShellCommand command;
  int key;
  bool ctrl;
  Shift shift;
  // The text for the menu: set on the one binding a command shows.
  const char* shown;
};

// Ctrl must be held exactly when `ctrl` says (Ctrl+L is not L); Shift only
// tells undo from redo.
constexpr std::array kBeforeSample = {
    KeyBinding{ShellCommand::kToggleHelp, GLFW_KEY_F1, false, Shift::kAny, "F1"},
    KeyBinding{ShellCommand::kScreenshot, GLFW_KEY_F12, false, Shift::kAny, "F12"},
    KeyBinding{ShellCommand::kLargerInterface, GLFW_KEY_EQUAL, true, Shift::kAny, "Ctrl+="},
    KeyBinding{ShellCommand::kLargerInterface, GLFW_KEY_KP_ADD, true, Shift::kAny, nullptr},
    KeyBinding{ShellCommand::kSmallerInterface, GLFW_KEY_MINUS, true, Shift::kAny, "Ctrl+-"},
    KeyBinding{ShellCommand::kSmallerInterface, GLFW_KEY_KP_SUBTRACT, true, Shift::kAny, nullptr},
    KeyBinding{ShellCommand::kScreenSizedInterface, GLFW_KEY_0, true, Shift::kAny, "Ctrl+0"},
    KeyBinding{ShellCommand::kScreenSizedInterface, GLFW_KEY_KP_0, true, Shift::kAny, nullptr},
    KeyBinding{ShellCommand::kSaveTestCase, GLFW_KEY_S, true, Shift::kAny, "Ctrl+S"},
    KeyBinding{ShellCommand::kUndo, GLFW_KEY_Z, true, Shift::kUp, "Ctrl+Z"},
    KeyBinding{ShellCommand::kRedo, GLFW_KEY_Z, true, Shift::kDown, nullptr},
    KeyBinding{ShellCommand::kRedo, GLFW_KEY_Y, true, Shift::kAny, "Ctrl+Y"},
};

constexpr std::array kAfterSample = {
    KeyBinding{ShellCommand::kQuit, GLFW_KEY_ESCAPE, false, Shift::kAny, "Esc"},
    KeyBinding{ShellCommand::kFrameSelection, GLFW_KEY_F, false, Shift::kAny, "F"},
    KeyBinding{ShellCommand::kToggleLabels, GLFW_KEY_L, false, Shift::kAny, "L"},
    KeyBinding{ShellCommand::kToggleSolid, GLFW_KEY_W, false, Shift::kAny, "W"},
    KeyBinding{ShellCommand::kNextSample, GLFW_KEY_N, false, Shift::kAny, "N"},
    KeyBinding{ShellCommand::kPreviousSample, GLFW_KEY_P, false, Shift::kAny, "P"},
    KeyBinding{ShellCommand::kRestart, GLFW_KEY_R, false, Shift::kAny, "R"},
};

template <std::size_t N>
std::optional<ShellCommand> Find(const std::array<KeyBinding, N>& bindings, int key, int mods) {
  const bool ctrl = (mods & GLFW_MOD_CONTROL) != 0;
  const bool shift = (mods & GLFW_MOD_SHIFT) != 0;
  for (const KeyBinding& binding : bindings) {
    if (binding.key == key && binding.ctrl == ctrl &&
        (binding.shift == Shift::kAny || (binding.shift == Shift::kDown) == shift)) {
      return binding.command;
    }
  }
  return std::nullopt;
}

}  // namespace

std::optional<ShellCommand> ShellKeyBeforeSample(int key, int mods, bool help_open) {
  if (help_open && key == GLFW_KEY_ESCAPE) {
    return ShellCommand::kCloseHelp;
  }
  return Find(kBeforeSample, key, mods);
}

std::optional<ShellCommand> ShellKeyAfterSample(int key, int mods) {
  return Find(kAfterSample, key, mods);
}

std::optional<ShellCommand> ShellKeyWhileTyping(int key, int mods) {
  const std::optional<ShellCommand> command = Find(kBeforeSample, key, mods);
  if (command == ShellCommand::kScreenshot) {
    return command;
  }
  return std::nullopt;
}

std::string ShortcutText(ShellCommand command) {
  const auto shown = [command](const auto& bindings) -> const char* {
    for (const KeyBinding& binding : bindings) {
      if (binding.command == command && binding.shown != nullptr) {
        return binding.shown;
      }
    }
    return nullptr;
  };
  const char* text = shown(kBeforeSample);
  if (text == nullptr) {
    text = shown(kAfterSample);
  }
  return text != nullptr ? text : "";
}

}  // namespace harness
