#include "collide/motion/sphere_crowd.h"

#include <gtest/gtest.h>

#include <cmath>

namespace collide {
namespace sphere_crowd_test {
namespace {

// 1,000 unit spheres fill 10%: L^3 = 1000 * (4/3) pi / 0.1 = 41,887.9; by
// hand 34.73^3 = 41,890.3, so L = 34.7293 to four places.
TEST(SphereCrowd, TheBoxIsSizedSoUnitSpheresFillATenthOfIt) {
  CrowdSettings settings;
  settings.count = 1000;
  const SphereCrowd crowd(settings);
  EXPECT_NEAR(crowd.box_size(), 34.7293, 1e-3);
  EXPECT_NEAR(CrowdBoxSize(8.0, 1.0), 2.0, 1e-12);
}

TEST(SphereCrowd, DefaultMotionStartsInsideWithSpeedsInRange) {
  CrowdSettings settings;
  settings.count = 500;
  const SphereCrowd crowd(settings);
  ASSERT_EQ(crowd.size(), 500);
  const double l = crowd.box_size();
  for (int i = 0; i < crowd.size(); ++i) {
    EXPECT_EQ(crowd.radius(i), 1.0);
    for (int axis = 0; axis < 3; ++axis) {
      EXPECT_GE(crowd.position(i)[axis], 1.0);
      EXPECT_LE(crowd.position(i)[axis], l - 1.0);
      EXPECT_LE(std::abs(crowd.velocity(i)[axis]), 0.05);
    }
  }
}

TEST(SphereCrowd, TheSameSeedGivesTheSameCrowdAndAnotherADifferentOne) {
  CrowdSettings settings;
  settings.count = 50;
  const SphereCrowd a(settings);
  const SphereCrowd b(settings);
  settings.seed += 1;
  const SphereCrowd c(settings);
  ASSERT_EQ(a.size(), 50);
  for (int i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a.position(i), b.position(i));
    EXPECT_EQ(a.velocity(i), b.velocity(i));
  }
  EXPECT_NE(a.position(0), c.position(0));
}

TEST(SphereCrowd, WallsReflectTheVelocityAndKeepEverySphereInside) {
  CrowdSettings settings;
  settings.count = 200;
  settings.max_speed = 2.0;  // many wall hits in a few steps
  SphereCrowd crowd(settings);
  const SphereCrowd start(settings);
  const double l = crowd.box_size();
  int reflections = 0;
  for (int step = 0; step < 100; ++step) {
    crowd.Step();
  }
  ASSERT_EQ(crowd.steps(), 100);
  for (int i = 0; i < crowd.size(); ++i) {
    for (int axis = 0; axis < 3; ++axis) {
      const double p = crowd.position(i)[axis];
      EXPECT_GE(p, 1.0);
      EXPECT_LE(p, l - 1.0);
      // Only the sign of a component ever changes.
      EXPECT_EQ(std::abs(crowd.velocity(i)[axis]), std::abs(start.velocity(i)[axis]));
      reflections += crowd.velocity(i)[axis] != start.velocity(i)[axis];
    }
  }
  EXPECT_GT(reflections, 0);
}

TEST(SphereCrowd, RadiusSpreadStaysWithinRadiusOverSpreadAndTimesSpread) {
  CrowdSettings settings;
  settings.count = 1000;
  settings.radius_spread = 10.0;
  const SphereCrowd crowd(settings);
  double smallest = 1e9;
  double largest = 0.0;
  for (int i = 0; i < crowd.size(); ++i) {
    smallest = std::min(smallest, crowd.radius(i));
    largest = std::max(largest, crowd.radius(i));
  }
  EXPECT_GE(smallest, 0.1);
  EXPECT_LE(largest, 10.0);
  // Log-uniform over two decades: both ends are reached within a factor 1.5.
  EXPECT_LT(smallest, 0.15);
  EXPECT_GT(largest, 6.6);
}

TEST(SphereCrowd, OverlapIsTheSphereRuleWithTouchingCounted) {
  CrowdSettings settings;
  settings.count = 300;
  settings.fill = 0.3;
  const SphereCrowd crowd(settings);
  std::vector<BodyPair> every;
  for (int i = 0; i < crowd.size(); ++i) {
    for (int j = i + 1; j < crowd.size(); ++j) {
      every.emplace_back(i, j);
    }
  }
  std::vector<BodyPair> pairs;
  crowd.OverlappingPairs(every, &pairs);
  size_t expected = 0;
  for (const auto& [i, j] : every) {
    expected += glm::length(crowd.position(i) - crowd.position(j)) <= 2.0 ? 1 : 0;
  }
  EXPECT_GT(expected, 0u);
  EXPECT_EQ(pairs.size(), expected);
}

TEST(SphereCrowd, OutOfRangeSettingsAreClamped) {
  CrowdSettings settings;
  settings.count = -5;
  settings.fill = std::nan("");
  settings.radius_spread = 0.5;
  const SphereCrowd crowd(settings);
  EXPECT_EQ(crowd.size(), SphereCrowd::kMinCount);
  EXPECT_EQ(crowd.settings().fill, 0.1);
  EXPECT_EQ(crowd.settings().radius_spread, 1.0);
}

}  // namespace
}  // namespace sphere_crowd_test
}  // namespace collide
