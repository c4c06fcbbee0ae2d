// The tutorial's static intersections (chapter 2) and three-plane point
// (chapter 1): collide/plane_intersections.h, plus the book's sphere-AABB and
// AABB-AABB tables run through the existing tests (sphere_box.h, sat.h).
// Hand-computed answers (the arithmetic is in the comments), the book's
// tables (../shared/tutorial-tests.md), edge cases (touching, parallel and
// coincident planes, degenerate three-plane systems) and property tests
// against brute force (a box's 8 corners, sampled sphere surfaces).

#include "collide/queries/plane_intersections.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/queries/sphere_box.h"
#include "collide/sat/sat.h"
#include "collide/shapes/aabb_extents.h"
#include "fixtures.h"
#include "raycast_fixtures.h"

namespace collide {
namespace plane_intersections_test {
namespace {

using testing::ExpectNear;
using testing::MakeTestPlane;

const double kDegree = kPi / 180;

// The four boxes of the book's sphere-AABB and AABB-plane tables, by two
// corners (the third in the wrong order, sorted by AabbFromCorners).
std::vector<Aabb> BookBoxes() {
  return {AabbFromCorners({-2, -2, -2}, {-1, -1, -1}), AabbFromCorners({2, 1, 2}, {4, 3, 4}),
          AabbFromCorners({1, 0, 1}, {0, -1, 0}), AabbFromCorners({5, 5, 5}, {-5, -5, -5})};
}

// --- Sphere-AABB (sphere_box.h) -----------------------------------------------

TEST(StaticSphereAabb, BookTable) {
  // Sphere (1, 0, 1) r 2 (r^2 = 4); the boxes' closest points to the centre:
  //   [-2, -1]^3: (-1, -1, -1), distance^2 4 + 1 + 4 = 9 > 4: F;
  //   [2, 4] x [1, 3] x [2, 4]: (2, 1, 2), 1 + 1 + 1 = 3: T;
  //   [0, 1] x [-1, 0] x [0, 1]: the centre is its corner, 0: T;
  //   [-5, 5]^3: the centre is inside: T.
  const Sphere sphere{{1, 0, 1}, 2};
  const std::vector<Aabb> boxes = BookBoxes();
  const std::vector<bool> expected = {false, true, true, true};
  ASSERT_EQ(boxes.size(), 4u);
  ASSERT_EQ(expected.size(), boxes.size());
  for (size_t i = 0; i < boxes.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "box " << i);
    EXPECT_EQ(Intersects(sphere, boxes[i]), expected[i]);
    EXPECT_EQ(Intersects(boxes[i], sphere), expected[i]);
  }
}

TEST(StaticSphereAabb, TouchingCounts) {
  // Unit sphere at the origin against [1, 2] x [-1, 1]^2: touching at (1, 0, 0).
  const Sphere sphere{{0, 0, 0}, 1};
  EXPECT_TRUE(Intersects(sphere, AabbFromCorners({1, -1, -1}, {2, 1, 1})));
  EXPECT_FALSE(Intersects(sphere, AabbFromCorners({1.001, -1, -1}, {2, 1, 1})));
}

// --- AABB-AABB (sat.h) ----------------------------------------------------------

TEST(StaticAabbAabb, BookTable) {
  // A0 [-.5, .5] x [-2, 2] x [-.5, .5]; A1 the default [-1, 1]^3;
  // A2 [1, 3]^3; A3 (-3, -3, -3) / (-4, -4, -4) sorted to [-4, -3]^3.
  // A0-A2: x .5 < 1 apart: F. A1-A2: touching at the corner (1, 1, 1): T.
  // A3 is apart from all others (-3 < -2 on y for A0, -3 < -1 for A1).
  const std::array<Aabb, 4> boxes = {AabbFromCorners({-0.5, -2, -0.5}, {0.5, 2, 0.5}),
                                     kBookDefaultAabb, AabbFromCorners({1, 1, 1}, {3, 3, 3}),
                                     AabbFromCorners({-3, -3, -3}, {-4, -4, -4})};
  const std::vector<std::vector<bool>> expected = {{true, true, false, false},
                                                   {true, true, true, false},
                                                   {false, true, true, false},
                                                   {false, false, false, true}};
  ASSERT_EQ(expected.size(), 4u);
  for (size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(expected[i].size(), 4u);
    for (size_t j = 0; j < expected[i].size(); ++j) {
      SCOPED_TRACE(::testing::Message() << "A" << i << " - A" << j);
      EXPECT_EQ(Intersects(boxes[i], boxes[j]), expected[i][j]);
    }
  }
}

// --- Sphere-plane -------------------------------------------------------------

TEST(StaticSpherePlane, BookTable) {
  // Sphere (1, 0, 1) r 2; |n . c - d| against 2:
  //   Plane() (z = 0): |1 - 0| = 1: T;
  //   ((0, 1, .2), 3): n = (0, 1, .2) / sqrt(1.04), n . c = .2 / 1.0198 =
  //     .196; |.196 - 3| = 2.80: F;
  //   ((0, 1, 0), -2): |0 + 2| = 2: touching, T;
  //   ((-1, 1, 2), 3): n . c = (-1 + 2) / sqrt(6) = .408; |.408 - 3| = 2.59:
  //     F (with n not normalised, (-1, 1, 2) . c = 1 and |1 - 3| = 2 would
  //     touch: the book's point that d is not rescaled);
  //   ((1, 0, 0), 3): |1 - 3| = 2: touching, T.
  const Sphere sphere{{1, 0, 1}, 2};
  const std::vector<BookPlane> planes = {BookPlane{}, MakeTestPlane({0, 1, 0.2}, 3),
                                         MakeTestPlane({0, 1, 0}, -2), MakeTestPlane({-1, 1, 2}, 3),
                                         MakeTestPlane({1, 0, 0}, 3)};
  const std::vector<bool> expected = {true, false, true, false, true};
  ASSERT_EQ(planes.size(), 5u);
  ASSERT_EQ(expected.size(), planes.size());
  for (size_t i = 0; i < planes.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "plane " << i);
    EXPECT_EQ(Intersects(sphere, planes[i]), expected[i]);
    EXPECT_EQ(Intersects(planes[i], sphere), expected[i]);
  }
}

TEST(StaticSpherePlane, TouchingBehindAndZeroRadius) {
  const BookPlane floor = MakeTestPlane({0, 1, 0}, 0);    // y = 0
  EXPECT_TRUE(Intersects(Sphere{{5, 1, 5}, 1}, floor));   // resting on it
  EXPECT_TRUE(Intersects(Sphere{{5, -1, 5}, 1}, floor));  // hanging under it
  EXPECT_FALSE(Intersects(Sphere{{5, 1.000001, 5}, 1}, floor));
  // Wholly behind: a plane is a sheet, not a half-space.
  EXPECT_FALSE(Intersects(Sphere{{0, -5, 0}, 1}, floor));
  // A point-sized sphere intersects the plane only when on it.
  EXPECT_TRUE(Intersects(Sphere{{3, 0, -2}, 0}, floor));
  EXPECT_FALSE(Intersects(Sphere{{3, 1e-12, -2}, 0}, floor));
}

// Fibonacci-lattice samples of random spheres' surfaces: a sphere meets the
// plane when some samples are in front and some behind. Spheres within 5% of
// the radius of touching are skipped: there the lattice is too coarse.
TEST(StaticSpherePlane, MatchesSampledSurface) {
  constexpr int kSamples = 2000;
  std::mt19937 rng(31);
  std::uniform_real_distribution<double> coord(-4.0, 4.0);
  std::uniform_real_distribution<double> radius(0.1, 3.0);
  const double golden = kPi * (3 - std::sqrt(5.0));
  int checked = 0;
  int hits = 0;
  for (int i = 0; i < 1000; ++i) {
    const Sphere sphere{{coord(rng), coord(rng), coord(rng)}, radius(rng)};
    const BookPlane plane = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const double gap = std::abs(PlaneEquation(plane, sphere.center)) - sphere.radius;
    if (std::abs(gap) < 0.05 * sphere.radius) {
      continue;
    }
    bool front = false;
    bool behind = false;
    for (int k = 0; k < kSamples; ++k) {
      const double z = 1 - (2 * k + 1.0) / kSamples;
      const double r = std::sqrt(1 - z * z);
      const Vec3 s = sphere.center +
                     sphere.radius * Vec3(r * std::cos(golden * k), r * std::sin(golden * k), z);
      const double value = PlaneEquation(plane, s);
      front = front || value >= 0;
      behind = behind || value <= 0;
    }
    const bool sampled = front && behind;
    EXPECT_EQ(Intersects(sphere, plane), sampled);
    // The book's own formulation: the plane's point nearest the centre lies
    // within the radius.
    EXPECT_EQ(Contains(sphere, ClosestPoint(plane, sphere.center)), sampled);
    ++checked;
    hits += sampled ? 1 : 0;
  }
  EXPECT_GT(checked, 800);
  EXPECT_GT(hits, 100);
  EXPECT_LT(hits, checked - 100);
}

// --- AABB-plane ---------------------------------------------------------------

TEST(StaticAabbPlane, BookTable) {
  // n = (0, 1, .5) / sqrt(1.25) = (0, .894427, .447214), d = 0; r = e . |n|,
  // s = n . c:
  //   [-2, -1]^3: c = -1.5 (1, 1, 1), e = .5: r = .67082, s = -2.01246: F;
  //   [2, 4] x [1, 3] x [2, 4]: c = (3, 2, 3), e = 1: r = 1.34164,
  //     s = 1.78885 + 1.34164 = 3.13050: F;
  //   [0, 1] x [-1, 0] x [0, 1]: c = (.5, -.5, .5), e = .5: r = .67082,
  //     s = -.44721 + .22361 = -.22361: T;
  //   [-5, 5]^3: c = 0: s = 0: T.
  const BookPlane plane = MakeTestPlane({0, 1, 0.5}, 0);
  const std::vector<Aabb> boxes = BookBoxes();
  const std::vector<bool> expected = {false, false, true, true};
  ASSERT_EQ(boxes.size(), 4u);
  ASSERT_EQ(expected.size(), boxes.size());
  for (size_t i = 0; i < boxes.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "box " << i);
    EXPECT_EQ(Intersects(boxes[i], plane), expected[i]);
    EXPECT_EQ(Intersects(plane, boxes[i]), expected[i]);
  }
}

