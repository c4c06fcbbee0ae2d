#include "collide/sphere_box.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "fixtures.h"

namespace collide {
namespace {

using testing::expect_near;
using testing::frustum;

TEST(SphereBox, ClosestPointOfEachKind) {
  const Mat3 r = rotation_from_euler_degrees({10, 20, 30});
  const OrientedBox box{{1, 2, 3}, {1, 2, 0.5}, r};
  expect_near(closest_point(box, box.center + r * Vec3(3, 0.5, 0)),
              box.center + r * Vec3(1, 0.5, 0));
  expect_near(closest_point(box, box.center + r * Vec3(3, 5, -2)),
              box.center + r * Vec3(1, 2, -0.5));
  expect_near(closest_point(box, box.center + r * Vec3(0.1, 0.2, 0.3)),
              box.center + r * Vec3(0.1, 0.2, 0.3));
  expect_near(closest_point(Aabb{{0, 0, 0}, {1, 1, 1}}, {2, 0.5, -3}), {1, 0.5, 0}, 0.0);
  const Hexahedron f = frustum();
  expect_near(closest_point(f, {0, 0, 5}), {0, 0, 1});              // above the top face
  expect_near(closest_point(f, {0.2, 0.1, 0.5}), {0.2, 0.1, 0.5});  // inside
  expect_near(closest_point(f, {3, 5, -1}), {1, 1, 0});             // corner 3
  // Off the slanted +x face (plane 2x + z = 2): foot of the perpendicular.
  const Vec3 n = glm::normalize(Vec3(2, 0, 1));
  expect_near(closest_point(f, Vec3(0.75, 0.1, 0.5) + 0.3 * n), {0.75, 0.1, 0.5});
  // Same as an oriented box when the hexahedron is one.
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> coord(-4, 4);
  const Hexahedron as_hexahedron{corners(box)};
  for (int i = 0; i < 200; ++i) {
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    expect_near(closest_point(as_hexahedron, p), closest_point(box, p), 1e-12);
    expect_near(closest_point(BoxShape(box), p), closest_point(box, p), 0.0);
  }
}

TEST(SphereBox, TouchingFacesEdgesAndCorners) {
  const Mat3 r = rotation_from_euler_degrees({10, 20, 30});
  const OrientedBox box{{1, 2, 3}, {1, 2, 0.5}, r};
  const double radius = 0.75;
  for (const Vec3& direction : {Vec3(1, 0, 0), Vec3(0, -1, 0), glm::normalize(Vec3(1, 1, 0)),
                                glm::normalize(Vec3(-1, 1, 1))}) {
    // From the face centre, the edge middle or the corner straight out.
    const Vec3 feature(direction.x > 0   ? 1
                       : direction.x < 0 ? -1
                                         : 0,
                       direction.y > 0   ? 2
                       : direction.y < 0 ? -2
                                         : 0,
                       direction.z > 0   ? 0.5
                       : direction.z < 0 ? -0.5
                                         : 0);
    const Vec3 touching = box.center + r * (feature + radius * direction);
    const Vec3 apart = box.center + r * (feature + (radius + 1e-6) * direction);
    EXPECT_TRUE(intersects(Sphere{touching, radius}, box));
    EXPECT_TRUE(intersects(box, Sphere{touching, radius}));
    EXPECT_FALSE(intersects(Sphere{apart, radius}, box));
    EXPECT_TRUE(intersects(Sphere{touching, radius}, Hexahedron{corners(box)}));
    EXPECT_FALSE(intersects(Sphere{apart, radius}, Hexahedron{corners(box)}));
  }
  EXPECT_TRUE(intersects(Sphere{{2, 0.5, 0.5}, 1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(intersects(Sphere{{2.000001, 0.5, 0.5}, 1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(intersects(Sphere{{0, 0, 2}, 1}, frustum()));
  EXPECT_FALSE(intersects(Sphere{{0, 0, 2 + 1e-6}, 1}, frustum()));
}

TEST(SphereBox, ContainmentBothWays) {
  EXPECT_TRUE(intersects(Sphere{{0.5, 0.5, 0.5}, 0.1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(intersects(Sphere{{0.5, 0.5, 0.5}, 100}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(intersects(Sphere{{0, 0, 0.5}, 0.01}, frustum()));
  EXPECT_TRUE(intersects(Sphere{{0, 0, 0.5}, 50}, frustum()));
  EXPECT_TRUE(intersects(Sphere{{0, 0, 0}, 0}, OrientedBox{{0, 0, 0}, {1, 1, 1}}));
}

TEST(SphereBox, ZeroThicknessBoxAndLargeCoordinates) {
  const OrientedBox square{{0, 0, 0}, {1, 1, 0}, rotation_from_euler_degrees({0, 0, 30})};
  EXPECT_TRUE(intersects(Sphere{{0, 0, 0.5}, 0.5}, square));
  EXPECT_FALSE(intersects(Sphere{{0, 0, 0.5 + 1e-6}, 0.5}, square));
  EXPECT_TRUE(intersects(Sphere{{0, 0, 0}, 0}, square));
  const Vec3 far(1e6, -1e6, 1e6);
  const Mat3 r = rotation_from_euler_degrees({33, -21, 12});
  const OrientedBox small{far, {0.5, 0.25, 0.1}, r};
  EXPECT_TRUE(intersects(Sphere{far + r * Vec3(0.5 + 0.2, 0.1, 0), 0.2}, small));
  EXPECT_FALSE(intersects(Sphere{far + r * Vec3(0.5 + 0.2 + 1e-6, 0.1, 0), 0.2}, small));
  EXPECT_TRUE(
      intersects(Sphere{far + r * Vec3(0.5 + 0.2, 0.1, 0), 0.2}, Hexahedron{corners(small)}));
  EXPECT_FALSE(intersects(Sphere{far + r * Vec3(0.5 + 0.2 + 1e-6, 0.1, 0), 0.2},
                          Hexahedron{corners(small)}));
}

TEST(SphereBox, IsSymmetric) {
  const std::vector<BoxShape> boxes = {OrientedBox{{0, 0, 0}, {1, 1, 1}},
                                       Aabb{{1, 1, 1}, {2, 3, 4}}, frustum()};
  for (const BoxShape& box : boxes) {
    for (const Sphere& s : {Sphere{{0, 0, 2}, 1}, Sphere{{3, 3, 3}, 1}, Sphere{{0, 0, 0.5}, 0}}) {
      EXPECT_EQ(intersects(s, box), intersects(box, s));
    }
  }
}

}  // namespace
}  // namespace collide
