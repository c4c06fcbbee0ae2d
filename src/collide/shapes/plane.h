#pragma once

// The plane by a point and a normal, as the moving-ball simulation, its time
// of impact and the ray casts use it (the room's floor and walls). The
// tutorial's plane by normal and distance, the "plane" shape kind, is
// book_plane.h.

#include <optional>
#include <string>

#include "collide/shapes/vec.h"

namespace collide {

// An infinite plane through `point`. The normal need not be unit length; it
// only has to be non-zero. Time-of-impact tests treat the plane as a two-sided
// sheet: a ball touches it from whichever side it is on, which is what the
// seed's ray test does (it hits the plane from behind as well as from the
// front).
struct Plane {
  Vec3 point{0.0};
  Vec3 normal{0.0, 1.0, 0.0};
};

// Signed distance of `p` along the plane's unit normal.
double SignedDistance(const Plane& plane, const Vec3& p);

// The foot of the perpendicular from `p` onto the plane.
Vec3 ClosestPoint(const Plane& plane, const Vec3& p);

// Empty when the plane can be tested; otherwise a sentence saying what is
// wrong: non-finite numbers or a zero normal.
std::optional<std::string> Validate(const Plane& plane);

}  // namespace collide
