// The moving-balls sample's body count (--count, --bench): the Magic Room
// filled with up to 10,000 balls, and what a step measured.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace moving_balls_body_count_test {
namespace {

constexpr float kFrame = 1.0f / 60.0f;

std::unique_ptr<Sample> MakeSample(testing::TestHost& host) {
  return SampleRegistry::Get().Find("moving-balls")->create(host);
}

TEST(MovingBallsBodyCount, TenThousandBallsFillTheRoomAndStep) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  ASSERT_NE(sample->scale(), nullptr);
  std::string error;
  ASSERT_TRUE(sample->scale()->SetBodyCount(10000, &error)) << error;
  EXPECT_EQ(sample->picking()->PickProxies().size(), 10000u);  // one per ball
  sample->Initialize(800, 600);
  sample->Update(kFrame);  // one step
  EXPECT_EQ(host.log().error_count(), 0u);
  const StepStats stats = sample->LastStepStats();
  EXPECT_GT(stats.broadphase_ms, 0.0);
  EXPECT_GT(stats.narrowphase_ms, 0.0);
  EXPECT_GE(stats.pairs, 0);
  ASSERT_EQ(stats.extra_names, (std::vector<std::string>{"candidates", "contacts", "pair_tests"}));
  ASSERT_EQ(stats.extra_values.size(), 3u);
  // Neighbours start 1 to 5 units apart and move up to 10 a step: their
  // swept boxes overlap.
  EXPECT_GT(stats.extra_values[0], 1000.0);
  EXPECT_GE(stats.extra_values[1], static_cast<double>(stats.pairs));
  // All 10,000 drawn, as spheres (the prediction's ghosts come after them).
  host.recorded().Clear();
  sample->Render();
  EXPECT_GE(host.recorded().spheres.size(), 10000u);
}

TEST(MovingBallsBodyCount, CountsOutsideOneToTenThousandAreRefused) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  std::string error;
  EXPECT_FALSE(sample->scale()->SetBodyCount(0, &error));
  EXPECT_EQ(error, "moving-balls takes 1 to 10000 balls, not 0");
  error.clear();
  EXPECT_FALSE(sample->scale()->SetBodyCount(10001, &error));
  EXPECT_EQ(error, "moving-balls takes 1 to 10000 balls, not 10001");
  EXPECT_EQ(sample->picking()->PickProxies().size(), 10u);  // still the Magic Room's ten
  EXPECT_TRUE(sample->scale()->SetBodyCount(1, &error));
  EXPECT_EQ(sample->picking()->PickProxies().size(), 1u);
}

TEST(MovingBallsBodyCount, AScenesLayoutTakesNoCount) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(ParseScene(R"({"format": "collision-lab-scene/1", "sample": "moving-balls",
      "shapes": [{"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1}], "expect": []})",
                               "one.json"));
  std::string error;
  EXPECT_FALSE(sample->scale()->SetBodyCount(100, &error));
  EXPECT_NE(error.find("scene"), std::string::npos) << error;
}

}  // namespace
}  // namespace moving_balls_body_count_test
}  // namespace harness
