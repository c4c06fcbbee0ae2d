// The patch a plane is drawn and picked as, the region a scene of planes is
// drawn across, and where two patches meet; the numbers worked out by hand.
#include "harness/draw/plane_patch.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace harness {
namespace plane_patch_test {
namespace {

using collide::Aabb;
using collide::BookPlane;
using collide::Vec3;

bool Near(const Vec3& a, const Vec3& b, double tolerance = 1e-9) {
  return glm::length(a - b) <= tolerance;
}

TEST(PlanePatch, SpansTheRegionProjectedOntoThePlanePadded) {
  // z = 2 across the box (-1, -1, 0)-(3, 1, 5): centred on (1, 0, 2), the
  // box's centre dropped onto the plane; the box reaches 2 along x and 1
  // along y from there, so the half size is 2 + max(0.25 * 2, 0.5) = 2.5.
  const PlanePatch patch = PatchAcross(BookPlane{{0, 0, 1}, 2.0}, Aabb{{-1, -1, 0}, {3, 1, 5}});
  EXPECT_TRUE(Near(patch.center, Vec3(1, 0, 2)));
  EXPECT_DOUBLE_EQ(patch.half_size, 2.5);
  const auto corners = patch.Corners();
  for (const Vec3& corner : corners) {
    EXPECT_DOUBLE_EQ(corner.z, 2.0);
    EXPECT_DOUBLE_EQ(std::abs(corner.x - 1.0), 2.5);
    EXPECT_DOUBLE_EQ(std::abs(corner.y), 2.5);
  }
  // Counter-clockwise seen from the front (+z).
  const Vec3 turn = glm::cross(corners[1] - corners[0], corners[2] - corners[1]);
  EXPECT_GT(turn.z, 0.0);
}

TEST(PlanePatch, ATiltedPlaneHoldsTheWholeBoxsShadow) {
  // x + y = 0 across the cube [-1, 1]^3: the cube's corners reach 1 across
  // the plane vertically and sqrt(2) horizontally, so the half size is
  // sqrt(2) + max(0.25 sqrt(2), 0.5).
  const auto plane = *collide::MakeBookPlane({1, 1, 0}, 0.0);
  const PlanePatch patch = PatchAcross(plane, Aabb{{-1, -1, -1}, {1, 1, 1}});
  EXPECT_TRUE(Near(patch.center, Vec3(0.0)));
  EXPECT_NEAR(patch.half_size, std::sqrt(2.0) + 0.5, 1e-12);
}

TEST(PlanePatch, WithoutARegionLiesAroundThePlanesPointNearestTheOrigin) {
  DrawContext context;
  context.scene_radius = 4.0f;
  const PlanePatch patch = PatchOf(BookPlane{{0, 1, 0}, -3.0}, context);
  EXPECT_TRUE(Near(patch.center, Vec3(0, -3, 0)));
  EXPECT_DOUBLE_EQ(patch.half_size, 3.0);
}

TEST(PlanesMeetingRegion, SpansWhereThreeAndTwoOfThePlanesMeet) {
  // x = 1, y = 2, z = 3 meet at (1, 2, 3); two at a time in lines whose
  // points nearest the origin are (1, 2, 0), (1, 0, 3) and (0, 2, 3).
  const std::vector<BookPlane> planes = {{{1, 0, 0}, 1.0}, {{0, 1, 0}, 2.0}, {{0, 0, 1}, 3.0}};
  const auto region = PlanesMeetingRegion(planes);
  ASSERT_TRUE(region.has_value());
  EXPECT_TRUE(Near(region->min, Vec3(0, 0, 0)));
  EXPECT_TRUE(Near(region->max, Vec3(1, 2, 3)));
}

TEST(PlanesMeetingRegion, LeavesOutWhereNearlyParallelPlanesMeetFarOff) {
  // x = 0 and a plane 1.15 degrees from it, (x + 0.02 z) / |n| = 1, meet at
  // z = 50.01 (on y = 0 too): beyond 4 times the planes' own distance 1.
  // Left: the z axis (x = y = 0) through the origin, and y = 0 with the
  // tilted plane through about (1, 0, 0.02).
  const std::vector<BookPlane> planes = {
      {{1, 0, 0}, 0.0}, {{0, 1, 0}, 0.0}, *collide::MakeBookPlane({1, 0, 0.02}, 1.0)};
  const auto region = PlanesMeetingRegion(planes);
  ASSERT_TRUE(region.has_value());
  EXPECT_TRUE(Near(region->min, Vec3(0, 0, 0)));
  EXPECT_NEAR(region->max.x, 1.0, 1e-3);
  EXPECT_NEAR(region->max.z, 0.02, 1e-3);
}

TEST(PlanesMeetingRegion, OnePlaneIsItsPointNearestTheOriginAndNoneIsNothing) {
  const std::vector<BookPlane> one = {{{0, 0, 1}, 2.0}};
  const auto region = PlanesMeetingRegion(one);
  ASSERT_TRUE(region.has_value());
  EXPECT_TRUE(Near(region->min, Vec3(0, 0, 2)));
  EXPECT_TRUE(Near(region->max, Vec3(0, 0, 2)));
  EXPECT_FALSE(PlanesMeetingRegion({}).has_value());
}

TEST(PatchesMeet, IsThePartOfTheirLineOnBothPatches) {
  // x = 0 and y = 0 across the cube [-1, 1]^3: patches of half size 1.5
  // around the origin, meeting on the z axis from -1.5 to 1.5.
  const Aabb cube{{-1, -1, -1}, {1, 1, 1}};
  const PlanePatch x = PatchAcross(BookPlane{{1, 0, 0}, 0.0}, cube);
  const PlanePatch y = PatchAcross(BookPlane{{0, 1, 0}, 0.0}, cube);
  const auto ends = PatchesMeet(x, y, Vec3(0.0), Vec3(0, 0, 1));
  ASSERT_TRUE(ends.has_value());
  EXPECT_TRUE(Near((*ends)[0], Vec3(0, 0, -1.5)));
  EXPECT_TRUE(Near((*ends)[1], Vec3(0, 0, 1.5)));
}

TEST(PatchesMeet, IsNothingWhenThePatchesDoNotReachEachOther) {
  // Across a small box at y = z = 5.5: x = 0's patch spans y in [4.5, 6.5],
  // so it never reaches the z axis, where x = 0 meets y = 0.
  const Aabb box{{0, 5, 5}, {0, 6, 6}};
  const PlanePatch x = PatchAcross(BookPlane{{1, 0, 0}, 0.0}, box);
  const PlanePatch y = PatchAcross(BookPlane{{0, 1, 0}, 0.0}, box);
  EXPECT_FALSE(PatchesMeet(x, y, Vec3(0.0), Vec3(0, 0, 1)).has_value());
}

}  // namespace
}  // namespace plane_patch_test
}  // namespace harness
