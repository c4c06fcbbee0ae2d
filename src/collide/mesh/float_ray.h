#pragma once

// The ray as the BVH's box tests read it, in floats (bvh_raycast.cpp and
// bvh_wide.cpp), and the best t so far as a float bound.

#include <algorithm>
#include <cmath>

#include "collide/shapes/ray.h"

namespace collide {

struct FloatRay {
  float origin[3];
  float inverse[3];
};

// The ray's reciprocal direction; a zero component becomes a huge one of
// the same sign, so the slab test needs no special case (0 * inf is NaN).
inline FloatRay MakeFloatRay(const Ray& ray) {
  FloatRay result{};
  for (int axis = 0; axis < 3; ++axis) {
    const double d = ray.direction[axis];
    result.origin[axis] = static_cast<float>(ray.origin[axis]);
    result.inverse[axis] = static_cast<float>(d == 0.0 ? std::copysign(1e30, d) : 1.0 / d);
  }
  return result;
}

// Where the ray enters the box, if it does before `max_t`: the slab test.
template <typename Node>
inline bool EntersBox(const Node& node, const FloatRay& ray, float max_t, float* entry) {
  float t_enter = 0.0f;
  float t_exit = max_t;
  for (int axis = 0; axis < 3; ++axis) {
    const float t1 = (node.min[axis] - ray.origin[axis]) * ray.inverse[axis];
    const float t2 = (node.max[axis] - ray.origin[axis]) * ray.inverse[axis];
    t_enter = std::max(t_enter, std::min(t1, t2));
    t_exit = std::min(t_exit, std::max(t1, t2));
  }
  *entry = t_enter;
  return t_enter <= t_exit;
}

// The best t so far as a float bound no smaller than it, so that no box
// holding a hit at the best t is skipped.
inline float FloatBound(double t) {
  const auto bound = static_cast<float>(t);
  return static_cast<double>(bound) >= t ? bound : std::nextafter(bound, INFINITY);
}

}  // namespace collide
