#include "collide/queries/plane_intersections.h"

#include <cmath>
#include <string>
#include <utility>

namespace collide {

namespace {

// The steps are written by cold functions out of the way (see
// point_tests.cpp): inlined into the traced instantiations, their string work
// would use up the compiler's inlining budget for the untraced code.

// B's plane at its own place: the point n d, the plane's point nearest the
// origin, at distance 0.
PlaneMark BookPlaneMark(const BookPlane& plane, const Vec3& point, double signed_distance) {
  return PlaneMark{plane.normal, plane.distance, point, signed_distance};
}

// "|s| = 0.30 <= 0.50: they intersect", the last step of the tests that
// hold a distance from the plane against a radius.
std::string HeldAgainst(double signed_distance, const std::string& radius_name, double radius,
                        bool hit) {
  std::string text = std::string("|") + TraceNumber(signed_distance) + "| = ";
  text.append(TraceNumber(std::abs(signed_distance))).append(hit ? " <= " : " > ");
  text.append(radius_name).append(" = ").append(TraceNumber(radius));
  text.append(hit ? ": they intersect" : ": they are apart");
  return text;
}

[[gnu::cold]] void RecordSpherePlane(Trace& trace, const Sphere& sphere, const BookPlane& plane,
                                     double signed_distance, bool hit) {
  trace
      .Step("distance", std::string("A's centre ") + TraceVector(sphere.center) +
                            " against B's plane, n = " + TraceVector(plane.normal) +
                            ", d = " + TraceNumber(plane.distance) +
                            ": n . c - d = " + TraceNumber(signed_distance))
      .Mark(BookPlaneMark(plane, sphere.center, signed_distance));
  trace
      .Decide("radius", HeldAgainst(signed_distance, "r_A", sphere.radius, hit),
              hit ? "intersect" : "apart")
      .Mark(AxisMark{Vec3(0.0),
                     plane.normal,
                     {signed_distance + plane.distance - sphere.radius,
                      signed_distance + plane.distance + sphere.radius},
                     {plane.distance, plane.distance}});
}

[[gnu::cold]] void RecordAabbPlane(Trace& trace, const BookPlane& plane, const Vec3& center,
                                   const Vec3& extents, double reach, double signed_distance,
                                   bool hit) {
  const Vec3 n = glm::abs(plane.normal);
  trace.Step("projected radius",
             std::string("A's centre ") + TraceVector(center) + ", half extents " +
                 TraceVector(extents) + "; on B's normal " + TraceVector(plane.normal) +
                 " they reach r = e . |n| = " + TraceNumber(extents.x) + " * " + TraceNumber(n.x) +
                 " + " + TraceNumber(extents.y) + " * " + TraceNumber(n.y) + " + " +
                 TraceNumber(extents.z) + " * " + TraceNumber(n.z) + " = " + TraceNumber(reach));
  trace
      .Step("distance", std::string("A's centre against B's plane (d = ") +
                            TraceNumber(plane.distance) +
                            "): n . c - d = " + TraceNumber(signed_distance))
      .Mark(BookPlaneMark(plane, center, signed_distance));
  trace.Decide("radius", HeldAgainst(signed_distance, "r", reach, hit), hit ? "intersect" : "apart")
      .Mark(AxisMark{
          Vec3(0.0),
          plane.normal,
          {signed_distance + plane.distance - reach, signed_distance + plane.distance + reach},
          {plane.distance, plane.distance}});
}

[[gnu::cold]] void RecordPlanePlane(Trace& trace, const BookPlane& a, const BookPlane& b,
                                    const Vec3& across, double squared, bool hit) {
  TraceStep& step =
      trace.Step("cross product", std::string("n_A x n_B = ") + TraceVector(a.normal) + " x " +
                                      TraceVector(b.normal) + " = " + TraceVector(across) +
                                      ", |n_A x n_B|^2 = " + TraceNumber(squared));
  step.Mark(BookPlaneMark(a, a.normal * a.distance, 0.0));
  step.Mark(BookPlaneMark(b, b.normal * b.distance, 0.0));
  trace.Decide("parallel",
               TraceNumber(squared) + (hit ? " > 0.0001: not parallel, they intersect"
                                           : " <= 0.0001: parallel, they do not intersect"),
               hit ? "intersect" : "parallel");
}

[[gnu::cold]] void RecordCornerSide(Trace& trace, const BookPlane& plane, size_t i,
                                    const Vec3& corner, double side) {
  const std::string topic = std::string("corner ") + std::to_string(i);
  const char* finding = side > 0.0 ? "in front" : (side < 0.0 ? "behind" : "on the plane");
  trace
      .Step(
          topic,
          topic + " " + TraceVector(corner) + ": n . p - d = " + TraceNumber(side) + ": " + finding,
          finding)
      .Mark(BookPlaneMark(plane, corner, side));
}

[[gnu::cold]] void RecordSides(Trace& trace, bool in_front, bool hit) {
  const char* text = hit ? "corners on both sides (or on the plane): they intersect"
                         : (in_front ? "all 8 corners strictly in front: apart"
                                     : "all 8 corners strictly behind: apart");
  trace.Decide("sides", text, hit ? "intersect" : "apart");
}

}  // namespace

template <typename Tracer>
bool Intersects(const Sphere& sphere, const BookPlane& plane, Tracer& trace) {
  const double signed_distance = PlaneEquation(plane, sphere.center);
  const bool hit = std::abs(signed_distance) <= sphere.radius;
  if constexpr (Tracer::kOn) {
    RecordSpherePlane(trace, sphere, plane, signed_distance, hit);
  }
  return hit;
}

bool Intersects(const Sphere& sphere, const BookPlane& plane) {
  NoTrace& untraced = Untraced();
  return Intersects(sphere, plane, untraced);
}

bool Intersects(const BookPlane& plane, const Sphere& sphere) {
  return Intersects(sphere, plane);
}

template <typename Tracer>
bool Intersects(const Aabb& box, const BookPlane& plane, Tracer& trace) {
  const Vec3 center = (box.min + box.max) * 0.5;
  const Vec3 extents = box.max - center;
  const double reach = glm::dot(extents, glm::abs(plane.normal));
  const double signed_distance = PlaneEquation(plane, center);
  const bool hit = std::abs(signed_distance) <= reach;
  if constexpr (Tracer::kOn) {
    RecordAabbPlane(trace, plane, center, extents, reach, signed_distance, hit);
  }
  return hit;
}

bool Intersects(const Aabb& box, const BookPlane& plane) {
  NoTrace& untraced = Untraced();
  return Intersects(box, plane, untraced);
}

bool Intersects(const BookPlane& plane, const Aabb& box) {
  return Intersects(box, plane);
}

template <typename Tracer>
bool Intersects(const BookPlane& a, const BookPlane& b, Tracer& trace) {
  const Vec3 across = glm::cross(a.normal, b.normal);
  const double squared = glm::dot(across, across);
  const bool hit = squared > kPlanesParallelEpsilon;
  if constexpr (Tracer::kOn) {
    RecordPlanePlane(trace, a, b, across, squared, hit);
  }
  return hit;
}

bool Intersects(const BookPlane& a, const BookPlane& b) {
  NoTrace& untraced = Untraced();
  return Intersects(a, b, untraced);
}

template <typename Tracer>
bool CornersStraddle(const BoxShape& box, const BookPlane& plane, Tracer& trace) {
  bool in_front = false;
  bool behind = false;
  const BoxCorners corners = Corners(box);
  for (size_t i = 0; i < corners.size(); ++i) {
    const double side = PlaneEquation(plane, corners[i]);
    in_front |= side >= 0.0;
    behind |= side <= 0.0;
    if constexpr (Tracer::kOn) {
      RecordCornerSide(trace, plane, i, corners[i], side);
    }
  }
  const bool hit = in_front && behind;
  if constexpr (Tracer::kOn) {
    RecordSides(trace, in_front, hit);
  }
  return hit;
}

bool CornersStraddle(const BoxShape& box, const BookPlane& plane) {
  NoTrace& untraced = Untraced();
  return CornersStraddle(box, plane, untraced);
}

template bool Intersects<NoTrace>(const Sphere&, const BookPlane&, NoTrace&);
template bool Intersects<Trace>(const Sphere&, const BookPlane&, Trace&);
template bool Intersects<NoTrace>(const Aabb&, const BookPlane&, NoTrace&);
template bool Intersects<Trace>(const Aabb&, const BookPlane&, Trace&);
template bool Intersects<NoTrace>(const BookPlane&, const BookPlane&, NoTrace&);
template bool Intersects<Trace>(const BookPlane&, const BookPlane&, Trace&);
template bool CornersStraddle<NoTrace>(const BoxShape&, const BookPlane&, NoTrace&);
template bool CornersStraddle<Trace>(const BoxShape&, const BookPlane&, Trace&);

std::optional<InfiniteLine> IntersectionLine(const BookPlane& a, const BookPlane& b) {
  if (!Intersects(a, b)) {
    return std::nullopt;
  }
  const Vec3 across = glm::cross(a.normal, b.normal);
  const double length_squared = glm::dot(across, across);
  const Vec3 point =
      glm::cross(a.distance * b.normal - b.distance * a.normal, across) / length_squared;
  return InfiniteLine{point, across / std::sqrt(length_squared)};
}

namespace {

// Cramer's determinant n1 . (n2 x n3), with the three planes drawn.
void StepDeterminant(Trace& trace, const BookPlane& a, const BookPlane& b, const BookPlane& c,
                     const Vec3& bc, double determinant, bool single) {
  std::string text = "n2 x n3 = ";
  text.append(TraceVector(bc)).append("; det = n1 . (n2 x n3) = ").append(TraceNumber(determinant));
  text.append(single ? ", |det| >= " : ", |det| < ").append(TraceNumber(kThreePlanesEpsilon));
  text.append(single ? ": one point" : ": parallel: no single point");
  TraceStep& step = single ? trace.Step("determinant", std::move(text), "one point")
                           : trace.Decide("determinant", std::move(text), "parallel");
  for (const BookPlane* plane : {&a, &b, &c}) {
    const Vec3 foot = plane->normal * plane->distance;  // its point nearest the origin
    step.Mark(PlaneMark{plane->normal, plane->distance, foot, 0.0});
  }
}

void StepPoint(Trace& trace, const Vec3& numerator, double determinant, const Vec3& point) {
  std::string text = "p = (d1 (n2 x n3) + d2 (n3 x n1) + d3 (n1 x n2)) / det = ";
  text.append(TraceVector(numerator)).append(" / ").append(TraceNumber(determinant));
  text.append(" = ").append(TraceVector(point));
  trace.Decide("point", std::move(text), "point").Mark(PointMark{point, "p"});
}

}  // namespace

template <typename Tracer>
std::optional<Vec3> IntersectionPoint(const BookPlane& a, const BookPlane& b, const BookPlane& c,
                                      Tracer& trace) {
  const Vec3 bc = glm::cross(b.normal, c.normal);
  const double determinant = glm::dot(a.normal, bc);
  const bool single = std::abs(determinant) >= kThreePlanesEpsilon;
  if constexpr (Tracer::kOn) {
    StepDeterminant(trace, a, b, c, bc, determinant, single);
  }
  if (!single) {
    return std::nullopt;
  }
  const Vec3 numerator = a.distance * bc + b.distance * glm::cross(c.normal, a.normal) +
                         c.distance * glm::cross(a.normal, b.normal);
  const Vec3 point = numerator / determinant;
  if constexpr (Tracer::kOn) {
    StepPoint(trace, numerator, determinant, point);
  }
  return point;
}

std::optional<Vec3> IntersectionPoint(const BookPlane& a, const BookPlane& b, const BookPlane& c) {
  NoTrace& untraced = Untraced();
  return IntersectionPoint(a, b, c, untraced);
}

template std::optional<Vec3> IntersectionPoint<NoTrace>(const BookPlane&, const BookPlane&,
                                                        const BookPlane&, NoTrace&);
template std::optional<Vec3> IntersectionPoint<Trace>(const BookPlane&, const BookPlane&,
                                                      const BookPlane&, Trace&);

}  // namespace collide
