#include <imgui.h>

#include "harness/app/application.h"
#include "harness/gl/gl.h"
#include "harness/gl/gl_debug_draw.h"
#include "harness/gl/mouse_glfw.h"

// The keyboard and the mouse: shortcuts, the wheel, hover and drag.
namespace harness {
namespace {

void SetModifiers(ImGuiIO& io, int mods) {
  io.KeyCtrl = (mods & GLFW_MOD_CONTROL) != 0;
  io.KeyShift = (mods & GLFW_MOD_SHIFT) != 0;
  io.KeyAlt = (mods & GLFW_MOD_ALT) != 0;
  io.KeySuper = (mods & GLFW_MOD_SUPER) != 0;
}

int ModifiersHeld(GLFWwindow* window) {
  const auto held = [window](int left, int right) {
    return glfwGetKey(window, left) == GLFW_PRESS || glfwGetKey(window, right) == GLFW_PRESS;
  };
  return (held(GLFW_KEY_LEFT_CONTROL, GLFW_KEY_RIGHT_CONTROL) ? GLFW_MOD_CONTROL : 0) |
         (held(GLFW_KEY_LEFT_SHIFT, GLFW_KEY_RIGHT_SHIFT) ? GLFW_MOD_SHIFT : 0) |
         (held(GLFW_KEY_LEFT_ALT, GLFW_KEY_RIGHT_ALT) ? GLFW_MOD_ALT : 0) |
         (held(GLFW_KEY_LEFT_SUPER, GLFW_KEY_RIGHT_SUPER) ? GLFW_MOD_SUPER : 0);
}

}  // namespace

void Application::OnKey(int key, int mods) {
  if (save_dialog_.is_open()) {
    return;  // the dialog's own keys (Enter, Escape) are ImGui's
  }
  if (key == GLFW_KEY_ESCAPE &&
      ImGui::IsPopupOpen(nullptr, ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel)) {
    return;  // Esc closes an open menu (widgets::MainMenu), never quits from under it
  }
  // Esc closes the help or the About window before anything else.
  if (const std::optional<ShellCommand> command =
          ShellKeyBeforeSample(key, mods, help_open_ || about_open_)) {
    DoCommand(ShellAction{*command});
    return;
  }
  if (sample_->KeyPressed(key)) {
    return;
  }
  if (const std::optional<ShellCommand> command = ShellKeyAfterSample(key, mods)) {
    DoCommand(ShellAction{*command});
  }
}

void Application::KeyCallback(GLFWwindow* window, int key, int, int action, int mods) {
  auto* app = static_cast<Application*>(glfwGetWindowUserPointer(window));
  if (action == GLFW_PRESS) {
    app->first_start_hint_ = false;  // the user has found the keys
    app->key_taps_.Press(key, mods);
  } else if (action == GLFW_RELEASE) {
    app->key_taps_.Release(key);
  }
  if (action != GLFW_PRESS) {
    return;
  }
  if (!ImGui::GetIO().WantCaptureKeyboard) {
    app->OnKey(key, mods);
  } else if (const std::optional<ShellCommand> command = ShellKeyWhileTyping(key, mods)) {
    app->DoCommand(ShellAction{*command});
  }
}

void Application::MouseButtonCallback(GLFWwindow* window, int button, int action, int) {
  auto* app = static_cast<Application*>(glfwGetWindowUserPointer(window));
  if (action == GLFW_PRESS) {
    app->first_start_hint_ = false;
  }
  if (action == GLFW_PRESS && button >= 0 &&
      static_cast<size_t>(button) < app->buttons_pressed_since_frame_.size()) {
    app->buttons_pressed_since_frame_[static_cast<size_t>(button)] = true;
  }
}

void Application::ScrollCallback(GLFWwindow* window, double, double dy) {
  auto* app = static_cast<Application*>(glfwGetWindowUserPointer(window));
  if (ImGui::GetIO().WantCaptureMouse) {
    return;
  }
  // Ctrl + wheel over a sphere or box resizes it; elsewhere the wheel zooms.
  if (!ControlHeld(window) ||
      !app->mouse_.ResizeUnderCursor(ReadMouseInput(window, app->layout_.view.height), dy,
                                     app->sample_->picking(), app->camera_)) {
    app->camera_.Zoom(static_cast<float>(dy));
  }
}

void Application::HandleMouse() {
  // The field of view spans the view's height (cursor and layout are both in
  // window coordinates).
  MouseInput input = ReadMouseInput(window_, layout_.view.height);
  // The buttons are polled once a frame: a click pressed and released
  // between two frames (a slow frame, xdotool's `click`) is shown as held
  // for this frame, so the next one sees it released, as KeyTaps does for
  // keys.
  input.left |= buttons_pressed_since_frame_[GLFW_MOUSE_BUTTON_LEFT];
  input.right |= buttons_pressed_since_frame_[GLFW_MOUSE_BUTTON_RIGHT];
  input.middle |= buttons_pressed_since_frame_[GLFW_MOUSE_BUTTON_MIDDLE];
  buttons_pressed_since_frame_ = {};
  // A pointer that has not moved since the window opened points at nothing
  // (HidePointerUntilItMoves): no shape is hovered, no tooltip shown.
  input.in_window = input.in_window && pointer_moved_;
  mouse_.Update(input, sample_->picking(), camera_);
  ShowHoverTooltip(mouse_.hover_label());
}

void Application::HidePointerUntilItMoves() {
  if (pointer_moved_) {
    return;
  }
  glm::dvec2 at(0.0);
  glfwGetCursorPos(window_, &at.x, &at.y);
  if (!first_cursor_) {
    first_cursor_ = at;
  }
  pointer_moved_ = glm::length(at - *first_cursor_) > 0.5 || buttons_pressed_since_frame_[0];
  if (!pointer_moved_) {
    ImGui::GetIO().MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
  }
}

void Application::ShowKeyTapsToImGui() {
  ImGuiIO& io = ImGui::GetIO();
  // Last frame's taps were held for that frame: now the keys are as they are.
  for (const KeyTap& tap : shown_taps_) {
    if (tap.key >= 0 && tap.key < IM_ARRAYSIZE(io.KeysDown)) {
      io.KeysDown[tap.key] = glfwGetKey(window_, tap.key) == GLFW_PRESS;
    }
  }
  if (!shown_taps_.empty()) {
    SetModifiers(io, ModifiersHeld(window_));
  }
  shown_taps_ = key_taps_.Take();
  for (const KeyTap& tap : shown_taps_) {
    if (tap.key >= 0 && tap.key < IM_ARRAYSIZE(io.KeysDown)) {
      io.KeysDown[tap.key] = true;
      SetModifiers(io, tap.mods);
    }
  }
}

}  // namespace harness
