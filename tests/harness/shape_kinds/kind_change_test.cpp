// A box turned into its other forms where it stands (kind_change.h): the
// numbers each form takes, worked out by hand from the box's corners.
#include "harness/shape_kinds/kind_change.h"

#include <gtest/gtest.h>

#include <cmath>

#include "collide/shapes/box.h"

namespace harness {
namespace {

using collide::ShapeKind;
using collide::Vec3;

void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

// A 2 x 2 x 2 cube at (3, 0, 0) turned 45 degrees about z: its corners
// reach sqrt(2) from the centre along x and y, 1 along z.
collide::StaticShape TurnedCube() {
  return collide::OrientedBox{Vec3(3, 0, 0), Vec3(1, 1, 1),
                              collide::RotationFromEulerDegrees(Vec3(0, 0, 45))};
}

TEST(KindChange, EachBoxFormCanBecomeTheOtherTwoAndNothingElseCan) {
  const std::vector<ShapeKind> forms{ShapeKind::kBox, ShapeKind::kAabb, ShapeKind::kHexahedron};
  EXPECT_EQ(KindsItCanBecome(ShapeKind::kBox), forms);
  EXPECT_EQ(KindsItCanBecome(ShapeKind::kAabb), forms);
  EXPECT_EQ(KindsItCanBecome(ShapeKind::kHexahedron), forms);
  EXPECT_TRUE(KindsItCanBecome(ShapeKind::kSphere).empty());
  EXPECT_TRUE(KindsItCanBecome(ShapeKind::kPlane).empty());
}

TEST(KindChange, ATurnedBoxBecomesItsBoundsCentredWhereItWas) {
  const KindChange change = ChangeKind(TurnedCube(), ShapeKind::kAabb);
  ASSERT_TRUE(change.shape.has_value()) << change.note;
  const auto* aabb = change.shape->As<collide::Aabb>();
  ASSERT_NE(aabb, nullptr);
  const double r = std::sqrt(2.0);
  ExpectNear(aabb->min, Vec3(3 - r, -r, -1));
  ExpectNear(aabb->max, Vec3(3 + r, r, 1));
  EXPECT_EQ(change.note, "now axis-aligned (its bounds)");
}

TEST(KindChange, AnAabbBecomesAnUnturnedOrientedBoxOfTheSameExtent) {
  const KindChange change =
      ChangeKind(collide::Aabb{Vec3(-1, 0, 2), Vec3(3, 1, 4)}, ShapeKind::kBox);
  ASSERT_TRUE(change.shape.has_value()) << change.note;
  const auto* box = change.shape->As<collide::OrientedBox>();
  ASSERT_NE(box, nullptr);
  ExpectNear(box->center, Vec3(1, 0.5, 3));
  ExpectNear(box->half_extents, Vec3(2, 0.5, 1));
  ExpectNear(box->rotation[0], Vec3(1, 0, 0));
  ExpectNear(box->rotation[1], Vec3(0, 1, 0));
}

TEST(KindChange, ATurnedBoxBecomesAHexahedronOfItsOwnCorners) {
  const KindChange change = ChangeKind(TurnedCube(), ShapeKind::kHexahedron);
  ASSERT_TRUE(change.shape.has_value()) << change.note;
  const auto* hexahedron = change.shape->As<collide::Hexahedron>();
  ASSERT_NE(hexahedron, nullptr);
  // Corner 0 is the box's (-1, -1, -1) corner: turned 45 degrees about z,
  // (-1, -1) goes to (0, -sqrt 2).
  ExpectNear(hexahedron->corners[0], Vec3(3, -std::sqrt(2.0), -1), 1e-12);
  // Corner 7, (1, 1, 1), goes to (0, sqrt 2, 1).
  ExpectNear(hexahedron->corners[7], Vec3(3, std::sqrt(2.0), 1), 1e-12);
}

TEST(KindChange, AFlatBoxCannotBecomeAHexahedronAndSaysWhy) {
  const KindChange change =
      ChangeKind(collide::Aabb{Vec3(0, 0, 0), Vec3(1, 0, 1)}, ShapeKind::kHexahedron);
  EXPECT_FALSE(change.shape.has_value());
  EXPECT_TRUE(change.note.starts_with("cannot become a hexahedron: ")) << change.note;
}

TEST(KindChange, RefusesItsOwnKindAndKindsThatAreNotABoxs) {
  const KindChange same = ChangeKind(TurnedCube(), ShapeKind::kBox);
  EXPECT_FALSE(same.shape.has_value());
  EXPECT_EQ(same.note, "already a box");
  const KindChange sphere = ChangeKind(TurnedCube(), ShapeKind::kSphere);
  EXPECT_FALSE(sphere.shape.has_value());
  EXPECT_EQ(sphere.note, "a box cannot become a sphere");
  const KindChange from_sphere = ChangeKind(collide::Sphere{Vec3(0.0), 1.0}, ShapeKind::kAabb);
  EXPECT_FALSE(from_sphere.shape.has_value());
  EXPECT_EQ(from_sphere.note, "a sphere cannot become an aabb");
}

}  // namespace
}  // namespace harness
