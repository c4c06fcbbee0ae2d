#include "collide/plane.h"

namespace collide {

double signed_distance(const Plane& plane, const Vec3& p) {
  return glm::dot(p - plane.point, glm::normalize(plane.normal));
}

Vec3 closest_point(const Plane& plane, const Vec3& p) {
  const Vec3 n = glm::normalize(plane.normal);
  return p - n * glm::dot(p - plane.point, n);
}

std::optional<std::string> validate(const Plane& plane) {
  if (!is_finite(plane.point)) {
    return "plane point has a non-finite coordinate";
  }
  if (!is_finite(plane.normal)) {
    return "plane normal has a non-finite coordinate";
  }
  // A normal whose squared length underflows cannot be normalised either.
  if (!(glm::dot(plane.normal, plane.normal) > 0.0)) {
    return "plane normal is zero";
  }
  return std::nullopt;
}

}  // namespace collide
