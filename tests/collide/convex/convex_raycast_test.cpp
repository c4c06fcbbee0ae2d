// Ray casts against the capsule and the hull (convex_raycast.h): hand cases
// worked on paper, and random rays whose hits are checked against the
// capsule's definition (points within the radius of the core).
#include "collide/convex/convex_raycast.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <variant>

#include "collide/manifold/hull_from_points.h"

namespace collide {
namespace convex_raycast_test {
namespace {

// Along y from 0 to 4, radius 1.
const Capsule kUpright{Vec3(0, 0, 0), Vec3(0, 4, 0), 1.0};

Ray RayFrom(const Vec3& origin, const Vec3& direction) {
  return *MakeRay(origin, direction);
}

void ExpectHit(const std::optional<RayHit>& hit, double t, const Vec3& normal) {
  ASSERT_TRUE(hit.has_value());
  EXPECT_NEAR(hit->t, t, 1e-12);
  EXPECT_NEAR(glm::length(hit->normal - normal), 0.0, 1e-12);
}

TEST(CapsuleRaycast, MeetsTheTubeTheCapsAndLeavesFromInside) {
  ExpectHit(Raycast(RayFrom(Vec3(-5, 2, 0), Vec3(1, 0, 0)), kUpright), 4.0, Vec3(-1, 0, 0));
  ExpectHit(Raycast(RayFrom(Vec3(0, 9, 0), Vec3(0, -1, 0)), kUpright), 4.0, Vec3(0, 1, 0));
  ExpectHit(Raycast(RayFrom(Vec3(0, -3, 0), Vec3(0, 1, 0)), kUpright), 2.0, Vec3(0, -1, 0));
  // From the core's middle, out through the tube.
  ExpectHit(Raycast(RayFrom(Vec3(0, 2, 0), Vec3(0, 0, 1)), kUpright), 1.0, Vec3(0, 0, 1));
  // From inside the top cap, up along the axis: out at the cap's top.
  ExpectHit(Raycast(RayFrom(Vec3(0, 4.5, 0), Vec3(0, 1, 0)), kUpright), 0.5, Vec3(0, 1, 0));
  // A ray at x = 1 along the axis grazes the tube and caps: it touches at the
  // bottom cap's side point (0, 0) + (1, 0, 0) first.
  ExpectHit(Raycast(RayFrom(Vec3(1, -3, 0), Vec3(0, 1, 0)), kUpright), 3.0, Vec3(1, 0, 0));
}

TEST(CapsuleRaycast, MissesBesideAndBehind) {
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-5, 2, 1.01), Vec3(1, 0, 0)), kUpright));
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-5, 2, 0), Vec3(-1, 0, 0)), kUpright));
  EXPECT_FALSE(Raycast(RayFrom(Vec3(0, 5.01, 5), Vec3(0, 0, -1)), kUpright));
}

TEST(CapsuleRaycast, AZeroLengthCapsuleIsItsSphereAndRadiusZeroItsSegment) {
  const Capsule ball{Vec3(1, 1, 1), Vec3(1, 1, 1), 2.0};
  ExpectHit(Raycast(RayFrom(Vec3(1, 1, -5), Vec3(0, 0, 1)), ball), 4.0, Vec3(0, 0, -1));
  const Capsule stick{Vec3(0, 0, 0), Vec3(0, 4, 0), 0.0};
  ASSERT_TRUE(Raycast(RayFrom(Vec3(-3, 1, 0), Vec3(1, 0, 0)), stick).has_value());
  EXPECT_NEAR(Raycast(RayFrom(Vec3(-3, 1, 0), Vec3(1, 0, 0)), stick)->t, 3.0, 1e-12);
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-3, 1, 0.1), Vec3(1, 0, 0)), stick));
}

double CoreDistance(const Capsule& c, const Vec3& p) {
  const Vec3 core = c.end - c.start;
  const double along = std::clamp(glm::dot(p - c.start, core) / glm::dot(core, core), 0.0, 1.0);
  return glm::length(p - (c.start + core * along));
}

// The hit lies on the surface, the ray just before it lies outside, and a
// ray that misses passes farther than the radius from the core at every
// sample along it.
TEST(CapsuleRaycast, RandomRaysHitTheSurfaceFirst) {
  std::mt19937_64 random(37);
  std::uniform_real_distribution<double> coordinate(-4.0, 4.0);
  const auto point = [&] {
    return Vec3(coordinate(random), coordinate(random), coordinate(random));
  };
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Capsule c{point() * 0.5, point() * 0.5, std::abs(coordinate(random)) * 0.4};
    // Aimed near the capsule's start, so that about half hit.
    const Vec3 origin = point() * 2.0;
    const Ray ray = RayFrom(origin, c.start + point() * 0.3 - origin);
    const auto hit = Raycast(ray, c);
    const bool inside = CoreDistance(c, ray.origin) < c.radius;
    if (hit) {
      ++hits;
      EXPECT_NEAR(CoreDistance(c, hit->point), c.radius, 1e-9 * (1.0 + c.radius));
      if (!inside && hit->t > 1e-6) {
        EXPECT_GT(CoreDistance(c, ray.origin + ray.direction * (hit->t - 1e-6)), c.radius - 1e-9);
      }
    } else {
      ASSERT_FALSE(inside);
      for (double t = 0.0; t < 30.0; t += 0.01) {
        ASSERT_GT(CoreDistance(c, ray.origin + ray.direction * t), c.radius - 1e-9);
      }
    }
  }
  EXPECT_GT(hits, 3000);  // the misses' check alone would pass a cast that never hits
}

ConvexHull Cube() {
  const std::vector<Vec3> corners = {Vec3(-1, -1, -1), Vec3(1, -1, -1), Vec3(-1, 1, -1),
                                     Vec3(1, 1, -1),   Vec3(-1, -1, 1), Vec3(1, -1, 1),
                                     Vec3(-1, 1, 1),   Vec3(1, 1, 1)};
  return std::get<ConvexHull>(HullFromPoints(corners));
}

TEST(HullRaycast, MeetsAFaceLeavesFromInsideAndMisses) {
  const ConvexHull cube = Cube();
  ASSERT_EQ(cube.faces.size(), 6u);
  ExpectHit(Raycast(RayFrom(Vec3(-5, 0.5, 0), Vec3(1, 0, 0)), cube), 4.0, Vec3(-1, 0, 0));
  ExpectHit(Raycast(RayFrom(Vec3(0, 0, 0), Vec3(0, 0, 1)), cube), 1.0, Vec3(0, 0, 1));
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-5, 1.5, 0), Vec3(1, 0, 0)), cube));
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-5, 0, 0), Vec3(-1, 0, 0)), cube));
  // Along a face's plane, outside the cube's other faces: a miss.
  EXPECT_FALSE(Raycast(RayFrom(Vec3(-5, 1, 3), Vec3(1, 0, 0)), cube));
}

}  // namespace
}  // namespace convex_raycast_test
}  // namespace collide
