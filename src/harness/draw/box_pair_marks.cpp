#include "harness/draw/box_pair_marks.h"

#include "harness/draw/contact_marks.h"

#include <algorithm>
#include <vector>

#include "collide/queries/box_edges_inside.h"
#include "collide/registry/box_box.h"

namespace harness {

using collide::Vec3;

void DrawSeparatingAxis(Draw& draw, const collide::BoxShape& a, const collide::BoxShape& b,
                        const collide::SatResult& sat) {
  const Vec3 axis = sat.separating_axis;
  const auto project = [&](const collide::BoxShape& box, double* low, double* high) {
    *low = collide::kInfinity;
    *high = -collide::kInfinity;
    for (const Vec3& c : collide::Corners(box)) {
      *low = std::min(*low, glm::dot(axis, c));
      *high = std::max(*high, glm::dot(axis, c));
    }
  };
  double a_low, a_high, b_low, b_high;
  project(a, &a_low, &a_high);
  project(b, &b_low, &b_high);
  // The line passes through the centres' midpoint, moved along the axis.
  const Vec3 mid = 0.5 * (collide::BoxCenter(a) + collide::BoxCenter(b));
  const Vec3 base = mid - axis * glm::dot(axis, mid);
  const auto at = [&](double s) { return base + axis * s; };
  draw.Line(at(a_low), at(b_high), kAxisColor);
  // A perpendicular pair of directions for ticks and the plane's square.
  Vec3 u, v;
  collide::PerpendicularBasis(axis, &u, &v);
  const double size = 0.5 * std::min(collide::BoundingRadius(a), collide::BoundingRadius(b)) + 0.05;
  for (double s : {a_high, b_low}) {
    draw.Line(base + axis * s - u * (0.3 * size), base + axis * s + u * (0.3 * size), kAxisColor);
  }
  const Vec3 plane = base + axis * (0.5 * (a_high + b_low));
  const Vec3 square[4] = {plane + (u + v) * size, plane + (u - v) * size, plane - (u + v) * size,
                          plane - (u - v) * size};
  for (int i = 0; i < 4; ++i) {
    draw.Line(square[i], square[(i + 1) % 4], kAxisColor);
  }
}

void DrawBoxesDisagreement(Draw& draw, const collide::BoxShape& a, const collide::BoxShape& b) {
  const std::vector<collide::EdgePiece> pieces = collide::EdgesInside(a, b);
  Vec3 sum(0.0);
  for (const collide::EdgePiece& s : pieces) {
    draw.Line(s.a, s.b, kDisagreeColor);
    sum += s.a + s.b;
  }
  const Vec3 at = pieces.empty() ? 0.5 * (collide::BoxCenter(a) + collide::BoxCenter(b))
                                 : sum / (2.0 * static_cast<double>(pieces.size()));
  const float size = static_cast<float>(
      0.25 * collide::PairToleranceScale(collide::BoundingRadius(a), collide::BoundingRadius(b)));
  const glm::vec3 p = ToFloat(at);
  for (int k = 0; k < 3; ++k) {
    glm::vec3 d(0.0f);
    d[k] = size;
    draw.Line(p - d, p + d, kDisagreeColor);
  }
  draw.Point(p, 12.0f, kDisagreeColor);
}

bool DrawPairMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b) {
  const bool contacts = DrawContactMarks(draw, a, b);
  const auto box_a = collide::BoxOf(a);
  const auto box_b = collide::BoxOf(b);
  if (!box_a || !box_b) {
    return contacts;
  }
  const collide::SatResult sat = collide::SatTest(*box_a, *box_b);
  if (!sat.intersects) {
    DrawSeparatingAxis(draw, *box_a, *box_b, sat);
  }
  return true;
}

}  // namespace harness
