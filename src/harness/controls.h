#pragma once

// The keys and mouse actions the help overlay (F1) lists. The shell declares
// its own here, beside nothing else; each sample declares its own in
// Sample::Controls(), next to the KeyPressed that handles them, and a test
// presses every key on every sample to check that each key a sample takes is
// listed: the overlay cannot go stale.

#include <string>
#include <vector>

namespace harness {

struct ControlHelp {
  std::string input;   // "Space", "Ctrl+S", "Left drag"
  std::string action;  // "pause or resume"
  // The GLFW key codes `input` stands for (both of "+ / -", the keypad's
  // too); empty for mouse actions.
  std::vector<int> keys;
};

// The shell's keys (Application::OnKey and the extras' keys) and mouse
// actions (the view's orbit, pan and zoom), in the order the overlay lists
// them.
const std::vector<ControlHelp>& ShellControls();

}  // namespace harness
