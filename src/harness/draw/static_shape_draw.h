#pragma once

// How every sample shows one of collide's static shapes, so that a box
// looks the same in the static-shapes samples, box-box and impact-search.

#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"

namespace harness {

// Pixel sizes of the dots DrawStaticShape draws.
inline constexpr float kShapePointSize = 8.0f;  // a point shape
inline constexpr float kShapeEndSize = 6.0f;    // a ray's origin, a segment's ends

// Draws `shape` in `color`, in lines and dots:
// - a point: a dot of kShapePointSize;
// - a sphere: WireSphere;
// - an AABB, an oriented box, a hexahedron: its twelve edges (WireBox);
// - a plane: a square grid (WirePlane) 1.5 `scene_radius` across around its
//   point nearest the origin, and its normal from there, 0.2 `scene_radius`
//   long, so that its front and a one-sided cast's side can be seen;
// - a ray: 3 `scene_radius` of it from its origin, and a dot there;
// - a segment: its line and a dot at each end.
// Planes and rays have no size of their own: `scene_radius` is the radius of
// the scene they are in, and only they use it.
void DrawStaticShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
                     float scene_radius);

}  // namespace harness
