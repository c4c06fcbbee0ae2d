// The triangle's own geometry (triangle.h): its area normal, whether it
// has no area, and barycentric coordinates (Ericson, Real-Time Collision
// Detection, 3.4). Its tests against other shapes are
// queries/triangle_tests.cpp.
#include "collide/shapes/triangle.h"

#include <algorithm>

namespace collide {
namespace {

// A triangle whose area normal is this small against its longest edge
// squared is a segment or a point: its normal has no direction to trust.
constexpr double kDegenerateRelativeArea = 1e-12;

}  // namespace

double LongestEdgeSquared(const Triangle& t) {
  return std::max({glm::dot(t[1] - t[0], t[1] - t[0]), glm::dot(t[2] - t[1], t[2] - t[1]),
                   glm::dot(t[0] - t[2], t[0] - t[2])});
}

bool IsDegenerate(const Triangle& t, const Vec3& normal) {
  const double longest = LongestEdgeSquared(t);
  return glm::dot(normal, normal) <=
         kDegenerateRelativeArea * kDegenerateRelativeArea * longest * longest;
}
bool IsDegenerate(const Triangle& t) {
  return IsDegenerate(t, AreaNormal(t));
}

Vec3 ClosestOnSegment(const Vec3& a, const Vec3& b, const Vec3& p, double* s_out) {
  const Vec3 ab = b - a;
  const double length_squared = glm::dot(ab, ab);
  double s = length_squared > 0.0 ? glm::dot(p - a, ab) / length_squared : 0.0;
  s = std::clamp(s, 0.0, 1.0);
  if (s_out != nullptr) {
    *s_out = s;
  }
  return a + s * ab;
}

Vec3 AreaNormal(const Triangle& triangle) {
  return glm::cross(triangle[1] - triangle[0], triangle[2] - triangle[0]);
}

Vec3 Barycentric(const Triangle& triangle, const Vec3& point) {
  const Vec3 v0 = triangle[1] - triangle[0];
  const Vec3 v1 = triangle[2] - triangle[0];
  const Vec3 v2 = point - triangle[0];
  const double d00 = glm::dot(v0, v0);
  const double d01 = glm::dot(v0, v1);
  const double d11 = glm::dot(v1, v1);
  const double d20 = glm::dot(v2, v0);
  const double d21 = glm::dot(v2, v1);
  const double denominator = d00 * d11 - d01 * d01;
  if (!IsDegenerate(triangle) && denominator != 0.0) {
    const double v = (d11 * d20 - d01 * d21) / denominator;
    const double w = (d00 * d21 - d01 * d20) / denominator;
    return {1.0 - v - w, v, w};
  }
  // A segment or a point: the weights of the nearest point on its span.
  int best = 0;
  double best_length = -1.0;
  for (int i = 0; i < 3; ++i) {
    const Vec3 e = triangle[(i + 1) % 3] - triangle[i];
    if (glm::dot(e, e) > best_length) {
      best_length = glm::dot(e, e);
      best = i;
    }
  }
  double s = 0.0;
  ClosestOnSegment(triangle[best], triangle[(best + 1) % 3], point, &s);
  Vec3 weights(0.0);
  weights[best] = 1.0 - s;
  weights[(best + 1) % 3] = s;
  return weights;
}

}  // namespace collide
