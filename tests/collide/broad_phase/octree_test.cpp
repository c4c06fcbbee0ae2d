// The octree (broad_phase/octree.h) against brute force: every pair, box
// query and ray cast equal to testing every object, on random scenes built
// to hit the cases where a tree goes wrong: objects touching a split plane
// from both sides (coordinates on a grid of halves, so ties are exact),
// objects crossing planes, objects outside the root's region, and objects
// that move and are re-inserted.
#include "collide/broad_phase/octree.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <utility>
#include <vector>

namespace collide {
namespace octree_test {
namespace {

using PairSet = std::set<std::pair<std::uint32_t, std::uint32_t>>;

// Boxes on a grid of halves with corners in [-reach/2, reach/2]^3 (the root
// is [-10, 10]^3, so at the default some lie partly or wholly outside), sizes
// 0 to 3.
std::vector<Aabb> RandomBoxes(std::size_t count, unsigned seed, int reach = 24) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> corner(-reach, reach - 2);
  std::uniform_int_distribution<int> size(0, 6);
  std::vector<Aabb> boxes;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec3 min(corner(rng) * 0.5, corner(rng) * 0.5, corner(rng) * 0.5);
    boxes.push_back({min, min + Vec3(size(rng) * 0.5, size(rng) * 0.5, size(rng) * 0.5)});
  }
  return boxes;
}

PairSet BrutePairs(const std::vector<Aabb>& boxes) {
  PairSet pairs;
  for (std::uint32_t i = 0; i < boxes.size(); ++i) {
    for (std::uint32_t j = i + 1; j < boxes.size(); ++j) {
      if (BoundsOverlap(boxes[i], boxes[j]))
        pairs.insert({i, j});
    }
  }
  return pairs;
}

PairSet TreePairs(const Octree& tree, std::size_t* count = nullptr) {
  const auto pairs = tree.Pairs();
  if (count != nullptr)
    *count = pairs.size();
  return PairSet(pairs.begin(), pairs.end());
}

Octree Build(const std::vector<Aabb>& boxes, OctreeOptions options = {}) {
  Octree tree({Vec3(-10), Vec3(10)}, options);
  for (std::uint32_t i = 0; i < boxes.size(); ++i)
    tree.Insert(i, boxes[i]);
  return tree;
}

TEST(Octree, PairsEqualBruteForceEachOnce) {
  for (unsigned seed = 1; seed <= 5; ++seed) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed);
    const std::vector<Aabb> boxes = RandomBoxes(400, seed);
    const Octree tree = Build(boxes, {.max_depth = 5, .split_at = 4});
    ASSERT_GT(tree.node_count(), 9u);  // it did split, more than once
    std::size_t found = 0;
    const PairSet pairs = TreePairs(tree, &found);
    EXPECT_EQ(found, pairs.size());  // no pair twice
    EXPECT_EQ(pairs, BrutePairs(boxes));
  }
}

TEST(Octree, BoxesTouchingASplitPlaneFromEitherSideArePaired) {
  // The root [-10, 10]^3 splits at 0. Nine small boxes on each side fill
  // both children past split_at; one pair touches at x = 0 exactly.
  std::vector<Aabb> boxes;
  for (int i = 0; i < 9; ++i) {
    boxes.push_back({Vec3(-2, i, 1), Vec3(-1.5, i + 0.25, 1.5)});
    boxes.push_back({Vec3(1.5, i, 1), Vec3(2, i + 0.25, 1.5)});
  }
  boxes.push_back({Vec3(-1, 5, 5), Vec3(0, 6, 6)});  // touches x = 0 from below
  boxes.push_back({Vec3(0, 5, 5), Vec3(1, 6, 6)});   // and from above
  const Octree tree = Build(boxes, {.max_depth = 4, .split_at = 4});
  const PairSet pairs = TreePairs(tree);
  EXPECT_TRUE(pairs.contains({18, 19}));
  EXPECT_EQ(pairs, BrutePairs(boxes));
}

