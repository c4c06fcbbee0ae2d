// Ray casts (collide/raycast.h) against planes, both the two-sided cast and
// the book's one-sided one, and the Magic Room's cylinder: hand-computed
// answers and the book's ray-plane table.
#include "collide/queries/raycast.h"

#include <gtest/gtest.h>

#include "collide/queries/raycast.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "collide/queries/corner_volume.h"
#include "collide/shapes/box.h"
#include "raycast_fixtures.h"

namespace collide {
namespace raycast_plane_cylinder_test {
namespace {

using namespace collide::testing;  // the shared rays, shapes and hit checks

// --- Plane ---------------------------------------------------------------------

TEST(RaycastPlane, HeadOnFromTheFront) {
  // From y = 5 down: t = 4.
  const Ray down = MakeTestRay({3, 5, -2}, {0, -1, 0});
  ExpectHit(Raycast(down, kFloor), 4, {3, 1, -2}, {0, 1, 0});
  ExpectHit(RaycastOneSided(down, kFloor), 4, {3, 1, -2}, {0, 1, 0});
  // 3-4-5 from (0, 5, 0) along (0.6, -0.8, 0): 4 / 0.8 = 5, point (3, 1, 0).
  ExpectHit(Raycast(MakeTestRay({0, 5, 0}, {3, -4, 0}), kFloor), 5, {3, 1, 0}, {0, 1, 0}, 1e-15);
}

TEST(RaycastPlane, FromBehindOnlyTheTwoSidedCastHits) {
  // From y = -3 up: t = 4; the two-sided normal faces the ray (-y).
  const Ray up = MakeTestRay({3, -3, -2}, {0, 1, 0});
  ExpectHit(Raycast(up, kFloor), 4, {3, 1, -2}, {0, -1, 0});
  EXPECT_FALSE(RaycastOneSided(up, kFloor).has_value());
}

TEST(RaycastPlane, Parallel) {
  // Off the plane: both miss.
  const Ray off = MakeTestRay({0, 2, 0}, {1, 0, 0});
  EXPECT_FALSE(Raycast(off, kFloor).has_value());
  EXPECT_FALSE(RaycastOneSided(off, kFloor).has_value());
  // In the plane: the two-sided cast hits at the origin; the book's misses.
  const Ray in = MakeTestRay({0, 1, 0}, {1, 0, 0});
  ExpectHit(Raycast(in, kFloor), 0, {0, 1, 0}, {0, 1, 0});
  EXPECT_FALSE(RaycastOneSided(in, kFloor).has_value());
}

TEST(RaycastPlane, PointingAwayMisses) {
  const Ray away = MakeTestRay({0, 5, 0}, {0, 1, 0});
  EXPECT_FALSE(Raycast(away, kFloor).has_value());
  EXPECT_FALSE(RaycastOneSided(away, kFloor).has_value());
  const Ray away_behind = MakeTestRay({0, -5, 0}, {0, -1, 0});
  EXPECT_FALSE(Raycast(away_behind, kFloor).has_value());
  EXPECT_FALSE(RaycastOneSided(away_behind, kFloor).has_value());
}

TEST(RaycastPlane, StartingOnThePlane) {
  // Going down through it: t = 0 for both.
  const Ray down = MakeTestRay({2, 1, 0}, {0, -1, 0});
  ExpectHit(Raycast(down, kFloor), 0, {2, 1, 0}, {0, 1, 0});
  ExpectHit(RaycastOneSided(down, kFloor), 0, {2, 1, 0}, {0, 1, 0});
  // Going up: the two-sided cast still touches at t = 0 (from the back);
  // the book's misses (direction . n > 0).
  const Ray up = MakeTestRay({2, 1, 0}, {0, 1, 0});
  ExpectHit(Raycast(up, kFloor), 0, {2, 1, 0}, {0, -1, 0});
  EXPECT_FALSE(RaycastOneSided(up, kFloor).has_value());
}

// The book's ray-plane table, R0-R6, one-sided; t = (1 - n^.o) / (n^.d):
//   R0 (0,0,0) along -y: (1 - 0) / (-1/sqrt 2) < 0: miss.
//   R1 (.5,.5,0) along -(1,1,0): n^.o = 1/sqrt 2, t = (1 - .707) / -1 < 0.
//   R2 (1,1,0) along (1,1,0): n^.d > 0.  R3 along z: parallel.
//   R4 (2,2,3) along -y: n^.o = 2 sqrt 2, n^.d = -1/sqrt 2:
//      t = (2 sqrt 2 - 1) sqrt 2 = 4 - sqrt 2, point (2, sqrt 2 - 2, 3).
//   R5 (3,3,3) along -(1,1,1)/sqrt 3: n^.o = 3 sqrt 2, n^.d = -2/sqrt 6:
//      t = (3 sqrt 2 - 1) sqrt 6 / 2 = 3 sqrt 3 - sqrt 6 / 2.
//   R6 (1,1,3) along (-2,-3,1)/sqrt 14: n^.o = sqrt 2, n^.d = -5/sqrt 28:
//      t = (sqrt 2 - 1) sqrt 28 / 5.
// No row comes from behind, so the two-sided cast agrees on all seven.
TEST(RaycastPlane, BookTable) {
  struct Row {
    Vec3 origin, direction;
    bool hit;
    double t;
  };
  const std::vector<Row> rows = {
      {{0, 0, 0}, {0, -1, 0}, false, 0},
      {{0.5, 0.5, 0}, {-1, -1, 0}, false, 0},
      {{1, 1, 0}, {1, 1, 0}, false, 0},
      {{1, 1, -3}, {0, 0, 1}, false, 0},
      {{2, 2, 3}, {0, -1, 0}, true, 4 - kSqrt2},
      {{3, 3, 3}, {-3, -3, -3}, true, 3 * kSqrt3 - std::sqrt(6.0) / 2},
      {{1, 1, 3}, {-2, -3, 1}, true, (kSqrt2 - 1) * std::sqrt(28.0) / 5},
  };
  ASSERT_EQ(rows.size(), 7u);
  const Vec3 n = Vec3(1, 1, 0) / kSqrt2;
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "R" << i);
    const Row& r = rows[i];
    const Ray ray = MakeTestRay(r.origin, r.direction);
    for (const auto& hit :
         {RaycastOneSided(ray, BookTablePlane()), Raycast(ray, BookTablePlane())}) {
      EXPECT_EQ(hit.has_value(), r.hit);
      if (r.hit) {
        ExpectHit(hit, r.t, r.origin + r.t * glm::normalize(r.direction), n, 1e-12);
        EXPECT_NEAR(glm::dot(hit->point, n), 1.0, 1e-12);  // on the plane
      }
    }
  }
  // From behind, (0,0,0) along (1,1,0): n^.o = 0 < 1. The book's cast
  // misses; the two-sided one hits at t = 1, point (1,1,0)/sqrt 2.
  const Ray behind = MakeTestRay({0, 0, 0}, {1, 1, 0});
  EXPECT_FALSE(RaycastOneSided(behind, BookTablePlane()).has_value());
  ExpectHit(Raycast(behind, BookTablePlane()), 1, n, -n, 1e-15);
}

// --- Cylinder ------------------------------------------------------------------

// The y axis (given unnormalised), radius 2.
const Cylinder kColumn{{0, 0, 0}, {0, 3, 0}, 2};

TEST(RaycastCylinder, HeadOn) {
  ExpectHit(Raycast(MakeTestRay({-5, 7, 0}, {1, 0, 0}), kColumn), 3, {-2, 7, 0}, {-1, 0, 0});
  // Along (0.6, 0.8, 0): across the axis 0.6 per unit t; the surface is 3
  // across away: t = 3 / 0.6 = 5, point (-5 + 3, 4, 0).
  ExpectHit(Raycast(MakeTestRay({-5, 0, 0}, {3, 4, 0}), kColumn), 5, {-2, 4, 0}, {-1, 0, 0}, 1e-12);
}

TEST(RaycastCylinder, TangentGrazes) {
  // z = 2 touches at (0, 0, 2): t = 5.
  ExpectHit(Raycast(MakeTestRay({-5, 0, 2}, {1, 0, 0}), kColumn), 5, {0, 0, 2}, {0, 0, 1});
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 2 + 1e-6}, {1, 0, 0}), kColumn).has_value());
}

