#pragma once

// A rectangle on the screen, the unit the window is divided in: the layout
// (shell/layout.h) hands out the panels and the view as Rects, the camera
// looks through one and labels are placed inside one. Plain arithmetic, no GL
// and no ImGui.

#include <glm/glm.hpp>

namespace harness {

// A rectangle in window or framebuffer pixels, origin top left.
struct Rect {
  float x = 0.0f;
  float y = 0.0f;
  float width = 0.0f;
  float height = 0.0f;

  float Right() const { return x + width; }
  float Bottom() const { return y + height; }
  bool IsEmpty() const { return !(width > 0.0f && height > 0.0f); }
  glm::vec2 Center() const { return {x + 0.5f * width, y + 0.5f * height}; }
  bool Contains(const glm::vec2& p) const {
    return p.x >= x && p.y >= y && p.x <= Right() && p.y <= Bottom();
  }
  // Shares area with `other` (touching edges do not count).
  bool Overlaps(const Rect& other) const {
    return x < other.Right() && other.x < Right() && y < other.Bottom() && other.y < Bottom();
  }
  Rect Scaled(float sx, float sy) const { return {x * sx, y * sy, width * sx, height * sy}; }
};

}  // namespace harness
