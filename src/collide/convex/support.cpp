#include <cstddef>
#include <limits>
#include <type_traits>

#include "collide/convex/convex_shape.h"
#include "collide/shapes/overloaded.h"

namespace collide {
namespace {

// Of the points, the one farthest along `direction` (the first of equals).
template <typename Points>
Vec3 FarthestOf(const Points& points, const Vec3& direction) {
  Vec3 best = points[0];
  double best_along = glm::dot(best, direction);
  for (std::size_t i = 1; i < std::size(points); ++i) {
    const double along = glm::dot(points[i], direction);
    if (along > best_along) {
      best_along = along;
      best = points[i];
    }
  }
  return best;
}

Vec3 Grown(const Vec3& core_point, const Vec3& direction, double radius) {
  const double length = glm::length(direction);
  return length > 0.0 ? core_point + direction * (radius / length) : core_point;
}

Vec3 SegmentSupport(const Vec3& start, const Vec3& end, const Vec3& direction) {
  return glm::dot(end - start, direction) > 0.0 ? end : start;
}

}  // namespace

Vec3 Support(const ConvexShape& shape, const Vec3& direction) {
  return std::visit(Overloaded{
                        [&](const ConvexPoint& p) { return p.position; },
                        [&](const Segment& s) { return SegmentSupport(s.start, s.end, direction); },
                        [&](const Sphere& s) { return Grown(s.center, direction, s.radius); },
                        [&](const Capsule& c) {
                          return Grown(SegmentSupport(c.start, c.end, direction), direction,
                                       c.radius);
                        },
                        [&](const OrientedBox& b) {
                          const Vec3 local = glm::transpose(b.rotation) * direction;
                          const Vec3 corner(local.x >= 0.0 ? b.half_extents.x : -b.half_extents.x,
                                            local.y >= 0.0 ? b.half_extents.y : -b.half_extents.y,
                                            local.z >= 0.0 ? b.half_extents.z : -b.half_extents.z);
                          return b.center + b.rotation * corner;
                        },
                        [&](const Aabb& b) {
                          return Vec3(direction.x >= 0.0 ? b.max.x : b.min.x,
                                      direction.y >= 0.0 ? b.max.y : b.min.y,
                                      direction.z >= 0.0 ? b.max.z : b.min.z);
                        },
                        [&](const Triangle& t) { return FarthestOf(t.corners, direction); },
                        [&](const ConvexHull* h) { return FarthestOf(h->vertices, direction); },
                    },
                    shape);
}

ConvexShape CoreOf(const ConvexShape& shape) {
  if (const auto* sphere = std::get_if<Sphere>(&shape)) {
    return ConvexPoint{sphere->center};
  }
  if (const auto* capsule = std::get_if<Capsule>(&shape)) {
    return Segment{capsule->start, capsule->end};
  }
  return shape;
}

double RadiusOf(const ConvexShape& shape) {
  if (const auto* sphere = std::get_if<Sphere>(&shape)) {
    return sphere->radius;
  }
  if (const auto* capsule = std::get_if<Capsule>(&shape)) {
    return capsule->radius;
  }
  return 0.0;
}

}  // namespace collide
