#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/motion/sphere_crowd.h"
#include "collide/parallel/worker_pool.h"

namespace collide {
namespace sphere_crowd_threads_test {
namespace {

// One crowd stepped as the benchmark and the sample step it: move, bounds,
// the grid's candidates, the exact test, all on a pool of `jobs` (or on no
// pool at all when jobs is 0). Every pass is split however small, so that
// small crowds exercise the slices too.
class CrowdRun {
 public:
  CrowdRun(const CrowdSettings& settings, int jobs)
      : pool_(jobs > 0 ? std::make_unique<WorkerPool>(jobs, 1) : nullptr), crowd_(settings) {
    grid_.SetWorkers(pool_.get());
    FindPairs();
  }
  void Step() {
    crowd_.Step(pool_.get());
    FindPairs();
  }
  const std::vector<Aabb>& bounds() const { return bounds_; }
  const std::vector<BodyPair>& candidates() const { return candidates_; }
  const std::vector<BodyPair>& pairs() const { return pairs_; }
  const SphereCrowd& crowd() const { return crowd_; }
  const UniformGrid& grid() const { return grid_; }

 private:
  void FindPairs() {
    crowd_.Bounds(&bounds_, pool_.get());
    grid_.Update(bounds_);
    grid_.FindPairs(&candidates_);
    crowd_.OverlappingPairs(candidates_, &pairs_, pool_.get());
  }
  std::unique_ptr<WorkerPool> pool_;
  SphereCrowd crowd_;
  UniformGrid grid_;
  std::vector<Aabb> bounds_;
  std::vector<BodyPair> candidates_;
  std::vector<BodyPair> pairs_;
};

// Count first, then element by element, so that a failure names the first
// pair that differs.
void ExpectSameList(const std::vector<BodyPair>& expected, const std::vector<BodyPair>& found,
                    const std::string& what) {
  ASSERT_EQ(found.size(), expected.size()) << what;
  for (size_t k = 0; k < expected.size(); ++k) {
    ASSERT_EQ(found[k], expected[k]) << what << ", pair " << k;
  }
}

bool SameBounds(const Aabb& a, const Aabb& b) {
  return a.min == b.min && a.max == b.max;
}

// The overlapping pairs by brute force, in long double: every pair i < j
// whose centres are no farther apart than the sum of the radii.
std::vector<BodyPair> BruteForcePairs(const SphereCrowd& crowd) {
  std::vector<BodyPair> pairs;
  for (int i = 0; i < crowd.size(); ++i) {
    for (int j = i + 1; j < crowd.size(); ++j) {
      long double d2 = 0.0L;
      for (int axis = 0; axis < 3; ++axis) {
        const long double d = static_cast<long double>(crowd.position(i)[axis]) -
                              static_cast<long double>(crowd.position(j)[axis]);
        d2 += d * d;
      }
      const long double reach =
          static_cast<long double>(crowd.radius(i)) + static_cast<long double>(crowd.radius(j));
      if (d2 <= reach * reach) {
        pairs.emplace_back(i, j);
      }
    }
  }
  return pairs;
}

struct Scenario {
  std::string name;
  CrowdSettings settings;
  int steps = 0;
};

CrowdSettings Crowd(int count, uint64_t seed) {
  CrowdSettings settings;
  settings.count = count;
  settings.seed = seed;
  return settings;
}

// Steps one crowd on no pool and on pools of 1, 2 and 8 jobs in lockstep;
// every step's bounds, candidates and pairs must be the one thread's, and
// the grid must have both searched afresh and filtered its kept pairs.
void ExpectSameOnEveryThreadCount(const Scenario& scenario, bool expect_reuse) {
  const std::vector<int> jobs = {0, 1, 2, 8};
  std::vector<std::unique_ptr<CrowdRun>> runs;
  for (const int j : jobs) {
    runs.push_back(std::make_unique<CrowdRun>(scenario.settings, j));
  }
  for (int step = 0; step <= scenario.steps; ++step) {
    if (step > 0) {
      for (auto& run : runs) {
        run->Step();
      }
    }
    const CrowdRun& reference = *runs[0];
    for (size_t r = 1; r < runs.size(); ++r) {
      const std::string what = scenario.name + ", jobs " + std::to_string(jobs[r]) + ", step " +
                               std::to_string(step) + " (rebuilds " +
                               std::to_string(runs[r]->grid().rebuilds()) + ")";
      ASSERT_EQ(runs[r]->bounds().size(), reference.bounds().size()) << what;
      for (size_t i = 0; i < reference.bounds().size(); ++i) {
        ASSERT_TRUE(SameBounds(runs[r]->bounds()[i], reference.bounds()[i]))
            << what << ", body " << i;
      }
      ExpectSameList(reference.candidates(), runs[r]->candidates(), what + ", candidates");
      ExpectSameList(reference.pairs(), runs[r]->pairs(), what + ", pairs");
      EXPECT_EQ(runs[r]->grid().rebuilds(), reference.grid().rebuilds()) << what;
    }
  }
  if (expect_reuse) {
    // Both kinds of step were compared: fresh searches over the grown
    // bounds (the first Update is one) and filters of the kept pairs.
    EXPECT_GE(runs[0]->grid().rebuilds(), 2u) << scenario.name;
    EXPECT_GE(runs[0]->grid().reuses(), 2u) << scenario.name;
  }
}

TEST(SphereCrowdThreads, PairsAreTheSameInTheSameOrderOnOneTwoAndEightThreads) {
  for (const uint64_t seed : {uint64_t{1}, uint64_t{20261124}, uint64_t{99}}) {
    ExpectSameOnEveryThreadCount({"1,000 seed " + std::to_string(seed), Crowd(1000, seed), 30},
                                 true);
  }
  ExpectSameOnEveryThreadCount({"20,000", Crowd(20'000, 7), 12}, true);
}

TEST(SphereCrowdThreads, FewerSpheresThanThreadsLeaveSlicesEmptyAndAgree) {
  for (const int count : {1, 2, 3, 7}) {
    ExpectSameOnEveryThreadCount({std::to_string(count) + " spheres", Crowd(count, 5), 10}, false);
  }
}

TEST(SphereCrowdThreads, MixedSizesSparseCrowdsAndFastCrowdsAgree) {
  // Radii over a factor 900: bodies too large to be listed.
  CrowdSettings mixed = Crowd(2000, 11);
  mixed.radius_spread = 30.0;
  ExpectSameOnEveryThreadCount({"spread 30", mixed, 12}, false);
  // A sparse crowd: the grid hashes its cells.
  CrowdSettings sparse = Crowd(2000, 12);
  sparse.fill = 2e-4;
  ExpectSameOnEveryThreadCount({"fill 0.0002", sparse, 12}, false);
  // Too fast for the skin: plain searches.
  CrowdSettings fast = Crowd(2000, 13);
  fast.max_speed = 2.0;
  ExpectSameOnEveryThreadCount({"speed 2", fast, 12}, false);
}

TEST(SphereCrowdThreads, TwoThreadsFindWhatBruteForceFinds) {
  for (const uint64_t seed : {uint64_t{3}, uint64_t{4}}) {
    CrowdRun run(Crowd(1500, seed), 2);
    for (int step = 0; step < 17; ++step) {
      run.Step();
    }
    std::vector<BodyPair> found = run.pairs();
    std::sort(found.begin(), found.end());
    const std::vector<BodyPair> expected = BruteForcePairs(run.crowd());
    ASSERT_GT(expected.size(), 100u);
    ExpectSameList(expected, found, "seed " + std::to_string(seed));
  }
}

}  // namespace
}  // namespace sphere_crowd_threads_test
}  // namespace collide
