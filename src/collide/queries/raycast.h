#pragma once

// Ray casts and segment ("line") tests against every shape the samples draw,
// following the tutorial's chapter 3 (gdbooks/3DCollisions, "Raycasting" and
// "Line Testing"), for picking and for the tutorial's ray samples.
//
// Conventions, shared by every Raycast:
// - A ray is origin + t * direction with a unit direction (ray.h), so t is a
//   distance. The answer is the FIRST POINT OF THE SURFACE at t >= 0: a ray
//   that starts outside hits where it enters; a ray that starts inside a
//   solid (sphere, box, hexahedron, cylinder) hits where it leaves, at t > 0;
//   a ray that starts on the surface hits at t = 0, whichever way it points.
// - Touching counts, as everywhere in collide: a ray tangent to a sphere or
//   cylinder, one through a box's edge or corner, and one lying in a box's
//   face plane all hit (at the first point they share with the solid).
// - `normal` is the unit normal of the surface at `point`, pointing out of
//   the solid: against the ray where it enters, along it where it leaves.
//   Planes have no inside; see the plane casts for their normal.
// - Tolerance: the solids' casts accept a tangent, edge or corner hit that
//   rounding turned into a near miss by up to kRaycastRelativeTolerance of the
//   shape's size (sphere and cylinder: the radius; boxes: half the diagonal),
//   and treat an origin within that distance of the surface as on it (t = 0).
//   Plane casts are exact.
// - Every cast of a shape that fails its Validate() (box.h, plane.h,
//   cylinder.h; a sphere needs a finite centre and radius >= 0) is undefined.
//
// Segments (Linecast): the tutorial's LineTest, the ray cast from `start`
// towards `end` accepted when its t is at most the segment's length; t is the
// distance from `start` (the same units as a ray's t, not a fraction). Hence,
// as the book says, a segment wholly inside a sphere or box reports no hit: it
// never crosses the surface. One that starts inside and leaves hits where it
// leaves. A zero-length segment (start == end) has no direction to cast along
// and reports no hit, as does a segment with a non-finite end.
//
// Why a cast answers what it does: the sphere, box, plane and segment casts
// also run traced (trace.h), the same functions recording the book's steps:
// the sphere's projection of the centre on the ray and its distance from it;
// the slabs x, y, z (or a hexahedron's six face planes) narrowing the ray's
// interval [enter, leave]; a plane's distance, rate and t; and a segment's
// length against the hit's t.

#include <optional>

#include "collide/shapes/box.h"
#include "collide/shapes/cylinder.h"
#include "collide/shapes/plane.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// See the header comment: the slack, relative to the shape's size, for hits
// that rounding turned into near misses (a ray through a rotated box's edge
// whose entry comes out 1e-16 after its exit), and for origins on the surface.
inline constexpr double kRaycastRelativeTolerance = 1e-9;

struct RayHit {
  double t = 0.0;   // distance along the ray (along the segment for Linecast)
  Vec3 point{0.0};  // origin + t * direction
  // Unit, out of the solid (see each plane cast); zero for an answer that
  // gives none (a plugin's t-only cast), which no other's is compared with.
  Vec3 normal{0.0};
};

// Sphere: the book's geometric solution (project centre - origin on the ray,
// then Pythagoras twice), with the perpendicular computed as a vector so that
// tangent rays stay tangent after rounding. A sphere of radius 0 is hit only
// by rays through its centre; the normal is then -direction.
std::optional<RayHit> Raycast(const Ray& ray, const Sphere& sphere);

// AABB: the book's slab clipping (Cyrus-Beck on the three pairs of
// axis-aligned planes). A ray parallel to a slab hits only if its origin lies
// within the slab, faces included. A flat AABB (min == max on an axis) is a
// rectangle: it is hit where the ray crosses it.
std::optional<RayHit> Raycast(const Ray& ray, const Aabb& box);

// Oriented box: the same slabs in the box's own frame.
std::optional<RayHit> Raycast(const Ray& ray, const OrientedBox& box);

// Convex hexahedron: Cyrus-Beck clipping against its six face planes (each
// through its four corners' mean, normal the cross product of the face's
// diagonals, as kBoxFaces orders them). The hexahedron must pass Validate().
// The normal is the plane normal of the face hit.
std::optional<RayHit> Raycast(const Ray& ray, const Hexahedron& box);

// Any box kind, by its own cast.
std::optional<RayHit> Raycast(const Ray& ray, const BoxShape& box);

// Plane, TWO-SIDED: the plane is a sheet, hit from either side (as the Magic
// Room's walls are). Miss when the ray is parallel to it and off it, or when
// it points away from it. A ray lying in the plane hits at t = 0 (its origin
// is on the plane) with the plane's own unit normal. Otherwise the normal is
// the plane's unit normal turned to face the side the ray comes from
// (dot(normal, direction) < 0).
std::optional<RayHit> Raycast(const Ray& ray, const Plane& plane);

// Plane, ONE-SIDED: the book's Raycast(Ray, Plane). With n the unit normal
// and d = n . plane.point (the book's n.x = d), t = (d - n.origin) /
// (n.direction). Miss when n.direction >= 0 (parallel, or pointing along the
// normal: a ray coming from BEHIND the plane misses it) and when t < 0. The
// normal is n, which faces the ray. The one difference from Raycast: rays
// crossing from the back side to the front, and rays lying in the plane.
std::optional<RayHit> RaycastOneSided(const Ray& ray, const Plane& plane);

// Infinite solid cylinder (the Magic Room's): the sphere cast in the plane
// across the axis. A ray parallel to the axis (sine of the angle below 1e-12)
// never crosses the surface: it misses, unless it lies on the surface (within
// the tolerance), when it hits at t = 0. The normal is radial, away from the
// axis; for a cylinder of radius 0 (a line), -direction's part across the
// axis.
std::optional<RayHit> Raycast(const Ray& ray, const Cylinder& cylinder);

// Segment ("line") tests: see the header comment. The plane tests come as
// the casts do: Linecast two-sided, LinecastOneSided the book's LineTest (a
// segment crossing from behind the plane to its front misses).
std::optional<RayHit> Linecast(const Segment& segment, const Sphere& sphere);
std::optional<RayHit> Linecast(const Segment& segment, const Aabb& box);
std::optional<RayHit> Linecast(const Segment& segment, const Plane& plane);
std::optional<RayHit> LinecastOneSided(const Segment& segment, const Plane& plane);

// The casts above, traced: the same answers, with their steps recorded in
// `trace` (instantiated for Trace and NoTrace). Ray and segment are "A", the
// shape "B".
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Sphere& sphere, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Aabb& box, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const OrientedBox& box, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Hexahedron& box, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const BoxShape& box, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Plane& plane, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> RaycastOneSided(const Ray& ray, const Plane& plane, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Sphere& sphere, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Aabb& box, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Linecast(const Segment& segment, const Plane& plane, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> LinecastOneSided(const Segment& segment, const Plane& plane, Tracer& trace);

}  // namespace collide
