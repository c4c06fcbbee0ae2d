#include "collide/broad_phase/swept_box_grid.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace collide {
namespace swept_box_grid_test {
namespace {

bool Touch(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

Aabb RandomBox(std::mt19937& rng, double spread, double size) {
  std::uniform_real_distribution<double> at(-spread, spread);
  std::uniform_real_distribution<double> extent(0.0, size);
  const Vec3 low(at(rng), at(rng), at(rng));
  return {low, low + Vec3(extent(rng), extent(rng), extent(rng))};
}

// Every box that overlaps or touches the query, each once, and no other: by
// testing every box.
void ExpectQueryFindsExactly(const SweptBoxGrid& grid, const std::vector<Aabb>& boxes,
                             const Aabb& query) {
  std::vector<int> found;
  grid.Query(query, [&](int j) { found.push_back(j); });
  std::sort(found.begin(), found.end());
  std::vector<int> expected;
  for (int j = 0; j < static_cast<int>(boxes.size()); ++j) {
    if (Touch(boxes[j], query)) {
      expected.push_back(j);
    }
  }
  EXPECT_EQ(found, expected);
}

TEST(SweptBoxGrid, QueriesFindEveryOverlappingBoxOnceAsBoxesMove) {
  std::mt19937 rng(7);
  std::vector<Aabb> boxes;
  for (int i = 0; i < 500; ++i) {
    boxes.push_back(RandomBox(rng, 100.0, 12.0));
  }
  // A few much larger boxes (kept apart from the cells) and a point.
  boxes[3] = {{-50, -50, -50}, {60, 10, 10}};
  boxes[4] = {{0, 0, 0}, {0, 0, 0}};
  SweptBoxGrid grid;
  grid.Build(boxes);
  EXPECT_GE(grid.oversize_count(), 1);
  for (int round = 0; round < 200; ++round) {
    // Move a box: small moves, far moves (outside the grid's range) and
    // growth past the cell size.
    const int i = static_cast<int>(rng() % boxes.size());
    const int kind = round % 3;
    boxes[i] = kind == 0   ? RandomBox(rng, 100.0, 12.0)
               : kind == 1 ? RandomBox(rng, 1000.0, 12.0)
                           : RandomBox(rng, 100.0, 80.0);
    grid.Move(i, boxes[i]);
    EXPECT_EQ(grid.box(i).min, boxes[i].min);
    ExpectQueryFindsExactly(grid, boxes, RandomBox(rng, 110.0, 15.0));
    ExpectQueryFindsExactly(grid, boxes, boxes[i]);
  }
  // Touching counts: a query sharing only a face with box 4 (a point).
  ExpectQueryFindsExactly(grid, boxes, {{0, 0, 0}, {1, 1, 1}});
  // A query over everything.
  ExpectQueryFindsExactly(grid, boxes, {{-2000, -2000, -2000}, {2000, 2000, 2000}});
}

TEST(SweptBoxGrid, EmptyAndSingleBox) {
  SweptBoxGrid grid;
  grid.Build({});
  int visits = 0;
  grid.Query({{0, 0, 0}, {1, 1, 1}}, [&](int) { ++visits; });
  EXPECT_EQ(visits, 0);
  const std::vector<Aabb> one = {{{5, 5, 5}, {6, 6, 6}}};
  grid.Build(one);
  ExpectQueryFindsExactly(grid, one, {{6, 6, 6}, {7, 7, 7}});
  ExpectQueryFindsExactly(grid, one, {{6.5, 6, 6}, {7, 7, 7}});
}

}  // namespace
}  // namespace swept_box_grid_test
}  // namespace collide
