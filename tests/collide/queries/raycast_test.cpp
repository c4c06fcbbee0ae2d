// Ray casts (collide/raycast.h) against spheres and the box kinds:
// hand-computed answers (the arithmetic is in the comments) and the
// tutorial's tables (../shared/tutorial-tests.md, chapter 3). Planes and
// cylinders: raycast_plane_cylinder_test.cpp; segments: linecast_test.cpp;
// brute-force marching: raycast_property_test.cpp.
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
namespace raycast_test {
namespace {

using namespace collide::testing;  // the shared rays, shapes and hit checks

// --- Ray ---------------------------------------------------------------------

TEST(RaycastRay, MakeRayNormalises) {
  // 3-4-5: (3, 4, 0) / 5.
  const Ray ray = MakeTestRay({1, 2, 3}, {3, 4, 0});
  ExpectNear(ray.origin, {1, 2, 3}, 0.0);
  ExpectNear(ray.direction, {0.6, 0.8, 0.0}, 1e-16);
  // Too short or too long to square, still unit length.
  ExpectNear(MakeTestRay({0, 0, 0}, {1e-200, 0, 0}).direction, {1, 0, 0}, 0.0);
  ExpectNear(MakeTestRay({0, 0, 0}, {0, -1e300, 1e300}).direction, {0, -1 / kSqrt2, 1 / kSqrt2},
             1e-16);
}

TEST(RaycastRay, MakeRayRefusesZeroAndNonFinite) {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FALSE(MakeRay({1, 2, 3}, {0, 0, 0}).has_value());
  EXPECT_FALSE(MakeRay({1, 2, 3}, {-0.0, 0, 0}).has_value());
  EXPECT_FALSE(MakeRay({1, 2, 3}, {inf, 0, 0}).has_value());
  EXPECT_FALSE(MakeRay({1, 2, 3}, {0, nan, 0}).has_value());
  EXPECT_FALSE(MakeRay({inf, 2, 3}, {1, 0, 0}).has_value());
  EXPECT_FALSE(MakeRay({1, nan, 3}, {1, 0, 0}).has_value());
}

// --- Sphere ------------------------------------------------------------------

TEST(RaycastSphere, HeadOn) {
  // From (-5, 0, 0) along +x: the centre is 5 ahead, radius 2: t = 5 - 2 = 3.
  ExpectHit(Raycast(MakeTestRay({-5, 0, 0}, {1, 0, 0}), kSphere), 3, {-2, 0, 0}, {-1, 0, 0});
  // Off the centre line, 3-4-5: centre (1, 2, 3) r 5, ray from (4, 2, -10)
  // along +z passes 3 from the centre: half chord sqrt(25 - 9) = 4; the
  // centre is 13 ahead: t = 13 - 4 = 9, point (4, 2, -1), normal
  // ((4, 2, -1) - (1, 2, 3)) / 5 = (0.6, 0, -0.8).
  ExpectHit(Raycast(MakeTestRay({4, 2, -10}, {0, 0, 1}), Sphere{{1, 2, 3}, 5}), 9, {4, 2, -1},
            {0.6, 0, -0.8});
}

TEST(RaycastSphere, TangentGrazes) {
  // y = 2 is tangent to the sphere r 2 at (0, 2, 0): t = 5, normal +y.
  ExpectHit(Raycast(MakeTestRay({-5, 2, 0}, {1, 0, 0}), kSphere), 5, {0, 2, 0}, {0, 1, 0});
  // 1e-6 further out misses.
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 2 + 1e-6, 0}, {1, 0, 0}), kSphere).has_value());
}

