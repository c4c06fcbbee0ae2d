#pragma once

// The bodies of the triangle pair SATs (triangle.h's IntersectsPlainSat and
// IntersectsRobustSat, templates on the tracer), for the two files that
// instantiate them: triangle_triangle.cpp for NoTrace, the fast path, and
// triangle_triangle_trace.cpp for Trace, beside the step writers declared
// here. Apart, the untraced unit holds only the fast path: with the traced
// copies beside it GCC kept the axis loop's SeparatedOnTheElevenAxes a
// third larger than before the traces (issue 38; BmTriangleTrianglePlainSat
// 0.98x of df0528c beside them, 0.93-0.95x apart).

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>
#include <string>

#include "collide/queries/triangle_parts.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace triangle_sat {

// The step writers (triangle_triangle_trace.cpp), called only when traced.

// One axis's step: both projections, as distances along the unit axis from
// A's corner 1 in the mark; the step decides when the axis separates.
void RecordPairAxis(Trace& trace, const Triangle& a, int number, const Vec3& axis,
                    const TriangleSpan& ia, const TriangleSpan& ib, bool separated);
// The first step of both SATs: the normals, axes 1 and 2.
std::string NormalsText(const Vec3& na, const Vec3& nb);
// One check of a segment against a triangle, deciding when it touches.
void RecordSpanCheck(Trace& trace, const std::string& topic, const std::string& text, bool touches);
// The robust SAT's step after the 11 axes: the normals' parallelism.
void RecordParallel(Trace& trace, const Vec3& na, const Vec3& nb, bool parallel);

template <typename Tracer>
bool SeparatedAlong(const Triangle& a, const Triangle& b, const Vec3& axis, Tracer& trace,
                    [[maybe_unused]] int number) {
  const TriangleSpan ia = ProjectTriangle(a, axis);
  const TriangleSpan ib = ProjectTriangle(b, axis);
  const bool separated = ia.max < ib.min || ib.max < ia.min;
  if constexpr (Tracer::kOn) {
    RecordPairAxis(trace, a, number, axis, ia, ib, separated);
  }
  return separated;
}

// The generic SAT's axes: both normals and the nine edge crosses. A zero
// axis projects both to 0 and never separates: the plain SAT's blind spot.
template <typename Tracer>
bool SeparatedOnTheElevenAxes(const Triangle& a, const Triangle& b, const Vec3& na, const Vec3& nb,
                              Tracer& trace) {
  if (SeparatedAlong(a, b, na, trace, 1) || SeparatedAlong(a, b, nb, trace, 2)) {
    return true;
  }
  int number = 3;  // A's edge i x B's edge j is axis 3 + 3 i + j
  for (const Vec3& ea : TriangleEdges(a)) {
    for (const Vec3& eb : TriangleEdges(b)) {
      if (SeparatedAlong(a, b, glm::cross(ea, eb), trace, number++))
        return true;
    }
  }
  return false;
}

// The segment a zero-area triangle is: its two corners farthest apart
// (equal for a point).
inline Segment SpanOf(const Triangle& t) {
  int best = 0;
  double best_length = -1.0;
  for (int i = 0; i < 3; ++i) {
    const Vec3 e = t[(i + 1) % 3] - t[i];
    if (glm::dot(e, e) > best_length) {
      best_length = glm::dot(e, e);
      best = i;
    }
  }
  return {t[best], t[(best + 1) % 3]};
}

// Squared distance between segments p1-q1 and p2-q2 (Ericson 5.1.9), each
// possibly a point.
inline double SegmentSegmentDistanceSquared(const Segment& s1, const Segment& s2) {
  const Vec3 d1 = s1.end - s1.start;
  const Vec3 d2 = s2.end - s2.start;
  const Vec3 r = s1.start - s2.start;
  const double a = glm::dot(d1, d1);
  const double e = glm::dot(d2, d2);
  const double f = glm::dot(d2, r);
  double s = 0.0;
  double t = 0.0;
  if (a == 0.0 && e == 0.0) {
    return glm::dot(r, r);
  }
  if (a == 0.0) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = glm::dot(d1, r);
    if (e == 0.0) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = glm::dot(d1, d2);
      const double denominator = a * e - b * b;
      s = denominator > 0.0 ? std::clamp((b * f - c * e) / denominator, 0.0, 1.0) : 0.0;
      t = (b * s + f) / e;
      if (t < 0.0) {
        t = 0.0;
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (t > 1.0) {
        t = 1.0;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      }
    }
  }
  const Vec3 between = (s1.start + s * d1) - (s2.start + t * d2);
  return glm::dot(between, between);
}

// Whether a segment (possibly a point), the span of the zero-area triangle
// named `span`, and the proper triangle `other` share a point: an end lies
// in it, or it touches an edge, or it crosses it.
template <typename Tracer>
bool SegmentTouchesTriangle(const Segment& segment, const Triangle& t, double tolerance,
                            Tracer& trace, [[maybe_unused]] const char* span,
                            [[maybe_unused]] const char* other) {
  NoTrace& untraced = Untraced();  // its nested queries are one step each
  const std::array<Vec3, 2> ends = {segment.start, segment.end};
  for (int k = 0; k < 2; ++k) {
    const Vec3& end = ends[static_cast<std::size_t>(k)];
    const double distance = glm::length(ClosestOnProperTriangle(t, end, untraced) - end);
    if constexpr (Tracer::kOn) {
      RecordSpanCheck(trace, k == 0 ? "span start" : "span end",
                      TraceText({span, "'s span's ", k == 0 ? "start " : "end ", TraceVector(end),
                                 " is ", TraceNumber(distance), " from ", other, " (tolerance ",
                                 TraceNumber(tolerance), ")"}),
                      distance <= tolerance);
    }
    if (distance <= tolerance)
      return true;
  }
  for (int i = 0; i < 3; ++i) {
    const Segment edge{t[i], t[(i + 1) % 3]};
    const double squared = SegmentSegmentDistanceSquared(segment, edge);
    if constexpr (Tracer::kOn) {
      RecordSpanCheck(trace, TraceText({other, "'s edge ", std::to_string(i + 1)}),
                      TraceText({span, "'s span to ", other, "'s edge ", std::to_string(i + 1),
                                 ": distance^2 ", TraceNumber(squared), " (tolerance^2 ",
                                 TraceNumber(tolerance * tolerance), ")"}),
                      squared <= tolerance * tolerance);
    }
    if (squared <= tolerance * tolerance)
      return true;
  }
  const bool crosses = Linecast(segment, t).has_value();
  if constexpr (Tracer::kOn) {
    trace.Decide("crossing",
                 TraceText({span, "'s span ", crosses ? "crosses " : "does not cross ", other,
                            crosses ? ": they touch" : ": they are apart"}),
                 crosses ? "touch" : "apart");
  }
  return crosses;
}

