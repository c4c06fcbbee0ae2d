#pragma once

// The shapes the narrow phase answers for: every convex kind, as one value
// that GJK, EPA, SAT and the casts take. A point, a segment and a triangle
// are convex shapes with no volume; a sphere and a capsule are a point and
// a segment grown by a radius; boxes, AABBs, triangles and hulls are
// polytopes with faces and edges, which SAT and face clipping use.

#include <variant>

#include "collide/shapes/box.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/shapes/vec.h"

namespace collide {

struct ConvexPoint {
  Vec3 position{0.0};
};

// A view: a hull is held by pointer (in world space, collide::InWorld), and
// must outlive every ConvexShape made of it.
using ConvexShape = std::variant<ConvexPoint, Segment, Sphere, Capsule, OrientedBox, Aabb, Triangle,
                                 const ConvexHull*>;

// The point of `shape` farthest along `direction` (any point of the farthest
// face or edge when several are; `direction` need not be unit length and
// may not be zero). A sphere's and a capsule's include their radius.
Vec3 Support(const ConvexShape& shape, const Vec3& direction);

// The shape without its radius (a sphere's centre, a capsule's core), and
// the radius: GJK runs on the core and adds the radius back, which is exact
// and far quicker than sampling a round surface.
ConvexShape CoreOf(const ConvexShape& shape);
double RadiusOf(const ConvexShape& shape);

}  // namespace collide
