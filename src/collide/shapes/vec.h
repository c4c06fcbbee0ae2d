#pragma once

// collide works in double precision: scenes may place small shapes at large
// coordinates (1e6), where float's 24-bit mantissa turns touching into apart.
#include <cmath>
#include <glm/glm.hpp>
#include <limits>
#include <numbers>

namespace collide {

using Vec3 = glm::dvec3;
using Mat3 = glm::dmat3;

// The one spelling of pi in the project.
inline constexpr double kPi = std::numbers::pi;

// "Not found yet" for searches of the least time or distance, and the start
// of an empty bounding box: every finite number is below it.
inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

inline bool IsFinite(const Vec3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Two unit vectors perpendicular to the unit vector `n` and to each other,
// (u, v, n) right-handed. For an axis-aligned `n` they are axis-aligned too,
// so a wall is drawn as a square aligned with the room.
inline void PerpendicularBasis(const Vec3& n, Vec3* u, Vec3* v) {
  const Vec3 helper = std::abs(n.y) < 0.9 ? Vec3(0.0, 1.0, 0.0) : Vec3(1.0, 0.0, 0.0);
  *u = glm::normalize(glm::cross(n, helper));
  *v = glm::cross(n, *u);
}

}  // namespace collide
