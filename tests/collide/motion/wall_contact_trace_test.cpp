// A ball against a wall (a plane) or a pillar (an infinite cylinder)
// explains its first contact by seed 002's offset-primitive ray test: the
// plane moved by the radius towards the ball (or the cylinder grown by it),
// the centre's ray along the unit velocity meeting it at Dsc, Dsc against
// Dst = |v| dt, and the time Tc = Dsc dt / Dst. Numbers worked by hand;
// traced answers equal untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <variant>

#include "collide/motion/time_of_impact.h"
#include "collide/trace/trace.h"

namespace collide {
namespace wall_contact_trace_test {
namespace {

// The floor y = 0 (its normal (0, 2, 0) is not unit), a ball of radius 1
// at (1, 5, 0) moving at (3, -4, 0), |v| = 5, dt = 2: s = 5 on the normal's
// side; u = (0.6, -0.8, 0), u . n = -0.8; Dsc = (1 - 5) / -0.8 = 5;
// Dst = 5 * 2 = 10; Tc = 5 * 2 / 10 = 1, the centre then at (4, 1, 0)
// touching the floor at (4, 0, 0).
const Plane kFloor{{0.0, 0.0, 0.0}, {0.0, 2.0, 0.0}};

TEST(PlaneContactTrace, OffsetPlaneClosingRayThenTheStep) {
  const MovingSphere ball{{1.0, 5.0, 0.0}, {3.0, -4.0, 0.0}, 1.0};
  Trace trace;
  const auto t = FirstContactTime(ball, kFloor, 2.0, StartContact::kCounts, trace);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 1.0, 1e-15);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 4u);
  EXPECT_EQ(steps[0].topic, "offset plane");
  EXPECT_EQ(steps[0].text,
            "the plane through (0, 0, 0) with unit normal (0, 1.00, 0): the centre is s = "
            "(c - p) . n = 5.00 from it, on the normal's side; moved by the radius r = 1.00 "
            "towards the ball, the plane is at s = 1.00: |s| > r, apart at the start");
  ASSERT_EQ(steps[0].marks.size(), 1u);
  const auto& offset = std::get<PlaneMark>(steps[0].marks[0]);
  EXPECT_EQ(offset.normal, Vec3(0.0, 1.0, 0.0));
  EXPECT_EQ(offset.offset, 1.0);
  EXPECT_EQ(offset.signed_distance, 4.0);
  EXPECT_EQ(steps[1].text,
            "v . n = -4.00: moving towards the plane at |v| = 5.00; the centre's ray runs along "
            "u = v / |v| = (0.60, -0.80, 0)");
  EXPECT_EQ(steps[2].topic, "ray");
  EXPECT_EQ(steps[2].text,
            "the centre's ray meets the offset plane at Dsc = (r - s) / (u . n) = -4.00 / -0.80 "
            "= 5.00");
  ASSERT_EQ(steps[2].marks.size(), 2u);
  const auto& path = std::get<SegmentMark>(steps[2].marks[0]);
  EXPECT_EQ(path.from, Vec3(1.0, 5.0, 0.0));
  EXPECT_EQ(path.to, Vec3(7.0, -3.0, 0.0));
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(steps[3].topic, "step");
  EXPECT_TRUE(steps[3].deciding);
  EXPECT_EQ(steps[3].finding, "contact");
  EXPECT_EQ(steps[3].text,
            "Dsc = 5.00 <= Dst = |v| dt = 5.00 * 2.00 = 10.00: Tc = Dsc dt / Dst = 5.00 * 2.00 / "
            "10.00 = 1.00: first contact at t = 1.00");
  ASSERT_EQ(steps[3].marks.size(), 2u);
  const auto& contact = std::get<PointMark>(steps[3].marks[1]);
  EXPECT_NEAR(contact.position.x, 4.0, 1e-12);
  EXPECT_NEAR(contact.position.y, 0.0, 1e-12);
  EXPECT_EQ(contact.label, "contact");
}

TEST(PlaneContactTrace, BehindTheFloorMovingAwayDecidesAtClosing) {
  // s = -3: behind it, the offset plane at s = -1; v . n = -1 takes it
  // further away.
  const MovingSphere ball{{0.0, -3.0, 0.0}, {0.0, -1.0, 0.0}, 1.0};
  Trace trace;
  EXPECT_FALSE(FirstContactTime(ball, kFloor, 1.0, StartContact::kCounts, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_NE(trace.steps()[0].text.find("s = (c - p) . n = -3.00 from it, behind it; moved by the "
                                       "radius r = 1.00 towards the ball, the plane is at s = "
                                       "-1.00: |s| > r, apart at the start"),
            std::string::npos)
      << trace.steps()[0].text;
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].text,
            "v . n = -1.00: moving away from the plane or along it: no contact");
}

TEST(PlaneContactTrace, TouchingAtTheStartAndBeyondTheStep) {
  Trace touching;
  const MovingSphere on{{0.0, 0.5, 0.0}, {0.0, 1.0, 0.0}, 1.0};
  EXPECT_EQ(FirstContactTime(on, kFloor, 1.0, StartContact::kCounts, touching), 0.0);
  ASSERT_EQ(touching.steps().size(), 2u);
  EXPECT_EQ(touching.steps()[0].finding, "touching");
  EXPECT_EQ(touching.deciding(), 1u);
  EXPECT_EQ(touching.steps()[1].text, "touching at the start: first contact at t = 0");
  // Moving away, it does not count when only approaching pairs do.
  Trace leaving;
  EXPECT_FALSE(FirstContactTime(on, kFloor, 1.0, StartContact::kCountsIfApproaching, leaving));
  ASSERT_EQ(leaving.steps().size(), 2u);
  EXPECT_EQ(leaving.steps()[1].finding, "no contact");
  // From s = 5 at 1 a second for dt = 1: Dsc = (1 - 5) / -1 = 4 > Dst = 1.
  Trace far;
  const MovingSphere high{{0.0, 5.0, 0.0}, {0.0, -1.0, 0.0}, 1.0};
  EXPECT_FALSE(FirstContactTime(high, kFloor, 1.0, StartContact::kCounts, far));
  ASSERT_EQ(far.steps().size(), 4u);
  EXPECT_EQ(far.deciding(), 3u);
  EXPECT_EQ(far.steps()[3].text,
            "Dsc = 4.00 beyond Dst = |v| dt = 1.00 * 1.00 = 1.00: no contact within the step");
  // At rest.
  Trace still;
  const MovingSphere rest{{0.0, 5.0, 0.0}, {0.0, 0.0, 0.0}, 1.0};
  EXPECT_FALSE(FirstContactTime(rest, kFloor, 1.0, StartContact::kCounts, still));
  ASSERT_EQ(still.steps().size(), 2u);
  EXPECT_EQ(still.steps()[1].text, "v = 0: the ball does not move: no contact");
}

// The pillar along y through the origin (axis (0, 3, 0)), radius 1, and a
// ball of radius 1 at (5, 7, 0) moving at (-4, 3, 0), |v| = 5, dt = 1:
// G = 2, w_perp = (5, 0, 0), c = 25 - 4 = 21; u = (-0.8, 0.6, 0), u_perp =
// (-0.8, 0, 0): a = 0.64, b = -4; b^2 - a c = 16 - 13.44 = 2.56, sqrt 1.6;
// Dsc = 21 / (4 + 1.6) = 3.75 (5 - 0.8 * 3.75 = 2 from the axis); Dst = 5;
// Tc = 3.75 / 5 = 0.75, the centre then at (2, 9.25, 0), touching the
// pillar at (1, 9.25, 0).
const Cylinder kPillar{{0.0, 0.0, 0.0}, {0.0, 3.0, 0.0}, 1.0};

TEST(CylinderContactTrace, GrownCylinderQuadraticDiscriminantRayThenTheStep) {
  const MovingSphere ball{{5.0, 7.0, 0.0}, {-4.0, 3.0, 0.0}, 1.0};
  Trace trace;
  const auto t = FirstContactTime(ball, kPillar, 1.0, StartContact::kCounts, trace);
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 0.75, 1e-15);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 5u);
  EXPECT_EQ(steps[0].topic, "grown cylinder");
  EXPECT_EQ(steps[0].text,
            "the cylinder through (0, 0, 0) along (0, 1.00, 0), radius 1.00, grown by the ball's "
            "radius: G = 1.00 + 1.00 = 2.00; the centre is |w_perp| = 5.00 from the axis: > G, "
            "apart at the start");
  ASSERT_EQ(steps[0].marks.size(), 1u);
  EXPECT_EQ(std::get<SegmentMark>(steps[0].marks[0]).from, Vec3(0.0, 7.0, 0.0));
  EXPECT_EQ(steps[1].text,
            "the ray c + u l against the grown cylinder, |w_perp + u_perp l|^2 = G^2 as a l^2 + "
            "2 b l + c = 0: a = u_perp . u_perp = 0.64, b = w_perp . u_perp = -4.00, c = w_perp "
            ". w_perp - G^2 = 25.00 - 4.00 = 21.00");
  EXPECT_EQ(steps[2].text,
            "b^2 - a c = 16.00 - 13.44 = 2.56 >= 0: the ray meets the grown cylinder");
  EXPECT_EQ(steps[3].text,
            "the ray meets the grown cylinder at Dsc = c / (-b + sqrt(b^2 - a c)) = 21.00 / "
            "(4.00 + 1.60) = 3.75");
  ASSERT_EQ(steps[3].marks.size(), 2u);
  EXPECT_EQ(std::get<SegmentMark>(steps[3].marks[0]).to, Vec3(1.0, 10.0, 0.0));
  const auto& dsc = std::get<PointMark>(steps[3].marks[1]);
  EXPECT_NEAR(dsc.position.x, 2.0, 1e-12);
  EXPECT_NEAR(dsc.position.y, 9.25, 1e-12);
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_TRUE(steps[4].deciding);
  EXPECT_EQ(steps[4].finding, "contact");
  EXPECT_EQ(steps[4].text,
            "Dsc = 3.75 <= Dst = |v| dt = 5.00 * 1.00 = 5.00: Tc = Dsc dt / Dst = 3.75 * 1.00 / "
            "5.00 = 0.75: first contact at t = 0.75");
  ASSERT_EQ(steps[4].marks.size(), 2u);
  const auto& contact = std::get<PointMark>(steps[4].marks[1]);
  EXPECT_NEAR(contact.position.x, 1.0, 1e-12);
  EXPECT_NEAR(contact.position.y, 9.25, 1e-12);
}

