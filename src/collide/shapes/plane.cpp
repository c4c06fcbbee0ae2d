#include "collide/shapes/plane.h"

namespace collide {

double SignedDistance(const Plane& plane, const Vec3& p) {
  return glm::dot(p - plane.point, glm::normalize(plane.normal));
}

Vec3 ClosestPoint(const Plane& plane, const Vec3& p) {
  const Vec3 n = glm::normalize(plane.normal);
  return p - n * glm::dot(p - plane.point, n);
}

std::optional<std::string> Validate(const Plane& plane) {
  if (!IsFinite(plane.point)) {
    return "plane point has a non-finite coordinate";
  }
  if (!IsFinite(plane.normal)) {
    return "plane normal has a non-finite coordinate";
  }
  // A normal whose squared length underflows cannot be normalised either.
  if (!(glm::dot(plane.normal, plane.normal) > 0.0)) {
    return "plane normal is zero";
  }
  return std::nullopt;
}

}  // namespace collide
