#pragma once

// Shapes and checks shared by the collide tests.

#include <gtest/gtest.h>

#include "collide/box.h"
#include "collide/sat.h"
#include "collide/vec.h"

namespace collide::testing {

inline void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance = 1e-12) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
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