TEST(StaticAabbPlane, TouchingBehindAndFlat) {
  const BookPlane floor = MakeTestPlane({0, 1, 0}, 0);  // y = 0
  // A face on the plane: s = .5, r = .5: T. Lifted by 1e-9: F.
  EXPECT_TRUE(Intersects(AabbFromCorners({0, 0, 0}, {1, 1, 1}), floor));
  EXPECT_FALSE(Intersects(AabbFromCorners({0, 1e-9, 0}, {1, 1, 1}), floor));
  // Wholly behind: F (a sheet).
  EXPECT_FALSE(Intersects(AabbFromCorners({0, -3, 0}, {1, -2, 1}), floor));
  // Touching at one corner: n = (1, 1, 1) / sqrt(3), d = 0 and the unit cube
  // at the origin: s = n . (.5, .5, .5) = r = (.5, .5, .5) . |n|, the same
  // sum: T. Moved back by 1e-9: F.
  const BookPlane diagonal = MakeTestPlane({1, 1, 1}, 0);
  EXPECT_TRUE(Intersects(AabbFromCorners({0, 0, 0}, {1, 1, 1}), diagonal));
  EXPECT_FALSE(Intersects(AabbFromCorners({0, 0, 0}, {1, 1, 1}), MakeTestPlane({1, 1, 1}, -1e-9)));
  // A flat box (a rectangle in z = 1) crossed by x = .5, and one beside it.
  EXPECT_TRUE(
      Intersects(AabbFromCenter({0.5, 0, 1}, {0.5, 0.5, 0}), MakeTestPlane({1, 0, 0}, 0.5)));
  EXPECT_FALSE(Intersects(AabbFromCenter({2, 0, 1}, {0.5, 0.5, 0}), MakeTestPlane({1, 0, 0}, 0.5)));
  // A point-sized box: only on the plane.
  EXPECT_TRUE(Intersects(AabbFromCenter({3, 0, 3}, {0, 0, 0}), floor));
  EXPECT_FALSE(Intersects(AabbFromCenter({3, 0.1, 3}, {0, 0, 0}), floor));
}

