#include "harness/gl/mouse_glfw.h"

#include <imgui.h>

#include "harness/gl/gl.h"

namespace harness {
namespace {

bool KeyHeld(GLFWwindow* window, int key) {
  return glfwGetKey(window, key) == GLFW_PRESS;
}

}  // namespace

MouseInput ReadMouseInput(GLFWwindow* window, float view_height) {
  MouseInput input;
  glfwGetCursorPos(window, &input.cursor.x, &input.cursor.y);
  // Cursor positions are window coordinates; the camera works in
  // framebuffer pixels, twice as many per unit on a 2x display.
  int width = 0;
  int height = 0;
  int framebuffer_width = 0;
  int framebuffer_height = 0;
  glfwGetWindowSize(window, &width, &height);
  glfwGetFramebufferSize(window, &framebuffer_width, &framebuffer_height);
  input.in_window = input.cursor.x >= 0.0 && input.cursor.y >= 0.0 && input.cursor.x < width &&
                    input.cursor.y < height;
  if (width > 0 && height > 0) {
    input.content_scale = glm::dvec2(static_cast<double>(framebuffer_width) / width,
                                     static_cast<double>(framebuffer_height) / height);
  }
  input.view_height = view_height;
  input.left = glfwGetMouseButton(window, GLFW_MOUSE_BUTTON_LEFT) == GLFW_PRESS;
  input.right = glfwGetMouseButton(window, GLFW_MOUSE_BUTTON_RIGHT) == GLFW_PRESS;
  input.middle = glfwGetMouseButton(window, GLFW_MOUSE_BUTTON_MIDDLE) == GLFW_PRESS;
  input.shift = KeyHeld(window, GLFW_KEY_LEFT_SHIFT) || KeyHeld(window, GLFW_KEY_RIGHT_SHIFT);
  input.ctrl = ControlHeld(window);
  const int axis_keys[3] = {GLFW_KEY_X, GLFW_KEY_Y, GLFW_KEY_Z};
  for (int axis = 0; axis < 3; ++axis) {
    if (KeyHeld(window, axis_keys[axis])) {
      input.axis = axis;
      break;
    }
  }
  input.over_ui = ImGui::GetIO().WantCaptureMouse;
  return input;
}

bool ControlHeld(GLFWwindow* window) {
  return KeyHeld(window, GLFW_KEY_LEFT_CONTROL) || KeyHeld(window, GLFW_KEY_RIGHT_CONTROL);
}

void ShowHoverTooltip(const std::string& label) {
  if (label.empty()) {
    return;
  }
  ImGui::BeginTooltip();
  ImGui::TextUnformatted(label.c_str());
  ImGui::EndTooltip();
}

}  // namespace harness
