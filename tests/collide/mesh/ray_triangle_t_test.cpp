// The BVH's exact ray-triangle test (collide/mesh/ray_triangle_t.h) by hand:
// rays a hair outside each edge miss, a hair inside hit. The BVH tests
// compare the BVH against this very function, so a fault in it would pass
// them; here the answers come from the geometry alone.
#include "collide/mesh/ray_triangle_t.h"

#include <gtest/gtest.h>

#include <limits>
#include <vector>

namespace collide {
namespace ray_triangle_t_test {
namespace {

// The triangle a = (0,0,0), b = (4,0,0), c = (0,4,0) (size 4), as the test
// takes it: a corner and its two edges. With a at the origin, u (along b -
// a) is x / 4 and v (along c - a) is y / 4. A ray straight down from z = 3
// at x = -4 eps has u = -eps, at y = -4 eps v = -eps, and at x = y = 2 + 4
// eps u + v = 1 + 2 eps: each must miss, however small eps; the same
// distance inside hits at t = 3.
struct EdgeRay {
  const char* where;
  Vec3 origin;
  bool hits;
};

std::vector<EdgeRay> RaysByTheEdges(double eps) {
  const double d = 4.0 * eps;
  return {
      {"outside edge a-c (u < 0)", {-d, 1, 3}, false},
      {"inside edge a-c", {d, 1, 3}, true},
      {"outside edge a-b (v < 0)", {1, -d, 3}, false},
      {"inside edge a-b", {1, d, 3}, true},
      {"outside edge b-c (u + v > 1)", {2 + d, 2 + d, 3}, false},
      {"inside edge b-c", {2 - d, 2 - d, 3}, true},
      {"outside corner a", {-d, -d, 3}, false},
  };
}

TEST(RayTriangleT, AHairOutsideAnEdgeMissesAndAHairInsideHits) {
  const Vec3 a(0, 0, 0);
  const Vec3 edge1(4, 0, 0);
  const Vec3 edge2(0, 4, 0);
  const double no_limit = std::numeric_limits<double>::infinity();
  for (const double eps : {1e-6, 1e-9}) {
    const std::vector<EdgeRay> rays = RaysByTheEdges(eps);
    ASSERT_EQ(rays.size(), 7u);
    for (const EdgeRay& ray : rays) {
      SCOPED_TRACE(::testing::Message() << ray.where << ", eps " << eps);
      const std::optional<double> t =
          RayTriangleT(ray.origin, Vec3(0, 0, -1), a, edge1, edge2, no_limit);
      ASSERT_EQ(t.has_value(), ray.hits);
      if (t) {
        EXPECT_EQ(*t, 3.0);  // 3 det / det, every product whole
      }
    }
  }
}

TEST(RayTriangleT, TheSameFromBelowAndThroughTheOtherCornerOrder) {
  // Two-sided: up from z = -2 a ray hits at t = 2 or misses. Given from b
  // (corner b, edges c - b = (-4, 4, 0) and a - b = (-4, 0, 0)), u is c's
  // weight, y / 4: its zero line is the edge a-b, so y = -4e-6 (u = -1e-6)
  // misses and y = 4e-6 hits. And from a, u = x / 4: x = -4e-9 misses.
  const double no_limit = std::numeric_limits<double>::infinity();
  const Vec3 b(4, 0, 0);
  const Vec3 to_c(-4, 4, 0);
  const Vec3 to_a(-4, 0, 0);
  EXPECT_FALSE(RayTriangleT({1, -4e-6, -2}, {0, 0, 1}, b, to_c, to_a, no_limit).has_value());
  const auto up = RayTriangleT({1, 4e-6, -2}, {0, 0, 1}, b, to_c, to_a, no_limit);
  ASSERT_TRUE(up.has_value());
  EXPECT_EQ(*up, 2.0);
  EXPECT_FALSE(
      RayTriangleT({-4e-9, 1, -2}, {0, 0, 1}, Vec3(0.0), Vec3(4, 0, 0), Vec3(0, 4, 0), no_limit)
          .has_value());
}

}  // namespace
}  // namespace ray_triangle_t_test
}  // namespace collide
