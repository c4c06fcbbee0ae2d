// The ball-ball contact times explain themselves: the analytic method's
// relative motion, quadratic, discriminant and earlier root; the seed's
// sliced search slice by slice, deciding at the first slice that touches or
// at none (a fast pass between two slices). Numbers worked by hand; traced
// answers equal untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <variant>

#include "collide/motion/time_of_impact.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace time_of_impact_trace_test {
namespace {

// A at rest at the origin, B at (4, 0, 0) closing at 2 a second, radii 1:
// d = (4, 0, 0), v = (-2, 0, 0), r = 2; a = 4, b = -8, c = 16 - 4 = 12;
// b^2 - a c = 64 - 48 = 16; t = 12 / (8 + 4) = 1.
const MovingSphere kA{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 1.0};
const MovingSphere kB{{4.0, 0.0, 0.0}, {-2.0, 0.0, 0.0}, 1.0};

TEST(FirstContactTimeTrace, RelativeMotionQuadraticDiscriminantThenTheEarlierRoot) {
  Trace trace;
  const auto t = FirstContactTime(kA, kB, 2.0, StartContact::kCounts, trace);
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, 1.0);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].topic, "relative motion");
  EXPECT_EQ(steps[0].text,
            "B relative to A: d = B - A = (4.00, 0, 0), v = v_B - v_A = (-2.00, 0, 0); radius sum "
            "r = r_A + r_B = 1.00 + 1.00 = 2.00");
  EXPECT_EQ(steps[1].text,
            "|d + v t|^2 = r^2 as a t^2 + 2 b t + c = 0: a = v . v = 4.00, b = d . v = -8.00, c = "
            "d . d - r^2 = 16.00 - 4.00 = 12.00: c > 0, apart at t = 0");
  EXPECT_EQ(steps[1].finding, "apart");
  EXPECT_EQ(steps[2].text, "b^2 - a c = 64.00 - 48.00 = 16.00 >= 0: the path comes within r");
  EXPECT_EQ(steps[3].text,
            "the earlier root t = c / (-b + sqrt(b^2 - a c)) = 12.00 / (8.00 + 4.00) = 1.00 "
            "within [0, 2.00]: first contact at t = 1.00");
  EXPECT_EQ(steps[3].topic, "earliest root");
  EXPECT_EQ(steps[3].finding, "contact");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_TRUE(steps[3].deciding);
  ASSERT_EQ(steps[3].marks.size(), 2u);
  EXPECT_EQ(std::get<SphereMark>(steps[3].marks[1]).center, Vec3(2.0, 0.0, 0.0));
}

TEST(FirstContactTimeTrace, TheRootAfterTheStepAndAMissingPathDecide) {
  Trace late;
  EXPECT_FALSE(FirstContactTime(kA, kB, 0.5, StartContact::kCounts, late));
  ASSERT_EQ(late.steps().size(), 4u);
  EXPECT_EQ(late.steps()[3].text,
            "the earlier root t = c / (-b + sqrt(b^2 - a c)) = 12.00 / (8.00 + 4.00) = 1.00 after "
            "the step's end 0.50: no contact");
  EXPECT_EQ(late.steps()[3].finding, "no contact");
  // B 3 off the line of motion: d = (4, 3, 0), v = (-2, 0, 0): a = 4, b = -8,
  // c = 25 - 4 = 21; 64 - 84 = -20 < 0.
  Trace wide;
  const MovingSphere off{{4.0, 3.0, 0.0}, {-2.0, 0.0, 0.0}, 1.0};
  EXPECT_FALSE(FirstContactTime(kA, off, 5.0, StartContact::kCounts, wide));
  ASSERT_EQ(wide.steps().size(), 3u);
  EXPECT_EQ(wide.steps()[2].text,
            "b^2 - a c = 64.00 - 84.00 = -20.00 < 0: the path never comes within r: no contact");
  EXPECT_EQ(wide.deciding(), 2u);
  // Moving apart: b = d . v = 4 * 2 = 8 >= 0.
  Trace apart;
  const MovingSphere leaving{{4.0, 0.0, 0.0}, {2.0, 0.0, 0.0}, 1.0};
  EXPECT_FALSE(FirstContactTime(kA, leaving, 5.0, StartContact::kCounts, apart));
  ASSERT_EQ(apart.steps().size(), 3u);
  EXPECT_EQ(apart.steps()[2].text,
            "b = d . v = 8.00 >= 0: moving apart, the distance only grows: no contact");
  EXPECT_EQ(apart.steps()[2].topic, "closing");
}

TEST(FirstContactTimeTrace, TouchingAtTheStartCountsUnlessMovingApart) {
  // d = (1.5, 0, 0), r = 2: c = 2.25 - 4 = -1.75 <= 0.
  const MovingSphere near{{1.5, 0.0, 0.0}, {1.0, 0.0, 0.0}, 1.0};
  Trace counts;
  EXPECT_EQ(FirstContactTime(kA, near, 1.0, StartContact::kCounts, counts), 0.0);
  ASSERT_EQ(counts.steps().size(), 3u);
  EXPECT_EQ(counts.steps()[1].finding, "touching");
  EXPECT_EQ(counts.steps()[2].text, "touching at the start: first contact at t = 0");
  Trace leaving;
  EXPECT_FALSE(
      FirstContactTime(kA, near, 1.0, StartContact::kCountsIfApproaching, leaving).has_value());
  ASSERT_EQ(leaving.steps().size(), 3u);
  EXPECT_EQ(leaving.steps()[2].finding, "no contact");
  EXPECT_EQ(leaving.deciding(), 2u);
}

