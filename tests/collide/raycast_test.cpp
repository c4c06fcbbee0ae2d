// Ray casts and segment tests (collide/raycast.h): per shape, hand-computed
// answers (the arithmetic is in the comments), the tutorial's tables
// (../shared/tutorial-tests.md, chapter 3), and property tests against brute
// force: marching along the ray in small steps with each shape's own
// inside test.

#include "collide/raycast.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "collide/box.h"
#include "collide/corner_volume.h"

namespace collide {
namespace {

const double kSqrt2 = std::sqrt(2.0);
const double kSqrt3 = std::sqrt(3.0);
const double kSqrt5 = std::sqrt(5.0);

void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

Ray MakeTestRay(const Vec3& origin, const Vec3& direction) {
  const std::optional<Ray> ray = MakeRay(origin, direction);
  EXPECT_TRUE(ray.has_value());
  return ray.value_or(Ray{});
}

// A hit at `t` with `point` and `normal`, each within `tolerance`.
void ExpectHit(const std::optional<RayHit>& hit, double t, const Vec3& point, const Vec3& normal,
               double tolerance = 1e-12) {
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, t, tolerance);
  ExpectNear(hit->point, point, tolerance);
  ExpectNear(hit->normal, normal, tolerance);
}

// A hit whose normal is any one of `normals` (an edge or a corner, where
// faces meet).
void ExpectHitOnEdge(const std::optional<RayHit>& hit, double t, const Vec3& point,
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

const Sphere kSphere{{0, 0, 0}, 2};

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
Hexahedron Frustum() {
  return {{Vec3(-1, -1, 0), Vec3(1, -1, 0), Vec3(-1, 1, 0), Vec3(1, 1, 0), Vec3(-0.5, -0.5, 1),
           Vec3(0.5, -0.5, 1), Vec3(-0.5, 0.5, 1), Vec3(0.5, 0.5, 1)}};
}

TEST(RaycastHexahedron, FrustumIsValid) {
  EXPECT_FALSE(Validate(Frustum()).has_value());
}

TEST(RaycastHexahedron, HeadOn) {
  const Hexahedron f = Frustum();
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
  ExpectHit(Raycast(MakeTestRay({1.5, -0.5, 1}, {-1, 1, 0}), Frustum()), kSqrt2, {0.5, 0.5, 1},
            Vec3(2, 0, 1) / kSqrt5, 1e-9);
  EXPECT_FALSE(Raycast(MakeTestRay({1.5, -0.5, 1 + 1e-6}, {-1, 1, 0}), Frustum()).has_value());
}

TEST(RaycastHexahedron, ParallelMissesOrSlidesAlongAFace) {
  const Hexahedron f = Frustum();
  // Below the base, parallel to it: misses.
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, -0.1}, {1, 0, 0}), f).has_value());
  // In the base plane: enters the -x face (-2x + 0 <= 2, x >= -1) at t = 4.
  ExpectHit(Raycast(MakeTestRay({-5, 0, 0}, {1, 0, 0}), f), 4, {-1, 0, 0}, Vec3(-2, 0, 1) / kSqrt5,
            1e-12);
  // On the base, sliding along it: t = 0, the base's normal.
  ExpectHit(Raycast(MakeTestRay({0, 0, 0}, {1, 0, 0}), f), 0, {0, 0, 0}, {0, 0, -1});
}

TEST(RaycastHexahedron, FromInsideHitsWhereItLeaves) {
  const Hexahedron f = Frustum();
  // From (0, 0, 0.5) along +x: 2x + 0.5 = 2 at x = 0.75.
  ExpectHit(Raycast(MakeTestRay({0, 0, 0.5}, {1, 0, 0}), f), 0.75, {0.75, 0, 0.5},
            Vec3(2, 0, 1) / kSqrt5, 1e-12);
  ExpectHit(Raycast(MakeTestRay({0, 0, 0.5}, {0, 0, 1}), f), 0.5, {0, 0, 1}, {0, 0, 1});
}

TEST(RaycastHexahedron, PointingAwayMisses) {
  EXPECT_FALSE(Raycast(MakeTestRay({0, 0, 5}, {0, 0, 1}), Frustum()).has_value());
  EXPECT_FALSE(Raycast(MakeTestRay({0, 0, -1}, {1, 0, 0}), Frustum()).has_value());
}

// --- BoxShape ------------------------------------------------------------------