// Brute force: a box meets a plane when its 8 corners are not all strictly on
// one side. Pairs within 1e-9 of touching are skipped (ties are the
// hand-computed tests' business).
TEST(StaticAabbPlane, MatchesCornerSides) {
  std::mt19937 rng(32);
  std::uniform_real_distribution<double> coord(-4.0, 4.0);
  int hits = 0;
  int checked = 0;
  for (int i = 0; i < 5000; ++i) {
    const Aabb box =
        AabbFromCorners({coord(rng), coord(rng), coord(rng)}, {coord(rng), coord(rng), coord(rng)});
    const BookPlane plane = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    double lowest = kInfinity;
    double highest = -kInfinity;
    for (const Vec3& corner : Corners(box)) {
      lowest = std::min(lowest, PlaneEquation(plane, corner));
      highest = std::max(highest, PlaneEquation(plane, corner));
    }
    if (std::abs(lowest) < 1e-9 || std::abs(highest) < 1e-9) {
      continue;
    }
    const bool corners_straddle = lowest <= 0 && highest >= 0;
    EXPECT_EQ(Intersects(box, plane), corners_straddle);
    ++checked;
    hits += corners_straddle ? 1 : 0;
  }
  EXPECT_GT(checked, 4900);
  EXPECT_GT(hits, 500);
  EXPECT_LT(hits, checked - 500);
}

