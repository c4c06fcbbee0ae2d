// The moving-balls model directly, with no ImGui and no window: restart,
// stepping and its pace, time step, edits, add / remove, predictions,
// snapshots. Every expected number is worked by hand from the layout.
#include "moving_balls/moving_balls_model.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "collide/motion/time_of_impact.h"

namespace moving_balls {
namespace moving_balls_model_test {
namespace {

using collide::Ball;
using collide::BallBallMethod;
using collide::ShapeKind;
using collide::Vec3;
using harness::BallMethodChoice;
using harness::BallSearch;
using harness::kMaxBallTimeStep;
using harness::kMinBallTimeStep;
using Layout = harness::BallLayout;

// Balls alone: no planes, no cylinders, no gravity unless given.
Layout BallsLayout(std::vector<Ball> balls, double dt, Vec3 gravity = Vec3(0.0)) {
  Layout layout;
  layout.source = "test";
  layout.world.planes.clear();
  layout.world.cylinders.clear();
  layout.world.balls = std::move(balls);
  layout.world.gravity = gravity;
  layout.world.time_step = dt;
  for (size_t i = 0; i < layout.world.balls.size(); ++i) {
    layout.ball_ids.push_back(std::to_string(i));
  }
  layout.extent = 100.0;
  return layout;
}

// One ball at (1, 2, 3) moving (2, 0, -1), steps of 0.5.
Layout OneBall() {
  return BallsLayout({{Vec3(1, 2, 3), Vec3(2, 0, -1), 1.0, 1.0}}, 0.5);
}

// a meets b at t = 0.35 (gap 5.5 - 2 = 3.5 closed at 10); c is far away.
// With steps of 1 the seed's 150 slices first overlap at k = 53
// (53 / 150 > 0.35 > 52 / 150): the sliced search answers 52 / 150.
Layout CollidingPair() {
  return BallsLayout({{Vec3(0, 0, 0), Vec3(10, 0, 0), 1.0, 1.0},
                      {Vec3(5.5, 0, 0), Vec3(0.0), 1.0, 1.0},
                      {Vec3(0, 50, 0), Vec3(0.0), 1.0, 1.0}},
                     1.0);
}

void ExpectVec3Near(const Vec3& actual, const Vec3& expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

TEST(MovingBallsModel, StepMovesABallByVelocityTimesDt) {
  Model model(OneBall());
  EXPECT_EQ(model.Step(), std::nullopt);
  // (1, 2, 3) + (2, 0, -1) * 0.5
  ExpectVec3Near(model.world().balls[0].center, Vec3(2, 2, 2.5));
  EXPECT_EQ(model.steps(), 1);
  model.Step();
  ExpectVec3Near(model.world().balls[0].center, Vec3(3, 2, 2));
  EXPECT_EQ(model.steps(), 2);
}

TEST(MovingBallsModel, StepGivesGravityOnceThenMoves) {
  // v = 0 + (0, -2, 0) * 0.5 = (0, -1, 0), then 0.5 of it: y = -0.5.
  Model model(BallsLayout({{Vec3(0.0), Vec3(0.0), 1.0, 1.0}}, 0.5, Vec3(0, -2, 0)));
  model.Step();
  ExpectVec3Near(model.world().balls[0].center, Vec3(0, -0.5, 0));
  ExpectVec3Near(model.world().balls[0].velocity, Vec3(0, -1, 0));
}

TEST(MovingBallsModel, FramesStepBySlowMotionAndStepsPerFrame) {
  Model model(OneBall());
  model.SetPace({3, 2});  // two steps every third frame
  EXPECT_EQ(model.Frame(), std::nullopt);
  EXPECT_EQ(model.Frame(), std::nullopt);
  EXPECT_EQ(model.steps(), 0);
  model.Frame();
  EXPECT_EQ(model.steps(), 2);
  ExpectVec3Near(model.world().balls[0].center, Vec3(3, 2, 2));  // 2 steps of (1, 0, -0.5)
  for (int i = 0; i < 3; ++i) {
    model.Frame();
  }
  EXPECT_EQ(model.steps(), 4);
}

TEST(MovingBallsModel, PaceIsClampedToAtLeastOne) {
  Model model(OneBall());
  model.SetPace({0, -4});
  EXPECT_EQ(model.pace().slow_motion, 1);
  EXPECT_EQ(model.pace().steps_per_frame, 1);
  model.SetPace({1000, 1000});
  EXPECT_EQ(model.pace().slow_motion, harness::kMaxSlowMotion);
  EXPECT_EQ(model.pace().steps_per_frame, harness::kMaxStepsPerFrame);
}

TEST(MovingBallsModel, PausedFramesDoNotStepButStepDoes) {
  Model model(OneBall());
  model.SetPaused(true);
  model.Frame();
  model.Frame();
  EXPECT_EQ(model.steps(), 0);
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));
  model.Step();
  EXPECT_EQ(model.steps(), 1);
  EXPECT_TRUE(model.paused());
  ExpectVec3Near(model.world().balls[0].center, Vec3(2, 2, 2.5));
}

TEST(MovingBallsModel, RestartRestoresTheStartState) {
  Model model(CollidingPair());
  model.Step();
  model.Step();
  model.AddBall();
  ASSERT_EQ(model.world().balls.size(), 4u);
  model.Restart();
  const std::vector<Vec3> start = {Vec3(0, 0, 0), Vec3(5.5, 0, 0), Vec3(0, 50, 0)};
  ASSERT_EQ(model.world().balls.size(), start.size());
  for (size_t i = 0; i < start.size(); ++i) {
    ExpectVec3Near(model.world().balls[i].center, start[i]);
  }
  ExpectVec3Near(model.world().balls[0].velocity, Vec3(10, 0, 0));
  EXPECT_EQ(model.ball_ids(), (std::vector<std::string>{"0", "1", "2"}));
  EXPECT_EQ(model.steps(), 0);
  EXPECT_EQ(model.last_step(), nullptr);
  EXPECT_TRUE(model.markers().empty());
  ASSERT_EQ(model.trails().size(), 3u);
  for (size_t i = 0; i < start.size(); ++i) {
    ASSERT_EQ(model.trails()[i].size(), 1u);
    ExpectVec3Near(model.trails()[i][0], start[i]);
  }
  for (size_t i = 0; i < 3; ++i) {
    EXPECT_FALSE(model.in_contact(i));
  }
}

TEST(MovingBallsModel, AStepWithAContactMarksItTrailsItAndColoursBoth) {
  Model model(CollidingPair());  // simulates with the seed's sliced search
  model.Step();
  EXPECT_TRUE(model.in_contact(0));
  EXPECT_TRUE(model.in_contact(1));
  EXPECT_FALSE(model.in_contact(2));
  // Equal masses swap velocities at t = 52 / 150: a stops at x = 520 / 150,
  // b goes on at 10 for the remaining 98 / 150.
  EXPECT_NEAR(model.world().balls[0].center.x, 520.0 / 150.0, 1e-9);
  EXPECT_NEAR(model.world().balls[1].center.x, 5.5 + 10.0 * 98.0 / 150.0, 1e-9);
  ASSERT_EQ(model.markers().size(), 1u);
  EXPECT_EQ(model.markers()[0].size, 1.0);  // the ball's radius
  EXPECT_EQ(model.markers()[0].age, 0);
  // a's trail: its start, its centre at the contact, its end (the same).
  ASSERT_EQ(model.trails().size(), 3u);
  ASSERT_EQ(model.trails()[0].size(), 3u);
  EXPECT_NEAR(model.trails()[0][1].x, 520.0 / 150.0, 1e-9);
  EXPECT_EQ(model.trails()[2].size(), 2u);  // c: start and end
  ASSERT_NE(model.last_step(), nullptr);
  EXPECT_EQ(model.last_step()->contacts.size(), 1u);
  EXPECT_EQ(model.metrics().events, 1);
  // The next step has none: the marker ages, nobody is in contact.
  model.Step();
  EXPECT_FALSE(model.in_contact(0));
  ASSERT_EQ(model.markers().size(), 1u);
  EXPECT_EQ(model.markers()[0].age, 1);
}

TEST(MovingBallsModel, PredictsTheNextContactWithEachShownMethod) {
  Model model(CollidingPair());  // both methods shown by default
  const auto& analytic = model.prediction(BallBallMethod::kAnalytic);
  const auto& sliced = model.prediction(BallBallMethod::kSliced);
  ASSERT_TRUE(analytic.has_value());
  ASSERT_TRUE(sliced.has_value());
  EXPECT_NEAR(analytic->time, 0.35, 1e-12);
  EXPECT_NEAR(sliced->time, 52.0 / 150.0, 1e-12);
  EXPECT_EQ(analytic->kind, collide::ContactKind::kBallBall);
  EXPECT_EQ(analytic->ball, 0);
  EXPECT_EQ(analytic->other, 1);

  BallSearch s = model.search();
  s.method = BallMethodChoice::kAnalytic;
  model.SetSearch(s);
  EXPECT_TRUE(model.prediction(BallBallMethod::kAnalytic).has_value());
  EXPECT_FALSE(model.prediction(BallBallMethod::kSliced).has_value());
  EXPECT_EQ(model.simulated_method(), BallBallMethod::kAnalytic);

  s.predict = false;
  model.SetSearch(s);
  EXPECT_FALSE(model.prediction(BallBallMethod::kAnalytic).has_value());
  EXPECT_FALSE(model.prediction(BallBallMethod::kSliced).has_value());
}

TEST(MovingBallsModel, BothSimulatesWithTheChosenMethod) {
  Model model(CollidingPair());
  EXPECT_EQ(model.simulated_method(), BallBallMethod::kSliced);
  BallSearch s = model.search();
  s.both_simulates_analytic = true;
  model.SetSearch(s);
  EXPECT_EQ(model.simulated_method(), BallBallMethod::kAnalytic);
  // The exact contact at 0.35: a stops at x = 3.5, b goes on for 0.65.
  model.Step();
  EXPECT_NEAR(model.world().balls[0].center.x, 3.5, 1e-9);
  EXPECT_NEAR(model.world().balls[1].center.x, 5.5 + 6.5, 1e-9);
}

TEST(MovingBallsModel, TimeStepChangesTheStepAndIsKeptOverRestart) {
  Model model(OneBall());
  model.SetTimeStep(0.25);
  EXPECT_EQ(model.time_step(), 0.25);
  model.Step();
  ExpectVec3Near(model.world().balls[0].center, Vec3(1.5, 2, 2.75));  // + (2, 0, -1) * 0.25
  model.Restart();
  EXPECT_EQ(model.time_step(), 0.25);
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));
}

