// Sphere-crowd under the mouse: the sample answers the cursor's ray itself
// (Sample::PickAlongRay) with one pass over the crowd. Checked against
// collide::Raycast on every sphere (the oracle), and through the sample:
// the tooltip's label, hover and selection drawn, nothing moves.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "collide/queries/raycast.h"
#include "sphere_crowd/sphere_crowd_pick.h"
#include "sphere_crowd/sphere_crowd_sample.h"
#include "sphere_crowd/sphere_crowd_world.h"
#include "test_host.h"

namespace sphere_crowd {
namespace {

using collide::Vec3;

// The sphere every Raycast hits nearest, lowest index on a tie.
std::optional<int> Oracle(const collide::SphereCrowd& crowd, const collide::Ray& ray) {
  std::optional<int> best;
  double best_t = collide::kInfinity;
  for (int i = 0; i < crowd.size(); ++i) {
    const auto hit = collide::Raycast(ray, collide::Sphere{crowd.position(i), crowd.radius(i)});
    if (hit && hit->t < best_t) {
      best_t = hit->t;
      best = i;
    }
  }
  return best;
}

TEST(SphereCrowdPick, TheFirstSphereOnARayIsTheOneEveryRaycastFindsNearest) {
  collide::CrowdSettings settings;
  settings.count = 3000;
  settings.radius_spread = 4.0;
  settings.seed = 7;
  const collide::SphereCrowd crowd(settings);
  const double l = crowd.box_size();
  std::mt19937_64 random(11);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int hits = 0;
  constexpr int kRays = 400;
  for (int r = 0; r < kRays; ++r) {
    // From outside the box, inside it, and through a sphere's centre.
    const Vec3 origin = r % 2 == 0 ? Vec3(-0.5 * l, unit(random) * l, unit(random) * l)
                                   : Vec3(unit(random), unit(random), unit(random)) * l;
    const Vec3 aim = r % 3 == 0 ? crowd.position(r % crowd.size())
                                : Vec3(unit(random), unit(random), unit(random)) * l;
    const auto ray = collide::MakeRay(origin, aim - origin);
    ASSERT_TRUE(ray);
    const std::optional<int> expected = Oracle(crowd, *ray);
    EXPECT_EQ(FirstSphereOnRay(crowd, *ray), expected) << "ray " << r;
    hits += expected ? 1 : 0;
  }
  EXPECT_GT(hits, kRays / 4);  // the cases cover hits, not only misses
  // Pointing away from the box: nothing.
  const auto away = collide::MakeRay(Vec3(-1.0, 0.5 * l, 0.5 * l), Vec3(-1, 0, 0));
  EXPECT_EQ(FirstSphereOnRay(crowd, *away), std::nullopt);
}

TEST(SphereCrowdPick, AProxyNamesTheSphereAndCannotMove) {
  collide::CrowdSettings settings;
  settings.count = 20;
  const collide::SphereCrowd crowd(settings);
  const harness::PickProxy proxy = CrowdProxy(crowd, 12);
  EXPECT_EQ(proxy.id, "12");
  EXPECT_EQ(proxy.label, "sphere 12 (r 1.000)");  // spread 1: every radius 1
  EXPECT_EQ(proxy.center, crowd.position(12));
  EXPECT_FALSE(proxy.movable);
  EXPECT_FALSE(proxy.resizable);
  EXPECT_FALSE(proxy.rotatable);
  EXPECT_EQ(CrowdIndex(crowd, "12"), 12);
  EXPECT_EQ(CrowdIndex(crowd, "20"), std::nullopt);
  EXPECT_EQ(CrowdIndex(crowd, "1x"), std::nullopt);
  EXPECT_EQ(CrowdIndex(crowd, "-1"), std::nullopt);
}

TEST(SphereCrowdPick, TheSampleNamesTheSphereOnTheRayAndMovesNothing) {
  harness::testing::TestHost host;
  SphereCrowdSample sample(host);
  std::string error;
  ASSERT_TRUE(sample.SetBodyCount(100, &error)) << error;
  EXPECT_TRUE(sample.PickProxies().empty());  // answered by PickAlongRay
  // The sample's crowd, not yet stepped: its count, spread 1, its seed.
  collide::CrowdSettings settings;
  settings.count = 100;
  settings.seed = kSeed;
  const collide::SphereCrowd crowd(settings);
  const Vec3 origin(-10.0, -10.0, -10.0);
  const auto ray = collide::MakeRay(origin, crowd.position(5) - origin);
  const std::optional<int> expected = Oracle(crowd, *ray);
  ASSERT_TRUE(expected);
  const auto picked = sample.PickAlongRay(*ray, 0.0);
  ASSERT_TRUE(picked);
  EXPECT_EQ(picked->label, "sphere " + std::to_string(*expected) + " (r 1.000)");
  EXPECT_FALSE(picked->movable);
  EXPECT_EQ(sample.PickAlongRay(*collide::MakeRay(origin, Vec3(-1, 0, 0)), 0.0), std::nullopt);
  EXPECT_FALSE(sample.MoveShape("5", {1, 0, 0}));
  EXPECT_FALSE(sample.ResizeShape("5", 2.0));
  EXPECT_FALSE(sample.RotateShape("5", {0, 0, 1}, 1.0));
}

TEST(SphereCrowdPick, TheHoveredAndSelectedSpheresAreLitAndTheSelectedOneOutlined) {
  harness::testing::TestHost host;
  SphereCrowdSample sample(host);
  std::string error;
  ASSERT_TRUE(sample.SetBodyCount(100, &error)) << error;
  sample.Select("7");
  sample.SetHovered("3");
  sample.Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 101u);  // 100, and the selected one's outline
  EXPECT_TRUE(harness::testing::SameColor(spheres[100].color, harness::colors::kWhite));
  EXPECT_FLOAT_EQ(spheres[100].radius, 1.2f);
  EXPECT_EQ(spheres[100].center, spheres[7].center);
  const auto lit = [](const harness::Color& c) {
    return harness::testing::SameColor(c, harness::HoverColor(harness::colors::kRed)) ||
           harness::testing::SameColor(c, harness::HoverColor(harness::colors::kBlue));
  };
  EXPECT_TRUE(lit(spheres[3].color));
  EXPECT_TRUE(lit(spheres[7].color));
  EXPECT_FALSE(lit(spheres[4].color));
  sample.Select(std::nullopt);
  sample.Select("100");  // no such sphere: nothing selected
  host.recorded().Clear();
  sample.Render();
  EXPECT_EQ(host.recorded().spheres.size(), 100u);
}

}  // namespace
}  // namespace sphere_crowd
