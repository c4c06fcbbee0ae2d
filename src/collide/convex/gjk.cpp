#include "collide/convex/gjk.h"

#include "collide/convex/closest_features.h"
#include "collide/convex/convex_trace.h"
#include "collide/convex/core_support.h"
#include "collide/convex/gjk_loop.h"

namespace collide {
namespace {

// The untraced run visits the cores exactly as before tracing: a traced
// tracer in the lambdas changes GCC's inlining of the cores' constructors
// (measured: 1% more instructions for a box pair).
template <typename Tracer>
GjkRun RunOnCores(const ConvexShape& a, const ConvexShape& b, Tracer& trace) {
  if constexpr (Tracer::kOn) {
    return VisitCore(a, [&](const auto& support_a) {
      return VisitCore(b,
                       [&](const auto& support_b) { return RunGjk(support_a, support_b, trace); });
    });
  } else {
    return VisitCore(a, [&](const auto& support_a) {
      return VisitCore(b, [&](const auto& support_b) { return RunGjk(support_a, support_b); });
    });
  }
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
  NoTrace& untraced = Untraced();
  const GjkRun run = RunOnCores(a, b, untraced);
  GjkResult result;
  result.closest = ClosestOf(run, RadiusOf(a), RadiusOf(b));
  result.simplex.assign(run.simplex.points.begin(), run.simplex.points.begin() + run.simplex.count);
  result.iterations = run.iterations;
  result.cores_overlap = run.enclosing || run.nearest == Vec3(0.0);
  return result;
}

template <typename Tracer>
[[gnu::always_inline]] inline ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b,
                                                        Tracer& trace) {
  if constexpr (Tracer::kOn) {
    const GjkRun run = RunOnCores(a, b, trace);
    const ClosestPoints closest = ClosestOf(run, RadiusOf(a), RadiusOf(b));
    RecordClosestPoints(trace, run.enclosing ? 0.0 : glm::length(run.nearest), RadiusOf(a),
                        RadiusOf(b), closest.on_a, closest.on_b, closest.distance);
    return closest;
  } else {
    return ClosestOf(RunOnCores(a, b, trace), RadiusOf(a), RadiusOf(b));
  }
}

template ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b, NoTrace& trace);
template ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b, Trace& trace);

ClosestPoints GjkDistance(const ConvexShape& a, const ConvexShape& b) {
  NoTrace& untraced = Untraced();
  return GjkDistance(a, b, untraced);
}

}  // namespace collide
