#pragma once

#include <glm/glm.hpp>

namespace harness {

struct Color {
  float r = 1, g = 1, b = 1, a = 1;
};

namespace colors {
inline constexpr Color kRed{1, 0, 0};
inline constexpr Color kGreen{0, 1, 0};
inline constexpr Color kBlue{0, 0, 1};
inline constexpr Color kWhite{1, 1, 1};
inline constexpr Color kYellow{1, 1, 0};
inline constexpr Color kOrange{1, 0.55f, 0};
inline constexpr Color kGray{0.6f, 0.6f, 0.6f};
}  // namespace colors

// The one drawing API samples use; they never call GL. The window's
// implementation batches everything into a fixed number of draw calls per
// frame; headless runs use a Draw that discards, tests one that records.
class Draw {
 public:
  virtual ~Draw() = default;

  virtual void Line(const glm::vec3& a, const glm::vec3& b, const Color& color) = 0;
  // size in pixels.
  virtual void Point(const glm::vec3& p, float size, const Color& color) = 0;
  // Latitude and longitude rings, like the tutorial's wireframe spheres.
  virtual void WireSphere(const glm::vec3& center, float radius, const Color& color) = 0;

  // Unit axes at `origin`, x red, y green, z blue.
  void Axes(const glm::vec3& origin, float length);
  // Twelve edges of a box-like solid given by its 8 corners in collide's
  // order (collide/box.h): bit 0 of the index picks the x side, bit 1 y,
  // bit 2 z.
  void WireHexahedron(const glm::vec3 (&corners)[8], const Color& color);
};

// Discards everything: what a sample draws when no window exists.
class NullDraw final : public Draw {
 public:
  void Line(const glm::vec3&, const glm::vec3&, const Color&) override {}
  void Point(const glm::vec3&, float, const Color&) override {}
  void WireSphere(const glm::vec3&, float, const Color&) override {}
};

}  // namespace harness
