#include "collide/convex/gjk.h"

#include "collide/convex/closest_features.h"
#include "collide/convex/core_support.h"
#include "collide/convex/gjk_loop.h"

namespace collide {
namespace {

GjkRun RunOnCores(const ConvexShape& a, const ConvexShape& b) {
  return VisitCore(a, [&](const auto& support_a) {
    return VisitCore(b, [&](const auto& support_b) { return RunGjk(support_a, support_b); });
  });
}

// The shapes' closest points from the run on their cores: grown by the
// radii along -nearest (from A to B), or along +x when the cores overlap.
ClosestPoints ClosestOf(const GjkRun& run, double radius_a, double radius_b) {
  const double distance = run.enclosing ? 0.0 : glm::length(run.nearest);
  const ClosestPoints cores{distance, run.simplex.OnA(), run.simplex.OnB()};
  if (radius_a == 0.0 && radius_b == 0.0) {
    return cores;
  }
  const Vec3 direction = distance > 0.0 ? run.nearest * (-1.0 / distance) : Vec3(1.0, 0.0, 0.0);
  return RoundedAlong(cores, direction, radius_a, radius_b);
}

}  // namespace

GjkResult Gjk(const ConvexShape& a, const ConvexShape& b) {
  const GjkRun run = RunOnCores(a, b);
  GjkResult result;
  result.closest = ClosestOf(run, RadiusOf(a), RadiusOf(b));
  result.simplex.assign(run.simplex.points.begin(), run.simplex.points.begin() + run.simplex.count);
  result.iterations = run.iterations;
  result.cores_overlap = run.enclosing || run.nearest == Vec3(0.0);
  return result;
}

ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b) {
  return ClosestOf(RunOnCores(a, b), RadiusOf(a), RadiusOf(b));
}

}  // namespace collide
