#include "collide/shapes/box.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "collide/registry/box_box.h"
#include "fixtures.h"

namespace collide {
namespace box_test {
namespace {

using testing::ExpectNear;
using testing::Frustum;

bool ContainsText(const std::optional<std::string>& error, const std::string& text) {
  return error && error->find(text) != std::string::npos;
}

TEST(BoxRotation, TurnsAboutXThenYThenZ) {
  // X by 90 takes y to z; Y by 90 takes z to x; Z by 90 takes x to y.
  ExpectNear(RotationFromEulerDegrees({90, 0, 0}) * Vec3(0, 1, 0), {0, 0, 1});
  ExpectNear(RotationFromEulerDegrees({0, 90, 0}) * Vec3(0, 0, 1), {1, 0, 0});
  ExpectNear(RotationFromEulerDegrees({0, 0, 90}) * Vec3(1, 0, 0), {0, 1, 0});
  // Order: y --X90--> z --Y90--> x --Z90--> y.
  ExpectNear(RotationFromEulerDegrees({90, 90, 90}) * Vec3(0, 1, 0), {0, 1, 0});
  const Vec3 angles(17, -48, 123);
  const Mat3 composed = RotationFromEulerDegrees({0, 0, angles.z}) *
                        RotationFromEulerDegrees({0, angles.y, 0}) *
                        RotationFromEulerDegrees({angles.x, 0, 0});
  const Mat3 r = RotationFromEulerDegrees(angles);
  for (int c = 0; c < 3; ++c) {
    ExpectNear(r[c], composed[c]);
  }
  EXPECT_NEAR(glm::determinant(r), 1.0, 1e-14);
}

TEST(BoxRotation, QuarterTurnsAreExact) {
  for (double x : {-270.0, -90.0, 0.0, 90.0, 180.0, 450.0}) {
    for (double y : {0.0, 90.0, -180.0}) {
      const Mat3 r = RotationFromEulerDegrees({x, y, 270.0});
      for (int c = 0; c < 3; ++c) {
        for (int k = 0; k < 3; ++k) {
          EXPECT_TRUE(r[c][k] == 0.0 || r[c][k] == 1.0 || r[c][k] == -1.0) << r[c][k];
        }
      }
    }
  }
}

void ExpectSameRotation(const Mat3& actual, const Mat3& expected) {
  for (int c = 0; c < 3; ++c) {
    ExpectNear(actual[c], expected[c], 1e-12);
  }
}

TEST(BoxRotation, EulerDegreesRoundTrip) {
  // Away from gimbal lock the angles come back themselves.
  for (const Vec3& angles :
       {Vec3(0, 0, 0), Vec3(17, -48, 123), Vec3(-170, 89, -5), Vec3(45, 0, 0), Vec3(0, 0, 45),
        Vec3(180, 30, 180), Vec3(-90, -60, 90), Vec3(1e-7, 0, -1e-7)}) {
    const Vec3 back = EulerDegreesFromRotation(RotationFromEulerDegrees(angles));
    ExpectNear(back, angles, 1e-9);
    ExpectSameRotation(RotationFromEulerDegrees(back), RotationFromEulerDegrees(angles));
  }
  // Angles outside the canonical ranges give other angles, the same rotation.
  for (const Vec3& angles :
       {Vec3(270, 0, -270), Vec3(10, 100, 20), Vec3(-200, 190, 400), Vec3(720, -450, 33)}) {
    const Mat3 r = RotationFromEulerDegrees(angles);
    const Vec3 back = EulerDegreesFromRotation(r);
    ExpectSameRotation(RotationFromEulerDegrees(back), r);
    EXPECT_GT(back.x, -180.0);
    EXPECT_LE(back.x, 180.0);
    EXPECT_GE(back.y, -90.0);
    EXPECT_LE(back.y, 90.0);
    EXPECT_GT(back.z, -180.0);
    EXPECT_LE(back.z, 180.0);
  }
  // Gimbal lock: y = +-90 leaves one freedom; z is reported as 0.
  for (const Vec3& angles : {Vec3(30, 90, 0), Vec3(10, 90, 25), Vec3(-40, -90, 70)}) {
    const Mat3 r = RotationFromEulerDegrees(angles);
    const Vec3 back = EulerDegreesFromRotation(r);
    EXPECT_EQ(back.z, 0.0);
    EXPECT_NEAR(back.y, angles.y, 1e-9);
    ExpectSameRotation(RotationFromEulerDegrees(back), r);
  }
  // Random rotations: the angles rebuild the matrix.
  for (int i = 0; i < 200; ++i) {
    const Vec3 angles(std::fmod(i * 37.3, 360.0) - 180.0, std::fmod(i * 11.7, 180.0) - 90.0,
                      std::fmod(i * 73.1, 720.0) - 360.0);
    const Mat3 r = RotationFromEulerDegrees(angles);
    ExpectSameRotation(RotationFromEulerDegrees(EulerDegreesFromRotation(r)), r);
  }
}

TEST(BoxCorners, FollowTheDocumentedBitOrder) {
  const OrientedBox box{{10, 20, 30}, {1, 2, 3}, RotationFromEulerDegrees({0, 0, 90})};
  const BoxCorners c = Corners(box);
  // Local +x is world +y after the turn.
  ExpectNear(c[0], {10 + 2, 20 - 1, 30 - 3});
  ExpectNear(c[1], {10 + 2, 20 + 1, 30 - 3});
  ExpectNear(c[2], {10 - 2, 20 - 1, 30 - 3});
  ExpectNear(c[7], {10 - 2, 20 + 1, 30 + 3});

  const BoxCorners a = Corners(Aabb{{-1, -2, -3}, {4, 5, 6}});
  for (int i = 0; i < 8; ++i) {
    ExpectNear(a[static_cast<size_t>(i)], {(i & 1) ? 4 : -1, (i & 2) ? 5 : -2, (i & 4) ? 6 : -3},
               0.0);
  }
  EXPECT_EQ(Corners(BoxShape(Frustum())), Frustum().corners);
}

TEST(BoxCorners, EdgesJoinCornersOneBitApart) {
  std::set<std::pair<int, int>> seen;
  for (const auto& e : kBoxEdges) {
    const int diff = e[0] ^ e[1];
    EXPECT_TRUE(diff == 1 || diff == 2 || diff == 4);
    EXPECT_LT(e[0], e[1]);
    seen.insert({e[0], e[1]});
  }
  EXPECT_EQ(seen.size(), 12u);
}

TEST(BoxCorners, FacesWindCounterClockwiseSeenFromOutside) {
  const OrientedBox box{{1, 2, 3}, {1, 2, 0.5}, RotationFromEulerDegrees({10, 20, 30})};
  const BoxCorners c = Corners(box);
  for (size_t f = 0; f < 6; ++f) {
    const auto& idx = kBoxFaces[f];
    const Vec3 centroid = 0.25 * (c[idx[0]] + c[idx[1]] + c[idx[2]] + c[idx[3]]);
    const Vec3 out = centroid - box.center;
    // Every consecutive turn is counter-clockwise about the outward direction.
    for (size_t k = 0; k < 4; ++k) {
      const Vec3 turn =
          glm::cross(c[idx[(k + 1) % 4]] - c[idx[k]], c[idx[(k + 2) % 4]] - c[idx[(k + 1) % 4]]);
      EXPECT_GT(glm::dot(turn, out), 0.0) << "face " << f;
    }
  }
}

TEST(BoxShapeInfo, CenterAndRadius) {
  EXPECT_EQ(BoxCenter(BoxShape(Aabb{{0, 0, 0}, {2, 4, 6}})), Vec3(1, 2, 3));
  EXPECT_DOUBLE_EQ(BoundingRadius(BoxShape(Aabb{{0, 0, 0}, {2, 4, 4}})), 3.0);
  EXPECT_DOUBLE_EQ(BoundingRadius(BoxShape(OrientedBox{{5, 5, 5}, {1, 2, 2}})), 3.0);
  ExpectNear(BoxCenter(BoxShape(Frustum())), {0, 0, 0.5});
  EXPECT_DOUBLE_EQ(PairToleranceScale(2.0, 5.0), 2.0);
  EXPECT_DOUBLE_EQ(PairToleranceScale(0.0, 5.0), 5.0);
}

// The ids scenes name for spheres and boxes are the registry's: every pair
// of these kinds finds its algorithms there, exact one first.
TEST(SphereAndBoxAlgorithms, AreTheRegistrysUnderTheirSceneIds) {
  const PairTestRegistry& registry = PairTestRegistry::Global();
  const auto ids = [&](ShapeKind a, ShapeKind b) {
    std::vector<std::string> found;
    for (const PairTest* test : registry.Find(a, b, Query::kIntersects)) {
      found.push_back(test->id);
    }
    return found;
  };
  using Ids = std::vector<std::string>;
  EXPECT_EQ(ids(ShapeKind::kSphere, ShapeKind::kSphere), Ids{"squared-distance"});
  for (ShapeKind box : {ShapeKind::kAabb, ShapeKind::kBox, ShapeKind::kHexahedron}) {
    EXPECT_EQ(ids(box, ShapeKind::kSphere), Ids{"closest-point"});
    for (ShapeKind other : {ShapeKind::kAabb, ShapeKind::kBox, ShapeKind::kHexahedron}) {
      const Ids expected = box == ShapeKind::kAabb && other == ShapeKind::kAabb
                               ? Ids{"min-max", "sat", "corner-volume"}
                               : Ids{"sat", "corner-volume"};
      EXPECT_EQ(ids(box, other), expected);
    }
  }
}

TEST(SphereAndBoxAlgorithms, TakeEachBoxKindAsItsOwnShapeKind) {
  EXPECT_EQ(KindOfSolid(Sphere{}), ShapeKind::kSphere);
  EXPECT_EQ(KindOfSolid(BoxShape(Aabb{})), ShapeKind::kAabb);
  EXPECT_EQ(KindOfSolid(BoxShape(OrientedBox{})), ShapeKind::kBox);
  EXPECT_EQ(KindOfSolid(BoxShape(Frustum())), ShapeKind::kHexahedron);
  EXPECT_TRUE(AsStaticShape(BoxShape(Frustum())).Is<Hexahedron>());
  EXPECT_TRUE(AsStaticShape(Sphere{}).Is<Sphere>());
}

TEST(BoxValidate, AcceptsGoodShapesIncludingFlatBoxes) {
  EXPECT_EQ(Validate(OrientedBox{{0, 0, 0}, {1, 2, 3}, RotationFromEulerDegrees({1, 2, 3})}),
            std::nullopt);
  EXPECT_EQ(Validate(OrientedBox{{0, 0, 0}, {1, 2, 0}}), std::nullopt);
  EXPECT_EQ(Validate(Aabb{{0, 0, 0}, {1, 0, 1}}), std::nullopt);
  EXPECT_EQ(Validate(Frustum()), std::nullopt);
  Hexahedron from_box{
      Corners(OrientedBox{{1e6, -1e6, 3}, {0.5, 0.25, 2}, RotationFromEulerDegrees({30, 40, 50})})};
  EXPECT_EQ(Validate(from_box), std::nullopt);
  EXPECT_EQ(Validate(BoxShape(from_box)), std::nullopt);
}

TEST(BoxValidate, RejectsBadBoxesAndAabbs) {
  EXPECT_TRUE(ContainsText(Validate(OrientedBox{{0, 0, 0}, {1, -2, 3}}), "half extent y"));
  EXPECT_TRUE(
      ContainsText(Validate(OrientedBox{{0, 0, 0}, {1, 1, 1}, Mat3(2.0)}), "not orthonormal"));
  EXPECT_TRUE(ContainsText(Validate(OrientedBox{{0, 0, 0}, {1, 1, 1}, Mat3(-1.0)}), "reflection"));
  EXPECT_TRUE(ContainsText(Validate(OrientedBox{{0, NAN, 0}, {1, 1, 1}}), "non-finite"));
  const auto error = Validate(BoxShape(Aabb{{0, 3, 0}, {1, 2, 1}}));
  EXPECT_TRUE(ContainsText(error, "min.y (3) is greater than max.y (2)")) << *error;
}

TEST(BoxValidate, RejectsNonPlanarFaceNamingIt) {
  Hexahedron h = Frustum();
  h.corners[7].z += 0.1;  // lifts one corner of the top face (+z) and the +x, +y faces
  const auto error = Validate(h);
  ASSERT_TRUE(error);
  EXPECT_TRUE(ContainsText(error, "is not planar")) << *error;
  EXPECT_TRUE(ContainsText(error, "face 1 (+x, corners 1, 3, 7, 5)")) << *error;
  // Within the tolerance it passes.
  h = Frustum();
  h.corners[7].z += 1e-8;
  EXPECT_EQ(Validate(h), std::nullopt);
}

TEST(BoxValidate, RejectsNonConvex) {
  // A prism over a dart: planar faces, positive volume, but the bottom and
  // top faces bend inwards at corners 3 and 7.
  const Vec3 dart[4] = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0.5, 0.5, 0}};
  Hexahedron prism;
  for (size_t i = 0; i < 8; ++i) {
    prism.corners[i] = dart[i & 3] + Vec3(0, 0, (i & 4) ? 1.0 : 0.0);
  }
  const auto error = Validate(prism);
  EXPECT_TRUE(ContainsText(error, "face 4 (-z, corners 0, 2, 3, 1) is not convex"))
      << error.value_or("");
}

TEST(BoxValidate, DentedCornerBendsItsFaces) {
  Hexahedron dented{Corners(Aabb{{0, 0, 0}, {1, 1, 1}})};
  dented.corners[0] = Vec3(0.4, 0.4, 0.4);
  EXPECT_TRUE(ContainsText(Validate(dented), "is not planar")) << Validate(dented).value_or("");
}

TEST(BoxValidate, RejectsDegenerate) {
  Hexahedron flat{Corners(Aabb{{0, 0, 0}, {1, 1, 0}})};
  EXPECT_TRUE(ContainsText(Validate(flat), "degenerate: corners 0 and 4 coincide"))
      << Validate(flat).value_or("");
  Hexahedron squashed = Frustum();
  for (Vec3& c : squashed.corners) {
    c.z = 0.0;
  }
  EXPECT_TRUE(ContainsText(Validate(squashed), "volume is 0")) << Validate(squashed).value_or("");
  Hexahedron point{};
  EXPECT_TRUE(ContainsText(Validate(point), "all corners coincide"));
}

// Corners 5 and 6 of a unit cube swapped: the corners span the cube, but
// the faces cross each other and enclose no volume. Saying the corners lie
// in a plane would send the user looking for the wrong mistake.
TEST(BoxValidate, SwappedCornersFoldThroughThemselvesNotFlat) {
  Hexahedron folded{Corners(Aabb{{0, 0, 0}, {1, 1, 1}})};
  std::swap(folded.corners[5], folded.corners[6]);
  const auto error = Validate(folded);
  EXPECT_TRUE(ContainsText(error, "folds through itself")) << error.value_or("");
  EXPECT_TRUE(ContainsText(error, "check the corner order")) << error.value_or("");
}

TEST(BoxValidate, RejectsMirroredCornerOrder) {
  Hexahedron mirrored = Frustum();
  for (size_t i = 0; i < 8; i += 2) {
    std::swap(mirrored.corners[i], mirrored.corners[i + 1]);
  }
  EXPECT_TRUE(ContainsText(Validate(mirrored), "inside out")) << Validate(mirrored).value_or("");
}

}  // namespace
}  // namespace box_test
}  // namespace collide
