#include "collide/shapes/sphere.h"

namespace collide {

bool Intersects(const Sphere& a, const Sphere& b) {
  const Vec3 d = a.center - b.center;
  const double squared_distance = glm::dot(d, d);
  const double radius_sum = a.radius + b.radius;
  return squared_distance <= radius_sum * radius_sum;
}

}  // namespace collide
