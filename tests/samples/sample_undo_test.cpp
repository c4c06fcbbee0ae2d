// Undo snapshots of each kind of sample: Snapshot / Restore round trips,
// Revision moving with every user change (and only then), and what a
// restore logs.
#include <gtest/gtest.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <algorithm>
#include <string>
#include <vector>

#include "fixtures.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"
#include "moving_balls/moving_balls_model.h"
#include "pair_test_fixtures.h"
#include "test_host.h"

namespace harness {
namespace sample_undo_test {
namespace {

using testing::SameColor;

std::unique_ptr<Sample> Make(testing::TestHost& host, const std::string& id) {
  return SampleRegistry::Get().Find(id)->create(host);
}

int CountContaining(const Log& log, const std::string& text) {
  return static_cast<int>(
      std::count_if(log.entries().begin(), log.entries().end(),
                    [&](const LogEntry& e) { return e.text.find(text) != std::string::npos; }));
}

// Two unit spheres 3 apart along x, declared to intersect: one mismatch.
Scene TwoSpheresApart() {
  return ParseScene(
      testing::SceneText("sphere-sphere", "",
                         R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
                            {"id": "b", "type": "sphere", "center": [3, 0, 0], "radius": 1})",
                         R"({"a": "a", "b": "b", "intersects": true})"),
      "apart.json");
}

TEST(SampleUndo, SphereSphereRoundTripsThroughALoadedScene) {
  testing::TestHost host;
  auto sample = Make(host, "sphere-sphere");
  sample->Initialize(800, 600);
  const std::any seed = sample->undo()->Snapshot();
  const auto seed_revision = sample->undo()->Revision();

  sample->LoadScene(TwoSpheresApart());
  EXPECT_NE(sample->undo()->Revision(), seed_revision);
  ASSERT_EQ(sample->ExpectationCount(), 1u);
  const std::any apart = sample->undo()->Snapshot();

  // Back to the seed's four spheres: sphere 1 blue, the others red, all 16
  // expectations holding.
  const auto before_restore = sample->undo()->Revision();
  sample->undo()->Restore(seed);
  EXPECT_NE(sample->undo()->Revision(), before_restore);
  ASSERT_EQ(sample->ExpectationCount(), 16u);
  for (const PairCheck& check : sample->Check()) {
    EXPECT_TRUE(check.passed) << check.a << "," << check.b;
  }
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 4u);
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kRed));
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kBlue));
  EXPECT_EQ(spheres[1].center, glm::vec3(0, 3.5f, 0));

  // Forward again: the mismatch comes back, and is logged once.
  sample->undo()->Restore(apart);
  ASSERT_EQ(sample->ExpectationCount(), 1u);
  EXPECT_FALSE(sample->Check()[0].passed);
  EXPECT_EQ(CountContaining(host.log(), "sphere a and b should intersect"), 1);
  sample->undo()->Restore(apart);  // nothing changes, nothing new is logged
  EXPECT_EQ(CountContaining(host.log(), "sphere a and b should intersect"), 1);
}

// A plugin loaded or reloaded adds and takes out algorithms: the sample's
// answers change, but nothing the user made, so its Revision stays (no
// undo step, no unsaved edit to ask about before a switch).
TEST(SampleUndo, AnAlgorithmAddedOrTakenOutIsNoChangeOfTheSample) {
  testing::TestHost host;
  auto sample = Make(host, "sphere-sphere");
  sample->Initialize(800, 600);
  sample->Render();
  const auto revision = sample->undo()->Revision();
  const collide::PairTest strict = testing::LessThanBug();
  auto& registry = collide::PairTestRegistry::Global();
  registry.Add(strict);
  sample->Render();
  const bool removed = registry.Remove(strict.a, strict.b, strict.query, strict.id);
  // Spheres 0 and 2 of the book's table touch: the strict test says apart.
  EXPECT_EQ(CountContaining(host.log(), "algorithms disagree on 0 and 2"), 1);
  EXPECT_EQ(sample->undo()->Revision(), revision);
  sample->Render();
  EXPECT_TRUE(removed);
  EXPECT_EQ(CountContaining(host.log(), "algorithms agree again on 0 and 2"), 1);
  EXPECT_EQ(sample->undo()->Revision(), revision);
}

TEST(SampleUndo, StaticSamplesIgnoreAnotherSamplesSnapshot) {
  testing::TestHost host;
  auto sphere = Make(host, "sphere-sphere");
  auto balls = Make(host, "moving-balls");
  sphere->undo()->Restore(balls->undo()->Snapshot());
  EXPECT_EQ(sphere->ExpectationCount(), 16u);
  sphere->undo()->Restore(std::any());
  EXPECT_EQ(sphere->ExpectationCount(), 16u);
}

TEST(SampleUndo, BoxBoxRestoresShapesAndLogsWhatHoldsAgain) {
  testing::TestHost host;
  auto sample = Make(host, "box-box");
  sample->LoadScene(
      ParseScene(testing::SceneText(
                     "box-box", "",
                     R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]},
                            {"id": "b", "type": "box", "center": [5, 0, 0], "half_extents": [1, 1, 1]})",
                     R"({"a": "a", "b": "b", "intersects": false})"),
                 "ab.json"));
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 0u);
  const std::any apart = sample->undo()->Snapshot();
  auto revision = sample->undo()->Revision();

  // Box a moved onto b (x 4..6 and 4..6): the expectation fails.
  ASSERT_TRUE(sample->picking()->MoveShape("a", collide::Vec3(5, 0, 0)));
  EXPECT_GT(sample->undo()->Revision(), revision);
  revision = sample->undo()->Revision();
  EXPECT_EQ(host.log().error_count(), 1u);  // by SAT, the exact test

  sample->undo()->Restore(apart);
  EXPECT_GT(sample->undo()->Revision(), revision);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(CountContaining(host.log(), "holds again"), 1);
}