TEST(MovingBallsModel, TimeStepIsClampedAndNudgedByATenth) {
  Model model(OneBall());
  model.SetTimeStep(100.0);
  EXPECT_EQ(model.time_step(), kMaxBallTimeStep);
  model.SetTimeStep(0.0);
  EXPECT_EQ(model.time_step(), kMinBallTimeStep);
  model.SetTimeStep(0.5);
  model.NudgeTimeStep(+1);
  EXPECT_EQ(model.time_step(), 0.6);  // rounded: not 0.5 + 0.1 = 0.6000000000000001
  model.NudgeTimeStep(-1);
  model.NudgeTimeStep(-1);
  EXPECT_EQ(model.time_step(), 0.4);
  model.SetTimeStep(4.95);
  model.NudgeTimeStep(+1);
  EXPECT_EQ(model.time_step(), kMaxBallTimeStep);
}

TEST(MovingBallsModel, ATimeStepChangeRepredicts) {
  // a reaches b at t = 0.35: within a step of 1, not within one of 0.3.
  Model model(CollidingPair());
  ASSERT_TRUE(model.prediction(BallBallMethod::kAnalytic).has_value());
  model.SetTimeStep(0.3);
  EXPECT_FALSE(model.prediction(BallBallMethod::kAnalytic).has_value());
}

