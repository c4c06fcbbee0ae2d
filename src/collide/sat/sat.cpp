#include "collide/sat/sat.h"

#include <array>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <utility>

#include "collide/sat/sat_axis_trace.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// A convex solid as the face-and-edge test sees it: corners relative to a
// shared origin, candidate face normals and edge directions (not unit).
struct Polytope {
  Vec3 origin{0.0};  // where the corners are measured from, in world space
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
  p.origin = origin;
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
  p.origin = origin;
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
  p.origin = origin;
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

// A feature's name in a step: a box's local axis, a hexahedron's face or
// edge index.
std::string FeatureName(int id, bool box_like) {
  return box_like ? std::string(SatAxisName(id)) : std::to_string(id);
}

// Which axis of the face-and-edge walk is looked at, for its step:
// `number` counts from 1 in the walk's order, `where` names the features.
struct AxisLabel {
  int number;
  std::string where;
};

// Tests one axis of the face-and-edge test; fills `result` when it separates.
template <typename Tracer>
bool Separates(const Polytope& a, const Polytope& b, const Vec3& axis, double slack,
               SatAxisKind kind, int feature_a, int feature_b, SatResult& result, Tracer& trace,
               const AxisLabel& label) {
  const double length_squared = glm::dot(axis, axis);
  if (length_squared == 0.0) {
    if constexpr (Tracer::kOn) {
      trace.Step("axis " + std::to_string(label.number),
                 "axis " + std::to_string(label.number) + ", " + label.where + ": zero, skipped",
                 "zero axis: skipped");
    }
    return false;
  }
  const Interval ia = Project(a.corners, axis);
  const Interval ib = Project(b.corners, axis);
  const double gap_ab = ib.low - ia.high;  // b beyond a along +axis
  const double gap_ba = ia.low - ib.high;  // b beyond a along -axis
  const double gap = std::max(gap_ab, gap_ba);
  const double length = std::sqrt(length_squared);
  const bool separated = gap > slack * length;
  if constexpr (Tracer::kOn) {
    RecordSatAxis(trace, SatAxisLook{label.number, label.where, a.origin, axis, length,
                                     TraceInterval{ia.low, ia.high}, TraceInterval{ib.low, ib.high},
                                     gap, separated});
  }
  if (!separated) {
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

// The walk's axes are numbered in its order (A's faces, B's faces, then the
// edge pairs), so "axis N" names the same features on every pair of the
// same kinds; a box's features are its local axes (x, y, z), a
// hexahedron's its face and edge indexes.
template <typename Tracer>
SatResult PolytopeTest(const Polytope& a, const Polytope& b, Tracer& trace, bool box_like_a,
                       bool box_like_b) {
  SatResult result;
  const double slack = kSatRelativeTolerance * PairToleranceScale(a.radius, b.radius);
  AxisLabel label{0, {}};
  // The next axis's label; its words only when they are recorded.
  const auto next = [&](const char* first, const std::string& second) -> const AxisLabel& {
    ++label.number;
    if constexpr (Tracer::kOn) {
      label.where = first + second;
    }
    return label;
  };
  for (int i = 0; i < a.face_count; ++i) {
    const int id = a.face_ids[static_cast<size_t>(i)];
    if (Separates(a, b, a.face_normals[static_cast<size_t>(i)], slack, SatAxisKind::kFaceOfA, id,
                  -1, result, trace,
                  next("A's face ", Tracer::kOn ? FeatureName(id, box_like_a) : std::string()))) {
      return result;
    }
  }
  for (int j = 0; j < b.face_count; ++j) {
    const int id = b.face_ids[static_cast<size_t>(j)];
    if (Separates(a, b, b.face_normals[static_cast<size_t>(j)], slack, SatAxisKind::kFaceOfB, -1,
                  id, result, trace,
                  next("B's face ", Tracer::kOn ? FeatureName(id, box_like_b) : std::string()))) {
      return result;
    }
  }
  for (int i = 0; i < a.edge_count; ++i) {
    for (int j = 0; j < b.edge_count; ++j) {
      const Vec3& ea = a.edges[static_cast<size_t>(i)];
      const Vec3& eb = b.edges[static_cast<size_t>(j)];
      const int id_a = a.edge_ids[static_cast<size_t>(i)];
      const int id_b = b.edge_ids[static_cast<size_t>(j)];
      next("A's edge ", Tracer::kOn ? FeatureName(id_a, box_like_a) + " × B's edge " +
                                          FeatureName(id_b, box_like_b)
                                    : std::string());
      if (Parallel(ea, eb)) {
        if constexpr (Tracer::kOn) {
          RecordSatParallel(trace, label.number, label.where);
        }
        continue;
      }
      if (Separates(a, b, glm::cross(ea, eb), slack, SatAxisKind::kEdgeCross, id_a, id_b, result,
                    trace, label)) {
        return result;
      }
    }
  }
  if constexpr (Tracer::kOn) {
    RecordSatNoSeparatingAxis(trace, label.number);
  }
  return result;
}

SatResult PolytopeTest(const Polytope& a, const Polytope& b) {
  NoTrace& untraced = Untraced();
  return PolytopeTest(a, b, untraced, true, true);
}

// One axis of the AABBs' test, A's face normal `axis`: the two intervals
// overlap (touching included). With a recording tracer, its step.
template <typename Tracer>
bool OverlapOn(int axis, double a_min, double a_max, double b_min, double b_max, Tracer& trace) {
  const bool overlap = a_min <= b_max && b_min <= a_max;
  if constexpr (Tracer::kOn) {
    Vec3 direction(0.0);
    direction[axis] = 1.0;
    RecordSatAxis(
        trace, SatAxisLook{axis + 1, std::string("A's face ") + SatAxisName(axis), Vec3(0.0),
                           direction, 1.0, TraceInterval{a_min, a_max}, TraceInterval{b_min, b_max},
                           std::max(b_min - a_max, a_min - b_max), !overlap});
  }
  return overlap;
}

// Two AABBs as the SAT sees them: their three face axes, "axis 1".."axis 3".
// (aabb_overlap.h's Intersects is the book's "min-max", the same comparison
// told axis by axis as the book tells it.)
template <typename Tracer>
bool AabbAxesOverlap(const Aabb& a, const Aabb& b, Tracer& trace) {
  const bool overlap = OverlapOn(0, a.min.x, a.max.x, b.min.x, b.max.x, trace) &&
                       OverlapOn(1, a.min.y, a.max.y, b.min.y, b.max.y, trace) &&
                       OverlapOn(2, a.min.z, a.max.z, b.min.z, b.max.z, trace);
  if constexpr (Tracer::kOn) {
    if (overlap) {
      RecordSatNoSeparatingAxis(trace, 3);
    }
  }
  return overlap;
}

}  // namespace

bool Intersects(const Aabb& a, const Aabb& b) {
  NoTrace& untraced = Untraced();
  return AabbAxesOverlap(a, b, untraced);
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

template <typename Tracer>
bool SatIntersects(const BoxShape& a, const BoxShape& b, Tracer& trace) {
  if (std::holds_alternative<Aabb>(a) && std::holds_alternative<Aabb>(b)) {
    return AabbAxesOverlap(std::get<Aabb>(a), std::get<Aabb>(b), trace);
  }
  if (const auto boxes = AsOrientedBoxPair(a, b)) {
    return SatIntersects(boxes->first, boxes->second, trace);
  }
  const Vec3 origin = BoxCenter(a);
  return PolytopeTest(MakePolytope(a, origin), MakePolytope(b, origin), trace,
                      !std::holds_alternative<Hexahedron>(a),
                      !std::holds_alternative<Hexahedron>(b))
      .intersects;
}

bool SatIntersects(const BoxShape& a, const BoxShape& b) {
  NoTrace& untraced = Untraced();
  return SatIntersects(a, b, untraced);
}

template bool SatIntersects<NoTrace>(const BoxShape&, const BoxShape&, NoTrace&);
template bool SatIntersects<Trace>(const BoxShape&, const BoxShape&, Trace&);

}  // namespace collide
