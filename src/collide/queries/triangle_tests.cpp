// The single triangle's queries of triangle.h (its own geometry, the area
// normal and barycentrics, is shapes/triangle.cpp; triangle against
// triangle is triangle_triangle.cpp). Closest point follows Ericson
// (Real-Time Collision Detection, 5.1.5); the box test is
// Akenine-Moller's 13-axis SAT; the ray cast is Moller-Trumbore, two-sided.
// Each records its steps when traced (trace.h).
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "collide/queries/point_tests.h"
#include "collide/queries/triangle_parts.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// The closest point on a zero-area triangle: the nearest of its three edges.
template <typename Tracer>
Vec3 ClosestOnDegenerate(const Triangle& t, const Vec3& p, Tracer& trace) {
  Vec3 best = t[0];
  double best_distance = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    const Vec3 q = ClosestOnSegment(t[i], t[(i + 1) % 3], p, nullptr);
    const double d = glm::dot(q - p, q - p);
    if constexpr (Tracer::kOn) {
      const std::string edge = TraceText({"edge ", std::to_string(i + 1)});
      trace
          .Step(edge,
                TraceText({edge, "'s point nearest p is ", TraceVector(q), ", |q - p|^2 = ",
                           TraceNumber(d), d < best_distance ? ": the nearest so far" : ""}),
                d < best_distance ? "nearer" : "farther")
          .Mark(PointMark{q, edge});
    }
    if (d < best_distance) {
      best_distance = d;
      best = q;
    }
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("closest", TraceText({"the nearest of them: ", TraceVector(best)}), "edge")
        .Mark(PointMark{best, "closest"});
  }
  return best;
}

// One Voronoi region looked at: the test's numbers and whether p is in it;
// the region that holds p decides, with its closest point marked.
void RecordRegion(Trace& trace, const std::string& topic, const std::string& numbers,
                  const char* condition, bool inside, const Vec3& closest,
                  const std::string& label) {
  const std::string text =
      TraceText({topic, ": ", numbers, inside ? "; " : "; not (", condition,
                 inside ? ": p is in its region, closest " : "): not in its region",
                 inside ? TraceVector(closest) : ""});
  if (inside) {
    trace.Decide(topic, text, "inside").Mark(PointMark{closest, label});
  } else {
    trace.Step(topic, text, "outside");
  }
}

std::string Named(const char* first, double x, const char* second, double y) {
  return TraceText({first, " = ", TraceNumber(x), ", ", second, " = ", TraceNumber(y)});
}

// The face region: barycentric coordinates from the regions' numbers.
void RecordFace(Trace& trace, double va, double vb, double vc, const Vec3& closest) {
  const double sum = va + vb + vc;
  const Vec3 weights(va / sum, vb / sum, vc / sum);
  trace
      .Decide("face",
              TraceText({"face: va = ", TraceNumber(va), ", vb = ", TraceNumber(vb),
                         ", vc = ", TraceNumber(vc), "; p projects inside, barycentric ",
                         TraceVector(weights), ", closest ", TraceVector(closest)}),
              "inside")
      .Mark(PointMark{closest, TraceText({"barycentric ", TraceVector(weights)})});
}

// The closest point's step: the point queried (p) and its distance.
std::string DistanceText(const Vec3& closest, const Vec3& p, const char* what) {
  return TraceText({"the closest point ", TraceVector(closest), " is ",
                    TraceNumber(glm::length(closest - p)), " from ", what});
}

// Axis `number` of the box test: 1 to 3 the box's x, y, z; 4 to 12 B's
// edge i x the box's axis j (j counting fastest); 13 B's normal.
std::string BoxAxisName(int number) {
  static constexpr std::array<const char*, 3> kAxes = {"x", "y", "z"};
  if (number <= 3) {
    return TraceText({"the box's ", kAxes[static_cast<std::size_t>(number - 1)]});
  }
  if (number <= 12) {
    return TraceText({"B's edge ", std::to_string((number - 4) / 3 + 1), " x ",
                      kAxes[static_cast<std::size_t>((number - 4) % 3)]});
  }
  return "B's normal";
}

