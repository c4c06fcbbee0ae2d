#pragma once

// Key taps ImGui would miss: the Application records GLFW's key presses and
// releases here and shows each tap to ImGui as held for one frame (KeyTaps
// says why). Apart from the window, so it is tested without one.

#include <vector>

namespace harness {

// A key pressed and released between two frames, with the modifier bits
// (GLFW_MOD_*) held when it went down.
struct KeyTap {
  int key = 0;
  int mods = 0;
};

// ImGui 1.86 reads the keyboard by polling io.KeysDown once a frame, so a key
// pressed and released between two frames is never seen: a quick tap on a
// slow frame (a sanitized build, a software renderer, xdotool's `key`) would
// not close a dialog with Escape or confirm it with Enter. KeyTaps remembers
// such taps so that the frame can show each to ImGui as held for one frame.
class KeyTaps {
 public:
  void Press(int key, int mods);
  void Release(int key);
  // The taps since the last call, oldest first. Keys still held are left to
  // ImGui's own polling.
  std::vector<KeyTap> Take();

 private:
  std::vector<KeyTap> pressed_;  // since the last Take, not yet released
  std::vector<KeyTap> taps_;
};

}  // namespace harness
