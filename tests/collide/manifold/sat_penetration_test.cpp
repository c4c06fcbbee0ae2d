#include "collide/manifold/sat_penetration.h"

#include <gtest/gtest.h>

#include <cmath>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/manifold/narrow_phase.h"
#include "collide/shapes/capsule.h"

namespace collide {
namespace sat_penetration_test {
namespace {

constexpr double kTight = 1e-12;

OrientedBox Box(const Vec3& center, const Vec3& half, const Mat3& rotation = Mat3(1.0)) {
  return OrientedBox{center, half, rotation};
}

void ExpectVec(const Vec3& actual, const Vec3& expected, double tolerance = kTight) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

// The answer, its depth and normal; and the witness convention of
// contacts.h, on_a - on_b == normal * depth.
Penetration ExpectPenetration(const ConvexShape& a, const ConvexShape& b, double depth,
                              const Vec3& normal) {
  const std::optional<Penetration> p = PenetrateBySat(a, b);
  if (!p) {
    ADD_FAILURE() << "no penetration";
    return {};
  }
  EXPECT_NEAR(p->depth, depth, kTight);
  ExpectVec(p->normal, normal);
  ExpectVec(p->on_a - p->on_b, p->normal * p->depth);
  return *p;
}

TEST(SatPenetration, BoxRestingOnABoxByATenth) {
  const OrientedBox ground = Box({0, 0, 0}, {2, 0.5, 2});
  const OrientedBox crate = Box({0.3, 0.9, -0.2}, {0.5, 0.5, 0.5});
  const Penetration p = ExpectPenetration(ground, crate, 0.1, {0, 1, 0});
  EXPECT_NEAR(p.on_b.y, 0.4, kTight);                 // the crate's bottom
  EXPECT_NEAR(p.on_a.y, 0.5, kTight);                 // the ground's top
  EXPECT_LE(std::abs(p.on_b.x - 0.3), 0.5 + kTight);  // under the crate
  ExpectPenetration(crate, ground, 0.1, {0, -1, 0});
}

TEST(SatPenetration, AabbsAndAnAabbWithABox) {
  ExpectPenetration(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{0.75, 0.2, 0.1}, {3, 0.9, 0.8}}, 0.25,
                    {1, 0, 0});
  ExpectPenetration(Aabb{{-1, -1, -1}, {1, 1, 1}}, Box({0, 0, 2.9}, {0.5, 0.5, 2}), 0.1, {0, 0, 1});
}

TEST(SatPenetration, BoxOnAThirtyDegreeSlope) {
  const Mat3 slope = RotationAboutAxis({0, 0, 1}, kPi / 6.0);
  const Vec3 up = slope * Vec3(0, 1, 0);
  const OrientedBox hill = Box({1, 2, 3}, {3, 0.5, 3}, slope);
  const OrientedBox crate =
      Box(Vec3(1, 2, 3) + up * 0.95 + slope * Vec3(0.7, 0, 0.3), {0.5, 0.5, 0.5}, slope);
  ExpectPenetration(hill, crate, 0.05, up);
}

TEST(SatPenetration, TouchingIsDepthZeroAndAHairApartIsNothing) {
  const OrientedBox a = Box({0, 0, 0}, {1, 1, 1});
  ExpectPenetration(a, Box({2, 0.5, 0}, {1, 1, 1}), 0.0, {1, 0, 0});
  EXPECT_FALSE(PenetrateBySat(a, Box({2 + 1e-6, 0.5, 0}, {1, 1, 1})));
  const Mat3 turned = RotationFromEulerDegrees({30, 40, 50});
  EXPECT_FALSE(PenetrateBySat(a, Box({0, 3.5, 0}, {1, 1, 1}, turned)));
}

TEST(SatPenetration, CoincidentCubesOverlapByTheirWidth) {
  const OrientedBox a = Box({1, 1, 1}, {1, 1, 1});
  const std::optional<Penetration> p = PenetrateBySat(a, a);
  ASSERT_TRUE(p);
  EXPECT_NEAR(p->depth, 2.0, kTight);
  EXPECT_NEAR(std::abs(p->normal.x) + std::abs(p->normal.y) + std::abs(p->normal.z), 1.0, kTight);
}

TEST(SatPenetration, TriangleJustUnderABoxTop) {
  const OrientedBox box = Box({0, 0, 0}, {1, 1, 1});
  const Triangle triangle{{Vec3(-0.5, 0.9, -0.5), Vec3(0.5, 0.9, -0.5), Vec3(0, 0.9, 0.5)}};
  ExpectPenetration(box, triangle, 0.1, {0, 1, 0});
  ExpectPenetration(triangle, box, 0.1, {0, -1, 0});
  // Either way up: the triangle is two-sided.
  const Triangle flipped{{triangle[0], triangle[2], triangle[1]}};
  ExpectPenetration(box, flipped, 0.1, {0, 1, 0});
}

TEST(SatPenetration, PointInsideABoxIsPushedOutThroughTheNearestFace) {
  ExpectPenetration(Box({0, 0, 0}, {1, 1, 1}), ConvexPoint{{0.2, 0.7, 0}}, 0.3, {0, 1, 0});
  EXPECT_FALSE(PenetrateBySat(Box({0, 0, 0}, {1, 1, 1}), ConvexPoint{{0.2, 1.1, 0}}));
}

TEST(SatPenetration, SegmentThroughATriangleAndBesideIt) {
  const Triangle triangle{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0)}};
  // Straight through at (0.5, 0.5): out along its own length is 0.2 up,
  // along the plane 0.5 to the nearest edges.
  ExpectPenetration(triangle, Segment{{0.5, 0.5, -0.3}, {0.5, 0.5, 0.2}}, 0.2, {0, 0, -1});
  // In the triangle's plane beyond its long edge: only an axis across
  // both, within the plane, separates them.
  EXPECT_FALSE(PenetrateBySat(triangle, Segment{{1.5, 1.5, 0}, {3, 0.5, 0}}));
}