TEST(RaycastBoxShape, DispatchesToEachKind) {
  // The head-on answers above, through the variant.
  ExpectHit(Raycast(MakeTestRay({-5, 0.5, 0.25}, {1, 0, 0}), BoxShape(kCube)), 4, {-1, 0.5, 0.25},
            {-1, 0, 0});
  ExpectHit(Raycast(MakeTestRay({1, 10, 3}, {0, -1, 0}), BoxShape(kTurnedBox)), 6, {1, 4, 3},
            {0, 1, 0}, 1e-12);
  ExpectHit(Raycast(MakeTestRay({0, 0, 5}, {0, 0, -1}), BoxShape(Frustum())), 4, {0, 0, 1},
            {0, 0, 1});
  EXPECT_FALSE(Raycast(MakeTestRay({-5, 0, 0}, {-1, 0, 0}), BoxShape(kCube)).has_value());
}

// --- Plane ---------------------------------------------------------------------

// y = 1, given with an unnormalised normal.
const Plane kFloor{{0, 1, 0}, {0, 2, 0}};

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

// The book's plane n (1, 1, 0), d 1: n^ = (1, 1, 0) / sqrt 2, through
// n^ * d = (1, 1, 0) / sqrt 2.
Plane BookPlane() {
  return {Vec3(1, 1, 0) / kSqrt2, {1, 1, 0}};
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
    for (const auto& hit : {RaycastOneSided(ray, BookPlane()), Raycast(ray, BookPlane())}) {
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
  EXPECT_FALSE(RaycastOneSided(behind, BookPlane()).has_value());
  ExpectHit(Raycast(behind, BookPlane()), 1, n, -n, 1e-15);
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

// --- Segments ------------------------------------------------------------------

// The book's segments L0-L5 (tutorial-tests.md, "Line tests").
const std::vector<Segment> kBookSegments = {
    {{2.5, 2.5, 2.5}, {4, 4, 4}}, {{1, 1, 0}, {0, 0, 0}},  {{-1, -1, 0}, {-3, 0, 0}},
    {{-5, 0, 0}, {5, 0, 0}},      {{7, 0, 1}, {-7, 0, 1}}, {{0.5, 0.5, 0.5}, {0.5, 0.5, 2}}};

// Sphere at the origin r 2, L0-L2: F F T.
//   L0 stays outside (|start| = 4.33 > 2, moving away).
//   L1 lies wholly inside: no hit.
//   L2 starts inside at (-1, -1, 0), d = (-2, 1, 0) / sqrt 5: along =
//   (1, 1, 0).d = -1/sqrt 5, |e|^2 = 2, across^2 = 2 - 1/5 = 9/5, half chord
//   sqrt(4 - 9/5) = sqrt(11/5): leaves at t = (sqrt 11 - 1) / sqrt 5 = 1.036
//   <= length sqrt 5.
TEST(LinecastSphere, BookTable) {
  const std::vector<bool> expected = {false, false, true};
  ASSERT_EQ(expected.size(), 3u);
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(Linecast(kBookSegments[i], kSphere).has_value(), expected[i]);
  }
  const double t = (std::sqrt(11.0) - 1) / kSqrt5;
  const Vec3 point = Vec3(-1, -1, 0) + t * Vec3(-2, 1, 0) / kSqrt5;
  ExpectHit(Linecast(kBookSegments[2], kSphere), t, point, point / 2.0, 1e-12);
}

TEST(LinecastSphere, EndsAndLengths) {
  // Ends exactly on the surface: touches at t = 3 = its length.
  ExpectHit(Linecast(Segment{{-5, 0, 0}, {-2, 0, 0}}, kSphere), 3, {-2, 0, 0}, {-1, 0, 0});
  // Stops short: no hit.
  EXPECT_FALSE(Linecast(Segment{{-5, 0, 0}, {-2.001, 0, 0}}, kSphere).has_value());
  // Crosses: t from the start, not a fraction of the length.
  ExpectHit(Linecast(Segment{{-5, 0, 0}, {5, 0, 0}}, kSphere), 3, {-2, 0, 0}, {-1, 0, 0});
  // Zero length, even on the surface: no direction, no hit.
  EXPECT_FALSE(Linecast(Segment{{2, 0, 0}, {2, 0, 0}}, kSphere).has_value());
  EXPECT_FALSE(Linecast(Segment{{0, 0, 0}, {0, 0, 0}}, kSphere).has_value());
  // A non-finite end: no hit.
  EXPECT_FALSE(
      Linecast(Segment{{-5, 0, 0}, {std::numeric_limits<double>::infinity(), 0, 0}}, kSphere)
          .has_value());
}

// AABB [-2, 2]^3, L0-L3: F F T T.
//   L0 outside; L1 wholly inside.
//   L2 from (-1, -1, 0) inside towards (-3, 0, 0): x reaches -2 half way,
//   t = sqrt 5 / 2, point (-2, -0.5, 0), leaving through -x.
//   L3 from x = -5 enters x = -2 at t = 3.
TEST(LinecastAabb, BookTable) {
  const Aabb box{{-2, -2, -2}, {2, 2, 2}};
  const std::vector<bool> expected = {false, false, true, true};
  ASSERT_EQ(expected.size(), 4u);
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(Linecast(kBookSegments[i], box).has_value(), expected[i]);
  }
  ExpectHit(Linecast(kBookSegments[2], box), kSqrt5 / 2, {-2, -0.5, 0}, {-1, 0, 0}, 1e-12);
  ExpectHit(Linecast(kBookSegments[3], box), 3, {-2, 0, 0}, {-1, 0, 0});
  // Zero length on a face: no hit.
  EXPECT_FALSE(Linecast(Segment{{2, 0, 0}, {2, 0, 0}}, box).has_value());
  // Ending on the face x = -2: touches at its length 3.
  ExpectHit(Linecast(Segment{{-5, 1, 1}, {-2, 1, 1}}, box), 3, {-2, 1, 1}, {-1, 0, 0});
}

