// The generic path sees every polytope as vertices, unit face normals and
// unit edge directions. A triangle is a prism of no thickness: its faces are
// its normal and the three across its edges within its plane, its edges its
// three and its normal; then pairs whose Minkowski difference is flat
// (triangles in one plane, a segment in a triangle's) still have every
// in-plane axis. Two shapes with neither area nor volume (points, segments)
// have no axes to speak of: their closest points answer.
#include "collide/manifold/sat_penetration.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "collide/convex/closest_features.h"
#include "collide/manifold/box_penetration.h"
#include "collide/manifold/manifold.h"
#include "collide/sat/sat.h"
#include "collide/shapes/overloaded.h"

namespace collide {
namespace sat_penetration_detail {
namespace {

struct Polytope {
  std::vector<Vec3> vertices;
  std::vector<Vec3> face_normals;     // unit
  std::vector<Vec3> edge_directions;  // unit
  bool has_area = false;              // false: a point or a segment
};

Polytope SegmentOrPoint(const Vec3& start, const Vec3& end) {
  Polytope polytope;
  polytope.vertices = {start};
  if (end != start) {
    polytope.vertices.push_back(end);
    polytope.edge_directions = {glm::normalize(end - start)};
  }
  return polytope;
}

Polytope BoxPolytope(const OrientedBox& box) {
  int extents = 0;
  for (int k = 0; k < 3; ++k) {
    extents += box.half_extents[k] > 0.0 ? 1 : 0;
  }
  if (extents <= 1) {  // a segment or a point
    const Vec3 half = box.rotation * box.half_extents;
    return SegmentOrPoint(box.center - half, box.center + half);
  }
  Polytope polytope;
  const BoxCorners corners = Corners(box);
  polytope.vertices.assign(corners.begin(), corners.end());
  polytope.face_normals = {box.rotation[0], box.rotation[1], box.rotation[2]};
  polytope.edge_directions = polytope.face_normals;
  polytope.has_area = true;
  return polytope;
}

Polytope TrianglePolytope(const Triangle& triangle) {
  const Vec3 area = AreaNormal(triangle);
  if (IsDegenerate(triangle, area)) {  // the segment between its farthest corners
    int from = 0;
    int to = 1;
    for (const auto& [p, q] : {std::pair(0, 1), std::pair(1, 2), std::pair(2, 0)}) {
      if (glm::length(triangle[p] - triangle[q]) > glm::length(triangle[from] - triangle[to])) {
        from = p;
        to = q;
      }
    }
    return SegmentOrPoint(triangle[from], triangle[to]);
  }
  Polytope polytope;
  const Vec3 normal = glm::normalize(area);
  polytope.vertices.assign(triangle.corners.begin(), triangle.corners.end());
  polytope.face_normals = {normal};
  for (int i = 0; i < 3; ++i) {
    const Vec3 edge = glm::normalize(triangle[(i + 1) % 3] - triangle[i]);
    polytope.edge_directions.push_back(edge);
    polytope.face_normals.push_back(glm::normalize(glm::cross(normal, edge)));
  }
  polytope.edge_directions.push_back(normal);
  polytope.has_area = true;
  return polytope;
}

Polytope HullPolytope(const ConvexHull& hull) {
  Polytope polytope;
  polytope.vertices = hull.vertices;
  for (const HullFace& face : hull.faces) {
    polytope.face_normals.push_back(face.normal);
  }
  for (const auto& edge : hull.edges) {
    polytope.edge_directions.push_back(
        glm::normalize(hull.vertices[static_cast<std::size_t>(edge[1])] -
                       hull.vertices[static_cast<std::size_t>(edge[0])]));
  }
  polytope.has_area = true;
  return polytope;
}

Polytope PolytopeOf(const ConvexShape& shape) {
  return std::visit(Overloaded{
                        [](const ConvexPoint& p) { return SegmentOrPoint(p.position, p.position); },
                        [](const Segment& s) { return SegmentOrPoint(s.start, s.end); },
                        [](const Sphere&) { return Polytope{}; },
                        [](const Capsule&) { return Polytope{}; },
                        [](const OrientedBox& b) { return BoxPolytope(b); },
                        [](const Aabb& b) { return BoxPolytope(ToOrientedBox(b)); },
                        [](const Triangle& t) { return TrianglePolytope(t); },
                        [](const ConvexHull* h) { return HullPolytope(*h); },
                    },
                    shape);
}

// The largest distance from the vertices' mean to a vertex: the scale the
// touching tolerance is measured against, as BoundingRadius for boxes.
double RadiusOf(const Polytope& polytope) {
  Vec3 mean(0.0);
  for (const Vec3& v : polytope.vertices) {
    mean += v;
  }
  mean /= static_cast<double>(polytope.vertices.size());
  double radius = 0.0;
  for (const Vec3& v : polytope.vertices) {
    radius = std::max(radius, glm::length(v - mean));
  }
  return radius;
}

struct Interval {
  double low = kInfinity;
  double high = -kInfinity;
};

Interval Project(const Polytope& polytope, const Vec3& axis) {
  Interval interval;
  for (const Vec3& v : polytope.vertices) {
    const double along = glm::dot(v, axis);
    interval.low = std::min(interval.low, along);
    interval.high = std::max(interval.high, along);
  }
  return interval;
}

struct LeastOverlap {
  double depth = kInfinity;
  Vec3 normal{0.0};
};

// Measures one unit axis; false when it separates. An edge pair's axis must
// beat the best by the slack: a face normal gives steadier contacts.
bool Measure(const Polytope& a, const Polytope& b, const Vec3& axis, double slack, bool edge_pair,
             LeastOverlap& least) {
  const Interval on_a = Project(a, axis);
  const Interval on_b = Project(b, axis);
  const double towards = on_a.high - on_b.low;  // the overlap when b lies along +axis
  const double against = on_b.high - on_a.low;
  if (towards < -slack || against < -slack) {
    return false;
  }
  const double depth = std::min(towards, against);
  if (depth + (edge_pair ? slack : 0.0) < least.depth) {
    least.depth = depth;
    least.normal = towards <= against ? axis : -axis;
  }
  return true;
}

std::optional<LeastOverlap> LeastOverlapOf(const Polytope& a, const Polytope& b, double slack) {
  LeastOverlap least;
  for (const Polytope* own : {&a, &b}) {
    for (const Vec3& normal : own->face_normals) {
      if (!Measure(a, b, normal, slack, false, least)) {
        return std::nullopt;
      }
    }
  }
  for (const Vec3& edge_a : a.edge_directions) {
    for (const Vec3& edge_b : b.edge_directions) {
      const Vec3 cross = glm::cross(edge_a, edge_b);
      const double length = glm::length(cross);
      if (length > kSatParallelTolerance && !Measure(a, b, cross / length, slack, true, least)) {
        return std::nullopt;
      }
    }
  }
  return least;
}

// Points and segments: touching or apart, by their closest points.
std::optional<Penetration> TouchOfLines(const Polytope& a, const Polytope& b, double slack) {
  const ClosestPoints closest =
      ClosestSegmentToSegment(Segment{a.vertices.front(), a.vertices.back()},
                              Segment{b.vertices.front(), b.vertices.back()});
  const Vec3 gap = closest.on_b - closest.on_a;
  const double distance = closest.distance;
  if (distance > slack) {
    return std::nullopt;
  }
  // Touching lines that cross: their common perpendicular, along which
  // both are single points, is the one way apart by depth 0 (grown by
  // radii, the capsules' depth); the gap between touching lines is rounding
  // noise, its direction anything (a hunt found crossing cores 1e-16 apart
  // given a normal 45 degrees off). Its sign follows the gap where there is
  // one. Parallel lines and points: the gap, or any normal across them.
  const Vec3 along_a = a.vertices.back() - a.vertices.front();
  const Vec3 along_b = b.vertices.back() - b.vertices.front();
  Vec3 normal = glm::cross(along_a, along_b);
  if (glm::dot(normal, normal) > 0.0) {
    normal = glm::dot(normal, gap) < 0.0 ? -normal : normal;
  } else if (distance > 0.0) {
    normal = gap;
  } else {
    const Vec3 along = glm::dot(along_a, along_a) > 0.0 ? along_a : along_b;
    Vec3 v;
    PerpendicularBasis(glm::dot(along, along) > 0.0 ? glm::normalize(along) : Vec3(1, 0, 0),
                       &normal, &v);
  }
  Penetration penetration;
  penetration.normal = glm::normalize(normal);
  penetration.on_a = closest.on_b;
  penetration.on_b = closest.on_b;
  return penetration;
}

// The witness: the deepest point of the manifold along the normal, on b,
// and the point of a `depth` along the normal from it.
Penetration WithWitness(const Manifold& manifold, double depth) {
  int deepest = 0;
  for (int i = 1; i < manifold.count; ++i) {
    deepest = manifold.points[static_cast<std::size_t>(i)].depth >
                      manifold.points[static_cast<std::size_t>(deepest)].depth
                  ? i
                  : deepest;
  }
  Penetration penetration;
  penetration.depth = depth;
  penetration.normal = manifold.normal;
  penetration.on_b = manifold.points[static_cast<std::size_t>(deepest)].point;
  penetration.on_a = penetration.on_b + manifold.normal * depth;
  return penetration;
}

const OrientedBox* AsBox(const ConvexShape& shape, OrientedBox& storage) {
  if (const auto* box = std::get_if<OrientedBox>(&shape)) {
    return box;
  }
  if (const auto* aabb = std::get_if<Aabb>(&shape)) {
    storage = ToOrientedBox(*aabb);
    return &storage;
  }
  return nullptr;
}

bool Solid(const OrientedBox& box) {
  return (box.half_extents.x > 0.0) + (box.half_extents.y > 0.0) + (box.half_extents.z > 0.0) >= 2;
}

}  // namespace
}  // namespace sat_penetration_detail

bool IsPolytope(const ConvexShape& shape) {
  return !std::holds_alternative<Sphere>(shape) && !std::holds_alternative<Capsule>(shape);
}

std::optional<Penetration> PenetrateBySat(const ConvexShape& a, const ConvexShape& b) {
  using namespace sat_penetration_detail;
  if (!IsPolytope(a) || !IsPolytope(b)) {
    return std::nullopt;
  }
  OrientedBox box_a;
  OrientedBox box_b;
  const OrientedBox* as_box_a = AsBox(a, box_a);
  const OrientedBox* as_box_b = AsBox(b, box_b);
  if (as_box_a != nullptr && as_box_b != nullptr && Solid(*as_box_a) && Solid(*as_box_b)) {
    const std::optional<BoxContactAxis> axis = LeastOverlapOfBoxes(*as_box_a, *as_box_b);
    if (!axis) {
      return std::nullopt;
    }
    return WithWitness(ContactsOfBoxesAlong(*as_box_a, *as_box_b, *axis), axis->depth);
  }
  const Polytope polytope_a = PolytopeOf(a);
  const Polytope polytope_b = PolytopeOf(b);
  const double slack =
      kSatRelativeTolerance * PairToleranceScale(RadiusOf(polytope_a), RadiusOf(polytope_b));
  if (!polytope_a.has_area && !polytope_b.has_area) {
    return TouchOfLines(polytope_a, polytope_b, slack);
  }
  const std::optional<LeastOverlap> least = LeastOverlapOf(polytope_a, polytope_b, slack);
  if (!least) {
    return std::nullopt;
  }
  const double depth = std::max(least->depth, 0.0);
  return WithWitness(ContactsAlong(a, b, least->normal, depth, Support(b, -least->normal)), depth);
}

}  // namespace collide
