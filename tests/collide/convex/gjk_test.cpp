// GJK (gjk.h) and Distance() (contacts.h) on polytopes and round shapes,
// against the brute force over feature pairs (convex_oracles.h): named
// cases (touching, parallel faces, degenerate shapes, coincident shapes,
// 1e6 offsets), then 100,000 random pairs of boxes and of every kind.

#include <gtest/gtest.h>

#include <random>

#include "collide/convex/contacts.h"
#include "collide/convex/gjk.h"
#include "convex/convex_oracles.h"
#include "convex/convex_random_shapes.h"
#include "convex/polytope_oracle.h"

namespace collide {
namespace gjk_test {
namespace {

using convex_oracle::FromBox;
using convex_oracle::OracleShape;
using convex_oracle::Real;

OrientedBox Cube(const Vec3& center, double half) {
  return OrientedBox{center, Vec3(half), Mat3(1.0)};
}

TEST(Gjk, BoxesWithParallelFacesAreTheirGapApart) {
  const GjkResult r = Gjk(Cube(Vec3(0, 0, 0), 1.0), Cube(Vec3(3.5, 0.3, -0.2), 1.0));
  EXPECT_NEAR(r.closest.distance, 1.5, 1e-14);
  EXPECT_NEAR(r.closest.on_a.x, 1.0, 1e-14);
  EXPECT_NEAR(r.closest.on_b.x, 2.5, 1e-14);
  EXPECT_FALSE(r.cores_overlap);
  EXPECT_GE(r.simplex.size(), 1u);
  EXPECT_LE(r.simplex.size(), 3u);
}

TEST(Gjk, TouchingBoxesAreAtDistanceZero) {
  const OrientedBox a = Cube(Vec3(0, 0, 0), 1.0);
  const OrientedBox b{Vec3(2, 0.5, 0.25), Vec3(1.0), RotationFromEulerDegrees({0, 0, 0})};
  EXPECT_LE(Gjk(a, b).closest.distance, 1e-15);
  // Corner to corner.
  EXPECT_LE(Gjk(a, Cube(Vec3(2, 2, 2), 1.0)).closest.distance, 1e-15);
}

TEST(Gjk, CoincidentBoxesOverlap) {
  const OrientedBox a{Vec3(0.3, 0.2, 0.1), Vec3(1, 0.5, 0.25),
                      RotationFromEulerDegrees({10, 20, 30})};
  const GjkResult r = Gjk(a, a);
  EXPECT_EQ(r.closest.distance, 0.0);
  EXPECT_TRUE(r.cores_overlap);
  EXPECT_GE(r.simplex.size(), 1u);  // an edge through the origin may end it
  EXPECT_LE(r.simplex.size(), 4u);
}

TEST(Gjk, CapsuleWhoseSegmentIsInsideABoxOverlapsIt) {
  const Capsule c{Vec3(-0.5, 0, 0), Vec3(0.5, 0, 0), 0.1};
  const ClosestPoints d = Distance(c, Cube(Vec3(0, 0, 0), 1.0));
  EXPECT_EQ(d.distance, 0.0);
  EXPECT_TRUE(Gjk(c, Cube(Vec3(0, 0, 0), 1.0)).cores_overlap);
}

TEST(Gjk, FlatBoxAgainstASegmentAcrossIt) {
  const OrientedBox flat{Vec3(0, 0, 0), Vec3(1, 1, 0), Mat3(1.0)};
  EXPECT_EQ(Distance(flat, Segment{Vec3(0.2, 0.3, -1), Vec3(0.2, 0.3, 1)}).distance, 0.0);
  EXPECT_NEAR(Distance(flat, Segment{Vec3(1.5, 0.3, -1), Vec3(1.5, 0.3, 1)}).distance, 0.5, 1e-15);
}

TEST(Gjk, ZeroAreaTriangleIsItsSegment) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(1, 0, 0)}};
  const ClosestPoints d = Distance(t, Cube(Vec3(1, 3, 0), 1.0));
  EXPECT_NEAR(d.distance, 2.0, 1e-15);
  EXPECT_NEAR(d.on_a.y, 0.0, 1e-15);
}

TEST(Gjk, HullOfOnePointIsThePoint) {
  const ConvexHull one{{Vec3(4, 0, 0)}, {}, {}};
  const ClosestPoints d = Distance(&one, Sphere{Vec3(0, 0, 0), 1.0});
  EXPECT_NEAR(d.distance, 3.0, 1e-15);
  EXPECT_EQ(d.on_a, Vec3(4, 0, 0));
}

