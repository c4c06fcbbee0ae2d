// A ball world's layout written back as a scene ("Save as test case") as
// the balls are now: balls added or removed since the start keep the ids
// the panel shows, and a declared expectation about a ball that is gone is
// not written (the scene would name a shape it does not hold).
#include "harness/moving_spheres/ball_layout.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace ball_layout_test {
namespace {

using collide::Vec3;
using harness::BallLayout;

// Balls "a" and "b" and a floor, "a" expected to meet "b" at 0.5.
BallLayout TwoBallsOnAFloor() {
  BallLayout layout;
  layout.world.balls = {{Vec3(0, 5, 0), Vec3(2, 0, 0), 1.0, 1.0},
                        {Vec3(3, 5, 0), Vec3(0.0), 1.0, 1.0}};
  layout.world.planes = {collide::Plane{Vec3(0.0), Vec3(0, 1, 0)}};
  layout.world.cylinders.clear();
  layout.world.time_step = 1.0;
  layout.ball_ids = {"a", "b"};
  layout.plane_ids = {"floor"};
  layout.expect.push_back(
      {"a", "b", {collide::ShapeKind::kSphere, 0}, {collide::ShapeKind::kSphere, 1}, 0.5});
  return layout;
}

std::vector<std::string> IdsOf(const harness::Scene& scene) {
  std::vector<std::string> ids;
  for (const harness::SceneShape& shape : scene.shapes) {
    ids.push_back(shape.id);
  }
  return ids;
}

TEST(SceneOfBalls, WritesTheBallsAsTheyAreNowUnderTheirIdsNow) {
  const BallLayout layout = TwoBallsOnAFloor();
  collide::BallWorld now = layout.world;
  now.balls.push_back({Vec3(0, 9, 0), Vec3(0.0), 2.0, 1.0});  // added: "7"
  const harness::Scene scene =
      harness::SceneOfBalls(layout, now, {"a", "b", "7"}, "moving-balls", "t", false);
  EXPECT_EQ(IdsOf(scene), (std::vector<std::string>{"a", "b", "7", "floor"}));
  ASSERT_EQ(scene.shapes.size(), 4u);
  EXPECT_EQ(scene.shapes[2].shape.As<collide::Sphere>()->radius, 2.0);
  ASSERT_EQ(scene.expect.size(), 1u);
  EXPECT_EQ(scene.expect[0].a, "a");
}

TEST(SceneOfBalls, LeavesOutADeclaredExpectationWhoseBallWasRemoved) {
  const BallLayout layout = TwoBallsOnAFloor();
  collide::BallWorld now = layout.world;
  now.balls.erase(now.balls.begin());  // "a" removed: "b" is the first ball now
  const harness::Scene scene =
      harness::SceneOfBalls(layout, now, {"b"}, "moving-balls", "t", false);
  EXPECT_EQ(IdsOf(scene), (std::vector<std::string>{"b", "floor"}));
  ASSERT_EQ(scene.shapes.size(), 2u);
  EXPECT_EQ(scene.shapes[0].shape.As<collide::Sphere>()->center, Vec3(3, 5, 0));
  EXPECT_TRUE(scene.expect.empty());
}

TEST(SceneOfBalls, ExpectsWhatIsShownUnderTheIdsNow) {
  const BallLayout layout = TwoBallsOnAFloor();
  collide::BallWorld now = layout.world;
  now.balls.erase(now.balls.begin());
  const harness::Scene scene = harness::SceneOfBalls(layout, now, {"b"}, "moving-balls", "t", true);
  // One ball left: no pair; "b" against the floor, 4 above it at rest.
  ASSERT_EQ(scene.expect.size(), 1u);
  EXPECT_EQ(scene.expect[0].a, "b");
  EXPECT_EQ(scene.expect[0].b, "floor");
}

}  // namespace
}  // namespace ball_layout_test
