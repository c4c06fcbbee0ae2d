// The moving-balls sample through a recording Draw: its default
// expectations, stepping, colours, keys, scene loading and checks. Every
// expected number here is worked by hand from the scene, not read back from
// the code under test.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <cmath>

#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "moving_balls/moving_balls_model.h"
#include "test_host.h"

namespace harness {
namespace moving_balls_sample_test {
namespace {

using testing::SameColor;

constexpr float kFrame = 1.0f / 60.0f;

std::unique_ptr<Sample> MakeSample(testing::TestHost& host) {
  return SampleRegistry::Get().Find("moving-balls")->create(host);
}

Scene Parse(const std::string& top, const std::string& shapes, const std::string& expect = "") {
  return ParseScene(R"({"format": "collision-lab-scene/1", "sample": "moving-balls")" + top +
                        R"(, "shapes": [)" + shapes + R"(], "expect": [)" + expect + "]}",
                    "moving.json");
}

InputError LoadError(const Scene& scene) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  try {
    sample->LoadScene(scene);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "loaded";
  return InputError("", "", "");
}

// The balls as drawn: the first spheres, one per ball (prediction ghosts
// follow them).
std::vector<testing::RecordingDraw::Sphere> DrawnBalls(testing::TestHost& host, Sample& sample,
                                                       size_t count) {
  host.recorded().Clear();
  sample.Render();
  const auto& spheres = host.recorded().spheres;
  EXPECT_GE(spheres.size(), count);
  return {spheres.begin(), spheres.begin() + std::min(count, spheres.size())};
}

TEST(MovingBallsSample, IsRegisteredUnderMovingSpheres) {
  const SampleInfo* info = SampleRegistry::Get().Find("moving-balls");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->category, "Moving spheres");
  EXPECT_EQ(info->title, "Moving balls (Magic Room)");
}

TEST(MovingBallsSample, DefaultExpectationsHold) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 8u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.a << "," << check.b << ": " << MismatchSentence(check);
  }
  // Ball 4 at z = -300 touches the back wall (z = -320) at the start.
  EXPECT_EQ(checks[1].a, "4");
  EXPECT_EQ(checks[1].b, "wall -z");
  EXPECT_EQ(Describe(checks[1].actual), "t = 0");
  EXPECT_EQ(Describe(checks[0].actual), "no contact");  // ball 0 is 480 above touching the floor
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 0u);
}

// The panel's "Original numbers" start: ball 3 at z = -350, 30 beyond the
// back wall's far side, is 10 from touching it (from outside) at 0.5 a unit
// of time: no contact within 0.6.
TEST(MovingBallsSample, OriginalNumbersLayoutExpectationsHold) {
  const harness::BallLayout layout = moving_balls::MagicRoomLayout(true);
  EXPECT_EQ(layout.world.balls[3].center.z, -350.0);
  const auto checks = harness::EvaluateBalls(layout);
  ASSERT_EQ(checks.size(), 8u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << MismatchSentence(check);
  }
  EXPECT_EQ(checks[2].a, "3");
  EXPECT_EQ(Describe(checks[2].actual), "no contact");
  EXPECT_EQ(layout.extent, 320.0);
}

TEST(MovingBallsSample, DrawsTheRoomAndTenBlueBallsAtTheStart) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  const auto balls = DrawnBalls(host, *sample, 10);
  EXPECT_EQ(balls[0].center, glm::vec3(199, 180, 10));
  EXPECT_EQ(balls[3].center, glm::vec3(-275, 300, -300));  // moved into the room
  for (const auto& b : balls) {
    EXPECT_EQ(b.radius, 20.0f);
    EXPECT_TRUE(SameColor(b.color, colors::kBlue));
  }
  // The floor at y = -320 is drawn as a 640-unit square, its outline included.
  const auto& lines = host.recorded().lines;
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const auto& l) {
    return l.a.y == -320.0f && l.b.y == -320.0f && std::abs(l.a.x) == 320.0f &&
           std::abs(l.b.x) == 320.0f && std::abs(l.a.z - l.b.z) == 640.0f;
  }));
}