// --- Plane-plane --------------------------------------------------------------

TEST(StaticPlanePlane, BookTable) {
  // P0 Plane() n (0, 0, 1); P1 n (2, 0, 1) / sqrt(5); P2 n (0, 1, 0);
  // P3 n (-1, 1, 2) / sqrt(6); P4 n (1, 0, .5) / sqrt(1.25) = P1's normal,
  // so P1 and P4 are parallel (d 0 and 3): F. Every plane is parallel to
  // itself: F on the diagonal. Any other pair has |n1 x n2|^2 well above
  // 1e-4 (the smallest, P0-P1: 1 - (1 / sqrt(5))^2 = .8).
  const std::vector<BookPlane> planes = {BookPlane{}, MakeTestPlane({2, 0, 1}, 0),
                                         MakeTestPlane({0, 1, 0}, -2), MakeTestPlane({-1, 1, 2}, 3),
                                         MakeTestPlane({1, 0, 0.5}, 3)};
  const std::vector<std::vector<bool>> expected = {{false, true, true, true, true},
                                                   {true, false, true, true, false},
                                                   {true, true, false, true, true},
                                                   {true, true, true, false, true},
                                                   {true, false, true, true, false}};
  ASSERT_EQ(planes.size(), 5u);
  ASSERT_EQ(expected.size(), planes.size());
  for (size_t i = 0; i < planes.size(); ++i) {
    ASSERT_EQ(expected[i].size(), planes.size());
    for (size_t j = 0; j < planes.size(); ++j) {
      SCOPED_TRACE(::testing::Message() << "P" << i << " - P" << j);
      EXPECT_EQ(Intersects(planes[i], planes[j]), expected[i][j]);
      EXPECT_EQ(IntersectionLine(planes[i], planes[j]).has_value(), expected[i][j]);
    }
  }
}

