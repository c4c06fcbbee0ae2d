// The four impact searches of the book's dynamic-intersections chapter.
// Every expected time and test count is worked by hand in the comment above
// it; the property test compares the analytic method with brute-force
// sampling of the overlap test, an independent check.
#include "collide/motion/impact_search.h"

#include <gtest/gtest.h>

#include <cmath>
#include <iterator>
#include <limits>
#include <random>
#include <string>
#include <type_traits>

namespace collide {
namespace impact_search_test {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// ------------------------------------------------------------------ ids

TEST(ImpactSearchIds, EachMethodRoundTripsThroughItsId) {
  ASSERT_EQ(std::size(kImpactMethodIds), 4u);
  EXPECT_EQ(AlgorithmId(ImpactMethod::kSliced), "sliced");
  EXPECT_EQ(AlgorithmId(ImpactMethod::kLinear), "linear");
  EXPECT_EQ(AlgorithmId(ImpactMethod::kBinary), "binary");
  EXPECT_EQ(AlgorithmId(ImpactMethod::kAnalytic), "analytic");
  for (const auto& [method, id] : kImpactMethodIds) {
    EXPECT_EQ(ImpactMethodFromId(id), method) << id;
  }
  EXPECT_FALSE(ImpactMethodFromId("gjk"));
  EXPECT_FALSE(ImpactMethodFromId(""));
}

// The panel's and the sample's order is the table's: sliced, linear,
// binary, analytic, each with a note in the same place.
TEST(ImpactSearchIds, EachMethodHasItsPlaceInTheTableAndANote) {
  EXPECT_EQ(ImpactMethodIndex(ImpactMethod::kSliced), 0u);
  EXPECT_EQ(ImpactMethodIndex(ImpactMethod::kLinear), 1u);
  EXPECT_EQ(ImpactMethodIndex(ImpactMethod::kBinary), 2u);
  EXPECT_EQ(ImpactMethodIndex(ImpactMethod::kAnalytic), 3u);
  ASSERT_EQ(std::size(kImpactMethodNotes), 4u);
  EXPECT_EQ(std::string(kImpactMethodNotes[3].line), "exact: the reference");
  EXPECT_NE(std::string(kImpactMethodNotes[0].full).find("Time slicing"), std::string::npos);
}

// ------------------------------------------------------------ head-on

// A sphere of radius 1 at the origin moving at (1, 0, 0) for dt = 10 towards
// a sphere of radius 1 at (10, 0, 0): they touch when the centre is at x = 8,
// t = 8.
const MovingSphere kHeadOn{{0, 0, 0}, {1, 0, 0}, 1};
const ImpactTarget kHeadOnTarget = Sphere{{10, 0, 0}, 1};

TEST(ImpactSearchHeadOn, AnalyticIsExact) {
  const ImpactResult r = AnalyticImpact(kHeadOn, kHeadOnTarget, 10.0);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 8.0);
  EXPECT_EQ(r.tests, 1);
}

// 4 slices: t = 0, 2.5, 5, 7.5, 10 (x the same). At 7.5 the centres are 2.5
// apart against 2; at 10 they coincide: reported 10, late by 2, 5 tests.
TEST(ImpactSearchHeadOn, SlicedReportsTheFirstOverlappingSlice) {
  const ImpactResult r = SlicedImpactSearch(kHeadOn, kHeadOnTarget, 10.0, 4);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 10.0);
  EXPECT_EQ(r.tests, 5);
}

// Increment 3 along a path of 10: x = 0, 3, 6, 9 (then the end, 10). x = 6
// is 4 from the target's centre, x = 9 is 1 (<= 2): reported 9, 4 tests.
TEST(ImpactSearchHeadOn, LinearReportsTheFirstOverlappingPosition) {
  const ImpactResult r = LinearImpactSearch(kHeadOn, kHeadOnTarget, 10.0, 3.0);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 9.0);
  EXPECT_EQ(r.tests, 4);
}

