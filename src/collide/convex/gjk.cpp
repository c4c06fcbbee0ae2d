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

ClosestPoints ClosestOf(const GjkRun& run) {
  ClosestPoints cores{run.enclosing ? 0.0 : glm::length(run.nearest), run.simplex.OnA(),
                      run.simplex.OnB()};
  return cores;
}

}  // namespace

GjkResult Gjk(const ConvexShape& a, const ConvexShape& b) {
  const GjkRun run = RunOnCores(a, b);
  GjkResult result;
  const ClosestPoints cores = ClosestOf(run);
  result.closest = Rounded(cores, RadiusOf(a), RadiusOf(b));
  result.simplex.assign(run.simplex.points.begin(), run.simplex.points.begin() + run.simplex.count);
  result.iterations = run.iterations;
  result.cores_overlap = run.enclosing || cores.distance == 0.0;
  return result;
}

ClosestPoints CoreDistance(const ConvexShape& a, const ConvexShape& b) {
  return ClosestOf(RunOnCores(a, b));
}

}  // namespace collide
