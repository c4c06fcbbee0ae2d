#pragma once

// The tutorial's plane (gdbooks/3DCollisions, chapter 1, "Plane"): a unit
// normal and a distance, the set of points x with dot(n, x) == d.
//
// The book's conventions, kept exactly:
// - The normal is always unit length: every constructor normalises it (the
//   book's Normal setter does), and code that fills the members by hand must
//   keep it so.
// - d is NOT rescaled when the normal is normalised. Plane((0, 2, 0), 4) is
//   the plane y = 4, not y = 2: the book stores the normalised normal and the
//   distance as given. So the plane n.x = d lies at distance d from the
//   origin along n whatever length n was given with.
// - Plane() is normal (0, 0, 1), distance 0 (the book's default).
// - From three points a, b, c: n = normalise((b - a) x (c - a)), d = n . a;
//   counter-clockwise points (seen from the front) give a normal towards the
//   viewer.
// - From a point and a normal (not a constructor in the book; the form of
//   collide::Plane and of scene files): n = normalise(normal), d = n . point.
// - "In front" is the side the normal points to: n . x - d > 0.
//
// collide::Plane (plane.h: a point and any non-zero normal) is the same
// geometry in another form; ToPlane / ToBookPlane convert between them.

#include <optional>

#include "collide/shapes/plane.h"
#include "collide/shapes/vec.h"

namespace collide {

struct BookPlane {
  Vec3 normal{0.0, 0.0, 1.0};  // unit length
  double distance = 0.0;       // d in n . x = d; not rescaled by normalising
};

// The book's Plane(normal, distance): the normal normalised, d as given.
// Empty when the normal is zero (or too small to normalise: its squared
// length underflows even after scaling by its largest component) or when any
// number is not finite.
std::optional<BookPlane> MakeBookPlane(const Vec3& normal, double distance);

// The book's Plane(a, b, c). Empty when the points are collinear or
// coincident ((b - a) x (c - a) is zero) or not finite.
std::optional<BookPlane> MakeBookPlaneFromPoints(const Vec3& a, const Vec3& b, const Vec3& c);

// The plane through `point` with normal `normal` normalised: d = n . point.
// Empty when the normal is zero or a number is not finite.
std::optional<BookPlane> MakeBookPlaneFromPointNormal(const Vec3& point, const Vec3& normal);

// The same plane as a collide::Plane: point n * d (the plane's point nearest
// the origin), normal n.
Plane ToPlane(const BookPlane& plane);

// The same plane as a BookPlane (MakeBookPlaneFromPointNormal); empty when
// the plane fails Validate() (plane.h).
std::optional<BookPlane> ToBookPlane(const Plane& plane);

// The book's PointPlaneEquasion / DistanceFromPlane: n . point - d, the
// signed distance of `point` from the plane (n is unit): positive in front,
// negative behind, 0 on it. Inline: the point-plane tests are this and
// little else, and a call each was most of their cost.
inline double PlaneEquation(const BookPlane& plane, const Vec3& point) {
  return glm::dot(plane.normal, point) - plane.distance;
}

}  // namespace collide
