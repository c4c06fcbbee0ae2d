#include "collide/shapes/aabb_overlap.h"

#include <string>

namespace collide {
namespace {

constexpr const char* kMinMaxAxisNames[] = {"x", "y", "z"};

// Both boxes on world axis `k`, measured from the origin.
AxisMark MinMaxAxisMark(const Aabb& a, const Aabb& b, int k) {
  Vec3 direction(0.0);
  direction[k] = 1.0;
  return AxisMark{Vec3(0.0), direction, {a.min[k], a.max[k]}, {b.min[k], b.max[k]}};
}

// Cold and out of the way, so that the traced instantiation's string work
// does not use up the compiler's inlining budget for the untraced code.
[[gnu::cold]] void RecordMinMaxAxis(const Aabb& a, const Aabb& b, int k, bool overlap,
                                    Trace& trace) {
  const std::string topic = std::string("axis ") + kMinMaxAxisNames[k];
  std::string text = topic;
  text.append(": A spans ").append(TraceRange({a.min[k], a.max[k]}));
  text.append(", B spans ").append(TraceRange({b.min[k], b.max[k]}));
  if (overlap) {
    text.append(": they overlap");
    trace.Step(topic, text, "overlap").Mark(MinMaxAxisMark(a, b, k));
    return;
  }
  // The one of the two comparisons that failed gives the gap.
  const double gap = a.min[k] <= b.max[k] ? b.min[k] - a.max[k] : a.min[k] - b.max[k];
  text.append("; gap ").append(TraceNumber(gap)).append(": separated");
  trace.Decide(topic, text, "separated").Mark(MinMaxAxisMark(a, b, k));
}

[[gnu::cold]] void RecordNoAxisSeparates(Trace& trace) {
  trace.Decide("all axes", "no axis separates them: they intersect", "intersect");
}

}  // namespace

template <typename Tracer>
bool Intersects(const Aabb& a, const Aabb& b, Tracer& trace) {
  for (int k = 0; k < 3; ++k) {
    const bool overlap = a.min[k] <= b.max[k] && b.min[k] <= a.max[k];
    if constexpr (Tracer::kOn) {
      RecordMinMaxAxis(a, b, k, overlap, trace);
    }
    if (!overlap) {
      return false;
    }
  }
  if constexpr (Tracer::kOn) {
    RecordNoAxisSeparates(trace);
  }
  return true;
}

template bool Intersects<NoTrace>(const Aabb&, const Aabb&, NoTrace&);
template bool Intersects<Trace>(const Aabb&, const Aabb&, Trace&);

}  // namespace collide