// One axis of the box test: the box's radius about its centre against the
// triangle's projection; the mark's intervals are distances along the unit
// axis from the box's centre.
void RecordBoxAxis(Trace& trace, int number, const Vec3& axis, const Vec3& center, double radius,
                   const TriangleSpan& span, bool separates) {
  const std::string topic = TraceText({"axis ", std::to_string(number)});
  const std::string named =
      TraceText({topic, ", ", BoxAxisName(number), " = ", TraceVector(axis), ": "});
  if (axis == Vec3(0.0)) {
    trace.Step(topic, TraceText({named, "a zero axis, both project to [0, 0]: no gap"}),
               "zero axis");
    return;
  }
  const std::string spans =
      TraceText({named, "the box projects to ", TraceRange({-radius, radius}), ", B to ",
                 TraceRange({span.min, span.max}), " (from the box's centre); "});
  const double length = glm::length(axis);
  const AxisMark mark{center,
                      axis / length,
                      {-radius / length, radius / length},
                      {span.min / length, span.max / length}};
  if (!separates) {
    trace.Step(topic, TraceText({spans, "no gap"}), "overlap").Mark(mark);
    return;
  }
  const double gap = span.min > radius ? span.min - radius : -radius - span.max;
  trace.Decide(topic, TraceText({spans, "gap ", TraceNumber(gap), ": separated"}), "separated")
      .Mark(mark);
}

// One corner against the plane: on it decides; else which side.
void RecordCorner(Trace& trace, const BookPlane& plane, int i, const Vec3& corner, double side) {
  const std::string topic = TraceText({"corner ", std::to_string(i + 1)});
  const bool on = std::abs(side) <= kPointOnPlaneEpsilon;
  const std::string text =
      TraceText({topic, " ", TraceVector(corner), ": n . x - d = ", TraceNumber(side),
                 on ? ": on the plane (within 1e-05): they intersect"
                    : (side > 0.0 ? ": in front" : ": behind")});
  const PlaneMark mark{plane.normal, plane.distance, corner, side};
  if (on) {
    trace.Decide(topic, text, "on the plane").Mark(mark);
  } else {
    trace.Step(topic, text, side > 0.0 ? "in front" : "behind").Mark(mark);
  }
}

// The numbers of Ericson's walk up to edge 1-2's region.
struct FirstRegionsDots {
  double d1, d2, d3, d4, vc;
};

// Ericson's walk on from corner 3's region, when p is in none of corner 1's,
// corner 2's and edge 1-2's.
template <typename Tracer>
Vec3 ClosestPastEdge12(const Triangle& t, const Vec3& p, const FirstRegionsDots& dots,
                       Tracer& trace) {
  const Vec3& a = t[0];
  const Vec3& b = t[1];
  const Vec3& c = t[2];
  const Vec3 ab = b - a;
  const Vec3 ac = c - a;
  const auto [d1, d2, d3, d4, vc] = dots;
  const Vec3 cp = p - c;
  const double d5 = glm::dot(ab, cp);
  const double d6 = glm::dot(ac, cp);
  const bool in_c = d6 >= 0.0 && d5 <= d6;
  if constexpr (Tracer::kOn) {
    RecordRegion(trace, "corner 3", Named("d5", d5, "d6", d6), "d6 >= 0 and d5 <= d6", in_c, c,
                 "corner 3");
  }
  if (in_c)
    return c;
  const double vb = d5 * d2 - d1 * d6;
  const bool in_ac = vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0;
  if constexpr (Tracer::kOn) {
    const Vec3 q = in_ac ? a + d2 / (d2 - d6) * ac : a;
    RecordRegion(trace, "edge 1-3", TraceText({"vb = d5 d2 - d1 d6 = ", TraceNumber(vb)}),
                 "vb <= 0, d2 >= 0 and d6 <= 0", in_ac, q, "on edge 1-3");
  }
  if (in_ac)
    return a + d2 / (d2 - d6) * ac;
  const double va = d3 * d6 - d5 * d4;
  const bool in_bc = va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0;
  if constexpr (Tracer::kOn) {
    const Vec3 q = in_bc ? b + (d4 - d3) / ((d4 - d3) + (d5 - d6)) * (c - b) : b;
    RecordRegion(trace, "edge 2-3", TraceText({"va = d3 d6 - d5 d4 = ", TraceNumber(va)}),
                 "va <= 0, d4 - d3 >= 0 and d5 - d6 >= 0", in_bc, q, "on edge 2-3");
  }
  if (in_bc) {
    return b + (d4 - d3) / ((d4 - d3) + (d5 - d6)) * (c - b);
  }
  const double denominator = 1.0 / (va + vb + vc);
  const Vec3 closest = a + ab * (vb * denominator) + ac * (vc * denominator);
  if constexpr (Tracer::kOn) {
    RecordFace(trace, va, vb, vc, closest);
  }
  return closest;
}

}  // namespace

