#include "collide/convex/shape_size.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "collide/convex/core_support.h"

namespace collide {
namespace {

constexpr double kTouchingFraction = 1e-9;
constexpr double kRoundings = 64.0 * std::numeric_limits<double>::epsilon();

// The centre of the core's axis-aligned bounds (found by its support along
// the six axis directions) and half their diagonal.
template <typename Core>
double CoreRadius(const Core& core, Vec3* center) {
  Vec3 low(0.0);
  Vec3 high(0.0);
  for (int axis = 0; axis < 3; ++axis) {
    Vec3 d(0.0);
    d[axis] = 1.0;
    high[axis] = core(d)[axis];
    low[axis] = core(-d)[axis];
  }
  *center = 0.5 * (low + high);
  return 0.5 * glm::length(high - low);
}

}  // namespace

double BoundingRadiusOf(const ConvexShape& shape) {
  Vec3 center;
  return VisitCore(shape, [&](const auto& core) { return CoreRadius(core, &center); }) +
         RadiusOf(shape);
}

double TouchingTolerance(const ConvexShape& a, const ConvexShape& b) {
  Vec3 center_a;
  Vec3 center_b;
  const double radius_a =
      VisitCore(a, [&](const auto& core) { return CoreRadius(core, &center_a); }) + RadiusOf(a);
  const double radius_b =
      VisitCore(b, [&](const auto& core) { return CoreRadius(core, &center_b); }) + RadiusOf(b);
  const double far = std::max({std::abs(center_a.x), std::abs(center_a.y), std::abs(center_a.z),
                               std::abs(center_b.x), std::abs(center_b.y), std::abs(center_b.z),
                               radius_a, radius_b});
  return std::max(kTouchingFraction * PairToleranceScale(radius_a, radius_b), kRoundings * far);
}

}  // namespace collide