// Plane n (1, 1, 0), d 1, L0-L5, the book's one-sided test: F T F F T F.
//   L0 both ends in front (n^.p = 5/sqrt 2, 8/sqrt 2 > 1); L2 both behind;
//   L5 both behind (1/sqrt 2 < 1).
//   L1 (1,1,0) -> (0,0,0): n^.d = -1, t = (1 - sqrt 2) / -1 = sqrt 2 - 1,
//   point (1,1,0) / sqrt 2.
//   L3 (-5,0,0) -> (5,0,0) crosses from BEHIND: the book's test misses it;
//   the two-sided one hits at x = sqrt 2, t = 5 + sqrt 2, normal -n^.
//   L4 (7,0,1) -> (-7,0,1): n^.d = -1/sqrt 2, t = (1 - 7/sqrt 2) / (-1/sqrt 2)
//   = 7 - sqrt 2, point (sqrt 2, 0, 1).
TEST(LinecastPlane, BookTable) {
  const std::vector<bool> expected = {false, true, false, false, true, false};
  ASSERT_EQ(expected.size(), kBookSegments.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(LinecastOneSided(kBookSegments[i], BookPlane()).has_value(), expected[i]);
    // Two-sided: the same but for L3.
    EXPECT_EQ(Linecast(kBookSegments[i], BookPlane()).has_value(), expected[i] || i == 3);
  }
  const Vec3 n = Vec3(1, 1, 0) / kSqrt2;
  ExpectHit(LinecastOneSided(kBookSegments[1], BookPlane()), kSqrt2 - 1, n, n, 1e-12);
  ExpectHit(LinecastOneSided(kBookSegments[4], BookPlane()), 7 - kSqrt2, {kSqrt2, 0, 1}, n, 1e-12);
  ExpectHit(Linecast(kBookSegments[3], BookPlane()), 5 + kSqrt2, {kSqrt2, 0, 0}, -n, 1e-12);
}

TEST(LinecastPlane, ZeroLengthAndEnds) {
  // A point on the plane: no direction, no hit (either test).
  EXPECT_FALSE(Linecast(Segment{{0, 1, 0}, {0, 1, 0}}, kFloor).has_value());
  EXPECT_FALSE(LinecastOneSided(Segment{{0, 1, 0}, {0, 1, 0}}, kFloor).has_value());
  // Ending on the plane: touches at t = length 4.
  ExpectHit(LinecastOneSided(Segment{{0, 5, 0}, {0, 1, 0}}, kFloor), 4, {0, 1, 0}, {0, 1, 0});
  EXPECT_FALSE(LinecastOneSided(Segment{{0, 5, 0}, {0, 1.5, 0}}, kFloor).has_value());
}

// --- Property tests against brute force ----------------------------------------

struct MarchStats {
  int cases = 0;
  int entered = 0;  // started outside, marching found the solid
  int left = 0;     // started inside
  int missed = 0;   // neither found anything
  int grazed = 0;   // the cast hit a sliver thinner than a step
};