TEST(Gjk, HullOfFourPointsAgainstABox) {
  const ConvexHull tetrahedron{
      {Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)}, {}, {}};
  // The face x + y + z = 1 faces the box's corner (1, 1, 1) / 1.5 ... at (1, 1, 1).
  const OrientedBox box = Cube(Vec3(2, 2, 2), 1.0);
  EXPECT_NEAR(Distance(&tetrahedron, box).distance, 2.0 / std::sqrt(3.0), 1e-14);
  EXPECT_NEAR(Distance(box, &tetrahedron).distance, 2.0 / std::sqrt(3.0), 1e-14);
}

TEST(Gjk, BoxesAtMillionOffsetsKeepTheirGap) {
  const Vec3 far(1e6, 1e6, -1e6);
  const OrientedBox a{far, Vec3(1, 0.5, 0.25), RotationFromEulerDegrees({0, 0, 45})};
  const OrientedBox b{far + Vec3(0, 0, 0.75 + 0.001), Vec3(0.5), Mat3(1.0)};
  EXPECT_NEAR(Distance(a, b).distance, 0.001, 1e-9);
  const OrientedBox touching{far + Vec3(0, 0, 0.75), Vec3(0.5), Mat3(1.0)};
  EXPECT_LE(Distance(a, touching).distance, 1e-9);
}

TEST(Gjk, SimplexHoldsMinkowskiPointsOfTheCores) {
  const Sphere s{Vec3(5, 0, 0), 1.0};
  const GjkResult r = Gjk(Cube(Vec3(0, 0, 0), 1.0), s);
  EXPECT_NEAR(r.closest.distance, 3.0, 1e-14);
  ASSERT_GE(r.simplex.size(), 1u);
  for (const Vec3& p : r.simplex) {
    EXPECT_NEAR(p.x, -4.0, 1e-14);  // a's face x = 1 minus the centre x = 5
  }
}

// Our distance, its points' consistency, and the oracle's distance.
void ExpectAgreesWithOracle(const OracleShape& a, const OracleShape& b, int n) {
  const Real cores = convex_oracle::PolytopeDistance(a.core, b.core);
  const double expected = std::max(0.0, static_cast<double>(cores) - a.radius - b.radius);
  const GjkResult r = Gjk(a.shape, b.shape);
  ASSERT_NEAR(r.closest.distance, expected, 1e-9) << "pair " << n;
  ASSERT_NEAR(Gjk(b.shape, a.shape).closest.distance, expected, 1e-9) << "pair " << n;
  const ClosestPoints d = Distance(a.shape, b.shape);
  ASSERT_NEAR(d.distance, expected, 1e-9) << "pair " << n;
  if (expected > 1e-9) {
    ASSERT_NEAR(glm::length(r.closest.on_b - r.closest.on_a), r.closest.distance, 1e-9);
    ASSERT_GE(r.simplex.size(), 1u);
    ASSERT_LE(r.simplex.size(), 3u);
  }
}

TEST(Gjk, BoxPairsAgreeWithTheFeatureBruteForce) {
  convex_oracle::RandomShapes shapes(3701);
  constexpr int kPairs = 100000;
  int overlapping = 0;
  for (int n = 0; n < kPairs; ++n) {
    const OrientedBox a = shapes.Box(n);
    const OrientedBox b = shapes.Box(n / 10 + n);
    const OracleShape oa{a, FromBox(a), 0.0};
    const OracleShape ob{b, FromBox(b), 0.0};
    ExpectAgreesWithOracle(oa, ob, n);
    overlapping += Distance(a, b).distance == 0.0 ? 1 : 0;
  }
  EXPECT_GT(overlapping, kPairs / 10);
  EXPECT_LT(overlapping, kPairs / 2);
}

TEST(Gjk, PairsOfEveryKindAgreeWithTheFeatureBruteForce) {
  convex_oracle::RandomShapes shapes(3702);
  constexpr int kPairs = 100000;
  for (int n = 0; n < kPairs; ++n) {
    const OracleShape a = shapes.Any(n);
    const OracleShape b = shapes.Polytopal(n / 8 + n / 3);
    ExpectAgreesWithOracle(a, b, n);
  }
}

}  // namespace
}  // namespace gjk_test
}  // namespace collide