// The degenerate cases of the robust test: at least one triangle is a
// segment or a point, so distances decide instead of axes.
template <typename Tracer>
bool DegenerateTrianglesTouch(const Triangle& a, const Triangle& b, Tracer& trace) {
  const double scale = std::sqrt(std::max(LongestEdgeSquared(a), LongestEdgeSquared(b)));
  const double tolerance = 1e-12 * std::max(scale, 1.0);
  const bool a_flat = IsDegenerate(a);
  const bool b_flat = IsDegenerate(b);
  if (a_flat && b_flat) {
    const double squared = SegmentSegmentDistanceSquared(SpanOf(a), SpanOf(b));
    const bool touch = squared <= tolerance * tolerance;
    if constexpr (Tracer::kOn) {
      const Segment sa = SpanOf(a);
      const Segment sb = SpanOf(b);
      TraceStep& step = trace.Decide(
          "spans",
          TraceText({"A is the span ", TraceVector(sa.start), " - ", TraceVector(sa.end),
                     ", B the span ", TraceVector(sb.start), " - ", TraceVector(sb.end),
                     ": distance^2 ", TraceNumber(squared), " (tolerance^2 ",
                     TraceNumber(tolerance * tolerance), touch ? "): they touch" : "): apart"}),
          touch ? "touch" : "apart");
      step.Mark(SegmentMark{sa.start, sa.end, "A's span"});
      step.Mark(SegmentMark{sb.start, sb.end, "B's span"});
    }
    return touch;
  }
  return a_flat ? SegmentTouchesTriangle(SpanOf(a), b, tolerance, trace, "A", "B")
                : SegmentTouchesTriangle(SpanOf(b), a, tolerance, trace, "B", "A");
}

// Mostly parallel normals: the edge crosses all lie near the normal, so the
// axes in the common plane across each edge must be tried too.
inline bool NearlyParallel(const Vec3& n1, const Vec3& n2) {
  const Vec3 c = glm::cross(n1, n2);
  return glm::dot(c, c) <= 1e-12 * glm::dot(n1, n1) * glm::dot(n2, n2);
}

}  // namespace triangle_sat

template <typename Tracer>
bool IntersectsPlainSat(const Triangle& a, const Triangle& b, Tracer& trace) {
  const Vec3 na = AreaNormal(a);
  const Vec3 nb = AreaNormal(b);
  if constexpr (Tracer::kOn) {
    trace.Step("normals", triangle_sat::NormalsText(na, nb), "axes 1 and 2");
  }
  const bool separated = triangle_sat::SeparatedOnTheElevenAxes(a, b, na, nb, trace);
  if constexpr (Tracer::kOn) {
    if (!separated) {
      trace.Decide("the 11 axes", "none of the 11 axes separates them: they intersect",
                   "intersect");
    }
  }
  return !separated;
}

template <typename Tracer>
bool IntersectsRobustSat(const Triangle& a, const Triangle& b, Tracer& trace) {
  const Vec3 na = AreaNormal(a);
  const Vec3 nb = AreaNormal(b);
  const bool degenerate = IsDegenerate(a, na) || IsDegenerate(b, nb);
  if constexpr (Tracer::kOn) {
    const char* which = IsDegenerate(a, na) ? "; A" : "; B";
    trace.Step("normals",
               degenerate ? TraceText({triangle_sat::NormalsText(na, nb), which,
                                       " has no area (a segment or a point): distances decide"})
                          : triangle_sat::NormalsText(na, nb),
               degenerate ? "degenerate" : "axes 1 and 2");
  }
  if (degenerate) {
    return triangle_sat::DegenerateTrianglesTouch(a, b, trace);
  }
  if (triangle_sat::SeparatedOnTheElevenAxes(a, b, na, nb, trace)) {
    return false;
  }
  const bool parallel = triangle_sat::NearlyParallel(na, nb);
  if constexpr (Tracer::kOn) {
    triangle_sat::RecordParallel(trace, na, nb, parallel);
  }
  if (!parallel) {
    return true;  // the 11 axes decide when the planes cross
  }
  // Coplanar (or nearly): the axes across each edge within the plane.
  int number = 12;  // A's normal x A's edge i, then B's normal x B's edge j
  for (const Vec3& edge : TriangleEdges(a)) {
    if (triangle_sat::SeparatedAlong(a, b, glm::cross(na, edge), trace, number++))
      return false;
  }
  for (const Vec3& edge : TriangleEdges(b)) {
    if (triangle_sat::SeparatedAlong(a, b, glm::cross(nb, edge), trace, number++))
      return false;
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("the 17 axes", "none of the 17 axes separates them: they intersect", "intersect");
  }
  return true;
}

}  // namespace collide
