#pragma once

// Rays, planes, shapes and hit checks shared by the ray-cast, segment,
// point and plane tests.

#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <vector>

#include "collide/queries/raycast.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/ray.h"
#include "fixtures.h"

namespace collide::testing {

inline const double kSqrt2 = std::sqrt(2.0);
inline const double kSqrt3 = std::sqrt(3.0);
inline const double kSqrt5 = std::sqrt(5.0);

inline Ray MakeTestRay(const Vec3& origin, const Vec3& direction) {
  const std::optional<Ray> ray = MakeRay(origin, direction);
  EXPECT_TRUE(ray.has_value());
  return ray.value_or(Ray{});
}

// The book's plane n.x = d with n normalised and d as given.
inline BookPlane MakeTestPlane(const Vec3& normal, double distance) {
  const std::optional<BookPlane> plane = MakeBookPlane(normal, distance);
  EXPECT_TRUE(plane.has_value());
  return plane.value_or(BookPlane{});
}

// A hit at `t` with `point` and `normal`, each within `tolerance`.
inline void ExpectHit(const std::optional<RayHit>& hit, double t, const Vec3& point,
                      const Vec3& normal, double tolerance = 1e-12) {
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, t, tolerance);
  ExpectNear(hit->point, point, tolerance);
  ExpectNear(hit->normal, normal, tolerance);
}

// A hit whose normal is any one of `normals` (an edge or a corner, where
// faces meet).
inline void ExpectHitOnEdge(const std::optional<RayHit>& hit, double t, const Vec3& point,
                            const std::vector<Vec3>& normals, double tolerance = 1e-12) {
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, t, tolerance);
  ExpectNear(hit->point, point, tolerance);
  bool matches = false;
  for (const Vec3& n : normals) {
    matches = matches || glm::length(hit->normal - n) <= tolerance;
  }
  EXPECT_TRUE(matches) << "normal (" << hit->normal.x << ", " << hit->normal.y << ", "
                       << hit->normal.z << ") is none of the faces meeting there";
}

// The sphere of the book's ray and segment tables.
inline const Sphere kSphere{{0, 0, 0}, 2};

// y = 1, given with an unnormalised normal.
inline const Plane kFloor{{0, 1, 0}, {0, 2, 0}};

// The book's plane n (1, 1, 0), d 1: n^ = (1, 1, 0) / sqrt 2, through
// n^ * d = (1, 1, 0) / sqrt 2.
inline Plane BookTablePlane() {
  return {Vec3(1, 1, 0) / kSqrt2, {1, 1, 0}};
}

}  // namespace collide::testing
