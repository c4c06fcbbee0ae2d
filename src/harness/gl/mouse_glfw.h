#pragma once

// The window's side of the mouse (mouse_interaction.h): GLFW's cursor,
// buttons and keys and ImGui's capture read into a MouseInput, and the
// hover tooltip drawn with ImGui.

#include <string>

#include "harness/shell/mouse_interaction.h"

struct GLFWwindow;

namespace harness {

// This frame's mouse. `view_height` is the view rectangle's height in
// window units (for panning).
MouseInput ReadMouseInput(GLFWwindow* window, float view_height);
bool ControlHeld(GLFWwindow* window);
// A tooltip at the cursor naming the hovered shape; nothing for "".
void ShowHoverTooltip(const std::string& label);

}  // namespace harness
