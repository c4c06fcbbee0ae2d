// Why two balls first touch when they do: both ball-ball methods traced on
// the start state, another author's time of impact run untraced, and the
// exact and the sliced search parting where each decides. Numbers worked by
// hand.
#include "harness/moving_spheres/ball_why.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace ball_why_test {
namespace {

using collide::Vec3;
using harness::BallLayout;

// "a" at rest at the origin, "b" from (4, 0, 0) at 2 a second towards it,
// radii 1, dt = 2, and a floor: the analytic contact at t = 12 / (8 + 4) = 1;
// 150 slices of 2 / 150: slice 75 (t = 1) is the first at 2 apart, reported
// as slice 74, t = 148 / 150.
BallLayout Closing() {
  BallLayout layout;
  layout.world.balls = {{Vec3(0.0), Vec3(0.0), 1.0, 1.0},
                        {Vec3(4.0, 0.0, 0.0), Vec3(-2.0, 0.0, 0.0), 1.0, 1.0}};
  layout.world.planes = {collide::Plane{Vec3(0.0, -5.0, 0.0), Vec3(0, 1, 0)}};
  layout.world.cylinders.clear();
  layout.world.time_step = 2.0;
  layout.ball_ids = {"a", "b"};
  layout.plane_ids = {"floor"};
  return layout;
}

TEST(ExplainBalls, BothMethodsTracedAndPartingWhereEachDecides) {
  const collide::ContactTimeFunctions none;
  const harness::Why why = harness::ExplainBalls(Closing(), "a", "b", std::nullopt, none);
  ASSERT_EQ(why.questions.size(), 1u);
  const harness::WhyQuestion& question = why.questions[0];
  EXPECT_EQ(question.expected, "");
  ASSERT_EQ(question.algorithms.size(), 2u);
  EXPECT_EQ(question.algorithms[0].id, "analytic");
  EXPECT_EQ(question.algorithms[0].trace.steps().size(), 4u);
  EXPECT_EQ(question.algorithms[1].id, "sliced");
  // The relative motion, slice 0, the line (0 from A's centre), slices 1..75.
  ASSERT_EQ(question.algorithms[1].trace.steps().size(), 78u);
  EXPECT_EQ(question.algorithms[1].trace.steps()[77].text,
            "slice 75 of 150, t = 1.00: centres 2.00 apart against the radius sum 2.00: "
            "touching; reported at the slice before: contact at t = 0.99");
  EXPECT_FALSE(question.algorithms[1].agrees_with_first);
  ASSERT_TRUE(question.parting);
  EXPECT_FALSE(question.parting->same_topic);
  EXPECT_EQ(question.parting->first, 3u);
  EXPECT_EQ(question.parting->second, 77u);
  EXPECT_EQ(question.parting_with, 1u);
}

TEST(ExplainBalls, EachExpectationIsAQuestionAndTheirsRecordsNoSteps) {
  BallLayout layout = Closing();
  // Declared b first: the steps name b "A".
  layout.expect.push_back(
      {"b", "a", {collide::ShapeKind::kSphere, 1}, {collide::ShapeKind::kSphere, 0}, 1.0});
  collide::ContactTimeFunctions theirs;
  theirs.Add({"their-lab", "cl_ball_ball_time_of_impact",
              [](const collide::MovingSphere&, const collide::MovingSphere&, double) {
                return std::optional<double>(1.0);
              }});
  const harness::Why why = harness::ExplainBalls(layout, "a", "b", std::nullopt, theirs);
  ASSERT_EQ(why.questions.size(), 1u);
  const harness::WhyQuestion& question = why.questions[0];
  EXPECT_EQ(question.named_a, "b");
  EXPECT_EQ(question.expected_algorithm, "analytic");
  ASSERT_EQ(question.algorithms.size(), 3u);
  EXPECT_EQ(question.algorithms[2].origin, "their-lab");
  EXPECT_FALSE(question.algorithms[2].traced);
  EXPECT_TRUE(question.algorithms[2].agrees_with_first);
  // B is a now: d = (-4, 0, 0), v = (2, 0, 0).
  EXPECT_EQ(question.algorithms[0].trace.steps()[0].text,
            "B relative to A: d = B - A = (-4.00, 0, 0), v = v_B - v_A = (2.00, 0, 0); radius sum "
            "r = r_A + r_B = 1.00 + 1.00 = 2.00");
  const std::vector<std::string> lines = harness::ContactTimeWhyLines(why);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0].rfind("contact_time of a and b (expected: ", 0), 0u) << lines[0];
  EXPECT_EQ(lines[1], "A is b, B is a");
}

