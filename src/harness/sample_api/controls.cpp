#include "harness/sample_api/controls.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

namespace harness {

std::vector<ControlHelp> ShellControls(const ShapeMouse& shapes) {
  std::vector<ControlHelp> controls = {
      {"Left drag on empty space", "orbit the camera", {}},
      {"Right or middle drag", "pan", {}},
      {"Wheel", "zoom", {}},
  };
  if (shapes.select) {
    controls.push_back(
        {"Click a shape", "select it: the panel shows it (its editor, its pairs marked)", {}});
  }
  if (shapes.move) {
    controls.push_back(
        {"Left drag a shape", "move it across the view (Shift: towards or away)", {}});
    controls.push_back({"X, Y or Z held while dragging",
                        "move along that world axis",
                        {GLFW_KEY_X, GLFW_KEY_Y, GLFW_KEY_Z}});
  }
  if (shapes.rotate) {
    controls.push_back({"Ctrl+left drag a box",
                        "turn it about the view axis, as the cursor goes round its centre",
                        {}});
  }
  if (shapes.resize) {
    controls.push_back({"Ctrl+wheel over a shape", "resize it", {}});
  }
  const std::vector<ControlHelp> keys = {
      {"Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y", "undo / redo", {GLFW_KEY_Z, GLFW_KEY_Y}},
      {"N / P", "next / previous sample", {GLFW_KEY_N, GLFW_KEY_P}},
      {"R", "restart the sample", {GLFW_KEY_R}},
      {"L", "show or hide the shapes' labels", {GLFW_KEY_L}},
      {"W",
       "solid shapes (lit, under their edges) or edges alone; remembered per sample",
       {GLFW_KEY_W}},
      {"F", "frame the selected shapes (every shape when none is)", {GLFW_KEY_F}},
      {"Ctrl+S", "save the scene as a test case (samples that can)", {GLFW_KEY_S}},
      {"F1", "this help", {GLFW_KEY_F1}},
      {"F12", "screenshot to $XDG_PICTURES_DIR (or the current directory)", {GLFW_KEY_F12}},
      {"Ctrl+= / Ctrl+-",
       "larger / smaller interface",
       {GLFW_KEY_EQUAL, GLFW_KEY_MINUS, GLFW_KEY_KP_ADD, GLFW_KEY_KP_SUBTRACT}},
      {"Ctrl+0", "interface back to the screen's size", {GLFW_KEY_0, GLFW_KEY_KP_0}},
      {"Ctrl+click a value", "type it", {}},
      {"Scenes (in the browser)",
       "click one to open it: assets/scenes/ and your saved test cases for this sample",
       {}},
      {"Drop a .json file on the window",
       "open that scene, as --scene does (a bad file is refused in the log)",
       {}},
      {"Esc",
       "close this help (or About, or an open menu), else quit (asking first about edits "
       "not saved as a test case)",
       {GLFW_KEY_ESCAPE}},
      {"The menu bar", "every command, with its key: File, Edit, View, Samples, Help", {}},
  };
  controls.insert(controls.end(), keys.begin(), keys.end());
  return controls;
}

}  // namespace harness
