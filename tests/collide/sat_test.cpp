#include "collide/sat.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "collide/box_box.h"
#include "fixtures.h"

namespace collide {
namespace {

using testing::cube;
using testing::frustum;
using testing::sat;

Hexahedron as_hexahedron(const OrientedBox& box) {
  return Hexahedron{corners(box)};
}

// A box with volume; a flat one makes an invalid hexahedron.
bool solid(const OrientedBox& box) {
  return glm::all(glm::greaterThan(box.half_extents, Vec3(0.0)));
}

// Checks a pair every way the library can test it: as given, swapped, and,
// when not flat (a flat hexahedron is invalid), also as hexahedra through the
// face-and-edge path.
void expect_sat(const OrientedBox& a, const OrientedBox& b, bool expected) {
  EXPECT_EQ(sat_test(a, b).intersects, expected);
  EXPECT_EQ(sat_test(b, a).intersects, expected);
  if (solid(a)) {
    EXPECT_EQ(sat(as_hexahedron(a), b), expected);
    EXPECT_EQ(sat(b, as_hexahedron(a)), expected);
  }
  if (solid(b)) {
    EXPECT_EQ(sat(a, as_hexahedron(b)), expected);
  }
  if (solid(a) && solid(b)) {
    EXPECT_EQ(sat_test(as_hexahedron(a), as_hexahedron(b)).intersects, expected);
  }
}

void expect_unit(const Vec3& v) {
  EXPECT_NEAR(glm::length(v), 1.0, 1e-12);
}

TEST(SatAabb, IntervalOverlapCountsTouching) {
  const Aabb a{{0, 0, 0}, {1, 1, 1}};
  EXPECT_TRUE(intersects(a, Aabb{{1, 0.2, 0.2}, {2, 0.8, 0.8}}));  // faces
  EXPECT_TRUE(intersects(a, Aabb{{1, 1, 0.2}, {2, 2, 0.8}}));      // edges
  EXPECT_TRUE(intersects(a, Aabb{{1, 1, 1}, {2, 2, 2}}));          // corners
  EXPECT_TRUE(intersects(a, Aabb{{0.2, 0.2, 0.2}, {0.4, 0.4, 0.4}}));
  EXPECT_TRUE(intersects(Aabb{{0.2, 0.2, 0.2}, {0.4, 0.4, 0.4}}, a));
  EXPECT_FALSE(intersects(a, Aabb{{1.000001, 0, 0}, {2, 1, 1}}));
  EXPECT_FALSE(intersects(a, Aabb{{0, 0, -2}, {1, 1, -1e-300}}));
  EXPECT_TRUE(intersects(a, Aabb{{0.5, 0.5, 1}, {0.5, 0.5, 1}}));  // a point on the top
  const Vec3 far(1e6);
  EXPECT_TRUE(intersects(Aabb{far, far + Vec3(0.001)}, Aabb{far + Vec3(0.001), far + Vec3(1)}));
  EXPECT_FALSE(intersects(Aabb{far, far + Vec3(0.001)}, Aabb{far + Vec3(0.0011), far + Vec3(1)}));
}

TEST(SatAabb, ReportsTheSeparatingAxis) {
  const SatResult apart = sat_test(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{0, -3, 0}, {1, -1.5, 1}});
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.separating_axis, Vec3(0, -1, 0));
  EXPECT_DOUBLE_EQ(apart.separation, 1.5);
  EXPECT_EQ(apart.axis_kind, SatAxisKind::kFaceOfA);
  EXPECT_EQ(apart.feature_a, 1);
  const SatResult touching = sat_test(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{0, 1, 0}, {1, 2, 1}});
  EXPECT_TRUE(touching.intersects);
  EXPECT_EQ(touching.axis_kind, SatAxisKind::kNone);
}

