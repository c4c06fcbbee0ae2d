#pragma once

// Level of detail for wireframe spheres. The mesh of rings and meridians is
// 1,248 vertices; a crowd of 100,000 spheres that each cover a few pixels
// would send 125 million of them. A sphere whose projected radius is below
// kRingBelowPixels is drawn instead as one round point, an outline of its
// silhouette, in the points' draw call; one below kCoarseBelowPixels with a
// coarse mesh of 160 vertices (3 rings and 2 great circles of 16 segments,
// whose corners still read as round at that size), in a draw call of its
// own. The number of draw calls stays the same whatever the number of
// spheres.

#include <glm/glm.hpp>

namespace harness {

inline constexpr float kRingBelowPixels = 8.0f;
inline constexpr float kCoarseBelowPixels = 24.0f;
// A ring is never smaller than this, in pixels across.
inline constexpr float kMinRingDiameter = 2.0f;

// The radius in pixels of a sphere's image: radius / (w * tan(fov / 2))
// times half the viewport's height, with w the centre's clip depth. The
// projection's y scale 1 / tan(fov / 2) is the length of view_projection's
// second row (the view part is a rotation). A centre at or behind the eye
// gives infinity: such a sphere is drawn as a mesh and clipped.
float ProjectedRadiusPixels(const glm::mat4& view_projection, const glm::vec3& center, float radius,
                            float viewport_height);

}  // namespace harness
