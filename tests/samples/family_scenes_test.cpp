// Saving box-box, moving balls and impact-search as scenes: written and read
// back, each number is the same bit for bit (velocities and masses
// included), and a scene saved "expecting what is shown" passes when loaded
// into its sample, every pair and algorithm counted.
#include "impact_search/impact_search_model.h"
#include "moving_balls/moving_balls_model.h"

#include <gtest/gtest.h>

#include "harness/scene/scene_writer.h"
#include "test_host.h"

namespace harness {
namespace family_scenes_test {
namespace {

// Writes, parses and loads `scene` into its sample; returns its checks after
// asserting that the count matches the file's.
std::vector<PairCheck> RoundTrip(const Scene& scene, Scene* parsed) {
  *parsed = ParseScene(WriteScene(scene), "saved.json");
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find(scene.sample)->create(host);
  sample->LoadScene(*parsed);
  EXPECT_EQ(sample->ExpectationCount(), scene.expect.size());
  return sample->Check();
}

void ExpectAllHold(const std::vector<PairCheck>& checks, std::size_t count) {
  ASSERT_EQ(checks.size(), count);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << MismatchLine(check);
  }
}

TEST(SampleScenes, BoxBoxSavesEveryPairUnderBothAlgorithmsAndPasses) {
  testing::TestHost host;
  const auto sample = SampleRegistry::Get().Find("box-box")->create(host);
  const std::optional<Scene> scene = sample->SceneToSave("boxes", true);
  ASSERT_TRUE(scene.has_value());
  // Ten boxes: 45 pairs, each under both algorithms (sat, corner-volume).
  ASSERT_EQ(scene->shapes.size(), 10u);
  EXPECT_EQ(scene->expect.size(), 90u);
  Scene parsed;
  ExpectAllHold(RoundTrip(*scene, &parsed), scene->expect.size());
  ASSERT_EQ(parsed.shapes.size(), 10u);
}

TEST(SampleScenes, MovingBallsKeepsVelocitiesAndMassesBitForBit) {
  harness::BallLayout layout = moving_balls::MagicRoomLayout();
  // Awkward numbers: a third, a tenth, a mass that is not 1.
  layout.world.balls[0].velocity = collide::Vec3(1.0 / 3.0, -0.1, 2e-7);
  layout.world.balls[1].mass = 2.5000000000000004;
  const Scene scene = harness::SceneOfBalls(layout, layout.world, layout.ball_ids,
                                            moving_balls::kSampleId, "room", true);
  Scene parsed;
  ExpectAllHold(RoundTrip(scene, &parsed), scene.expect.size());
  ASSERT_EQ(parsed.shapes.size(), scene.shapes.size());
  const SceneShape* ball0 = parsed.FindShape(layout.ball_ids[0]);
  const SceneShape* ball1 = parsed.FindShape(layout.ball_ids[1]);
  ASSERT_NE(ball0, nullptr);
  ASSERT_NE(ball1, nullptr);
  EXPECT_EQ(*ball0->velocity, collide::Vec3(1.0 / 3.0, -0.1, 2e-7));
  EXPECT_EQ(*ball1->mass, 2.5000000000000004);
  EXPECT_EQ(*parsed.dt, layout.world.time_step);
  EXPECT_EQ(*parsed.gravity, layout.world.gravity);
}

TEST(SampleScenes, MovingBallsKeepsItsDeclaredExpectations) {
  const harness::BallLayout layout = moving_balls::MagicRoomLayout();
  const Scene scene = harness::SceneOfBalls(layout, layout.world, layout.ball_ids,
                                            moving_balls::kSampleId, "", false);
  Scene parsed;
  ExpectAllHold(RoundTrip(scene, &parsed), layout.expect.size());
}

TEST(SampleScenes, ImpactSearchSavesAllFourMethodsPerPairAndPasses) {
  const harness::SweepLayout layout = impact_search::DefaultLayout();
  const Scene scene = harness::SceneOfSweeps(layout, impact_search::kSampleId, "impacts", true);
  ASSERT_EQ(scene.expect.size(), layout.pairs.size() * 4);
  Scene parsed;
  ExpectAllHold(RoundTrip(scene, &parsed), scene.expect.size());
}

}  // namespace
}  // namespace family_scenes_test
}  // namespace harness