TEST(Octree, BoxQueriesEqualBruteForceAndVisitFewerObjects) {
  const std::vector<Aabb> boxes = RandomBoxes(500, 11);
  const Octree tree = Build(boxes);
  const std::vector<Aabb> queries = RandomBoxes(50, 12);
  ASSERT_EQ(queries.size(), 50u);
  std::size_t tested = 0;
  for (const Aabb& query : queries) {
    OctreeStats stats;
    std::vector<std::uint32_t> found = tree.Query(query, &stats);
    std::sort(found.begin(), found.end());
    std::vector<std::uint32_t> expected;
    for (std::uint32_t i = 0; i < boxes.size(); ++i) {
      if (BoundsOverlap(boxes[i], query))
        expected.push_back(i);
    }
    EXPECT_EQ(found, expected);
    tested += stats.objects_tested;
  }
  // Where every box is inside the root, the tree prunes: fewer than half
  // the objects tested per query (boxes that cross a split plane stay high
  // in the tree and are tested by every query that passes their node).
  const std::vector<Aabb> inside = RandomBoxes(500, 13, 16);
  const Octree inside_tree = Build(inside);
  std::size_t inside_tested = 0;
  for (const Aabb& query : RandomBoxes(50, 14, 16)) {
    OctreeStats stats;
    inside_tree.Query(query, &stats);
    inside_tested += stats.objects_tested;
  }
  EXPECT_LT(inside_tested, 50u * inside.size() / 2);
  EXPECT_GT(tested, 0u);
}

TEST(Octree, RayCastsFindTheNearestHitAsBruteForceDoes) {
  const std::vector<Aabb> boxes = RandomBoxes(300, 21);
  const Octree tree = Build(boxes);
  std::mt19937 rng(22);
  std::uniform_real_distribution<double> coord(-14, 14);
  int hits = 0;
  for (int r = 0; r < 200; ++r) {
    const Ray ray =
        MakeRay({coord(rng), coord(rng), coord(rng)}, {coord(rng), coord(rng), coord(rng)}).value();
    const auto exact = [&](std::uint32_t id) { return RayEntersBox(ray, boxes[id]); };
    std::optional<OctreeHit> expected;
    for (std::uint32_t id = 0; id < boxes.size(); ++id) {
      const auto t = exact(id);
      if (t && (!expected || *t < expected->t))
        expected = OctreeHit{id, *t};
    }
    const auto found = tree.Raycast(ray, exact);
    ASSERT_EQ(found.has_value(), expected.has_value()) << "ray " << r;
    if (found) {
      EXPECT_EQ(found->t, expected->t) << "ray " << r;
      ++hits;
    }
  }
  EXPECT_GT(hits, 50);  // the rays do meet boxes
}

TEST(Octree, MovedObjectsAreFoundWhereTheyAreNow) {
  std::vector<Aabb> boxes = RandomBoxes(300, 31);
  Octree tree = Build(boxes, {.max_depth = 5, .split_at = 4});
  std::mt19937 rng(32);
  std::uniform_int_distribution<int> step(-2, 2);
  for (int frame = 0; frame < 20; ++frame) {
    for (std::uint32_t i = 0; i < boxes.size(); i += 3) {
      const Vec3 by(step(rng) * 0.5, step(rng) * 0.5, step(rng) * 0.5);
      boxes[i] = {boxes[i].min + by, boxes[i].max + by};
      tree.Move(i, boxes[i]);
    }
  }
  EXPECT_EQ(tree.size(), boxes.size());
  EXPECT_EQ(TreePairs(tree), BrutePairs(boxes));
}

TEST(Octree, RemovedObjectsAreGone) {
  const std::vector<Aabb> boxes = RandomBoxes(100, 41);
  Octree tree = Build(boxes);
  EXPECT_TRUE(tree.Remove(7));
  EXPECT_FALSE(tree.Remove(7));
  EXPECT_FALSE(tree.Remove(1000));
  EXPECT_EQ(tree.size(), 99u);
  for (const auto& [a, b] : tree.Pairs()) {
    EXPECT_NE(a, 7u);
    EXPECT_NE(b, 7u);
  }
}

TEST(RayEntersBox, SlabsWithTheOriginInsideParallelAndBehind) {
  const Aabb box{Vec3(1, -1, -1), Vec3(3, 1, 1)};
  EXPECT_EQ(RayEntersBox(MakeRay({0, 0, 0}, {1, 0, 0}).value(), box), 1.0);
  EXPECT_EQ(RayEntersBox(MakeRay({2, 0, 0}, {1, 0, 0}).value(), box), 0.0);  // inside
  EXPECT_FALSE(RayEntersBox(MakeRay({0, 2, 0}, {1, 0, 0}).value(), box));    // parallel, off
  EXPECT_EQ(RayEntersBox(MakeRay({0, 1, 0}, {1, 0, 0}).value(), box), 1.0);  // along a face
  EXPECT_FALSE(RayEntersBox(MakeRay({4, 0, 0}, {1, 0, 0}).value(), box));    // behind
}

}  // namespace
}  // namespace octree_test
}  // namespace collide
