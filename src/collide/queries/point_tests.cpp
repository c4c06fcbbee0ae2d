#include "collide/queries/point_tests.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace collide {

bool Contains(const Sphere& sphere, const Vec3& point) {
  const Vec3 offset = point - sphere.center;
  return glm::dot(offset, offset) <= sphere.radius * sphere.radius;
}

bool Contains(const Aabb& box, const Vec3& point) {
  return point.x >= box.min.x && point.x <= box.max.x && point.y >= box.min.y &&
         point.y <= box.max.y && point.z >= box.min.z && point.z <= box.max.z;
}

bool Contains(const Segment& segment, const Vec3& point) {
  const Vec3 offset = ClosestPoint(segment, point) - point;
  return glm::dot(offset, offset) < kPointOnLineEpsilon * kPointOnLineEpsilon;
}

bool Contains(const Ray& ray, const Vec3& point) {
  if (!IsFinite(point)) {
    return false;
  }
  // MakeRay normalises point - origin robustly; it is empty exactly when the
  // point is the origin (x - y == 0 only when x == y), which is on the ray.
  const std::optional<Ray> towards = MakeRay(ray.origin, point - ray.origin);
  if (!towards) {
    return true;
  }
  return std::abs(1.0 - glm::dot(towards->direction, ray.direction)) < kPointOnRayEpsilon;
}

bool Contains(const BookPlane& plane, const Vec3& point) {
  return SideOfPlane(plane, point) == 0;
}

int SideOfPlane(const BookPlane& plane, const Vec3& point) {
  const double value = PlaneEquation(plane, point);
  if (std::abs(value) < kPointOnPlaneEpsilon) {
    return 0;
  }
  return value > 0.0 ? 1 : -1;
}

Vec3 ClosestPoint(const Sphere& sphere, const Vec3& point) {
  const std::optional<Ray> towards = MakeRay(sphere.center, point - sphere.center);
  const Vec3 direction = towards ? towards->direction : Vec3(1.0, 0.0, 0.0);
  return sphere.center + direction * sphere.radius;
}

double ClosestPointFraction(const Segment& segment, const Vec3& point) {
  const Vec3 ab = segment.end - segment.start;
  const double length_squared = glm::dot(ab, ab);
  if (!(length_squared > 0.0)) {
    return 0.0;
  }
  return std::clamp(glm::dot(point - segment.start, ab) / length_squared, 0.0, 1.0);
}

Vec3 ClosestPoint(const Segment& segment, const Vec3& point) {
  const double t = ClosestPointFraction(segment, point);
  // The ends exactly, not start + 1 * (end - start) rounded.
  if (t == 1.0) {
    return segment.end;
  }
  return segment.start + t * (segment.end - segment.start);
}

Vec3 ClosestPoint(const Ray& ray, const Vec3& point) {
  const double t = std::max(glm::dot(point - ray.origin, ray.direction), 0.0);
  return ray.origin + t * ray.direction;
}

Vec3 ClosestPoint(const BookPlane& plane, const Vec3& point) {
  return point - plane.normal * PlaneEquation(plane, point);
}

}  // namespace collide
