#pragma once

// The exact ray-triangle test the BVH decides with: two-sided
// Moller-Trumbore in doubles. Inline, so that each of the BVH's walks
// (bvh_raycast.cpp, bvh_wide8.cpp) runs it in its own loop; every copy
// computes the same bits (no fused multiply-add: the eight-wide walk's
// AVX2 target does not enable FMA).

#include <optional>

#include "collide/shapes/vec.h"

namespace collide {

// t of the hit with 0 <= t <= max_t, or nothing. A ray in the triangle's
// plane (determinant exactly 0) misses it.
inline std::optional<double> RayTriangleT(const Vec3& origin, const Vec3& direction,
                                          const Vec3& corner, const Vec3& edge1, const Vec3& edge2,
                                          double max_t) {
  const Vec3 p = glm::cross(direction, edge2);
  const double det = glm::dot(edge1, p);
  if (det == 0.0) {
    return std::nullopt;
  }
  const double inverse_det = 1.0 / det;
  const Vec3 to_origin = origin - corner;
  const double u = glm::dot(to_origin, p) * inverse_det;
  if (u < 0.0 || u > 1.0) {
    return std::nullopt;
  }
  const Vec3 q = glm::cross(to_origin, edge1);
  const double v = glm::dot(direction, q) * inverse_det;
  if (v < 0.0 || u + v > 1.0) {
    return std::nullopt;
  }
  const double t = glm::dot(edge2, q) * inverse_det;
  if (t < 0.0 || t > max_t) {
    return std::nullopt;
  }
  return t;
}

}  // namespace collide
