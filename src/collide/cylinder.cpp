#include "collide/cylinder.h"

#include <cmath>

namespace collide {

namespace {

bool is_finite(const Vec3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

// Any unit vector perpendicular to the unit vector `a`.
Vec3 any_perpendicular(const Vec3& a) {
  const Vec3 helper = std::abs(a.x) < 0.9 ? Vec3(1.0, 0.0, 0.0) : Vec3(0.0, 1.0, 0.0);
  return glm::normalize(glm::cross(a, helper));
}

}  // namespace

double axis_distance(const Cylinder& cylinder, const Vec3& p) {
  const Vec3 a = glm::normalize(cylinder.axis);
  const Vec3 w = p - cylinder.point;
  return glm::length(w - a * glm::dot(w, a));
}

Vec3 closest_surface_point(const Cylinder& cylinder, const Vec3& p) {
  const Vec3 a = glm::normalize(cylinder.axis);
  const Vec3 w = p - cylinder.point;
  const Vec3 on_axis = cylinder.point + a * glm::dot(w, a);
  const Vec3 radial = p - on_axis;
  const double d = glm::length(radial);
  const Vec3 out = d > 0.0 ? radial / d : any_perpendicular(a);
  return on_axis + out * cylinder.radius;
}

std::optional<std::string> validate(const Cylinder& cylinder) {
  if (!is_finite(cylinder.point)) {
    return "cylinder point has a non-finite coordinate";
  }
  if (!is_finite(cylinder.axis)) {
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
