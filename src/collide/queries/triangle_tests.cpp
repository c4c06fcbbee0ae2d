// The triangle queries of triangle.h (its own geometry, the area normal and
// barycentrics, is shapes/triangle.cpp). Closest point follows Ericson
// (Real-Time Collision Detection, 5.1.5); the box test is
// Akenine-Moller's 13-axis SAT; the ray cast is Moller-Trumbore, two-sided.
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "collide/queries/point_tests.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace {

// The closest point on a zero-area triangle: the nearest of its three edges.
Vec3 ClosestOnDegenerate(const Triangle& t, const Vec3& p) {
  Vec3 best = t[0];
  double best_distance = std::numeric_limits<double>::infinity();
  for (int i = 0; i < 3; ++i) {
    const Vec3 q = ClosestOnSegment(t[i], t[(i + 1) % 3], p, nullptr);
    const double d = glm::dot(q - p, q - p);
    if (d < best_distance) {
      best_distance = d;
      best = q;
    }
  }
  return best;
}

// Ericson's ClosestPtPointTriangle: which Voronoi region of the triangle
// holds p, decided from dot products alone.
Vec3 ClosestOnProperTriangle(const Triangle& t, const Vec3& p) {
  const Vec3& a = t[0];
  const Vec3& b = t[1];
  const Vec3& c = t[2];
  const Vec3 ab = b - a;
  const Vec3 ac = c - a;
  const Vec3 ap = p - a;
  const double d1 = glm::dot(ab, ap);
  const double d2 = glm::dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0)
    return a;
  const Vec3 bp = p - b;
  const double d3 = glm::dot(ab, bp);
  const double d4 = glm::dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3)
    return b;
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0)
    return a + d1 / (d1 - d3) * ab;
  const Vec3 cp = p - c;
  const double d5 = glm::dot(ab, cp);
  const double d6 = glm::dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6)
    return c;
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0)
    return a + d2 / (d2 - d6) * ac;
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0) {
    return b + (d4 - d3) / ((d4 - d3) + (d5 - d6)) * (c - b);
  }
  const double denominator = 1.0 / (va + vb + vc);
  return a + ab * (vb * denominator) + ac * (vc * denominator);
}

// The interval of the triangle's corners along `axis`.
struct Interval {
  double min;
  double max;
};
Interval Project(const Triangle& t, const Vec3& axis) {
  const double p0 = glm::dot(axis, t[0]);
  const double p1 = glm::dot(axis, t[1]);
  const double p2 = glm::dot(axis, t[2]);
  return {std::min({p0, p1, p2}), std::max({p0, p1, p2})};
}

// Separated along `axis` with a gap (touching is not separated). A zero axis
// projects both to 0 and never separates: the plain SAT's blind spot.
bool SeparatedAlong(const Triangle& a, const Triangle& b, const Vec3& axis) {
  const Interval ia = Project(a, axis);
  const Interval ib = Project(b, axis);
  return ia.max < ib.min || ib.max < ia.min;
}

std::array<Vec3, 3> Edges(const Triangle& t) {
  return {t[1] - t[0], t[2] - t[1], t[0] - t[2]};
}

// The generic SAT's axes: both normals and the nine edge crosses.
bool SeparatedOnTheElevenAxes(const Triangle& a, const Triangle& b, const Vec3& na,
                              const Vec3& nb) {
  if (SeparatedAlong(a, b, na) || SeparatedAlong(a, b, nb)) {
    return true;
  }
  for (const Vec3& ea : Edges(a)) {
    for (const Vec3& eb : Edges(b)) {
      if (SeparatedAlong(a, b, glm::cross(ea, eb)))
        return true;
    }
  }
  return false;
}

