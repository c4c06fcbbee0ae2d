// The octree sample (Scene management) in a window: what its tree finds is
// what the view shows. The expected colours come from testing every pair
// (the world's brute force, which octree_world_test holds the tree to), not
// from the tree the view is coloured by.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/static_shape.h"
#include "octree/octree_world.h"
#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_image.h"

namespace octree_window_test {
namespace {

using cli_testing::Image;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
// At 3 frames the moving shapes have moved at most 3 / 60 s at 4 units a
// second along each axis: 0.35 units.
constexpr int kFrames = 3;
constexpr double kMovedAtMost = 0.35;

struct Counts {
  int red = 0;
  int blue = 0;
};

Counts CountAround(const Image& image, const harness::Camera& camera, const collide::Vec3& world,
                   int reach) {
  glm::vec2 at;
  EXPECT_TRUE(camera.WorldToScreen(glm::vec3(world), &at));
  Counts counts;
  for (int y = static_cast<int>(at.y) - reach; y <= static_cast<int>(at.y) + reach; ++y) {
    for (int x = static_cast<int>(at.x) - reach; x <= static_cast<int>(at.x) + reach; ++x) {
      if (x >= 0 && y >= 0 && x < image.width && y < image.height) {
        counts.red += cli_testing::IsRed(image.At(x, y));
        counts.blue += cli_testing::IsBlue(image.At(x, y));
      }
    }
  }
  return counts;
}

// The sample's shapes at the start (its defaults: 300, seed 5): spheres
// that stay put, each with whether it touches a shape that stays (by
// testing every pair, not through the tree), and whether it is far from
// every shape, moving ones included.
struct StillSphere {
  collide::Sphere sphere;
  bool touches_still = false;
  bool far_from_all = true;
};

std::vector<StillSphere> StillSpheres(const octree_sample::OctreeWorld& world) {
  const auto& objects = world.objects();
  std::vector<bool> touches_still(objects.size(), false);
  for (const auto& [a, b] : world.TouchingPairsBruteForce()) {
    if (objects[a].velocity == collide::Vec3(0.0) && objects[b].velocity == collide::Vec3(0.0)) {
      touches_still[a] = true;
      touches_still[b] = true;
    }
  }
  std::vector<StillSphere> still;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const auto* sphere = objects[i].shape.As<collide::Sphere>();
    if (sphere == nullptr || objects[i].velocity != collide::Vec3(0.0)) {
      continue;
    }
    StillSphere s{*sphere, touches_still[i]};
    const collide::Aabb reach{sphere->center - (sphere->radius + 1.0),
                              sphere->center + (sphere->radius + 1.0)};
    for (std::size_t j = 0; j < objects.size(); ++j) {
      if (j != i) {
        s.far_from_all &=
            !collide::BoundsOverlap(reach, collide::BoundsOf(objects[j].shape).value());
      }
    }
    still.push_back(s);
  }
  return still;
}

TEST(OctreeWindow, SpheresTouchingAnotherAreRedAndOnesFarFromAllBlue) {
  REQUIRE_DISPLAY();
  const std::string png = ::testing::TempDir() + "/octree.png";
  const auto run = cli_testing::RunApp({"--sample", "octree", "--frames", std::to_string(kFrames),
                                        "--width", std::to_string(kWidth), "--height",
                                        std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = cli_testing::LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera = cli_testing::CameraAfterFrames("octree", kWidth, kHeight, kFrames);
  static_assert(kMovedAtMost < 1.0, "far_from_all keeps a unit's margin");
  const octree_sample::OctreeWorld world;
  int red = 0;
  int blue = 0;
  for (const StillSphere& s : StillSpheres(world)) {
    // A sphere's wires cross its centre's neighbourhood; another shape
    // drawn in front may hide them, so most, not all, must read right.
    const Counts c = CountAround(image, camera, s.sphere.center, 6);
    if (s.touches_still) {
      red += c.red > c.blue ? 1 : -1;
    } else if (s.far_from_all) {
      blue += c.blue > c.red ? 1 : -1;
    }
  }
  EXPECT_GE(red, 3);
  EXPECT_GE(blue, 5);
}

}  // namespace
}  // namespace octree_window_test
