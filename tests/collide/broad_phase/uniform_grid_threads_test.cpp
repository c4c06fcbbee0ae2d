// The uniform grid on a pool of threads (uniform_grid.h): the counting sort,
// the dense search and the filter of the kept pairs split by slices, which
// must give the pairs of one thread in the same order. Slices of a single
// item, so that small scenes are cut into many, and scenes that leave some
// slices' ranges of buckets empty.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "broad_phase_fixtures.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/parallel/worker_pool.h"

namespace collide {
namespace uniform_grid_threads_test {
namespace {

using testing::Box;
using testing::BruteForcePairs;
using testing::Cube;
using testing::RandomScene;
using testing::Sorted;

// Steps every scene through grids on no pool and on pools of 1, 2, 3 and 8
// jobs, frame by frame, moving each body a little between frames; each
// frame's pairs must be brute force's, in the same order on every pool.
void ExpectSameOnEveryPool(std::vector<Aabb> bounds, int frames, double move,
                           const std::string& name) {
  const std::vector<int> jobs = {1, 2, 3, 8};
  std::vector<std::unique_ptr<WorkerPool>> pools;
  std::vector<UniformGrid> grids(jobs.size() + 1);
  for (size_t p = 0; p < jobs.size(); ++p) {
    pools.push_back(std::make_unique<WorkerPool>(jobs[p], 1));
    grids[p + 1].SetWorkers(pools.back().get());
  }
  std::mt19937 rng(17);
  std::uniform_real_distribution<double> step(-move, move);
  for (int frame = 0; frame < frames; ++frame) {
    std::vector<BodyPair> reference;
    grids[0].Update(bounds);
    grids[0].FindPairs(&reference);
    const std::vector<BodyPair> expected = BruteForcePairs(bounds);
    ASSERT_EQ(Sorted(reference), expected) << name << ", frame " << frame;
    for (size_t p = 1; p < grids.size(); ++p) {
      const std::string what =
          name + ", jobs " + std::to_string(jobs[p - 1]) + ", frame " + std::to_string(frame);
      std::vector<BodyPair> pairs;
      grids[p].Update(bounds);
      grids[p].FindPairs(&pairs);
      ASSERT_EQ(pairs.size(), reference.size()) << what;
      for (size_t k = 0; k < reference.size(); ++k) {
        ASSERT_EQ(pairs[k], reference[k]) << what << ", pair " << k;
      }
    }
    for (Aabb& b : bounds) {
      const Vec3 d(step(rng), step(rng), step(rng));
      b = Box(b.min + d, b.max + d);
    }
  }
}

TEST(UniformGridThreads, DenseScenesGiveTheSamePairsInTheSameOrderOnEveryPool) {
  // Equal cubes moving slowly: rebuilds and reuses of the kept pairs.
  ExpectSameOnEveryPool(RandomScene(31, 3000, 40.0, 0.5, 0.5), 14, 0.03, "cubes");
  // Mixed sizes, with bodies too large to be listed.
  std::vector<Aabb> mixed = RandomScene(32, 2000, 30.0, 0.05, 2.0);
  mixed.push_back(Box({-1, -1, -1}, {31, 31, 31}));
  mixed.push_back(Box({5, 5, 5}, {20, 9, 25}));
  ExpectSameOnEveryPool(mixed, 6, 0.3, "mixed sizes");
}

TEST(UniformGridThreads, CrowdedBucketsLeaveSomeSlicesNothingToSort) {
  // Most bodies in one cell and the rest spread thin: the ranges of buckets
  // cut from a sample start at the same bucket, and some are empty.
  std::vector<Aabb> bounds = RandomScene(33, 200, 30.0, 0.5, 0.5);
  for (int i = 0; i < 600; ++i) {
    bounds.push_back(Cube(Vec3(10.1 + 0.001 * (i % 7), 10.2, 10.3), 0.5));
  }
  ExpectSameOnEveryPool(bounds, 3, 0.001, "crowded");
}

TEST(UniformGridThreads, SparseHashedScenesGiveTheSamePairsOnEveryPool) {
  std::vector<Aabb> bounds = RandomScene(34, 1500, 2000.0, 0.5, 2.0);
  bounds.push_back(Cube(Vec3(1000.0), 1.5));
  UniformGrid probe;
  probe.Update(bounds);
  ASSERT_FALSE(probe.dense());
  ExpectSameOnEveryPool(bounds, 3, 0.5, "sparse");
}

}  // namespace
}  // namespace uniform_grid_threads_test
}  // namespace collide
