#pragma once

// Penetration of two polytopes by the separating-axis test: the overlap of
// their projections on every candidate axis (each shape's face normals and
// the cross product of an edge of each), the least of them the depth and
// its axis the normal. Exact for polytopes, where EPA only converges; the
// narrow phase's answer for boxes, AABBs, triangles and hulls.

#include <optional>

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"

namespace collide {

// Whether SAT answers for the shape: a point, a segment, an oriented box, an
// AABB, a triangle or a hull (a sphere or a capsule has no faces to test).
bool IsPolytope(const ConvexShape& shape);

// Depth, normal (from a to b) and witness points (contacts.h) when the two
// polytopes overlap or touch; nothing when an axis separates them by more
// than kSatRelativeTolerance of the pair's scale. A triangle is two-sided
// (its normal tested both ways, and the axes across its edges within its
// plane, so triangles in one plane are answered too); a zero-area triangle
// is the segment or point it is; a point or a segment against a point or a
// segment overlaps only by touching (depth 0). Box pairs take the 15-axis
// fast path. Both shapes must be polytopes (IsPolytope); for any other,
// nothing.
std::optional<Penetration> PenetrateBySat(const ConvexShape& a, const ConvexShape& b);

}  // namespace collide