// Tolerance 1. Each interval's bounding sphere: centre at the middle of the
// path, radius 1 + half the path; it meets the target when the middle is
// within 2 + half the path of x = 10.
//   [0, 10]     middle 5,      reach 7      distance 5      yes
//   [0, 5]      middle 2.5,    reach 4.5    distance 7.5    no
//   [5, 10]     middle 7.5,    reach 4.5    distance 2.5    yes
//   [5, 7.5]    middle 6.25,   reach 3.25   distance 3.75   no
//   [7.5, 10]   middle 8.75,   reach 3.25   distance 1.25   yes
//   [7.5, 8.75] middle 8.125,  reach 2.625  distance 1.875  yes
//   [7.5, 8.125] middle 7.8125, reach 2.3125 distance 2.1875 yes, path 0.625
//   <= 1: reported 7.5 (early by 0.5), 7 tests.
TEST(ImpactSearchHeadOn, BinaryHalvesToTheToleranceAndReportsTheStart) {
  const ImpactResult r = BinaryImpactSearch(kHeadOn, kHeadOnTarget, 10.0, 1.0);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 7.5);
  EXPECT_EQ(r.tests, 7);
}

// Every method at once, in the table's order, with the settings of the
// head-on cases above: 4 slices (10), increment 3 (9), tolerance 1 (7.5),
// and the exact 8.
TEST(ImpactSearchHeadOn, EveryMethodAnswersInTheTablesOrder) {
  const ImpactAnswers answers = SearchEveryImpact(kHeadOn, kHeadOnTarget, 10.0, {4, 3.0, 1.0});
  ASSERT_EQ(answers.size(), 4u);
  for (const ImpactResult& answer : answers) {
    ASSERT_TRUE(answer.time);
  }
  EXPECT_DOUBLE_EQ(*answers[0].time, 10.0);
  EXPECT_DOUBLE_EQ(*answers[1].time, 9.0);
  EXPECT_DOUBLE_EQ(*answers[2].time, 7.5);
  EXPECT_DOUBLE_EQ(*answers[3].time, 8.0);
  EXPECT_EQ(answers[0].tests, 5);
  EXPECT_EQ(answers[1].tests, 4);
}

// ---------------------------------------------------- corners of an AABB

const Aabb kUnitBox{{-1, -1, -1}, {1, 1, 1}};

// Radius 0.6 at (1.2, 5.8, 1.4) falling at 8 for dt = 1, beside the corner
// (1, 1, 1): 0.2 beyond it in x and 0.4 in z. It touches the corner when
// 0.2^2 + (y - 1)^2 + 0.4^2 = 0.6^2, y - 1 = 0.4: y = 1.4, t = 4.4 / 8 =
// 0.55. The box grown by 0.6 (no rounding) is entered at y = 1.6, t = 0.525.
const MovingSphere kCornerFall{{1.2, 5.8, 1.4}, {0, -8, 0}, 0.6};

TEST(ImpactSearchAabb, CornerApproachMeetsTheRoundedCornerNotTheGrownBox) {
  const std::optional<double> t = FirstContactTime(kCornerFall, kUnitBox, 1.0);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 0.55, 1e-12);
  EXPECT_GT(*t - 0.525, 0.02);  // not the slab time
}

// Radius 0.5 at (1.3, 3.4, 0) falling at 4, beside the edge x = y = 1: 0.3
// beyond it in x, so y - 1 = 0.4 at contact (3-4-5): y = 1.4, t = 0.5; the
// grown box is entered at y = 1.5, t = 0.475.
TEST(ImpactSearchAabb, EdgeApproachMeetsTheRoundedEdge) {
  const std::optional<double> t =
      FirstContactTime(MovingSphere{{1.3, 3.4, 0}, {0, -4, 0}, 0.5}, kUnitBox, 1.0);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 0.5, 1e-12);
}

// Radius 0.5 at (1.45, 5, 1.45) falling: sqrt(2) 0.45 = 0.636 from the edge
// x = z = 1 all the way down; it crosses the grown box's square corner but
// never touches the rounded one.
TEST(ImpactSearchAabb, PathThroughTheGrownBoxCornerOnlyMisses) {
  EXPECT_FALSE(FirstContactTime(MovingSphere{{1.45, 5, 1.45}, {0, -10, 0}, 0.5}, kUnitBox, 1.0));
}

