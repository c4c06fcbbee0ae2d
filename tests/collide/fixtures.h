#pragma once

// Shapes and checks shared by the collide tests.

#include <gtest/gtest.h>

#include <random>

#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide::testing {

inline void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

// Pair n of a run at the edge of the SAT's tolerance: a random box a, and a
// random box b placed along a random direction where the pair stops
// intersecting (bisection on the full test), then nudged by (n % 7 - 3)
// 1e-10, a few tolerances either way.
inline OrientedBoxPair ToleranceEdgePair(std::mt19937& rng, int n) {
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> half(0.1, 1.0);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  const OrientedBox a{Vec3(unit(rng), unit(rng), unit(rng)), Vec3(half(rng), half(rng), half(rng)),
                      RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
  OrientedBox b{Vec3(0.0), Vec3(half(rng), half(rng), half(rng)),
                RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
  const Vec3 direction = glm::normalize(Vec3(unit(rng), unit(rng), unit(rng)) + Vec3(1e-3));
  double inside = 0.0;
  double outside = 10.0;
  for (int step = 0; step < 80; ++step) {
    const double middle = 0.5 * (inside + outside);
    b.center = a.center + middle * direction;
    (SatTest(a, b).intersects ? inside : outside) = middle;
  }
  const double nudge = (n % 7 - 3) * 1e-10;
  b.center = a.center + (inside + nudge) * direction;
  return {a, b};
}

// A cube of half size `half`, turned by Euler angles in degrees.
inline OrientedBox Cube(const Vec3& center, double half, const Vec3& degrees = Vec3(0.0)) {
  return {center, Vec3(half), RotationFromEulerDegrees(degrees)};
}

// A frustum: a 2x2 base at z = 0 and a 1x1 top at z = 1, both centred on the
// z axis (then moved by `offset`); planar trapezoid sides, volume
// (4 + 1 + 2) / 3 = 7/3.
inline Hexahedron Frustum(const Vec3& offset = Vec3(0.0)) {
  Hexahedron h{{Vec3(-1, -1, 0), Vec3(1, -1, 0), Vec3(-1, 1, 0), Vec3(1, 1, 0), Vec3(-0.5, -0.5, 1),
                Vec3(0.5, -0.5, 1), Vec3(-0.5, 0.5, 1), Vec3(0.5, 0.5, 1)}};
  for (Vec3& c : h.corners) {
    c += offset;
  }
  return h;
}

inline bool Sat(const BoxShape& a, const BoxShape& b) {
  return SatTest(a, b).intersects;
}

}  // namespace collide::testing
