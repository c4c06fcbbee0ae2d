// The tutorial's closest points (collide/point_tests.h) on a sphere, an
// AABB, a segment, a ray and a plane: hand-computed answers (the arithmetic
// is in the comments), the book's examples, and property tests against
// brute-force sampling.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/queries/sphere_box.h"
#include "collide/shapes/aabb_extents.h"
#include "fixtures.h"
#include "raycast_fixtures.h"

namespace collide {
namespace closest_point_test {
namespace {

using testing::ExpectNear;
using testing::kSqrt2;
using testing::MakeTestPlane;
using testing::MakeTestRay;

// --- Closest point on sphere --------------------------------------------------

TEST(ClosestPointSphere, BookExample) {
  // Sphere (1, 1, 0) r 2, point (0, 0, 7): v = (-1, -1, 7), |v| = sqrt(51)
  // = 7.141428; 2 v / |v| = (-0.280056, -0.280056, 1.960392); plus the centre
  // (0.719944, 0.719944, 1.960392).
  ExpectNear(ClosestPoint(Sphere{{1, 1, 0}, 2}, {0, 0, 7}), {0.719944, 0.719944, 1.960392}, 1e-6);
  ExpectNear(ClosestPoint(Sphere{{1, 1, 0}, 2}, {0, 0, 7}),
             Vec3(1, 1, 0) + 2.0 * Vec3(-1, -1, 7) / std::sqrt(51.0), 1e-14);
}

TEST(ClosestPointSphere, AlwaysOnTheSurface) {
  const Sphere sphere{{1, 1, 0}, 2};
  // Inside: (1, 1, 0.5) -> straight up to (1, 1, 2).
  ExpectNear(ClosestPoint(sphere, {1, 1, 0.5}), {1, 1, 2}, 0.0);
  // On the surface: itself.
  ExpectNear(ClosestPoint(sphere, {3, 1, 0}), {3, 1, 0}, 0.0);
  // At the centre: the documented choice, centre + (r, 0, 0).
  ExpectNear(ClosestPoint(sphere, {1, 1, 0}), {3, 1, 0}, 0.0);
  // A sphere of radius 0: its centre.
  ExpectNear(ClosestPoint(Sphere{{4, 5, 6}, 0}, {0, 0, 0}), {4, 5, 6}, 0.0);
}

// Fibonacci-lattice samples of the surface: none is nearer than the answer,
// and the nearest is within the lattice spacing of it.
TEST(ClosestPointSphere, MatchesSampling) {
  constexpr int kSamples = 20000;
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> coord(-6.0, 6.0);
  const Sphere sphere{{0.5, -1, 2}, 1.5};
  // Each sample covers about 4 pi r^2 / N of the surface, a patch of side
  // r sqrt(4 pi / N); every surface point lies within twice that of a sample.
  const double spacing = 2 * sphere.radius * std::sqrt(4 * kPi / kSamples);
  std::vector<Vec3> surface;
  const double golden = kPi * (3 - std::sqrt(5.0));
  for (int i = 0; i < kSamples; ++i) {
    const double z = 1 - (2 * i + 1.0) / kSamples;
    const double r = std::sqrt(1 - z * z);
    surface.push_back(sphere.center +
                      sphere.radius * Vec3(r * std::cos(golden * i), r * std::sin(golden * i), z));
  }
  for (int i = 0; i < 100; ++i) {
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    const Vec3 answer = ClosestPoint(sphere, p);
    EXPECT_NEAR(glm::length(answer - sphere.center), sphere.radius, 1e-12);
    double best = kInfinity;
    for (const Vec3& s : surface) {
      best = std::min(best, glm::length(s - p));
    }
    const double distance = glm::length(answer - p);
    EXPECT_LE(distance, best + 1e-12);
    EXPECT_LE(best, distance + spacing);
  }
}

// --- Closest point on AABB (sphere_box.h's, with the book's example) -----------

TEST(ClosestPointAabb, BookExample) {
  // Box centre (2, 4, 0), extents (1, 2, 3): (2, 3.4, 1) is inside, its own
  // closest point. (5, 0, -4) clamps to (3, 2, -3).
  const Aabb box = AabbFromCenter({2, 4, 0}, {1, 2, 3});
  ExpectNear(ClosestPoint(box, {2, 3.4, 1}), {2, 3.4, 1}, 0.0);
  ExpectNear(ClosestPoint(box, {5, 0, -4}), {3, 2, -3}, 0.0);
}

// Random boxes, each with a point inside and a point outside it: the answer
// lies in the box (a point inside is its own answer), no point of a grid over
// the solid box (faces, edges and corners included) is nearer, and the
// nearest grid point is within half a cell's diagonal of the answer.
TEST(ClosestPointAabb, MatchesSampling) {
  constexpr int kCells = 24;  // per axis: 25^3 grid points
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  int outside = 0;
  for (int i = 0; i < 200; ++i) {
    const Aabb box =
        AabbFromCorners({coord(rng), coord(rng), coord(rng)}, {coord(rng), coord(rng), coord(rng)});
    const Vec3 size = box.max - box.min;
    std::vector<Vec3> grid;
    grid.reserve((kCells + 1) * (kCells + 1) * (kCells + 1));
    for (int x = 0; x <= kCells; ++x) {
      for (int y = 0; y <= kCells; ++y) {
        for (int z = 0; z <= kCells; ++z) {
          grid.push_back(box.min + size * Vec3(x, y, z) / static_cast<double>(kCells));
        }
      }
    }
    const double half_diagonal = 0.5 * glm::length(size) / kCells;
    // Inside: anywhere in the box. Outside: in the box grown by 3 on every
    // side, drawn again while it falls inside.
    const Vec3 in = box.min + size * Vec3(unit(rng), unit(rng), unit(rng));
    Vec3 out = in;
    while (Contains(box, out)) {
      out = box.min - 3.0 + (size + 6.0) * Vec3(unit(rng), unit(rng), unit(rng));
    }
    ASSERT_TRUE(Contains(box, in));
    EXPECT_EQ(ClosestPoint(box, in), in);
    for (const Vec3& p : {in, out}) {
      const Vec3 answer = ClosestPoint(box, p);
      EXPECT_TRUE(Contains(box, answer));
      double best = kInfinity;
      for (const Vec3& g : grid) {
        best = std::min(best, glm::length(g - p));
      }
      const double distance = glm::length(answer - p);
      EXPECT_LE(distance, best + 1e-12);
      EXPECT_LE(best, distance + half_diagonal + 1e-12);
    }
    outside += glm::length(ClosestPoint(box, out) - out) > 0.0;
  }
  EXPECT_EQ(outside, 200);  // every outside point is off the box
}

// --- Closest point on segment -------------------------------------------------

TEST(ClosestPointLine, HandComputed) {
  const Segment x_axis{{0, 0, 0}, {4, 0, 0}};
  // (1, 3, 0) projects to x = 1: fraction 1 / 4.
  ExpectNear(ClosestPoint(x_axis, {1, 3, 0}), {1, 0, 0}, 0.0);
  EXPECT_EQ(ClosestPointFraction(x_axis, {1, 3, 0}), 0.25);
  // Before the start and past the end: the ends, exactly.
  ExpectNear(ClosestPoint(x_axis, {-2, 1, 0}), {0, 0, 0}, 0.0);
  EXPECT_EQ(ClosestPointFraction(x_axis, {-2, 1, 0}), 0.0);
  ExpectNear(ClosestPoint(x_axis, {9, -1, 5}), {4, 0, 0}, 0.0);
  EXPECT_EQ(ClosestPointFraction(x_axis, {9, -1, 5}), 1.0);
  // The book's drawn sample, segment (-3, -2, -1) -> (1, 2, 3) and point
  // (7, -2, -1): ab = (4, 4, 4), p - a = (10, 0, 0), t = 40 / 48 = 5 / 6,
  // closest = (-3, -2, -1) + (10 / 3)(1, 1, 1) = (1 / 3, 4 / 3, 7 / 3).
  const Segment book{{-3, -2, -1}, {1, 2, 3}};
  EXPECT_NEAR(ClosestPointFraction(book, {7, -2, -1}), 5.0 / 6, 1e-15);
  ExpectNear(ClosestPoint(book, {7, -2, -1}), {1.0 / 3, 4.0 / 3, 7.0 / 3}, 1e-14);
  // A point on the segment is its own closest point.
  ExpectNear(ClosestPoint(book, {-1, 0, 1}), {-1, 0, 1}, 1e-15);
}

TEST(ClosestPointLine, ZeroLengthSegment) {
  const Segment point{{1, 2, 3}, {1, 2, 3}};
  ExpectNear(ClosestPoint(point, {7, -8, 9}), {1, 2, 3}, 0.0);
  EXPECT_EQ(ClosestPointFraction(point, {7, -8, 9}), 0.0);
}

// Dense sampling along random segments: no sample is nearer than the answer,
// and the nearest sample is within half a step of it.
TEST(ClosestPointLine, MatchesSampling) {
  constexpr int kSteps = 20000;
  std::mt19937 rng(8);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  for (int i = 0; i < 200; ++i) {
    const Segment segment{{coord(rng), coord(rng), coord(rng)},
                          {coord(rng), coord(rng), coord(rng)}};
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    const Vec3 answer = ClosestPoint(segment, p);
    EXPECT_TRUE(Contains(segment, answer));
    const double step = glm::length(segment.end - segment.start) / kSteps;
    double best = kInfinity;
    for (int k = 0; k <= kSteps; ++k) {
      const Vec3 s = glm::mix(segment.start, segment.end, static_cast<double>(k) / kSteps);
      best = std::min(best, glm::length(s - p));
    }
    const double distance = glm::length(answer - p);
    EXPECT_LE(distance, best + 1e-12);
    EXPECT_LE(best, distance + 0.5 * step + 1e-12);
  }
}

// --- Closest point on ray -----------------------------------------------------

TEST(ClosestPointRay, HandComputed) {
  // Origin (-3, -2, -1) along (3, 2, 1) / sqrt(14).
  const Ray ray = MakeTestRay({-3, -2, -1}, {3, 2, 1});
  // (0, 0, 0): t = (3, 2, 1) . (3, 2, 1) / sqrt(14) = sqrt(14): itself.
  ExpectNear(ClosestPoint(ray, {0, 0, 0}), {0, 0, 0}, 1e-14);
  // (-4, -7, -8): p - o = (-1, -5, -7), . (3, 2, 1) = -3 - 10 - 7 = -20 < 0:
  // behind the origin, so the origin.
  ExpectNear(ClosestPoint(ray, {-4, -7, -8}), {-3, -2, -1}, 0.0);
  // (1, 5, -5): p - o = (4, 7, -4), . (3, 2, 1) = 12 + 14 - 4 = 22; the foot
  // is o + (22 / 14)(3, 2, 1) = (-3 + 33/7, -2 + 22/7, -1 + 11/7)
  // = (12/7, 8/7, 4/7).
  ExpectNear(ClosestPoint(ray, {1, 5, -5}), {12.0 / 7, 8.0 / 7, 4.0 / 7}, 1e-14);
  // Exactly across the origin (t = 0): the origin.
  ExpectNear(ClosestPoint(MakeTestRay({0, 0, 0}, {1, 0, 0}), {0, 5, 5}), {0, 0, 0}, 0.0);
}

// Dense sampling along random rays, far enough that the nearest point is
// within the sampled part (points within 5 * sqrt(3) < 9 of the origin, so
// t <= 18 suffices; sampled to 20).
TEST(ClosestPointRay, MatchesSampling) {
  constexpr int kSteps = 40000;
  constexpr double kLength = 20.0;
  std::mt19937 rng(9);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  for (int i = 0; i < 200; ++i) {
    const Ray ray =
        MakeTestRay({coord(rng), coord(rng), coord(rng)}, {coord(rng), coord(rng), coord(rng)});
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    const Vec3 answer = ClosestPoint(ray, p);
    EXPECT_TRUE(Contains(ray, answer));
    double best = kInfinity;
    for (int k = 0; k <= kSteps; ++k) {
      best = std::min(best, glm::length(ray.origin + (kLength * k / kSteps) * ray.direction - p));
    }
    const double distance = glm::length(answer - p);
    EXPECT_LE(distance, best + 1e-12);
    EXPECT_LE(best, distance + 0.5 * kLength / kSteps + 1e-12);
  }
}

// --- Closest point on plane ---------------------------------------------------

TEST(ClosestPointPlane, HandComputed) {
  // y = -2: drop straight down.
  ExpectNear(ClosestPoint(MakeTestPlane({0, 1, 0}, -2), {3, 5, 1}), {3, -2, 1}, 0.0);
  // n = (1, 1, 0) / sqrt(2), d = 1. From (0, 0, 0): equation -1, so the foot
  // is 0 - n (-1) = n = (1, 1, 0) / sqrt(2) (n . n = 1 = d: on the plane).
  const BookPlane diagonal = MakeTestPlane({1, 1, 0}, 1);
  ExpectNear(ClosestPoint(diagonal, {0, 0, 0}), {1 / kSqrt2, 1 / kSqrt2, 0}, 1e-14);
  // From (2, 2, 5): equation 4 / sqrt(2) - 1 = 2 sqrt(2) - 1; the foot is
  // (2, 2, 5) - (2 - 1 / sqrt(2))(1, 1, 0) = (1 / sqrt(2), 1 / sqrt(2), 5).
  ExpectNear(ClosestPoint(diagonal, {2, 2, 5}), {1 / kSqrt2, 1 / kSqrt2, 5}, 1e-14);
  // A point on the plane is its own foot; from behind works the same.
  ExpectNear(ClosestPoint(diagonal, {1 / kSqrt2, 1 / kSqrt2, -3}), {1 / kSqrt2, 1 / kSqrt2, -3},
             1e-14);
  ExpectNear(ClosestPoint(diagonal, {-1, -1, 0}), {1 / kSqrt2, 1 / kSqrt2, 0}, 1e-14);
}

// Random planes and points: the foot is on the plane, the offset to it is
// along the normal, and it is no farther than sampled points of the plane.
TEST(ClosestPointPlane, MatchesSampling) {
  std::mt19937 rng(10);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  for (int i = 0; i < 200; ++i) {
    const BookPlane plane = MakeTestPlane({coord(rng), coord(rng), coord(rng)}, coord(rng));
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    const Vec3 foot = ClosestPoint(plane, p);
    EXPECT_NEAR(PlaneEquation(plane, foot), 0.0, 1e-12);
    EXPECT_EQ(SideOfPlane(plane, foot), 0);
    EXPECT_NEAR(glm::length(glm::cross(p - foot, plane.normal)), 0.0, 1e-12);
    Vec3 u;
    Vec3 v;
    PerpendicularBasis(plane.normal, &u, &v);
    for (int k = 0; k < 50; ++k) {
      const Vec3 other = foot + coord(rng) * u + coord(rng) * v;
      EXPECT_LE(glm::length(foot - p), glm::length(other - p) + 1e-12);
    }
  }
}

}  // namespace
}  // namespace closest_point_test
}  // namespace collide
