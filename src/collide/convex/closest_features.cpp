#include "collide/convex/closest_features.h"

#include <algorithm>
#include <cmath>

namespace collide {
namespace {

double Clamp01(double value) {
  return std::clamp(value, 0.0, 1.0);
}

ClosestPoints Between(const Vec3& on_a, const Vec3& on_b) {
  return ClosestPoints{glm::length(on_b - on_a), on_a, on_b};
}

// The fraction along `direction` from `start` of the point nearest `point`,
// in [0, 1]; 0 for a zero-length direction.
double FractionNearest(const Vec3& start, const Vec3& direction, const Vec3& point) {
  const double length_squared = glm::dot(direction, direction);
  if (length_squared <= 0.0) {
    return 0.0;
  }
  return Clamp01(glm::dot(point - start, direction) / length_squared);
}

}  // namespace

ClosestPoints ClosestPointToPoint(const Vec3& a, const Vec3& b) {
  return Between(a, b);
}

ClosestPoints ClosestPointToSegment(const Vec3& a, const Segment& b) {
  const Vec3 direction = b.end - b.start;
  return Between(a, b.start + direction * FractionNearest(b.start, direction, a));
}

namespace closest_features_detail {

// Inlined into both callers: the capsule pair's hot path loses a fifth of
// its speed to the call and the returned pair (measured).
[[gnu::always_inline]] inline SegmentFractions FractionsOf(const Segment& a, const Segment& b) {
  const Vec3 d1 = a.end - a.start;
  const Vec3 d2 = b.end - b.start;
  const double length1 = glm::dot(d1, d1);
  const double length2 = glm::dot(d2, d2);
  if (length1 <= 0.0) {
    return SegmentFractions{0.0, FractionNearest(b.start, d2, a.start)};
  }
  if (length2 <= 0.0) {
    return SegmentFractions{FractionNearest(a.start, d1, b.start), 0.0};
  }
  // The reciprocals first, side by side: the divisions are the latency.
  const double inverse1 = 1.0 / length1;
  const double inverse2 = 1.0 / length2;
  // The lines' closest parameter on a: ((b.start - a.start) x d2) . n / n.n
  // with n = d1 x d2 (equal to Ericson's (b f - c e) / (a e - b^2) by the
  // Binet-Cauchy identity, but without its cancellation). Parallel lines
  // (n = 0) take a's start; any start gives a closest pair once t and s are
  // clamped in turn below.
  const Vec3 normal = glm::cross(d1, d2);
  const double normal_squared = glm::dot(normal, normal);
  double s = 0.0;
  if (normal_squared > 0.0) {
    s = Clamp01(glm::dot(glm::cross(b.start - a.start, d2), normal) / normal_squared);
  }
  const double t_free = glm::dot(a.start + d1 * s - b.start, d2) * inverse2;
  const double t = Clamp01(t_free);
  if (t != t_free) {
    s = Clamp01(glm::dot(b.start + d2 * t - a.start, d1) * inverse1);
  }
  return SegmentFractions{s, t};
}

}  // namespace closest_features_detail

SegmentFractions ClosestSegmentFractions(const Segment& a, const Segment& b) {
  return closest_features_detail::FractionsOf(a, b);
}

ClosestPoints ClosestSegmentToSegment(const Segment& a, const Segment& b) {
  const SegmentFractions at = closest_features_detail::FractionsOf(a, b);
  return Between(a.start + (a.end - a.start) * at.s, b.start + (b.end - b.start) * at.t);
}

ClosestPoints Rounded(const ClosestPoints& cores, double radius_a, double radius_b) {
  if (radius_a == 0.0 && radius_b == 0.0) {
    return cores;
  }
  // cores.distance is the joining line's length already: no second root.
  const Vec3 direction = cores.distance > 0.0 ? (cores.on_b - cores.on_a) * (1.0 / cores.distance)
                                              : Vec3(1.0, 0.0, 0.0);
  return RoundedAlong(cores, direction, radius_a, radius_b);
}

ClosestPoints RoundedAlong(const ClosestPoints& cores, const Vec3& direction, double radius_a,
                           double radius_b) {
  return ClosestPoints{std::max(0.0, cores.distance - radius_a - radius_b),
                       cores.on_a + direction * radius_a, cores.on_b - direction * radius_b};
}

ClosestPoints ClosestRoundedSegments(const Segment& a, double radius_a, const Segment& b,
                                     double radius_b) {
  return Rounded(ClosestSegmentToSegment(a, b), radius_a, radius_b);
}

}  // namespace collide
