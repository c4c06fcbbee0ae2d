#include "collide/sat/sat.h"

#include <array>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>

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

// SatTest(const OrientedBox&, const OrientedBox&): sat_oriented_boxes.cpp.

SatResult SatTest(const Hexahedron& a, const Hexahedron& b) {
  const Vec3 origin = a.corners[0];
  return PolytopeTest(MakePolytope(a, origin), MakePolytope(b, origin));
}

std::optional<std::pair<OrientedBox, OrientedBox>> AsOrientedBoxPair(const BoxShape& a,
                                                                     const BoxShape& b) {
  const auto as_box = [](const BoxShape& s) -> std::optional<OrientedBox> {
    if (const auto* box = std::get_if<OrientedBox>(&s)) {
      return *box;
    }
    if (const auto* aabb = std::get_if<Aabb>(&s)) {
      return ToOrientedBox(*aabb);
    }
    return std::nullopt;
  };
  if (std::holds_alternative<Aabb>(a) && std::holds_alternative<Aabb>(b)) {
    return std::nullopt;
  }
  const std::optional<OrientedBox> box_a = as_box(a);
  const std::optional<OrientedBox> box_b = as_box(b);
  if (!box_a || !box_b) {
    return std::nullopt;
  }
  return std::make_pair(*box_a, *box_b);
}

SatResult SatTest(const BoxShape& a, const BoxShape& b) {
  if (std::holds_alternative<Aabb>(a) && std::holds_alternative<Aabb>(b)) {
    return SatTest(std::get<Aabb>(a), std::get<Aabb>(b));
  }
  if (const auto boxes = AsOrientedBoxPair(a, b)) {
    return SatTest(boxes->first, boxes->second);
  }
  const Vec3 origin = BoxCenter(a);
  return PolytopeTest(MakePolytope(a, origin), MakePolytope(b, origin));
}

bool SatIntersects(const BoxShape& a, const BoxShape& b) {
  if (std::holds_alternative<Aabb>(a) && std::holds_alternative<Aabb>(b)) {
    return Intersects(std::get<Aabb>(a), std::get<Aabb>(b));
  }
  if (const auto boxes = AsOrientedBoxPair(a, b)) {
    return SatIntersects(boxes->first, boxes->second);
  }
  return SatTest(a, b).intersects;
}

}  // namespace collide