// Radius 0.5 at (0.5, 0, 4) moving at (0, 0, -2): a face: z = 1.5 at t = 1.25.
TEST(ImpactSearchAabb, FaceApproachIsTheSlabTime) {
  const std::optional<double> t =
      FirstContactTime(MovingSphere{{0.5, 0, 4}, {0, 0, -2}, 0.5}, kUnitBox, 2.0);
  ASSERT_TRUE(t);
  EXPECT_DOUBLE_EQ(*t, 1.25);
}

// The corner fall with 10 slices: y = 5.8 - 0.8 k; y = 1.8 (k = 5) is 0.2,
// 0.8, 0.4 from the corner (0.917 > 0.6); y = 1.0 (k = 6) is 0.447 from the
// edge: reported 0.6, 7 tests.
TEST(ImpactSearchAabb, SlicedIsLateAtTheCorner) {
  const ImpactResult r = SlicedImpactSearch(kCornerFall, kUnitBox, 1.0, 10);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 0.6);
  EXPECT_EQ(r.tests, 7);
}

// Increment 0.3 along the path of 8: y = 5.8 - 0.3 k; the first y <= 1.4 is
// 1.3 (k = 15): reported 4.5 / 8 = 0.5625, 16 tests.
TEST(ImpactSearchAabb, LinearIsLateAtTheCorner) {
  const ImpactResult r = LinearImpactSearch(kCornerFall, kUnitBox, 1.0, 0.3);
  ASSERT_TRUE(r.time);
  EXPECT_NEAR(*r.time, 0.5625, 1e-12);
  EXPECT_EQ(r.tests, 16);
}

// Tolerance 0.15 (path 8): bounding spheres, by the y of their middle and
// their radius, against the corner (distance sqrt(0.2^2 + (y-1)^2 + 0.4^2)):
//   [0, 1]           y 1.8,    r 4.6      yes
//   [0, 1/2]         y 3.8,    r 2.6      2.835: no
//   [1/2, 1]         y -0.2,   r 2.6      yes (0.447 from the edge)
//   [1/2, 3/4]       y 0.8,    r 1.6      yes
//   [1/2, 5/8]       y 1.3,    r 1.1      0.539: yes
//   [1/2, 9/16]      y 1.55,   r 0.85     0.709: yes
//   [1/2, 17/32]     y 1.675,  r 0.725    0.810: no
//   [17/32, 9/16]    y 1.425,  r 0.725    0.617: yes
//   [17/32, 35/64]   y 1.4875, r 0.6625   0.6616: yes, path 0.125 <= 0.15
// Reported 17/32 = 0.53125 (early by 0.01875), 9 tests.
TEST(ImpactSearchAabb, BinaryIsEarlyAtTheCorner) {
  const ImpactResult r = BinaryImpactSearch(kCornerFall, kUnitBox, 1.0, 0.15);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 0.53125);
  EXPECT_EQ(r.tests, 9);
}

// ------------------------------------------------------------- tunnelling

// Radius 0.5 at (-6.6, 1.44, 0) moving at (12, 0, 0) for dt = 1 past a
// sphere of radius 1 at the origin: the centres come within 1.5 while
// x^2 + 1.44^2 <= 1.5^2, |x| <= 0.42 (7-24-25), first at x = -0.42,
// t = 6.18 / 12 = 0.515. The pass lasts 0.84 / 12 = 0.07 < a slice of 0.1.
const MovingSphere kGrazing{{-6.6, 1.44, 0}, {12, 0, 0}, 0.5};
const ImpactTarget kGrazed = Sphere{{0, 0, 0}, 1};

TEST(ImpactSearchTunnelling, AnalyticFindsThePass) {
  const ImpactResult r = AnalyticImpact(kGrazing, kGrazed, 1.0);
  ASSERT_TRUE(r.time);
  EXPECT_NEAR(*r.time, 0.515, 1e-12);
}

// Slices put the centre at x = -6.6 + 1.2 k: -0.6 and 0.6 straddle the pass.
TEST(ImpactSearchTunnelling, SlicedTunnelsBetweenTwoSlices) {
  const ImpactResult r = SlicedImpactSearch(kGrazing, kGrazed, 1.0, 10);
  EXPECT_FALSE(r.time);
  EXPECT_EQ(r.tests, 11);
}