TEST(ExplainBalls, OneAlgorithmOnlyAndWhatIsNotABallIsNamed) {
  const collide::ContactTimeFunctions none;
  const harness::Why why = harness::ExplainBalls(Closing(), "a", "b", "sliced", none);
  ASSERT_EQ(why.questions.at(0).algorithms.size(), 1u);
  EXPECT_EQ(why.questions[0].algorithms[0].id, "sliced");
  EXPECT_THROW(harness::ExplainBalls(Closing(), "a", "z", std::nullopt, none), harness::WhyError);
  EXPECT_THROW(harness::ExplainBalls(Closing(), "a", "b", "exact", none), harness::WhyError);
}

// The window's Why is of the balls as they are now: at the start state the
// layout's expectation is what is expected; once b has moved (a step, a
// drag) nothing is, and the steps are the new state's. b moved to (6, 0, 0):
// d = (6, 0, 0), contact when 6 - 2 t = 2, t = 2 = dt.
TEST(ExplainBallsNow, TheExpectationOnlyAtTheStartStateAndTheStepsOfNow) {
  BallLayout layout = Closing();
  layout.expect.push_back(
      {"a", "b", {collide::ShapeKind::kSphere, 0}, {collide::ShapeKind::kSphere, 1}, 1.0});
  const collide::ContactTimeFunctions none;
  const harness::Why at_start =
      harness::ExplainBallsNow(layout, layout.world, layout.ball_ids, "a", "b", none);
  ASSERT_EQ(at_start.questions.size(), 1u);
  EXPECT_EQ(at_start.questions[0].expected, "t = 1");
  collide::BallWorld now = layout.world;
  now.balls[1].center = Vec3(6.0, 0.0, 0.0);
  const harness::Why moved = harness::ExplainBallsNow(layout, now, layout.ball_ids, "a", "b", none);
  ASSERT_EQ(moved.questions.size(), 1u);
  EXPECT_EQ(moved.questions[0].expected, "");
  ASSERT_EQ(moved.questions[0].algorithms.size(), 2u);
  EXPECT_EQ(moved.questions[0].algorithms[0].trace.steps().at(0).text,
            "B relative to A: d = B - A = (6.00, 0, 0), v = v_B - v_A = (-2.00, 0, 0); radius sum "
            "r = r_A + r_B = 1.00 + 1.00 = 2.00");
  EXPECT_EQ(moved.questions[0].algorithms[0].verdict, "t = 2");
  // The ids are the run's: a ball added since the start is explained too;
  // c, 3 above a and falling at 1, touches it at t = 1.
  now.balls.push_back({Vec3(0.0, 3.0, 0.0), Vec3(0.0, -1.0, 0.0), 1.0, 1.0});
  const harness::Why added = harness::ExplainBallsNow(layout, now, {"a", "b", "c"}, "a", "c", none);
  EXPECT_EQ(added.questions.at(0).algorithms.at(0).verdict, "t = 1");
}

// A ball against a wall: the seed's ray test, one algorithm, the ball "A".
// a falls at 4 from (0, 0, 0), radius 1, towards the floor y = -5, dt = 2:
// s = 5, the offset plane at s = 1; Dsc = (1 - 5) / -1 = 4, Dst = 4 * 2 =
// 8, Tc = 4 * 2 / 8 = 1.
TEST(ExplainBalls, ABallAndAWallByTheOffsetPlanesRayTest) {
  BallLayout layout = Closing();
  layout.world.balls[0].velocity = Vec3(0.0, -4.0, 0.0);
  layout.expect.push_back(
      {"a", "floor", {collide::ShapeKind::kSphere, 0}, {collide::ShapeKind::kPlane, 0}, 1.0});
  const collide::ContactTimeFunctions none;
  const harness::Why why = harness::ExplainBalls(layout, "floor", "a", std::nullopt, none);
  ASSERT_EQ(why.questions.size(), 1u);
  const harness::WhyQuestion& question = why.questions[0];
  EXPECT_EQ(question.named_a, "a");
  EXPECT_EQ(question.named_b, "floor");
  EXPECT_EQ(question.expected, "t = 1");
  EXPECT_EQ(question.expected_algorithm, "analytic");
  ASSERT_EQ(question.algorithms.size(), 1u);
  const harness::WhyAlgorithm& run = question.algorithms[0];
  EXPECT_EQ(run.id, "analytic");
  EXPECT_TRUE(run.traced);
  EXPECT_EQ(run.verdict, "t = 1");
  ASSERT_EQ(run.trace.steps().size(), 4u);
  EXPECT_EQ(run.trace.deciding(), 3u);
  EXPECT_EQ(run.trace.steps()[2].text,
            "the centre's ray meets the offset plane at Dsc = (r - s) / (u . n) = -4.00 / -1.00 "
            "= 4.00");
  EXPECT_EQ(run.trace.steps()[3].text,
            "Dsc = 4.00 <= Dst = |v| dt = 4.00 * 2.00 = 8.00: Tc = Dsc dt / Dst = 4.00 * 2.00 / "
            "8.00 = 1.00: first contact at t = 1.00");
  const std::vector<std::string> lines = harness::ContactTimeWhyLines(why);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[0], "contact_time of floor and a (expected: t = 1, checked by analytic)");
  EXPECT_EQ(lines[1], "A is a, B is floor");
  EXPECT_EQ(lines.back(), "verdict: t = 1 (expected: t = 1)");
}

