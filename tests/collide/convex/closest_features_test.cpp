// The closed forms of closest_features.h and Distance() on points, segments,
// spheres and capsules, against long double oracles (convex_oracles.h):
// named cases, then 100,000 random pairs per form (segment pairs against
// the brute force over candidates, and 20,000 against a golden-section
// search).

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "collide/convex/closest_features.h"
#include "collide/convex/contacts.h"
#include "convex/convex_oracles.h"

namespace collide {
namespace closest_features_test {
namespace {

using convex_oracle::L;
using convex_oracle::Real;

// The answer's own consistency: its points are on the segments (within
// `tolerance`) and as far apart as its distance says.
void ExpectOnSegmentsAndConsistent(const ClosestPoints& c, const Segment& a, const Segment& b,
                                   double tolerance) {
  EXPECT_LE(convex_oracle::PointSegmentDistance(L(c.on_a), L(a.start), L(a.end)), tolerance);
  EXPECT_LE(convex_oracle::PointSegmentDistance(L(c.on_b), L(b.start), L(b.end)), tolerance);
  EXPECT_NEAR(glm::length(c.on_b - c.on_a), c.distance, tolerance);
}

TEST(ClosestFeatures, PointToPointIsTheirDistance) {
  const ClosestPoints c = ClosestPointToPoint(Vec3(1, 2, 3), Vec3(4, 6, 3));
  EXPECT_DOUBLE_EQ(c.distance, 5.0);
  EXPECT_EQ(c.on_a, Vec3(1, 2, 3));
  EXPECT_EQ(c.on_b, Vec3(4, 6, 3));
}

TEST(ClosestFeatures, PointToSegmentClampsToTheNearerEnd) {
  const Segment s{Vec3(0, 0, 0), Vec3(2, 0, 0)};
  EXPECT_DOUBLE_EQ(ClosestPointToSegment(Vec3(1, 3, 0), s).distance, 3.0);
  EXPECT_EQ(ClosestPointToSegment(Vec3(1, 3, 0), s).on_b, Vec3(1, 0, 0));
  EXPECT_DOUBLE_EQ(ClosestPointToSegment(Vec3(5, 4, 0), s).distance, 5.0);
  EXPECT_EQ(ClosestPointToSegment(Vec3(-3, 0, 4), s).on_b, Vec3(0, 0, 0));
}

TEST(ClosestFeatures, CrossingSegmentsAreAtDistanceZero) {
  const Segment a{Vec3(-1, 0, 0), Vec3(1, 0, 0)};
  const Segment b{Vec3(0, -1, 0), Vec3(0, 1, 0)};
  const ClosestPoints c = ClosestSegmentToSegment(a, b);
  EXPECT_EQ(c.distance, 0.0);
  EXPECT_EQ(c.on_a, Vec3(0, 0, 0));
}

TEST(ClosestFeatures, SkewSegmentsMeetAtTheirCommonPerpendicular) {
  const Segment a{Vec3(-1, 0, 0), Vec3(1, 0, 0)};
  const Segment b{Vec3(0.5, -1, 2), Vec3(0.5, 1, 2)};
  const ClosestPoints c = ClosestSegmentToSegment(a, b);
  EXPECT_DOUBLE_EQ(c.distance, 2.0);
  EXPECT_EQ(c.on_a, Vec3(0.5, 0, 0));
  EXPECT_EQ(c.on_b, Vec3(0.5, 0, 2));
}

TEST(ClosestFeatures, ParallelOverlappingSegmentsGiveTheirGap) {
  const Segment a{Vec3(0, 0, 0), Vec3(3, 0, 0)};
  const Segment b{Vec3(1, 2, 0), Vec3(5, 2, 0)};
  const ClosestPoints c = ClosestSegmentToSegment(a, b);
  EXPECT_DOUBLE_EQ(c.distance, 2.0);
  ExpectOnSegmentsAndConsistent(c, a, b, 1e-15);
}

TEST(ClosestFeatures, ParallelDisjointSegmentsGiveTheirNearEnds) {
  const Segment a{Vec3(0, 0, 0), Vec3(1, 0, 0)};
  const Segment b{Vec3(4, 4, 0), Vec3(7, 4, 0)};  // pointing the same way
  EXPECT_DOUBLE_EQ(ClosestSegmentToSegment(a, b).distance, 5.0);
  const Segment reversed{b.end, b.start};
  const ClosestPoints c = ClosestSegmentToSegment(a, reversed);
  EXPECT_DOUBLE_EQ(c.distance, 5.0);
  EXPECT_EQ(c.on_a, Vec3(1, 0, 0));
  EXPECT_EQ(c.on_b, Vec3(4, 4, 0));
}

TEST(ClosestFeatures, NearlyParallelSegmentsKeepFullPrecision) {
  // 1e-9 radians apart, passing 1e-3 from each other near their middle.
  const Segment a{Vec3(-1, 0, 0), Vec3(1, 0, 0)};
  const Segment b{Vec3(-1, 1e-3, -1e-9), Vec3(1, 1e-3, 1e-9)};
  const Real expected =
      convex_oracle::SegmentSegmentBySearch(L(a.start), L(a.end), L(b.start), L(b.end));
  const ClosestPoints c = ClosestSegmentToSegment(a, b);
  EXPECT_NEAR(c.distance, static_cast<double>(expected), 1e-15);
  ExpectOnSegmentsAndConsistent(c, a, b, 1e-15);
}

TEST(ClosestFeatures, ZeroLengthSegmentsArePoints) {
  const Segment point{Vec3(1, 1, 1), Vec3(1, 1, 1)};
  const Segment s{Vec3(0, 0, 0), Vec3(0, 0, 4)};
  EXPECT_DOUBLE_EQ(ClosestSegmentToSegment(point, s).distance, std::sqrt(2.0));
  EXPECT_DOUBLE_EQ(ClosestSegmentToSegment(s, point).distance, std::sqrt(2.0));
  EXPECT_EQ(ClosestSegmentToSegment(s, point).on_a, Vec3(0, 0, 1));
  EXPECT_DOUBLE_EQ(ClosestSegmentToSegment(point, Segment{Vec3(4, 5, 1), Vec3(4, 5, 1)}).distance,
                   5.0);
}

TEST(ClosestFeatures, ZeroLengthCapsuleIsASphere) {
  const Capsule capsule{Vec3(0, 0, 0), Vec3(0, 0, 0), 1.0};
  const Sphere sphere{Vec3(3, 4, 0), 2.0};
  const ClosestPoints c = Distance(capsule, sphere);
  EXPECT_DOUBLE_EQ(c.distance, 2.0);
  EXPECT_NEAR(c.on_a.x, 0.6, 1e-15);
  EXPECT_NEAR(c.on_b.y, 4.0 - 1.6, 1e-15);
}

TEST(ClosestFeatures, TouchingSpheresAreAtDistanceZero) {
  const ClosestPoints c = Distance(Sphere{Vec3(0, 0, 0), 1.0}, Sphere{Vec3(0, 3, 0), 2.0});
  EXPECT_EQ(c.distance, 0.0);
  EXPECT_EQ(c.on_a, Vec3(0, 1, 0));
  EXPECT_EQ(c.on_b, Vec3(0, 1, 0));
}

TEST(ClosestFeatures, CoincidentCoresPickOneDirection) {
  const Capsule a{Vec3(0, 0, 0), Vec3(0, 0, 2), 0.5};
  const ClosestPoints c = Distance(a, a);
  EXPECT_EQ(c.distance, 0.0);
  EXPECT_EQ(c.on_b - c.on_a, Vec3(-1.0, 0.0, 0.0));  // the radii along +x, each way
  EXPECT_EQ(Distance(a, a).on_a, c.on_a);
}

TEST(ClosestFeatures, CapsulesAtMillionOffsetsKeepTheirGap) {
  const Vec3 far(1e6, -1e6, 1e6);
  const Capsule a{far + Vec3(0, 0, 0), far + Vec3(2, 0, 0), 0.25};
  const Capsule b{far + Vec3(1, 1, -1), far + Vec3(1, 1, 1), 0.25};
  EXPECT_NEAR(Distance(a, b).distance, 0.5, 1e-9);
}

Vec3 RandomPoint(std::mt19937& rng, double spread) {
  std::uniform_real_distribution<double> coord(-spread, spread);
  return Vec3(coord(rng), coord(rng), coord(rng));
}

// Segments of every kind: random, some parallel, some of zero length.
Segment RandomSegment(std::mt19937& rng, int n) {
  const Vec3 start = RandomPoint(rng, 2.0);
  switch (n % 8) {
    case 0:
      return Segment{start, start};
    case 1:
      return Segment{start, start + Vec3(1, 2, -1) * 0.37};  // parallel to case 2's
    case 2:
      return Segment{start, start - Vec3(1, 2, -1) * 0.61};
    default:
      return Segment{start, start + RandomPoint(rng, 1.5)};
  }
}

// Our answer for a pair against the oracle's distance.
void ExpectSegmentPairAgrees(const Segment& a, const Segment& b, Real expected, int n) {
  const ClosestPoints c = ClosestSegmentToSegment(a, b);
  ASSERT_NEAR(c.distance, static_cast<double>(expected), 1e-12) << "pair " << n;
  ASSERT_LE(convex_oracle::PointSegmentDistance(L(c.on_a), L(a.start), L(a.end)), 1e-12L);
  ASSERT_LE(convex_oracle::PointSegmentDistance(L(c.on_b), L(b.start), L(b.end)), 1e-12L);
  ASSERT_NEAR(glm::length(c.on_b - c.on_a), c.distance, 1e-12);
}

TEST(ClosestFeatures, SegmentPairsAgreeWithTheCandidatesInLongDouble) {
  std::mt19937 rng(37);
  constexpr int kPairs = 100000;
  int checked = 0;
  for (int n = 0; n < kPairs; ++n) {
    const Segment a = RandomSegment(rng, n);
    const Segment b = RandomSegment(rng, n / 8);
    ExpectSegmentPairAgrees(
        a, b, convex_oracle::SegmentSegmentByCandidates(L(a.start), L(a.end), L(b.start), L(b.end)),
        n);
    ++checked;
  }
  EXPECT_EQ(checked, kPairs);
}

// The golden-section search, slower, on fewer pairs: a second oracle that
// shares nothing with the candidates'.
TEST(ClosestFeatures, SegmentPairsAgreeWithGoldenSectionSearch) {
  std::mt19937 rng(36);
  constexpr int kPairs = 20000;
  for (int n = 0; n < kPairs; ++n) {
    const Segment a = RandomSegment(rng, n);
    const Segment b = RandomSegment(rng, n / 8);
    ExpectSegmentPairAgrees(
        a, b, convex_oracle::SegmentSegmentBySearch(L(a.start), L(a.end), L(b.start), L(b.end)), n);
  }
}

TEST(ClosestFeatures, PointSegmentPairsAgreeWithTheClosedFormInLongDouble) {
  std::mt19937 rng(38);
  constexpr int kPairs = 100000;
  for (int n = 0; n < kPairs; ++n) {
    const Vec3 p = RandomPoint(rng, 3.0);
    const Segment s = RandomSegment(rng, n);
    const ClosestPoints c = ClosestPointToSegment(p, s);
    ASSERT_NEAR(
        c.distance,
        static_cast<double>(convex_oracle::PointSegmentDistance(L(p), L(s.start), L(s.end))), 1e-13)
        << "pair " << n;
    ASSERT_EQ(c.on_a, p);
  }
}

// A random point, segment, sphere or capsule, and its core and radius.
ConvexShape RandomRound(std::mt19937& rng, int n, Segment* core, double* radius) {
  std::uniform_real_distribution<double> radii(0.0, 0.8);
  *core = RandomSegment(rng, n / 4);
  *radius = 0.0;
  switch (n % 4) {
    case 0:
      *core = Segment{core->start, core->start};
      return ConvexPoint{core->start};
    case 1:
      return *core;
    case 2:
      *radius = radii(rng);
      *core = Segment{core->start, core->start};
      return Sphere{core->start, *radius};
    default:
      *radius = radii(rng);
      return Capsule{core->start, core->end, *radius};
  }
}

TEST(ClosestFeatures, RoundPairsDistanceIsTheCoresLessTheRadii) {
  std::mt19937 rng(39);
  constexpr int kPairs = 100000;
  int apart = 0;
  for (int n = 0; n < kPairs; ++n) {
    Segment core_a;
    Segment core_b;
    double radius_a = 0.0;
    double radius_b = 0.0;
    const ConvexShape a = RandomRound(rng, n, &core_a, &radius_a);
    const ConvexShape b = RandomRound(rng, n / 4 + n, &core_b, &radius_b);
    const Real cores = convex_oracle::SegmentSegmentClosedForm(L(core_a.start), L(core_a.end),
                                                               L(core_b.start), L(core_b.end));
    const Real expected = std::max(Real(0), cores - radius_a - radius_b);
    const ClosestPoints c = Distance(a, b);
    ASSERT_NEAR(c.distance, static_cast<double>(expected), 1e-12) << "pair " << n;
    if (expected > 0) {
      ++apart;
      // On the surfaces: each point at its radius from its core.
      ASSERT_NEAR(static_cast<double>(convex_oracle::PointSegmentDistance(
                      L(c.on_a), L(core_a.start), L(core_a.end))),
                  radius_a, 1e-12);
      ASSERT_NEAR(glm::length(c.on_b - c.on_a), c.distance, 1e-12);
    }
  }
  EXPECT_GT(apart, kPairs / 4);
}

}  // namespace
}  // namespace closest_features_test
}  // namespace collide
