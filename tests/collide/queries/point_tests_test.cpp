// The tutorial's point tests (collide/point_tests.h): contains and side of a
// plane (closest points: closest_point_test.cpp), with hand-computed answers (the arithmetic is in
// the comments), the book's tables (../shared/tutorial-tests.md, chapter 1), edge cases on surfaces
// and at epsilons, and property tests against brute-force sampling.

#include "collide/queries/point_tests.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "collide/queries/sphere_box.h"
#include "collide/shapes/aabb_extents.h"
#include "fixtures.h"
#include "raycast_fixtures.h"

namespace collide {
namespace point_tests_test {
namespace {

using testing::ExpectNear;
using testing::kSqrt2;
using testing::MakeTestPlane;
using testing::MakeTestRay;

struct PointRow {
  Vec3 point;
  bool expected;
};

// --- Point in sphere ----------------------------------------------------------

TEST(PointInSphere, BookTable) {
  // Sphere (1, 1, 0) r 2 (r^2 = 4); squared distances:
  // (1,0,0): 0 + 1 + 0 = 1; (0,1,0): 1; (0,0,1): 1 + 1 + 1 = 3;
  // (.5,.5,.5): .25 * 3 = .75; (2,2,2): 1 + 1 + 4 = 6; (3,3,3): 4 + 4 + 9 = 17;
  // (4,4,4): 9 + 9 + 16 = 34.
  const Sphere sphere{{1, 1, 0}, 2};
  const std::vector<PointRow> rows = {
      {{1, 0, 0}, true},  {{0, 1, 0}, true},  {{0, 0, 1}, true},  {{0.5, 0.5, 0.5}, true},
      {{2, 2, 2}, false}, {{3, 3, 3}, false}, {{4, 4, 4}, false},
  };
  ASSERT_EQ(rows.size(), 7u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    EXPECT_EQ(Contains(sphere, rows[i].point), rows[i].expected);
  }
}

TEST(PointInSphere, OnTheSurfaceIsInside) {
  const Sphere sphere{{1, 1, 0}, 2};
  EXPECT_TRUE(Contains(sphere, {3, 1, 0}));  // distance exactly 2
  EXPECT_TRUE(Contains(sphere, {1, 1, -2}));
  EXPECT_FALSE(Contains(sphere, {3 + 1e-12, 1, 0}));
  // A sphere of radius 0 contains its centre only.
  EXPECT_TRUE(Contains(Sphere{{1, 2, 3}, 0}, {1, 2, 3}));
  EXPECT_FALSE(Contains(Sphere{{1, 2, 3}, 0}, {1, 2, 3 + 1e-12}));
}

// --- Point in AABB ------------------------------------------------------------

TEST(PointInAabb, FacesEdgesAndCornersAreInside) {
  // The book's closest-point box: centre (2, 4, 0), extents (1, 2, 3) is
  // [1, 3] x [2, 6] x [-3, 3].
  const Aabb box = AabbFromCenter({2, 4, 0}, {1, 2, 3});
  EXPECT_TRUE(Contains(box, {2, 3.4, 1}));
  EXPECT_TRUE(Contains(box, {3, 4, 0}));   // face
  EXPECT_TRUE(Contains(box, {3, 6, 0}));   // edge
  EXPECT_TRUE(Contains(box, {1, 2, -3}));  // corner
  EXPECT_TRUE(Contains(box, {3, 6, 3}));   // opposite corner
  EXPECT_FALSE(Contains(box, {std::nextafter(3.0, 4.0), 4, 0}));
  EXPECT_FALSE(Contains(box, {2, 4, -3.5}));
  EXPECT_FALSE(Contains(box, {0, 0, 0}));
  // A flat box contains the points of its rectangle.
  const Aabb flat = AabbFromCenter({0, 0, 1}, {1, 1, 0});
  EXPECT_TRUE(Contains(flat, {0.5, -0.5, 1}));
  EXPECT_FALSE(Contains(flat, {0.5, -0.5, 1.000001}));
}

// Points on a half-unit grid land on faces, edges and corners of integer
// boxes: Contains agrees with "the box's closest point is the point itself"
// (ClosestPoint, sphere_box.h).
TEST(PointInAabb, AgreesWithClosestPoint) {
  std::mt19937 rng(21);
  std::uniform_int_distribution<int> corner(-4, 4);
  std::uniform_int_distribution<int> half_steps(-8, 8);
  int inside = 0;
  int on_surface = 0;
  for (int i = 0; i < 10000; ++i) {
    const Aabb box = AabbFromCorners(Vec3(corner(rng), corner(rng), corner(rng)),
                                     Vec3(corner(rng), corner(rng), corner(rng)));
    const Vec3 p(0.5 * half_steps(rng), 0.5 * half_steps(rng), 0.5 * half_steps(rng));
    const bool contains = Contains(box, p);
    EXPECT_EQ(contains, ClosestPoint(box, p) == p);
    inside += contains ? 1 : 0;
    const bool on_face = glm::any(glm::equal(p, box.min)) || glm::any(glm::equal(p, box.max));
    on_surface += contains && on_face ? 1 : 0;
  }
  EXPECT_GT(inside, 300);      // the sample exercises both answers
  EXPECT_GT(on_surface, 100);  // and points on the surface
}

// --- Point on segment ("line") ------------------------------------------------

TEST(PointOnLine, BookTable) {
  // Segment (-3, -2, -1) -> (3, 2, 1): on it are its midpoint (0, 0, 0) and its
  // ends; every other point is well off it (each more than 1 away).
  const Segment segment{{-3, -2, -1}, {3, 2, 1}};
  const std::vector<PointRow> rows = {
      {{0, 0, 0}, true},     {{-3, -2, -1}, true},   {{3, 2, 1}, true},   {{7, -2, -1}, false},
      {{-4, -7, -8}, false}, {{7, 8, 5}, false},     {{1, 5, -5}, false}, {{-6, 5, 7}, false},
      {{1, 6, 8}, false},    {{-7, -10, -4}, false}, {{5, 5, 3}, false},
  };
  ASSERT_EQ(rows.size(), 11u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    EXPECT_EQ(Contains(segment, rows[i].point), rows[i].expected);
  }
}

TEST(PointOnLine, OnTheLineButPastAnEndIsOff) {
  // (6, 4, 2) = 2 (3, 2, 1) is on the segment's line, sqrt(14) past its end;
  // (-4.5, -3, -1.5) = 1.5 (-3, -2, -1) is on it, sqrt(14) / 2 before its
  // start. The book's xy slope test would accept both.
  const Segment segment{{-3, -2, -1}, {3, 2, 1}};
  EXPECT_FALSE(Contains(segment, {6, 4, 2}));
  EXPECT_FALSE(Contains(segment, {-4.5, -3, -1.5}));
  // (1.5, 1, 9): the right x and y, the wrong z; the book's test ignores z.
  EXPECT_FALSE(Contains(segment, {1.5, 1, 9}));
}

TEST(PointOnLine, EpsilonIsAnAbsoluteDistance) {
  // Along x from 0 to 10: 0.9e-5 off is on, 1.1e-5 off is not, anywhere along
  // it, and the same past the ends.
  const Segment segment{{0, 0, 0}, {10, 0, 0}};
  EXPECT_TRUE(Contains(segment, {5, 0.9e-5, 0}));
  EXPECT_FALSE(Contains(segment, {5, 1.1e-5, 0}));
  EXPECT_TRUE(Contains(segment, {10 + 0.9e-5, 0, 0}));
  EXPECT_FALSE(Contains(segment, {10 + 1.1e-5, 0, 0}));
  EXPECT_TRUE(Contains(segment, {-0.6e-5, 0, 0.6e-5}));   // sqrt(0.72) e-5 off
  EXPECT_FALSE(Contains(segment, {-0.8e-5, 0, 0.8e-5}));  // sqrt(1.28) e-5 off
}

TEST(PointOnLine, ZeroLengthSegmentIsAPoint) {
  const Segment point{{1, 2, 3}, {1, 2, 3}};
  EXPECT_TRUE(Contains(point, {1, 2, 3}));
  EXPECT_TRUE(Contains(point, {1, 2, 3 + 0.5e-5}));
  EXPECT_FALSE(Contains(point, {1, 2, 3 + 2e-5}));
  EXPECT_FALSE(Contains(point, {0, 0, 0}));
}

// --- Point on ray -------------------------------------------------------------

TEST(PointOnRay, BookTable) {
  // Origin (-3, -2, -1) along (3, 2, 1): on it are the origin, (12, 8, 4) =
  // origin + 5 (3, 2, 1) and (0, 0, 0) = origin + (3, 2, 1); (-18, -12, -6)
  // and (-4.5, -3, -1.5) lie on its line BEHIND the origin; the rest are off
  // its line.
  const Ray ray = MakeTestRay({-3, -2, -1}, {3, 2, 1});
  const std::vector<PointRow> rows = {
      {{-3, -2, -1}, true},    {{12, 8, 4}, true},        {{0, 0, 0}, true},
      {{-18, -12, -6}, false}, {{-4, -7, -8}, false},     {{7, 8, 5}, false},
      {{1, 5, -5}, false},     {{-6, 5, 7}, false},       {{1, 6, 8}, false},
      {{-7, -10, -4}, false},  {{-4.5, -3, -1.5}, false},
  };
  ASSERT_EQ(rows.size(), 11u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    EXPECT_EQ(Contains(ray, rows[i].point), rows[i].expected);
  }
}

TEST(PointOnRay, TheBooksEpsilonIsAnAngle) {
  // Along +x. (1000, 1, 0): cos = 1000 / sqrt(1000001) = 1 / sqrt(1 + 1e-6),
  // 1 - cos ~ 5e-7 < 1e-6: on the ray, though 1 unit off it.
  const Ray ray = MakeTestRay({0, 0, 0}, {1, 0, 0});
  EXPECT_TRUE(Contains(ray, {1000, 1, 0}));
  // (1000, 2, 0): 1 - cos ~ 2e-6: off.
  EXPECT_FALSE(Contains(ray, {1000, 2, 0}));
  // (1e-7, 1e-9, 0): only 1e-9 off the ray, but at 1e-2 radians: 1 - cos
  // ~ 5e-5: off.
  EXPECT_FALSE(Contains(ray, {1e-7, 1e-9, 0}));
  // Far along it, exactly on it.
  EXPECT_TRUE(Contains(ray, {1e12, 0, 0}));
  // Just behind the origin: the direction to it is -x.
  EXPECT_FALSE(Contains(ray, {-1e-300, 0, 0}));
}

TEST(PointOnRay, OriginAndNonFinitePoints) {
  const Ray ray = MakeTestRay({1, 2, 3}, {0, 0, -1});
  EXPECT_TRUE(Contains(ray, {1, 2, 3}));
  EXPECT_TRUE(Contains(ray, {1, 2, 2}));
  EXPECT_FALSE(Contains(ray, {1, 2, 4}));
  const double inf = std::numeric_limits<double>::infinity();
  EXPECT_FALSE(Contains(ray, {1, 2, -inf}));
  EXPECT_FALSE(Contains(ray, {std::numeric_limits<double>::quiet_NaN(), 2, 3}));
}

// --- Point on plane -----------------------------------------------------------

TEST(PointOnPlane, BookTable) {
  // The plane through (5, 6, 7), (6, 5, 4), (1, 2, 3) has n = (-1, 2, -1) /
  // sqrt(6) (book_plane_test.cpp); the book then sets d = 4. Its equation:
  // (-x + 2y - z) / sqrt(6) - 4, with 4 sqrt(6) = 9.79796:
  //   (0, 0, 0): 0 - 4 < 0 -> -1;   (2, 6, 1): 9 / 2.449 - 4 = -0.33 -> -1;
  //   (3, 1, -3): 2 / 2.449 - 4 -> -1;   (-2, -1, 2): -2 / 2.449 - 4 -> -1;
  //   (7, 7, -7): 14 / 2.449 - 4 = 1.72 -> +1;   (3, 2, -1): 2 / 2.449 - 4 -> -1;
  //   (10, 3, -10): 6 / 2.449 - 4 -> -1;   (2, 8, -7): 21 / 2.449 - 4 = 4.57 -> +1;
  //   (-1.632993, 3.265986, -1.632993) = 4 n to 6 digits -> 0;
  //   (-1.020621, 3.265986, -2.245366): (1.020621 + 6.531972 + 2.245366) /
  //   sqrt(6) = 9.797959 / 2.449490 = 4.000000 -> 0.
  std::optional<BookPlane> plane = MakeBookPlaneFromPoints({5, 6, 7}, {6, 5, 4}, {1, 2, 3});
  ASSERT_TRUE(plane.has_value());
  plane->distance = 4;
  struct Row {
    Vec3 point;
    int side;
  };
  const std::vector<Row> rows = {
      {{0, 0, 0}, -1},
      {{2, 6, 1}, -1},
      {{3, 1, -3}, -1},
      {{-2, -1, 2}, -1},
      {{7, 7, -7}, 1},
      {{3, 2, -1}, -1},
      {{10, 3, -10}, -1},
      {{2, 8, -7}, 1},
      {{-1.632993, 3.265986, -1.632993}, 0},
      {{-1.020621, 3.265986, -2.245366}, 0},
  };
  ASSERT_EQ(rows.size(), 10u);
  for (size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    EXPECT_EQ(SideOfPlane(*plane, rows[i].point), rows[i].side);
    EXPECT_EQ(Contains(*plane, rows[i].point), rows[i].side == 0);
  }
}

TEST(PointOnPlane, EpsilonIsStrictAndAbsolute) {
  // z = 0 (the default plane): within 1e-5 is on, 1e-5 itself is not.
  const BookPlane plane;
  EXPECT_EQ(SideOfPlane(plane, {3, -7, 0}), 0);
  EXPECT_EQ(SideOfPlane(plane, {3, -7, 0.9e-5}), 0);
  EXPECT_EQ(SideOfPlane(plane, {3, -7, -0.9e-5}), 0);
  EXPECT_EQ(SideOfPlane(plane, {3, -7, 1e-5}), 1);
  EXPECT_EQ(SideOfPlane(plane, {3, -7, -1e-5}), -1);
  EXPECT_EQ(SideOfPlane(plane, {0, 0, 1e6}), 1);
  // d is a distance: ((0, 3, 0), 2) is y = 2 whatever n's length was.
  const BookPlane y2 = MakeTestPlane({0, 3, 0}, 2);
  EXPECT_EQ(SideOfPlane(y2, {0, 2, 0}), 0);
  EXPECT_EQ(SideOfPlane(y2, {0, 2.5, 0}), 1);
  EXPECT_EQ(SideOfPlane(y2, {0, 0.7, 0}), -1);
}

}  // namespace
}  // namespace point_tests_test
}  // namespace collide
