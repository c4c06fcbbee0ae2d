#pragma once

// Sphere-box tests (algorithm id "closest-point"), so that scenes can mix
// spheres and boxes: a sphere meets a solid box when the box's point closest
// to the sphere's centre lies within the radius. Touching counts.
//
// Each test can explain itself (trace.h): the clamp per axis (an AABB's
// world axes x, y, z; an oriented box's own axes, in its frame), or for a
// hexahedron each face plane until one has the point in front of it, then
// each face triangle's nearest point; last, the closest point and, for a
// sphere, its distance against the radius, which decides.

#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "collide/trace/trace.h"

namespace collide {

// The closest point may be up to this fraction of the pair's scale
// (PairToleranceScale of the radius and the box's bounding radius) beyond the
// radius and still touch, so that a sphere resting on a rotated face stays
// touching after rounding. Same value and reasoning as kSatRelativeTolerance.
inline constexpr double kClosestPointRelativeTolerance = 1e-9;

// The point of the solid box nearest to `point`; `point` itself when inside.
// A hexahedron must pass Validate().
Vec3 ClosestPoint(const OrientedBox& box, const Vec3& point);
Vec3 ClosestPoint(const Aabb& box, const Vec3& point);
Vec3 ClosestPoint(const Hexahedron& box, const Vec3& point);
Vec3 ClosestPoint(const BoxShape& box, const Vec3& point);
// The same, their steps recorded in `trace` (the box is B, the point A).
// Instantiated for NoTrace and Trace.
template <typename Tracer>
Vec3 ClosestPoint(const OrientedBox& box, const Vec3& point, Tracer& trace);
template <typename Tracer>
Vec3 ClosestPoint(const Aabb& box, const Vec3& point, Tracer& trace);
template <typename Tracer>
Vec3 ClosestPoint(const Hexahedron& box, const Vec3& point, Tracer& trace);

bool Intersects(const Sphere& sphere, const BoxShape& box);
bool Intersects(const BoxShape& box, const Sphere& sphere);
// The same, its steps recorded in `trace` (the sphere is A, the box B).
// Instantiated for NoTrace and Trace.
template <typename Tracer>
bool Intersects(const Sphere& sphere, const BoxShape& box, Tracer& trace);

}  // namespace collide