// An increment of 1.2 tests the same positions; 0.25 puts one at -0.35.
TEST(ImpactSearchTunnelling, LinearTunnelsWithAnIncrementLongerThanThePass) {
  const ImpactResult coarse = LinearImpactSearch(kGrazing, kGrazed, 1.0, 1.2);
  EXPECT_FALSE(coarse.time);
  EXPECT_EQ(coarse.tests, 11);
  const ImpactResult fine = LinearImpactSearch(kGrazing, kGrazed, 1.0, 0.25);
  ASSERT_TRUE(fine.time);
  EXPECT_NEAR(*fine.time, 6.25 / 12.0, 1e-12);  // x = -0.35, 25 increments
  EXPECT_EQ(fine.tests, 26);
}

// The book's bounding spheres hold the whole swept sphere, so binary search
// cannot tunnel. Tolerance 0.125: halving stops at 1/128 of the step (path
// 0.09375), bounding radius 0.546875, reach 1.546875; the first leaf that
// meets the target has |x_middle| <= sqrt(1.546875^2 - 1.44^2) = 0.565:
// x_middle = -6.6 + 0.09375 (k + 0.5) gives k = 64 (-0.553; k = 63: -0.647),
// reported 64 / 128 = 0.5.
TEST(ImpactSearchTunnelling, BinaryNeverTunnels) {
  const ImpactResult r = BinaryImpactSearch(kGrazing, kGrazed, 1.0, 0.125);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 0.5);
}

// Its price: a near miss. At y = 1.6 the path stays 0.1 beyond touching; with
// tolerance 0.5 the leaves are 1/32 of the step (path 0.375, bounding radius
// 0.6875, reach 1.6875): |x_middle| <= sqrt(1.6875^2 - 1.6^2) = 0.536 at
// x_middle = -6 + 0.375 (k + 0.5), k = 15 (-0.1875; k = 14: -0.5625), so
// binary reports a contact at 15 / 32 that never happens.
TEST(ImpactSearchTunnelling, BinaryReportsANearMissWithinHalfTheTolerance) {
  const MovingSphere near_miss{{-6, 1.6, 0}, {12, 0, 0}, 0.5};
  EXPECT_FALSE(AnalyticImpact(near_miss, kGrazed, 1.0).time);
  const ImpactResult r = BinaryImpactSearch(near_miss, kGrazed, 1.0, 0.5);
  ASSERT_TRUE(r.time);
  EXPECT_DOUBLE_EQ(*r.time, 15.0 / 32.0);
}

// ---------------------------------------------- at the start, and never

// Centres 1 apart against radii 1 + 1: overlapping at t = 0. Every method
// answers 0 at its first test (the whole path, 1, is within the tolerance).
TEST(ImpactSearchStart, AlreadyOverlappingIsTimeZeroForEveryMethod) {
  const MovingSphere sphere{{0, 0, 0}, {1, 0, 0}, 1};
  const ImpactTarget target = Sphere{{1, 0, 0}, 1};
  const ImpactSettings settings{10, 0.1, 1.0};
  for (const auto& [method, id] : kImpactMethodIds) {
    const ImpactResult r = SearchImpact(method, sphere, target, 1.0, settings);
    ASSERT_TRUE(r.time) << id;
    EXPECT_EQ(*r.time, 0.0) << id;
    EXPECT_EQ(r.tests, 1) << id;
  }
  EXPECT_EQ(*FirstContactTime(MovingSphere{{1.5, 0, 0}, {1, 0, 0}, 0.5}, kUnitBox, 1.0), 0.0);
}