// Marches along the ray in steps of `step` from t = 0 to `far`, with the
// shape's own inclusive inside test, and checks the cast against it:
// - from outside, the first sample inside is at most one step after the
//   hit, and the normal faces the ray;
// - from inside, the first sample outside is at most one step after the hit,
//   and the normal points along the ray;
// - when no sample is inside, a hit may only be a graze: its point must lie
//   in the shape within 1e-9;
// - every hit point lies on the surface: in the shape within 1e-9 * `size`,
//   and 1e-6 * `size` along the normal outside it.
MarchStats CheckAgainstMarching(const std::optional<RayHit>& hit, const Ray& ray, double far,
                                double step, double size,
                                const std::function<bool(const Vec3&)>& inside,
                                const std::function<double(const Vec3&)>& outside_by) {
  MarchStats stats;
  stats.cases = 1;
  const auto at = [&](double t) { return ray.origin + t * ray.direction; };
  const bool starts_inside = inside(ray.origin);
  const int steps = static_cast<int>(far / step) + 1;
  int first = -1;  // the first sample on the other side
  for (int k = 1; k <= steps && first < 0; ++k) {
    if (inside(at(k * step)) != starts_inside) {
      first = k;
    }
  }
  const double slack = 1e-9;
  if (starts_inside) {
    // The ray may start on the surface, where t = 0 is a hit too.
    EXPECT_TRUE(hit.has_value());
    if (!hit) {
      return stats;
    }
    ++stats.left;
    if (hit->t > 0.0) {
      EXPECT_GE(first, 1) << "the ray never left the shape";
      EXPECT_GE(hit->t, (first - 1) * step - slack);
      EXPECT_LE(hit->t, first * step + slack);
      EXPECT_GE(glm::dot(hit->normal, ray.direction), -1e-9);
    }
  } else if (first > 0) {
    EXPECT_TRUE(hit.has_value()) << "marching found the shape at t = " << first * step;
    if (!hit) {
      return stats;
    }
    ++stats.entered;
    EXPECT_GE(hit->t, (first - 1) * step - slack);
    EXPECT_LE(hit->t, first * step + slack);
    EXPECT_LE(glm::dot(hit->normal, ray.direction), 1e-9);
  } else if (hit) {
    ++stats.grazed;
    EXPECT_LE(outside_by(hit->point), 1e-9 * size) << "a hit where marching found nothing";
  } else {
    ++stats.missed;
  }
  if (hit) {
    EXPECT_NEAR(glm::length(hit->normal), 1.0, 1e-12);
    ExpectNear(hit->point, at(hit->t), 1e-12 * (1 + hit->t));
    EXPECT_LE(outside_by(hit->point), 1e-9 * size);
    EXPECT_FALSE(inside(hit->point + 1e-6 * size * hit->normal));
  }
  return stats;
}

void Accumulate(MarchStats& total, const MarchStats& one) {
  total.cases += one.cases;
  total.entered += one.entered;
  total.left += one.left;
  total.missed += one.missed;
  total.grazed += one.grazed;
}

// Random rays at a shape near the origin: origins in [-4, 4]^3, one in five
// near the shape's centre (mostly inside), aimed at a point near the shape.
struct RandomRays {
  std::mt19937 rng{2024};
  std::uniform_real_distribution<double> unit{-1.0, 1.0};

  Vec3 Offset(double scale) { return scale * Vec3(unit(rng), unit(rng), unit(rng)); }

  Ray Next(const Vec3& center, double size) {
    const bool near_center = std::uniform_int_distribution<int>(0, 4)(rng) == 0;
    const Vec3 origin = near_center ? center + Offset(0.5 * size) : Offset(4.0);
    const Vec3 target = center + Offset(1.2 * size);
    return MakeRay(origin, target - origin).value_or(Ray{origin, {1, 0, 0}});
  }
};

constexpr int kPropertyCases = 400;
constexpr double kStep = 1e-3;

void ExpectAllKindsSeen(const MarchStats& total) {
  EXPECT_EQ(total.cases, kPropertyCases);
  EXPECT_EQ(total.entered + total.left + total.missed + total.grazed, total.cases);
  EXPECT_GT(total.entered, kPropertyCases / 5);
  EXPECT_GT(total.left, kPropertyCases / 20);
  EXPECT_GT(total.missed, kPropertyCases / 10);
  EXPECT_LE(total.grazed, kPropertyCases / 50);
}