TEST(MovingBallsSample, EachUpdateIsOneStepOfTheSimulation) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->Initialize(800, 600);
  sample->Update(kFrame);
  // v = (0.5, -0.1, 0.5) + g dt = (0.5, -0.13, 0.5); moved for dt = 0.6.
  const auto balls = DrawnBalls(host, *sample, 10);
  EXPECT_NEAR(balls[0].center.x, 199.3f, 1e-4f);
  EXPECT_NEAR(balls[0].center.y, 180.0f - 0.078f, 1e-4f);
  EXPECT_NEAR(balls[0].center.z, 10.3f, 1e-4f);
  // The frame's dt does not matter: a long frame is still one step.
  sample->Update(1.0f);
  EXPECT_NEAR(DrawnBalls(host, *sample, 10)[0].center.x, 199.6f, 1e-4f);
}

TEST(MovingBallsSample, ExpectationsAreAboutTheStartStateNotTheRunningOne) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  const auto before = sample->Check();
  for (int i = 0; i < 50; ++i) {
    sample->Update(kFrame);
  }
  const auto after = sample->Check();
  ASSERT_EQ(before.size(), after.size());
  for (size_t i = 0; i < before.size(); ++i) {
    EXPECT_EQ(Describe(before[i].actual), Describe(after[i].actual));
  }
}

// a meets b at t = 0.35 (gap 5.5 - 2 = 3.5 closed at 10); c is far away.
// The sample simulates with the seed's sliced search by default: with dt 1
// the first overlapping slice is k = 53 (53 / 150 > 0.35 > 52 / 150), so the
// contact is handled at t = 52 / 150, a stopping at x = 520 / 150 and b
// leaving at 10 for the remaining 98 / 150.
constexpr double kContactX = 520.0 / 150.0;
constexpr const char* kCollidingPair =
    R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [10, 0, 0]},
       {"id": "b", "type": "sphere", "center": [5.5, 0, 0], "radius": 1},
       {"id": "c", "type": "sphere", "center": [0, 50, 0], "radius": 1})";

TEST(MovingBallsSample, BallsInContactDuringTheStepAreRedTheOthersBlue) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(R"(, "dt": 1)", kCollidingPair));
  for (const auto& b : DrawnBalls(host, *sample, 3)) {
    EXPECT_TRUE(SameColor(b.color, colors::kBlue));
  }
  sample->Update(kFrame);
  auto balls = DrawnBalls(host, *sample, 3);
  EXPECT_TRUE(SameColor(balls[0].color, colors::kRed));
  EXPECT_TRUE(SameColor(balls[1].color, colors::kRed));
  EXPECT_TRUE(SameColor(balls[2].color, colors::kBlue));
  // Equal masses swap velocities: a stops, b leaves at 10.
  EXPECT_NEAR(balls[0].center.x, kContactX, 1e-5);
  EXPECT_NEAR(balls[1].center.x, 5.5 + 10.0 * 98.0 / 150.0, 1e-5);
  // The next step has no contact: blue again.
  sample->Update(kFrame);
  balls = DrawnBalls(host, *sample, 3);
  EXPECT_TRUE(SameColor(balls[0].color, colors::kBlue));
  EXPECT_TRUE(SameColor(balls[1].color, colors::kBlue));
}

TEST(MovingBallsSample, ASceneWithoutDtOrGravityStepsBySixTenthsWithoutGravity) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(
      "",
      R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [1, 0, 0]})"));
  sample->Update(kFrame);
  const auto ball = DrawnBalls(host, *sample, 1)[0];
  EXPECT_NEAR(ball.center.x, 0.6f, 1e-6f);
  EXPECT_EQ(ball.center.y, 0.0f);
}

