#pragma once

// The book's AABB-AABB test ("min-max", gdbooks/3DCollisions, chapter 2):
// two boxes intersect when their intervals overlap on every world axis,
// min <= max both ways, faces touching included. Exact; the registered
// "min-max" pair test runs it, traced or not.
//
// sat.h's Intersects(Aabb, Aabb) is the same comparison untraced; this is the
// one that can explain itself (trace.h): one step per axis x, y, z, in that
// order, each with both boxes' intervals on the axis; the first axis whose
// intervals are apart decides, otherwise a last step says no axis separates
// them.

#include "collide/shapes/box.h"
#include "collide/trace/trace.h"

namespace collide {

// Instantiated for NoTrace and Trace.
template <typename Tracer>
bool Intersects(const Aabb& a, const Aabb& b, Tracer& trace);

}  // namespace collide
