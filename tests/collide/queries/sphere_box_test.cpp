#include "collide/queries/sphere_box.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "fixtures.h"

namespace collide {
namespace sphere_box_test {
namespace {

using testing::ExpectNear;
using testing::Frustum;

TEST(SphereBox, ClosestPointOfEachKind) {
  const Mat3 r = RotationFromEulerDegrees({10, 20, 30});
  const OrientedBox box{{1, 2, 3}, {1, 2, 0.5}, r};
  ExpectNear(ClosestPoint(box, box.center + r * Vec3(3, 0.5, 0)), box.center + r * Vec3(1, 0.5, 0));
  ExpectNear(ClosestPoint(box, box.center + r * Vec3(3, 5, -2)), box.center + r * Vec3(1, 2, -0.5));
  ExpectNear(ClosestPoint(box, box.center + r * Vec3(0.1, 0.2, 0.3)),
             box.center + r * Vec3(0.1, 0.2, 0.3));
  ExpectNear(ClosestPoint(Aabb{{0, 0, 0}, {1, 1, 1}}, {2, 0.5, -3}), {1, 0.5, 0}, 0.0);
  const Hexahedron f = Frustum();
  ExpectNear(ClosestPoint(f, {0, 0, 5}), {0, 0, 1});              // above the top face
  ExpectNear(ClosestPoint(f, {0.2, 0.1, 0.5}), {0.2, 0.1, 0.5});  // inside
  ExpectNear(ClosestPoint(f, {3, 5, -1}), {1, 1, 0});             // corner 3
  // Off the slanted +x face (plane 2x + z = 2): foot of the perpendicular.
  const Vec3 n = glm::normalize(Vec3(2, 0, 1));
  ExpectNear(ClosestPoint(f, Vec3(0.75, 0.1, 0.5) + 0.3 * n), {0.75, 0.1, 0.5});
  // Same as an oriented box when the hexahedron is one.
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> coord(-4, 4);
  const Hexahedron as_hexahedron{Corners(box)};
  for (int i = 0; i < 200; ++i) {
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    ExpectNear(ClosestPoint(as_hexahedron, p), ClosestPoint(box, p), 1e-12);
    ExpectNear(ClosestPoint(BoxShape(box), p), ClosestPoint(box, p), 0.0);
  }
}

TEST(SphereBox, TouchingFacesEdgesAndCorners) {
  const Mat3 r = RotationFromEulerDegrees({10, 20, 30});
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
    EXPECT_TRUE(Intersects(Sphere{touching, radius}, box));
    EXPECT_TRUE(Intersects(box, Sphere{touching, radius}));
    EXPECT_FALSE(Intersects(Sphere{apart, radius}, box));
    EXPECT_TRUE(Intersects(Sphere{touching, radius}, Hexahedron{Corners(box)}));
    EXPECT_FALSE(Intersects(Sphere{apart, radius}, Hexahedron{Corners(box)}));
  }
  EXPECT_TRUE(Intersects(Sphere{{2, 0.5, 0.5}, 1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(Intersects(Sphere{{2.000001, 0.5, 0.5}, 1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 2}, 1}, Frustum()));
  EXPECT_FALSE(Intersects(Sphere{{0, 0, 2 + 1e-6}, 1}, Frustum()));
}

TEST(SphereBox, ContainmentBothWays) {
  EXPECT_TRUE(Intersects(Sphere{{0.5, 0.5, 0.5}, 0.1}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(Intersects(Sphere{{0.5, 0.5, 0.5}, 100}, Aabb{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0.5}, 0.01}, Frustum()));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0.5}, 50}, Frustum()));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0}, 0}, OrientedBox{{0, 0, 0}, {1, 1, 1}}));
}

TEST(SphereBox, ZeroThicknessBoxAndLargeCoordinates) {
  const OrientedBox square{{0, 0, 0}, {1, 1, 0}, RotationFromEulerDegrees({0, 0, 30})};
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0.5}, 0.5}, square));
  EXPECT_FALSE(Intersects(Sphere{{0, 0, 0.5 + 1e-6}, 0.5}, square));
  EXPECT_TRUE(Intersects(Sphere{{0, 0, 0}, 0}, square));
  const Vec3 far(1e6, -1e6, 1e6);
  const Mat3 r = RotationFromEulerDegrees({33, -21, 12});
  const OrientedBox small{far, {0.5, 0.25, 0.1}, r};
  EXPECT_TRUE(Intersects(Sphere{far + r * Vec3(0.5 + 0.2, 0.1, 0), 0.2}, small));
  EXPECT_FALSE(Intersects(Sphere{far + r * Vec3(0.5 + 0.2 + 1e-6, 0.1, 0), 0.2}, small));
  EXPECT_TRUE(
      Intersects(Sphere{far + r * Vec3(0.5 + 0.2, 0.1, 0), 0.2}, Hexahedron{Corners(small)}));
  EXPECT_FALSE(Intersects(Sphere{far + r * Vec3(0.5 + 0.2 + 1e-6, 0.1, 0), 0.2},
                          Hexahedron{Corners(small)}));
}

TEST(SphereBox, IsSymmetric) {
  const std::vector<BoxShape> boxes = {OrientedBox{{0, 0, 0}, {1, 1, 1}},
                                       Aabb{{1, 1, 1}, {2, 3, 4}}, Frustum()};
  for (const BoxShape& box : boxes) {
    for (const Sphere& s : {Sphere{{0, 0, 2}, 1}, Sphere{{3, 3, 3}, 1}, Sphere{{0, 0, 0.5}, 0}}) {
      EXPECT_EQ(Intersects(s, box), Intersects(box, s));
    }
  }
}

}  // namespace
}  // namespace sphere_box_test
}  // namespace collide