// The segment a zero-area triangle is: its two corners farthest apart
// (equal for a point).
Segment SpanOf(const Triangle& t) {
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
double SegmentSegmentDistanceSquared(const Segment& s1, const Segment& s2) {
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

// Whether a segment (possibly a point) and a proper triangle share a point:
// it crosses the triangle, or an end lies in it, or it touches an edge.
bool SegmentTouchesTriangle(const Segment& segment, const Triangle& t, double tolerance) {
  if (glm::length(ClosestOnProperTriangle(t, segment.start) - segment.start) <= tolerance ||
      glm::length(ClosestOnProperTriangle(t, segment.end) - segment.end) <= tolerance) {
    return true;
  }
  for (int i = 0; i < 3; ++i) {
    const Segment edge{t[i], t[(i + 1) % 3]};
    if (SegmentSegmentDistanceSquared(segment, edge) <= tolerance * tolerance) {
      return true;
    }
  }
  return Linecast(segment, t).has_value();
}

// The degenerate cases of the robust test: at least one triangle is a
// segment or a point, so distances decide instead of axes.
bool DegenerateTrianglesTouch(const Triangle& a, const Triangle& b) {
  const double scale = std::sqrt(std::max(LongestEdgeSquared(a), LongestEdgeSquared(b)));
  const double tolerance = 1e-12 * std::max(scale, 1.0);
  const bool a_flat = IsDegenerate(a);
  const bool b_flat = IsDegenerate(b);
  if (a_flat && b_flat) {
    return SegmentSegmentDistanceSquared(SpanOf(a), SpanOf(b)) <= tolerance * tolerance;
  }
  return a_flat ? SegmentTouchesTriangle(SpanOf(a), b, tolerance)
                : SegmentTouchesTriangle(SpanOf(b), a, tolerance);
}

// Mostly parallel normals: the edge crosses all lie near the normal, so the
// axes in the common plane across each edge must be tried too.
bool NearlyParallel(const Vec3& n1, const Vec3& n2) {
  const Vec3 c = glm::cross(n1, n2);
  return glm::dot(c, c) <= 1e-12 * glm::dot(n1, n1) * glm::dot(n2, n2);
}

}  // namespace

Vec3 ClosestPoint(const Triangle& triangle, const Vec3& point) {
  return IsDegenerate(triangle) ? ClosestOnDegenerate(triangle, point)
                                : ClosestOnProperTriangle(triangle, point);
}

bool Contains(const Triangle& triangle, const Vec3& point) {
  if (!IsFinite(point)) {
    return false;
  }
  return glm::length(ClosestPoint(triangle, point) - point) <= kPointOnPlaneEpsilon;
}

bool Intersects(const Sphere& sphere, const Triangle& triangle) {
  const Vec3 gap = ClosestPoint(triangle, sphere.center) - sphere.center;
  return glm::dot(gap, gap) <= sphere.radius * sphere.radius;
}

bool Intersects(const Aabb& box, const Triangle& triangle) {
  const Vec3 center = (box.min + box.max) * 0.5;
  const Vec3 extents = (box.max - box.min) * 0.5;
  const Triangle t{{triangle[0] - center, triangle[1] - center, triangle[2] - center}};
  const auto separates = [&](const Vec3& axis) {
    const double radius =
        extents.x * std::abs(axis.x) + extents.y * std::abs(axis.y) + extents.z * std::abs(axis.z);
    const Interval span = Project(t, axis);
    return span.min > radius || span.max < -radius;
  };
  const std::array<Vec3, 3> box_axes = {Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
  for (const Vec3& axis : box_axes) {
    if (separates(axis))
      return false;
  }
  for (const Vec3& edge : Edges(t)) {
    for (const Vec3& axis : box_axes) {
      if (separates(glm::cross(edge, axis)))
        return false;
    }
  }
  return !separates(AreaNormal(t));
}

bool Intersects(const BookPlane& plane, const Triangle& triangle) {
  bool front = false;
  bool back = false;
  for (const Vec3& corner : triangle.corners) {
    const double side = glm::dot(plane.normal, corner) - plane.distance;
    if (std::abs(side) <= kPointOnPlaneEpsilon)
      return true;
    (side > 0.0 ? front : back) = true;
  }
  return front && back;
}

bool IntersectsPlainSat(const Triangle& a, const Triangle& b) {
  return !SeparatedOnTheElevenAxes(a, b, AreaNormal(a), AreaNormal(b));
}

bool IntersectsRobustSat(const Triangle& a, const Triangle& b) {
  const Vec3 na = AreaNormal(a);
  const Vec3 nb = AreaNormal(b);
  if (IsDegenerate(a, na) || IsDegenerate(b, nb)) {
    return DegenerateTrianglesTouch(a, b);
  }
  if (SeparatedOnTheElevenAxes(a, b, na, nb)) {
    return false;
  }
  if (!NearlyParallel(na, nb)) {
    return true;  // the 11 axes decide when the planes cross
  }
  // Coplanar (or nearly): the axes across each edge within the plane.
  for (const Vec3& edge : Edges(a)) {
    if (SeparatedAlong(a, b, glm::cross(na, edge)))
      return false;
  }
  for (const Vec3& edge : Edges(b)) {
    if (SeparatedAlong(a, b, glm::cross(nb, edge)))
      return false;
  }
  return true;
}

std::optional<TriangleHit> Raycast(const Ray& ray, const Triangle& triangle) {
  const Vec3 e1 = triangle[1] - triangle[0];
  const Vec3 e2 = triangle[2] - triangle[0];
  const Vec3 p = glm::cross(ray.direction, e2);
  const double determinant = glm::dot(e1, p);
  // Parallel to the plane (or a zero-area triangle): no single first point.
  if (std::abs(determinant) <= 1e-14 * std::max(glm::dot(e1, e1), glm::dot(e2, e2))) {
    return std::nullopt;
  }
  const double inverse = 1.0 / determinant;
  const Vec3 s = ray.origin - triangle[0];
  const double u = glm::dot(s, p) * inverse;
  if (u < 0.0 || u > 1.0)
    return std::nullopt;
  const Vec3 q = glm::cross(s, e1);
  const double v = glm::dot(ray.direction, q) * inverse;
  if (v < 0.0 || u + v > 1.0)
    return std::nullopt;
  const double t = glm::dot(e2, q) * inverse;
  if (t < 0.0)
    return std::nullopt;
  return TriangleHit{t, ray.origin + t * ray.direction, Vec3(1.0 - u - v, u, v)};
}

std::optional<TriangleHit> Linecast(const Segment& segment, const Triangle& triangle) {
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray) {
    return std::nullopt;
  }
  std::optional<TriangleHit> hit = Raycast(*ray, triangle);
  if (hit && hit->t > glm::length(segment.end - segment.start)) {
    return std::nullopt;
  }
  return hit;
}

}  // namespace collide