// As for the sphere: tangent rays built to touch at t = 5.
TEST(RaycastCylinder, RandomTangentsStayTangent) {
  std::mt19937 rng(6);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const Cylinder cylinder{{0.3, -1.7, 2.9}, {1, 2, -0.5}, 1.3};
  const Vec3 axis = glm::normalize(cylinder.axis);
  int hits = 0;
  constexpr int kRays = 1000;
  for (int i = 0; i < kRays; ++i) {
    // `across` is perpendicular to the axis; any direction perpendicular to
    // `across` (a mix of the axis and the tangent) is tangent at the touch.
    const Vec3 across = glm::normalize(glm::cross(axis, Vec3(unit(rng), unit(rng), unit(rng))));
    const Vec3 in_tangent_plane = glm::cross(across, axis);  // unit
    const Vec3 d = glm::normalize(unit(rng) * axis + in_tangent_plane);
    const Vec3 touch = cylinder.point + 4.0 * unit(rng) * axis + cylinder.radius * across;
    const auto hit = Raycast(Ray{touch - 5.0 * d, d}, cylinder);
    if (hit) {
      ++hits;
      EXPECT_NEAR(hit->t, 5.0, 1e-4);
      ExpectNear(hit->normal, across, 1e-4);
    }
  }
  EXPECT_EQ(hits, kRays);
}

TEST(RaycastCylinder, ParallelToTheAxis) {
  // Outside, or inside (it never reaches the surface): miss.
  EXPECT_FALSE(Raycast(MakeTestRay({3, 0, 0}, {0, 1, 0}), kColumn).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({1, 0, 0}, {0, -1, 0}), kColumn).has_value());
  // On the surface: it lies in it, t = 0.
  ExpectHit(Raycast(MakeTestRay({2, 0, 0}, {0, 1, 0}), kColumn), 0, {2, 0, 0}, {1, 0, 0});
}

TEST(RaycastCylinder, FromInsideHitsWhereItLeaves) {
  // From the axis along +z: t = r = 2.
  ExpectHit(Raycast(MakeTestRay({0, 5, 0}, {0, 0, 1}), kColumn), 2, {0, 5, 2}, {0, 0, 1});
  // From (1, 0, 0) along (0, 0.8, 0.6): across the axis it moves along z at
  // 0.6; in that plane the circle is left at z = sqrt(4 - 1) = sqrt 3, so
  // t = sqrt 3 / 0.6, point (1, 0.8 t, sqrt 3), normal (1, 0, sqrt 3) / 2.
  const double t = kSqrt3 / 0.6;
  ExpectHit(Raycast(MakeTestRay({1, 0, 0}, {0, 4, 3}), kColumn), t, {1, 0.8 * t, kSqrt3},
            {0.5, 0, kSqrt3 / 2}, 1e-12);
}

TEST(RaycastCylinder, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({5, 0, 0}, {1, 0, 0}), kColumn).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({5, 0, 0}, {1, 1, 0}), kColumn).has_value());
}

}  // namespace
}  // namespace raycast_plane_cylinder_test
}  // namespace collide
