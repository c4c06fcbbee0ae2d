// The octree sample's scene (samples/octree/octree_world.h): through the
// tree, the same touching pairs and nearest ray hits as testing every
// shape, on crowded scenes of every kind the sample holds (models too), as they move;
// and shapes kept inside the region.
#include "octree/octree_world.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "collide/mesh/model.h"

namespace octree_sample {
namespace octree_world_test {
namespace {

TEST(OctreeWorld, TouchingPairsThroughTheTreeEqualBruteForceAsShapesMove) {
  for (const unsigned seed : {1u, 2u}) {
    SCOPED_TRACE(::testing::Message() << "seed " << seed);
    OctreeWorld world({.count = 1200, .moving_share = 0.5, .seed = seed});
    for (int step = 0; step <= 90; ++step) {
      if (step % 30 == 0) {
        const auto brute = world.TouchingPairsBruteForce();
        ASSERT_GT(brute.size(), 20u);  // a crowded scene: many pairs touch
        // Models among them, each through its BVH: model and model too.
        const auto is_model = [&](std::uint32_t id) {
          return world.objects()[id].shape.kind() == collide::ShapeKindOf<collide::Model>::kValue;
        };
        EXPECT_GT(std::count_if(
                      brute.begin(), brute.end(),
                      [&](const ObjectPair& p) { return is_model(p.first) && is_model(p.second); }),
                  0);
        EXPECT_EQ(world.TouchingPairs(), brute) << "step " << step;
      }
      world.Step(1.0 / 30.0);
    }
  }
}

TEST(OctreeWorld, RayCastsThroughTheTreeFindTheNearestHitOfBruteForce) {
  OctreeWorld world({.count = 800, .moving_share = 0.3, .seed = 3});
  const std::vector<collide::Ray> rays = CheckRays();
  ASSERT_EQ(rays.size(), static_cast<std::size_t>(kCheckRays));
  int hits = 0;
  for (const collide::Ray& ray : rays) {
    QueryCost cost;
    const auto tree = world.Raycast(ray, &cost);
    const auto brute = world.RaycastBruteForce(ray);
    ASSERT_EQ(tree.has_value(), brute.has_value());
    if (tree) {
      EXPECT_EQ(tree->t, brute->t);
      ++hits;
    }
    EXPECT_LT(cost.tree.objects_tested, cost.brute_force_tests);
  }
  EXPECT_GT(hits, kCheckRays / 2);
}

TEST(OctreeWorld, MovingShapesStayInTheRegion) {
  OctreeWorld world({.count = 200, .moving_share = 1.0, .seed = 4});
  for (int step = 0; step < 600; ++step)
    world.Step(1.0 / 30.0);
  ASSERT_EQ(world.objects().size(), 200u);
  for (const OctreeObject& object : world.objects()) {
    const collide::Aabb bounds = collide::BoundsOf(object.shape).value();
    for (int axis = 0; axis < 3; ++axis) {
      // A step may overshoot a wall by at most one step's travel.
      EXPECT_GE(bounds.min[axis], -kHalfSize - 0.2);
      EXPECT_LE(bounds.max[axis], kHalfSize + 0.2);
    }
  }
}

}  // namespace
}  // namespace octree_world_test
}  // namespace octree_sample