TEST(SatPenetration, InTheTrianglesPlaneBesideIt) {
  const Triangle triangle{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0)}};
  // A point beyond the long edge: only the axis across that edge, within
  // the plane, separates them.
  EXPECT_FALSE(PenetrateBySat(triangle, ConvexPoint{{1.2, 1.2, 0}}));
  EXPECT_TRUE(PenetrateBySat(triangle, ConvexPoint{{0.9, 0.9, 0}}));
  // A segment past the corner (2, 0), leaning: no axis of the triangle's
  // own separates it (x: [0, 2] and [1.9, 2.9]; y: [0, 2] and [-1, 0.5];
  // across the long edge: [0, 2] and [0.9, 3.4] over sqrt 2), only the one
  // across the segment within the plane, (1.5, -1): 3 against 3.85.
  EXPECT_FALSE(PenetrateBySat(triangle, Segment{{1.9, -1, 0}, {2.9, 0.5, 0}}));
  EXPECT_FALSE(PenetrateBySat(Segment{{1.9, -1, 0}, {2.9, 0.5, 0}}, triangle));
}

TEST(SatPenetration, TrianglesInOnePlane) {
  const Triangle a{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};
  const Triangle apart{{Vec3(1, 1, 0), Vec3(2, 1, 0), Vec3(1, 2, 0)}};
  EXPECT_FALSE(PenetrateBySat(a, apart));
  const Triangle overlapping{{Vec3(0.2, 0.2, 0), Vec3(2, 0.2, 0), Vec3(0.2, 2, 0)}};
  const std::optional<Penetration> p = PenetrateBySat(a, overlapping);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->depth, 0.0);
  EXPECT_NEAR(std::abs(p->normal.z), 1.0, kTight);
}

