// Points, spheres, AABBs and triangles against a frustum (collide/shapes/frustum.h):
// exact classifications, and the book's plane-by-plane ones beside them.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/sat/sat_axis_trace.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// The faces as corner indexes (Corners' order), each going round once.
constexpr int kFaces[6][4] = {{0, 1, 2, 3}, {4, 5, 6, 7}, {0, 3, 7, 4},
                              {1, 5, 6, 2}, {0, 4, 5, 1}, {3, 2, 6, 7}};

// The distance from p to a planar convex quadrilateral: to its plane when p
// projects inside it, else to its nearest edge.
double DistanceToFace(const std::array<Vec3, 8>& corners, const int (&face)[4], const Vec3& p) {
  const Vec3& a = corners[static_cast<std::size_t>(face[0])];
  const Vec3 n = glm::normalize(glm::cross(
      corners[static_cast<std::size_t>(face[2])] - a,
      corners[static_cast<std::size_t>(face[3])] - corners[static_cast<std::size_t>(face[1])]));
  const double height = glm::dot(n, p - a);
  const Vec3 foot = p - n * height;
  bool within = true;
  double nearest_edge = kInfinity;
  for (int k = 0; k < 4; ++k) {
    const Vec3& from = corners[static_cast<std::size_t>(face[k])];
    const Vec3& to = corners[static_cast<std::size_t>(face[(k + 1) % 4])];
    within &= glm::dot(glm::cross(to - from, foot - from), n) >= 0.0;
    nearest_edge = std::min(nearest_edge, glm::length(p - ClosestPoint(Segment{from, to}, p)));
  }
  return within ? std::abs(height) : nearest_edge;
}

double Height(const FrustumPlane& plane, const Vec3& p) {
  return glm::dot(plane.normal, p) + plane.d;
}

// The interval of the points' projections on `axis`.
template <typename Points>
std::pair<double, double> Projection(const Points& points, const Vec3& axis) {
  double low = kInfinity;
  double high = -kInfinity;
  for (const Vec3& p : points) {
    const double s = glm::dot(p, axis);
    low = std::min(low, s);
    high = std::max(high, s);
  }
  return {low, high};
}

// The frustum's edge directions: along the near face's bottom and left
// edges (the far face's are parallel), and its four side edges.
std::array<Vec3, 6> EdgeDirections(const std::array<Vec3, 8>& corners) {
  return {corners[1] - corners[0], corners[3] - corners[0], corners[4] - corners[0],
          corners[5] - corners[1], corners[6] - corners[2], corners[7] - corners[3]};
}

// The planes' names in FrustumPlaneIndex order, the topics of their steps.
constexpr const char* kPlaneNames[6] = {"left", "right", "bottom", "top", "near", "far"};
// The frustum's edge directions' names (EdgeDirections' order).
constexpr const char* kEdgeNames[6] = {"near bottom",  "near left", "bottom-left",
                                       "bottom-right", "top-right", "top-left"};

// What each axis of a SAT walk is, for its step: filled only when traced.
struct AxisNames {
  std::vector<std::string> names;
};

// Appends to `axes` the crosses of `direction` with each frustum edge,
// but not those of parallel ones, which the face normals already cover.
// Traced, names each after `what` (a feature of the shape, "A's edge x").
template <typename Tracer>
void AddEdgeCrosses(const Vec3& direction, const std::array<Vec3, 6>& edges,
                    std::vector<Vec3>& axes, AxisNames& names, const std::string& what) {
  for (std::size_t k = 0; k < edges.size(); ++k) {
    const Vec3& edge = edges[k];
    const Vec3 axis = glm::cross(direction, edge);
    if (glm::dot(axis, axis) > 1e-24 * glm::dot(edge, edge) * glm::dot(direction, direction)) {
      axes.push_back(axis);
      if constexpr (Tracer::kOn) {
        names.names.push_back(what + " × B's edge " + kEdgeNames[k]);
      }
    }
  }
}

