#include "collide/queries/plane_intersections.h"

#include <cmath>
#include <string>
#include <utility>

namespace collide {

bool Intersects(const Sphere& sphere, const BookPlane& plane) {
  return std::abs(PlaneEquation(plane, sphere.center)) <= sphere.radius;
}

bool Intersects(const BookPlane& plane, const Sphere& sphere) {
  return Intersects(sphere, plane);
}

bool Intersects(const Aabb& box, const BookPlane& plane) {
  const Vec3 center = (box.min + box.max) * 0.5;
  const Vec3 extents = box.max - center;
  const double reach = glm::dot(extents, glm::abs(plane.normal));
  return std::abs(PlaneEquation(plane, center)) <= reach;
}

bool Intersects(const BookPlane& plane, const Aabb& box) {
  return Intersects(box, plane);
}

bool Intersects(const BookPlane& a, const BookPlane& b) {
  const Vec3 across = glm::cross(a.normal, b.normal);
  return glm::dot(across, across) > kPlanesParallelEpsilon;
}

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
    step.marks.push_back(PlaneMark{plane->normal, plane->distance, foot, 0.0});
  }
}

void StepPoint(Trace& trace, const Vec3& numerator, double determinant, const Vec3& point) {
  std::string text = "p = (d1 (n2 x n3) + d2 (n3 x n1) + d3 (n1 x n2)) / det = ";
  text.append(TraceVector(numerator)).append(" / ").append(TraceNumber(determinant));
  text.append(" = ").append(TraceVector(point));
  trace.Decide("point", std::move(text), "point").marks.push_back(PointMark{point, "p"});
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
  NoTrace untraced;
  return IntersectionPoint(a, b, c, untraced);
}

template std::optional<Vec3> IntersectionPoint<NoTrace>(const BookPlane&, const BookPlane&,
                                                        const BookPlane&, NoTrace&);
template std::optional<Vec3> IntersectionPoint<Trace>(const BookPlane&, const BookPlane&,
                                                      const BookPlane&, Trace&);

}  // namespace collide
