#pragma once

#include <glm/glm.hpp>
#include <string_view>

namespace harness {

struct Color {
  float r = 1, g = 1, b = 1, a = 1;
  bool operator==(const Color&) const = default;
};

namespace colors {
inline constexpr Color kRed{1, 0, 0};
inline constexpr Color kGreen{0, 1, 0};
inline constexpr Color kBlue{0, 0, 1};
inline constexpr Color kWhite{1, 1, 1};
inline constexpr Color kYellow{1, 1, 0};
inline constexpr Color kOrange{1, 0.55f, 0};
// The view's background: the tutorial's CadetBlue (95, 158, 160).
inline constexpr Color kBackground{95 / 255.0f, 158 / 255.0f, 160 / 255.0f};
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
  // A label on top of the scene: `text` centred just above where `position`
  // shows, skipped when it is behind the camera. The window hides every
  // label when its "labels" toggle is off; headless runs discard them.
  virtual void Text(const glm::vec3& position, std::string_view text, const Color& color) = 0;

  // Unit axes at `origin`, x red, y green, z blue.
  void Axes(const glm::vec3& origin, float length);
  // Twelve edges of a box-like solid given by its 8 corners in collide's
  // order (collide/box.h): bit 0 of the index picks the x side, bit 1 y,
  // bit 2 z.
  void WireHexahedron(const glm::vec3 (&corners)[8], const Color& color);
  // A circle of `radius` around `center`, perpendicular to `normal`, as
  // `segments` lines.
  void Ring(const glm::vec3& center, const glm::vec3& normal, float radius, const Color& color,
            int segments = 24);
  // A plane through `point` as a square of half-size `half_size` across
  // `normal`, with a grid of `divisions` cells a side.
  void WirePlane(const glm::vec3& point, const glm::vec3& normal, float half_size,
                 const Color& color, int divisions = 4);
  // Where a contact happened: two rings around `point` across `normal`, a
  // line along it and, early in its life, a dot. `life` runs from 0 (new) to
  // 1 (gone): the rings grow, the line shrinks (fading is the caller's).
  void Marker(const glm::vec3& point, const glm::vec3& normal, float size, const Color& color,
              float life = 0.0f);
};

// Discards everything: what a sample draws when no window exists.
class NullDraw final : public Draw {
 public:
  void Line(const glm::vec3&, const glm::vec3&, const Color&) override {}
  void Point(const glm::vec3&, float, const Color&) override {}
  void WireSphere(const glm::vec3&, float, const Color&) override {}
  void Text(const glm::vec3&, std::string_view, const Color&) override {}
};

}  // namespace harness