TEST(StaticPlanePlane, ParallelAndCoincidentPlanesDoNotIntersect) {
  // z = 0 and z = 5: parallel.
  EXPECT_FALSE(Intersects(BookPlane{}, MakeTestPlane({0, 0, 1}, 5)));
  // The same plane twice, with the normal given at another length: the book
  // calls them parallel (they share every point, but have no one line).
  EXPECT_FALSE(Intersects(MakeTestPlane({0, 0, 1}, 1), MakeTestPlane({0, 0, 2}, 1)));
  // The same plane with opposite normals: z = 1 is -z = -1.
  EXPECT_FALSE(Intersects(MakeTestPlane({0, 0, 1}, 1), MakeTestPlane({0, 0, -1}, -1)));
  EXPECT_FALSE(
      IntersectionLine(MakeTestPlane({0, 0, 1}, 1), MakeTestPlane({0, 0, -1}, -1)).has_value());
}

TEST(StaticPlanePlane, TheBooksParallelThresholdIsAboutHalfADegree) {
  // Normals (0, 0, 1) and (0, sin a, cos a): |n1 x n2|^2 = sin^2 a.
  // a = 0.5 degrees: sin^2 = 7.6e-5 <= 1e-4: "parallel", though they meet
  // along the x axis. a = 1 degree: sin^2 = 3.05e-4: they intersect.
  const auto tilted = [](double degrees) {
    return MakeTestPlane({0, std::sin(degrees * kDegree), std::cos(degrees * kDegree)}, 0);
  };
  EXPECT_FALSE(Intersects(BookPlane{}, tilted(0.5)));
  EXPECT_TRUE(Intersects(BookPlane{}, tilted(1.0)));
  // The 1 degree pair meets along the x axis: n1 x n2 = (-sin a, 0, 0).
  const std::optional<InfiniteLine> line = IntersectionLine(BookPlane{}, tilted(1.0));
  ASSERT_TRUE(line.has_value());
  ExpectNear(line->point, {0, 0, 0}, 1e-15);
  ExpectNear(line->direction, {-1, 0, 0}, 1e-15);
}

TEST(StaticPlanePlane, LineWhereTheyMeet) {
  // x = 1 and y = 2: u = (1, 0, 0) x (0, 1, 0) = (0, 0, 1);
  // point = (1 (0, 1, 0) - 2 (1, 0, 0)) x u = (-2, 1, 0) x (0, 0, 1) =
  // (1 * 1 - 0 * 0, 0 * 0 - (-2) * 1, 0) = (1, 2, 0).
  std::optional<InfiniteLine> line =
      IntersectionLine(MakeTestPlane({1, 0, 0}, 1), MakeTestPlane({0, 1, 0}, 2));
  ASSERT_TRUE(line.has_value());
  ExpectNear(line->point, {1, 2, 0}, 0.0);
  ExpectNear(line->direction, {0, 0, 1}, 0.0);
  // The book's P0 (z = 0) and P2 (y = -2): u = (0, 0, 1) x (0, 1, 0) =
  // (-1, 0, 0); point = (0 (0, 1, 0) + 2 (0, 0, 1)) x u = (0, 0, 2) x
  // (-1, 0, 0) = (0, -2, 0).
  line = IntersectionLine(BookPlane{}, MakeTestPlane({0, 1, 0}, -2));
  ASSERT_TRUE(line.has_value());
  ExpectNear(line->point, {0, -2, 0}, 0.0);
  ExpectNear(line->direction, {-1, 0, 0}, 0.0);
  // d is not rescaled: ((0, 0, 4), 3) is z = 3 and ((5, 0, 0), -1) is x = -1:
  // they meet along y through (-1, 0, 3).
  line = IntersectionLine(MakeTestPlane({0, 0, 4}, 3), MakeTestPlane({5, 0, 0}, -1));
  ASSERT_TRUE(line.has_value());
  ExpectNear(line->point, {-1, 0, 3}, 1e-15);
  ExpectNear(line->direction, {0, 1, 0}, 0.0);
}