// Whether one of `axes` separates the points (A) from the frustum (B) (a
// gap, not a touch). Traced, each axis is a step "axis N", the separating
// one deciding, or a last step when none is.
template <typename Tracer, typename Points>
bool AnyAxisSeparates(const std::vector<Vec3>& axes, const std::array<Vec3, 8>& frustum_corners,
                      const Points& points, Tracer& trace, const AxisNames& names) {
  for (std::size_t k = 0; k < axes.size(); ++k) {
    const Vec3& axis = axes[k];
    const auto [f_low, f_high] = Projection(frustum_corners, axis);
    const auto [p_low, p_high] = Projection(points, axis);
    const bool separated = p_low > f_high || f_low > p_high;
    if constexpr (Tracer::kOn) {
      RecordSatAxis(trace, SatAxisLook{static_cast<int>(k) + 1, names.names[k], Vec3(0.0), axis,
                                       glm::length(axis), TraceInterval{p_low, p_high},
                                       TraceInterval{f_low, f_high},
                                       std::max(f_low - p_high, p_low - f_high), separated});
    }
    if (separated) {
      return true;
    }
  }
  if constexpr (Tracer::kOn) {
    RecordSatNoSeparatingAxis(trace, static_cast<int>(axes.size()));
  }
  return false;
}

template <typename Tracer>
std::vector<Vec3> FaceNormals(const std::array<FrustumPlane, 6>& planes, AxisNames& names) {
  std::vector<Vec3> axes;
  for (std::size_t k = 0; k < planes.size(); ++k) {
    axes.push_back(planes[k].normal);
    if constexpr (Tracer::kOn) {
      names.names.push_back(std::string("B's face ") + kPlaneNames[k]);
    }
  }
  return axes;
}

// Whether some axis separates the box from the frustum (a gap, not a touch).
template <typename Tracer>
bool Separated(const FrustumSolid& solid, const BoxCorners& box_corners, Tracer& trace) {
  AxisNames names;
  std::vector<Vec3> axes = FaceNormals<Tracer>(solid.planes, names);
  for (int box_axis = 0; box_axis < 3; ++box_axis) {
    Vec3 direction(0.0);
    direction[box_axis] = 1.0;
    axes.push_back(direction);
    std::string what;
    if constexpr (Tracer::kOn) {
      names.names.push_back(std::string("A's face ") + SatAxisName(box_axis));
      what = std::string("A's edge ") + SatAxisName(box_axis);
    }
    AddEdgeCrosses<Tracer>(direction, solid.edges, axes, names, what);
  }
  return AnyAxisSeparates(axes, solid.corners, box_corners, trace, names);
}

// Finding of a shape against one plane: wholly in front ("inside"), wholly
// behind ("outside"), or across it ("straddles").
const char* PlaneFinding(bool in_front, bool behind) {
  return in_front ? "inside" : (behind ? "outside" : "straddles");
}

// The step for one plane: its topic "plane left" etc., with a PlaneMark at
// `point` (a sphere's centre, the first of a shape's corners).
TraceStep& RecordPlane(Trace& trace, std::size_t index, const FrustumPlane& plane,
                       const Vec3& point, const std::string& text, const char* finding,
                       bool deciding) {
  const std::string topic = std::string("plane ") + kPlaneNames[index];
  std::string sentence = topic + ": " + text + ": " + finding;
  TraceStep& step =
      deciding ? trace.Decide(topic, sentence, finding) : trace.Step(topic, sentence, finding);
  step.Mark(PlaneMark{plane.normal, -plane.d, point, glm::dot(plane.normal, point) + plane.d});
  return step;
}