TEST(MovingBallsSample, KeysPauseStepAndRestart) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(R"(, "dt": 1)", kCollidingPair));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_SPACE));  // pause
  sample->Update(kFrame);
  EXPECT_EQ(DrawnBalls(host, *sample, 1)[0].center.x, 0.0f);
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_S));  // one step
  EXPECT_NEAR(DrawnBalls(host, *sample, 1)[0].center.x, kContactX, 1e-5);
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_R));
  EXPECT_EQ(DrawnBalls(host, *sample, 1)[0].center.x, 0.0f);
  // + lengthens the step to 1.1: slices of 1.1 / 150, the first overlapping
  // one k = 48 (0.35 / (1.1 / 150) = 47.7), so the contact is at
  // t = 47 * 1.1 / 150 and b goes on for the rest of the step.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_EQUAL));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_S));
  const double b_after = 5.5 + 10.0 * (1.1 - 47.0 * 1.1 / 150.0);
  EXPECT_NEAR(DrawnBalls(host, *sample, 2)[1].center.x, b_after, 1e-4);
  // - brings it back to 1: b, alone, goes 10.
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_MINUS));
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_S));
  EXPECT_NEAR(DrawnBalls(host, *sample, 2)[1].center.x, b_after + 10.0, 1e-4);
  EXPECT_TRUE(sample->KeyPressed(GLFW_KEY_F2));
  EXPECT_FALSE(sample->KeyPressed(GLFW_KEY_N));  // the app's
}

TEST(MovingBallsSample, OtherShapeTypesAreRejectedWithTheirPath) {
  const InputError e =
      LoadError(Parse(R"(, "dt": 1)",
                      R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
         {"id": "box", "type": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]})"));
  EXPECT_EQ(e.where(), "shapes[1].type");
  EXPECT_NE(e.problem().find("sphere, plane, cylinder"), std::string::npos) << e.problem();
}

constexpr const char* kBallPlaneCylinder =
    R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
       {"id": "b", "type": "sphere", "center": [5, 0, 0], "radius": 1},
       {"id": "p", "type": "plane", "point": [0, -5, 0], "normal": [0, 1, 0]},
       {"id": "q", "type": "plane", "point": [0, 5, 0], "normal": [0, 1, 0]},
       {"id": "c", "type": "cylinder", "point": [0, 0, 9], "axis": [1, 0, 0], "radius": 1})";

TEST(MovingBallsSample, UnknownAlgorithmIsRejectedWithItsPath) {
  InputError e =
      LoadError(Parse(R"(, "dt": 1)", kBallPlaneCylinder,
                      R"({"a": "a", "b": "b", "algorithm": "gjk", "contact_time": null})"));
  EXPECT_EQ(e.where(), "expect[0].algorithm");
  EXPECT_NE(e.problem().find("analytic, sliced"), std::string::npos) << e.problem();
  // The seed slices only ball pairs; walls and cylinders take the ray test.
  e = LoadError(Parse(R"(, "dt": 1)", kBallPlaneCylinder,
                      R"({"a": "a", "b": "b", "contact_time": null},
                         {"a": "a", "b": "c", "algorithm": "sliced", "contact_time": null})"));
  EXPECT_EQ(e.where(), "expect[1].algorithm");
}

TEST(MovingBallsSample, ContactTimeBetweenTwoPlanesIsRejected) {
  const InputError e = LoadError(Parse(R"(, "dt": 1)", kBallPlaneCylinder,
                                       R"({"a": "a", "b": "p", "contact_time": null},
                         {"a": "p", "b": "q", "contact_time": 0})"));
  EXPECT_EQ(e.where(), "expect[1]");
  EXPECT_NE(e.problem().find("plane \"p\" and plane \"q\""), std::string::npos) << e.problem();
}

TEST(MovingBallsSample, IntersectsOutcomesAreRejected) {
  const InputError e = LoadError(
      Parse(R"(, "dt": 1)", kBallPlaneCylinder, R"({"a": "a", "b": "b", "intersects": false})"));
  EXPECT_EQ(e.where(), "expect[0].intersects");
}

Scene TunnellingScene() {
  return LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                       "/assets/scenes/moving_balls_tunnelling.json");
}

TEST(MovingBallsSample, TunnellingSceneRecordsBothOutcomes) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(TunnellingScene());
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(checks[0].algorithm, "sliced");
  EXPECT_TRUE(checks[0].passed) << MismatchSentence(checks[0]);
  EXPECT_EQ(Describe(checks[0].actual), "no contact");
  EXPECT_EQ(checks[1].algorithm, "analytic");
  EXPECT_TRUE(checks[1].passed) << MismatchSentence(checks[1]);
  // 21.8 off the big ball's centre the reach 22 gives a half chord of
  // sqrt(22^2 - 21.8^2); at 2000 units per unit time from x = -604:
  const double t = (604.0 - std::sqrt(22.0 * 22.0 - 21.8 * 21.8)) / 2000.0;
  EXPECT_EQ(Describe(checks[1].actual).substr(0, 9), "t = 0.300");
  EXPECT_NEAR(std::stod(Describe(checks[1].actual).substr(4)), t, 1e-9);
}

