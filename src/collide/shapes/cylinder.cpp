#include "collide/shapes/cylinder.h"

#include <cmath>

namespace collide {

double AxisDistance(const Cylinder& cylinder, const Vec3& p) {
  const Vec3 a = glm::normalize(cylinder.axis);
  const Vec3 w = p - cylinder.point;
  return glm::length(w - a * glm::dot(w, a));
}

Vec3 ClosestSurfacePoint(const Cylinder& cylinder, const Vec3& p) {
  const Vec3 a = glm::normalize(cylinder.axis);
  const Vec3 w = p - cylinder.point;
  const Vec3 on_axis = cylinder.point + a * glm::dot(w, a);
  const Vec3 radial = p - on_axis;
  const double d = glm::length(radial);
  if (d > 0.0) {
    return on_axis + radial / d * cylinder.radius;
  }
  // On the axis: every direction across it is as close; take any.
  Vec3 across, unused;
  PerpendicularBasis(a, &across, &unused);
  return on_axis + across * cylinder.radius;
}

std::optional<std::string> Validate(const Cylinder& cylinder) {
  if (!IsFinite(cylinder.point)) {
    return "cylinder point has a non-finite coordinate";
  }
  if (!IsFinite(cylinder.axis)) {
    return "cylinder axis has a non-finite coordinate";
  }
  if (!(glm::dot(cylinder.axis, cylinder.axis) > 0.0)) {
    return "cylinder axis is zero";
  }
  if (!std::isfinite(cylinder.radius)) {
    return "cylinder radius is not finite";
  }
  if (cylinder.radius < 0.0) {
    return "cylinder radius is negative (" + std::to_string(cylinder.radius) + ")";
  }
  return std::nullopt;
}

}  // namespace collide