TEST(MovingBallsModel, EditsApplyOnlyWhilePaused) {
  Model model(OneBall());
  const Ball edited{Vec3(7, 8, 9), Vec3(0, 1, 0), 2.0, 3.0};
  EXPECT_FALSE(model.EditBall(0, edited));
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));
  model.SetPaused(true);
  EXPECT_FALSE(model.EditBall(1, edited));  // no ball 1
  EXPECT_TRUE(model.EditBall(0, edited));
  const Ball& b = model.world().balls[0];
  ExpectVec3Near(b.center, Vec3(7, 8, 9));
  ExpectVec3Near(b.velocity, Vec3(0, 1, 0));
  EXPECT_EQ(b.radius, 2.0);
  EXPECT_EQ(b.mass, 3.0);
  // The trail starts again where the ball now is.
  ASSERT_EQ(model.trails().size(), 1u);
  ASSERT_EQ(model.trails()[0].size(), 1u);
  ExpectVec3Near(model.trails()[0][0], Vec3(7, 8, 9));
  // The edit is of the running state: Restart undoes it.
  model.Restart();
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));
}

TEST(MovingBallsModel, AnEditForgetsTheLastStepAndRepredicts) {
  Model model(CollidingPair());
  model.Step();
  ASSERT_NE(model.last_step(), nullptr);
  model.SetPaused(true);
  // b moved back to overlap a (stopped at 520 / 150) by half a radius and
  // sent towards it: in contact now.
  Ball b = model.world().balls[1];
  b.center = Vec3(520.0 / 150.0 + 1.5, 0, 0);
  b.velocity = Vec3(-1, 0, 0);
  ASSERT_TRUE(model.EditBall(1, b));
  EXPECT_EQ(model.last_step(), nullptr);
  EXPECT_FALSE(model.in_contact(0));
  const auto& next = model.prediction(BallBallMethod::kAnalytic);
  ASSERT_TRUE(next.has_value());
  EXPECT_EQ(next->time, 0.0);
}