TEST(RaycastProperty, SphereMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> radius(0.3, 1.5);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Sphere sphere{rays.Offset(1.0), radius(rays.rng)};
    const Ray ray = rays.Next(sphere.center, sphere.radius);
    const auto inside = [&](const Vec3& p) {
      return glm::dot(p - sphere.center, p - sphere.center) <= sphere.radius * sphere.radius;
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(p - sphere.center) - sphere.radius;
    };
    const double far = glm::length(ray.origin - sphere.center) + sphere.radius + 1.0;
    Accumulate(total, CheckAgainstMarching(Raycast(ray, sphere), ray, far, kStep, sphere.radius,
                                           inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

TEST(RaycastProperty, AabbMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.2, 1.2);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const Vec3 c = rays.Offset(1.0);
    const Vec3 h(half(rays.rng), half(rays.rng), half(rays.rng));
    const Aabb box{c - h, c + h};
    const Ray ray = rays.Next(c, glm::length(h));
    const auto inside = [&](const Vec3& p) {
      return glm::all(glm::greaterThanEqual(p, box.min)) &&
             glm::all(glm::lessThanEqual(p, box.max));
    };
    const auto outside_by = [&](const Vec3& p) {
      return glm::length(glm::max(glm::max(box.min - p, p - box.max), Vec3(0.0)));
    };
    const double far = glm::length(ray.origin - c) + glm::length(h) + 1.0;
    Accumulate(total, CheckAgainstMarching(Raycast(ray, box), ray, far, kStep, glm::length(h),
                                           inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

// For boxes and hexahedra the inside test is seed 004's six pyramids
// (corner_volume.h), which shares nothing with the slabs or the face planes.
// The distance outside is measured from the face planes of the corners: the
// largest signed distance past a face plane (0 on or inside).
double OutsideFacePlanes(const BoxCorners& c, const Vec3& p) {
  double worst = 0.0;
  for (const auto& face : kBoxFaces) {
    const Vec3& a = c[static_cast<size_t>(face[0])];
    const Vec3 n = glm::normalize(
        glm::cross(c[static_cast<size_t>(face[2])] - a,
                   c[static_cast<size_t>(face[3])] - c[static_cast<size_t>(face[1])]));
    worst = std::max(worst, glm::dot(p - a, n));
  }
  return worst;
}

TEST(RaycastProperty, OrientedBoxMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.2, 1.2);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  MarchStats total;
  for (int i = 0; i < kPropertyCases; ++i) {
    const OrientedBox box{
        rays.Offset(1.0),
        {half(rays.rng), half(rays.rng), half(rays.rng)},
        RotationFromEulerDegrees({angle(rays.rng), angle(rays.rng), angle(rays.rng)})};
    const BoxCorners c = Corners(box);
    const double size = glm::length(box.half_extents);
    const Ray ray = rays.Next(box.center, size);
    const auto inside = [&](const Vec3& p) { return CornerVolumeContains(c, p); };
    const auto outside_by = [&](const Vec3& p) { return OutsideFacePlanes(c, p); };
    const double far = glm::length(ray.origin - box.center) + size + 1.0;
    Accumulate(total,
               CheckAgainstMarching(Raycast(ray, box), ray, far, kStep, size, inside, outside_by));
  }
  ExpectAllKindsSeen(total);
}

TEST(RaycastProperty, HexahedronMatchesMarching) {
  RandomRays rays;
  std::uniform_real_distribution<double> half(0.3, 1.2);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> shrink(0.3, 1.0);
  MarchStats total;
  int valid = 0;
  for (int i = 0; i < kPropertyCases; ++i) {
    // A frustum-like hexahedron: a turned box with its +z face shrunk
    // towards the face's centre (planar faces, convex).
    const OrientedBox box{
        rays.Offset(1.0),
        {half(rays.rng), half(rays.rng), half(rays.rng)},
        RotationFromEulerDegrees({angle(rays.rng), angle(rays.rng), angle(rays.rng)})};
    Hexahedron hex{Corners(box)};
    const Vec3 top = box.center + box.rotation * Vec3(0, 0, box.half_extents.z);
    const double factor = shrink(rays.rng);
    for (size_t k = 4; k < 8; ++k) {
      hex.corners[k] = top + factor * (hex.corners[k] - top);
    }
    valid += Validate(hex).has_value() ? 0 : 1;
    const double size = glm::length(box.half_extents);
    const Ray ray = rays.Next(box.center, size);
    const auto inside = [&](const Vec3& p) { return CornerVolumeContains(hex.corners, p); };
    const auto outside_by = [&](const Vec3& p) { return OutsideFacePlanes(hex.corners, p); };
    const double far = glm::length(ray.origin - box.center) + size + 1.0;
    Accumulate(total,
               CheckAgainstMarching(Raycast(ray, hex), ray, far, kStep, size, inside, outside_by));
  }
  EXPECT_EQ(valid, kPropertyCases);
  ExpectAllKindsSeen(total);
}

}  // namespace
}  // namespace collide
