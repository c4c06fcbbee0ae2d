#pragma once

// Level of detail for wireframe spheres. The fine mesh of rings and
// meridians is 1,248 vertices; a crowd of 100,000 spheres that each cover a
// few pixels would send 125 million of them, and Mesa's software renderer
// shades every one on the CPU. So:
// - a sphere wholly outside the view (ViewFrustum) is not sent at all;
// - one whose projected radius is below kRingBelowPixels is one round point,
//   an outline of its silhouette, in the points' draw call;
// - below kCoarseBelowPixels, a coarse mesh of 120 vertices (3 rings and 4
//   meridians of 12 segments); below kMediumBelowPixels the fine mesh's 7
//   rings and 12 meridians with 24 segments instead of 48 (624 vertices), so
//   that a sphere looks the same as it shrinks until it is small. A ring of n
//   segments strays from the circle by r (1 - cos(pi / n)) pixels: 0.41 at
//   the medium level's largest radius (24 segments at 48 px), 0.82 at the
//   coarse level's (12 at 24 px), so both still read as round;
// - the rest, the fine mesh (1,248 vertices).
// Each mesh level is one draw call, so the number of draw calls stays the same
// whatever the number of spheres.

#include <array>
#include <glm/glm.hpp>

namespace harness {

inline constexpr float kRingBelowPixels = 12.0f;
inline constexpr float kCoarseBelowPixels = 24.0f;
inline constexpr float kMediumBelowPixels = 48.0f;
// A ring is never smaller than this, in pixels across.
inline constexpr float kMinRingDiameter = 2.0f;

// The radius in pixels of a sphere's image: radius / (w * tan(fov / 2))
// times half the viewport's height, with w the centre's clip depth. The
// projection's y scale 1 / tan(fov / 2) is the length of view_projection's
// second row (the view part is a rotation). A centre at or behind the eye
// gives infinity: such a sphere is drawn as a mesh and clipped.
float ProjectedRadiusPixels(const glm::mat4& view_projection, const glm::vec3& center, float radius,
                            float viewport_height);

// The six planes of a view's clip volume (-w <= x, y, z <= w), taken from
// the rows of view_projection (Gribb and Hartmann), facing inwards.
class ViewFrustum {
 public:
  explicit ViewFrustum(const glm::mat4& view_projection);
  // Whether a sphere lies wholly outside one of the planes, so that none of
  // it can show. Conservative: a sphere near a corner of the volume but
  // outside it may still count as inside, never the reverse.
  bool Excludes(const glm::vec3& center, float radius) const;

 private:
  // (normal, offset) per plane, the normal of unit length: the signed
  // distance of p is dot(normal, p) + offset.
  std::array<glm::vec4, 6> planes_{};
};

}  // namespace harness
