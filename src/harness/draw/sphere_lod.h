#pragma once

// Level of detail for wireframe spheres. The fine mesh of rings and
// meridians is 1,248 vertices; a crowd of 100,000 spheres that each cover a
// few pixels would send 125 million of them, and Mesa's software renderer
// shades and sets up every line on the CPU: its frame time follows the
// vertices sent far more than the pixels drawn. So:
// - a sphere wholly outside the view (ViewFrustum) is not sent at all;
// - one whose projected radius is below kRingBelowPixels is one round point,
//   an outline of its silhouette, in the points' draw call;
// - below kCoarseBelowPixels, a coarse mesh of 120 vertices (3 rings and 4
//   meridians of 12 segments) with its outline as a ring point, without
//   which so few rings read as a barrel; below kMediumBelowPixels the fine mesh's 7
//   rings and 12 meridians with 24 segments instead of 48 (624 vertices), so
//   that a sphere looks the same as it shrinks until it is small. A ring of n
//   segments strays from the circle by r (1 - cos(pi / n)) pixels: 0.41 at
//   the medium level's largest radius (24 segments at 48 px), 0.82 at the
//   coarse level's (12 at 24 px), so both still read as round;
// - the rest, the fine mesh (1,248 vertices).
// The meshes share a budget of kSphereMeshVertexBudget vertices a frame:
// from inside a crowd of 10,000, the few hundred spheres near the camera
// would send half a million. Over the budget, all three thresholds are multiplied by the smallest
// factor (at most kMaxDetailScale) that brings the meshes' vertices within
// the budget (DetailScaleForBudget), so the biggest spheres on screen keep
// the finer meshes and the others drop a level or more, down to rings. At
// the largest factor the coarse mesh strays 3.3 px from a 96 px circle and a
// ring is at most 96 px across, well within llvmpipe's largest point (255
// px), so every sphere still reads as a round outline in its own colour. A
// sphere whose centre is at or behind the eye has no size on screen and is
// always fine: it cannot be a ring. Each mesh level is one draw call, so the
// number of draw calls stays the same whatever the number of spheres.

#include <array>
#include <cstdint>
#include <glm/glm.hpp>
#include <span>
#include <utility>
#include <vector>

namespace harness {

inline constexpr float kRingBelowPixels = 12.0f;
inline constexpr float kCoarseBelowPixels = 24.0f;
inline constexpr float kMediumBelowPixels = 48.0f;
// A ring is never smaller than this, in pixels across.
inline constexpr float kMinRingDiameter = 2.0f;
// See the header comment; the budget is chosen from frame times measured in
// docs/benchmarks.md (a 10,000-sphere scene seen from inside the crowd).
inline constexpr int kSphereMeshVertexBudget = 60000;
inline constexpr float kMaxDetailScale = 4.0f;

enum class SphereDetail { kRing, kCoarse, kMedium, kFine };
// Mesh vertices per sphere at each detail, in SphereDetail's order; a ring
// is a point, not a mesh.
inline constexpr std::array<int, 4> kDetailVertices = {0, 120, 624, 1248};

// The detail of a sphere `pixels` in projected radius with the thresholds
// multiplied by `scale`.
SphereDetail DetailOf(float pixels, float scale);

// The factor for the thresholds: 1 if the spheres' meshes (projected radii
// `pixels`, infinity for a centre at or behind the eye) fit within `budget`
// vertices at the usual thresholds, else just above the smallest factor at
// which they fit, and never above kMaxDetailScale (then the budget may be
// exceeded, by spheres too big on screen to drop further).
float DetailScaleForBudget(std::span<const float> pixels, std::int64_t budget);
// The same, its working list kept in `scratch` (a factor, and the vertices a
// sphere saves past it), so that a caller every frame allocates nothing once
// the list has grown.
using DetailDrop = std::pair<float, int>;
float DetailScaleForBudget(std::span<const float> pixels, std::int64_t budget,
                           std::vector<DetailDrop>* scratch);

// The mesh vertices of spheres of projected radii `pixels` at `scale`.
std::int64_t MeshVertices(std::span<const float> pixels, float scale);

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
