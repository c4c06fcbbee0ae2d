// Points, spheres and AABBs against a frustum (collide/shapes/frustum.h):
// exact classifications, and the book's plane-by-plane ones beside them.
#include <algorithm>
#include <array>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/ray.h"

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

// Whether some axis separates the box from the frustum (a gap, not a touch).
bool Separated(const std::array<Vec3, 8>& frustum_corners, const std::array<Vec3, 8>& box_corners,
               const std::array<FrustumPlane, 6>& planes) {
  std::vector<Vec3> axes = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  for (const FrustumPlane& plane : planes) {
    axes.push_back(plane.normal);
  }
  // The frustum's edge directions: along the near face's bottom and left
  // edges (the far face's are parallel), and its four side edges.
  const std::array<Vec3, 6> edges = {
      frustum_corners[1] - frustum_corners[0], frustum_corners[3] - frustum_corners[0],
      frustum_corners[4] - frustum_corners[0], frustum_corners[5] - frustum_corners[1],
      frustum_corners[6] - frustum_corners[2], frustum_corners[7] - frustum_corners[3]};
  for (int box_axis = 0; box_axis < 3; ++box_axis) {
    for (const Vec3& edge : edges) {
      const Vec3 axis = glm::cross(axes[static_cast<std::size_t>(box_axis)], edge);
      // A box edge parallel to a frustum edge: the face normals cover it.
      if (glm::dot(axis, axis) > 1e-24 * glm::dot(edge, edge)) {
        axes.push_back(axis);
      }
    }
  }
  for (const Vec3& axis : axes) {
    const auto [f_low, f_high] = Projection(frustum_corners, axis);
    const auto [b_low, b_high] = Projection(box_corners, axis);
    if (b_low > f_high || f_low > b_high) {
      return true;
    }
  }
  return false;
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

Inclusion Classify(const Frustum& frustum, const Aabb& box) {
  const std::array<FrustumPlane, 6> planes = Planes(frustum);
  const BoxCorners box_corners = Corners(box);
  bool inside = true;
  for (const FrustumPlane& plane : planes) {
    for (const Vec3& corner : box_corners) {
      inside &= Height(plane, corner) >= 0.0;
    }
  }
  if (inside) {
    return Inclusion::kInside;
  }
  return Separated(Corners(frustum), box_corners, planes) ? Inclusion::kOutside
                                                          : Inclusion::kIntersecting;
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

}  // namespace collide
