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

// What the mouse can do to a sample's shapes (Pickable::ShapeMouseActions):
// the shell's shape entries in the help are listed only for what the
// current sample offers.
struct ShapeMouse {
  bool select = false;  // hover names a shape, a click selects it
  bool move = false;    // left drag, Shift, X / Y / Z
  bool resize = false;  // Ctrl + wheel
  bool rotate = false;  // Ctrl + left drag on a box
};

// The shell's keys (Application::OnKey and the extras' keys) and mouse
// actions (the view's orbit, pan and zoom, and what `shapes` offers), in
// the order the overlay lists them.
std::vector<ControlHelp> ShellControls(const ShapeMouse& shapes);

}  // namespace harness