// Random pairs: the line lies in both planes, runs across both normals and
// passes through its point nearest the origin.
TEST(StaticPlanePlane, LineLiesInBothPlanes) {
  std::mt19937 rng(33);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  int lines = 0;
  for (int i = 0; i < 2000; ++i) {
    const BookPlane a = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const BookPlane b = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const std::optional<InfiniteLine> line = IntersectionLine(a, b);
    ASSERT_EQ(line.has_value(), Intersects(a, b));
    if (!line) {
      continue;
    }
    ++lines;
    EXPECT_NEAR(glm::length(line->direction), 1.0, 1e-14);
    // |n1 x n2| >= 0.01, so the rounding of the cross product grows by <= 100.
    EXPECT_NEAR(glm::dot(line->direction, a.normal), 0.0, 1e-13);
    EXPECT_NEAR(glm::dot(line->direction, b.normal), 0.0, 1e-13);
    EXPECT_NEAR(glm::dot(line->point, line->direction), 0.0, 1e-9);
    for (const double s : {0.0, -7.0, 7.0}) {
      const Vec3 p = line->point + s * line->direction;
      EXPECT_NEAR(PlaneEquation(a, p), 0.0, 1e-9);
      EXPECT_NEAR(PlaneEquation(b, p), 0.0, 1e-9);
    }
  }
  EXPECT_GT(lines, 1900);
  // A plane and its own normal turned round (-n, -d): the same plane, never a
  // line.
  for (int i = 0; i < 100; ++i) {
    const BookPlane a = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const BookPlane flipped{-a.normal, -a.distance};
    EXPECT_FALSE(Intersects(a, flipped));
    EXPECT_FALSE(Intersects(a, a));
  }
}

// --- Three planes -------------------------------------------------------------

TEST(ThreePlanes, HandComputed) {
  // The book's sample: x = 0, y = 0, z = 0 meet at the origin.
  std::optional<Vec3> point =
      IntersectionPoint(MakeTestPlane({1, 0, 0}, 0), MakeTestPlane({0, 1, 0}, 0), BookPlane{});
  ASSERT_TRUE(point.has_value());
  ExpectNear(*point, {0, 0, 0}, 0.0);
  // d not rescaled: ((2, 0, 0), 1) is x = 1, ((0, 3, 0), 2) is y = 2 and
  // ((0, 0, -4), 3) is -z = 3: (1, 2, -3).
  point = IntersectionPoint(MakeTestPlane({2, 0, 0}, 1), MakeTestPlane({0, 3, 0}, 2),
                            MakeTestPlane({0, 0, -4}, 3));
  ASSERT_TRUE(point.has_value());
  ExpectNear(*point, {1, 2, -3}, 0.0);
  // x + y = 2 (n (1, 1, 0) / sqrt(2), d sqrt(2)), y = 1, z = 3: x = 1, so
  // (1, 1, 3), in any order of the planes.
  const BookPlane a = MakeTestPlane({1, 1, 0}, std::sqrt(2.0));
  const BookPlane b = MakeTestPlane({0, 1, 0}, 1);
  const BookPlane c = MakeTestPlane({0, 0, 1}, 3);
  for (const auto& [p, q, r] : std::vector<std::array<BookPlane, 3>>{
           {a, b, c}, {b, c, a}, {c, a, b}, {b, a, c}, {a, c, b}, {c, b, a}}) {
    point = IntersectionPoint(p, q, r);
    ASSERT_TRUE(point.has_value());
    ExpectNear(*point, {1, 1, 3}, 1e-14);
  }
}