TEST(MovingBallsModel, AddBallTakesTheNextFreeIdAndAFreeSpot) {
  Layout layout = BallsLayout(
      {{Vec3(0, 0, 0), Vec3(0.0), 5.0, 1.0}, {Vec3(20, 0, 0), Vec3(0.0), 5.0, 1.0}}, 1.0);
  layout.ball_ids = {"0", "2"};
  Model model(layout);
  EXPECT_EQ(model.AddBall(), "3");  // "2" is taken
  ASSERT_EQ(model.world().balls.size(), 3u);
  EXPECT_EQ(model.ball_ids(), (std::vector<std::string>{"0", "2", "3"}));
  const Ball& added = model.world().balls[2];
  EXPECT_EQ(added.radius, 5.0);  // the last ball's
  EXPECT_EQ(added.mass, 1.0);
  // Horizontal, at extent / 64 = 100 / 64.
  EXPECT_EQ(added.velocity.y, 0.0);
  EXPECT_NEAR(glm::length(added.velocity), 100.0 / 64.0, 1e-12);
  for (size_t i = 0; i < 2; ++i) {
    EXPECT_GE(glm::length(added.center - model.world().balls[i].center), 10.0);
  }
  ASSERT_EQ(model.trails().size(), 3u);
  EXPECT_FALSE(model.in_contact(2));
}

