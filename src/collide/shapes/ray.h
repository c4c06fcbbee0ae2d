#pragma once

// Rays and segments (the tutorial's "Ray" and "Line"), the arguments of the
// casts in raycast.h.

#include <algorithm>
#include <cmath>
#include <optional>

#include "collide/shapes/vec.h"

namespace collide {

// A half-line: the points origin + t * direction for t >= 0. `direction` is a
// unit vector, so t is a distance. Build one with MakeRay, which normalises;
// code that fills the members by hand must keep the direction unit length.
struct Ray {
  Vec3 origin{0.0};
  Vec3 direction{1.0, 0.0, 0.0};
};

// The ray from `origin` along `direction` normalised, as the tutorial's Ray
// constructor does. Empty when `direction` is zero or has a non-finite
// component, or when `origin` has a non-finite component: such a ray has no
// points to test. Directions too short or too long to square (1e-200, 1e300)
// are still normalised correctly: they are scaled by their largest component
// first.
inline std::optional<Ray> MakeRay(const Vec3& origin, const Vec3& direction) {
  if (!IsFinite(origin) || !IsFinite(direction)) {
    return std::nullopt;
  }
  const double largest =
      std::max({std::abs(direction.x), std::abs(direction.y), std::abs(direction.z)});
  if (largest == 0.0) {
    return std::nullopt;
  }
  const Vec3 scaled = direction / largest;
  return Ray{origin, scaled / std::sqrt(glm::dot(scaled, scaled))};
}

// The segment from `start` to `end` (the tutorial's "Line"). Equal ends make a
// zero-length segment: a point (see Linecast in raycast.h for what it hits).
struct Segment {
  Vec3 start{0.0};
  Vec3 end{0.0};
};

}  // namespace collide
