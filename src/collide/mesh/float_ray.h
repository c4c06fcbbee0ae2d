#pragma once

// The ray as the BVH's box tests read it, in floats (bvh_raycast.cpp and
// bvh_wide.cpp), and the best t so far as a float bound.

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

#include "collide/shapes/ray.h"

namespace collide {

struct FloatRay {
  float origin[3];
  float inverse[3];
  // What the float slab test's times may be late by beyond their own
  // rounding: the origin's rounding to float, as a time along each axis.
  float slack;
};

// A box's float slab times err by at most 3 float ulps of themselves (the
// difference, the reciprocal, the product) plus the origin's rounding
// (slack): the entry is moved earlier by more than both.
inline constexpr float kEarlier = 1.0f - 1.0f / (1 << 20);

// The ray's reciprocal direction; a zero component becomes a huge one of
// the same sign, so the slab test needs no special case (0 * inf is NaN).
// A ray beyond floats (an origin past 1e30, a direction component below
// 1e-30 but not 0, anything not finite) gets origin and reciprocal 0: it
// enters every box, at 0, and so misses no triangle.
inline FloatRay MakeFloatRay(const Ray& ray) {
  FloatRay result{};
  double slack = 0.0;
  for (int axis = 0; axis < 3; ++axis) {
    const double o = ray.origin[axis];
    const double d = ray.direction[axis];
    const double inverse = d == 0.0 ? std::copysign(1e30, d) : 1.0 / d;
    if (!(std::abs(o) <= 1e30 && std::abs(inverse) <= 1e30)) {
      // Every return is of `result`, so it is built where the caller
      // reads it: a copy here was a store-to-load stall in every cast.
      result = FloatRay{{0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f}, 0.0f};
      return result;
    }
    result.origin[axis] = static_cast<float>(o);
    result.inverse[axis] = static_cast<float>(inverse);
    // Along an axis the ray does not move, only the side of the box's
    // slab the origin is on counts, and the boxes' padding (far above
    // the origin's rounding) keeps it.
    if (d != 0.0) {
      slack = std::max(slack,
                       std::abs(static_cast<double>(result.origin[axis]) - o) * std::abs(inverse));
    }
  }
  // Rounding to float may lose a part in 2^24; the factor puts it back.
  result.slack = static_cast<float>(2.0 * slack * (1.0 + 1.0 / (1 << 20))) + 1e-37f;
  return result;
}

// Where the ray enters the box, if it does before `max_t`: the slab test,
// its entry moved earlier by more than the float sums can err, so that no
// ray that meets the box before max_t misses it, nor is given a later entry
// than the true one.
// `exit` gets where it leaves the box (or max_t, if sooner), for a trace.
template <typename Node>
inline bool EntersBox(const Node& node, const FloatRay& ray, float max_t, float* entry,
                      float* exit) {
  float t_enter = 0.0f;
  float t_exit = max_t;
  for (int axis = 0; axis < 3; ++axis) {
    const float t1 = (node.min[axis] - ray.origin[axis]) * ray.inverse[axis];
    const float t2 = (node.max[axis] - ray.origin[axis]) * ray.inverse[axis];
    t_enter = std::max(t_enter, std::min(t1, t2));
    t_exit = std::min(t_exit, std::max(t1, t2));
  }
  *entry = t_enter * kEarlier - ray.slack;
  *exit = t_exit;
  return *entry <= t_exit;
}
template <typename Node>
inline bool EntersBox(const Node& node, const FloatRay& ray, float max_t, float* entry) {
  float exit = 0.0f;
  return EntersBox(node, ray, max_t, entry, &exit);
}

// The best t so far as a float bound no smaller than it, so that no box
// holding a hit at the best t is skipped.
inline float FloatBound(double t) {
  const auto bound = static_cast<float>(t);
  if (static_cast<double>(bound) >= t) {
    return bound;
  }
  if (bound >= 0.0f) {  // the next float up, without a call into libm
    return std::bit_cast<float>(std::bit_cast<std::uint32_t>(bound) + 1u);
  }
  return std::nextafter(bound, INFINITY);
}

}  // namespace collide
