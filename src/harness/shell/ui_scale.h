#pragma once

// How big the interface draws, and the one conversion between the two pixel
// spaces a HiDPI screen separates. No GL, no ImGui: the numbers only
// (ui_scale_apply.h applies them).
//
// Window coordinates are what GLFW's cursor, ImGui and the panel layout use;
// framebuffer pixels are what GL draws into (the camera, glReadPixels). On
// X11 and Windows they are the same and a HiDPI screen says so through its
// content scale (2 at 192 dpi); on macOS and Wayland window coordinates are
// logical and the framebuffer is content-scale times larger.

#include <glm/vec2.hpp>

namespace harness {

// The user's factors, as a browser's zoom steps: Ctrl+= and Ctrl+- move one
// step up or down, Ctrl+0 goes back to 1. From kMinUiScale to kMaxUiScale
// (settings.h).
inline constexpr float kUiScaleSteps[] = {0.5f,  0.67f, 0.75f, 0.8f, 0.9f, 1.0f, 1.1f,
                                          1.25f, 1.5f,  1.75f, 2.0f, 2.5f, 3.0f};

// The next step above `scale` (`steps` > 0) or below it (`steps` < 0), one
// step per unit, stopping at the ends; a scale between steps (an edited
// settings file) moves to the nearest step in that direction.
float StepUiScale(float scale, int steps);

struct UiScale {
  // ImGui's sizes (padding, spacing, the font's height) in ImGui's
  // coordinates: what ImGuiStyle::ScaleAllSizes takes, and what the
  // panel layout's limits are multiplied by.
  float style = 1.0f;
  // The font atlas's scale in framebuffer pixels, so text is rasterised at
  // the size it shows (sharp, not magnified).
  float font_raster = 1.0f;
  // io.FontGlobalScale: from framebuffer pixels back to ImGui's coordinates.
  float font_global = 1.0f;

  bool operator==(const UiScale&) const = default;
};

// `content_scale`: glfwGetWindowContentScale's (x); `framebuffer_ratio`:
// framebuffer width over window width; `user_scale`: the user's factor.
// Nonsense inputs (zero, negative, not finite: a minimised window) count
// as 1.
UiScale ComputeUiScale(float content_scale, float framebuffer_ratio, float user_scale);

// A point in window coordinates as framebuffer pixels (both origin top
// left). A zero-sized window (minimised) leaves the point as it is.
glm::vec2 WindowToFramebuffer(const glm::vec2& point, const glm::ivec2& window_size,
                              const glm::ivec2& framebuffer_size);

}  // namespace harness