// A ball against a pillar: b from (4, 0, 0) at 2 towards the pillar along
// y through (-1, 0, 0), radius 1: w_perp = (5, 0, 0), G = 2, c = 25 - 4 =
// 21, u_perp = (-1, 0, 0), a = 1, b = -5, b^2 - a c = 4; Dsc = 21 / (5 +
// 2) = 3, Dst = 2 * 2 = 4, Tc = 3 * 2 / 4 = 1.5.
TEST(ExplainBalls, ABallAndAPillarByTheGrownCylindersRayTest) {
  BallLayout layout = Closing();
  layout.world.cylinders = {collide::Cylinder{Vec3(-1.0, 0.0, 0.0), Vec3(0.0, 1.0, 0.0), 1.0}};
  layout.cylinder_ids = {"pillar"};
  const collide::ContactTimeFunctions none;
  const harness::Why why = harness::ExplainBalls(layout, "b", "pillar", std::nullopt, none);
  ASSERT_EQ(why.questions.size(), 1u);
  EXPECT_EQ(why.questions[0].expected, "");
  ASSERT_EQ(why.questions[0].algorithms.size(), 1u);
  const harness::WhyAlgorithm& run = why.questions[0].algorithms[0];
  EXPECT_EQ(run.verdict, "t = 1.5");
  ASSERT_EQ(run.trace.steps().size(), 5u);
  EXPECT_EQ(run.trace.deciding(), 4u);
  EXPECT_EQ(run.trace.steps()[2].text,
            "b^2 - a c = 25.00 - 21.00 = 4.00 >= 0: the ray meets the grown cylinder");
  EXPECT_EQ(run.trace.steps()[4].text,
            "Dsc = 3.00 <= Dst = |v| dt = 2.00 * 2.00 = 4.00: Tc = Dsc dt / Dst = 3.00 * 2.00 / "
            "4.00 = 1.50: first contact at t = 1.50");
  // Its one algorithm only; a pair needs a ball.
  EXPECT_EQ(harness::ExplainBalls(layout, "b", "pillar", "analytic", none)
                .questions.at(0)
                .algorithms.size(),
            1u);
  EXPECT_THROW(harness::ExplainBalls(layout, "b", "pillar", "sliced", none), harness::WhyError);
  EXPECT_THROW(harness::ExplainBalls(layout, "floor", "pillar", std::nullopt, none),
               harness::WhyError);
  EXPECT_THROW(harness::ExplainBalls(layout, "b", "post", std::nullopt, none), harness::WhyError);
}

// In the window, the wall as it is now: a after one step is explained too.
TEST(ExplainBallsNow, ABallAndAWallAsTheyAreNow) {
  const BallLayout layout = Closing();
  collide::BallWorld now = layout.world;
  now.balls[0].center = Vec3(0.0, -3.5, 0.0);
  const collide::ContactTimeFunctions none;
  const harness::Why why =
      harness::ExplainBallsNow(layout, now, layout.ball_ids, "a", "floor", none);
  // 1.5 above the floor, radius 1, at rest.
  const auto& steps = why.questions.at(0).algorithms.at(0).trace.steps();
  ASSERT_EQ(steps.size(), 2u);
  EXPECT_EQ(steps[1].text, "v = 0: the ball does not move: no contact");
}

}  // namespace
}  // namespace ball_why_test