template <typename Tracer>
Vec3 ClosestOnProperTriangle(const Triangle& t, const Vec3& p, Tracer& trace) {
  const Vec3& a = t[0];
  const Vec3& b = t[1];
  const Vec3& c = t[2];
  const Vec3 ab = b - a;
  const Vec3 ac = c - a;
  const Vec3 ap = p - a;
  const double d1 = glm::dot(ab, ap);
  const double d2 = glm::dot(ac, ap);
  const bool in_a = d1 <= 0.0 && d2 <= 0.0;
  if constexpr (Tracer::kOn) {
    RecordRegion(trace, "corner 1", Named("d1", d1, "d2", d2), "d1 <= 0 and d2 <= 0", in_a, a,
                 "corner 1");
  }
  if (in_a)
    return a;
  const Vec3 bp = p - b;
  const double d3 = glm::dot(ab, bp);
  const double d4 = glm::dot(ac, bp);
  const bool in_b = d3 >= 0.0 && d4 <= d3;
  if constexpr (Tracer::kOn) {
    RecordRegion(trace, "corner 2", Named("d3", d3, "d4", d4), "d3 >= 0 and d4 <= d3", in_b, b,
                 "corner 2");
  }
  if (in_b)
    return b;
  const double vc = d1 * d4 - d3 * d2;
  const bool in_ab = vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0;
  if constexpr (Tracer::kOn) {
    const Vec3 q = in_ab ? a + d1 / (d1 - d3) * ab : a;
    RecordRegion(trace, "edge 1-2", TraceText({"vc = d1 d4 - d3 d2 = ", TraceNumber(vc)}),
                 "vc <= 0, d1 >= 0 and d3 <= 0", in_ab, q, "on edge 1-2");
  }
  if (in_ab)
    return a + d1 / (d1 - d3) * ab;
  return ClosestPastEdge12(t, p, {d1, d2, d3, d4, vc}, trace);
}

template <typename Tracer>
Vec3 ClosestPoint(const Triangle& triangle, const Vec3& point, Tracer& trace) {
  const bool degenerate = IsDegenerate(triangle);
  if constexpr (Tracer::kOn) {
    trace
        .Step("area",
              TraceText(
                  {"B's area normal (B2 - B1) x (B3 - B1) = ", TraceVector(AreaNormal(triangle)),
                   degenerate ? ": no area (a segment or a point): its nearest edge point"
                              : ": B has area: Ericson's Voronoi regions of p = ",
                   degenerate ? "" : TraceVector(point)}),
              degenerate ? "degenerate" : "proper")
        .Mark(TriangleMark{triangle[0], triangle[1], triangle[2], "B"});
  }
  return degenerate ? ClosestOnDegenerate(triangle, point, trace)
                    : ClosestOnProperTriangle(triangle, point, trace);
}

Vec3 ClosestPoint(const Triangle& triangle, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(triangle, point, untraced);
}

template <typename Tracer>
bool Contains(const Triangle& triangle, const Vec3& point, Tracer& trace) {
  if (!IsFinite(point)) {
    if constexpr (Tracer::kOn) {
      trace.Decide("point", "A is not finite: not in B", "outside");
    }
    return false;
  }
  const Vec3 closest = ClosestPoint(triangle, point, trace);
  const bool inside = glm::length(closest - point) <= kPointOnPlaneEpsilon;
  if constexpr (Tracer::kOn) {
    trace
        .Decide("distance",
                TraceText({DistanceText(closest, point, "A"),
                           inside ? " <= 1e-05: A is in B" : " > 1e-05: A is not in B"}),
                inside ? "inside" : "outside")
        .Mark(SegmentMark{point, closest, "distance"});
  }
  return inside;
}

bool Contains(const Triangle& triangle, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Contains(triangle, point, untraced);
}