TEST(SatBox, TouchingFacesEdgesAndCorners) {
  const OrientedBox a = cube({0, 0, 0}, 0.5);
  const double ridge = 0.5 * std::sqrt(2.0);
  expect_sat(a, cube({1, 0.3, -0.2}, 0.5), true);                   // faces
  expect_sat(a, cube({1, 1, 0}, 0.5), true);                        // edges, parallel
  expect_sat(a, cube({1, 1, 1}, 0.5), true);                        // corners
  expect_sat(a, cube({0.5 + ridge, 0, 0}, 0.5, {0, 0, 45}), true);  // edge on face
  // A corner on a face: a turned cube placed so its lowest-x corner lands on
  // the middle of a's +x face.
  const Mat3 turned = rotation_from_euler_degrees({20, 30, 40});
  Vec3 tip(0.0);  // offset of the corner with the least x
  for (const Vec3& c : corners(OrientedBox{Vec3(0.0), Vec3(0.5), turned})) {
    tip = c.x < tip.x ? c : tip;
  }
  expect_sat(a, OrientedBox{Vec3(0.5, 0, 0) - tip, Vec3(0.5), turned}, true);
  expect_sat(a, OrientedBox{Vec3(0.5 + 1e-6, 0, 0) - tip, Vec3(0.5), turned}, false);
  // Turned alike, touching face to face.
  const Vec3 turn(10, 20, 30);
  const Mat3 r = rotation_from_euler_degrees(turn);
  expect_sat(cube({0, 0, 0}, 0.5, turn), cube(r * Vec3(1, 0.3, 0), 0.5, turn), true);
  // The same a hair apart.
  expect_sat(a, cube({1 + 1e-6, 0.3, -0.2}, 0.5), false);
  expect_sat(a, cube({1 + 1e-6, 1, 1}, 0.5), false);
  expect_sat(a, cube({0.5 + ridge + 1e-6, 0, 0}, 0.5, {0, 0, 45}), false);
  expect_sat(cube({0, 0, 0}, 0.5, turn), cube(r * Vec3(1 + 1e-6, 0.3, 0), 0.5, turn), false);
}

TEST(SatBox, CrossingEdgesTouchAndSeparateByTheEdgeAxis) {
  // Ridge along x on top of one cube, ridge along z under the other.
  const double ridge = 0.5 * std::sqrt(2.0);
  const OrientedBox lower = cube({0, 0, 0}, 0.5, {45, 0, 0});
  expect_sat(lower, cube({0, 2 * ridge, 0}, 0.5, {0, 0, 45}), true);
  expect_sat(lower, cube({0, 2 * ridge - 0.1, 0}, 0.5, {0, 0, 45}), true);
  const OrientedBox upper = cube({0, 2 * ridge + 1e-6, 0}, 0.5, {0, 0, 45});
  expect_sat(lower, upper, false);
  const SatResult result = sat_test(lower, upper);
  EXPECT_EQ(result.axis_kind, SatAxisKind::kEdgeCross);
  EXPECT_EQ(result.feature_a, 0);  // lower's x axis
  EXPECT_EQ(result.feature_b, 2);  // upper's z axis
  EXPECT_NEAR(result.separating_axis.y, 1.0, 1e-9);
  EXPECT_NEAR(result.separation, 1e-6, 1e-12);
  const SatResult hexahedra = sat_test(as_hexahedron(lower), as_hexahedron(upper));
  EXPECT_EQ(hexahedra.axis_kind, SatAxisKind::kEdgeCross);
  EXPECT_NEAR(hexahedra.separating_axis.y, 1.0, 1e-9);
  EXPECT_NEAR(hexahedra.separation, 1e-6, 1e-12);
}

TEST(SatBox, ReportsAUnitAxisFromFirstToSecond) {
  const OrientedBox a = cube({0, 0, 0}, 1, {0, 0, 30});
  const OrientedBox b = cube({5, 1, 0}, 1, {10, 0, 0});
  const SatResult ab = sat_test(a, b);
  const SatResult ba = sat_test(b, a);
  ASSERT_FALSE(ab.intersects);
  ASSERT_FALSE(ba.intersects);
  expect_unit(ab.separating_axis);
  expect_unit(ba.separating_axis);
  EXPECT_GT(glm::dot(ab.separating_axis, b.center - a.center), 0.0);
  EXPECT_GT(glm::dot(ba.separating_axis, a.center - b.center), 0.0);
  // The gap is a lower bound of the distance and positive.
  EXPECT_GT(ab.separation, 0.0);
  EXPECT_LT(ab.separation, glm::length(b.center - a.center));
}

TEST(SatBox, ParallelEdgesNeverFalselySeparate) {
  // Identical orientations make all nine cross products zero or parallel:
  // the answer must equal the AABB test in the shared frame.
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> grid(-12, 12);
  std::uniform_int_distribution<int> size(0, 8);
  const Vec3 turn(31, -47, 112);
  const Mat3 r = rotation_from_euler_degrees(turn);
  for (int n = 0; n < 2000; ++n) {
    const Vec3 ca(grid(rng) * 0.25, grid(rng) * 0.25, grid(rng) * 0.25);
    const Vec3 cb(grid(rng) * 0.25, grid(rng) * 0.25, grid(rng) * 0.25);
    const Vec3 ha(size(rng) * 0.25, size(rng) * 0.25, size(rng) * 0.25);
    const Vec3 hb(size(rng) * 0.25, size(rng) * 0.25, size(rng) * 0.25);
    const bool expected = intersects(Aabb{ca - ha, ca + ha}, Aabb{cb - hb, cb + hb});
    const Vec3 center(3, -2, 5);
    // Exactly the same matrix, and one turned by 1e-10 degrees about x.
    EXPECT_EQ(sat_test(OrientedBox{center + r * ca, ha, r}, OrientedBox{center + r * cb, hb, r})
                  .intersects,
              expected)
        << n;
    if (expected) {
      const Mat3 tilted = rotation_from_euler_degrees(turn + Vec3(1e-10, 0, 0));
      EXPECT_TRUE(
          sat_test(OrientedBox{center + r * ca, ha, r}, OrientedBox{center + r * cb, hb, tilted})
              .intersects)
          << n;
    }
  }
  // Deep overlap with nearly parallel edges.
  for (double tilt : {0.0, 1e-14, 1e-9, 1e-6}) {
    expect_sat(cube({0, 0, 0}, 1, {10, 20, 30}), cube({0.3, 0.2, 0.1}, 1, {10 + tilt, 20, 30}),
               true);
  }
}

