// The book's impact searches explain themselves: each slice, position and
// bisection tested, deciding at the first that touches (or at none), and
// the exact method's quadratic against a sphere and slabs against an AABB.
// Numbers worked by hand; traced answers equal untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <random>
#include <variant>

#include "collide/motion/impact_search.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace impact_search_trace_test {
namespace {

// A from the origin at 8 a second along x, radius 1, towards B, a sphere of
// radius 1 at rest at (5, 0, 0); dt = 1. The centres are 5 - 8 t apart.
const MovingSphere kA{{0.0, 0.0, 0.0}, {8.0, 0.0, 0.0}, 1.0};
const ImpactTarget kB = Sphere{{5.0, 0.0, 0.0}, 1.0};

TEST(SlicedImpactSearchTrace, SlicesUntilOneTouches) {
  // t = 0.1 k, A at 0.8 k: 5.00, 4.20, 3.40, 2.60, then 1.80 <= 2 at k = 4.
  Trace trace;
  const ImpactResult result = SlicedImpactSearch(kA, kB, 1.0, 10, trace);
  ASSERT_TRUE(result.time);
  EXPECT_EQ(*result.time, 0.4);
  ASSERT_EQ(trace.steps().size(), 5u);
  EXPECT_EQ(trace.steps()[3].text,
            "slice 3 of 10, t = 0.30: A at (2.40, 0, 0), centres 2.60 apart against the radius "
            "sum 2.00: apart");
  EXPECT_EQ(trace.steps()[4].text,
            "slice 4 of 10, t = 0.40: A at (3.20, 0, 0), centres 1.80 apart against the radius "
            "sum 2.00: touching: first contact at t = 0.40");
  EXPECT_EQ(trace.steps()[4].topic, "slice 4");
  EXPECT_EQ(trace.deciding(), 4u);
  ASSERT_EQ(trace.steps()[4].marks.size(), 2u);
  EXPECT_EQ(std::get<SphereMark>(trace.steps()[4].marks[1]).center, Vec3(5.0, 0.0, 0.0));
}

TEST(SlicedImpactSearchTrace, APassBetweenTwoSlicesIsMissed) {
  // Two slices: A at 0, 4 and 8 (t = 0, 0.5, 1) against a sphere of radius
  // 0.2 at (2, 0, 0): 2, 2 and 6 apart against 1.2.
  Trace trace;
  const ImpactTarget small = Sphere{{2.0, 0.0, 0.0}, 0.2};
  EXPECT_FALSE(SlicedImpactSearch(kA, small, 1.0, 2, trace).time);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[3].text,
            "no slice of 2 touches: no contact (a pass that starts and ends between two slices "
            "is missed)");
  EXPECT_EQ(trace.deciding(), 3u);
}

TEST(LinearImpactSearchTrace, PositionsEveryIncrementAlongThePath) {
  // Path 8, increment 1.5: ceil(8 / 1.5) = 6 increments; position 2 is 3.00
  // along at t = 3 / 8 = 0.375, the centres 2.00 apart: touching.
  Trace trace;
  const ImpactResult result = LinearImpactSearch(kA, kB, 1.0, 1.5, trace);
  EXPECT_EQ(result.time, 0.375);
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[1].text,
            "position 1 of 6, 1.50 along the path of 8.00, t = 0.19: A at (1.50, 0, 0), centres "
            "3.50 apart against the radius sum 2.00: apart");
  EXPECT_EQ(trace.steps()[2].text,
            "position 2 of 6, 3.00 along the path of 8.00, t = 0.38: A at (3.00, 0, 0), centres "
            "2.00 apart against the radius sum 2.00: touching: first contact at t = 0.38");
  EXPECT_EQ(trace.deciding(), 2u);
}

