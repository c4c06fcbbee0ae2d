// CastAlsoRight: a cast that differs from ours is right when it touches at
// our time (as a distance along the translation, or anywhere a graze keeps
// the gap within the tolerance), at a point on both
// shapes, along a normal the shapes overlap by as much along as ours; a
// miss is right where the other's hit only touches within the tolerance. The
// times, points and overlaps below are worked out by hand.
#include "collide/registry/cast_judge.h"

#include <gtest/gtest.h>

#include "collide/registry/static_shape.h"
#include "collide/registry/sweep.h"
#include "collide/shapes/sphere.h"

namespace collide {
namespace cast_judge_test {
namespace {

CastAnswer Hit(double t, const Vec3& point, const Vec3& normal) {
  return ShapeCastHit{t, point, normal};
}

// The cube [-1, 1]^3 moved down by 4 onto the slab [-2, 2]^2 x [-4, -2]:
// its bottom, at -1 - 4t, meets the slab's top at t = 0.25, face on face
// over the square [-1, 1]^2 at z = -2. Along -z the moved cube reaches 2,
// the slab -2: overlap 0.
const StaticShape kCrate(Sweep{StaticShape(Aabb{Vec3(-1), Vec3(1)}), Vec3(0, 0, -4)});
const StaticShape kSlab(Aabb{Vec3(-2, -2, -4), Vec3(2, 2, -2)});
const CastAnswer kOurs = Hit(0.25, Vec3(0, 0, -2), Vec3(0, 0, -1));

TEST(CastJudge, AnyPointOfAFaceOnFaceContactIsRight) {
  EXPECT_TRUE(CastAlsoRight(kCrate, kSlab, kOurs, kOurs, 1e-9));
  EXPECT_TRUE(CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(1, 1, -2), Vec3(0, 0, -1)), 1e-9));
  EXPECT_TRUE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(-0.5, 1, -2), Vec3(0, 0, -1)), 1e-9));
}

TEST(CastJudge, APointOffEitherShapeIsWrong) {
  // On the slab's top, but half a unit past the cube's side.
  EXPECT_FALSE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(1.5, 0, -2), Vec3(0, 0, -1)), 0.1));
  // On the cube's side at z = -1.5, half a unit above the slab.
  EXPECT_FALSE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(1, 0, -1.5), Vec3(0, 0, -1)), 0.1));
}

TEST(CastJudge, AFlippedTiltedOrLongNormalIsWrong) {
  // Along +z: the cube reaches 0, the slab 4 along -z: overlap 4, not 0.
  EXPECT_FALSE(CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(0, 0, -2), Vec3(0, 0, 1)), 0.1));
  // Along (0, 0.6, -0.8): the cube reaches 0.6 + 1.6, the slab 1.2 - 1.6:
  // overlap 1.8.
  EXPECT_FALSE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(0, 0, -2), Vec3(0, 0.6, -0.8)), 0.1));
  EXPECT_FALSE(CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.25, Vec3(0, 0, -2), Vec3(0, 0, -2)), 0.1));
}

TEST(CastJudge, ALateTimeOverlapsAndAnEarlyOneIsApart) {
  // 1e-7 of the step of length 4: 4e-7 apart, within 1e-6.
  EXPECT_TRUE(CastAlsoRight(kCrate, kSlab, kOurs,
                            Hit(0.2500001, Vec3(0, 0, -2.0000004), Vec3(0, 0, -1)), 1e-6));
  // 0.01 late: the cube's bottom at -2.04, 0.04 into the slab along -z.
  EXPECT_FALSE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.26, Vec3(0, 0, -2), Vec3(0, 0, -1)), 1e-3));
  // 0.01 early: the bottom at -1.96; (0, 0, -2) is 0.04 below the cube.
  EXPECT_FALSE(
      CastAlsoRight(kCrate, kSlab, kOurs, Hit(0.24, Vec3(0, 0, -2), Vec3(0, 0, -1)), 1e-3));
}