// Tangent rays in random directions: built to touch at centre + r u (u
// across the ray) from 5 before it, so t = 5 by construction. Rounding puts
// some a hair outside; the tolerance keeps them touching.
TEST(RaycastSphere, RandomTangentsStayTangent) {
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const Sphere sphere{{0.3, -1.7, 2.9}, 1.3};
  int hits = 0;
  constexpr int kRays = 1000;
  for (int i = 0; i < kRays; ++i) {
    const Vec3 d = glm::normalize(Vec3(unit(rng), unit(rng), unit(rng)));
    const Vec3 across = glm::normalize(glm::cross(d, Vec3(unit(rng), unit(rng), unit(rng))));
    const Vec3 touch = sphere.center + sphere.radius * across;
    const auto hit = Raycast(Ray{touch - 5.0 * d, d}, sphere);
    if (hit) {
      ++hits;
      EXPECT_NEAR(hit->t, 5.0, 1e-4);  // sqrt of the rounding: a tangent is flat
      ExpectNear(hit->normal, across, 1e-4);
    }
  }
  EXPECT_EQ(hits, kRays);
}

TEST(RaycastSphere, FromInsideHitsWhereItLeaves) {
  // From (0.5, 0, 0) along +x: the surface ahead is at x = 2: t = 1.5.
  ExpectHit(Raycast(MakeTestRay({0.5, 0, 0}, {1, 0, 0}), kSphere), 1.5, {2, 0, 0}, {1, 0, 0});
  // From the centre along -z: t = r = 2.
  ExpectHit(Raycast(MakeTestRay({0, 0, 0}, {0, 0, -1}), kSphere), 2, {0, 0, -2}, {0, 0, -1});
}

TEST(RaycastSphere, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 0}, {-1, 0, 0}), kSphere).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({0, 5, 0}, {1, 0, 0}), kSphere).has_value());  // passes by
}

TEST(RaycastSphere, OnTheSurfaceHitsAtZero) {
  // On the surface at (2, 0, 0), whichever way it points: t = 0.
  ExpectHit(Raycast(MakeTestRay({2, 0, 0}, {1, 0, 0}), kSphere), 0, {2, 0, 0}, {1, 0, 0});
  ExpectHit(Raycast(MakeTestRay({2, 0, 0}, {-1, 0, 0}), kSphere), 0, {2, 0, 0}, {1, 0, 0});
}

TEST(RaycastSphere, ZeroRadiusIsHitOnlyThroughItsCentre) {
  const Sphere point{{0, 0, 0}, 0};
  // Through the centre from (-3, 0, 0): t = 3; the normal faces the ray.
  ExpectHit(Raycast(MakeTestRay({-3, 0, 0}, {1, 0, 0}), point), 3, {0, 0, 0}, {-1, 0, 0});
  EXPECT_FALSE(Raycast(MakeTestRay({-3, 1e-12, 0}, {1, 0, 0}), point).has_value());
}

// The book's ray-sphere table (tutorial-tests.md, chapter 3). t for the hits:
//   0: e = centre - origin = (4, -1, 0), along 4, across 1: t = 4 - sqrt(4 - 1) = 4 - sqrt 3.
//   1: e = (4, 2, 0), along 4, across 2 = r: tangent, t = 4, point (2, 0, 0).
//   2: starts on the surface: t = 0.
//   3: d = (2, -1, 2) / 3, e = (2, -2, 0), along (4 + 2) / 3 = 2,
//      across = e - 2d = (2/3, -4/3, -4/3), |across|^2 = 36/9 = 4 = r^2: tangent,
//      t = 2, point (-2, 2, 0) + 2d = (-2/3, 4/3, 4/3), normal point / 2.
//   4: starts inside: e = (0, -1, 0), along 0, half chord sqrt 3: t = sqrt 3,
//      point (2 + sqrt 3, 1, 0), normal (sqrt 3, 1, 0) / 2.
//   5: points away; 6: d = (2, .4, 0) / |.|, e = (7, -1, 0): across^2 =
//      50 - (13.6 / sqrt 4.16)^2 = 5.54 > 4: misses.
TEST(RaycastSphere, BookTable) {
  struct Row {
    Vec3 origin, direction, center;
    double radius;
    bool hit;
    double t;
    Vec3 point, normal;
  };
  const std::vector<Row> rows = {
      {{-2, 1, 0},
       {2, 0, 0},
       {2, 0, 0},
       2,
       true,
       4 - kSqrt3,
       {2 - kSqrt3, 1, 0},
       {-kSqrt3 / 2, 0.5, 0}},
      {{-2, 0, 0}, {2, 0, 0}, {2, 2, 0}, 2, true, 4, {2, 0, 0}, {0, -1, 0}},
      {{-2, 0, 0}, {2, 0, 0}, {0, 0, 0}, 2, true, 0, {-2, 0, 0}, {-1, 0, 0}},
      {{-2, 2, 0},
       {2, -1, 2},
       {0, 0, 0},
       2,
       true,
       2,
       {-2.0 / 3, 4.0 / 3, 4.0 / 3},
       {-1.0 / 3, 2.0 / 3, 2.0 / 3}},
      {{2, 1, 0}, {2, 0, 0}, {2, 0, 0}, 2, true, kSqrt3, {2 + kSqrt3, 1, 0}, {kSqrt3 / 2, 0.5, 0}},
      {{-2, 1, 0}, {-1, 0, 0}, {2, 0, 0}, 2, false, 0, {}, {}},
      {{-5, 1, 0}, {2, 0.4, 0}, {2, 0, 0}, 2, false, 0, {}, {}},
  };
  ASSERT_EQ(rows.size(), 7u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    const Row& r = rows[i];
    const auto hit = Raycast(MakeTestRay(r.origin, r.direction), Sphere{r.center, r.radius});
    EXPECT_EQ(hit.has_value(), r.hit);
    if (r.hit) {
      ExpectHit(hit, r.t, r.point, r.normal, 1e-9);
    }
  }
}

