#pragma once

// The infinite cylinder, a shape kind (registry/static_shape.h) and the
// obstacle of seed 002's moving-ball world (motion/ball_world.h): its type,
// the distances its tests are built from, and its validation. Its tests are
// in queries/ and motion/.

#include <optional>
#include <string>

#include "collide/shapes/vec.h"

namespace collide {

// An infinite solid cylinder: every point within `radius` of the line through
// `point` along `axis`. The axis need not be unit length; it only has to be
// non-zero. `radius` is the cylinder's own radius: the ball tests grow it by
// the ball's radius themselves (the seed's program stored it pre-grown).
struct Cylinder {
  Vec3 point{0.0};
  Vec3 axis{0.0, 1.0, 0.0};
  double radius = 0.0;
};

// Distance of `p` from the cylinder's axis line.
double AxisDistance(const Cylinder& cylinder, const Vec3& p);

// The point of the cylinder's surface nearest to `p` (for `p` on the axis, an
// arbitrary surface point at p's height).
Vec3 ClosestSurfacePoint(const Cylinder& cylinder, const Vec3& p);

// Empty when the cylinder can be tested; otherwise a sentence saying what is
// wrong: non-finite numbers, a zero axis or a negative radius. Radius 0 (a
// line) is valid.
std::optional<std::string> Validate(const Cylinder& cylinder);

}  // namespace collide
