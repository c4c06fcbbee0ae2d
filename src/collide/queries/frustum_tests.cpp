// Points, spheres, AABBs and triangles against a frustum (collide/shapes/frustum.h):
// exact classifications, and the book's plane-by-plane ones beside them.
#include <algorithm>
#include <array>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"

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

// Appends to `axes` the crosses of `direction` with each frustum edge,
// but not those of parallel ones, which the face normals already cover.
void AddEdgeCrosses(const Vec3& direction, const std::array<Vec3, 6>& edges,
                    std::vector<Vec3>& axes) {
  for (const Vec3& edge : edges) {
    const Vec3 axis = glm::cross(direction, edge);
    if (glm::dot(axis, axis) > 1e-24 * glm::dot(edge, edge) * glm::dot(direction, direction)) {
      axes.push_back(axis);
    }
  }
}

// Whether one of `axes` separates the points from the frustum (a gap, not
// a touch).
template <typename Points>
bool AnyAxisSeparates(const std::vector<Vec3>& axes, const std::array<Vec3, 8>& frustum_corners,
                      const Points& points) {
  for (const Vec3& axis : axes) {
    const auto [f_low, f_high] = Projection(frustum_corners, axis);
    const auto [p_low, p_high] = Projection(points, axis);
    if (p_low > f_high || f_low > p_high) {
      return true;
    }
  }
  return false;
}

std::vector<Vec3> FaceNormals(const std::array<FrustumPlane, 6>& planes) {
  std::vector<Vec3> axes;
  for (const FrustumPlane& plane : planes) {
    axes.push_back(plane.normal);
  }
  return axes;
}

// Whether some axis separates the box from the frustum (a gap, not a touch).
bool Separated(const FrustumSolid& solid, const BoxCorners& box_corners) {
  std::vector<Vec3> axes = FaceNormals(solid.planes);
  for (int box_axis = 0; box_axis < 3; ++box_axis) {
    Vec3 direction(0.0);
    direction[box_axis] = 1.0;
    axes.push_back(direction);
    AddEdgeCrosses(direction, solid.edges, axes);
  }
  return AnyAxisSeparates(axes, solid.corners, box_corners);
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

Inclusion Classify(const Frustum& frustum, const Vec3& point) {
  for (const FrustumPlane& plane : Planes(frustum)) {
    if (Height(plane, point) < 0.0) {
      return Inclusion::kOutside;
    }
  }
  return Inclusion::kInside;
}

Inclusion Classify(const Frustum& frustum, const Sphere& sphere) {
  bool inside = true;
  for (const FrustumPlane& plane : Planes(frustum)) {
    inside &= Height(plane, sphere.center) >= sphere.radius;
  }
  if (inside) {
    return Inclusion::kInside;
  }
  return Distance(frustum, sphere.center) <= sphere.radius ? Inclusion::kIntersecting
                                                           : Inclusion::kOutside;
}

FrustumSolid SolidOf(const Frustum& frustum) {
  FrustumSolid solid;
  solid.planes = Planes(frustum);
  solid.corners = Corners(frustum);
  solid.edges = EdgeDirections(solid.corners);
  return solid;
}

Inclusion Classify(const FrustumSolid& solid, const Aabb& box) {
  const BoxCorners box_corners = Corners(box);
  bool inside = true;
  for (const FrustumPlane& plane : solid.planes) {
    for (const Vec3& corner : box_corners) {
      inside &= Height(plane, corner) >= 0.0;
    }
  }
  if (inside) {
    return Inclusion::kInside;
  }
  return Separated(solid, box_corners) ? Inclusion::kOutside : Inclusion::kIntersecting;
}

Inclusion Classify(const Frustum& frustum, const Aabb& box) {
  return Classify(SolidOf(frustum), box);
}

Inclusion ClassifyByPlanes(const Frustum& frustum, const Sphere& sphere) {
  bool inside = true;
  for (const FrustumPlane& plane : Planes(frustum)) {
    const double height = Height(plane, sphere.center);
    if (height < -sphere.radius) {
      return Inclusion::kOutside;
    }
    inside &= height >= sphere.radius;
  }
  return inside ? Inclusion::kInside : Inclusion::kIntersecting;
}

Inclusion ClassifyByPlanes(const Frustum& frustum, const Aabb& box) {
  const BoxCorners corners = Corners(box);
  bool inside = true;
  for (const FrustumPlane& plane : Planes(frustum)) {
    int behind = 0;
    for (const Vec3& corner : corners) {
      behind += Height(plane, corner) < 0.0 ? 1 : 0;
    }
    if (behind == 8) {
      return Inclusion::kOutside;
    }
    inside &= behind == 0;
  }
  return inside ? Inclusion::kInside : Inclusion::kIntersecting;
}

bool Touches(const FrustumSolid& solid, const Triangle& triangle) {
  std::vector<Vec3> axes = FaceNormals(solid.planes);
  // A zero-area triangle has no normal: then its edges' crosses (a
  // segment's) or the frustum's normals alone (a point's) suffice.
  const Vec3 normal = AreaNormal(triangle);
  if (normal != Vec3(0.0)) {
    axes.push_back(normal);
  }
  for (int k = 0; k < 3; ++k) {
    AddEdgeCrosses(triangle[(k + 1) % 3] - triangle[k], solid.edges, axes);
  }
  const std::array<Vec3, 3> points = {triangle[0], triangle[1], triangle[2]};
  return !AnyAxisSeparates(axes, solid.corners, points);
}

bool Touches(const Frustum& frustum, const Triangle& triangle) {
  return Touches(SolidOf(frustum), triangle);
}

Inclusion Classify(const Frustum& frustum, const Triangle& triangle) {
  const FrustumSolid solid = SolidOf(frustum);
  bool inside = true;
  for (const FrustumPlane& plane : solid.planes) {
    for (int k = 0; k < 3; ++k) {
      inside &= Height(plane, triangle[k]) >= 0.0;
    }
  }
  if (inside) {
    return Inclusion::kInside;
  }
  return Touches(solid, triangle) ? Inclusion::kIntersecting : Inclusion::kOutside;
}

}  // namespace collide
