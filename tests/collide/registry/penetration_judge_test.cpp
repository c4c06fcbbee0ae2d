// PenetrationAlsoRight: a penetration that differs from ours is right when
// its depth is ours and the shapes overlap by that depth along its normal.
// Every overlap below is worked out by hand from the shapes' extents.
#include "collide/registry/penetration_judge.h"

#include <gtest/gtest.h>

#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/sphere.h"

namespace collide {
namespace penetration_judge_test {
namespace {

PenetrationAnswer Deep(double depth, const Vec3& normal) {
  Penetration p;
  p.depth = depth;
  p.normal = normal;
  return p;
}

// Unit spheres 1.5 apart along x: 1 + (1 - 1.5) = 0.5 along +x; along -x
// the whole extent, 1 + 2.5.
TEST(PenetrationJudge, OverlapAlongANormalIsBothShapesReach) {
  const StaticShape a(Sphere{Vec3(0), 1});
  const StaticShape b(Sphere{Vec3(1.5, 0, 0), 1});
  EXPECT_DOUBLE_EQ(*OverlapAlong(a, b, Vec3(1, 0, 0)), 0.5);
  EXPECT_DOUBLE_EQ(*OverlapAlong(a, b, Vec3(-1, 0, 0)), 3.5);
  EXPECT_FALSE(OverlapAlong(a, StaticShape(BookPlane{Vec3(0, 1, 0), 0}), Vec3(1, 0, 0)));
}

TEST(PenetrationJudge, AFlippedNormalIsWrongAndTheSameIsRight) {
  const StaticShape a(Sphere{Vec3(0), 1});
  const StaticShape b(Sphere{Vec3(1.5, 0, 0), 1});
  const PenetrationAnswer ours = Deep(0.5, Vec3(1, 0, 0));
  EXPECT_TRUE(PenetrationAlsoRight(a, b, ours, ours, 1e-9));
  EXPECT_FALSE(PenetrationAlsoRight(a, b, ours, Deep(0.5, Vec3(-1, 0, 0)), 1e-9));
  EXPECT_FALSE(PenetrationAlsoRight(a, b, ours, Deep(0.4, Vec3(1, 0, 0)), 1e-9));
}

// Capsules of radius 0.5 whose cores cross at the origin, one along x, one
// along z: 1 deep along +y or -y alike (each reaches 0.5 across), but along
// x the second reaches back only 0.5 and the first 1.5: 2.
TEST(PenetrationJudge, EitherWayAcrossCrossingCoresIsRight) {
  const StaticShape a(Capsule{Vec3(-1, 0, 0), Vec3(1, 0, 0), 0.5});
  const StaticShape b(Capsule{Vec3(0, 0, -1), Vec3(0, 0, 1), 0.5});
  const PenetrationAnswer ours = Deep(1.0, Vec3(0, 1, 0));
  EXPECT_TRUE(PenetrationAlsoRight(a, b, ours, Deep(1.0, Vec3(0, -1, 0)), 1e-9));
  EXPECT_DOUBLE_EQ(*OverlapAlong(a, b, Vec3(1, 0, 0)), 2.0);
  EXPECT_FALSE(PenetrationAlsoRight(a, b, ours, Deep(1.0, Vec3(1, 0, 0)), 1e-9));
}

TEST(PenetrationJudge, ApartAgreesOnlyWithApart) {
  const StaticShape a(Sphere{Vec3(0), 1});
  const StaticShape b(Sphere{Vec3(5, 0, 0), 1});
  EXPECT_TRUE(PenetrationAlsoRight(a, b, std::nullopt, std::nullopt, 1e-9));
  EXPECT_FALSE(PenetrationAlsoRight(a, b, std::nullopt, Deep(0.0, Vec3(1, 0, 0)), 1e-9));
  EXPECT_FALSE(PenetrationAlsoRight(a, b, Deep(0.0, Vec3(1, 0, 0)), std::nullopt, 1e-9));
}

// Two cores that cross exactly (a hunt's shrunk case: at s 8/9 and t 2/3,
// both at (-7/6, 7/3, 7/3)) touch: depth 0 or apart, as rounding falls, are
// both right; spheres exactly touching too. Deeper than the tolerance, or
// further apart than it, is not.
TEST(PenetrationJudge, AnExactTouchIsRightAsApartOrAsDepthZero) {
  const StaticShape a(Capsule{Vec3(1.5, -3, -3), Vec3(-1.5, 3, 3), 0.0});
  const StaticShape b(Capsule{Vec3(-4.5, 7, 1), Vec3(0.5, 0, 3), 0.0});
  const PenetrationAnswer touching = Deep(0.0, glm::normalize(Vec3(1, 0, 1)));
  EXPECT_TRUE(PenetrationAlsoRight(a, b, touching, std::nullopt, 7e-5));
  EXPECT_TRUE(PenetrationAlsoRight(a, b, std::nullopt, touching, 7e-5));
  const StaticShape left(Sphere{Vec3(0), 1});
  const StaticShape right(Sphere{Vec3(2, 0, 0), 1});
  EXPECT_TRUE(PenetrationAlsoRight(left, right, std::nullopt, Deep(0.0, Vec3(1, 0, 0)), 1e-9));
  EXPECT_FALSE(PenetrationAlsoRight(left, right, std::nullopt, Deep(0.5, Vec3(1, 0, 0)), 1e-9));
  const StaticShape farther(Sphere{Vec3(2.001, 0, 0), 1});
  EXPECT_FALSE(PenetrationAlsoRight(left, farther, std::nullopt, Deep(0.0, Vec3(1, 0, 0)), 1e-9));
}

}  // namespace
}  // namespace penetration_judge_test
}  // namespace collide
