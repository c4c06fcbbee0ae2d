#pragma once

// Builds a ConvexHull (collide/shapes/convex_hull.h) from a cloud of points,
// as a game builds a rock's or a crate's collision shape from its mesh. Qhull
// (the reentrant libqhull_r) does the geometry: duplicate points, points
// inside and points a hair off a face are dropped, and facets that lie in one
// plane within kHullCoplanarTolerance are merged into one convex polygon.
// Input that has no volume is refused with a sentence naming why, never
// turned into a hull that SAT or GJK would misread.

#include <span>
#include <string>
#include <variant>

#include "collide/shapes/convex_hull.h"
#include "collide/shapes/vec.h"

namespace collide {

// Points within this fraction of the cloud's size (its bounding-box
// diagonal) of a face's plane lie in it: a face typed with 7 significant
// digits stays one face, and a cloud this flat counts as having no volume.
inline constexpr double kHullCoplanarTolerance = 1e-7;

// The hull, or why there is none: "no points", "2 points: a hull needs at
// least 4", "point 3 has a non-finite coordinate", "the 5 points are one
// point: a hull needs volume", "... lie on one line ...", "... lie in one
// plane ...", or Qhull's own complaint. Faces are convex polygons,
// counter-clockwise seen from outside, with unit outward normals; each edge
// is listed once; only the corners are kept as vertices.
std::variant<ConvexHull, std::string> HullFromPoints(std::span<const Vec3> points);

}  // namespace collide
