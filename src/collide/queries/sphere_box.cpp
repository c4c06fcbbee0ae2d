#include "collide/queries/sphere_box.h"

#include <cmath>

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

Vec3 OffsetToClosest(const OrientedBox& box, const Vec3& point) {
  const Vec3 local = glm::transpose(box.rotation) * (point - box.center);
  const Vec3 clamped = glm::clamp(local, -box.half_extents, box.half_extents);
  return box.rotation * (clamped - local);
}

Vec3 OffsetToClosest(const Aabb& box, const Vec3& point) {
  return glm::clamp(point, box.min, box.max) - point;
}

Vec3 OffsetToClosest(const Hexahedron& box, const Vec3& point) {
  BoxCorners q;
  for (size_t i = 0; i < 8; ++i) {
    q[i] = box.corners[i] - point;
  }
  // Inside (or on) every face plane: the point is its own closest point. A
  // point outside a convex solid is nearest to one of its faces, so the
  // nearest of the faces' nearest points is the answer.
  bool outside = false;
  for (const auto& f : kBoxFaces) {
    const Vec3& a = q[static_cast<size_t>(f[0])];
    const Vec3& b = q[static_cast<size_t>(f[1])];
    const Vec3& c = q[static_cast<size_t>(f[2])];
    const Vec3& d = q[static_cast<size_t>(f[3])];
    if (glm::dot(glm::cross(c - a, d - b), a + b + c + d) < 0.0) {
      outside = true;
      break;
    }
  }
  if (!outside) {
    return Vec3(0.0);
  }
  Vec3 best(0.0);
  double best_squared = kInfinity;
  for (const auto& f : kBoxFaces) {
    const Vec3& a = q[static_cast<size_t>(f[0])];
    const Vec3& c = q[static_cast<size_t>(f[2])];
    for (const Vec3& candidate : {ClosestOnTriangle(a, q[static_cast<size_t>(f[1])], c),
                                  ClosestOnTriangle(a, c, q[static_cast<size_t>(f[3])])}) {
      const double squared = glm::dot(candidate, candidate);
      if (squared < best_squared) {
        best_squared = squared;
        best = candidate;
      }
    }
  }
  return best;
}

Vec3 OffsetToClosest(const BoxShape& box, const Vec3& point) {
  return std::visit([&](const auto& shape) { return OffsetToClosest(shape, point); }, box);
}

}  // namespace

Vec3 ClosestPoint(const OrientedBox& box, const Vec3& point) {
  return point + OffsetToClosest(box, point);
}

Vec3 ClosestPoint(const Aabb& box, const Vec3& point) {
  return glm::clamp(point, box.min, box.max);
}

Vec3 ClosestPoint(const Hexahedron& box, const Vec3& point) {
  return point + OffsetToClosest(box, point);
}

Vec3 ClosestPoint(const BoxShape& box, const Vec3& point) {
  return std::visit([&](const auto& shape) { return ClosestPoint(shape, point); }, box);
}

bool Intersects(const Sphere& sphere, const BoxShape& box) {
  const Vec3 offset = OffsetToClosest(box, sphere.center);
  const double reach = sphere.radius + kClosestPointRelativeTolerance *
                                           PairToleranceScale(sphere.radius, BoundingRadius(box));
  return glm::dot(offset, offset) <= reach * reach;
}

bool Intersects(const BoxShape& box, const Sphere& sphere) {
  return Intersects(sphere, box);
}

}  // namespace collide