TEST(SatBox, ZeroThicknessBoxIsARectangle) {
  const OrientedBox square{{0, 0, 0}, {1, 1, 0}};
  // Coplanar: overlapping, touching, apart (only in-plane axes separate).
  expect_sat(square, OrientedBox{{1.5, 1.5, 0}, {1, 1, 0}}, true);
  expect_sat(square, OrientedBox{{2, 0.5, 0}, {1, 1, 0}}, true);
  expect_sat(square, OrientedBox{{2.5, 0, 0}, {1, 1, 0}, rotation_from_euler_degrees({0, 0, 10})},
             false);
  // Crossed like a plus in perpendicular planes, and one above the other.
  expect_sat(square, OrientedBox{{0, 0, 0}, {0.2, 0, 3}}, true);
  expect_sat(square, OrientedBox{{0, 0, 1e-6}, {1, 1, 0}}, false);
  // A small cube pierced by a large sheet; a cube standing on the square.
  expect_sat(OrientedBox{{0, 0, 0}, {10, 10, 0}}, cube({0, 0, 0}, 0.5, {10, 20, 30}), true);
  expect_sat(square, cube({0, 0, 0.5}, 0.5), true);
  expect_sat(square, cube({0, 0, 0.5 + 1e-6}, 0.5), false);
  // Against a hexahedron (the face-and-edge path keeps the square's in-plane
  // axes), and flat AABBs.
  EXPECT_TRUE(sat(OrientedBox{{0, 0, 0.5}, {3, 3, 0}}, frustum()));
  EXPECT_TRUE(sat(OrientedBox{{0, 0, 1}, {0.5, 0.5, 0}}, frustum()));
  EXPECT_FALSE(sat(OrientedBox{{0, 0, 1 + 1e-6}, {0.5, 0.5, 0}}, frustum()));
  EXPECT_FALSE(sat(OrientedBox{{2.01, 0, 0.5}, {1, 1, 0}, rotation_from_euler_degrees({90, 0, 0})},
                   frustum()));
  EXPECT_TRUE(sat(Aabb{{0, 0, 0}, {1, 1, 0}}, Aabb{{0.5, 0.5, -1}, {0.5, 0.5, 1}}));
  EXPECT_TRUE(sat(Aabb{{0, 0, 0}, {1, 1, 0}}, OrientedBox{{0.5, 0.5, 0}, {0, 0, 1}}));
  // Points.
  expect_sat(OrientedBox{{1, 2, 3}, Vec3(0.0)}, OrientedBox{{1, 2, 3}, Vec3(0.0)}, true);
  expect_sat(OrientedBox{{1, 2, 3}, Vec3(0.0)}, cube({1, 2, 3.5}, 0.5, {0, 0, 45}), true);
}

TEST(SatBox, ContainmentBothWays) {
  const OrientedBox outer = cube({1, 2, 3}, 4, {5, 10, 15});
  const OrientedBox inner{{1.5, 2, 2.5}, {0.5, 1, 0.25}, rotation_from_euler_degrees({70, 0, 9})};
  expect_sat(outer, inner, true);
  expect_sat(outer, outer, true);
  EXPECT_TRUE(sat(frustum(), Aabb{{-0.1, -0.1, 0.2}, {0.1, 0.1, 0.3}}));
  EXPECT_TRUE(sat(Aabb{{-5, -5, -5}, {5, 5, 5}}, frustum()));
}

