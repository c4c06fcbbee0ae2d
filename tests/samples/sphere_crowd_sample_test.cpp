#include <gtest/gtest.h>

#include <set>
#include <string>

#include "collide/parallel/parallel_items.h"
#include "harness/sample_api/check.h"
#include "sphere_crowd/sphere_crowd_sample.h"
#include "test_host.h"

namespace sphere_crowd {
namespace sphere_crowd_sample_test {
namespace {

using harness::testing::TestHost;

TEST(SphereCrowdChecks, EveryBroadPhaseAgreesWithBruteForceAtBothMoments) {
  const std::vector<CrowdExpectation> table = CrowdExpectations();
  // Two strategies besides brute force, two moments, and at N = 2,000 with a
  // tenth of the box filled, hundreds of overlapping pairs each time.
  ASSERT_GT(table.size(), 4u * 300u);
  std::set<std::pair<collide::BroadPhaseKind, int>> covered;
  for (const CrowdExpectation& e : table) {
    covered.insert({e.kind, e.steps});
  }
  EXPECT_EQ(covered.size(), 4u);
  const std::vector<harness::PairCheck> checks = CheckCrowd(table);
  ASSERT_EQ(checks.size(), table.size());
  const harness::CheckCount count = harness::CountChecks(checks, table.size());
  EXPECT_TRUE(count.complete());
  EXPECT_EQ(count.held, table.size());
}

TEST(SphereCrowdChecks, AMissingOrExtraPairIsANamedFailingCheck) {
  std::vector<CrowdExpectation> table = CrowdExpectations();
  ASSERT_FALSE(table.empty());
  // As if brute force disagreed with the grid about this pair: the grid's
  // answer now fails, and the sentence names the pair, strategy and step.
  table[0].overlaps = !table[0].overlaps;
  const std::vector<harness::PairCheck> checks = CheckCrowd(table);
  ASSERT_EQ(checks.size(), table.size());
  EXPECT_FALSE(checks[0].passed);
  const std::string line = harness::MismatchLine(checks[0]);
  EXPECT_NE(line.find("spheres " + std::to_string(table[0].pair.first) + " and " +
                      std::to_string(table[0].pair.second)),
            std::string::npos)
      << line;
  EXPECT_NE(line.find(std::string(collide::BroadPhaseId(table[0].kind)) + ", step " +
                      std::to_string(table[0].steps)),
            std::string::npos)
      << line;
  const harness::CheckCount count = harness::CountChecks(checks, table.size());
  EXPECT_EQ(count.failed(), 1u);
}

TEST(SphereCrowdSample, DeclaresTheTableItAnswers) {
  TestHost host;
  SphereCrowdSample sample(host);
  const auto checks = sample.Check();
  ASSERT_EQ(checks.size(), sample.ExpectationCount());
  EXPECT_GT(checks.size(), 0u);
}

TEST(SphereCrowdSample, RedIsExactlyTheSpheresInAnOverlappingPair) {
  TestHost host;
  SphereCrowdSample sample(host);
  std::string error;
  ASSERT_TRUE(sample.SetBodyCount(400, &error)) << error;
  sample.Update(1.0f / 60.0f);
  host.recorded().Clear();
  sample.Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 400u);
  // Every pair, by hand: red when within the sum of the radii of another.
  int red = 0;
  for (size_t i = 0; i < spheres.size(); ++i) {
    bool overlaps = false;
    for (size_t j = 0; j < spheres.size() && !overlaps; ++j) {
      overlaps =
          i != j && glm::distance(glm::dvec3(spheres[i].center), glm::dvec3(spheres[j].center)) <=
                        spheres[i].radius + spheres[j].radius - 1e-4;
    }
    const bool drawn_red = harness::testing::SameColor(spheres[i].color, harness::colors::kRed);
    if (overlaps) {
      EXPECT_TRUE(drawn_red) << "sphere " << i;
    }
    red += drawn_red;
  }
  EXPECT_EQ(sample.LastStepStats().pairs > 0, red > 0);
}

TEST(SphereCrowdSample, StepsOnEveryCoreUnlessJobsAreGiven) {
  TestHost host;
  SphereCrowdSample sample(host);
  EXPECT_EQ(sample.jobs(), collide::DefaultJobs());
  ASSERT_NE(sample.scale(), nullptr);
  sample.scale()->SetJobs(3);
  EXPECT_EQ(sample.jobs(), 3);
  sample.scale()->SetJobs(1);
  EXPECT_EQ(sample.jobs(), 1);
}

TEST(SphereCrowdSample, CountOutsideTenToAHundredThousandIsRefused) {
  TestHost host;
  SphereCrowdSample sample(host);
  std::string error;
  EXPECT_FALSE(sample.SetBodyCount(9, &error));
  EXPECT_NE(error.find("10 to 100000"), std::string::npos) << error;
  EXPECT_FALSE(sample.SetBodyCount(100'001, &error));
  EXPECT_TRUE(sample.SetBodyCount(10, &error));
  EXPECT_EQ(sample.LastStepStats().extra_names.size(), 1u);
}

TEST(SphereCrowdSample, UndoPutsBackCountSpreadAndBroadPhase) {
  TestHost host;
  SphereCrowdSample sample(host);
  const std::any before = sample.Snapshot();
  const auto revision = sample.Revision();
  std::string error;
  ASSERT_TRUE(sample.SetBodyCount(123, &error));
  EXPECT_NE(sample.Revision(), revision);
  sample.Restore(before);
  host.recorded().Clear();
  sample.Render();
  EXPECT_EQ(host.recorded().spheres.size(), static_cast<size_t>(kDefaultCount));
}

}  // namespace
}  // namespace sphere_crowd_sample_test
}  // namespace sphere_crowd
