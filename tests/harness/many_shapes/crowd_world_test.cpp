// A crowd stepped through a broad phase (harness/many_shapes/crowd_world.h):
// its overlapping pairs, its brute-force comparison and PairsAfter, against
// pairs found by hand from the spheres' centres and radii (every pair, the
// exact rule: centre distance <= the sum of the radii); and the panel's mean
// broad-phase time, moved here from the sphere-crowd sample's tests.
#include "harness/many_shapes/crowd_world.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace harness {
namespace crowd_world_test {
namespace {

// Every overlapping pair of the crowd, by hand, sorted.
std::vector<collide::BodyPair> PairsByHand(const collide::SphereCrowd& crowd) {
  std::vector<collide::BodyPair> pairs;
  for (int i = 0; i < crowd.size(); ++i) {
    for (int j = i + 1; j < crowd.size(); ++j) {
      const collide::Vec3 d = crowd.position(i) - crowd.position(j);
      const double reach = crowd.radius(i) + crowd.radius(j);
      if (glm::dot(d, d) <= reach * reach) {
        pairs.emplace_back(i, j);
      }
    }
  }
  return pairs;
}

collide::CrowdSettings Settings(int count) {
  collide::CrowdSettings settings;
  settings.count = count;
  settings.radius_spread = 3.0;
  settings.seed = 17;
  return settings;
}

TEST(CrowdWorld, EveryBroadPhaseFindsThePairsFoundByHandAndMarksTheirSpheres) {
  for (const collide::BroadPhaseKind kind : collide::kBroadPhaseKinds) {
    SCOPED_TRACE(collide::BroadPhaseId(kind));
    CrowdWorld world(Settings(600), kind);
    for (int step = 0; step < 3; ++step) {
      world.Step();
    }
    const std::vector<collide::BodyPair> expected = PairsByHand(world.crowd());
    ASSERT_GT(expected.size(), 10u);  // a crowd with overlaps to find
    std::vector<collide::BodyPair> found = world.pairs();
    std::sort(found.begin(), found.end());
    EXPECT_EQ(found, expected);
    ASSERT_EQ(world.overlapping().size(), 600u);
    std::vector<uint8_t> marked(600, 0);
    for (const auto& [a, b] : expected) {
      marked[static_cast<std::size_t>(a)] = marked[static_cast<std::size_t>(b)] = 1;
    }
    EXPECT_EQ(world.overlapping(), marked);
    EXPECT_GE(world.candidates(), expected.size());
    const BruteForceComparison::Difference difference = BruteForceComparison().Compare(world);
    EXPECT_EQ(difference.missing, 0u);
    EXPECT_EQ(difference.extra, 0u);
  }
}

TEST(CrowdWorld, PairsAfterStepsAreThePairsByHandOfTheCrowdSteppedAsOften) {
  collide::SphereCrowd crowd(Settings(500));
  for (int step = 0; step < 7; ++step) {
    crowd.Step();
  }
  const std::vector<collide::BodyPair> expected = PairsByHand(crowd);
  ASSERT_GT(expected.size(), 5u);
  for (const collide::BroadPhaseKind kind : collide::kBroadPhaseKinds) {
    EXPECT_EQ(PairsAfter(Settings(500), 7, kind), expected) << collide::BroadPhaseId(kind);
  }
}

// The pairs whose bounding boxes overlap, by hand: brute force's
// candidates.
std::size_t BoxPairsByHand(const collide::SphereCrowd& crowd) {
  std::size_t count = 0;
  for (int i = 0; i < crowd.size(); ++i) {
    for (int j = i + 1; j < crowd.size(); ++j) {
      const collide::Vec3 d = glm::abs(crowd.position(i) - crowd.position(j));
      const double reach = crowd.radius(i) + crowd.radius(j);
      count += d.x <= reach && d.y <= reach && d.z <= reach ? 1 : 0;
    }
  }
  return count;
}

TEST(CrowdWorld, StepsOnAnyNumberOfThreadsFindTheSamePairsInTheSameOrder) {
  // 20,000 spheres: every pass of two threads' steps is split in two
  // (collide::kMinSliceItems), through fresh searches and kept pairs alike.
  collide::CrowdSettings settings;
  settings.count = 20'000;
  CrowdWorld one(settings, collide::BroadPhaseKind::kUniformGrid);
  CrowdWorld two(settings, collide::BroadPhaseKind::kUniformGrid);
  EXPECT_EQ(one.jobs(), 1);
  two.SetJobs(2);
  EXPECT_EQ(two.jobs(), 2);
  for (int step = 0; step < 12; ++step) {
    one.Step();
    two.Step();
    ASSERT_EQ(two.pairs().size(), one.pairs().size()) << "step " << step;
    for (std::size_t k = 0; k < one.pairs().size(); ++k) {
      ASSERT_EQ(two.pairs()[k], one.pairs()[k]) << "step " << step << ", pair " << k;
    }
  }
  two.SetJobs(0);
  EXPECT_EQ(two.jobs(), 1);
}

TEST(CrowdWorld, EachSearchCountsItsCandidatesAsTests) {
  CrowdWorld world(Settings(300), collide::BroadPhaseKind::kBruteForce);
  const std::size_t first = BoxPairsByHand(world.crowd());
  ASSERT_GT(first, 0u);
  EXPECT_EQ(world.candidates(), first);
  EXPECT_EQ(world.tests().count(), first);
  world.Step();
  const std::size_t second = BoxPairsByHand(world.crowd());
  EXPECT_EQ(world.candidates(), second);
  EXPECT_EQ(world.tests().count(), first + second);  // added up until the shell resets it
}

// The panel's mean broad-phase time counts the searches since the last
// reset or change of broad phase, up to the last kRecentSearches.
TEST(CrowdWorld, TheRecentBroadPhaseMeanCountsTheSearchesSinceAReset) {
  collide::CrowdSettings settings;
  settings.count = 300;
  CrowdWorld world(settings, collide::BroadPhaseKind::kUniformGrid);
  EXPECT_EQ(world.recent_searches(),
            1u);  // the first search, in the constructor
  for (int step = 0; step < 4; ++step) {
    world.Step();
  }
  EXPECT_EQ(world.recent_searches(), 5u);
  EXPECT_GT(world.recent_broadphase_ms(), 0.0);
  for (int step = 0; step < 100; ++step) {
    world.Step();
  }
  EXPECT_EQ(world.recent_searches(), CrowdWorld::kRecentSearches);
  world.SetBroadPhase(collide::BroadPhaseKind::kSortAndSweep);
  EXPECT_EQ(world.recent_searches(), 1u);
  EXPECT_DOUBLE_EQ(world.recent_broadphase_ms(), world.broadphase_ms());
  world.Reset(settings);
  EXPECT_EQ(world.recent_searches(), 1u);
}

}  // namespace
}  // namespace crowd_world_test
}  // namespace harness
