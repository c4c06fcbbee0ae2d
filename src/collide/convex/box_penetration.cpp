// In a's frame, as sat_oriented_boxes.cpp: b's axes are the columns of
// r = a^T b and its centre t. Every axis l is projected on as computed and
// the overlap divided by |l| only where it is the least so far.
#include "collide/convex/box_penetration.h"

#include <array>
#include <cmath>
#include <cstddef>

#include "collide/sat/sat.h"

namespace collide {
namespace box_penetration_detail {
namespace {

struct Least {
  double depth = kInfinity;  // overlap / |l|
  Vec3 axis{0.0};            // l / |l| in a's frame, towards b
  int edge_a = -1;
  int edge_b = -1;
};

// Overlap along l of the projections, radius_a + radius_b - |distance|;
// false when they are apart by more than `slack`.
inline bool Measure(double radius_a, double radius_b, double distance, const Vec3& l, double length,
                    double bias, double slack, int edge_a, int edge_b, Least& least) {
  const double overlap = radius_a + radius_b - std::abs(distance);
  if (overlap < -slack * length) {
    return false;
  }
  if (overlap + bias * length < least.depth * length) {
    least.depth = overlap / length;
    least.axis = (distance >= 0.0 ? l : -l) / length;
    least.edge_a = edge_a;
    least.edge_b = edge_b;
  }
  return true;
}

}  // namespace
}  // namespace box_penetration_detail

std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b) {
  using namespace box_penetration_detail;
  const Mat3 a_transpose = glm::transpose(a.rotation);
  const Mat3 r = a_transpose * b.rotation;  // r[j] = b's axis j in a's frame
  const Vec3 t = a_transpose * (b.center - a.center);
  const Vec3& ha = a.half_extents;
  const Vec3& hb = b.half_extents;
  const double slack = kSatRelativeTolerance * PairToleranceScale(glm::length(ha), glm::length(hb));
  // abs_r[j][k] = |r[j][k]|
  std::array<Vec3, 3> abs_r = {glm::abs(r[0]), glm::abs(r[1]), glm::abs(r[2])};
  Least least;
  for (int i = 0; i < 3; ++i) {  // a's face normals e_i
    Vec3 l(0.0);
    l[i] = 1.0;
    const double radius_b = hb.x * abs_r[0][i] + hb.y * abs_r[1][i] + hb.z * abs_r[2][i];
    if (!Measure(ha[i], radius_b, t[i], l, 1.0, 0.0, slack, -1, -1, least)) {
      return std::nullopt;
    }
  }
  for (int j = 0; j < 3; ++j) {  // b's face normals r[j]
    const double radius_a = glm::dot(ha, abs_r[static_cast<std::size_t>(j)]);
    if (!Measure(radius_a, hb[j], glm::dot(t, r[j]), r[j], 1.0, 0.0, slack, -1, -1, least)) {
      return std::nullopt;
    }
  }
  // Edge pairs: l = e_i x r[j]; its two nonzero components are p, q.
  for (int i = 0; i < 3; ++i) {
    const int p = (i + 1) % 3;
    const int q = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      Vec3 l(0.0);
      l[p] = -r[j][q];
      l[q] = r[j][p];
      const double length = std::sqrt(l[p] * l[p] + l[q] * l[q]);
      if (length <= kSatParallelTolerance) {
        continue;  // parallel edges: the face normals already cover them
      }
      const double radius_a = ha[p] * std::abs(l[p]) + ha[q] * std::abs(l[q]);
      const double radius_b = hb[(j + 1) % 3] * std::abs(glm::dot(r[(j + 1) % 3], l)) +
                              hb[(j + 2) % 3] * std::abs(glm::dot(r[(j + 2) % 3], l));
      if (!Measure(radius_a, radius_b, t[p] * l[p] + t[q] * l[q], l, length, slack, slack, i, j,
                   least)) {
        return std::nullopt;
      }
    }
  }
  BoxContactAxis axis;
  axis.normal = a.rotation * least.axis;
  axis.depth = std::max(least.depth, 0.0);
  axis.edge_axis_a = least.edge_a;
  axis.edge_axis_b = least.edge_b;
  return axis;
}

}  // namespace collide
