#pragma once

// What GJK and EPA end on, for two convex shapes, drawn on request where
// they live: on the Minkowski difference of the two shapes' cores, A - B,
// whose origin is the world's. GJK's last simplex (1 to 4 points) is the
// nearest piece of A - B to the origin it found; when the cores overlap the
// difference holds the origin, and EPA's last polytope is drawn with the
// face it stopped on nearest the origin. A student sees why the answer is
// what it is: apart, the simplex stops short of the origin; overlapping, it
// encloses it.

#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"

namespace harness {

inline constexpr Color kMinkowskiColor{0.85f, 0.45f, 1.0f};

// True when both shapes are of convex kinds (and something was drawn).
bool DrawMinkowskiMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b);

}  // namespace harness