TEST(CylinderContactTrace, ParallelAwayMissAndTouchingDecideWhereTheyAre) {
  // Along the axis: a = 0.
  Trace parallel;
  EXPECT_FALSE(FirstContactTime(MovingSphere{{5.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, 1.0}, kPillar, 1.0,
                                StartContact::kCounts, parallel));
  ASSERT_EQ(parallel.steps().size(), 3u);
  EXPECT_EQ(parallel.deciding(), 2u);
  EXPECT_EQ(parallel.steps()[2].text, "a = 0: moving along the axis, parallel to it: no contact");
  // Across, tangentially: b = (5, 0, 0) . (0, 0, 1) = 0.
  Trace away;
  EXPECT_FALSE(FirstContactTime(MovingSphere{{5.0, 0.0, 0.0}, {0.0, 0.0, 1.0}, 1.0}, kPillar, 1.0,
                                StartContact::kCounts, away));
  ASSERT_EQ(away.steps().size(), 3u);
  EXPECT_EQ(away.steps()[2].text,
            "b = w_perp . u_perp = 0 >= 0: moving away from the axis: no "
            "contact");
  // From (5, 0, 3) along (-0.6, 0, 0.8): b = -3 + 2.4 = -0.6, c = 34 - 4 =
  // 30, b^2 - a c = 0.36 - 30 = -29.64.
  Trace miss;
  EXPECT_FALSE(FirstContactTime(MovingSphere{{5.0, 0.0, 3.0}, {-3.0, 0.0, 4.0}, 1.0}, kPillar, 1.0,
                                StartContact::kCounts, miss));
  ASSERT_EQ(miss.steps().size(), 3u);
  EXPECT_EQ(miss.deciding(), 2u);
  EXPECT_TRUE(miss.steps()[2].deciding);
  EXPECT_EQ(miss.steps()[2].text,
            "b^2 - a c = 0.36 - 30.00 = -29.64 < 0: the ray misses the grown cylinder: no contact");
  // 1.5 from the axis against G = 2.
  Trace touching;
  EXPECT_EQ(FirstContactTime(MovingSphere{{1.5, 0.0, 0.0}, {1.0, 0.0, 0.0}, 1.0}, kPillar, 1.0,
                             StartContact::kCounts, touching),
            0.0);
  ASSERT_EQ(touching.steps().size(), 2u);
  EXPECT_EQ(touching.steps()[0].finding, "touching");
  EXPECT_EQ(touching.deciding(), 1u);
}

// Random balls, planes and cylinders, some at rest, some moving along the
// plane or the axis, some touching: the traced answer is the untraced one,
// bit for bit, and the deciding step is the last.
bool SameBits(const std::optional<double>& x, const std::optional<double>& y) {
  if (x.has_value() != y.has_value())
    return false;
  return !x || std::memcmp(&*x, &*y, sizeof(double)) == 0;
}

constexpr int kCases = 20000;

struct Random {
  std::mt19937_64 engine{38};
  std::uniform_real_distribution<double> coordinate{-10.0, 10.0};
  std::uniform_real_distribution<double> radius{0.0, 3.0};
  std::uniform_real_distribution<double> step{0.05, 4.0};
  Vec3 vec() { return Vec3(coordinate(engine), coordinate(engine), coordinate(engine)); }
};

// The deciding step is the last; `decided` counts them by topic and
// finding, so that a test can ask that every way out was taken.
void ExpectDecidedLast(const Trace& trace, int i, std::map<std::string, int>& decided) {
  ASSERT_FALSE(trace.empty()) << i;
  EXPECT_EQ(trace.deciding(), trace.steps().size() - 1) << i;
  EXPECT_TRUE(trace.steps().back().deciding) << i;
  ++decided[trace.steps().back().topic + ": " + trace.steps().back().finding];
}

TEST(PlaneContactTrace, TracedEqualsUntracedBitForBit) {
  Random random;
  std::map<std::string, int> decided;
  for (int i = 0; i < kCases; ++i) {
    const Plane plane{random.vec(), i % 11 == 0 ? Vec3(0.0, 1.0, 0.0) : random.vec()};
    Vec3 velocity = i % 13 == 0 ? Vec3(0.0) : random.vec();
    if (i % 11 == 0 && i % 2 == 0)
      velocity.y = 0.0;  // along the plane
    const MovingSphere ball{random.vec(), velocity, random.radius(random.engine)};
    const double dt = random.step(random.engine);
    const StartContact start =
        i % 3 == 0 ? StartContact::kCountsIfApproaching : StartContact::kCounts;
    Trace trace;
    const auto traced = FirstContactTime(ball, plane, dt, start, trace);
    ASSERT_TRUE(SameBits(traced, FirstContactTime(ball, plane, dt, start))) << i;
    ExpectDecidedLast(trace, i, decided);
  }
  for (const char* way : {"start: contact", "start: no contact", "closing: no contact",
                          "step: contact", "step: no contact"}) {
    EXPECT_GT(decided[way], 0) << way;
  }
}

TEST(CylinderContactTrace, TracedEqualsUntracedBitForBit) {
  Random random;
  std::map<std::string, int> decided;
  for (int i = 0; i < kCases; ++i) {
    const Vec3 axis = i % 11 == 0 ? Vec3(0.0, 1.0, 0.0) : random.vec();
    const Cylinder cylinder{random.vec(), axis, random.radius(random.engine)};
    Vec3 velocity = i % 13 == 0 ? Vec3(0.0) : random.vec();
    if (i % 11 == 0 && i % 2 == 0)
      velocity = Vec3(0.0, velocity.y, 0.0);  // along the axis
    const MovingSphere ball{random.vec(), velocity, random.radius(random.engine)};
    const double dt = random.step(random.engine);
    const StartContact start =
        i % 3 == 0 ? StartContact::kCountsIfApproaching : StartContact::kCounts;
    Trace trace;
    const auto traced = FirstContactTime(ball, cylinder, dt, start, trace);
    ASSERT_TRUE(SameBits(traced, FirstContactTime(ball, cylinder, dt, start))) << i;
    ExpectDecidedLast(trace, i, decided);
  }
  for (const char* way : {"start: contact", "start: no contact", "closing: no contact",
                          "step: contact", "step: no contact", "discriminant: misses"}) {
    EXPECT_GT(decided[way], 0) << way;
  }
}

}  // namespace
}  // namespace wall_contact_trace_test
}  // namespace collide
