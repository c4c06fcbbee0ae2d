// Sphere-crowd under the mouse: the sample answers the cursor's ray itself
// (Sample::PickAlongRay) with one pass over the crowd
// (harness/many_shapes/indexed_picking.h, tested in
// indexed_picking_test.cpp). Checked against collide::Raycast on every
// sphere (the oracle), through the sample: the tooltip's label, hover and
// selection drawn, nothing moves.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "collide/queries/raycast.h"
#include "sphere_crowd/sphere_crowd_sample.h"
#include "test_host.h"

namespace sphere_crowd {
namespace sphere_crowd_pick_test {
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

// A crowd names only the spheres under the cursor and selected; the view
// counts the others ("98 labels hidden").
TEST(SphereCrowdPick, OnlyTheHoveredAndSelectedSpheresAreNamed) {
  harness::testing::TestHost host;
  SphereCrowdSample sample(host);
  std::string error;
  ASSERT_TRUE(sample.SetBodyCount(100, &error)) << error;
  sample.Render();
  EXPECT_TRUE(host.recorded().labels.empty());
  EXPECT_EQ(host.recorded().labels_left_out, 100);
  sample.Select("7");
  sample.SetHovered("3");
  host.recorded().Clear();
  sample.Render();
  const auto& labels = host.recorded().labels;
  ASSERT_EQ(labels.size(), 2u);
  EXPECT_EQ(labels[0].text, "3");
  EXPECT_EQ(labels[1].text, "7");
  EXPECT_EQ(host.recorded().labels_left_out, 98);
  sample.SetHovered("7");  // the selected one, named once
  host.recorded().Clear();
  sample.Render();
  EXPECT_EQ(host.recorded().labels.size(), 1u);
  EXPECT_EQ(host.recorded().labels_left_out, 99);
}

}  // namespace
}  // namespace sphere_crowd_pick_test
}  // namespace sphere_crowd
