#include "collide/shapes/aabb_extents.h"

namespace collide {

Aabb AabbFromCorners(const Vec3& a, const Vec3& b) {
  return Aabb{glm::min(a, b), glm::max(a, b)};
}

Aabb AabbFromCenter(const Vec3& center, const Vec3& half_extents) {
  const Vec3 e = glm::abs(half_extents);
  return Aabb{center - e, center + e};
}

Vec3 AabbHalfExtents(const Aabb& box) {
  return (box.max - box.min) * 0.5;
}

}  // namespace collide