TEST(SatPenetration, SegmentsAndPointsOnlyTouch) {
  const Segment a{{-1, 0, 0}, {1, 0, 0}};
  const std::optional<Penetration> crossing = PenetrateBySat(a, Segment{{0, -1, 0}, {0, 1, 0}});
  ASSERT_TRUE(crossing);
  EXPECT_EQ(crossing->depth, 0.0);
  ExpectVec(glm::abs(crossing->normal), {0, 0, 1});
  EXPECT_FALSE(PenetrateBySat(a, Segment{{0, -1, 0.1}, {0, 1, 0.1}}));
  EXPECT_TRUE(PenetrateBySat(a, ConvexPoint{{0.5, 0, 0}}));
  EXPECT_FALSE(PenetrateBySat(ConvexPoint{{0, 0, 0}}, ConvexPoint{{0, 0, 1e-3}}));
}

TEST(SatPenetration, HullCubeRestingOnABox) {
  std::vector<Vec3> corners;
  for (int i = 0; i < 8; ++i) {
    corners.emplace_back((i & 1) ? 0.8 : -0.2, (i & 2) ? 1.4 : 0.4, (i & 4) ? 0.3 : -0.7);
  }
  const auto built = HullFromPoints(corners);
  ASSERT_TRUE(std::holds_alternative<ConvexHull>(built));
  const ConvexHull& hull = std::get<ConvexHull>(built);
  ExpectPenetration(Box({0, 0, 0}, {2, 0.5, 2}), &hull, 0.1, {0, 1, 0});
  ExpectPenetration(&hull, Box({0, 0, 0}, {2, 0.5, 2}), 0.1, {0, -1, 0});
}

TEST(SatPenetration, RoundShapesAreNotPolytopes) {
  EXPECT_FALSE(IsPolytope(Sphere{{0, 0, 0}, 1}));
  EXPECT_FALSE(IsPolytope(Capsule{{0, 0, 0}, {1, 0, 0}, 1}));
  EXPECT_TRUE(IsPolytope(Segment{}));
  EXPECT_FALSE(PenetrateBySat(Sphere{{0, 0, 0}, 1}, Box({0, 0, 0}, {1, 1, 1})));
}

}  // namespace
}  // namespace sat_penetration_test
}  // namespace collide

namespace collide {
namespace sat_penetration_lines_test {
namespace {

// Two segments that cross exactly (at s 8/9 and t 2/3: both at (-7/6, 7/3,
// 7/3), worked by hand) are 1e-16 apart in doubles: rounding noise whose
// direction is anything. They touch along their common perpendicular,
// d1 x d2 = (-3, 6, 6) x (5, -7, 2) = (54, 36, -9), and grown into capsules
// of radii 1 and 2 they overlap by 3 along it (a hunt found the noise's
// direction answered 45 degrees off).
TEST(SatPenetrationLines, CrossingSegmentsTouchAlongTheirCommonPerpendicular) {
  const Segment a{Vec3(1.5, -3, -3), Vec3(-1.5, 3, 3)};
  const Segment b{Vec3(-4.5, 7, 1), Vec3(0.5, 0, 3)};
  const Vec3 across = glm::normalize(Vec3(54, 36, -9));
  const std::optional<Penetration> touch = PenetrateBySat(a, b);
  ASSERT_TRUE(touch.has_value());
  EXPECT_NEAR(touch->depth, 0.0, 1e-12);
  EXPECT_NEAR(std::abs(glm::dot(touch->normal, across)), 1.0, 1e-12);
  const std::optional<Penetration> capsules =
      Penetrate(Capsule{a.start, a.end, 1.0}, Capsule{b.start, b.end, 2.0});
  ASSERT_TRUE(capsules.has_value());
  EXPECT_NEAR(capsules->depth, 3.0, 1e-12);
  EXPECT_NEAR(std::abs(glm::dot(capsules->normal, across)), 1.0, 1e-12);
}

}  // namespace
}  // namespace sat_penetration_lines_test
}  // namespace collide
