#include "collide/registry/penetration_judge.h"

#include <cmath>
#include <optional>

#include "collide/registry/convex_pair_tests.h"

namespace collide {
namespace {

// a's farthest extent along `direction` (its support point's projection).
template <typename Shape>
double Reach(const Shape& shape, const Vec3& direction) {
  return WithConvex(shape, [&](const ConvexShape& convex) {
    return glm::dot(Support(convex, direction), direction);
  });
}

std::optional<double> ReachOf(const StaticShape& s, const Vec3& direction) {
  if (const auto* p = s.As<Point>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<Sphere>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<Aabb>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<OrientedBox>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<Segment>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<Triangle>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<Capsule>()) {
    return Reach(*p, direction);
  }
  if (const auto* p = s.As<PlacedHull>()) {
    return Reach(*p, direction);
  }
  return std::nullopt;
}

}  // namespace

std::optional<double> OverlapAlong(const StaticShape& a, const StaticShape& b, const Vec3& normal) {
  const std::optional<double> reach_a = ReachOf(a, normal);
  const std::optional<double> reach_b = ReachOf(b, -normal);
  if (!reach_a || !reach_b) {
    return std::nullopt;
  }
  return *reach_a + *reach_b;
}

bool PenetrationAlsoRight(const StaticShape& a, const StaticShape& b, const PenetrationAnswer& ours,
                          const PenetrationAnswer& theirs, double tolerance) {
  if (!ours || !theirs) {
    // An exact touch rounds either way, to apart or to depth 0: the one
    // that overlaps must be shallow, and the shapes no further apart than
    // the tolerance.
    const PenetrationAnswer& overlapping = ours ? ours : theirs;
    if (!overlapping) {
      return true;
    }
    if (!(overlapping->depth <= tolerance) || !IsConvexKind(a.kind()) || !IsConvexKind(b.kind())) {
      return false;
    }
    const double gap = WithConvexShape(a, [&](const ConvexShape& x) {
      return WithConvexShape(b, [&](const ConvexShape& y) { return Distance(x, y).distance; });
    });
    return gap <= tolerance;
  }
  if (!(std::abs(ours->depth - theirs->depth) <= tolerance)) {
    return false;
  }
  const std::optional<double> overlap = OverlapAlong(a, b, theirs->normal);
  return overlap && std::abs(*overlap - ours->depth) <= tolerance;
}

}  // namespace collide
