#include "collide/queries/plane_intersections.h"

#include <cmath>

namespace collide {

bool Intersects(const Sphere& sphere, const BookPlane& plane) {
  return std::abs(PlaneEquation(plane, sphere.center)) <= sphere.radius;
}

bool Intersects(const BookPlane& plane, const Sphere& sphere) {
  return Intersects(sphere, plane);
}

bool Intersects(const Aabb& box, const BookPlane& plane) {
  const Vec3 center = (box.min + box.max) * 0.5;
  const Vec3 extents = box.max - center;
  const double reach = glm::dot(extents, glm::abs(plane.normal));
  return std::abs(PlaneEquation(plane, center)) <= reach;
}

bool Intersects(const BookPlane& plane, const Aabb& box) {
  return Intersects(box, plane);
}

bool Intersects(const BookPlane& a, const BookPlane& b) {
  const Vec3 across = glm::cross(a.normal, b.normal);
  return glm::dot(across, across) > kPlanesParallelEpsilon;
}

std::optional<InfiniteLine> IntersectionLine(const BookPlane& a, const BookPlane& b) {
  if (!Intersects(a, b)) {
    return std::nullopt;
  }
  const Vec3 across = glm::cross(a.normal, b.normal);
  const double length_squared = glm::dot(across, across);
  const Vec3 point =
      glm::cross(a.distance * b.normal - b.distance * a.normal, across) / length_squared;
  return InfiniteLine{point, across / std::sqrt(length_squared)};
}

std::optional<Vec3> IntersectionPoint(const BookPlane& a, const BookPlane& b, const BookPlane& c) {
  const Vec3 bc = glm::cross(b.normal, c.normal);
  const double determinant = glm::dot(a.normal, bc);
  if (!(std::abs(determinant) >= kThreePlanesEpsilon)) {
    return std::nullopt;
  }
  return (a.distance * bc + b.distance * glm::cross(c.normal, a.normal) +
          c.distance * glm::cross(a.normal, b.normal)) /
         determinant;
}

}  // namespace collide
