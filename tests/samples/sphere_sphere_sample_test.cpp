#include <gtest/gtest.h>

#include <algorithm>

#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace sphere_sphere_sample_test {
namespace {

using testing::SameColor;

std::unique_ptr<Sample> MakeSphereSample(testing::TestHost& host) {
  return SampleRegistry::Get().Find("sphere-sphere")->create(host);
}

TEST(SphereSphereSample, SeedTableHoldsForAllSixteenPairs) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 16u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.a << "," << check.b;
    EXPECT_EQ(check.algorithm, "squared-distance");
  }
  // Row-major over every ordered pair, i == j included.
  EXPECT_EQ(checks[0].a, "0");
  EXPECT_EQ(checks[0].b, "0");
  EXPECT_EQ(checks[6].a, "1");
  EXPECT_EQ(checks[6].b, "2");
}

TEST(SphereSphereSample, SphereOneIsBlueAndTheOthersRed) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->Initialize(800, 600);
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 4u);
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kRed));
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kBlue));
  EXPECT_TRUE(SameColor(spheres[2].color, colors::kRed));
  EXPECT_TRUE(SameColor(spheres[3].color, colors::kRed));
  EXPECT_EQ(spheres[1].center, glm::vec3(0, 3.5f, 0));
}

TEST(SphereSphereSample, DrawsTheOriginAxes) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->Render();
  int axes = 0;
  for (const auto& line : host.recorded().lines) {
    axes += line.a == glm::vec3(0) && glm::length(line.b) == 1.0f;
  }
  EXPECT_EQ(axes, 3);
}

TEST(SphereSphereSample, StartLogsNothingWhenTheTableHolds) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 0u);
}

Scene SceneWithWrongExpectation() {
  return ParseScene(R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1},
               {"id": "3", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
    "expect": [{"a": "1", "b": "3", "intersects": true},
               {"a": "3", "b": "3", "intersects": true}]})",
                    "wrong.json");
}

TEST(SphereSphereSample, MismatchIsReportedInTheSeedsWords) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->LoadScene(SceneWithWrongExpectation());
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(MismatchSentence(checks[0]), "sphere 1 and 3 should intersect");
  EXPECT_EQ(Describe(checks[0].expected), "intersects");
  EXPECT_EQ(Describe(checks[0].actual), "apart");
  EXPECT_TRUE(checks[1].passed);
}

TEST(SphereSphereSample, InitializeLogsEachMismatch) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->LoadScene(SceneWithWrongExpectation());
  sample->Initialize(800, 600);
  ASSERT_EQ(host.log().error_count(), 1u);
  EXPECT_EQ(host.log().entries().back().text, "sphere 1 and 3 should intersect");
}

TEST(SphereSphereSample, MismatchedPairIsMarkedInTheView) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->LoadScene(SceneWithWrongExpectation());
  sample->Render();
  const auto& lines = host.recorded().lines;
  EXPECT_TRUE(std::any_of(lines.begin(), lines.end(), [](const auto& line) {
    return SameColor(line.color, colors::kYellow) && line.a == glm::vec3(0, 3.5f, 0) &&
           line.b == glm::vec3(1, 0, 0);
  }));
}

TEST(SphereSphereSample, SceneRecoloursBySphereOverlap) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  sample->LoadScene(ParseScene(R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
               {"id": "b", "type": "sphere", "center": [2, 0, 0], "radius": 1},
               {"id": "c", "type": "sphere", "center": [9, 0, 0], "radius": 1}]})",
                               "f"));
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 3u);
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kRed));  // touches b
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kRed));
  EXPECT_TRUE(SameColor(spheres[2].color, colors::kBlue));
}

// "Save as test case" with "expect what is shown" saves every row of the
// table: the seed's 16, the four of a sphere with itself among them.
TEST(SphereSphereSample, SavingWhatIsShownKeepsAllSixteenRows) {
  testing::TestHost host;
  auto sample = MakeSphereSample(host);
  const std::optional<Scene> scene = sample->SceneToSave("all rows", true);
  ASSERT_TRUE(scene.has_value());
  ASSERT_EQ(scene->expect.size(), 16u);
  int self_pairs = 0;
  for (const Expectation& e : scene->expect) {
    self_pairs += e.a == e.b ? 1 : 0;
  }
  EXPECT_EQ(self_pairs, 4);
  sample->LoadScene(*scene);
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 16u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << check.a << "," << check.b;
  }
}

}  // namespace
}  // namespace sphere_sphere_sample_test
}  // namespace harness