TEST(SatBox, SmallBoxesAtLargeCoordinates) {
  const Vec3 far(1e6, -1e6, 1e6);
  const double ridge = 0.5 * std::sqrt(2.0);
  expect_sat(cube(far, 0.5), cube(far + Vec3(1, 0, 0), 0.5), true);
  expect_sat(cube(far, 0.5), cube(far + Vec3(1 + 1e-6, 0, 0), 0.5), false);
  const Vec3 turn(33, -21, 12);
  const Mat3 r = rotation_from_euler_degrees(turn);
  expect_sat(cube(far, 0.5, turn), cube(far + r * Vec3(0, 1, 0.2), 0.5, turn), true);
  expect_sat(cube(far, 0.5, turn), cube(far + r * Vec3(0, 1 + 1e-6, 0.2), 0.5, turn), false);
  expect_sat(cube(far, 0.5, {45, 0, 0}), cube(far + Vec3(0, 2 * ridge, 0), 0.5, {0, 0, 45}), true);
  expect_sat(cube(far, 0.5, {45, 0, 0}), cube(far + Vec3(0, 2 * ridge + 1e-6, 0), 0.5, {0, 0, 45}),
             false);
  EXPECT_TRUE(sat(frustum(far), cube(far + Vec3(0, 0, 1.5), 0.5)));
  EXPECT_FALSE(sat(frustum(far), cube(far + Vec3(0, 0, 1.5 + 1e-6), 0.5)));
}

TEST(SatHexahedron, FaceAndEdgeAxes) {
  const Hexahedron f = frustum();
  EXPECT_TRUE(sat(f, frustum({2, 0, 0})));  // base edges touch
  EXPECT_FALSE(sat(f, frustum({2 + 1e-6, 0, 0})));
  EXPECT_TRUE(sat(f, frustum({1.5, 0, 0})));
  // A cube beside the slanted +x face: touches only the base edge at x = 1.
  EXPECT_TRUE(sat(f, as_hexahedron(cube({1.5, 0, 0.5}, 0.5))));
  const SatResult beside = sat_test(f, as_hexahedron(cube({1.5 + 1e-6, 0, 0.5}, 0.5)));
  EXPECT_FALSE(beside.intersects);
  expect_unit(beside.separating_axis);
  EXPECT_GT(beside.separating_axis.x, 0.0);
  // Leaning on the slope: a cube turned to lie flat against the +x face
  // (normal (2, 0, 1) / sqrt(5)), its face on the plane x + z / 2 = 1.
  const Vec3 n = glm::normalize(Vec3(2, 0, 1));
  const double lean = std::atan2(1.0, 2.0) * 180 / kPi;  // tilt of the normal from +x
  const Vec3 on_face(0.75, 0, 0.5);
  const OrientedBox leaning = cube(on_face + 0.25 * n, 0.25, {0, -lean, 0});
  EXPECT_NEAR(glm::dot(leaning.rotation[0], n), 1.0, 1e-12);
  EXPECT_TRUE(sat(f, leaning));
  EXPECT_TRUE(sat(leaning, f));
  EXPECT_FALSE(sat(f, cube(on_face + (0.25 + 1e-6) * n, 0.25, {0, -lean, 0})));
  const SatResult off = sat_test(f, cube(on_face + (0.25 + 1e-6) * n, 0.25, {0, -lean, 0}));
  EXPECT_NEAR(glm::dot(off.separating_axis, n), 1.0, 1e-9);
  EXPECT_NEAR(off.separation, 1e-6, 1e-12);
}

TEST(SatBox, UniformEntryPoint) {
  EXPECT_TRUE(intersects(cube({0, 0, 0}, 1), Aabb{{1, 1, 1}, {2, 2, 2}}, PairAlgorithm::kSat));
  EXPECT_FALSE(intersects(cube({0, 0, 0}, 1), Aabb{{1.1, 1, 1}, {2, 2, 2}}, PairAlgorithm::kSat));
  EXPECT_TRUE(intersects(frustum(), Aabb{{1, 1, 0}, {2, 2, 1}}, PairAlgorithm::kSat));
}

TEST(SatBox, IsSymmetric) {
  const std::vector<BoxShape> shapes = {
      cube({0, 0, 0}, 0.5),
      cube({1, 0, 0}, 0.5),
      cube({0.9, 0.9, 0}, 0.5, {0, 0, 45}),
      cube({0, 1.2, 0}, 0.5, {45, 0, 0}),
      OrientedBox{{0, 0, 0}, {3, 0.5, 0.5}},
      OrientedBox{{0, 0, 0.5}, {2, 2, 0}},
      Aabb{{-0.2, -0.2, -0.2}, {0.2, 0.2, 5}},
      Aabb{{0.5, 0.5, 0.5}, {2, 2, 2}},
      frustum(),
      frustum({0.5, 2, 0.5}),
  };
  for (const BoxShape& a : shapes) {
    for (const BoxShape& b : shapes) {
      EXPECT_EQ(sat(a, b), sat(b, a));
    }
  }
}

}  // namespace
}  // namespace collide
