// A ray's nearest hit among a ShapeOctree's shapes explained
// (harness/many_shapes/octree_why.h): the walk through the tree traced, each
// step's sentence worked by hand on a tree of one cell, the hit deciding,
// brute force beside it with the same answer, and the words for what is not
// there.
#include "harness/many_shapes/octree_why.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace harness {
namespace octree_why_test {
namespace {

using collide::Vec3;

// In [-8, 8]^3, two shapes (no split: one cell): sphere 0 of radius 1 at
// (3, 0, 0), sphere 1 of radius 1 at (0, 5, 0). The ray from (-5, 0, 0)
// along +x meets sphere 0's bounds [2, 4] x [-1, 1]^2 at t = 7 and the
// sphere itself at x = 2, t = 7; sphere 1's bounds lie above it (y 4..6).
ShapeOctree TwoSpheres() {
  ShapeOctree shapes(collide::Aabb{Vec3(-8.0), Vec3(8.0)});
  shapes.Add(collide::Sphere{Vec3(3.0, 0.0, 0.0), 1.0});
  shapes.Add(collide::Sphere{Vec3(0.0, 5.0, 0.0), 1.0});
  return shapes;
}

OctreeRayQuestion Asked(std::optional<std::optional<double>> expected = std::nullopt) {
  return {"ray r", [](std::uint32_t id) { return "ball " + std::to_string(id); }, expected};
}

TEST(ExplainOctreeRay, EachCellAndShapeOfTheWalkAndTheHitDeciding) {
  const Why why = ExplainOctreeRay(TwoSpheres(), collide::Ray{Vec3(-5.0, 0.0, 0.0), Vec3(1, 0, 0)},
                                   Asked(std::optional<double>(7.0)));
  ASSERT_EQ(why.questions.size(), 1u);
  const WhyQuestion& question = why.questions[0];
  EXPECT_EQ(question.query, collide::Query::kHit);
  EXPECT_EQ(question.named_a, "ray r");
  EXPECT_EQ(question.expected, "hit at t = 7");
  ASSERT_EQ(question.algorithms.size(), 2u);
  const WhyAlgorithm& walk = question.algorithms[0];
  EXPECT_EQ(walk.id, "octree");
  EXPECT_TRUE(walk.traced);
  const auto& steps = walk.trace.steps();
  ASSERT_EQ(steps.size(), 3u);
  EXPECT_EQ(steps[0].text,
            "cell 0 (depth 0) [(-8.00, -8.00, -8.00) .. (8.00, 8.00, 8.00)]: entered; it holds 2 "
            "objects");
  EXPECT_EQ(steps[1].text,
            "object 0 [(2.00, -1.00, -1.00) .. (4.00, 1.00, 1.00)]: the ray meets its bounds at "
            "t = 7.00; its cast: hit at t = 7.00 (nearest so far)");
  EXPECT_EQ(steps[2].text,
            "object 1 [(-1.00, 4.00, -1.00) .. (1.00, 6.00, 1.00)]: the ray misses its bounds: "
            "skipped");
  EXPECT_EQ(walk.trace.deciding(), 1u);
  EXPECT_EQ(walk.verdict, "hit at t = 7 (ball 0, object 0)");
  const WhyAlgorithm& every = question.algorithms[1];
  EXPECT_EQ(every.id, "brute-force");
  EXPECT_FALSE(every.traced);
  EXPECT_TRUE(every.agrees_with_first);
  EXPECT_EQ(every.verdict, walk.verdict);
  // --explain's lines: the heading, the steps, the verdict last.
  const std::vector<std::string> lines = WhyLines(why);
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines.front().rfind("hit of ray r and nearest", 0), 0u) << lines.front();
  EXPECT_EQ(lines.back().rfind("verdict: octree: hit at t = 7 (ball 0, object 0)", 0), 0u)
      << lines.back();
}

TEST(ExplainOctreeRay, AMissAndOneAlgorithmAndOneThatIsNotThere) {
  // Along +z at x = y = 7: every bounds missed, no hit.
  const collide::Ray ray{Vec3(7.0, 7.0, -9.0), Vec3(0, 0, 1)};
  const Why why = ExplainOctreeRay(TwoSpheres(), ray, Asked(), std::string("octree"));
  ASSERT_EQ(why.questions.size(), 1u);
  ASSERT_EQ(why.questions[0].algorithms.size(), 1u);
  EXPECT_EQ(why.questions[0].algorithms[0].verdict, "miss");
  EXPECT_EQ(why.questions[0].expected, "");
  EXPECT_THROW(ExplainOctreeRay(TwoSpheres(), ray, Asked(), std::string("bvh")), WhyError);
}

}  // namespace
}  // namespace octree_why_test
}  // namespace harness
