#pragma once

// The tutorial's static tests with planes (gdbooks/3DCollisions, chapter 1,
// "3 Plane Intersection", and chapter 2: sphere-plane, AABB-plane,
// plane-plane), for the book's plane (book_plane.h). The other static tests
// of chapter 2 exist already and are not repeated here: sphere-AABB is
// Intersects(Sphere, BoxShape) in sphere_box.h (an Aabb converts to a
// BoxShape), AABB-AABB is Intersects(Aabb, Aabb) in sat.h, sphere-sphere is
// sphere.h's.
//
// Conventions, the book's:
// - Touching counts as intersecting (a sphere or box resting on the plane
//   intersects it), as everywhere in collide. These tests are exact: no
//   tolerance beyond the comparison's <=.
// - A plane is a sheet, not a half-space: a sphere or box wholly behind it
//   does NOT intersect it.
// - Two planes intersect unless parallel, parallel meaning
//   |n1 x n2|^2 <= kPlanesParallelEpsilon (the book's 0.0001, on unit
//   normals: the sine of the angle between them at most 0.01, about 0.57
//   degrees). So COINCIDENT planes do NOT intersect, although they share
//   every point, and two planes 0.5 degrees apart do not either, although
//   they meet in a line (far away). Kept as the book has it.
// - Three planes meet in one point unless the determinant
//   n1 . (n2 x n3) is below kThreePlanesEpsilon in magnitude (the book's
//   0.00001; normals are unit, so it is the volume of the box they span):
//   two or three of them parallel or coincident, or all three through one
//   line. The book then returns (0, 0, 0); here the answer is empty.
//
// The pair tests can explain themselves (trace.h): the Tracer overloads
// record the book's steps (the centre's signed distance, the box's projected
// radius, the normals' cross product, each box corner's side) and decide on
// the comparison that gives the answer. Each is instantiated for NoTrace and
// Trace; the plain overloads run them with NoTrace.

#include <optional>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

inline constexpr double kPlanesParallelEpsilon = 1e-4;
inline constexpr double kThreePlanesEpsilon = 1e-5;

// An infinite line: point + s * direction for every real s, direction unit.
struct InfiniteLine {
  Vec3 point{0.0};
  Vec3 direction{1.0, 0.0, 0.0};
};

// The book's sphere-plane test: the centre's distance from the plane at most
// the radius, |n . centre - d| <= radius.
bool Intersects(const Sphere& sphere, const BookPlane& plane);
bool Intersects(const BookPlane& plane, const Sphere& sphere);
template <typename Tracer>
bool Intersects(const Sphere& sphere, const BookPlane& plane, Tracer& trace);

// The book's AABB-plane test: with centre c and half extents e, the box's
// projection radius on n, r = e . |n|, against the centre's distance:
// |n . c - d| <= r. Equivalent to: the box's 8 corners are not all strictly
// on one side. The box must have min <= max.
bool Intersects(const Aabb& box, const BookPlane& plane);
bool Intersects(const BookPlane& plane, const Aabb& box);
template <typename Tracer>
bool Intersects(const Aabb& box, const BookPlane& plane, Tracer& trace);

// The book's plane-plane test: |n1 x n2|^2 > kPlanesParallelEpsilon (see the
// header comment: parallel and coincident planes do not intersect).
bool Intersects(const BookPlane& a, const BookPlane& b);
template <typename Tracer>
bool Intersects(const BookPlane& a, const BookPlane& b, Tracer& trace);

// Collision Lab's box-plane test ("corner-sides") for every box kind: the
// box meets the plane unless all eight corners lie strictly on one side (a
// corner on the plane counts for both sides). Not the book's: the book's
// AABB test projects the extents instead (above); this one needs no
// centre or axes, so an oriented box and a hexahedron take it as they are.
bool CornersStraddle(const BoxShape& box, const BookPlane& plane);
template <typename Tracer>
bool CornersStraddle(const BoxShape& box, const BookPlane& plane, Tracer& trace);

// Where two planes meet: the line with direction normalise(n1 x n2) through
// the point of both planes nearest the origin,
// ((d1 n2 - d2 n1) x (n1 x n2)) / |n1 x n2|^2. Empty exactly when
// Intersects(a, b) is false.
std::optional<InfiniteLine> IntersectionLine(const BookPlane& a, const BookPlane& b);

// The one point the three planes share (the book's Intersection(p1, p2, p3)):
// (d1 (n2 x n3) + d2 (n3 x n1) + d3 (n1 x n2)) / (n1 . (n2 x n3)), the same
// solution as the book's Cramer's rule. Empty when the planes do not meet in
// one point (see the header comment).
std::optional<Vec3> IntersectionPoint(const BookPlane& a, const BookPlane& b, const BookPlane& c);
// The same, traced (trace.h; instantiated for Trace and NoTrace): the
// determinant, then the point or "parallel: no single point". The planes
// are n1 . x = d1, n2 . x = d2, n3 . x = d3 in the order given.
template <typename Tracer>
std::optional<Vec3> IntersectionPoint(const BookPlane& a, const BookPlane& b, const BookPlane& c,
                                      Tracer& trace);

}  // namespace collide