// --- AABB ---------------------------------------------------------------------

const Aabb kCube{{-1, -1, -1}, {1, 1, 1}};

TEST(RaycastAabb, HeadOn) {
  // From x = -5 along +x into the face x = -1: t = 4.
  ExpectHit(Raycast(MakeTestRay({-5, 0.5, 0.25}, {1, 0, 0}), kCube), 4, {-1, 0.5, 0.25},
            {-1, 0, 0});
  // Along the diagonal from (-3, -3, -3): corner (-1, -1, -1) at 2 sqrt 3;
  // all three faces meet there.
  ExpectHitOnEdge(Raycast(MakeTestRay({-3, -3, -3}, {1, 1, 1}), kCube), 2 * kSqrt3, {-1, -1, -1},
                  {{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}}, 1e-12);
}

TEST(RaycastAabb, TangentThroughAnEdgeOrACorner) {
  // In z = 0 from (3, -1, 0) along (-1, 1, 0): x = 3 - s, y = -1 + s. Inside
  // x <= 1 for s >= 2, inside y <= 1 for s <= 2: only s = 2 touches, the edge
  // point (1, 1, 0), at t = 2 sqrt 2; it enters through +x.
  ExpectHit(Raycast(MakeTestRay({3, -1, 0}, {-1, 1, 0}), kCube), 2 * kSqrt2, {1, 1, 0}, {1, 0, 0},
            1e-12);
  // The same in the face plane z = 1 touches the corner (1, 1, 1).
  ExpectHit(Raycast(MakeTestRay({3, -1, 1}, {-1, 1, 0}), kCube), 2 * kSqrt2, {1, 1, 1}, {1, 0, 0},
            1e-12);
  // Along the edge y = 1, z = 1 from x = -3: enters at x = -1, t = 2.
  ExpectHit(Raycast(MakeTestRay({-3, 1, 1}, {1, 0, 0}), kCube), 2, {-1, 1, 1}, {-1, 0, 0});
  // Shifted off the edge by 1e-6: misses.
  EXPECT_FALSE(Raycast(MakeTestRay({3 + 1e-6, -1, 0}, {-1, 1, 0}), kCube).has_value());
}

TEST(RaycastAabb, ParallelMissesOrSlidesAlongAFace) {
  // Parallel to x, above the top face y = 1: misses.
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 1.5, 0}, {1, 0, 0}), kCube).has_value());
  // Lying in the face plane y = 1: touches from x = -1 on, t = 4.
  ExpectHit(Raycast(MakeTestRay({-5, 1, 0}, {1, 0, 0}), kCube), 4, {-1, 1, 0}, {-1, 0, 0});
  // Starting on that face and sliding along it: the origin is on the
  // surface, t = 0, the face's normal.
  ExpectHit(Raycast(MakeTestRay({0, 1, 0}, {1, 0, 0}), kCube), 0, {0, 1, 0}, {0, 1, 0});
}

