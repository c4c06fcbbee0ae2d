#pragma once

// How big a convex shape is, for the tolerances that must scale with it:
// touching is "distance 0 within 1e-9 times the shapes' size" (contacts.h),
// measured like box.h's PairToleranceScale against the smaller shape.

#include "collide/convex/convex_shape.h"

namespace collide {

// Half the diagonal of the core's axis-aligned bounds, plus the radius:
// at least the distance from the bounds' centre to any point of the shape.
double BoundingRadiusOf(const ConvexShape& shape);

// 1e-9 times the pair's scale (PairToleranceScale of their bounding radii),
// and at least a few roundings of the larger coordinate, so that shapes at
// 1e6 still touch when they touch.
double TouchingTolerance(const ConvexShape& a, const ConvexShape& b);

}  // namespace collide
