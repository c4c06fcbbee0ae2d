#include "collide/shapes/book_plane.h"

#include <algorithm>
#include <cmath>

namespace collide {
namespace {

// `v` at unit length, scaled by its largest component first so that lengths
// whose square would underflow or overflow (1e-200, 1e300) still normalise.
// Empty for a zero or non-finite vector.
std::optional<Vec3> Normalized(const Vec3& v) {
  if (!IsFinite(v)) {
    return std::nullopt;
  }
  const double largest = std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
  if (largest == 0.0) {
    return std::nullopt;
  }
  const Vec3 scaled = v / largest;
  return scaled / std::sqrt(glm::dot(scaled, scaled));
}

}  // namespace

std::optional<BookPlane> MakeBookPlane(const Vec3& normal, double distance) {
  const std::optional<Vec3> n = Normalized(normal);
  if (!n || !std::isfinite(distance)) {
    return std::nullopt;
  }
  return BookPlane{*n, distance};
}

std::optional<BookPlane> MakeBookPlaneFromPoints(const Vec3& a, const Vec3& b, const Vec3& c) {
  if (!IsFinite(a) || !IsFinite(b) || !IsFinite(c)) {
    return std::nullopt;
  }
  const std::optional<Vec3> n = Normalized(glm::cross(b - a, c - a));
  if (!n) {
    return std::nullopt;
  }
  return BookPlane{*n, glm::dot(*n, a)};
}

std::optional<BookPlane> MakeBookPlaneFromPointNormal(const Vec3& point, const Vec3& normal) {
  const std::optional<Vec3> n = Normalized(normal);
  if (!n || !IsFinite(point)) {
    return std::nullopt;
  }
  return BookPlane{*n, glm::dot(*n, point)};
}

Plane ToPlane(const BookPlane& plane) {
  return Plane{plane.normal * plane.distance, plane.normal};
}

std::optional<BookPlane> ToBookPlane(const Plane& plane) {
  if (Validate(plane)) {
    return std::nullopt;
  }
  return MakeBookPlaneFromPointNormal(plane.point, plane.normal);
}

}  // namespace collide