TEST(RaycastAabb, FromInsideHitsWhereItLeaves) {
  ExpectHit(Raycast(MakeTestRay({0, 0, 0}, {1, 0, 0}), kCube), 1, {1, 0, 0}, {1, 0, 0});
  ExpectHit(Raycast(MakeTestRay({0.5, 0, 0}, {-1, 0, 0}), kCube), 1.5, {-1, 0, 0}, {-1, 0, 0});
  // Along (0.6, 0.8, 0): leaves y = 1 at t = 1 / 0.8 = 1.25 before x = 1 at
  // t = 1 / 0.6; point (0.75, 1, 0).
  ExpectHit(Raycast(MakeTestRay({0, 0, 0}, {3, 4, 0}), kCube), 1.25, {0.75, 1, 0}, {0, 1, 0},
            1e-15);
}

TEST(RaycastAabb, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 0}, {-1, 0, 0}), kCube).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 0}, {0, 1, 0}), kCube).has_value());
}

TEST(RaycastAabb, FlatBoxIsARectangle) {
  // The square [0, 1]^2 at z = 0, from z = 3 straight down: t = 3.
  const Aabb flat{{0, 0, 0}, {1, 1, 0}};
  ExpectHit(Raycast(MakeTestRay({0.5, 0.5, 3}, {0, 0, -1}), flat), 3, {0.5, 0.5, 0}, {0, 0, 1});
  EXPECT_FALSE(Raycast(MakeTestRay({1.5, 0.5, 3}, {0, 0, -1}), flat).has_value());
}

// The book's ray-AABB table: box (.5, .5, .5) / (2, 2, 2).
//   0: from (-2, -2, -2) along (1, 1, 1) / sqrt 3: every slab is entered at
//      coordinate .5, 2.5 along each axis: t = 2.5 sqrt 3, corner (.5, .5, .5).
//   1, 2: x = 0 is outside [.5, 2] and the ray is parallel to x (1) or leaves
//      the box behind (2): miss.
//   3: from (1, 1, 1) inside along (1, 1, 0) / sqrt 2: leaves x = 2 and y = 2
//      together at t = sqrt 2, the edge point (2, 2, 1).
//   4: (.4, 1, 1) along -x: the box is behind.
TEST(RaycastAabb, BookTable) {
  const Aabb box{{0.5, 0.5, 0.5}, {2, 2, 2}};
  struct Row {
    Vec3 origin, direction;
    bool hit;
    double t;
    Vec3 point;
    std::vector<Vec3> normals;
  };
  const std::vector<Row> rows = {
      {{-2, -2, -2},
       {2, 2, 2},
       true,
       2.5 * kSqrt3,
       {0.5, 0.5, 0.5},
       {{-1, 0, 0}, {0, -1, 0}, {0, 0, -1}}},
      {{0, 0, 0}, {0, 1, 0}, false, 0, {}, {}},
      {{0, 0, 0}, {-1, 0, 0}, false, 0, {}, {}},
      {{1, 1, 1}, {1, 1, 0}, true, kSqrt2, {2, 2, 1}, {{1, 0, 0}, {0, 1, 0}}},
      {{0.4, 1, 1}, {-1, 0, 0}, false, 0, {}, {}},
  };
  ASSERT_EQ(rows.size(), 5u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    const Row& r = rows[i];
    const auto hit = Raycast(MakeTestRay(r.origin, r.direction), box);
    EXPECT_EQ(hit.has_value(), r.hit);
    if (r.hit) {
      ExpectHitOnEdge(hit, r.t, r.point, r.normals, 1e-12);
    }
  }
}

// --- Oriented box ---------------------------------------------------------------

