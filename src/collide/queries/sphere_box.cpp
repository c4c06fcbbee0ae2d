#include "collide/queries/sphere_box.h"

#include <array>
#include <cmath>
#include <string>

namespace collide {
namespace {

// Every offset below is (closest point - query point): computed relative to
// the query point, it keeps its digits when both sit at 1e6.

// Closest point of triangle (a, b, c) to the origin, by Voronoi regions
// (Ericson, Real-Time Collision Detection, 5.1.5).
Vec3 ClosestOnTriangle(const Vec3& a, const Vec3& b, const Vec3& c) {
  const Vec3 ab = b - a;
  const Vec3 ac = c - a;
  const Vec3 ap = -a;
  const double d1 = glm::dot(ab, ap);
  const double d2 = glm::dot(ac, ap);
  if (d1 <= 0.0 && d2 <= 0.0) {
    return a;
  }
  const Vec3 bp = -b;
  const double d3 = glm::dot(ab, bp);
  const double d4 = glm::dot(ac, bp);
  if (d3 >= 0.0 && d4 <= d3) {
    return b;
  }
  const double vc = d1 * d4 - d3 * d2;
  if (vc <= 0.0 && d1 >= 0.0 && d3 <= 0.0) {
    return a + (d1 / (d1 - d3)) * ab;
  }
  const Vec3 cp = -c;
  const double d5 = glm::dot(ab, cp);
  const double d6 = glm::dot(ac, cp);
  if (d6 >= 0.0 && d5 <= d6) {
    return c;
  }
  const double vb = d5 * d2 - d1 * d6;
  if (vb <= 0.0 && d2 >= 0.0 && d6 <= 0.0) {
    return a + (d2 / (d2 - d6)) * ac;
  }
  const double va = d3 * d6 - d5 * d4;
  if (va <= 0.0 && (d4 - d3) >= 0.0 && (d5 - d6) >= 0.0) {
    return b + ((d4 - d3) / ((d4 - d3) + (d5 - d6))) * (c - b);
  }
  const double denominator = 1.0 / (va + vb + vc);
  return a + ab * (vb * denominator) + ac * (vc * denominator);
}

constexpr const char* kClampAxisNames[] = {"x", "y", "z"};
constexpr const char* kHexahedronFaceNames[] = {"-x", "+x", "-y", "+y", "-z", "+z"};

// The steps are written by cold functions out of the way (see
// point_tests.cpp): inlined into the traced instantiations, their string work
// would use up the compiler's inlining budget for the untraced code.

// Who is clamped: A's centre (a sphere) or A (a point), and the radius its
// interval on an axis spans (0 for a point).
struct ClampedQuery {
  const char* name;
  double radius;
};

// One axis of the clamp: where the query lies along it against B's interval
// [lo, hi], and where the clamp puts it. `frame` says whose axis it is.
[[gnu::cold]] void RecordClamp(Trace& trace, const ClampedQuery& who, int k,
                               const std::string& frame, const AxisMark& mark, double value,
                               double clamped) {
  const std::string topic = std::string("axis ") + kClampAxisNames[k];
  const bool inside = clamped == value;
  std::string text = topic + frame;
  text.append(": ").append(who.name).append(" at ").append(TraceNumber(value));
  text.append(", B spans ").append(TraceRange(mark.b));
  text.append(inside ? ": within, kept" : std::string(": clamped to ") + TraceNumber(clamped));
  trace.Step(topic, text, inside ? "inside" : "clamped").Mark(mark);
}

// The oriented box's clamp, per axis of its own, in its frame.
[[gnu::cold]] void RecordOrientedClamp(Trace& trace, const OrientedBox& box,
                                       const ClampedQuery& who, const Vec3& local,
                                       const Vec3& clamped) {
  for (int k = 0; k < 3; ++k) {
    const AxisMark mark{box.center,
                        box.rotation[k],
                        {local[k] - who.radius, local[k] + who.radius},
                        {-box.half_extents[k], box.half_extents[k]}};
    const std::string frame =
        std::string(" (B's own, along ") + TraceVector(box.rotation[k]) + ", from B's centre)";
    RecordClamp(trace, who, k, frame, mark, local[k], clamped[k]);
  }
}

// The AABB's clamp, per world axis.
[[gnu::cold]] void RecordAabbClamp(Trace& trace, const Aabb& box, const ClampedQuery& who,
                                   const Vec3& point, const Vec3& clamped) {
  for (int k = 0; k < 3; ++k) {
    Vec3 direction(0.0);
    direction[k] = 1.0;
    const AxisMark mark{Vec3(0.0),
                        direction,
                        {point[k] - who.radius, point[k] + who.radius},
                        {box.min[k], box.max[k]}};
    RecordClamp(trace, who, k, std::string(), mark, point[k], clamped[k]);
  }
}

template <typename Tracer>
Vec3 OffsetToClosest(const OrientedBox& box, const Vec3& point, const ClampedQuery& who,
                     Tracer& trace) {
  const Vec3 local = glm::transpose(box.rotation) * (point - box.center);
  const Vec3 clamped = glm::clamp(local, -box.half_extents, box.half_extents);
  if constexpr (Tracer::kOn) {
    RecordOrientedClamp(trace, box, who, local, clamped);
  }
  return box.rotation * (clamped - local);
}

template <typename Tracer>
Vec3 ClampToAabb(const Aabb& box, const Vec3& point, const ClampedQuery& who, Tracer& trace) {
  const Vec3 clamped = glm::clamp(point, box.min, box.max);
  if constexpr (Tracer::kOn) {
    RecordAabbClamp(trace, box, who, point, clamped);
  }
  return clamped;
}

template <typename Tracer>
Vec3 OffsetToClosest(const Aabb& box, const Vec3& point, const ClampedQuery& who, Tracer& trace) {
  return ClampToAabb(box, point, who, trace) - point;
}

// A face's plane against the query point: `q` are the corners relative to
// the point, so the point is in front (outside) when the outward normal
// points away from the face's corners.
[[gnu::cold]] void RecordHexahedronFace(Trace& trace, const ClampedQuery& who, const Vec3& point,
                                        const BoxCorners& q, size_t f, bool outside) {
  const auto& face = kBoxFaces[f];
  const Vec3 normal =
      glm::normalize(glm::cross(q[static_cast<size_t>(face[2])] - q[static_cast<size_t>(face[0])],
                                q[static_cast<size_t>(face[3])] - q[static_cast<size_t>(face[1])]));
  Vec3 to_centre(0.0);
  for (int corner : face) {
    to_centre += 0.25 * q[static_cast<size_t>(corner)];
  }
  const double in_front = -glm::dot(normal, to_centre);
  const std::string topic = std::string("face ") + kHexahedronFaceNames[f];
  std::string text = topic;
  text.append(" (corners ").append(std::to_string(face[0])).append(", ");
  text.append(std::to_string(face[1])).append(", ").append(std::to_string(face[2]));
  text.append(", ").append(std::to_string(face[3])).append("): ").append(who.name);
  text.append(outside
                  ? std::string(" is ") + TraceNumber(in_front) + " in front of its plane: outside"
                  : std::string(" is ") + TraceNumber(-in_front) + " behind its plane: inside");
  trace.Step(topic, text, outside ? "outside" : "inside")
      .Mark(PlaneMark{normal, glm::dot(normal, point + to_centre), point, in_front});
}

// A face triangle's nearest point (offset from the query point) against the
// nearest so far.
[[gnu::cold]] void RecordFaceTriangle(Trace& trace, const Vec3& point, size_t f, int triangle,
                                      const std::array<int, 3>& corners, const Vec3& candidate,
                                      bool nearer) {
  const std::string topic =
      std::string("face ") + kHexahedronFaceNames[f] + ", triangle " + std::to_string(triangle);
  std::string text = topic;
  text.append(" (corners ").append(std::to_string(corners[0])).append(", ");
  text.append(std::to_string(corners[1])).append(", ").append(std::to_string(corners[2]));
  text.append("): nearest point ").append(TraceVector(point + candidate));
  text.append(" at distance ").append(TraceNumber(glm::length(candidate)));
  text.append(nearer ? ": the nearest so far" : ": not nearer");
  trace.Step(topic, text, nearer ? "nearer" : "farther").Mark(PointMark{point + candidate, topic});
}

[[gnu::cold]] void RecordInsideEveryFace(Trace& trace, const ClampedQuery& who) {
  trace.Step("all faces",
             std::string(who.name) + " is inside every face plane: its own closest point",
             "inside");
}

// Inside (or on) every face plane: the point is its own closest point.
template <typename Tracer>
bool OutsideSomeFace(const BoxCorners& q, const Vec3& point, const ClampedQuery& who,
                     Tracer& trace) {
  for (size_t f = 0; f < kBoxFaces.size(); ++f) {
    const auto& face = kBoxFaces[f];
    const Vec3& a = q[static_cast<size_t>(face[0])];
    const Vec3& b = q[static_cast<size_t>(face[1])];
    const Vec3& c = q[static_cast<size_t>(face[2])];
    const Vec3& d = q[static_cast<size_t>(face[3])];
    const bool outside = glm::dot(glm::cross(c - a, d - b), a + b + c + d) < 0.0;
    if constexpr (Tracer::kOn) {
      RecordHexahedronFace(trace, who, point, q, f, outside);
    }
    if (outside) {
      return true;
    }
  }
  if constexpr (Tracer::kOn) {
    RecordInsideEveryFace(trace, who);
  }
  return false;
}

template <typename Tracer>
Vec3 OffsetToClosest(const Hexahedron& box, const Vec3& point, const ClampedQuery& who,
                     Tracer& trace) {
  BoxCorners q;
  for (size_t i = 0; i < 8; ++i) {
    q[i] = box.corners[i] - point;
  }
  // A point outside a convex solid is nearest to one of its faces, so the
  // nearest of the faces' nearest points is the answer.
  if (!OutsideSomeFace(q, point, who, trace)) {
    return Vec3(0.0);
  }
  Vec3 best(0.0);
  double best_squared = kInfinity;
  for (size_t f = 0; f < kBoxFaces.size(); ++f) {
    const auto& face = kBoxFaces[f];
    const Vec3& a = q[static_cast<size_t>(face[0])];
    const Vec3& c = q[static_cast<size_t>(face[2])];
    const std::array<Vec3, 2> candidates = {
        ClosestOnTriangle(a, q[static_cast<size_t>(face[1])], c),
        ClosestOnTriangle(a, c, q[static_cast<size_t>(face[3])])};
    for (int t = 0; t < 2; ++t) {
      const Vec3& candidate = candidates[static_cast<size_t>(t)];
      const double squared = glm::dot(candidate, candidate);
      const bool nearer = squared < best_squared;
      if constexpr (Tracer::kOn) {
        const std::array<int, 3> corners = t == 0 ? std::array<int, 3>{face[0], face[1], face[2]}
                                                  : std::array<int, 3>{face[0], face[2], face[3]};
        RecordFaceTriangle(trace, point, f, t + 1, corners, candidate, nearer);
      }
      if (nearer) {
        best_squared = squared;
        best = candidate;
      }
    }
  }
  return best;
}

template <typename Tracer>
Vec3 OffsetToClosest(const BoxShape& box, const Vec3& point, const ClampedQuery& who,
                     Tracer& trace) {
  return std::visit([&](const auto& shape) { return OffsetToClosest(shape, point, who, trace); },
                    box);
}

// The closest-point query's last step: the point B's clamp or faces gave.
[[gnu::cold]] void RecordClosestPoint(Trace& trace, const Vec3& point, const Vec3& closest) {
  const bool inside = closest == point;
  std::string text = std::string("B's point nearest A: ") + TraceVector(closest);
  text.append(inside ? " (A itself: inside B)"
                     : std::string(" at distance ") + TraceNumber(glm::length(closest - point)));
  TraceStep& step = trace.Decide("closest point", text, inside ? "inside" : "outside");
  step.Mark(PointMark{closest, "closest point"});
  step.Mark(SegmentMark{point, closest, "A to its closest point"});
}

// The sphere test's last step: the closest point's distance against the
// radius and the tolerance.
[[gnu::cold]] void RecordReach(Trace& trace, const Sphere& sphere, const Vec3& offset,
                               double tolerance, double reach, bool hit) {
  const double squared = glm::dot(offset, offset);
  const Vec3 closest = sphere.center + offset;
  std::string text = std::string("B's point nearest A's centre: ") + TraceVector(closest);
  text.append(", |offset|^2 = ").append(TraceNumber(squared));
  text.append("; reach r_A ").append(TraceNumber(sphere.radius));
  text.append(" + tolerance ").append(TraceNumber(tolerance));
  text.append(", squared ").append(TraceNumber(reach * reach)).append(": ");
  text.append(TraceNumber(squared)).append(hit ? " <= " : " > ");
  text.append(TraceNumber(reach * reach)).append(hit ? ": they intersect" : ": they are apart");
  TraceStep& step = trace.Decide("radius", text, hit ? "intersect" : "apart");
  step.Mark(PointMark{closest, "closest point"});
  step.Mark(SegmentMark{sphere.center, closest,
                        std::string("|offset| ") + TraceNumber(std::sqrt(squared))});
}

}  // namespace

template <typename Tracer>
Vec3 ClosestPoint(const OrientedBox& box, const Vec3& point, Tracer& trace) {
  const Vec3 closest = point + OffsetToClosest(box, point, ClampedQuery{"A", 0.0}, trace);
  if constexpr (Tracer::kOn) {
    RecordClosestPoint(trace, point, closest);
  }
  return closest;
}

template <typename Tracer>
Vec3 ClosestPoint(const Aabb& box, const Vec3& point, Tracer& trace) {
  const Vec3 closest = ClampToAabb(box, point, ClampedQuery{"A", 0.0}, trace);
  if constexpr (Tracer::kOn) {
    RecordClosestPoint(trace, point, closest);
  }
  return closest;
}

template <typename Tracer>
Vec3 ClosestPoint(const Hexahedron& box, const Vec3& point, Tracer& trace) {
  const Vec3 closest = point + OffsetToClosest(box, point, ClampedQuery{"A", 0.0}, trace);
  if constexpr (Tracer::kOn) {
    RecordClosestPoint(trace, point, closest);
  }
  return closest;
}

Vec3 ClosestPoint(const OrientedBox& box, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(box, point, untraced);
}

Vec3 ClosestPoint(const Aabb& box, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(box, point, untraced);
}

Vec3 ClosestPoint(const Hexahedron& box, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return ClosestPoint(box, point, untraced);
}

Vec3 ClosestPoint(const BoxShape& box, const Vec3& point) {
  return std::visit([&](const auto& shape) { return ClosestPoint(shape, point); }, box);
}

template <typename Tracer>
bool Intersects(const Sphere& sphere, const BoxShape& box, Tracer& trace) {
  const Vec3 offset =
      OffsetToClosest(box, sphere.center, ClampedQuery{"A's centre", sphere.radius}, trace);
  const double tolerance =
      kClosestPointRelativeTolerance * PairToleranceScale(sphere.radius, BoundingRadius(box));
  const double reach = sphere.radius + tolerance;
  const double squared = glm::dot(offset, offset);
  const bool hit = squared <= reach * reach;
  if constexpr (Tracer::kOn) {
    RecordReach(trace, sphere, offset, tolerance, reach, hit);
  }
  return hit;
}

bool Intersects(const Sphere& sphere, const BoxShape& box) {
  NoTrace& untraced = Untraced();
  return Intersects(sphere, box, untraced);
}

bool Intersects(const BoxShape& box, const Sphere& sphere) {
  return Intersects(sphere, box);
}

template Vec3 ClosestPoint<NoTrace>(const OrientedBox&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<Trace>(const OrientedBox&, const Vec3&, Trace&);
template Vec3 ClosestPoint<NoTrace>(const Aabb&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<Trace>(const Aabb&, const Vec3&, Trace&);
template Vec3 ClosestPoint<NoTrace>(const Hexahedron&, const Vec3&, NoTrace&);
template Vec3 ClosestPoint<Trace>(const Hexahedron&, const Vec3&, Trace&);
template bool Intersects<NoTrace>(const Sphere&, const BoxShape&, NoTrace&);
template bool Intersects<Trace>(const Sphere&, const BoxShape&, Trace&);

}  // namespace collide