template <typename Tracer>
bool Intersects(const Sphere& sphere, const Triangle& triangle, Tracer& trace) {
  const Vec3 gap = ClosestPoint(triangle, sphere.center, trace) - sphere.center;
  const bool hit = glm::dot(gap, gap) <= sphere.radius * sphere.radius;
  if constexpr (Tracer::kOn) {
    TraceStep& step =
        trace.Decide("radius",
                     TraceText({DistanceText(sphere.center + gap, sphere.center, "A's centre"),
                                ": squared ", TraceNumber(glm::dot(gap, gap)), hit ? " <= " : " > ",
                                "r^2 = ", TraceNumber(sphere.radius * sphere.radius),
                                hit ? ": they intersect" : ": they are apart"}),
                     hit ? "intersect" : "apart");
    step.Mark(SegmentMark{sphere.center, sphere.center + gap, "gap"});
    step.Mark(SphereMark{sphere.center, sphere.radius, "A"});
  }
  return hit;
}

bool Intersects(const Sphere& sphere, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Intersects(sphere, triangle, untraced);
}

template <typename Tracer>
bool Intersects(const Aabb& box, const Triangle& triangle, Tracer& trace) {
  const Vec3 center = (box.min + box.max) * 0.5;
  const Vec3 extents = (box.max - box.min) * 0.5;
  const Triangle t{{triangle[0] - center, triangle[1] - center, triangle[2] - center}};
  const auto separates = [&](const Vec3& axis, [[maybe_unused]] int number) {
    const double radius =
        extents.x * std::abs(axis.x) + extents.y * std::abs(axis.y) + extents.z * std::abs(axis.z);
    const TriangleSpan span = ProjectTriangle(t, axis);
    const bool apart = span.min > radius || span.max < -radius;
    if constexpr (Tracer::kOn) {
      RecordBoxAxis(trace, number, axis, center, radius, span, apart);
    }
    return apart;
  };
  const std::array<Vec3, 3> box_axes = {Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
  for (int j = 0; j < 3; ++j) {
    if (separates(box_axes[static_cast<std::size_t>(j)], 1 + j))
      return false;
  }
  const std::array<Vec3, 3> edges = TriangleEdges(t);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const std::size_t e = static_cast<std::size_t>(i);
      if (separates(glm::cross(edges[e], box_axes[static_cast<std::size_t>(j)]), 4 + 3 * i + j))
        return false;
    }
  }
  const bool apart = separates(AreaNormal(t), 13);
  if constexpr (Tracer::kOn) {
    if (!apart) {
      trace.Decide("the 13 axes", "none of the 13 axes separates them: they intersect",
                   "intersect");
    }
  }
  return !apart;
}

bool Intersects(const Aabb& box, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Intersects(box, triangle, untraced);
}

template <typename Tracer>
bool Intersects(const BookPlane& plane, const Triangle& triangle, Tracer& trace) {
  bool front = false;
  bool back = false;
  for (int i = 0; i < 3; ++i) {
    const Vec3& corner = triangle[i];
    const double side = glm::dot(plane.normal, corner) - plane.distance;
    if constexpr (Tracer::kOn) {
      RecordCorner(trace, plane, i, corner, side);
    }
    if (std::abs(side) <= kPointOnPlaneEpsilon)
      return true;
    (side > 0.0 ? front : back) = true;
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("sides",
                 front && back
                     ? "corners on both sides: they intersect"
                     : (front ? "every corner in front: apart" : "every corner behind: apart"),
                 front && back ? "intersect" : "apart");
  }
  return front && back;
}

bool Intersects(const BookPlane& plane, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Intersects(plane, triangle, untraced);
}

// Every traced function, untraced and traced.
template Vec3 ClosestOnProperTriangle<NoTrace>(const Triangle&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<NoTrace>(const Triangle&, const Vec3&, NoTrace&);
template bool Contains<NoTrace>(const Triangle&, const Vec3&, NoTrace&);
template bool Intersects<NoTrace>(const Sphere&, const Triangle&, NoTrace&);
template bool Intersects<NoTrace>(const Aabb&, const Triangle&, NoTrace&);
template bool Intersects<NoTrace>(const BookPlane&, const Triangle&, NoTrace&);
template Vec3 ClosestOnProperTriangle<Trace>(const Triangle&, const Vec3&, Trace&);
template Vec3 ClosestPoint<Trace>(const Triangle&, const Vec3&, Trace&);
template bool Contains<Trace>(const Triangle&, const Vec3&, Trace&);
template bool Intersects<Trace>(const Sphere&, const Triangle&, Trace&);
template bool Intersects<Trace>(const Aabb&, const Triangle&, Trace&);
template bool Intersects<Trace>(const BookPlane&, const Triangle&, Trace&);

}  // namespace collide
