#include "collide/convex/convex_trace.h"

#include <string>

namespace collide {
namespace {

const char* FeatureOf(int count) {
  switch (count) {
    case 1:
      return "vertex";
    case 2:
      return "edge";
    case 3:
      return "triangle";
    default:
      return "tetrahedron";
  }
}

// "d = -v = (..); w = A's (..) - B's (..) = (..)": the first half of every
// iteration's sentence.
std::string SupportText(const GjkLook& look) {
  std::string text = "d = -v = ";
  text.append(TraceVector(-look.v)).append("; w = A's support along d ");
  text.append(TraceVector(look.from_a)).append(" - B's along -d ");
  text.append(TraceVector(look.from_b)).append(" = ");
  text.append(TraceVector(look.from_a - look.from_b));
  return text;
}

// "|v|^2 - v.w = 3.00": GJK's bound on how much nearer the origin can get.
std::string GapText(const GjkLook& look) {
  const Vec3 w = look.from_a - look.from_b;
  std::string text = "|v|^2 - v.w = ";
  text.append(TraceNumber(glm::dot(look.v, look.v) - glm::dot(look.v, w)));
  return text;
}

void MarkSupport(TraceStep& step, const GjkLook& look) {
  step.Mark(PointMark{look.from_a - look.from_b, "w"});
}

}  // namespace

void RecordGjkStart(Trace& trace, const Vec3& v, const Simplex& simplex) {
  std::string text = "v = A's inner point - B's = ";
  text.append(TraceVector(v)).append("; first vertex w = A's support along -v ");
  text.append(TraceVector(simplex.from_a[0])).append(" - B's along v ");
  text.append(TraceVector(simplex.from_b[0])).append(" = ");
  text.append(TraceVector(simplex.points[0])).append(": distance so far ");
  text.append(TraceNumber(glm::length(simplex.points[0])));
  trace.Step("start", std::move(text), "vertex").Mark(PointMark{simplex.points[0], "w"});
}

void RecordGjkTouching(Trace& trace, int iteration, double vv, double size) {
  std::string text = "|v|^2 = ";
  text.append(TraceNumber(vv)).append(" <= 1e-24 of the largest |w|^2 ");
  text.append(TraceNumber(size)).append(": the origin is on the simplex, the cores touch");
  trace.Decide("iteration " + std::to_string(iteration), std::move(text), "touching");
}

void RecordGjkConverged(Trace& trace, const GjkLook& look, bool repeated) {
  std::string text = SupportText(look);
  text.append("; ");
  if (repeated) {
    text.append("w is already a vertex of the simplex: converged");
  } else {
    text.append(GapText(look)).append(" <= 1e-12 |v|^2: converged");
  }
  TraceStep& step =
      trace.Decide("iteration " + std::to_string(look.iteration), std::move(text), "converged");
  MarkSupport(step, look);
}

void RecordGjkEnclosed(Trace& trace, const GjkLook& look, const Simplex& simplex) {
  std::string text = SupportText(look);
  text.append("; ").append(GapText(look)).append(": simplex of ");
  text.append(std::to_string(simplex.count)).append(" vertices, the tetrahedron holds the origin");
  TraceStep& step =
      trace.Decide("iteration " + std::to_string(look.iteration), std::move(text), "overlap");
  MarkSupport(step, look);
}

void RecordGjkReduced(Trace& trace, const GjkLook& look, const Simplex& simplex,
                      const Vec3& nearest, bool progressed) {
  std::string text = SupportText(look);
  text.append("; ").append(GapText(look)).append(": simplex of ");
  text.append(std::to_string(simplex.count)).append(simplex.count == 1 ? " vertex" : " vertices");
  text.append(", nearest the origin its ").append(FeatureOf(simplex.count));
  text.append(": distance ").append(TraceNumber(glm::length(nearest)));
  std::string topic = "iteration " + std::to_string(look.iteration);
  if (!progressed) {
    text.append(", not nearer than ").append(TraceNumber(glm::length(look.v))).append(": stop");
  }
  TraceStep& step = progressed
                        ? trace.Step(std::move(topic), std::move(text), FeatureOf(simplex.count))
                        : trace.Decide(std::move(topic), std::move(text), "no progress");
  MarkSupport(step, look);
  step.Mark(PointMark{nearest, "nearest"});
}

void RecordGjkOutOfIterations(Trace& trace, int iterations) {
  trace.Decide("iteration limit", std::to_string(iterations) + " iterations: stop", "stopped");
}

void RecordClosestPoints(Trace& trace, double cores_distance, double radius_a, double radius_b,
                         const Vec3& on_a, const Vec3& on_b, double distance) {
  std::string text = "A's closest point ";
  text.append(TraceVector(on_a)).append(", B's ").append(TraceVector(on_b)).append(": ");
  if (radius_a != 0.0 || radius_b != 0.0) {
    text.append("the cores ").append(TraceNumber(cores_distance)).append(" apart, less the radii ");
    text.append(TraceNumber(radius_a)).append(" + ").append(TraceNumber(radius_b)).append(": ");
  }
  text.append("distance ").append(TraceNumber(distance));
  TraceStep& step = trace.Step("closest points", std::move(text), "distance");
  step.Mark(SegmentMark{on_a, on_b, "d " + TraceNumber(distance)});
}

void RecordClosestCores(Trace& trace, const Segment& core_a, const Segment& core_b,
                        const Vec3& on_a, const Vec3& on_b, double distance) {
  const auto core = [](const Segment& s) {
    std::string text = s.start == s.end ? "the point " : "the segment ";
    text.append(TraceVector(s.start));
    if (s.start != s.end) {
      text.append("-").append(TraceVector(s.end));
    }
    return text;
  };
  std::string text = "A's core is ";
  text.append(core(core_a)).append(", B's ").append(core(core_b));
  text.append(": nearest at ").append(TraceVector(on_a)).append(" and ");
  text.append(TraceVector(on_b)).append(", ").append(TraceNumber(distance)).append(" apart");
  TraceStep& step = trace.Step("cores", std::move(text), "closest");
  step.Mark(PointMark{on_a, "A's core"});
  step.Mark(PointMark{on_b, "B's core"});
}

void RecordEpaExpansion(Trace& trace, const EpaLook& look, bool stop) {
  std::string text = "nearest face: distance ";
  text.append(TraceNumber(look.distance)).append(", normal ").append(TraceVector(look.normal));
  text.append("; support beyond it w = ").append(TraceVector(look.beyond));
  text.append(": distance grew by ").append(TraceNumber(look.gain));
  text.append(stop ? " <= tolerance " : " > tolerance ").append(TraceNumber(look.tolerance));
  text.append(stop ? ": stop" : ": expand");
  std::string topic = "expansion " + std::to_string(look.expansion);
  TraceStep& step = stop ? trace.Decide(std::move(topic), std::move(text), "stop")
                         : trace.Step(std::move(topic), std::move(text), "expand");
  step.Mark(TriangleMark{look.corners[0], look.corners[1], look.corners[2], "nearest face"});
  step.Mark(PointMark{look.beyond, "w"});
}

void RecordEpaStuck(Trace& trace, int expansion, const char* why) {
  trace.Decide("expansion " + std::to_string(expansion), why, "stop");
}

}  // namespace collide