// A point moved from the origin to (0, 0, 2) grazes the sphere of radius 9
// at (9, 0, 1): it touches it only at t = 0.5, at (0, 0, 1), along +x. At
// t = 0.4999 it is at (0, 0, 0.9998), sqrt(81 + 0.0002^2) - 9 = 2.2e-9
// from the sphere: within 1e-6, and 0.0002 along the step from the exact
// time, inside sqrt(2 * 18 * 1e-6) + 1e-6 = 0.006. At t = 0.3 it is 0.4
// along, and about 0.2^2 / 18 = 0.0022 away. A miss is right too: the
// gap is never below 0. The sphere at (8.5, 0, 1) the point enters 0.5
// deep: a miss tunnels.
TEST(CastJudge, AGrazeIsRightAnywhereTheGapIsWithinTheToleranceAndSoIsAMiss) {
  const StaticShape dot(Sweep{StaticShape(Point{Vec3(0)}), Vec3(0, 0, 2)});
  const StaticShape still(Sphere{Vec3(9, 0, 1), 9});
  const CastAnswer ours = Hit(0.5, Vec3(0, 0, 1), Vec3(1, 0, 0));
  EXPECT_TRUE(
      CastAlsoRight(dot, still, ours, Hit(0.4999, Vec3(0, 0, 0.9998), Vec3(1, 0, 0)), 1e-6));
  EXPECT_FALSE(CastAlsoRight(dot, still, ours, Hit(0.3, Vec3(0, 0, 0.6), Vec3(1, 0, 0)), 1e-6));
  EXPECT_TRUE(CastAlsoRight(dot, still, ours, std::nullopt, 1e-6));
  EXPECT_TRUE(CastAlsoRight(dot, still, std::nullopt, ours, 1e-6));
  const StaticShape deeper(Sphere{Vec3(8.5, 0, 1), 9});
  EXPECT_FALSE(
      CastAlsoRight(dot, deeper, Hit(0.5, Vec3(0, 0, 1), Vec3(1, 0, 0)), std::nullopt, 1e-6));
}

// A sphere of radius 0.375 moved from the origin by (0.125, 0.375, 0.25)
// ends at (0.125, 0.375, 0.25), 1.75 from the still sphere of radius 1.375
// at (1.875, 0.375, 0.25): touching at t = 1 exactly, closer all the way.
TEST(CastJudge, ATouchAtTheStepsVeryEndIsAsRightAsAMiss) {
  const StaticShape ball(Sweep{StaticShape(Sphere{Vec3(0), 0.375}), Vec3(0.125, 0.375, 0.25)});
  const StaticShape still(Sphere{Vec3(1.875, 0.375, 0.25), 1.375});
  const CastAnswer end = Hit(1.0, Vec3(0.5, 0.375, 0.25), Vec3(1, 0, 0));
  EXPECT_TRUE(CastAlsoRight(ball, still, std::nullopt, end, 1e-9));
  EXPECT_TRUE(CastAlsoRight(ball, still, end, std::nullopt, 1e-9));
}

// The cube goes on 3 into the slab after touching it: a miss tunnels.
TEST(CastJudge, AMissIsWrongWhereTheStepGoesDeeperThanTheTolerance) {
  EXPECT_TRUE(CastAlsoRight(kCrate, kSlab, std::nullopt, std::nullopt, 1e-9));
  EXPECT_FALSE(CastAlsoRight(kCrate, kSlab, kOurs, std::nullopt, 1e-9));
  EXPECT_FALSE(CastAlsoRight(kCrate, kSlab, std::nullopt, kOurs, 1e-9));
}

// Radius-2 spheres 3 apart overlap by 1 before any move: t = 0, along +x.
// Ours is on the still sphere's deepest point, (1, 0, 0); the moving
// sphere's farthest point along the normal, (2, 0, 0), is inside both too.
// (2.5, 0, 0) is outside the moving sphere by 0.5.
TEST(CastJudge, AlreadyOverlappingAnyPointInBothIsRight) {
  const StaticShape ball(Sweep{StaticShape(Sphere{Vec3(0), 2}), Vec3(5, 0, 0)});
  const StaticShape still(Sphere{Vec3(3, 0, 0), 2});
  const CastAnswer ours = Hit(0.0, Vec3(1, 0, 0), Vec3(1, 0, 0));
  EXPECT_TRUE(CastAlsoRight(ball, still, ours, Hit(0.0, Vec3(2, 0, 0), Vec3(1, 0, 0)), 1e-9));
  EXPECT_FALSE(CastAlsoRight(ball, still, ours, Hit(0.0, Vec3(2.5, 0, 0), Vec3(1, 0, 0)), 0.1));
  // Along +y the two reach 2 and 2: overlap 4, not ours' 1.
  EXPECT_FALSE(CastAlsoRight(ball, still, ours, Hit(0.0, Vec3(2, 0, 0), Vec3(0, 1, 0)), 0.1));
}

TEST(CastJudge, NoJudgementWithoutASweep) {
  EXPECT_FALSE(CastAlsoRight(kSlab, kSlab, kOurs, kOurs, 1e-9));
}

}  // namespace
}  // namespace cast_judge_test
}  // namespace collide
