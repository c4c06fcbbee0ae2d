#include "collide/sat/sat_axis_trace.h"

namespace collide {

void RecordSatAxis(Trace& trace, const SatAxisLook& look) {
  const double scale = 1.0 / look.length;
  const TraceInterval a{look.a.lo * scale, look.a.hi * scale};
  const TraceInterval b{look.b.lo * scale, look.b.hi * scale};
  std::string text = "axis " + std::to_string(look.number);
  text.append(", ").append(look.where).append(" = ").append(TraceVector(look.axis * scale));
  text.append(": A projects to ").append(TraceRange(a));
  text.append(", B to ").append(TraceRange(b));
  text.append("; gap ").append(TraceNumber(look.gap * scale));
  // A positive gap the walk does not call separating is within its
  // tolerance of touching, and touching counts as intersecting.
  if (look.separated) {
    text.append(": separated");
  } else if (look.gap > 0.0) {
    text.append(", within the tolerance: overlap");
  } else {
    text.append(": overlap");
  }
  const std::string topic = "axis " + std::to_string(look.number);
  const std::string finding = look.separated ? "separated" : "overlap";
  TraceStep& step =
      look.separated ? trace.Decide(topic, text, finding) : trace.Step(topic, text, finding);
  step.Mark(AxisMark{look.origin, look.axis * scale, a, b});
}

void RecordSatParallel(Trace& trace, int number, const std::string& where) {
  const std::string topic = "axis " + std::to_string(number);
  std::string text = topic;
  text.append(", ").append(where).append(": the edges are parallel, no axis of their own");
  trace.Step(topic, text, "parallel: skipped");
}

void RecordSatNoSeparatingAxis(Trace& trace, int axes_looked_at) {
  std::string text = "no axis separates them (";
  text.append(std::to_string(axes_looked_at)).append(" looked at): they intersect");
  trace.Decide("verdict", text, "intersect");
}

const char* SatAxisName(int axis) {
  switch (axis) {
    case 0:
      return "x";
    case 1:
      return "y";
    default:
      return "z";
  }
}

}  // namespace collide
