#include "collide/manifold/segment_pair.h"

#include <algorithm>

namespace collide {

SegmentPairPoints ClosestPointsOfSegments(const Vec3& p0, const Vec3& p1, const Vec3& q0,
                                          const Vec3& q1) {
  const Vec3 d1 = p1 - p0;
  const Vec3 d2 = q1 - q0;
  const Vec3 r = p0 - q0;
  const double a = glm::dot(d1, d1);
  const double e = glm::dot(d2, d2);
  const double f = glm::dot(d2, r);
  double s = 0.0;
  double t = 0.0;
  if (a <= 0.0 && e <= 0.0) {
    return {p0, q0};
  }
  if (a <= 0.0) {
    t = std::clamp(f / e, 0.0, 1.0);
  } else {
    const double c = glm::dot(d1, r);
    if (e <= 0.0) {
      s = std::clamp(-c / a, 0.0, 1.0);
    } else {
      const double b = glm::dot(d1, d2);
      const double denominator = a * e - b * b;  // >= 0; 0 when parallel
      s = denominator > 0.0 ? std::clamp((b * f - c * e) / denominator, 0.0, 1.0) : 0.0;
      t = (b * s + f) / e;
      // t outside [0, 1]: clamp it and recompute s for the clamped t.
      if (t < 0.0) {
        t = 0.0;
        s = std::clamp(-c / a, 0.0, 1.0);
      } else if (t > 1.0) {
        t = 1.0;
        s = std::clamp((b - c) / a, 0.0, 1.0);
      }
    }
  }
  return {p0 + d1 * s, q0 + d2 * t};
}

}  // namespace collide