TEST(BinaryImpactSearchTrace, EachBisectionsIntervalMiddleAndFinding) {
  // Tolerance 1. [0, 1]: path 8, bound (4, 0, 0) r 5, 1 from B's centre:
  // touching. [0, 0.5]: bound (2, 0, 0) r 3, 3 <= 4. [0, 0.25]: bound
  // (1, 0, 0) r 2, 4 > 3: apart. [0.25, 0.5]: bound (3, 0, 0) r 2, 2 <= 3.
  // [0.25, 0.375]: bound (2.5, 0, 0) r 1.5, 2.5 <= 2.5, path 1 <= 1: t = 0.25.
  Trace trace;
  const ImpactResult result = BinaryImpactSearch(kA, kB, 1.0, 1.0, trace);
  EXPECT_EQ(result.time, 0.25);
  EXPECT_EQ(result.tests, 5);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 5u);
  EXPECT_EQ(steps[0].text,
            "bisection 1: [0, 1.00], middle 0.50: the bounding sphere (centre (4.00, 0, 0), radius "
            "5.00) touches B: touching -> the first half [0, 0.50] first");
  EXPECT_EQ(steps[2].text,
            "bisection 3: [0, 0.25]: the bounding sphere (centre (1.00, 0, 0), radius 2.00) misses "
            "B: apart -> no contact in [0, 0.25]");
  EXPECT_EQ(steps[2].finding, "apart");
  EXPECT_EQ(steps[3].text,
            "bisection 4: [0.25, 0.50], middle 0.38: the bounding sphere (centre (3.00, 0, 0), "
            "radius 2.00) touches B: touching -> the first half [0.25, 0.38] first");
  EXPECT_EQ(steps[3].topic, "bisection 4");
  EXPECT_EQ(steps[4].text,
            "bisection 5: [0.25, 0.38]: the bounding sphere (centre (2.50, 0, 0), radius 1.50) "
            "touches B and its path 1.00 is within the tolerance 1.00: first contact at t = 0.25");
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_EQ(std::get<SphereMark>(steps[4].marks[0]).radius, 1.5);
}

TEST(AnalyticImpactTrace, TheQuadraticAgainstASphere) {
  // d = (5, 0, 0), v = (-8, 0, 0), r = 2: a = 64, b = -40, c = 25 - 4 = 21;
  // 1600 - 1344 = 256; t = 21 / (40 + 16) = 0.375.
  Trace trace;
  EXPECT_EQ(AnalyticImpact(kA, kB, 1.0, trace).time, 0.375);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[1].text,
            "|d + v t|^2 = r^2 as a t^2 + 2 b t + c = 0: a = v . v = 64.00, b = d . v = -40.00, c "
            "= d . d - r^2 = 25.00 - 4.00 = 21.00: c > 0, apart at t = 0");
  EXPECT_EQ(trace.steps()[3].text,
            "the earlier root t = c / (-b + sqrt(b^2 - a c)) = 21.00 / (40.00 + 16.00) = 0.38 "
            "within [0, 1.00]: first contact at t = 0.38");
  // The sliced search and the exact one walk different things: they part
  // where each decides.
  Trace sliced;
  SlicedImpactSearch(kA, kB, 1.0, 10, sliced);
  const auto parting = FirstParting(sliced, trace);
  ASSERT_TRUE(parting);
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 4u);
  EXPECT_EQ(parting->second, 3u);
}

