// The octree's ray cast explains itself: each cell entered or skipped, each
// object's bounds met or missed and its exact cast, in the order the walk
// takes them, worked by hand on a tree of nine cells; and a traced cast
// answers, to the bit, what the untraced one answers.

#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/broad_phase/octree.h"
#include "collide/trace/trace.h"
#include "trace_fixtures.h"

namespace collide {
namespace octree_trace_test {
namespace {

using testing::StepTexts;

// The cube [0, 8]^3 split once (a cell splits above one object): object 1
// in cell 1 (the child below the midpoint 4 on every axis), object 2 in
// cell 2 (above it in x), and object 3, across x = 4, kept in the root.
struct Scene {
  std::map<std::uint32_t, Aabb> boxes{{1, Aabb{{1, 1, 1}, {2, 2, 2}}},
                                      {2, Aabb{{5, 1, 1}, {6, 2, 2}}},
                                      {3, Aabb{{3, 1, 1}, {5, 2, 2}}}};
  Octree tree{Aabb{{0, 0, 0}, {8, 8, 8}}, OctreeOptions{1, 1}};

  Scene() {
    for (const auto& [id, box] : boxes) {
      tree.Insert(id, box);
    }
  }
  // The exact cast of an object: its box's.
  std::function<std::optional<double>(std::uint32_t)> Cast(const Ray& ray) const {
    return [this, ray](std::uint32_t id) { return RayEntersBox(ray, boxes.at(id)); };
  }
};

TEST(OctreeTrace, TheNearerCellsHitSkipsTheFartherCell) {
  // Along x at y = z = 1.5 from x = -1: the root's object 3 is hit at
  // t = 4; the children met are cell 1 (x from 0: t = 1) and cell 2 (x
  // from 4: t = 5); in cell 1 object 1 is hit at t = 2, nearer; cell 2,
  // entered at 5 > 2, is skipped.
  const Scene scene;
  ASSERT_EQ(scene.tree.node_count(), 9u);
  const Ray ray{{-1, 1.5, 1.5}, {1, 0, 0}};
  Trace trace;
  const auto hit = scene.tree.Raycast(ray, scene.Cast(ray), trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_EQ(hit->id, 1u);
  EXPECT_EQ(hit->t, 2.0);
  const std::vector<std::string> expected = {
      "cell 0 (depth 0) [(0, 0, 0) .. (8.00, 8.00, 8.00)]: entered; it holds 1 object",
      "object 3 [(3.00, 1.00, 1.00) .. (5.00, 2.00, 2.00)]: the ray meets its bounds at t = 4.00; "
      "its cast: hit at t = 4.00 (nearest so far)",
      "cell 0's children: the ray meets cell 1 at t = 1.00, cell 2 at t = 5.00 (nearest first)",
      "cell 1 (depth 1) [(0, 0, 0) .. (4.00, 4.00, 4.00)]: entered; it holds 1 object",
      "object 1 [(1.00, 1.00, 1.00) .. (2.00, 2.00, 2.00)]: the ray meets its bounds at t = 2.00; "
      "its cast: hit at t = 2.00 (nearest so far)",
      "cell 2: the ray enters it at t = 5.00, beyond the nearest hit so far (t = 2.00): skipped, "
      "and the farther ones with it"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_EQ(trace.steps()[4].topic, "object 1");
  EXPECT_EQ(trace.steps()[4].finding, "hit");
  EXPECT_EQ(trace.steps()[5].finding, "skipped");
  ASSERT_EQ(trace.steps()[5].marks.size(), 1u);
  const auto& skipped = std::get<BoxMark>(trace.steps()[5].marks[0]);
  EXPECT_FALSE(skipped.entered);
  EXPECT_EQ(skipped.min, Vec3(4, 0, 0));
  EXPECT_EQ(skipped.max, Vec3(8, 4, 4));
}

TEST(OctreeTrace, ARayPastEveryObjectEntersItsCellsAndHitsNothing) {
  // Along x at y = z = 6: it misses object 3's bounds, meets cells 7
  // (x < 4, y and z > 4: child 6) at t = 1 and 8 at t = 5, both empty.
  const Scene scene;
  const Ray ray{{-1, 6, 6}, {1, 0, 0}};
  Trace trace;
  EXPECT_FALSE(scene.tree.Raycast(ray, scene.Cast(ray), trace).has_value());
  const std::vector<std::string> expected = {
      "cell 0 (depth 0) [(0, 0, 0) .. (8.00, 8.00, 8.00)]: entered; it holds 1 object",
      "object 3 [(3.00, 1.00, 1.00) .. (5.00, 2.00, 2.00)]: the ray misses its bounds: skipped",
      "cell 0's children: the ray meets cell 7 at t = 1.00, cell 8 at t = 5.00 (nearest first)",
      "cell 7 (depth 1) [(0, 4.00, 4.00) .. (4.00, 8.00, 8.00)]: entered; it holds 0 objects",
      "cell 8 (depth 1) [(4.00, 4.00, 4.00) .. (8.00, 8.00, 8.00)]: entered; it holds 0 objects",
      "no object hit: the ray misses them all"};
  ASSERT_EQ(trace.steps().size(), expected.size());
  EXPECT_EQ(StepTexts(trace), expected);
  EXPECT_EQ(trace.deciding(), 5u);
  EXPECT_TRUE(trace.steps()[5].deciding);
  EXPECT_EQ(trace.steps()[5].finding, "miss");
  EXPECT_EQ(trace.steps()[1].finding, "skipped");
}

TEST(OctreeTrace, TracedCastsAnswerAsUntracedCastsToTheBit) {
  // 120 random boxes in [-10, 10]^3, cells split above four objects.
  std::mt19937 rng(538);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> size(0.05, 1.0);
  std::map<std::uint32_t, Aabb> boxes;
  Octree tree(Aabb{Vec3(-10), Vec3(10)}, OctreeOptions{5, 4});
  for (std::uint32_t id = 0; id < 120; ++id) {
    const Vec3 centre = 10.0 * Vec3(unit(rng), unit(rng), unit(rng));
    const Vec3 half(size(rng), size(rng), size(rng));
    boxes[id] = Aabb{centre - half, centre + half};
    tree.Insert(id, boxes[id]);
  }
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Vec3 from = 14.0 * Vec3(unit(rng), unit(rng), unit(rng));
    const std::optional<Ray> ray =
        MakeRay(from, 8.0 * Vec3(unit(rng), unit(rng), unit(rng)) - from);
    ASSERT_TRUE(ray.has_value());
    const auto cast = [&](std::uint32_t id) { return RayEntersBox(*ray, boxes.at(id)); };
    Trace trace;
    OctreeStats traced_cost;
    OctreeStats untraced_cost;
    const auto traced = tree.Raycast(*ray, cast, trace, &traced_cost);
    const auto untraced = tree.Raycast(*ray, cast, &untraced_cost);
    ASSERT_EQ(traced.has_value(), untraced.has_value()) << i;
    if (traced) {
      ASSERT_EQ(traced->id, untraced->id) << i;
      ASSERT_EQ(std::memcmp(&traced->t, &untraced->t, sizeof(double)), 0) << i;
      ++hits;
    }
    ASSERT_EQ(traced_cost.nodes_visited, untraced_cost.nodes_visited);
    ASSERT_EQ(traced_cost.objects_tested, untraced_cost.objects_tested);
    ASSERT_FALSE(trace.empty());
    const TraceStep& deciding = trace.steps()[trace.deciding()];
    EXPECT_EQ(deciding.topic,
              traced ? "object " + std::to_string(traced->id) : std::string("no object"));
  }
  EXPECT_GT(hits, 2000);
  EXPECT_LT(hits, 9500);
}

}  // namespace
}  // namespace octree_trace_test
}  // namespace collide