// Centre (1, 2, 3), half extents (2, 1, 0.5), turned 90 degrees about z (exact:
// local x -> world y, local y -> world -x): in the world it spans
// x 1 +- 1, y 2 +- 2, z 3 +- 0.5.
const OrientedBox kTurnedBox{{1, 2, 3}, {2, 1, 0.5}, RotationFromEulerDegrees({0, 0, 90})};

TEST(RaycastOrientedBox, HeadOn) {
  // From y = 10 down onto y = 4: t = 6; the normal is the local +x face's.
  ExpectHit(Raycast(MakeTestRay({1, 10, 3}, {0, -1, 0}), kTurnedBox), 6, {1, 4, 3}, {0, 1, 0},
            1e-12);
}

TEST(RaycastOrientedBox, TangentThroughAnEdge) {
  // The unit cube turned 45 degrees about z is a diamond: its edges parallel
  // to z lie at (+-sqrt 2, 0) and (0, +-sqrt 2). A ray along +y at x =
  // -sqrt 2 touches the edge at (-sqrt 2, 0, 0) only, at t = 5.
  const OrientedBox diamond{{0, 0, 0}, {1, 1, 1}, RotationFromEulerDegrees({0, 0, 45})};
  const double h = 1 / kSqrt2;
  // The faces meeting there: local -x -> (-h, -h, 0), local +y -> (-h, h, 0).
  ExpectHitOnEdge(Raycast(MakeTestRay({-kSqrt2, -5, 0}, {0, 1, 0}), diamond), 5, {-kSqrt2, 0, 0},
                  {{-h, -h, 0}, {-h, h, 0}}, 1e-9);
  EXPECT_FALSE(Raycast(MakeTestRay({-kSqrt2 - 1e-6, -5, 0}, {0, 1, 0}), diamond).has_value());
  // Head-on into that edge along +x from (-5, 0, 0): t = 5 - sqrt 2.
  ExpectHitOnEdge(Raycast(MakeTestRay({-5, 0, 0}, {1, 0, 0}), diamond), 5 - kSqrt2, {-kSqrt2, 0, 0},
                  {{-h, -h, 0}, {-h, h, 0}}, 1e-12);
}

TEST(RaycastOrientedBox, ParallelMissesOrLiesInAFace) {
  // The world face x = 2 is the local -y face (local y -> world -x). Along +y
  // in that plane from y = -10: enters the world face y = 0 (local -x) at
  // t = 10.
  ExpectHit(Raycast(MakeTestRay({2, -10, 3}, {0, 1, 0}), kTurnedBox), 10, {2, 0, 3}, {0, -1, 0},
            1e-12);
  EXPECT_FALSE(Raycast(MakeTestRay({2.5, -10, 3}, {0, 1, 0}), kTurnedBox).has_value());
}

TEST(RaycastOrientedBox, FromInsideHitsWhereItLeaves) {
  // From the centre along +z: the half extent 0.5.
  ExpectHit(Raycast(MakeTestRay({1, 2, 3}, {0, 0, 1}), kTurnedBox), 0.5, {1, 2, 3.5}, {0, 0, 1},
            1e-12);
  // From the centre along -x: world x half extent 1 (local y).
  ExpectHit(Raycast(MakeTestRay({1, 2, 3}, {-1, 0, 0}), kTurnedBox), 1, {0, 2, 3}, {-1, 0, 0},
            1e-12);
}

TEST(RaycastOrientedBox, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({1, 10, 3}, {0, 1, 0}), kTurnedBox).has_value());
}

// --- Hexahedron -----------------------------------------------------------------

// A frustum: base [-1, 1]^2 at z = 0, top [-0.5, 0.5]^2 at z = 1. Its side
// planes are +-2x + z = 2 and +-2y + z = 2 (outward normals (+-2, 0, 1) /
// sqrt 5, ...).
// (testing::Frustum() from fixtures.h.)

TEST(RaycastHexahedron, FrustumIsValid) {
  EXPECT_FALSE(Validate(testing::Frustum()).has_value());
}

