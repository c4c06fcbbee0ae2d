#pragma once

// The part of a convex shape that touches another along a contact normal:
// its supporting feature, a face, an edge or a vertex, on the shape's
// surface. Contact manifolds (manifold.h) clip one shape's feature against
// the other's, as engines do (Jolt's GetSupportingFace, Box2D's reference
// and incident faces), so a box resting on a box gets its four corners and a
// capsule lying on a face its two ends.

#include <vector>

#include "collide/convex/convex_shape.h"
#include "collide/shapes/vec.h"

namespace collide {

// A face is the supporting feature when its normal is within this sine of
// the direction (about 1.1 degrees), an edge or a capsule's core when
// perpendicular to it within this sine: a box tilted by less still rests on
// its face, and the clipping keeps only the corners that are really inside
// (Jolt's capsule uses the same 0.02).
inline constexpr double kFeatureSine = 0.02;

struct SupportingFeature {
  // 1 point: a vertex (a sphere's or a capsule's end grown by its radius);
  // 2: an edge (a capsule's or segment's core, grown); 3 or more: a face,
  // counter-clockwise seen from outside.
  std::vector<Vec3> points;
  Vec3 face_normal{0.0};  // the face's unit outward normal, when a face
};

// The feature of `shape` farthest along `direction` (unit). Boxes, AABBs,
// triangles (two-sided: the face towards `direction`) and hulls give faces,
// edges or vertices; segments and capsules their core or an end; points and
// spheres a point.
SupportingFeature SupportingFeatureOf(const ConvexShape& shape, const Vec3& direction);

// The same for an oriented box, without the variant: the box-box manifold's
// fast path. Up to 4 points, in `points`; returns how many.
int SupportingFeatureOfBox(const OrientedBox& box, const Vec3& direction, Vec3* points,
                           Vec3* face_normal);

}  // namespace collide
