#include "collide/shapes/sphere.h"

#include <gtest/gtest.h>

namespace collide {
namespace sphere_test {
namespace {

TEST(SphereSphere, TouchingSpheresIntersect) {
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0}, 2}, Sphere{{0, -3, 0}, 1}));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0}, 0.5}, Sphere{{1, 0, 0}, 0.5}));
}

TEST(SphereSphere, SeparatedByAHairDoNotIntersect) {
  EXPECT_FALSE(Intersects(Sphere{{0, 0, 0}, 2}, Sphere{{0, 3.5, 0}, 1}));
  EXPECT_FALSE(Intersects(Sphere{{0, 0, 0}, 1}, Sphere{{2.000001, 0, 0}, 1}));
}

TEST(SphereSphere, ContainedSphereIntersects) {
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0}, 10}, Sphere{{1, 1, 1}, 0.1}));
  EXPECT_TRUE(Intersects(Sphere{{1, 1, 1}, 0.1}, Sphere{{0, 0, 0}, 10}));
}

TEST(SphereSphere, ZeroRadiusSpheresArePoints) {
  EXPECT_TRUE(Intersects(Sphere{{1, 2, 3}, 0}, Sphere{{1, 2, 3}, 0}));
  EXPECT_FALSE(Intersects(Sphere{{1, 2, 3}, 0}, Sphere{{1, 2, 3.001}, 0}));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 1}, 0}, Sphere{{0, 0, 0}, 1}));
}

TEST(SphereSphere, FarApartSpheresDoNotIntersect) {
  EXPECT_FALSE(Intersects(Sphere{{-1e6, 0, 0}, 5}, Sphere{{1e6, 0, 0}, 5}));
}

TEST(SphereSphere, SphereIntersectsItself) {
  const Sphere s{{4, -2, 7}, 3};
  EXPECT_TRUE(Intersects(s, s));
}

TEST(SphereSphere, IsSymmetric) {
  const Sphere spheres[] = {{{0, 0, 0}, 2}, {{0, 3.5, 0}, 1}, {{0, -3, 0}, 1},
                            {{1, 0, 0}, 1}, {{5, 5, 5}, 0},   {{2.5, 2.5, 2.5}, 4.33}};
  for (const Sphere& a : spheres) {
    for (const Sphere& b : spheres) {
      EXPECT_EQ(Intersects(a, b), Intersects(b, a));
    }
  }
}

// The seed chapter's unit test: 4 spheres, all 16 ordered pairs row-major.
TEST(SphereSphere, SeedUnitTestTable) {
  const Sphere spheres[] = {{{0, 0, 0}, 2}, {{0, 3.5, 0}, 1}, {{0, -3, 0}, 1}, {{1, 0, 0}, 1}};
  const bool expected[] = {true, false, true, true,  false, true,  false, false,
                           true, false, true, false, true,  false, false, true};
  int t = 0;
  for (int i = 0; i < 4; ++i) {
    for (int j = 0; j < 4; ++j) {
      EXPECT_EQ(Intersects(spheres[i], spheres[j]), expected[t++]) << "pair " << i << ", " << j;
    }
  }
}

}  // namespace
}  // namespace sphere_test
}  // namespace collide