TEST(FirstContactTimeSlicedTrace, SlicesUntilOneTouchesAndReportsTheOneBefore) {
  // Ten slices of dt = 2: t = 0.2 k, the centres 4 - 0.4 k apart; slice 5
  // (t = 1, 2.00 apart) touches; the slice before is t = 0.8.
  Trace trace;
  const auto t = FirstContactTimeSliced(kA, kB, 2.0, 10, StartContact::kCounts, trace);
  ASSERT_TRUE(t);
  EXPECT_EQ(*t, 0.8);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 8u);
  EXPECT_EQ(steps[1].text,
            "slice 0 of 10, t = 0: centres 4.00 apart against the radius sum 2.00: apart");
  EXPECT_EQ(steps[2].text,
            "the line of relative motion passes 0 from A's centre, within the radius sum 2.00: "
            "slice the step");
  EXPECT_EQ(steps[5].topic, "slice 3");
  EXPECT_EQ(steps[5].text,
            "slice 3 of 10, t = 0.60: centres 2.80 apart against the radius sum 2.00: apart");
  EXPECT_EQ(steps[7].text,
            "slice 5 of 10, t = 1.00: centres 2.00 apart against the radius sum 2.00: touching; "
            "reported at the slice before: contact at t = 0.80");
  EXPECT_EQ(steps[7].finding, "touching");
  EXPECT_EQ(trace.deciding(), 7u);
}

TEST(FirstContactTimeSlicedTrace, AFastPassBetweenTwoSlicesIsMissed) {
  // B from (-10, 0, 0) at 20 a second past A, radii 0.5, three slices of
  // dt = 1: the centres 3.33, 3.33 and 10 apart at t = 1/3, 2/3, 1, never
  // within 1; the quadratic: a = 400, b = -200, c = 99, 40000 - 39600 = 400,
  // t = 99 / (200 + 20) = 0.45.
  const MovingSphere a{{0.0, 0.0, 0.0}, {0.0, 0.0, 0.0}, 0.5};
  const MovingSphere b{{-10.0, 0.0, 0.0}, {20.0, 0.0, 0.0}, 0.5};
  Trace sliced;
  EXPECT_FALSE(FirstContactTimeSliced(a, b, 1.0, 3, StartContact::kCounts, sliced));
  ASSERT_EQ(sliced.steps().size(), 7u);
  EXPECT_EQ(sliced.steps()[3].text,
            "slice 1 of 3, t = 0.33: centres 3.33 apart against the radius sum 1.00: apart");
  EXPECT_EQ(sliced.steps()[6].text,
            "no slice of 3 touches: no contact (a pass that starts and ends between two slices "
            "is missed)");
  EXPECT_EQ(sliced.deciding(), 6u);
  Trace analytic;
  EXPECT_EQ(FirstContactTime(a, b, 1.0, StartContact::kCounts, analytic), 0.45);
  ASSERT_EQ(analytic.steps().size(), 4u);
  // Both start from the relative motion, then walk different things: they
  // part where each decides.
  const auto parting = FirstParting(analytic, sliced);
  ASSERT_TRUE(parting);
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 3u);
  EXPECT_EQ(parting->second, 6u);
}

TEST(FirstContactTimeSlicedTrace, TheLineFarFromACentreIsSkipped) {
  // d = (4, 3, 0), v = (-2, 0, 0): the line passes 3 from A's centre.
  Trace trace;
  const MovingSphere off{{4.0, 3.0, 0.0}, {-2.0, 0.0, 0.0}, 1.0};
  EXPECT_FALSE(FirstContactTimeSliced(kA, off, 5.0, 10, StartContact::kCounts, trace));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[2].text,
            "the line of relative motion passes 3.00 from A's centre, beyond the radius sum 2.00: "
            "skipped: no contact");
  EXPECT_EQ(trace.steps()[2].finding, "skipped");
}

bool SameBits(const std::optional<double>& a, const std::optional<double>& b) {
  return a.has_value() == b.has_value() && (!a || std::memcmp(&*a, &*b, sizeof(double)) == 0);
}

TEST(FirstContactTimeTrace, TracedAnswersAreTheUntracedOnesBitForBit) {
  std::mt19937_64 random(38);
  std::uniform_real_distribution<double> coordinate(-4.0, 4.0);
  std::uniform_real_distribution<double> radius(0.0, 1.5);
  std::uniform_int_distribution<int> slices(1, 40);
  const auto vec = [&] { return Vec3(coordinate(random), coordinate(random), coordinate(random)); };
  int contacts = 0;
  constexpr int kCases = 20000;
  for (int i = 0; i < kCases; ++i) {
    const MovingSphere a{vec(), vec() * 2.0, radius(random)};
    const MovingSphere b{vec(), i % 7 == 0 ? a.velocity : vec() * 2.0, radius(random)};
    const StartContact start =
        i % 2 == 0 ? StartContact::kCounts : StartContact::kCountsIfApproaching;
    const int n = slices(random);
    Trace analytic, sliced;
    const auto exact = FirstContactTime(a, b, 1.0, start);
    ASSERT_TRUE(SameBits(FirstContactTime(a, b, 1.0, start, analytic), exact)) << i;
    ASSERT_TRUE(SameBits(FirstContactTimeSliced(a, b, 1.0, n, start, sliced),
                         FirstContactTimeSliced(a, b, 1.0, n, start)))
        << i;
    ASSERT_FALSE(analytic.empty());
    ASSERT_FALSE(sliced.empty());
    contacts += exact ? 1 : 0;
  }
  EXPECT_GT(contacts, kCases / 20);
  EXPECT_LT(contacts, kCases - kCases / 20);
}

}  // namespace
}  // namespace time_of_impact_trace_test
}  // namespace collide
