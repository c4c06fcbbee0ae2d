#pragma once

// Triangles (the tutorial's chapter 4): the type, its kind number, and the
// tests between a triangle and the other shapes. Its own geometry (area
// normal, barycentrics) is triangle.cpp beside this; the queries are
// queries/triangle_tests.cpp; its kind's row and pair tests are registered
// by collide/kinds/triangle.cpp. The book's conventions, and where ours
// differ:
// - A point on an edge or a corner is in the triangle (the book's table
//   counts them inside).
// - Every test is two-sided: a ray hits a triangle from either face.
// - Touching counts as intersecting, as everywhere in collide.
// - A zero-area triangle (a segment or a point) is still a shape: the tests
//   treat it as the points it covers, never as "no triangle".
// Each registered test also has a traced form (trace.h): the same function,
// a template over the tracer, recording its steps with Trace; the triangle
// is "B" in them, the other shape "A" (and the first triangle of a pair).
// Corners are numbered 1 to 3 and edge i runs from corner i to the next.

#include <array>
#include <optional>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct Triangle {
  std::array<Vec3, 3> corners{Vec3(0.0), Vec3(0.0), Vec3(0.0)};

  const Vec3& operator[](int i) const { return corners[static_cast<std::size_t>(i)]; }
  Vec3& operator[](int i) { return corners[static_cast<std::size_t>(i)]; }
};

template <>
struct ShapeKindOf<Triangle> {
  static constexpr ShapeKind kValue{9};
};

// Where a ray or a segment meets a triangle: t along it (a distance for a
// ray, and the distance from the start for a segment, as Linecast's), the
// point, and its barycentric coordinates (u, v, w): point = u a + v b + w c.
struct TriangleHit {
  double t = 0.0;
  Vec3 point{0.0};
  Vec3 barycentric{0.0};
};

// The triangle's (b - a) x (c - a), not normalised: zero for a zero-area
// triangle. Its length is twice the area.
Vec3 AreaNormal(const Triangle& triangle);

// The square of its longest edge's length: its scale.
double LongestEdgeSquared(const Triangle& triangle);

// Whether the triangle is a segment or a point: its area normal (`normal`,
// computed once by the caller) is tiny against its longest edge squared, so
// its direction cannot be trusted.
bool IsDegenerate(const Triangle& triangle, const Vec3& normal);
bool IsDegenerate(const Triangle& triangle);

// The closest point to p on segment a-b, and its fraction s from a
// (when `s_out` is not null).
Vec3 ClosestOnSegment(const Vec3& a, const Vec3& b, const Vec3& p, double* s_out);

// (u, v, w) with u + v + w = 1 and u a + v b + w c the point's projection
// onto the triangle's plane. For a zero-area triangle, those of its closest
// point on the segment or point it is.
Vec3 Barycentric(const Triangle& triangle, const Vec3& point);

// Whether the point is in the triangle: within kPointOnPlaneEpsilon (the
// book's 0.00001, a distance) of the triangle's nearest point, so a point on
// an edge or a corner is in it, and one a hair off its plane still is.
bool Contains(const Triangle& triangle, const Vec3& point);

// The triangle's point nearest to `point` (Ericson's Voronoi regions).
Vec3 ClosestPoint(const Triangle& triangle, const Vec3& point);

// Sphere and triangle share a point: the closest point on the triangle to
// the centre within the radius (touching counts).
bool Intersects(const Sphere& sphere, const Triangle& triangle);

// AABB and triangle: the separating-axis test over 13 axes (the box's 3
// face normals, the triangle's normal, and the 9 cross products of edges),
// each with no gap counting as touching.
bool Intersects(const Aabb& box, const Triangle& triangle);

// Plane and triangle: the corners are not all strictly on one side
// (|n . x - d| <= kPointOnPlaneEpsilon is on the plane).
bool Intersects(const BookPlane& plane, const Triangle& triangle);

// Triangle and triangle. IntersectsPlainSat is the book's generic SAT over
// the 11 axes (two normals, nine edge crosses) as written: a zero cross
// product is skipped as "not separating", so coplanar triangles apart are
// reported as touching, and a zero-area triangle's lost normal with them.
// IntersectsRobustSat (the book's "Robust SAT") adds, for triangles in one
// plane, the axes across each edge within that plane, and treats a
// zero-area triangle as the segment or point it is, by distances; so it
// answers coplanar and degenerate pairs correctly: the default.
bool IntersectsPlainSat(const Triangle& a, const Triangle& b);
bool IntersectsRobustSat(const Triangle& a, const Triangle& b);
inline bool Intersects(const Triangle& a, const Triangle& b) {
  return IntersectsRobustSat(a, b);
}

// The traced forms, instantiated for NoTrace and Trace. The plain and the
// robust SAT number their axes alike: 1 is A's normal, 2 B's, 3 to 11 A's
// edge i x B's edge j (j counting fastest), and the robust SAT's in-plane
// axes 12 to 14 are A's normal x A's edge i, 15 to 17 B's normal x B's
// edge j; so where their traces part (trace_compare.h) is where they differ.
template <typename Tracer>
Vec3 ClosestPoint(const Triangle& triangle, const Vec3& point, Tracer& trace);
template <typename Tracer>
bool Contains(const Triangle& triangle, const Vec3& point, Tracer& trace);
template <typename Tracer>
bool Intersects(const Sphere& sphere, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
bool Intersects(const Aabb& box, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
bool Intersects(const BookPlane& plane, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
bool IntersectsPlainSat(const Triangle& a, const Triangle& b, Tracer& trace);
template <typename Tracer>
bool IntersectsRobustSat(const Triangle& a, const Triangle& b, Tracer& trace);

// Ray and triangle, two-sided (Moller-Trumbore): hit from either face. A ray
// in the triangle's plane misses (no single first point is defined by the
// book's test). t >= 0.
std::optional<TriangleHit> Raycast(const Ray& ray, const Triangle& triangle);

// Segment and triangle, two-sided; t the distance from start (at most the
// segment's length). A zero-length segment misses, as in Linecast.
std::optional<TriangleHit> Linecast(const Segment& segment, const Triangle& triangle);

template <typename Tracer>
std::optional<TriangleHit> Raycast(const Ray& ray, const Triangle& triangle, Tracer& trace);
template <typename Tracer>
std::optional<TriangleHit> Linecast(const Segment& segment, const Triangle& triangle,
                                    Tracer& trace);

}  // namespace collide
