// Distance() of contacts.h: the closed forms of closest_features.h when both
// shapes are points, segments, spheres or capsules, GJK on the cores for the
// rest. Traced (convex_trace.h), the closed forms are two steps and GJK
// one per iteration.

#include <string>
#include <variant>

#include "collide/convex/closest_features.h"
#include "collide/convex/contacts.h"
#include "collide/convex/convex_trace.h"
#include "collide/convex/gjk.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// The core of a point, segment, sphere or capsule as a segment (a point is
// one of zero length) and its radius, or false for the other kinds. The
// variant's index is read once here: capsule pairs are the hot path.
// Always inlined: called from the traced Distance as well, GCC stopped
// inlining it into the untraced one (measured, issue 38: sphere-sphere
// distance 20% slower than before the traces).
[[gnu::always_inline]] inline bool RoundCore(const ConvexShape& shape, Segment* core,
                                             double* radius) {
  switch (shape.index()) {
    case 0: {
      const Vec3& p = std::get<ConvexPoint>(shape).position;
      *core = Segment{p, p};
      *radius = 0.0;
      return true;
    }
    case 1:
      *core = std::get<Segment>(shape);
      *radius = 0.0;
      return true;
    case 2: {
      const Sphere& s = std::get<Sphere>(shape);
      *core = Segment{s.center, s.center};
      *radius = s.radius;
      return true;
    }
    case 3: {
      const Capsule& c = std::get<Capsule>(shape);
      *core = Segment{c.start, c.end};
      *radius = c.radius;
      return true;
    }
    default:
      return false;
  }
}

// Traced, a closed form is two steps: the cores' closest points, then the
// radii taken off (Rounded(ClosestSegmentToSegment) is what
// ClosestRoundedSegments computes, in the same order).
template <typename Tracer>
ClosestPoints RoundedCores(const Segment& core_a, double radius_a, const Segment& core_b,
                           double radius_b, Tracer& trace) {
  if constexpr (Tracer::kOn) {
    const ClosestPoints cores = ClosestSegmentToSegment(core_a, core_b);
    RecordClosestCores(trace, core_a, core_b, cores.on_a, cores.on_b, cores.distance);
    const ClosestPoints rounded = Rounded(cores, radius_a, radius_b);
    std::string text = TraceNumber(cores.distance);
    text.append(" less the radii ").append(TraceNumber(radius_a)).append(" + ");
    text.append(TraceNumber(radius_b)).append(": distance ").append(TraceNumber(rounded.distance));
    trace.Decide("radii", std::move(text), "distance")
        .Mark(SegmentMark{rounded.on_a, rounded.on_b, "d " + TraceNumber(rounded.distance)});
    return rounded;
  } else {
    return ClosestRoundedSegments(core_a, radius_a, core_b, radius_b);
  }
}

}  // namespace

template <typename Tracer>
[[gnu::always_inline]] inline ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b,
                                                     Tracer& trace) {
  // Two capsules, the pair games meet most after spheres, straight to the
  // closed form: no copies through RoundCore (measured: 8% of the query).
  const Capsule* capsule_a = std::get_if<Capsule>(&a);
  const Capsule* capsule_b = std::get_if<Capsule>(&b);
  if (capsule_a != nullptr && capsule_b != nullptr) {
    return RoundedCores(Segment{capsule_a->start, capsule_a->end}, capsule_a->radius,
                        Segment{capsule_b->start, capsule_b->end}, capsule_b->radius, trace);
  }
  Segment core_a;
  Segment core_b;
  double radius_a = 0.0;
  double radius_b = 0.0;
  if (RoundCore(a, &core_a, &radius_a) && RoundCore(b, &core_b, &radius_b)) {
    return RoundedCores(core_a, radius_a, core_b, radius_b, trace);
  }
  if constexpr (Tracer::kOn) {
    return GjkDistance(a, b, trace);
  } else {
    return GjkDistance(a, b);  // out of line, as before tracing
  }
}

template ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b, NoTrace& trace);
template ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b, Trace& trace);

ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b) {
  NoTrace& untraced = Untraced();
  return Distance(a, b, untraced);
}

}  // namespace collide