// Moving away from a sphere 5 off: no method reports a contact. Slices test
// 11 positions, increment 0.1 along a path of 1 tests 11, and the first
// bounding sphere (middle -0.5, radius 1.5) is 5.5 from a target it would
// need within 2.5.
TEST(ImpactSearchStart, MovingAwayHasNoContact) {
  const MovingSphere sphere{{0, 0, 0}, {-1, 0, 0}, 1};
  const ImpactTarget target = Sphere{{5, 0, 0}, 1};
  const ImpactSettings settings{10, 0.1, 0.01};
  const int expected_tests[] = {11, 11, 1, 1};
  for (size_t i = 0; i < std::size(kImpactMethodIds); ++i) {
    const auto& [method, id] = kImpactMethodIds[i];
    const ImpactResult r = SearchImpact(method, sphere, target, 1.0, settings);
    EXPECT_FALSE(r.time) << id;
    EXPECT_EQ(r.tests, expected_tests[i]) << id;
  }
}

// The book: linear search's tests rise with speed; slicing's do not.
TEST(ImpactSearchWork, LinearTestsRiseWithSpeedSlicedTestsDoNot) {
  const ImpactTarget far = Sphere{{0, 100, 0}, 1};
  const MovingSphere slow{{0, 0, 0}, {10, 0, 0}, 0.5};
  const MovingSphere fast{{0, 0, 0}, {20, 0, 0}, 0.5};
  EXPECT_EQ(LinearImpactSearch(slow, far, 1.0, 1.0).tests, 11);  // x = 0..10
  EXPECT_EQ(LinearImpactSearch(fast, far, 1.0, 1.0).tests, 21);  // x = 0..20
  EXPECT_EQ(SlicedImpactSearch(slow, far, 1.0, 10).tests, 11);
  EXPECT_EQ(SlicedImpactSearch(fast, far, 1.0, 10).tests, 11);
}

TEST(ImpactSearchWork, AZeroIncrementStillEnds) {
  const MovingSphere sphere{{0, 0, 0}, {1, 0, 0}, 0.0};
  const ImpactResult r = LinearImpactSearch(sphere, Sphere{{0, 100, 0}, 1}, 1.0, 0.0);
  EXPECT_FALSE(r.time);
  EXPECT_LE(r.tests, kMaxLinearTests + 2);
  EXPECT_GE(r.tests, kMaxLinearTests);
}

TEST(ImpactSearchWork, AZeroToleranceStopsAtTheDepthLimit) {
  const ImpactResult r = BinaryImpactSearch(kHeadOn, kHeadOnTarget, 10.0, 0.0);
  ASSERT_TRUE(r.time);
  EXPECT_NEAR(*r.time, 8.0, 1e-9);
  EXPECT_LE(r.tests, 4 * kMaxBinaryDepth);
}

TEST(ImpactSearchWork, InvalidInputReportsNothing) {
  const ImpactSettings settings;
  const MovingSphere nan_sphere{{kNaN, 0, 0}, {1, 0, 0}, 1};
  const ImpactTarget inside_out = Aabb{{1, 0, 0}, {-1, 1, 1}};
  for (const auto& [method, id] : kImpactMethodIds) {
    EXPECT_FALSE(SearchImpact(method, nan_sphere, kHeadOnTarget, 1.0, settings).time) << id;
    EXPECT_FALSE(SearchImpact(method, kHeadOn, inside_out, 1.0, settings).time) << id;
    EXPECT_FALSE(SearchImpact(method, kHeadOn, kHeadOnTarget, 0.0, settings).time) << id;
    EXPECT_EQ(SearchImpact(method, kHeadOn, kHeadOnTarget, -1.0, settings).tests, 0) << id;
  }
  EXPECT_FALSE(SlicedImpactSearch(kHeadOn, kHeadOnTarget, 10.0, 0).time);
  EXPECT_FALSE(LinearImpactSearch(kHeadOn, kHeadOnTarget, 10.0, -1.0).time);
  EXPECT_FALSE(BinaryImpactSearch(kHeadOn, kHeadOnTarget, 10.0, kNaN).time);
}

// ---------------------------------------------------------------- capsule

