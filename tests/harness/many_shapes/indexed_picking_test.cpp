// Picking among many shapes named by their index
// (harness/many_shapes/indexed_picking.h): ids read back to indices, and the
// crowd's sphere on a ray checked against collide::Raycast on every sphere
// (the oracle). Moved here from the sphere-crowd sample's tests with the
// code; the sample's own use of it stays in sphere_crowd_pick_test.cpp.
#include "harness/many_shapes/indexed_picking.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

#include "collide/queries/raycast.h"

namespace harness {
namespace indexed_picking_test {
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

TEST(IndexedPicking, AnIdIsItsDigitsBelowTheCount) {
  EXPECT_EQ(IndexOfId("0", 1), 0u);
  EXPECT_EQ(IndexOfId("12", 13), 12u);
  EXPECT_EQ(IndexOfId("13", 13), std::nullopt);  // one past the last
  EXPECT_EQ(IndexOfId("0", 0), std::nullopt);    // nothing to name
  EXPECT_EQ(IndexOfId("", 5), std::nullopt);
  EXPECT_EQ(IndexOfId("-1", 5), std::nullopt);
  EXPECT_EQ(IndexOfId("+1", 5), std::nullopt);
  EXPECT_EQ(IndexOfId("1 ", 5), std::nullopt);
  EXPECT_EQ(IndexOfId("2/velocity", 5), std::nullopt);  // a handle, not a shape
}

TEST(IndexedPicking, TheFirstSphereOnARayIsTheOneEveryRaycastFindsNearest) {
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

TEST(IndexedPicking, AProxyNamesTheSphereAndCannotMove) {
  collide::CrowdSettings settings;
  settings.count = 20;
  const collide::SphereCrowd crowd(settings);
  const PickProxy proxy = CrowdProxy(crowd, 12);
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

}  // namespace
}  // namespace indexed_picking_test
}  // namespace harness