// A sphere against one plane: its centre's signed distance and the radius.
void RecordSpherePlane(Trace& trace, std::size_t index, const FrustumPlane& plane,
                       const Sphere& sphere, double height, bool deciding) {
  std::string text = "the centre's signed distance " + TraceNumber(height);
  text.append(" against the radius ").append(TraceNumber(sphere.radius));
  RecordPlane(trace, index, plane, sphere.center, text,
              PlaneFinding(height >= sphere.radius, height < -sphere.radius), deciding);
}

// Points (a box's or a triangle's corners) against one plane: how many are
// behind it, and the nearest signed distance.
template <typename Points>
void RecordCornersPlane(Trace& trace, std::size_t index, const FrustumPlane& plane,
                        const Points& points, bool deciding) {
  int behind = 0;
  int count = 0;
  for (const Vec3& p : points) {
    behind += glm::dot(plane.normal, p) + plane.d < 0.0 ? 1 : 0;
    ++count;
  }
  const std::string text =
      std::to_string(behind) + " of " + std::to_string(count) + " corners behind it";
  RecordPlane(trace, index, plane, *std::begin(points), text,
              PlaneFinding(behind == 0, behind == count), deciding);
}

}  // namespace

double Distance(const Frustum& frustum, const Vec3& point) {
  if (Classify(frustum, point) == Inclusion::kInside) {
    return 0.0;
  }
  const std::array<Vec3, 8> corners = Corners(frustum);
  double nearest = kInfinity;
  for (const auto& face : kFaces) {
    nearest = std::min(nearest, DistanceToFace(corners, face, point));
  }
  return nearest;
}

template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Vec3& point, Tracer& trace) {
  const std::array<FrustumPlane, 6> planes = Planes(frustum);
  for (std::size_t k = 0; k < planes.size(); ++k) {
    const double height = Height(planes[k], point);
    if constexpr (Tracer::kOn) {
      RecordPlane(trace, k, planes[k], point, "the point's signed distance " + TraceNumber(height),
                  height < 0.0 ? "outside" : "inside", height < 0.0);
    }
    if (height < 0.0) {
      return Inclusion::kOutside;
    }
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("verdict", "in front of or on all six planes: inside", "inside");
  }
  return Inclusion::kInside;
}

Inclusion Classify(const Frustum& frustum, const Vec3& point) {
  NoTrace& untraced = Untraced();
  return Classify(frustum, point, untraced);
}

template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Sphere& sphere, Tracer& trace) {
  bool inside = true;
  const std::array<FrustumPlane, 6> planes = Planes(frustum);
  for (std::size_t k = 0; k < planes.size(); ++k) {
    const double height = Height(planes[k], sphere.center);
    inside &= height >= sphere.radius;
    if constexpr (Tracer::kOn) {
      RecordSpherePlane(trace, k, planes[k], sphere, height, false);
    }
  }
  if (inside) {
    if constexpr (Tracer::kOn) {
      trace.Decide("verdict", "at least the radius inside all six planes: inside", "inside");
    }
    return Inclusion::kInside;
  }
  const double distance = Distance(frustum, sphere.center);
  const bool touches = distance <= sphere.radius;
  if constexpr (Tracer::kOn) {
    std::string text = "the centre's distance to the solid frustum " + TraceNumber(distance);
    text.append(touches ? " <= " : " > ").append("the radius ").append(TraceNumber(sphere.radius));
    text.append(touches ? ": intersecting" : ": outside");
    trace.Decide("distance", text, touches ? "intersecting" : "outside")
        .Mark(SphereMark{sphere.center, distance, "distance to the frustum"});
  }
  return touches ? Inclusion::kIntersecting : Inclusion::kOutside;
}

Inclusion Classify(const Frustum& frustum, const Sphere& sphere) {
  NoTrace& untraced = Untraced();
  return Classify(frustum, sphere, untraced);
}

FrustumSolid SolidOf(const Frustum& frustum) {
  FrustumSolid solid;
  solid.planes = Planes(frustum);
  solid.corners = Corners(frustum);
  solid.edges = EdgeDirections(solid.corners);
  return solid;
}

