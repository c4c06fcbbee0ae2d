#include "harness/controls.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace harness {

const std::vector<ControlHelp>& ShellControls() {
  static const std::vector<ControlHelp> kControls = {
      {"Left drag on empty space", "orbit the camera", {}},
      {"Right or middle drag", "pan", {}},
      {"Wheel", "zoom", {}},
      {"Click a shape", "select it: its editor opens, its pairs are marked", {}},
      {"Left drag a shape", "move it across the view (Shift: towards or away)", {}},
      {"X, Y or Z held while dragging",
       "move along that world axis",
       {GLFW_KEY_X, GLFW_KEY_Y, GLFW_KEY_Z}},
      {"Ctrl+wheel over a shape", "resize it", {}},
      {"Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y", "undo / redo", {GLFW_KEY_Z, GLFW_KEY_Y}},
      {"N / P", "next / previous sample", {GLFW_KEY_N, GLFW_KEY_P}},
      {"R", "restart the sample", {GLFW_KEY_R}},
      {"L", "show or hide the shapes' labels", {GLFW_KEY_L}},
      {"Ctrl+S", "save the scene as a test case (samples that can)", {GLFW_KEY_S}},
      {"F1", "this help", {GLFW_KEY_F1}},
      {"F12", "screenshot to $XDG_PICTURES_DIR (or the current directory)", {GLFW_KEY_F12}},
      {"Ctrl+= / Ctrl+-",
       "larger / smaller interface",
       {GLFW_KEY_EQUAL, GLFW_KEY_MINUS, GLFW_KEY_KP_ADD, GLFW_KEY_KP_SUBTRACT}},
      {"Ctrl+0", "interface back to the screen's size", {GLFW_KEY_0, GLFW_KEY_KP_0}},
      {"Ctrl+click a value", "type it", {}},
      {"Esc", "close this help, else quit", {GLFW_KEY_ESCAPE}},
  };
  return kControls;
}

}  // namespace harness
