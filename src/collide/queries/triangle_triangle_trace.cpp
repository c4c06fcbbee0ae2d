// The triangle pair SATs traced: their step writers and their Trace
// instantiations, compiled apart from the untraced ones (triangle_sat.h says
// why).
#include <string>

#include "collide/queries/triangle_parts.h"
#include "collide/queries/triangle_sat.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// What axis `number` is, in the numbering of triangle.h.
std::string PairAxisName(int number) {
  const auto edge = [](int i) { return std::to_string(i + 1); };
  if (number == 1 || number == 2) {
    return number == 1 ? "A's normal" : "B's normal";
  }
  if (number <= 11) {
    return TraceText({"A's edge ", edge((number - 3) / 3), " x B's edge ", edge((number - 3) % 3)});
  }
  return number <= 14 ? TraceText({"A's normal x A's edge ", edge(number - 12)})
                      : TraceText({"B's normal x B's edge ", edge(number - 15)});
}

}  // namespace

namespace triangle_sat {

void RecordPairAxis(Trace& trace, const Triangle& a, int number, const Vec3& axis,
                    const TriangleSpan& ia, const TriangleSpan& ib, bool separated) {
  const std::string topic = TraceText({"axis ", std::to_string(number)});
  const std::string named =
      TraceText({topic, ", ", PairAxisName(number), " = ", TraceVector(axis), ": "});
  if (axis == Vec3(0.0)) {
    trace.Step(topic, TraceText({named, "a zero axis, both project to [0, 0]: no gap"}),
               "zero axis");
    return;
  }
  const std::string spans = TraceText({named, "A projects to ", TraceRange({ia.min, ia.max}),
                                       ", B to ", TraceRange({ib.min, ib.max}), "; "});
  const double length = glm::length(axis);
  const double origin = glm::dot(axis, a[0]);
  const AxisMark mark{a[0],
                      axis / length,
                      {(ia.min - origin) / length, (ia.max - origin) / length},
                      {(ib.min - origin) / length, (ib.max - origin) / length}};
  if (!separated) {
    trace.Step(topic, TraceText({spans, "no gap"}), "overlap").Mark(mark);
    return;
  }
  const double gap = ia.max < ib.min ? ib.min - ia.max : ia.min - ib.max;
  trace.Decide(topic, TraceText({spans, "gap ", TraceNumber(gap), ": separated"}), "separated")
      .Mark(mark);
}

std::string NormalsText(const Vec3& na, const Vec3& nb) {
  return TraceText(
      {"A's normal (A2 - A1) x (A3 - A1) = ", TraceVector(na), ", B's = ", TraceVector(nb)});
}

void RecordSpanCheck(Trace& trace, const std::string& topic, const std::string& text,
                     bool touches) {
  if (touches) {
    trace.Decide(topic, TraceText({text, ": they touch"}), "touch");
  } else {
    trace.Step(topic, TraceText({text, ": not there"}), "apart");
  }
}

void RecordParallel(Trace& trace, const Vec3& na, const Vec3& nb, bool parallel) {
  const Vec3 c = glm::cross(na, nb);
  const std::string text = TraceText(
      {"none of the 11 axes separates them; |nA x nB|^2 = ", TraceNumber(glm::dot(c, c)),
       parallel ? " <= " : " > ",
       "1e-12 |nA|^2 |nB|^2 = ", TraceNumber(1e-12 * glm::dot(na, na) * glm::dot(nb, nb))});
  if (parallel) {
    trace.Step("the 11 axes",
               TraceText({text, ": coplanar, so the axes across each edge in the plane follow"}),
               "coplanar");
  } else {
    trace.Decide("the 11 axes",
                 TraceText({text, ": the planes cross, so the 11 axes decide: they intersect"}),
                 "intersect");
  }
}

}  // namespace triangle_sat

template bool IntersectsPlainSat<Trace>(const Triangle&, const Triangle&, Trace&);
template bool IntersectsRobustSat<Trace>(const Triangle&, const Triangle&, Trace&);

}  // namespace collide