TEST(MovingBallsModel, RemoveBallDropsItsIdAndMarkers) {
  Model model(CollidingPair());
  model.Step();
  ASSERT_EQ(model.markers().size(), 1u);
  model.RemoveBall(0);
  ASSERT_EQ(model.world().balls.size(), 2u);
  EXPECT_EQ(model.ball_ids(), (std::vector<std::string>{"1", "2"}));
  ExpectVec3Near(model.world().balls[1].center, Vec3(0, 50, 0));
  EXPECT_TRUE(model.markers().empty());
  EXPECT_EQ(model.trails().size(), 2u);
  model.RemoveBall(5);  // no such ball: nothing happens
  EXPECT_EQ(model.world().balls.size(), 2u);
}

TEST(MovingBallsModel, FillTheRoomKeepsTheTimeStep) {
  Model model;  // the Magic Room
  model.SetTimeStep(0.3);
  model.FillRoom(30);
  ASSERT_EQ(model.world().balls.size(), 30u);
  ASSERT_EQ(model.ball_ids().size(), 30u);
  for (size_t i = 0; i < 30; ++i) {
    EXPECT_EQ(model.ball_ids()[i], std::to_string(i));
  }
  EXPECT_EQ(model.time_step(), 0.3);
  EXPECT_EQ(model.trails().size(), 30u);
  model.Restart();
  EXPECT_EQ(model.world().balls.size(), 10u);
}

TEST(MovingBallsModel, TheMagicRoomAndItsOriginalNumbers) {
  Model model;
  ASSERT_EQ(model.world().balls.size(), 10u);
  EXPECT_EQ(model.world().balls[3].center.z, -300.0);  // moved inside
  EXPECT_EQ(model.time_step(), 0.6);
  ASSERT_EQ(model.results().size(), 8u);
  for (const harness::PairCheck& check : model.results()) {
    EXPECT_TRUE(check.passed) << check.a << ", " << check.b;
  }
  model.SetTimeStep(0.2);
  model.SetOriginalNumbers(true);
  EXPECT_TRUE(model.original_numbers());
  EXPECT_EQ(model.world().balls[3].center.z, -350.0);
  EXPECT_EQ(model.time_step(), 0.2);  // kept
  model.SetOriginalNumbers(false);
  EXPECT_EQ(model.world().balls[3].center.z, -300.0);
}

TEST(MovingBallsModel, LoadingALayoutTakesItsTimeStepAndChecks) {
  Model model;
  model.SetTimeStep(0.2);
  // a closes the gap of 3 - 2 = 1 to b at 2: they touch at t = 0.5.
  Layout layout = BallsLayout(
      {{Vec3(0, 0, 0), Vec3(2, 0, 0), 1.0, 1.0}, {Vec3(3, 0, 0), Vec3(0.0), 1.0, 1.0}}, 1.0);
  layout.expect.push_back({"0",
                           "1",
                           {ShapeKind::kSphere, 0},
                           {ShapeKind::kSphere, 1},
                           0.5,
                           harness::kDefaultContactTimeTolerance,
                           BallBallMethod::kAnalytic});
  layout.expect.push_back({"0",
                           "1",
                           {ShapeKind::kSphere, 0},
                           {ShapeKind::kSphere, 1},
                           0.25,
                           harness::kDefaultContactTimeTolerance,
                           BallBallMethod::kAnalytic});
  model.LoadLayout(layout);
  EXPECT_EQ(model.time_step(), 1.0);
  ASSERT_EQ(model.world().balls.size(), 2u);
  EXPECT_EQ(model.steps(), 0);
  ASSERT_EQ(model.results().size(), 2u);
  EXPECT_TRUE(model.results()[0].passed);
  EXPECT_FALSE(model.results()[1].passed);
}