// A segment from (0, 0, 0) to (0, 0, 4) grown by 1; a point at (5, 0, 2)
// moving at (-1, 0, 0) touches the side at x = 1, t = 4. At (5, 0, 6) it
// passes beyond the end and touches the end sphere: x^2 + 2^2 = 1 never.
// At (5, 0, 4.6): x^2 + 0.6^2 = 1, x = 0.8, t = 4.2.
TEST(ImpactSearchCapsule, SideAndEndSphere) {
  const Vec3 a(0, 0, 0);
  const Vec3 b(0, 0, 4);
  const Vec3 v(-1, 0, 0);
  EXPECT_DOUBLE_EQ(*FirstCapsuleContactTime({5, 0, 2}, v, a, b, 1.0, 10.0), 4.0);
  EXPECT_FALSE(FirstCapsuleContactTime({5, 0, 6}, v, a, b, 1.0, 10.0));
  EXPECT_NEAR(*FirstCapsuleContactTime({5, 0, 4.6}, v, a, b, 1.0, 10.0), 4.2, 1e-12);
}

// ------------------------------------------------------- property: sampling

// The analytic time against brute force over fine samples of the step: no
// sample before it overlaps by more than a sliver, the sphere touches the
// target at it, and no contact means no sample overlaps.
double Gap(const Sphere& sphere, const ImpactTarget& target) {
  return std::visit(
      [&](const auto& shape) {
        if constexpr (std::is_same_v<std::decay_t<decltype(shape)>, Sphere>) {
          return glm::length(shape.center - sphere.center) - shape.radius - sphere.radius;
        } else {
          return glm::length(glm::clamp(sphere.center, shape.min, shape.max) - sphere.center) -
                 sphere.radius;
        }
      },
      target);
}

void ExpectAgreesWithSampling(const MovingSphere& sphere, const ImpactTarget& target, double dt,
                              int case_index) {
  constexpr int kSamples = 4000;
  constexpr double kSliver = 1e-9;
  const std::optional<double> t = AnalyticImpact(sphere, target, dt).time;
  const auto gap_at = [&](double s) {
    return Gap(Sphere{sphere.center + sphere.velocity * s, sphere.radius}, target);
  };
  for (int k = 0; k <= kSamples; ++k) {
    const double s = dt * k / kSamples;
    if (gap_at(s) < -kSliver) {
      ASSERT_TRUE(t) << "case " << case_index << ": overlaps at " << s << " but no contact";
      ASSERT_LE(*t, s) << "case " << case_index;
    }
  }
  if (t) {
    ASSERT_GE(*t, 0.0);
    ASSERT_LE(*t, dt);
    const double gap = gap_at(*t);
    ASSERT_LE(gap, 1e-9) << "case " << case_index << ": not touching at " << *t;
    if (*t > 0.0) {
      EXPECT_GE(gap, -1e-9) << "case " << case_index << ": deep at " << *t;
    }
  }
}

TEST(ImpactSearchProperty, AnalyticAgreesWithFineSampling) {
  std::mt19937 rng(12);
  std::uniform_real_distribution<double> coord(-4.0, 4.0);
  std::uniform_real_distribution<double> speed(-12.0, 12.0);
  std::uniform_real_distribution<double> size(0.05, 1.5);
  constexpr int kCases = 600;
  int contacts = 0;
  for (int i = 0; i < kCases; ++i) {
    const Vec3 center(coord(rng), coord(rng), coord(rng));
    // Aimed near the origin half the time, so contacts (and corner and edge
    // grazes) are common.
    Vec3 velocity(speed(rng), speed(rng), speed(rng));
    if (i % 2 == 0) {
      velocity = -center * 1.5 + Vec3(coord(rng), coord(rng), coord(rng)) * 0.3;
    }
    const MovingSphere sphere{center, velocity, size(rng)};
    const Vec3 low(-size(rng), -size(rng), -size(rng));
    const Vec3 high(size(rng), size(rng), size(rng));
    const ImpactTarget box = Aabb{low, high};
    const ImpactTarget ball = Sphere{Vec3(coord(rng), coord(rng), coord(rng)) * 0.2, size(rng)};
    ExpectAgreesWithSampling(sphere, box, 1.0, i);
    ExpectAgreesWithSampling(sphere, ball, 1.0, i);
    contacts += AnalyticImpact(sphere, box, 1.0).time.has_value();
  }
  // The cases exercise both answers.
  EXPECT_GT(contacts, kCases / 5);
  EXPECT_LT(contacts, kCases);
}

}  // namespace
}  // namespace impact_search_test
}  // namespace collide
