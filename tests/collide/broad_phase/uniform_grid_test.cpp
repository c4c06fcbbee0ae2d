// The uniform grid's own cases (uniform_grid.h): bodies set apart for being
// larger than the cells, the SSE2 stage a processor with AVX2 never runs,
// a sparse scene hashed into few buckets, and the pairs of grown bounds kept
// from frame to frame (the skin).
#include "collide/broad_phase/uniform_grid.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "broad_phase_fixtures.h"

namespace collide {
namespace uniform_grid_test {
namespace {

using testing::Box;
using testing::BruteForcePairs;
using testing::Cube;
using testing::ExpectWellFormed;
using testing::FindAll;
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

// Every body moved by a little each frame, in random directions: the pairs
// of the grown bounds are reused while every body stays inside its grown
// bounds, and rebuilt when one leaves. Each frame's pairs must be brute
// force's, on either path.
TEST(BroadPhaseUniformGrid, ReusesTheGrownPairsWhileEveryBodyStaysInsideItsSkin) {
  std::vector<Aabb> bounds = RandomScene(91, 1500, 30.0, 0.5, 0.5);
  std::mt19937 rng(92);
  std::uniform_real_distribution<double> step(-0.02, 0.02);
  UniformGrid grid;
  constexpr int kFrames = 120;
  for (int frame = 0; frame < kFrames; ++frame) {
    grid.Update(bounds);
    std::vector<BodyPair> pairs;
    grid.FindPairs(&pairs);
    ExpectWellFormed(pairs, bounds.size(), "frame");
    const std::vector<BodyPair> expected = BruteForcePairs(bounds);
    ASSERT_GT(expected.size(), 50u) << "frame " << frame;
    ASSERT_EQ(Sorted(pairs), expected) << "frame " << frame;
    for (Aabb& b : bounds) {
      const Vec3 move(step(rng), step(rng), step(rng));
      b = Box(b.min + move, b.max + move);
    }
  }
  // Cubes of edge 1, so cells of 1 for the bounds themselves, and a skin of
  // 0.15 (kSkinShare of that): a body moves at most 0.02 a frame per axis,
  // so it leaves its grown bounds 8 frames after a rebuild at the earliest,
  // and at least 7 reuses follow each rebuild but the last.
  EXPECT_DOUBLE_EQ(grid.skin(), 0.15);
  EXPECT_EQ(grid.rebuilds() + grid.reuses(), static_cast<size_t>(kFrames));
  EXPECT_GE(grid.rebuilds(), 2u);
  EXPECT_GE(grid.reuses(), 7 * (grid.rebuilds() - 1));
}

// Two cubes further apart than their two skins: one moves twice within its
// skin (the pairs are reused, still none), then past it onto the other
// (rebuilt, and the pair is found).
TEST(BroadPhaseUniformGrid, RebuildsWhenABodyLeavesItsSkin) {
  std::vector<Aabb> bounds = RandomScene(93, 300, 20.0, 0.5, 0.5);
  bounds.push_back(Cube(Vec3(40.0, 0.0, 0.0), 0.5));
  bounds.push_back(Cube(Vec3(42.0, 0.0, 0.0), 0.5));  // a gap of 1
  const size_t mover = bounds.size() - 2;
  UniformGrid grid;
  grid.Update(bounds);
  const double skin = grid.skin();
  ASSERT_GT(skin, 0.0);
  ASSERT_LT(2.0 * skin, 1.0);  // the grown cubes do not touch
  EXPECT_EQ(grid.rebuilds(), 1u);

  std::vector<BodyPair> pairs;
  for (const double share : {0.4, 0.9}) {
    bounds[mover] = Cube(Vec3(40.0 + share * skin, 0.0, 0.0), 0.5);
    pairs = Sorted(FindAll(grid, bounds));
    EXPECT_EQ(pairs, BruteForcePairs(bounds)) << share;
  }
  EXPECT_EQ(grid.reuses(), 2u);
  EXPECT_EQ(grid.rebuilds(), 1u);

  bounds[mover] = Cube(Vec3(41.0, 0.0, 0.0), 0.5);  // touches the other
  pairs = Sorted(FindAll(grid, bounds));
  EXPECT_EQ(grid.rebuilds(), 2u);
  const std::vector<BodyPair> expected = BruteForcePairs(bounds);
  ASSERT_EQ(std::count(expected.begin(), expected.end(),
                       BodyPair(static_cast<int>(mover), static_cast<int>(mover + 1))),
            1);
  EXPECT_EQ(pairs, expected);
}

// Bodies that jump about every frame leave their skins every time: after a
// rebuild with fewer than kMinReuses reuses, the grid searches without the
// skin for kPlainSpan frames, then tries it again. The pairs stay brute
// force's throughout, and a change in the number of bodies rebuilds.
TEST(BroadPhaseUniformGrid, SearchesWithoutTheSkinWhenBodiesJumpEveryFrame) {
  UniformGrid grid;
  constexpr int kFrames = 100;
  for (int frame = 0; frame < kFrames; ++frame) {
    const std::vector<Aabb> bounds =
        RandomScene(static_cast<uint32_t>(500 + frame), 800, 15.0, 0.3, 0.6);
    const std::vector<BodyPair> pairs = Sorted(FindAll(grid, bounds));
    ASSERT_EQ(pairs, BruteForcePairs(bounds)) << "frame " << frame;
  }
  EXPECT_EQ(grid.reuses(), 0u);
  // Frames 0 and 1 rebuild; frame 2 finds one rebuild without reuses and
  // turns to plain searches for frames 2 to 33; frame 34 rebuilds again and
  // frame 35 turns plain until 66, frame 67 rebuilds, 68 turns plain until
  // 99: rebuilds at frames 0, 1, 34, 67.
  EXPECT_EQ(grid.rebuilds(), 4u);

  std::vector<Aabb> fewer = RandomScene(600, 799, 15.0, 0.3, 0.6);
  UniformGrid fresh;
  FindAll(fresh, RandomScene(601, 800, 15.0, 0.3, 0.6));
  EXPECT_EQ(Sorted(FindAll(fresh, fewer)), BruteForcePairs(fewer));
  EXPECT_EQ(fresh.rebuilds(), 2u);
}

}  // namespace
}  // namespace uniform_grid_test
}  // namespace collide
