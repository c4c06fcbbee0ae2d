// The box-box manifold's direct path (box_box_contacts.h) against the
// general path it stands in for (ContactsOfBoxesAlong: both supporting
// features, clipping, reduction), which is the oracle: on random pairs and
// on the cases where features meet exactly (boxes stacked flush, touching,
// one inside the other, turned by exactly 45 degrees), and on hand-computed
// manifolds for each kind the direct path takes.
#include "collide/manifold/box_box_contacts.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <random>

#include "collide/convex/contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/manifold/manifold.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {
namespace box_box_contacts_test {
namespace {

// The direct path reads its points off the walk's frame, where the general
// path measures them again: the same numbers but for rounding.
constexpr double kRounding = 1e-12;

OrientedBox Box(const Vec3& center, const Vec3& half, const Mat3& rotation = Mat3(1.0)) {
  return OrientedBox{center, half, rotation};
}

// ContactsBetweenBoxes against the general path along the same axis: the
// same count and normal, points and depths within rounding, the unused
// points left zero. Returns whether the direct path answered.
bool ExpectAsGeneralPath(const OrientedBox& a, const OrientedBox& b, int pair) {
  BoxPairFrame frame;
  const std::optional<BoxContactAxis> axis = LeastOverlapOfBoxes(a, b, frame);
  const Manifold fast = ContactsBetweenBoxes(a, b);
  if (!axis) {
    EXPECT_EQ(fast.count, 0) << "pair " << pair;
    return false;
  }
  const Manifold oracle = ContactsOfBoxesAlong(a, b, *axis);
  EXPECT_EQ(fast.count, oracle.count) << "pair " << pair;
  EXPECT_EQ(fast.normal, oracle.normal) << "pair " << pair;
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_NEAR(glm::length(fast.points[i].point - oracle.points[i].point), 0.0, kRounding)
        << "pair " << pair << " point " << i;
    EXPECT_NEAR(fast.points[i].depth, oracle.points[i].depth, kRounding)
        << "pair " << pair << " point " << i;
  }
  Manifold direct;
  return DirectBoxContacts(a, b, *axis, frame, direct);
}

OrientedBox RandomBox(std::mt19937& rng, double reach) {
  std::uniform_real_distribution<double> coordinate(-reach, reach);
  std::uniform_real_distribution<double> half(0.1, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return Box({coordinate(rng), coordinate(rng), coordinate(rng)}, {half(rng), half(rng), half(rng)},
             RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}));
}