TEST(MovingBallsSample, WrongContactTimeIsAMismatchNamingBothIds) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  Scene scene = TunnellingScene();
  scene.expect[0].expected = ContactTime{0.25, *scene.dt};          // sliced finds none
  scene.expect[1].expected = ContactTime{std::nullopt, *scene.dt};  // analytic finds one
  sample->LoadScene(scene);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(MismatchSentence(checks[0]), "ball small and ball big should first touch at t = 0.25");
  EXPECT_EQ(Describe(checks[0].expected), "t = 0.25");
  EXPECT_EQ(Describe(checks[0].actual), "no contact");
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(MismatchSentence(checks[1]),
            "ball small and ball big should not touch within the step (dt = 0.6)");
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 2u);
}

TEST(MovingBallsSample, ToleranceDecidesHowCloseIsClose) {
  // b, 10 ahead on the same line, closes at 4: the gap of 8 closes at t = 2.
  const std::string shapes =
      R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [4, 0, 0]},
         {"id": "b", "type": "sphere", "center": [10, 0, 0], "radius": 1})";
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(R"(, "dt": 3)", shapes,
                          R"({"a": "a", "b": "b", "contact_time": 2.0000005},
                             {"a": "b", "b": "a", "contact_time": 2.00001},
                             {"a": "a", "b": "b", "contact_time": 2.01, "tolerance": 0.02})"));
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 3u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_FALSE(checks[1].passed);
  EXPECT_TRUE(checks[2].passed);
}

TEST(MovingBallsSample, BallAgainstPlaneAndCylinderInEitherOrder) {
  // a falls at 2 towards the plane y = -5: touching when its centre is at -4,
  // t = 2. b, from z = 0, moves +z at 4 towards the cylinder along x through
  // z = 9 (own radius 1, grown to 2): touching at z = 7, t = 7 / 4 = 1.75.
  // b moves parallel to the plane: never.
  const std::string shapes =
      R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [0, -2, 0]},
         {"id": "b", "type": "sphere", "center": [5, 0, 0], "radius": 1, "velocity": [0, 0, 4]},
         {"id": "p", "type": "plane", "point": [0, -5, 0], "normal": [0, 1, 0]},
         {"id": "c", "type": "cylinder", "point": [0, 0, 9], "axis": [1, 0, 0], "radius": 1})";
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(R"(, "dt": 3)", shapes,
                          R"({"a": "a", "b": "p", "contact_time": 2},
                             {"a": "p", "b": "a", "contact_time": 2},
                             {"a": "c", "b": "b", "contact_time": 1.75},
                             {"a": "b", "b": "p", "contact_time": null})"));
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 4u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << MismatchSentence(check) << " got " << Describe(check.actual);
  }
}

}  // namespace
}  // namespace moving_balls_sample_test
}  // namespace harness
