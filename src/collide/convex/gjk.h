#pragma once

// GJK distance between any two convex shapes: run on their cores (a
// sphere's centre, a capsule's segment) with the radii added back, as
// convex_shape.h's CoreOf says, with the simplex it ended on for drawing
// ("GJK's last simplex"). Distance() (contacts.h) answers through the same
// loop without building the simplex's copy.

#include <vector>

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct GjkResult {
  ClosestPoints closest;  // of the shapes, radii included
  // GJK's last simplex on the cores' Minkowski difference A - B: 1 to 4
  // points; 4 when the cores overlap (the tetrahedron holds the origin).
  std::vector<Vec3> simplex;
  int iterations = 0;
  bool cores_overlap = false;  // the cores overlap or touch: distance 0 before the radii
};

GjkResult Gjk(const ConvexShape& a, const ConvexShape& b);

// GjkResult's closest points alone, without the simplex's copy: what
// Distance() answers for the pairs it has no closed form for.
ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b);
// The same, traced (convex_trace.h): GJK's iterations, then the closest
// points; instantiated for NoTrace and Trace.
template <typename Tracer>
ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b, Tracer& trace);

}  // namespace collide