TEST(BoxBoxContacts, RandomPairsGetTheGeneralPathsManifold) {
  std::mt19937 rng(4242);
  int overlapping = 0;
  int direct = 0;
  for (int pair = 0; overlapping < 110'000; ++pair) {
    const OrientedBox a = RandomBox(rng, 0.9);
    const OrientedBox b = RandomBox(rng, 0.9);
    if (!LeastOverlapOfBoxes(a, b)) {
      continue;
    }
    ++overlapping;
    direct += ExpectAsGeneralPath(a, b, pair) ? 1 : 0;
    if (HasFailure()) {
      return;
    }
  }
  // Most random pairs are a face against a corner or two crossing edges.
  EXPECT_GT(direct, 80'000);
}

// The axis along a face normal of A (`of_a`) or B, turned from A to B,
// with the boxes' overlap along it from their corners; the slack as
// LeastOverlapOfBoxes sets it.
BoxContactAxis FaceAxis(const OrientedBox& a, const OrientedBox& b, bool of_a, int k,
                        double slack) {
  const Vec3 face = (of_a ? a : b).rotation[k];
  const bool along = glm::dot(b.center - a.center, face) >= 0.0;
  BoxContactAxis axis;
  axis.normal = along ? face : -face;
  axis.along_axis = along;
  (of_a ? axis.face_axis_a : axis.face_axis_b) = k;
  double a_high = -1e300;
  double b_low = 1e300;
  for (const Vec3& corner : Corners(a)) {
    a_high = std::max(a_high, glm::dot(corner, axis.normal));
  }
  for (const Vec3& corner : Corners(b)) {
    b_low = std::min(b_low, glm::dot(corner, axis.normal));
  }
  axis.overlap = a_high - b_low;
  axis.depth = std::max(axis.overlap, 0.0);
  axis.slack = slack;
  return axis;
}

// Along every face normal of either box, not only the least overlap's, so
// that B's corner lies beside A's face, or A's beside B's, as often as
// over it: where the direct path answers, it answers as the general path.
TEST(BoxBoxContacts, AnyFaceAxisGetsTheGeneralPathsManifold) {
  std::mt19937 rng(4244);
  int answered = 0;
  int declined_beside = 0;
  for (int pair = 0; pair < 20'000; ++pair) {
    const OrientedBox a = RandomBox(rng, 0.9);
    const OrientedBox b = RandomBox(rng, 0.9);
    BoxPairFrame frame;
    const std::optional<BoxContactAxis> least = LeastOverlapOfBoxes(a, b, frame);
    if (!least) {
      continue;
    }
    for (int k = 0; k < 6; ++k) {
      const BoxContactAxis axis = FaceAxis(a, b, k < 3, k % 3, least->slack);
      Manifold direct = ContactsOfBoxesAlong(a, b, *least);  // any points, to see them kept
      const Manifold before = direct;
      const Manifold oracle = ContactsOfBoxesAlong(a, b, axis);
      if (!DirectBoxContacts(a, b, axis, frame, direct)) {
        ASSERT_EQ(direct.count, before.count);  // untouched
        // A's corner beside B's face: the general path keeps a corner of
        // B's face instead.
        Vec3 corner_of_a = a.center;
        for (int i = 0; i < 3; ++i) {
          corner_of_a += a.rotation[i] *
                         std::copysign(a.half_extents[i], glm::dot(a.rotation[i], axis.normal));
        }
        const bool beside =
            oracle.count == 1 &&
            glm::length(oracle.points[0].point - (corner_of_a - axis.normal * axis.overlap)) > 1e-9;
        declined_beside += k >= 3 && beside ? 1 : 0;
        continue;
      }
      ++answered;
      ASSERT_EQ(direct.count, oracle.count) << "pair " << pair << " axis " << k;
      ASSERT_EQ(direct.normal, oracle.normal) << "pair " << pair << " axis " << k;
      ASSERT_NEAR(glm::length(direct.points[0].point - oracle.points[0].point), 0.0, kRounding)
          << "pair " << pair << " axis " << k;
      ASSERT_NEAR(direct.points[0].depth, oracle.points[0].depth, kRounding)
          << "pair " << pair << " axis " << k;
    }
  }
  EXPECT_GT(answered, 20'000);
  EXPECT_GT(declined_beside, 1'000);
}

TEST(BoxBoxContacts, ApartPairsHaveNoContacts) {
  std::mt19937 rng(4243);
  int apart = 0;
  for (int pair = 0; pair < 20'000; ++pair) {
    const OrientedBox a = RandomBox(rng, 2.0);
    const OrientedBox b = RandomBox(rng, 2.0);
    if (!LeastOverlapOfBoxes(a, b)) {
      ++apart;
      ASSERT_EQ(ContactsBetweenBoxes(a, b).count, 0) << "pair " << pair;
    }
  }
  EXPECT_GT(apart, 10'000);
}

// Exactly stacked, side by side, one inside the other, at exactly 45
// degrees: features meeting exactly, the general path's ties and slack.
TEST(BoxBoxContacts, FlushAndSymmetricPairsGetTheGeneralPathsManifold) {
  const Vec3 half(0.5, 0.5, 0.5);
  const Mat3 turned = RotationAboutAxis({0, 1, 0}, kPi / 4.0);
  const Mat3 diagonal = RotationAboutAxis(glm::normalize(Vec3(1, 1, 0)), kPi / 4.0);
  const OrientedBox unit = Box({0, 0, 0}, half);
  int pair = 0;
  for (const OrientedBox& b : {
           Box({0, 1, 0}, half),                               // stacked flush, equal
           Box({0, 0.9, 0}, half),                             // stacked, a tenth deep
           Box({1, 0, 0}, half),                               // side by side, touching
           Box({0.3, 0.95, 0.2}, half),                        // faces offset
           Box({0, 0.9, 0}, half, turned),                     // face on face, turned 45
           Box({0.1, 0.05, -0.1}, {0.2, 0.1, 0.3}),            // inside, aligned
           Box({0.1, 0.05, -0.1}, {0.2, 0.1, 0.3}, diagonal),  // inside, turned
           Box({0, 0, 0}, {2, 2, 2}, turned),                  // around A
           Box({0, 1.2, 0}, half, diagonal),                   // a corner or an edge down
           Box({0.9, 0.9, 0}, half, turned),                   // edge on edge, 45 degrees
       }) {
    ExpectAsGeneralPath(unit, b, pair);
    ExpectAsGeneralPath(b, unit, pair);
    ++pair;
  }
}

// A's face against B's lowest corner, sunk 0.05 into A's top.
TEST(BoxBoxContacts, CornerOnAFaceIsThatCornerAtItsDepth) {
  const Mat3 tilted = RotationFromEulerDegrees({30, 20, 10});
  const OrientedBox a = Box({0, 0, 0}, {1, 1, 1});
  const Vec3 half(0.3, 0.4, 0.5);
  Vec3 lowest(0.0);  // B's corner least along y, from B's centre
  for (int k = 0; k < 3; ++k) {
    lowest -= tilted[k] * std::copysign(half[k], tilted[k].y);
  }
  const Vec3 corner(0.2, 0.95, -0.3);
  const OrientedBox b = Box(corner - lowest, half, tilted);
  EXPECT_TRUE(ExpectAsGeneralPath(a, b, 0));
  const Manifold m = ContactsBetweenBoxes(a, b);
  ASSERT_EQ(m.count, 1);
  EXPECT_NEAR(glm::length(m.normal - Vec3(0, 1, 0)), 0.0, kRounding);
  EXPECT_NEAR(glm::length(m.points[0].point - corner), 0.0, kRounding);
  EXPECT_NEAR(m.points[0].depth, 0.05, kRounding);
  // Swapped, B's face is the reference: A's corner put on B's face.
  EXPECT_TRUE(ExpectAsGeneralPath(b, a, 1));
  const Manifold swapped = ContactsBetweenBoxes(b, a);
  ASSERT_EQ(swapped.count, 1);
  EXPECT_NEAR(glm::length(swapped.normal - Vec3(0, -1, 0)), 0.0, kRounding);
  EXPECT_NEAR(glm::length(swapped.points[0].point - Vec3(0.2, 1.0, -0.3)), 0.0, kRounding);
  EXPECT_NEAR(swapped.points[0].depth, 0.05, kRounding);
}

// A corner touching (depth 0), and one 4e-10 above the face: apart by less
// than the pair's slack (1e-9 of B's radius, 0.71), so touching too: with
// B's face the reference, the corner is moved down onto it by the
// (negative) overlap.
TEST(BoxBoxContacts, TouchingCornerHasDepthZero) {
  const Mat3 tilted = RotationFromEulerDegrees({-25, 40, 15});
  const Vec3 half(0.3, 0.4, 0.5);
  Vec3 lowest(0.0);
  for (int k = 0; k < 3; ++k) {
    lowest -= tilted[k] * std::copysign(half[k], tilted[k].y);
  }
  const Vec3 corner(-0.4, 1.0, 0.6);
  const OrientedBox a = Box({0, 0, 0}, {1, 1, 1});
  const OrientedBox b = Box(corner - lowest, half, tilted);
  EXPECT_TRUE(ExpectAsGeneralPath(a, b, 0));
  const Manifold m = ContactsBetweenBoxes(a, b);
  ASSERT_EQ(m.count, 1);
  EXPECT_NEAR(glm::length(m.points[0].point - corner), 0.0, kRounding);
  EXPECT_NEAR(m.points[0].depth, 0.0, kRounding);
  EXPECT_TRUE(ExpectAsGeneralPath(b, a, 1));
  const Vec3 above(0.0, 4e-10, 0.0);
  const OrientedBox lifted = Box(b.center + above, half, tilted);
  EXPECT_TRUE(ExpectAsGeneralPath(a, lifted, 2));
  EXPECT_TRUE(ExpectAsGeneralPath(lifted, a, 3));
  const Manifold swapped = ContactsBetweenBoxes(lifted, a);
  ASSERT_EQ(swapped.count, 1);
  EXPECT_NEAR(glm::length(swapped.points[0].point - corner), 0.0, kRounding);  // on B's face
  EXPECT_EQ(swapped.points[0].depth, 0.0);
}

// A turned 45 degrees about z (its top edge along z at height sqrt 2), B
// turned 45 degrees about x (its bottom edge along x), a tenth deep: the
// edges cross at x = z = 0, B's point on its own edge.
TEST(BoxBoxContacts, CrossingEdgesMeetAtBsEdgesNearestPoint) {
  const double root2 = std::sqrt(2.0);
  const OrientedBox a = Box({0, 0, 0}, {1, 1, 1}, RotationAboutAxis({0, 0, 1}, kPi / 4.0));
  for (const double x : {0.0, 0.3, -0.6}) {
    const OrientedBox b =
        Box({x, 2.0 * root2 - 0.1, 0.25}, {1, 1, 1}, RotationAboutAxis({1, 0, 0}, kPi / 4.0));
    EXPECT_TRUE(ExpectAsGeneralPath(a, b, 0));
    const Manifold m = ContactsBetweenBoxes(a, b);
    ASSERT_EQ(m.count, 1);
    EXPECT_NEAR(glm::length(m.normal - Vec3(0, 1, 0)), 0.0, kRounding);
    EXPECT_NEAR(glm::length(m.points[0].point - Vec3(0, root2 - 0.1, 0.25)), 0.0, kRounding);
    EXPECT_NEAR(m.points[0].depth, 0.1, kRounding);
  }
}

}  // namespace
}  // namespace box_box_contacts_test
}  // namespace collide