TEST(AnalyticImpactTrace, TheSlabsOfTheGrownBoxThenTheEntry) {
  // A box [3, 5] x [-1, 1] x [-1, 1]; grown by r = 1 the x slab is [2, 6],
  // crossed over t in [0.2, 0.6] at 10 a second; y and z do not move, inside
  // [-2, 2]; the centre enters at (2, 0, 0), beside a face.
  const MovingSphere a{{0.0, 0.0, 0.0}, {10.0, 0.0, 0.0}, 1.0};
  const ImpactTarget box = Aabb{{3.0, -1.0, -1.0}, {5.0, 1.0, 1.0}};
  Trace trace;
  EXPECT_EQ(AnalyticImpact(a, box, 1.0, trace).time, 0.2);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 5u);
  EXPECT_EQ(steps[0].text,
            "at the start: B's nearest point 3.00 from A's centre against A's radius 1.00: apart");
  EXPECT_EQ(steps[1].text,
            "slab x of the box grown by r: [2.00, 6.00], crossed over t in [0.20, 0.60]; the "
            "centre is inside every slab so far over [0.20, 0.60]");
  EXPECT_EQ(steps[2].text,
            "slab y of the box grown by r: [-2.00, 2.00]; the centre's y = 0 does not move, "
            "inside it");
  EXPECT_EQ(steps[4].text,
            "the centre enters the grown box at t = 0.20, at (2.00, 0, 0), beside a face: first "
            "contact at t = 0.20");
  EXPECT_EQ(trace.deciding(), 4u);
  // Beside an edge: from (0, 0, 0) towards (4, 4, 0) at a box [3, 5]^2 x
  // [-1, 1] grown into [2, 6]^2: entering at t = 0.5 at (2, 2, 0), beyond the
  // box on x and y; the edge's capsule at (3, 3) is 1 away when the centre is
  // at (3 - 1/sqrt(2)) (1, 1): t = (3 - 1/sqrt(2)) / 4 = (3 sqrt(2) - 1) /
  // (4 sqrt(2)) = 0.57.
  const MovingSphere diagonal{{0.0, 0.0, 0.0}, {4.0, 4.0, 0.0}, 1.0};
  const ImpactTarget column = Aabb{{3.0, 3.0, -1.0}, {5.0, 5.0, 1.0}};
  Trace edge;
  const auto t = AnalyticImpact(diagonal, column, 1.0, edge).time;
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, (3.0 * std::sqrt(2.0) - 1.0) / (4.0 * std::sqrt(2.0)), 1e-12);
  ASSERT_EQ(edge.steps().size(), 5u);
  EXPECT_EQ(edge.steps()[4].text,
            "the centre enters the grown box at t = 0.50, at (2.00, 2.00, 0), beside an edge, "
            "which the rounded box cuts off: against the edges' capsules of radius r: first "
            "contact at t = 0.57");
}

bool SameBits(const ImpactResult& a, const ImpactResult& b) {
  return a.tests == b.tests && a.time.has_value() == b.time.has_value() &&
         (!a.time || std::memcmp(&*a.time, &*b.time, sizeof(double)) == 0);
}

TEST(ImpactSearchTrace, TracedAnswersAreTheUntracedOnesBitForBit) {
  std::mt19937_64 random(38);
  std::uniform_real_distribution<double> coordinate(-4.0, 4.0);
  std::uniform_real_distribution<double> size(0.05, 1.5);
  const auto vec = [&] { return Vec3(coordinate(random), coordinate(random), coordinate(random)); };
  int contacts = 0;
  constexpr int kCases = 10000;
  for (int i = 0; i < kCases; ++i) {
    const MovingSphere a{vec(), vec() * 2.0, size(random)};
    const Vec3 corner = vec();
    const ImpactTarget target = i % 2 == 0
                                    ? ImpactTarget(Sphere{vec(), size(random)})
                                    : ImpactTarget(Aabb{corner, corner + Vec3(size(random) * 2.0)});
    Trace t1, t2, t3, t4;
    ASSERT_TRUE(SameBits(SlicedImpactSearch(a, target, 1.0, 10, t1),
                         SlicedImpactSearch(a, target, 1.0, 10)))
        << i;
    ASSERT_TRUE(SameBits(LinearImpactSearch(a, target, 1.0, 0.3, t2),
                         LinearImpactSearch(a, target, 1.0, 0.3)))
        << i;
    ASSERT_TRUE(SameBits(BinaryImpactSearch(a, target, 1.0, 0.2, t3),
                         BinaryImpactSearch(a, target, 1.0, 0.2)))
        << i;
    const ImpactResult exact = AnalyticImpact(a, target, 1.0);
    ASSERT_TRUE(SameBits(AnalyticImpact(a, target, 1.0, t4), exact)) << i;
    ASSERT_FALSE(t1.empty() || t2.empty() || t3.empty() || t4.empty()) << i;
    contacts += exact.time ? 1 : 0;
  }
  EXPECT_GT(contacts, kCases / 20);
  EXPECT_LT(contacts, kCases - kCases / 20);
}

}  // namespace
}  // namespace impact_search_trace_test
}  // namespace collide