template <typename Tracer>
Inclusion Classify(const FrustumSolid& solid, const Aabb& box, Tracer& trace) {
  const BoxCorners box_corners = Corners(box);
  bool inside = true;
  for (std::size_t k = 0; k < solid.planes.size(); ++k) {
    const FrustumPlane& plane = solid.planes[k];
    for (const Vec3& corner : box_corners) {
      inside &= Height(plane, corner) >= 0.0;
    }
    if constexpr (Tracer::kOn) {
      RecordCornersPlane(trace, k, plane, box_corners, false);
    }
  }
  if (inside) {
    if constexpr (Tracer::kOn) {
      trace.Decide("verdict", "all 8 corners in front of or on all six planes: inside", "inside");
    }
    return Inclusion::kInside;
  }
  return Separated(solid, box_corners, trace) ? Inclusion::kOutside : Inclusion::kIntersecting;
}

Inclusion Classify(const FrustumSolid& solid, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return Classify(solid, box, untraced);
}

template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Aabb& box, Tracer& trace) {
  return Classify(SolidOf(frustum), box, trace);
}

Inclusion Classify(const Frustum& frustum, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return Classify(frustum, box, untraced);
}

template <typename Tracer>
Inclusion ClassifyByPlanes(const Frustum& frustum, const Sphere& sphere, Tracer& trace) {
  bool inside = true;
  const std::array<FrustumPlane, 6> planes = Planes(frustum);
  for (std::size_t k = 0; k < planes.size(); ++k) {
    const double height = Height(planes[k], sphere.center);
    if constexpr (Tracer::kOn) {
      RecordSpherePlane(trace, k, planes[k], sphere, height, height < -sphere.radius);
    }
    if (height < -sphere.radius) {
      return Inclusion::kOutside;
    }
    inside &= height >= sphere.radius;
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("verdict",
                 inside ? "at least the radius inside all six planes: inside"
                        : "more than the radius behind no plane: intersecting",
                 inside ? "inside" : "intersecting");
  }
  return inside ? Inclusion::kInside : Inclusion::kIntersecting;
}

Inclusion ClassifyByPlanes(const Frustum& frustum, const Sphere& sphere) {
  NoTrace& untraced = Untraced();
  return ClassifyByPlanes(frustum, sphere, untraced);
}

template <typename Tracer>
Inclusion ClassifyByPlanes(const Frustum& frustum, const Aabb& box, Tracer& trace) {
  const BoxCorners corners = Corners(box);
  bool inside = true;
  const std::array<FrustumPlane, 6> planes = Planes(frustum);
  for (std::size_t k = 0; k < planes.size(); ++k) {
    int behind = 0;
    for (const Vec3& corner : corners) {
      behind += Height(planes[k], corner) < 0.0 ? 1 : 0;
    }
    if constexpr (Tracer::kOn) {
      RecordCornersPlane(trace, k, planes[k], corners, behind == 8);
    }
    if (behind == 8) {
      return Inclusion::kOutside;
    }
    inside &= behind == 0;
  }
  if constexpr (Tracer::kOn) {
    trace.Decide("verdict",
                 inside ? "all 8 corners in front of or on all six planes: inside"
                        : "all 8 corners behind no plane: intersecting",
                 inside ? "inside" : "intersecting");
  }
  return inside ? Inclusion::kInside : Inclusion::kIntersecting;
}

Inclusion ClassifyByPlanes(const Frustum& frustum, const Aabb& box) {
  NoTrace& untraced = Untraced();
  return ClassifyByPlanes(frustum, box, untraced);
}

