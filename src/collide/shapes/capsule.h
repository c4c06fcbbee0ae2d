#pragma once

// The capsule: every point within `radius` of the segment from `start` to
// `end` (its core). The shape games use most after spheres and boxes, for
// characters and limbs; equal ends make a sphere, radius 0 a segment. Its
// kind number is 12; its distances and contacts are in collide/convex/.

#include <optional>
#include <string>

#include "collide/shapes/ray.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/vec.h"

namespace collide {

struct Capsule {
  Vec3 start{0.0};
  Vec3 end{0.0};
  double radius = 0.0;  // >= 0
};

template <>
struct ShapeKindOf<Capsule> {
  static constexpr ShapeKind kValue{12};
};

inline Segment CoreOf(const Capsule& capsule) {
  return Segment{capsule.start, capsule.end};
}

// Empty when the capsule can be tested; otherwise a sentence naming what is
// wrong: an end with a non-finite coordinate, or a radius that is negative or
// not finite. A zero-length core (a sphere) and radius 0 (a segment) are valid.
std::optional<std::string> Validate(const Capsule& capsule);

}  // namespace collide
