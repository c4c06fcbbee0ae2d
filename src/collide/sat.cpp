#include "collide/sat.h"

#include <array>

#include <algorithm>
#include <cmath>

namespace collide {
namespace {

// A convex solid as the face-and-edge test sees it: corners relative to a
// shared origin, candidate face normals and edge directions (not unit).
struct Polytope {
  BoxCorners corners{};
  std::array<Vec3, 6> face_normals{};
  std::array<int, 6> face_ids{};
  int face_count = 0;
  std::array<Vec3, 12> edges{};
  std::array<int, 12> edge_ids{};
  int edge_count = 0;
  double radius = 0.0;
};

bool Parallel(const Vec3& u, const Vec3& v) {
  const Vec3 c = glm::cross(u, v);
  return glm::dot(c, c) <=
         kSatParallelTolerance * kSatParallelTolerance * glm::dot(u, u) * glm::dot(v, v);
}

// Boxes: the three axes are both the face normals and the edge directions,
// and stay valid when an extent is zero (a rectangle still has its in-plane
// edge normals as axes).
Polytope MakePolytope(const OrientedBox& box, const Vec3& origin) {
  Polytope p;
  const Vec3 center = box.center - origin;
  for (int i = 0; i < 8; ++i) {
    const Vec3 local((i & 1) ? box.half_extents.x : -box.half_extents.x,
                     (i & 2) ? box.half_extents.y : -box.half_extents.y,
                     (i & 4) ? box.half_extents.z : -box.half_extents.z);
    p.corners[static_cast<size_t>(i)] = center + box.rotation * local;
  }
  for (int k = 0; k < 3; ++k) {
    p.face_normals[static_cast<size_t>(k)] = box.rotation[k];
    p.face_ids[static_cast<size_t>(k)] = k;
    p.edges[static_cast<size_t>(k)] = box.rotation[k];
    p.edge_ids[static_cast<size_t>(k)] = k;
  }
  p.face_count = 3;
  p.edge_count = 3;
  p.radius = glm::length(box.half_extents);
  return p;
}

Polytope MakePolytope(const Aabb& box, const Vec3& origin) {
  Polytope p;
  const Aabb relative{box.min - origin, box.max - origin};
  p.corners = Corners(relative);
  for (int k = 0; k < 3; ++k) {
    Vec3 axis(0.0);
    axis[k] = 1.0;
    p.face_normals[static_cast<size_t>(k)] = axis;
    p.face_ids[static_cast<size_t>(k)] = k;
    p.edges[static_cast<size_t>(k)] = axis;
    p.edge_ids[static_cast<size_t>(k)] = k;
  }
  p.face_count = 3;
  p.edge_count = 3;
  p.radius = 0.5 * glm::length(box.max - box.min);
  return p;
}

Polytope MakePolytope(const Hexahedron& box, const Vec3& origin) {
  Polytope p;
  for (size_t i = 0; i < 8; ++i) {
    p.corners[i] = box.corners[i] - origin;
  }
  for (size_t f = 0; f < 6; ++f) {
    const auto& idx = kBoxFaces[f];
    const Vec3 n =
        glm::cross(p.corners[static_cast<size_t>(idx[2])] - p.corners[static_cast<size_t>(idx[0])],
                   p.corners[static_cast<size_t>(idx[3])] - p.corners[static_cast<size_t>(idx[1])]);
    if (n != Vec3(0.0)) {
      p.face_normals[static_cast<size_t>(p.face_count)] = n;
      p.face_ids[static_cast<size_t>(p.face_count)] = static_cast<int>(f);
      ++p.face_count;
    }
  }
  // A box-like hexahedron has only 3 edge directions; testing each once keeps
  // it at 9 cross products instead of 144.
  for (size_t e = 0; e < 12; ++e) {
    const Vec3 d = p.corners[static_cast<size_t>(kBoxEdges[e][1])] -
                   p.corners[static_cast<size_t>(kBoxEdges[e][0])];
    if (d == Vec3(0.0)) {
      continue;
    }
    bool seen = false;
    for (int k = 0; k < p.edge_count && !seen; ++k) {
      seen = Parallel(d, p.edges[static_cast<size_t>(k)]);
    }
    if (!seen) {
      p.edges[static_cast<size_t>(p.edge_count)] = d;
      p.edge_ids[static_cast<size_t>(p.edge_count)] = static_cast<int>(e);
      ++p.edge_count;
    }
  }
  Vec3 mean(0.0);
  for (const Vec3& c : p.corners) {
    mean += c / 8.0;
  }
  for (const Vec3& c : p.corners) {
    p.radius = std::max(p.radius, glm::length(c - mean));
  }
  return p;
}

Polytope MakePolytope(const BoxShape& box, const Vec3& origin) {
  return std::visit([&](const auto& shape) { return MakePolytope(shape, origin); }, box);
}

struct Interval {
  double low;
  double high;
};

Interval Project(const BoxCorners& corners, const Vec3& axis) {
  Interval interval{glm::dot(corners[0], axis), glm::dot(corners[0], axis)};
  for (size_t i = 1; i < 8; ++i) {
    const double d = glm::dot(corners[i], axis);
    interval.low = std::min(interval.low, d);
    interval.high = std::max(interval.high, d);
  }
  return interval;
}

// Tests one axis of the face-and-edge test; fills `result` when it separates.
bool Separates(const Polytope& a, const Polytope& b, const Vec3& axis, double slack,
               SatAxisKind kind, int feature_a, int feature_b, SatResult& result) {
  const double length_squared = glm::dot(axis, axis);
  if (length_squared == 0.0) {
    return false;
  }
  const Interval ia = Project(a.corners, axis);
  const Interval ib = Project(b.corners, axis);
  const double gap_ab = ib.low - ia.high;  // b beyond a along +axis
  const double gap_ba = ia.low - ib.high;  // b beyond a along -axis
  const double gap = std::max(gap_ab, gap_ba);
  const double length = std::sqrt(length_squared);
  if (gap <= slack * length) {
    return false;
  }
  result.intersects = false;
  result.separating_axis = (gap_ab >= gap_ba ? axis : -axis) / length;
  result.separation = gap / length;
  result.axis_kind = kind;
  result.feature_a = feature_a;
  result.feature_b = feature_b;
  return true;
}

SatResult PolytopeTest(const Polytope& a, const Polytope& b) {
  SatResult result;
  const double slack = kSatRelativeTolerance * PairToleranceScale(a.radius, b.radius);
  for (int i = 0; i < a.face_count; ++i) {
    if (Separates(a, b, a.face_normals[static_cast<size_t>(i)], slack, SatAxisKind::kFaceOfA,
                  a.face_ids[static_cast<size_t>(i)], -1, result)) {
      return result;
    }
  }
  for (int j = 0; j < b.face_count; ++j) {
    if (Separates(a, b, b.face_normals[static_cast<size_t>(j)], slack, SatAxisKind::kFaceOfB, -1,
                  b.face_ids[static_cast<size_t>(j)], result)) {
      return result;
    }
  }
  for (int i = 0; i < a.edge_count; ++i) {
    for (int j = 0; j < b.edge_count; ++j) {
      const Vec3& ea = a.edges[static_cast<size_t>(i)];
      const Vec3& eb = b.edges[static_cast<size_t>(j)];
      if (Parallel(ea, eb)) {
        continue;
      }
      if (Separates(a, b, glm::cross(ea, eb), slack, SatAxisKind::kEdgeCross,
                    a.edge_ids[static_cast<size_t>(i)], b.edge_ids[static_cast<size_t>(j)],
                    result)) {
        return result;
      }
    }
  }
  return result;
}

OrientedBox ToOrientedBox(const Aabb& box) {
  return {0.5 * (box.min + box.max), 0.5 * (box.max - box.min), Mat3(1.0)};
}

}  // namespace

bool Intersects(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

SatResult SatTest(const Aabb& a, const Aabb& b) {
  SatResult result;
  for (int k = 0; k < 3; ++k) {
    const double gap_ab = b.min[k] - a.max[k];
    const double gap_ba = a.min[k] - b.max[k];
    if (gap_ab > 0.0 || gap_ba > 0.0) {
      result.intersects = false;
      result.separating_axis = Vec3(0.0);
      result.separating_axis[k] = gap_ab > 0.0 ? 1.0 : -1.0;
      result.separation = std::max(gap_ab, gap_ba);
      result.axis_kind = SatAxisKind::kFaceOfA;
      result.feature_a = k;
      return result;
    }
  }
  return result;
}

SatResult SatTest(const OrientedBox& a, const OrientedBox& b) {
  // In a's frame a's axes are e0, e1, e2 and b's are the columns of r.
  const Mat3 a_transpose = glm::transpose(a.rotation);
  const Mat3 r = a_transpose * b.rotation;
  const Vec3 t = a_transpose * (b.center - a.center);
  const Vec3& ha = a.half_extents;
  const Vec3& hb = b.half_extents;
  SatResult result;

  // Every axis is an explicit vector l in a's frame, projected on as it is:
  // a short l (near-parallel edges) gives short projections, not noise.
  // Six of the axes have zeros in l: a's face normals e_i, and e_i x r[j],
  // whose i-th component is zero. Their products are left out below; adding
  // a zero term changes no sum, so every projection is the same number the
  // full dot products give, in a fraction of the work.
  //
  // `gap` is the projections' gap on l; the axis separates when it exceeds
  // slack * |l|. The square roots (|l|, the tolerance's scale) are taken
  // only for a positive gap: slack * |l| >= 0, so a gap <= 0 never
  // separates, and a pair that intersects stops there on every axis.
  const auto separates = [&](double gap, double distance, const Vec3& l, SatAxisKind kind,
                             int feature_a, int feature_b) {
    if (gap <= 0.0) {
      return false;
    }
    const double length_squared = glm::dot(l, l);
    if (length_squared == 0.0) {
      return false;
    }
    const double length = std::sqrt(length_squared);
    const double slack =
        kSatRelativeTolerance * PairToleranceScale(glm::length(ha), glm::length(hb));
    if (gap <= slack * length) {
      return false;
    }
    result.intersects = false;
    result.separating_axis = a.rotation * ((distance >= 0.0 ? l : -l) / length);
    result.separation = gap / length;
    result.axis_kind = kind;
    result.feature_a = feature_a;
    result.feature_b = feature_b;
    return true;
  };

  // Plain arrays for the indexed loops below: glm's operator[] on a vector
  // is a switch over the component.
  std::array<std::array<double, 3>, 3> rc{};  // rc[j][k] = r[j][k], column j
  std::array<double, 3> tc{};
  std::array<double, 3> hac{};
  std::array<double, 3> hbc{};
  for (int k = 0; k < 3; ++k) {
    const auto uk = static_cast<size_t>(k);
    for (int j = 0; j < 3; ++j) {
      rc[static_cast<size_t>(j)][uk] = r[j][k];
    }
    tc[uk] = t[k];
    hac[uk] = ha[k];
    hbc[uk] = hb[k];
  }

  // a's face normals: l = e_i.
  for (size_t i = 0; i < 3; ++i) {
    const double radius_b =
        hbc[0] * std::abs(rc[0][i]) + hbc[1] * std::abs(rc[1][i]) + hbc[2] * std::abs(rc[2][i]);
    const double gap = std::abs(tc[i]) - hac[i] - radius_b;
    if (gap > 0.0) {
      Vec3 axis(0.0);
      axis[static_cast<int>(i)] = 1.0;
      if (separates(gap, tc[i], axis, SatAxisKind::kFaceOfA, static_cast<int>(i), -1)) {
        return result;
      }
    }
  }
  // b's face normals: l = r[j], no zeros.
  for (int j = 0; j < 3; ++j) {
    const Vec3& l = r[j];
    const double radius_a = ha.x * std::abs(l.x) + ha.y * std::abs(l.y) + ha.z * std::abs(l.z);
    const double radius_b = hb.x * std::abs(glm::dot(r[0], l)) +
                            hb.y * std::abs(glm::dot(r[1], l)) + hb.z * std::abs(glm::dot(r[2], l));
    const double distance = glm::dot(t, l);
    if (separates(std::abs(distance) - radius_a - radius_b, distance, l, SatAxisKind::kFaceOfB, -1,
                  j)) {
      return result;
    }
  }
  // Edge pairs: l = e_i x r[j] is zero on axis i and, on the other two axes
  // p < q, (l[p], l[q]); e_i x v puts -v[(i + 2) % 3] on axis (i + 1) % 3 and
  // v[(i + 1) % 3] on (i + 2) % 3. Sums keep the full dot product's order.
  constexpr std::array<std::array<size_t, 2>, 3> kOthers = {{{1, 2}, {0, 2}, {0, 1}}};
  constexpr std::array<std::array<double, 2>, 3> kSigns = {{{-1.0, 1.0}, {1.0, -1.0}, {-1.0, 1.0}}};
  constexpr std::array<std::array<size_t, 2>, 3> kFrom = {{{2, 1}, {2, 0}, {1, 0}}};
  for (size_t i = 0; i < 3; ++i) {
    const size_t p = kOthers[i][0];
    const size_t q = kOthers[i][1];
    for (size_t j = 0; j < 3; ++j) {
      const std::array<double, 3>& v = rc[j];
      const double lp = kSigns[i][0] * v[kFrom[i][0]];
      const double lq = kSigns[i][1] * v[kFrom[i][1]];
      // Parallel(e_i, v), as in Parallel().
      if (lp * lp + lq * lq <= kSatParallelTolerance * kSatParallelTolerance * 1.0 *
                                   ((v[0] * v[0] + v[1] * v[1]) + v[2] * v[2])) {
        continue;
      }
      const double radius_a = hac[p] * std::abs(lp) + hac[q] * std::abs(lq);
      const double radius_b = hbc[0] * std::abs(rc[0][p] * lp + rc[0][q] * lq) +
                              hbc[1] * std::abs(rc[1][p] * lp + rc[1][q] * lq) +
                              hbc[2] * std::abs(rc[2][p] * lp + rc[2][q] * lq);
      const double distance = tc[p] * lp + tc[q] * lq;
      const double gap = std::abs(distance) - radius_a - radius_b;
      if (gap > 0.0) {
        Vec3 l(0.0);
        l[static_cast<int>(p)] = lp;
        l[static_cast<int>(q)] = lq;
        if (separates(gap, distance, l, SatAxisKind::kEdgeCross, static_cast<int>(i),
                      static_cast<int>(j))) {
          return result;
        }
      }
    }
  }
  return result;
}

SatResult SatTest(const Hexahedron& a, const Hexahedron& b) {
  const Vec3 origin = a.corners[0];
  return PolytopeTest(MakePolytope(a, origin), MakePolytope(b, origin));
}

SatResult SatTest(const BoxShape& a, const BoxShape& b) {
  const auto* aabb_a = std::get_if<Aabb>(&a);
  const auto* aabb_b = std::get_if<Aabb>(&b);
  if (aabb_a && aabb_b) {
    return SatTest(*aabb_a, *aabb_b);
  }
  if (!std::holds_alternative<Hexahedron>(a) && !std::holds_alternative<Hexahedron>(b)) {
    const OrientedBox box_a = aabb_a ? ToOrientedBox(*aabb_a) : std::get<OrientedBox>(a);
    const OrientedBox box_b = aabb_b ? ToOrientedBox(*aabb_b) : std::get<OrientedBox>(b);
    return SatTest(box_a, box_b);
  }
  const Vec3 origin = BoxCenter(a);
  return PolytopeTest(MakePolytope(a, origin), MakePolytope(b, origin));
}

}  // namespace collide