TEST(MovingBallsModel, AnInvalidWorldStopsWithOneMessage) {
  Model model(OneBall());
  model.SetPaused(true);
  Ball b = model.world().balls[0];
  b.radius = -1.0;
  ASSERT_TRUE(model.EditBall(0, b));
  const std::optional<std::string> message = model.Step();
  ASSERT_TRUE(message.has_value());
  EXPECT_EQ(message->rfind("simulation stopped: ", 0), 0u) << *message;
  EXPECT_EQ(model.Step(), std::nullopt);                         // said once
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));  // nothing moved
  EXPECT_EQ(model.last_step(), nullptr);
  EXPECT_TRUE(model.metrics().error.has_value());
}

TEST(MovingBallsModel, ACopyIsASnapshotThatRestores) {
  Model model(OneBall());
  for (int i = 0; i < 3; ++i) {
    model.Step();
  }
  const Model snapshot = model;  // (1, 2, 3) + 3 * (1, 0, -0.5)
  model.Step();
  model.SetTimeStep(2.0);
  model.AddBall();
  ASSERT_EQ(model.world().balls.size(), 2u);
  ExpectVec3Near(snapshot.world().balls[0].center, Vec3(4, 2, 1.5));  // untouched by the above
  model = snapshot;
  ASSERT_EQ(model.world().balls.size(), 1u);
  EXPECT_EQ(model.ball_ids(), std::vector<std::string>{"0"});
  EXPECT_EQ(model.steps(), 3);
  EXPECT_EQ(model.time_step(), 0.5);
  ExpectVec3Near(model.world().balls[0].center, Vec3(4, 2, 1.5));
  // It runs on from there: one more step of (1, 0, -0.5).
  model.Step();
  ExpectVec3Near(model.world().balls[0].center, Vec3(5, 2, 1));
  // Restart from a snapshot still goes back to the layout's start.
  model.Restart();
  ExpectVec3Near(model.world().balls[0].center, Vec3(1, 2, 3));
}

// A mass decides how two balls share momentum, so undo must give back each
// ball's own: the snapshot's masses 1 and 3, edited to 5 and 7.
TEST(MovingBallsModel, RestoringASnapshotGivesBackEachBallsMassAndRadius) {
  Model model(CollidingPair());
  model.SetPaused(true);
  collide::Ball heavy = model.world().balls[1];
  heavy.mass = 3.0;
  ASSERT_TRUE(model.EditBall(1, heavy));
  const UndoState snapshot = model.Snapshot();
  for (std::size_t i = 0; i < 2; ++i) {
    collide::Ball edited = model.world().balls[i];
    edited.mass = 5.0 + 2.0 * static_cast<double>(i);
    edited.radius = 0.25;
    ASSERT_TRUE(model.EditBall(i, edited));
  }
  model.Restore(snapshot);
  ASSERT_EQ(model.world().balls.size(), 3u);
  EXPECT_EQ(model.world().balls[0].mass, 1.0);
  EXPECT_EQ(model.world().balls[1].mass, 3.0);
  EXPECT_EQ(model.world().balls[0].radius, 1.0);
  EXPECT_EQ(model.world().balls[1].radius, 1.0);
}

TEST(BallBallMethodIds, OneSpellingBothWays) {
  EXPECT_EQ(collide::AlgorithmId(BallBallMethod::kAnalytic), "analytic");
  EXPECT_EQ(collide::AlgorithmId(BallBallMethod::kSliced), "sliced");
  EXPECT_EQ(collide::BallBallMethodFromId("analytic"), BallBallMethod::kAnalytic);
  EXPECT_EQ(collide::BallBallMethodFromId("sliced"), BallBallMethod::kSliced);
  EXPECT_EQ(collide::BallBallMethodFromId("Sliced"), std::nullopt);
  EXPECT_EQ(collide::BallBallMethodFromId("sat"), std::nullopt);
  EXPECT_EQ(collide::BallBallMethodFromId(""), std::nullopt);
}

}  // namespace
}  // namespace moving_balls_model_test
}  // namespace moving_balls
