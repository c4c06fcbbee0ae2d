#include "collide/manifold/manifold.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

#include "collide/manifold/sat_penetration.h"

namespace collide {
namespace manifold_test {
namespace {

constexpr double kTight = 1e-12;

OrientedBox Box(const Vec3& center, const Vec3& half, const Mat3& rotation = Mat3(1.0)) {
  return OrientedBox{center, half, rotation};
}

// The manifold holds exactly these points (in any order), each with `depth`.
void ExpectPoints(const Manifold& m, const std::vector<Vec3>& expected, double depth) {
  ASSERT_EQ(m.count, static_cast<int>(expected.size()));
  for (const Vec3& e : expected) {
    int found = 0;
    for (int i = 0; i < m.count; ++i) {
      const ContactPoint& c = m.points[static_cast<std::size_t>(i)];
      if (glm::length(c.point - e) < 1e-9) {
        ++found;
        EXPECT_NEAR(c.depth, depth, 1e-12);
      }
    }
    EXPECT_EQ(found, 1) << "expected a point at " << e.x << ", " << e.y << ", " << e.z;
  }
}

// Through PenetrateBySat and ContactsFromPenetration, and for boxes the
// fast path as well, which must agree.
Manifold BoxManifold(const OrientedBox& a, const OrientedBox& b) {
  const std::optional<Penetration> p = PenetrateBySat(a, b);
  if (!p) {
    ADD_FAILURE() << "no penetration";
    return {};
  }
  const Manifold slow = ContactsFromPenetration(a, b, *p);
  const Manifold fast = ContactsBetweenBoxes(a, b);
  EXPECT_EQ(fast.count, slow.count);
  for (int i = 0; i < std::min(fast.count, slow.count); ++i) {
    EXPECT_NEAR(glm::length(fast.points[static_cast<std::size_t>(i)].point -
                            slow.points[static_cast<std::size_t>(i)].point),
                0.0, 1e-12);
  }
  return fast;
}

TEST(Manifold, BoxRestingOnABoxHasFourCornersATenthDeep) {
  const Manifold m =
      BoxManifold(Box({0, 0, 0}, {2, 0.5, 2}), Box({0.3, 0.9, -0.2}, {0.5, 0.5, 0.5}));
  EXPECT_NEAR(m.normal.y, 1.0, kTight);
  ExpectPoints(m, {{-0.2, 0.4, -0.7}, {0.8, 0.4, -0.7}, {0.8, 0.4, 0.3}, {-0.2, 0.4, 0.3}}, 0.1);
}

TEST(Manifold, BoxOnAThirtyDegreeSlopeHasItsFourBottomCorners) {
  const Mat3 slope = RotationAboutAxis({0, 0, 1}, kPi / 6.0);
  const Vec3 up = slope * Vec3(0, 1, 0);
  const Vec3 center = Vec3(1, 2, 3) + up * 0.95 + slope * Vec3(0.7, 0, 0.3);
  const Manifold m =
      BoxManifold(Box({1, 2, 3}, {3, 0.5, 3}, slope), Box(center, {0.5, 0.5, 0.5}, slope));
  std::vector<Vec3> bottom;
  for (const Vec3& corner : {Vec3(-1, -1, -1), Vec3(1, -1, -1), Vec3(1, -1, 1), Vec3(-1, -1, 1)}) {
    bottom.push_back(center + slope * (0.5 * corner));
  }
  ExpectPoints(m, bottom, 0.05);
}

TEST(Manifold, FacesSideBySideGiveTheirOverlapsCorners) {
  // B's bottom (x in [0, 2], z in [-0.5, 1.5]) over A's top (x, z in [-1, 1]).
  const Manifold m = BoxManifold(Box({0, 0, 0}, {1, 1, 1}), Box({1, 1.4, 0.5}, {1, 0.5, 1}));
  ExpectPoints(m, {{0, 0.9, -0.5}, {1, 0.9, -0.5}, {1, 0.9, 1}, {0, 0.9, 1}}, 0.1);
}

TEST(Manifold, SmallBoxUnderALargeOneGivesTheSmallTopsCorners) {
  const Manifold m = BoxManifold(Box({0, 0, 0}, {0.5, 0.5, 0.5}), Box({0, 1.9, 0}, {2, 1.5, 2}));
  ExpectPoints(m, {{-0.5, 0.4, -0.5}, {0.5, 0.4, -0.5}, {0.5, 0.4, 0.5}, {-0.5, 0.4, 0.5}}, 0.1);
}

TEST(Manifold, EightCornersOfAnOctagonReduceToFourSpreadWide) {
  // B turned 45 degrees about y over A of the same size: their faces
  // overlap in a regular octagon; four of its corners, alternate ones,
  // span the most.
  const Manifold m =
      BoxManifold(Box({0, 0, 0}, {1, 1, 1}),
                  Box({0, 1.9, 0}, {1, 1, 1}, RotationAboutAxis({0, 1, 0}, kPi / 4)));
  ASSERT_EQ(m.count, 4);
  const double t = std::sqrt(2.0) - 1.0;  // the octagon's corners are at (1, t) and (t, 1)
  for (int i = 0; i < 4; ++i) {
    const ContactPoint& c = m.points[static_cast<std::size_t>(i)];
    EXPECT_NEAR(c.depth, 0.1, kTight);
    EXPECT_NEAR(c.point.y, 0.9, kTight);
    const double big = std::max(std::abs(c.point.x), std::abs(c.point.z));
    const double small = std::min(std::abs(c.point.x), std::abs(c.point.z));
    EXPECT_NEAR(big, 1.0, 1e-12);
    EXPECT_NEAR(small, t, 1e-12);
  }
  // Spread: the quadrilateral's area is the most four corners of the
  // octagon reach, 2 (half the octagon's bounding square's 4, turned).
  const Vec3& p0 = m.points[0].point;
  double area = 0.0;
  for (int i = 1; i + 1 < 4; ++i) {
    area += 0.5 * std::abs(glm::cross(m.points[static_cast<std::size_t>(i)].point - p0,
                                      m.points[static_cast<std::size_t>(i + 1)].point - p0)
                               .y);
  }
  EXPECT_GT(area, 1.9);
}

TEST(Manifold, CoincidentCubesGiveAFacesFourCorners) {
  const OrientedBox cube = Box({0, 0, 0}, {1, 1, 1});
  const Manifold m = BoxManifold(cube, cube);
  ASSERT_EQ(m.count, 4);
  for (int i = 0; i < 4; ++i) {
    EXPECT_NEAR(m.points[static_cast<std::size_t>(i)].depth, 2.0, kTight);
    const Vec3 p = glm::abs(m.points[static_cast<std::size_t>(i)].point);
    EXPECT_NEAR(p.x + p.y + p.z, 3.0, kTight);  // a corner of the cube
  }
}

TEST(Manifold, BoxOnAnEdgeHasTwoPointsAndOnACornerOne) {
  const OrientedBox ground = Box({0, 0, 0}, {3, 0.5, 3});
  const double reach = 0.5 * std::sqrt(2.0);  // a unit cube's half diagonal of a face
  const Manifold edge = BoxManifold(ground, Box({0, 0.5 + reach - 0.05, 0}, {0.5, 0.5, 0.5},
                                                RotationAboutAxis({0, 0, 1}, kPi / 4)));
  ExpectPoints(edge, {{0, 0.45, -0.5}, {0, 0.45, 0.5}}, 0.05);
  // Turned so that a long diagonal stands upright: one corner down.
  const Mat3 corner_down =
      RotationAboutAxis(glm::normalize(Vec3(-1, 0, 1)), std::acos(1.0 / std::sqrt(3.0)));
  const double half_diagonal = 0.5 * std::sqrt(3.0);
  const Manifold corner =
      BoxManifold(ground, Box({0, 0.5 + half_diagonal - 0.05, 0}, {0.5, 0.5, 0.5}, corner_down));
  ASSERT_EQ(corner.count, 1);
  EXPECT_NEAR(corner.points[0].depth, 0.05, 1e-12);
  EXPECT_NEAR(glm::length(corner.points[0].point - Vec3(0, 0.45, 0)), 0.0, 1e-12);
}

TEST(Manifold, CrossedEdgesGiveOnePoint) {
  // Two long bars crossing at right angles, each turned 45 degrees about
  // its length, so that an edge of each points at the other.
  const Mat3 bar_a = RotationAboutAxis({1, 0, 0}, kPi / 4);
  const Mat3 bar_b = RotationAboutAxis({0, 0, 1}, kPi / 4);
  const double reach = 0.5 * std::sqrt(2.0);
  const Manifold m = BoxManifold(Box({0, 0, 0}, {3, 0.5, 0.5}, bar_a),
                                 Box({0, 2 * reach - 0.1, 0}, {0.5, 0.5, 3}, bar_b));
  ASSERT_EQ(m.count, 1);
  EXPECT_NEAR(m.points[0].depth, 0.1, 1e-12);
  EXPECT_NEAR(glm::length(m.points[0].point - Vec3(0, reach - 0.1, 0)), 0.0, 1e-12);
  EXPECT_NEAR(m.normal.y, 1.0, 1e-12);
}

TEST(Manifold, TriangleUnderABoxTopGivesItsCorners) {
  const Triangle triangle{{Vec3(-0.5, 0.9, -0.5), Vec3(0.5, 0.9, -0.5), Vec3(0, 0.9, 0.5)}};
  const OrientedBox box = Box({0, 0, 0}, {1, 1, 1});
  const std::optional<Penetration> p = PenetrateBySat(box, triangle);
  ASSERT_TRUE(p);
  ExpectPoints(ContactsFromPenetration(box, triangle, *p), {triangle[0], triangle[1], triangle[2]},
               0.1);
}

// Round shapes on a box, with the penetration written by hand: the ground's
// top is y = 0.5, the round shape's bottom y = 0.4.
Penetration Down(double depth, const Vec3& on_b) {
  return Penetration{depth, {0, 1, 0}, on_b + Vec3(0, depth, 0), on_b};
}

TEST(Manifold, CapsuleLyingOnABoxHasTwoPoints) {
  const OrientedBox ground = Box({0, 0, 0}, {2, 0.5, 2});
  const Capsule capsule{{-0.5, 0.65, 0.2}, {0.5, 0.65, 0.2}, 0.25};
  ExpectPoints(ContactsFromPenetration(ground, capsule, Down(0.1, {0, 0.4, 0.2})),
               {{-0.5, 0.4, 0.2}, {0.5, 0.4, 0.2}}, 0.1);
}

TEST(Manifold, CapsuleUprightOnABoxHasOnePoint) {
  const OrientedBox ground = Box({0, 0, 0}, {2, 0.5, 2});
  const Capsule capsule{{0.3, 0.65, 0.2}, {0.3, 1.65, 0.2}, 0.25};
  ExpectPoints(ContactsFromPenetration(ground, capsule, Down(0.1, {0.3, 0.4, 0.2})),
               {{0.3, 0.4, 0.2}}, 0.1);
}

TEST(Manifold, SphereOnABoxHasOnePoint) {
  const OrientedBox ground = Box({0, 0, 0}, {2, 0.5, 2});
  const Sphere sphere{{0.3, 0.65, 0.2}, 0.25};
  ExpectPoints(ContactsFromPenetration(ground, sphere, Down(0.1, {0.3, 0.4, 0.2})),
               {{0.3, 0.4, 0.2}}, 0.1);
}

TEST(Manifold, ParallelCapsulesHaveTwoPointsAndCrossedOnesOne) {
  // A along x from 0 to 2, B above it from 1 to 3; radii 0.25, cores 0.4
  // apart: 0.1 deep over x in [1, 2].
  const Capsule a{{0, 0, 0}, {2, 0, 0}, 0.25};
  const Capsule b{{1, 0.4, 0}, {3, 0.4, 0}, 0.25};
  ExpectPoints(ContactsFromPenetration(a, b, Down(0.1, {1.5, 0.15, 0})),
               {{1, 0.15, 0}, {2, 0.15, 0}}, 0.1);
  const Capsule crossed{{1, 0.4, -1}, {1, 0.4, 1}, 0.25};
  ExpectPoints(ContactsFromPenetration(a, crossed, Down(0.1, {1, 0.15, 0})), {{1, 0.15, 0}}, 0.1);
}

TEST(Manifold, CapsuleAlongABoxEdgeKeepsOnlyWhatIsOverTheFace) {
  // Half the capsule hangs past the box's side (x > 1): one point at the
  // edge, one at the capsule's inner end.
  const OrientedBox box = Box({0, 0, 0}, {1, 0.5, 1});
  const Capsule capsule{{0, 0.65, 0}, {2, 0.65, 0}, 0.25};
  ExpectPoints(ContactsFromPenetration(box, capsule, Down(0.1, {0.5, 0.4, 0})),
               {{0, 0.4, 0}, {1, 0.4, 0}}, 0.1);
}

TEST(Manifold, ApartBoxesHaveNoPoints) {
  EXPECT_EQ(ContactsBetweenBoxes(Box({0, 0, 0}, {1, 1, 1}), Box({0, 2.1, 0}, {1, 1, 1})).count, 0);
}

}  // namespace
}  // namespace manifold_test
}  // namespace collide
