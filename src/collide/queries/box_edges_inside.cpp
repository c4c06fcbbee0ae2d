#include "collide/queries/box_edges_inside.h"

#include <algorithm>

namespace collide {
namespace {

// A box as half-spaces n . x <= d, for clipping edges against it.
struct HalfSpace {
  Vec3 normal;
  double offset;
};

std::vector<HalfSpace> HalfSpacesOf(const BoxShape& box) {
  std::vector<HalfSpace> planes;
  if (const auto* obb = std::get_if<OrientedBox>(&box)) {
    for (int k = 0; k < 3; ++k) {
      const Vec3 axis = obb->rotation[k];
      const double c = glm::dot(axis, obb->center);
      planes.push_back({axis, c + obb->half_extents[k]});
      planes.push_back({-axis, -c + obb->half_extents[k]});
    }
  } else if (const auto* aabb = std::get_if<Aabb>(&box)) {
    for (int k = 0; k < 3; ++k) {
      Vec3 axis(0.0);
      axis[k] = 1.0;
      planes.push_back({axis, aabb->max[k]});
      planes.push_back({-axis, -aabb->min[k]});
    }
  } else {
    const BoxCorners& c = std::get<Hexahedron>(box).corners;
    for (const auto& face : kBoxFaces) {
      const Vec3 n = glm::normalize(
          glm::cross(c[static_cast<size_t>(face[2])] - c[static_cast<size_t>(face[0])],
                     c[static_cast<size_t>(face[3])] - c[static_cast<size_t>(face[1])]));
      double d = 0.0;
      for (int corner : face) {
        d += glm::dot(n, c[static_cast<size_t>(corner)]) / 4.0;
      }
      planes.push_back({n, d});
    }
  }
  return planes;
}

}  // namespace

std::vector<EdgePiece> EdgesInside(const BoxShape& a, const BoxShape& b) {
  std::vector<EdgePiece> pieces;
  const double tolerance = 1e-9 * PairToleranceScale(BoundingRadius(a), BoundingRadius(b));
  const auto clip = [&](const BoxCorners& corners, const std::vector<HalfSpace>& planes) {
    for (const auto& edge : kBoxEdges) {
      const Vec3 p0 = corners[static_cast<size_t>(edge[0])];
      const Vec3 p1 = corners[static_cast<size_t>(edge[1])];
      double t0 = 0.0;
      double t1 = 1.0;
      for (const HalfSpace& plane : planes) {
        const double f0 = glm::dot(plane.normal, p0) - plane.offset - tolerance;
        const double f1 = glm::dot(plane.normal, p1) - plane.offset - tolerance;
        if (f0 > 0.0 && f1 > 0.0) {
          t0 = 2.0;
          break;
        }
        if (f0 > 0.0) {
          t0 = std::max(t0, f0 / (f0 - f1));
        } else if (f1 > 0.0) {
          t1 = std::min(t1, f0 / (f0 - f1));
        }
      }
      if (t0 <= t1) {
        pieces.push_back({p0 + t0 * (p1 - p0), p0 + t1 * (p1 - p0)});
      }
    }
  };
  clip(Corners(a), HalfSpacesOf(b));
  clip(Corners(b), HalfSpacesOf(a));
  return pieces;
}

}  // namespace collide