TEST(ThreePlanes, DegenerateSystemsHaveNoPoint) {
  const BookPlane x0 = MakeTestPlane({1, 0, 0}, 0);
  const BookPlane y0 = MakeTestPlane({0, 1, 0}, 0);
  const BookPlane z0 = BookPlane{};
  // Two parallel: z = 0 and z = 1 never meet.
  EXPECT_FALSE(IntersectionPoint(z0, MakeTestPlane({0, 0, 1}, 1), x0).has_value());
  // Two coincident: z = 0 twice meets x = 0 in a line, not a point.
  EXPECT_FALSE(IntersectionPoint(z0, z0, x0).has_value());
  EXPECT_FALSE(IntersectionPoint(z0, MakeTestPlane({0, 0, -1}, 0), x0).has_value());
  // All three the same plane.
  EXPECT_FALSE(IntersectionPoint(z0, z0, z0).has_value());
  // Three through one line: x = 0, y = 0 and x + y = 0 share the z axis;
  // n1 . (n2 x n3) = (1, 0, 0) . ((0, 1, 0) x (1, 1, 0) / sqrt(2)) =
  // (1, 0, 0) . (0, 0, -1) / sqrt(2) = 0.
  EXPECT_FALSE(IntersectionPoint(x0, y0, MakeTestPlane({1, 1, 0}, 0)).has_value());
  // A prism: x = 0, y = 0 and x + y = 1 meet pairwise in three parallel lines.
  EXPECT_FALSE(IntersectionPoint(x0, y0, MakeTestPlane({1, 1, 0}, 1)).has_value());
}

TEST(ThreePlanes, TheBooksDeterminantEpsilon) {
  // z = 0, y = 0 and the plane with normal (s, 1, 0) normalised, d 0:
  // n1 . (n2 x n3) = (0, 0, 1) . ((0, 1, 0) x (s', c', 0)) = -s' with
  // s' = s / sqrt(1 + s^2) ~ s. Below 1e-5 in magnitude: no point.
  const BookPlane y0 = MakeTestPlane({0, 1, 0}, 0);
  EXPECT_TRUE(IntersectionPoint(BookPlane{}, y0, MakeTestPlane({2e-5, 1, 0}, 0)).has_value());
  EXPECT_FALSE(IntersectionPoint(BookPlane{}, y0, MakeTestPlane({0.5e-5, 1, 0}, 0)).has_value());
}

// Random planes through a random point meet there; planes through one line
// (the third normal a combination of the first two) never give a point.
TEST(ThreePlanes, RandomPlanesThroughAPoint) {
  std::mt19937 rng(34);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  int points = 0;
  for (int i = 0; i < 2000; ++i) {
    const Vec3 q(coord(rng), coord(rng), coord(rng));
    std::array<BookPlane, 3> planes;
    for (BookPlane& plane : planes) {
      const std::optional<BookPlane> made =
          MakeBookPlaneFromPointNormal(q, {coord(rng), coord(rng), coord(rng)});
      ASSERT_TRUE(made.has_value());
      plane = *made;
    }
    const double determinant =
        glm::dot(planes[0].normal, glm::cross(planes[1].normal, planes[2].normal));
    const std::optional<Vec3> point = IntersectionPoint(planes[0], planes[1], planes[2]);
    ASSERT_EQ(point.has_value(), std::abs(determinant) >= kThreePlanesEpsilon);
    if (!point) {
      continue;
    }
    ++points;
    // The error grows as 1 / determinant: about 1e-15 * 10 / |det|.
    ExpectNear(*point, q, 1e-13 / std::abs(determinant));
    for (const BookPlane& plane : planes) {
      EXPECT_NEAR(PlaneEquation(plane, *point), 0.0, 1e-9);
    }
  }
  EXPECT_GT(points, 1990);
  for (int i = 0; i < 200; ++i) {
    const BookPlane a = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const BookPlane b = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const BookPlane c = MakeTestPlane(coord(rng) * a.normal + coord(rng) * b.normal, coord(rng));
    EXPECT_FALSE(IntersectionPoint(a, b, c).has_value());
  }
}

}  // namespace
}  // namespace plane_intersections_test
}  // namespace collide
