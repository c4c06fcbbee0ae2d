#pragma once

// The interface scale applied to ImGui: the screen's content scale times the
// user's Ctrl+= / Ctrl+- factor becomes ImGui's font and style.
// shell/ui_scale.h holds the arithmetic, with no ImGui or GLFW; this is the
// window's side, which the Application runs before each frame.

#include <imgui.h>

#include "harness/shell/ui_scale.h"

struct GLFWwindow;

namespace harness {

// Keeps ImGui's font and style at the window's scale: the screen's content
// scale (glfwGetWindowContentScale, followed when the window moves to another
// screen) times the user's factor. The font atlas is rebuilt at the size the
// text shows, so it stays sharp (FontGlobalScale alone would magnify a 13 px
// bitmap), and the style's sizes are scaled from the unscaled style each
// time, so steps never accumulate rounding.
class ImGuiScaler {
 public:
  // After ImGui's context, back ends and style are set up: keeps that style
  // as the unscaled one.
  void Start();
  // Between frames (before ImGui's NewFrame): when the content scale, the
  // framebuffer's ratio to the window or `user_scale` changed, rebuilds the
  // font and style. True when it did. A minimised window changes nothing.
  bool Update(GLFWwindow* window, float user_scale);

  const UiScale& scale() const { return applied_; }
  float content_scale() const { return content_scale_; }

 private:
  void Apply(const UiScale& scale);

  ImGuiStyle base_style_;
  UiScale applied_;
  float content_scale_ = 1.0f;
  bool applied_once_ = false;
  // Test hook: COLLISION_LAB_CONTENT_SCALE=2 stands for a 2x screen (Xvfb
  // has no DPI setting GLFW reads without extra tools).
  float forced_content_scale_ = 0.0f;
};

}  // namespace harness