TEST(RaycastHexahedron, HeadOn) {
  const Hexahedron f = testing::Frustum();
  ExpectHit(Raycast(MakeTestRay({0.2, 0.3, -4}, {0, 0, 1}), f), 4, {0.2, 0.3, 0}, {0, 0, -1});
  ExpectHit(Raycast(MakeTestRay({0, 0, 5}, {0, 0, -1}), f), 4, {0, 0, 1}, {0, 0, 1});
  // Into the slanted +x face at z = 0.5: 2x + 0.5 = 2, x = 0.75; t = 5 - 0.75.
  ExpectHit(Raycast(MakeTestRay({5, 0, 0.5}, {-1, 0, 0}), f), 4.25, {0.75, 0, 0.5},
            Vec3(2, 0, 1) / kSqrt5, 1e-12);
}

TEST(RaycastHexahedron, TangentThroughACorner) {
  // In the top plane z = 1 from (1.5, -0.5, 1) along (-1, 1, 0): x = 1.5 - s,
  // y = -0.5 + s. Inside 2x + 1 <= 2 needs s >= 1, inside 2y + 1 <= 2 needs
  // s <= 1: only the corner (0.5, 0.5, 1), at t = sqrt 2, entering through +x.
  ExpectHit(Raycast(MakeTestRay({1.5, -0.5, 1}, {-1, 1, 0}), testing::Frustum()), kSqrt2,
            {0.5, 0.5, 1}, Vec3(2, 0, 1) / kSqrt5, 1e-9);
  EXPECT_FALSE(
      Raycast(MakeTestRay({1.5, -0.5, 1 + 1e-6}, {-1, 1, 0}), testing::Frustum()).has_value());
}

TEST(RaycastHexahedron, ParallelMissesOrSlidesAlongAFace) {
  const Hexahedron f = testing::Frustum();
  // Below the base, parallel to it: misses.
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, -0.1}, {1, 0, 0}), f).has_value());
  // In the base plane: enters the -x face (-2x + 0 <= 2, x >= -1) at t = 4.
  ExpectHit(Raycast(MakeTestRay({-5, 0, 0}, {1, 0, 0}), f), 4, {-1, 0, 0}, Vec3(-2, 0, 1) / kSqrt5,
            1e-12);
  // On the base, sliding along it: t = 0, the base's normal.
  ExpectHit(Raycast(MakeTestRay({0, 0, 0}, {1, 0, 0}), f), 0, {0, 0, 0}, {0, 0, -1});
}

TEST(RaycastHexahedron, FromInsideHitsWhereItLeaves) {
  const Hexahedron f = testing::Frustum();
  // From (0, 0, 0.5) along +x: 2x + 0.5 = 2 at x = 0.75.
  ExpectHit(Raycast(MakeTestRay({0, 0, 0.5}, {1, 0, 0}), f), 0.75, {0.75, 0, 0.5},
            Vec3(2, 0, 1) / kSqrt5, 1e-12);
  ExpectHit(Raycast(MakeTestRay({0, 0, 0.5}, {0, 0, 1}), f), 0.5, {0, 0, 1}, {0, 0, 1});
}

TEST(RaycastHexahedron, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({0, 0, 5}, {0, 0, 1}), testing::Frustum()).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({0, 0, -1}, {1, 0, 0}), testing::Frustum()).has_value());
}

// --- BoxShape ------------------------------------------------------------------

TEST(RaycastBoxShape, DispatchesToEachKind) {
  // The head-on answers above, through the variant.
  ExpectHit(Raycast(MakeTestRay({-5, 0.5, 0.25}, {1, 0, 0}), BoxShape(kCube)), 4, {-1, 0.5, 0.25},
            {-1, 0, 0});
  ExpectHit(Raycast(MakeTestRay({1, 10, 3}, {0, -1, 0}), BoxShape(kTurnedBox)), 6, {1, 4, 3},
            {0, 1, 0}, 1e-12);
  ExpectHit(Raycast(MakeTestRay({0, 0, 5}, {0, 0, -1}), BoxShape(testing::Frustum())), 4, {0, 0, 1},
            {0, 0, 1});
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 0}, {-1, 0, 0}), BoxShape(kCube)).has_value());
}

}  // namespace
}  // namespace raycast_test
}  // namespace collide