template <typename Tracer>
bool Touches(const FrustumSolid& solid, const Triangle& triangle, Tracer& trace) {
  AxisNames names;
  std::vector<Vec3> axes = FaceNormals<Tracer>(solid.planes, names);
  // A zero-area triangle has no normal: then its edges' crosses (a
  // segment's) or the frustum's normals alone (a point's) suffice.
  const Vec3 normal = AreaNormal(triangle);
  if (normal != Vec3(0.0)) {
    axes.push_back(normal);
    if constexpr (Tracer::kOn) {
      names.names.push_back("A's normal");
    }
  }
  for (int k = 0; k < 3; ++k) {
    std::string what;
    if constexpr (Tracer::kOn) {
      what = "A's edge " + std::to_string(k) + "-" + std::to_string((k + 1) % 3);
    }
    AddEdgeCrosses<Tracer>(triangle[(k + 1) % 3] - triangle[k], solid.edges, axes, names, what);
  }
  const std::array<Vec3, 3> points = {triangle[0], triangle[1], triangle[2]};
  return !AnyAxisSeparates(axes, solid.corners, points, trace, names);
}

bool Touches(const FrustumSolid& solid, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Touches(solid, triangle, untraced);
}

bool Touches(const Frustum& frustum, const Triangle& triangle) {
  return Touches(SolidOf(frustum), triangle);
}

template <typename Tracer>
Inclusion Classify(const Frustum& frustum, const Triangle& triangle, Tracer& trace) {
  const FrustumSolid solid = SolidOf(frustum);
  bool inside = true;
  for (std::size_t p = 0; p < solid.planes.size(); ++p) {
    const FrustumPlane& plane = solid.planes[p];
    for (int k = 0; k < 3; ++k) {
      inside &= Height(plane, triangle[k]) >= 0.0;
    }
    if constexpr (Tracer::kOn) {
      const std::array<Vec3, 3> points = {triangle[0], triangle[1], triangle[2]};
      RecordCornersPlane(trace, p, plane, points, false);
    }
  }
  if (inside) {
    if constexpr (Tracer::kOn) {
      trace.Decide("verdict", "all 3 corners in front of or on all six planes: inside", "inside");
    }
    return Inclusion::kInside;
  }
  return Touches(solid, triangle, trace) ? Inclusion::kIntersecting : Inclusion::kOutside;
}

Inclusion Classify(const Frustum& frustum, const Triangle& triangle) {
  NoTrace& untraced = Untraced();
  return Classify(frustum, triangle, untraced);
}

template Inclusion Classify<NoTrace>(const Frustum&, const Vec3&, NoTrace&);
template Inclusion Classify<NoTrace>(const Frustum&, const Sphere&, NoTrace&);
template Inclusion Classify<NoTrace>(const FrustumSolid&, const Aabb&, NoTrace&);
template Inclusion Classify<NoTrace>(const Frustum&, const Aabb&, NoTrace&);
template Inclusion Classify<NoTrace>(const Frustum&, const Triangle&, NoTrace&);
template Inclusion ClassifyByPlanes<NoTrace>(const Frustum&, const Sphere&, NoTrace&);
template Inclusion ClassifyByPlanes<NoTrace>(const Frustum&, const Aabb&, NoTrace&);
template bool Touches<NoTrace>(const FrustumSolid&, const Triangle&, NoTrace&);
template Inclusion Classify<Trace>(const Frustum&, const Vec3&, Trace&);
template Inclusion Classify<Trace>(const Frustum&, const Sphere&, Trace&);
template Inclusion Classify<Trace>(const FrustumSolid&, const Aabb&, Trace&);
template Inclusion Classify<Trace>(const Frustum&, const Aabb&, Trace&);
template Inclusion Classify<Trace>(const Frustum&, const Triangle&, Trace&);
template Inclusion ClassifyByPlanes<Trace>(const Frustum&, const Sphere&, Trace&);
template Inclusion ClassifyByPlanes<Trace>(const Frustum&, const Aabb&, Trace&);
template bool Touches<Trace>(const FrustumSolid&, const Triangle&, Trace&);

}  // namespace collide
