// Shapes in an octree queried through the registry
// (harness/many_shapes/shape_octree.h), on a scene small enough to work by
// hand: which pairs touch, a ray's nearest hit, what a move changes, and
// brute force's counts.
#include "harness/many_shapes/shape_octree.h"

#include <gtest/gtest.h>

#include <vector>

namespace harness {
namespace shape_octree_test {
namespace {

using collide::Vec3;

// In [-10, 10]^3: spheres 0 and 1 of radius 1, 1.5 apart (touching);
// sphere 2 at (5, 5, 5) inside AABB 3 [4.5, 5.5]^3 (touching); AABB 4 far
// from everything.
ShapeOctree HandScene() {
  ShapeOctree shapes(collide::Aabb{Vec3(-10.0), Vec3(10.0)});
  EXPECT_EQ(shapes.Add(collide::Sphere{Vec3(0.0), 1.0}), 0u);
  EXPECT_EQ(shapes.Add(collide::Sphere{Vec3(1.5, 0.0, 0.0), 1.0}), 1u);
  EXPECT_EQ(shapes.Add(collide::Sphere{Vec3(5.0), 1.0}), 2u);
  EXPECT_EQ(shapes.Add(collide::Aabb{Vec3(4.5), Vec3(5.5)}), 3u);
  EXPECT_EQ(shapes.Add(collide::Aabb{Vec3(-9.0), Vec3(-8.0)}), 4u);
  return shapes;
}

TEST(ShapeOctree, TheTouchingPairsAreTheOnesWorkedByHandThroughTheTreeAndByBruteForce) {
  const ShapeOctree shapes = HandScene();
  const std::vector<ShapePair> expected{{0, 1}, {2, 3}};
  OctreeQueryCost cost;
  EXPECT_EQ(shapes.TouchingPairs(&cost), expected);
  EXPECT_EQ(shapes.TouchingPairsBruteForce(), expected);
  EXPECT_EQ(cost.brute_force_tests, 10u);  // 5 * 4 / 2
  EXPECT_EQ(shapes.tree().size(), 5u);
}

TEST(ShapeOctree, ARayHitsTheNearestShapeAtItsSurface) {
  const ShapeOctree shapes = HandScene();
  // Along +x from (-5, 0, 0): sphere 0's surface at x = -1, t = 4, before
  // sphere 1's at x = 0.5.
  const auto ray = collide::MakeRay(Vec3(-5.0, 0.0, 0.0), Vec3(1.0, 0.0, 0.0));
  ASSERT_TRUE(ray);
  OctreeQueryCost cost;
  const auto hit = shapes.Raycast(*ray, &cost);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->id, 0u);
  EXPECT_DOUBLE_EQ(hit->t, 4.0);
  EXPECT_EQ(cost.brute_force_tests, 5u);
  const auto brute = shapes.RaycastBruteForce(*ray);
  ASSERT_TRUE(brute);
  EXPECT_EQ(brute->id, 0u);
  EXPECT_DOUBLE_EQ(brute->t, 4.0);
  // Along -y from (5, 9, 5): sphere 2's top at y = 6 (t = 3), before the
  // top of AABB 3 inside it at y = 5.5 (t = 3.5).
  const auto down = collide::MakeRay(Vec3(5.0, 9.0, 5.0), Vec3(0.0, -1.0, 0.0));
  const auto box_hit = shapes.Raycast(*down);
  ASSERT_TRUE(box_hit);
  EXPECT_EQ(box_hit->id, 2u);
  EXPECT_DOUBLE_EQ(box_hit->t, 3.0);
  // Away from everything.
  const auto away = collide::MakeRay(Vec3(0.0, 9.0, 0.0), Vec3(0.0, 1.0, 0.0));
  EXPECT_EQ(shapes.Raycast(*away), std::nullopt);
  EXPECT_EQ(shapes.RaycastBruteForce(*away), std::nullopt);
}

TEST(ShapeOctree, AReplacedShapeIsFoundWhereItNowIs) {
  ShapeOctree shapes = HandScene();
  // Sphere 1 moved to (8, 8, 8): apart from sphere 0, and now hit by a ray
  // along +x through y = z = 8 from x = 0 at x = 7 (t = 7).
  shapes.Replace(1, collide::Sphere{Vec3(8.0), 1.0});
  EXPECT_EQ(shapes.TouchingPairs(), (std::vector<ShapePair>{{2, 3}}));
  const auto ray = collide::MakeRay(Vec3(0.0, 8.0, 8.0), Vec3(1.0, 0.0, 0.0));
  const auto hit = shapes.Raycast(*ray);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->id, 1u);
  EXPECT_DOUBLE_EQ(hit->t, 7.0);
  shapes.Clear();
  EXPECT_TRUE(shapes.shapes().empty());
  EXPECT_EQ(shapes.tree().size(), 0u);
  EXPECT_EQ(shapes.Add(collide::Sphere{Vec3(0.0), 1.0}), 0u);
}

}  // namespace
}  // namespace shape_octree_test
}  // namespace harness
