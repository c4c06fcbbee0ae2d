#pragma once

// The tutorial's point tests (gdbooks/3DCollisions, chapter 1): whether a
// point is in or on a shape, the shape's point closest to a point, and the
// side of a plane a point is on. Every function takes the shape first and the
// point second, as ClosestPoint does for boxes (sphere_box.h). Closest points
// on an AABB (and the other boxes) are sphere_box.h's; closest point on a
// collide::Plane is plane.h's.
//
// The book's conventions, and where its code and ours differ:
// - Solids include their surface: a point on a sphere's surface or an AABB's
//   face is contained (the book's AABB test is inclusive; its sphere test
//   compares with <, so a point exactly on the sphere's surface is outside in
//   the book's code, while the book's chapter 2 and collide count touching:
//   here it is inside). No row of the book's tables lies on a sphere.
// - Closest point on a SPHERE is on its SURFACE, as in the book (centre +
//   radius * normalise(point - centre)), also for a point inside; on an AABB
//   it is on the SOLID (a point inside is its own closest point).
// - Point on a segment: within kPointOnLineEpsilon (an absolute distance, the
//   book's 0.00001) of the segment, ends included. The book's own PointOnLine
//   tests y = m x + b in the xy plane only (ignoring z and the ends); this is
//   the 3D test its table expects.
// - Point on a ray: the book's angular test. The origin is on the ray;
//   another point is on it when 1 - normalise(point - origin) . direction <
//   kPointOnRayEpsilon (1e-6), i.e. when the angle between the ray and the
//   direction to the point is below acos(1 - 1e-6) ~ 1.414e-3 radians. The
//   tolerance therefore GROWS with the distance from the origin: a point 1000
//   units along the ray and 1.4 units off it is "on" the ray, while a point
//   1e-9 off it at distance 1e-7 is not. Kept as the book has it.
// - Point on a plane: |n . point - d| < kPointOnPlaneEpsilon (absolute, the
//   book's 0.00001); since n is unit, that is a distance.
//
// Each test can explain itself (trace.h): the point is A, the shape B, as
// the registered pair tests take them. The Tracer overloads record the
// book's steps (the squared distance against the squared radius; each axis
// of the box until one leaves A out; the projection, its clamp and the
// closest point; the cosine's distance from 1; the signed distance from the
// plane) and are instantiated for NoTrace and Trace; the plain overloads
// run them with NoTrace.

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The book's epsilons: absolute distances for plane and segment, 1 - cosine
// for the ray (see the header comment).
inline constexpr double kPointOnPlaneEpsilon = 1e-5;
inline constexpr double kPointOnLineEpsilon = 1e-5;
inline constexpr double kPointOnRayEpsilon = 1e-6;

// |point - centre|^2 <= radius^2: on the surface counts. Radius >= 0.
bool Contains(const Sphere& sphere, const Vec3& point);
template <typename Tracer>
bool Contains(const Sphere& sphere, const Vec3& point, Tracer& trace);

// min <= point <= max on every axis, faces included. The box must have
// min <= max (AabbFromCorners sorts corners).
bool Contains(const Aabb& box, const Vec3& point);
template <typename Tracer>
bool Contains(const Aabb& box, const Vec3& point, Tracer& trace);

// Within kPointOnLineEpsilon of the segment. A zero-length segment contains
// the points within that distance of its one point.
bool Contains(const Segment& segment, const Vec3& point);
template <typename Tracer>
bool Contains(const Segment& segment, const Vec3& point, Tracer& trace);

// The book's PointOnRay (see the header comment). A non-finite point is not
// on any ray.
bool Contains(const Ray& ray, const Vec3& point);
template <typename Tracer>
bool Contains(const Ray& ray, const Vec3& point, Tracer& trace);

// The book's PointOnPlane: SideOfPlane(plane, point) == 0.
bool Contains(const BookPlane& plane, const Vec3& point);
template <typename Tracer>
bool Contains(const BookPlane& plane, const Vec3& point, Tracer& trace);

// Which side of the plane the point is on: +1 in front (n . point - d >=
// kPointOnPlaneEpsilon), -1 behind (<= -kPointOnPlaneEpsilon), 0 on the
// plane (strictly within kPointOnPlaneEpsilon of it).
int SideOfPlane(const BookPlane& plane, const Vec3& point);
template <typename Tracer>
int SideOfPlane(const BookPlane& plane, const Vec3& point, Tracer& trace);

// The point of the sphere's SURFACE nearest to `point` (see the header
// comment). A point at the centre is equally near every surface point; the
// answer is then centre + (radius, 0, 0).
Vec3 ClosestPoint(const Sphere& sphere, const Vec3& point);
template <typename Tracer>
Vec3 ClosestPoint(const Sphere& sphere, const Vec3& point, Tracer& trace);

// The point of the segment nearest to `point`: the projection onto the
// segment's line, clamped to its ends. A zero-length segment's one point.
Vec3 ClosestPoint(const Segment& segment, const Vec3& point);
template <typename Tracer>
Vec3 ClosestPoint(const Segment& segment, const Vec3& point, Tracer& trace);

// The book's out-parameter t of ClosestPoint(Line): the fraction along the
// segment (0 at start, 1 at end) of its point nearest to `point`; 0 for a
// zero-length segment.
double ClosestPointFraction(const Segment& segment, const Vec3& point);
template <typename Tracer>
double ClosestPointFraction(const Segment& segment, const Vec3& point, Tracer& trace);

// The point of the ray nearest to `point`: origin + max(t, 0) * direction,
// t = (point - origin) . direction (the direction is unit, ray.h).
Vec3 ClosestPoint(const Ray& ray, const Vec3& point);
template <typename Tracer>
Vec3 ClosestPoint(const Ray& ray, const Vec3& point, Tracer& trace);

// The foot of the perpendicular: point - n * (n . point - d).
Vec3 ClosestPoint(const BookPlane& plane, const Vec3& point);
template <typename Tracer>
Vec3 ClosestPoint(const BookPlane& plane, const Vec3& point, Tracer& trace);

}  // namespace collide
