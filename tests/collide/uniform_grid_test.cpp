// The uniform grid's own cases (uniform_grid.h): bodies set apart for being
// larger than the cells, the SSE2 stage a processor with AVX2 never runs,
// and a sparse scene hashed into few buckets.
#include "collide/uniform_grid.h"

#include <gtest/gtest.h>

#include <vector>

#include "broad_phase_fixtures.h"

namespace collide {
namespace {

using testing::Box;
using testing::BruteForcePairs;
using testing::ExpectWellFormed;
using testing::RandomScene;
using testing::Sorted;

TEST(BroadPhaseUniformGrid, SetsApartBodiesLargerThanTheCells) {
  UniformGrid grid;
  // Cubes of edge 1, and one large box.
  std::vector<Aabb> bounds = RandomScene(61, 500, 40.0, 0.5, 0.5);
  bounds.push_back(Box({-1, -1, -1}, {41, 41, 41}));
  grid.Update(bounds);
  EXPECT_GT(grid.cell_size(), 0.5);
  EXPECT_LT(grid.cell_size(), 3.0);
  EXPECT_EQ(grid.oversize_count(), 1u);
  std::vector<BodyPair> pairs;
  grid.FindPairs(&pairs);
  EXPECT_EQ(Sorted(pairs), BruteForcePairs(bounds));
}

// The grid's SSE2 stage, which a processor with AVX2 never runs, on the
// scenes that stress the float test: random sizes, a lattice of cubes that
// only touch, gaps and touches below a float's resolution, and coordinates
// near a million.
TEST(BroadPhaseUniformGrid, BaselineStageMatchesBruteForce) {
  std::vector<std::vector<Aabb>> scenes;
  scenes.push_back(RandomScene(81, 2000, 25.0, 0.3, 1.2));
  scenes.push_back(RandomScene(82, 1500, 30.0, 0.05, 2.0));
  std::vector<Aabb> lattice;
  for (int i = 0; i < 6 * 6 * 6; ++i) {
    const Vec3 low(i % 6, i / 6 % 6, i / 36);
    lattice.push_back(Box(low, low + Vec3(1.0)));
  }
  scenes.push_back(lattice);
  std::vector<Aabb> hairs;
  for (int k = 0; k < 10; ++k) {
    const double edge = 1000.0 + 1.0 / 3.0 + k / 7.0;
    const Vec3 low(edge - 1.0, 3.0 * k, 0.0);
    hairs.push_back(Box(low, Vec3(edge, low.y + 1.0, 1.0)));
    const double next = k % 2 == 0 ? edge : edge + 1e-9;
    hairs.push_back(Box(Vec3(next, low.y, 0.0), Vec3(next + 1.0, low.y + 1.0, 1.0)));
  }
  scenes.push_back(hairs);
  std::vector<Aabb> far = RandomScene(83, 1000, 20.0, 0.4, 1.0);
  for (Aabb& b : far) {
    b = Box(b.min + Vec3(1e6, -1e6, 1e6), b.max + Vec3(1e6, -1e6, 1e6));
  }
  scenes.push_back(far);
  ASSERT_EQ(scenes.size(), 5u);
  for (size_t i = 0; i < scenes.size(); ++i) {
    UniformGrid baseline(UniformGrid::Stage::kBaseline);
    EXPECT_FALSE(baseline.uses_avx2());
    const std::vector<BodyPair> expected = BruteForcePairs(scenes[i]);
    EXPECT_FALSE(expected.empty()) << "scene " << i;
    baseline.Update(scenes[i]);
    EXPECT_TRUE(baseline.dense()) << "scene " << i;
    std::vector<BodyPair> pairs;
    baseline.FindPairs(&pairs);
    ExpectWellFormed(pairs, scenes[i].size(), "baseline");
    EXPECT_EQ(Sorted(pairs), expected) << "scene " << i;
  }
}

// Clusters far apart leave most cells empty: the cells are hashed into few
// buckets, and neighbours sharing a bucket must still be told apart.
TEST(BroadPhaseUniformGrid, HashesASparseScene) {
  std::vector<Aabb> bounds;
  for (int cluster = 0; cluster < 4; ++cluster) {
    std::vector<Aabb> part = RandomScene(70 + cluster, 400, 15.0, 0.3, 0.8);
    const Vec3 offset(cluster * 1e5, (cluster % 2) * -3e5, cluster * 7e4);
    for (Aabb& b : part) {
      bounds.push_back(Box(b.min + offset, b.max + offset));
    }
  }
  UniformGrid grid;
  grid.Update(bounds);
  EXPECT_FALSE(grid.dense());
  EXPECT_LE(grid.bucket_count(), 4096u);
  std::vector<BodyPair> pairs;
  grid.FindPairs(&pairs);
  ExpectWellFormed(pairs, bounds.size(), "sparse");
  const std::vector<BodyPair> expected = BruteForcePairs(bounds);
  ASSERT_GT(expected.size(), 100u);
  EXPECT_EQ(Sorted(pairs), expected);
  // A dense scene for contrast.
  grid.Update(RandomScene(75, 400, 15.0, 0.3, 0.8));
  EXPECT_TRUE(grid.dense());
}

}  // namespace
}  // namespace collide