TEST(SampleUndo, BoxBoxRevisionMovesWithAnEditButNotWithTheColouring) {
  testing::TestHost host;
  auto sample = Make(host, "box-box");
  sample->Initialize(800, 600);
  auto revision = sample->undo()->Revision();
  // Colouring by corner-volume is a view, not an edit: nothing to undo.
  ASSERT_TRUE(sample->KeyPressed(GLFW_KEY_M));
  EXPECT_EQ(sample->undo()->Revision(), revision);
  const std::any ten = sample->undo()->Snapshot();
  ASSERT_TRUE(sample->picking()->MoveShape("9", collide::Vec3(0, 1, 0)));
  EXPECT_GT(sample->undo()->Revision(), revision);
  sample->undo()->Restore(ten);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 90u);
  EXPECT_TRUE(
      std::all_of(checks.begin(), checks.end(), [](const PairCheck& c) { return c.passed; }));
}

TEST(SampleUndo, BoxBoxSampleRoundTripsThroughALoadedScene) {
  testing::TestHost host;
  auto sample = Make(host, "box-box");
  sample->Initialize(800, 600);
  const std::any start = sample->undo()->Snapshot();
  const std::vector<PairCheck> start_checks = sample->Check();
  sample->LoadScene(ParseScene(
      testing::SceneText(
          "box-box", "",
          R"({"id": "a", "type": "box", "center": [0, 0, 0], "half_extents": [1, 1, 1]})",
          R"({"a": "a", "b": "a", "intersects": true})"),
      "one.json"));
  ASSERT_EQ(sample->ExpectationCount(), 1u);
  sample->undo()->Restore(start);
  EXPECT_EQ(sample->ExpectationCount(), start_checks.size());
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), start_checks.size());
  for (std::size_t i = 0; i < checks.size(); ++i) {
    EXPECT_EQ(checks[i].a, start_checks[i].a);
    EXPECT_EQ(checks[i].b, start_checks[i].b);
    EXPECT_EQ(checks[i].passed, start_checks[i].passed);
  }
}

TEST(SampleUndo, MovingBallsRestoresBallsAndSettingsButNotSteps) {
  moving_balls::Model model;
  model.SetPaused(true);
  auto revision = model.revision();
  model.Step();  // the simulation's own step: not a user change
  EXPECT_EQ(model.revision(), revision);
  model.SetPaused(false);  // nor is running or pausing
  model.SetPaused(true);
  EXPECT_EQ(model.revision(), revision);

  const moving_balls::UndoState before = model.Snapshot();
  ASSERT_EQ(before.run.world.balls.size(), 10u);
  EXPECT_EQ(before.run.steps, 1);
  EXPECT_EQ(model.AddBall(), "10");
  model.SetTimeStep(1.5);
  EXPECT_GT(model.revision(), revision);
  ASSERT_EQ(model.world().balls.size(), 11u);

  revision = model.revision();
  model.Restore(before);
  EXPECT_GT(model.revision(), revision);
  ASSERT_EQ(model.world().balls.size(), 10u);
  EXPECT_EQ(model.ball_ids().back(), "9");
  for (std::size_t i = 0; i < 10; ++i) {
    EXPECT_EQ(model.world().balls[i].center, before.run.world.balls[i].center) << i;
    EXPECT_EQ(model.world().balls[i].velocity, before.run.world.balls[i].velocity) << i;
  }
  EXPECT_EQ(model.time_step(), before.run.world.time_step);
  EXPECT_EQ(model.steps(), 1);
  EXPECT_TRUE(model.paused());
  EXPECT_EQ(model.last_step(), nullptr);  // the view's record of the past starts afresh
  for (const auto& trail : model.trails()) {
    EXPECT_EQ(trail.size(), 1u);
  }
}

TEST(SampleUndo, MovingBallsSampleRunsUntilPaused) {
  testing::TestHost host;
  auto sample = Make(host, "moving-balls");
  EXPECT_TRUE(sample->undo()->Running());  // the host re-takes its snapshot each frame
  const std::any start = sample->undo()->Snapshot();
  const auto revision = sample->undo()->Revision();
  sample->Update(1.0f / 60.0f);
  EXPECT_EQ(sample->undo()->Revision(), revision);
  sample->undo()->Restore(start);
  EXPECT_NE(sample->undo()->Revision(), revision);
}

TEST(SampleUndo, ImpactSearchRoundTripsThroughALoadedScene) {
  testing::TestHost host;
  auto sample = Make(host, "impact-search");
  sample->Initialize(800, 600);
  const std::any start = sample->undo()->Snapshot();
  const std::size_t start_count = sample->ExpectationCount();
  sample->LoadScene(LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                                  "/assets/scenes/impact_search_aabb.json"));
  const std::size_t loaded_count = sample->ExpectationCount();
  const std::any loaded = sample->undo()->Snapshot();
  const auto revision = sample->undo()->Revision();
  sample->undo()->Restore(start);
  EXPECT_NE(sample->undo()->Revision(), revision);
  EXPECT_EQ(sample->ExpectationCount(), start_count);
  sample->undo()->Restore(loaded);
  EXPECT_EQ(sample->ExpectationCount(), loaded_count);
}

}  // namespace
}  // namespace sample_undo_test
}  // namespace harness
