#include "collide/sat/sat.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "collide/registry/box_box.h"
#include "fixtures.h"

namespace collide {
namespace sat_test {
namespace {

using testing::Cube;
using testing::Frustum;
using testing::Sat;

Hexahedron AsHexahedron(const OrientedBox& box) {
  return Hexahedron{Corners(box)};
}

// A box with volume; a flat one makes an invalid hexahedron.
bool Solid(const OrientedBox& box) {
  return glm::all(glm::greaterThan(box.half_extents, Vec3(0.0)));
}

// Checks a pair every way the library can test it: as given, swapped, and,
// when not flat (a flat hexahedron is invalid), also as hexahedra through the
// face-and-edge path.
void ExpectSat(const OrientedBox& a, const OrientedBox& b, bool expected) {
  EXPECT_EQ(SatTest(a, b).intersects, expected);
  EXPECT_EQ(SatTest(b, a).intersects, expected);
  EXPECT_EQ(SatIntersects(a, b), expected);
  EXPECT_EQ(SatIntersects(b, a), expected);
  EXPECT_EQ(SatIntersectsBaseline(a, b), expected);
  EXPECT_EQ(SatIntersectsBaseline(b, a), expected);
  const std::vector<OrientedBoxPair> pairs = {{a, b}, {b, a}};
  for (const auto batch : {SatIntersectsMany, SatIntersectsManyBaseline}) {
    bool answers[2] = {!expected, !expected};
    batch(pairs, std::span<bool>(answers));
    EXPECT_EQ(answers[0], expected);
    EXPECT_EQ(answers[1], expected);
  }
  if (Solid(a)) {
    EXPECT_EQ(Sat(AsHexahedron(a), b), expected);
    EXPECT_EQ(Sat(b, AsHexahedron(a)), expected);
  }
  if (Solid(b)) {
    EXPECT_EQ(Sat(a, AsHexahedron(b)), expected);
  }
  if (Solid(a) && Solid(b)) {
    EXPECT_EQ(SatTest(AsHexahedron(a), AsHexahedron(b)).intersects, expected);
  }
}

void ExpectUnit(const Vec3& v) {
  EXPECT_NEAR(glm::length(v), 1.0, 1e-12);
}

TEST(SatAabb, IntervalOverlapCountsTouching) {
  const Aabb a{{0, 0, 0}, {1, 1, 1}};
  EXPECT_TRUE(Intersects(a, Aabb{{1, 0.2, 0.2}, {2, 0.8, 0.8}}));  // faces
  EXPECT_TRUE(Intersects(a, Aabb{{1, 1, 0.2}, {2, 2, 0.8}}));      // edges
  EXPECT_TRUE(Intersects(a, Aabb{{1, 1, 1}, {2, 2, 2}}));          // corners
  EXPECT_TRUE(Intersects(a, Aabb{{0.2, 0.2, 0.2}, {0.4, 0.4, 0.4}}));
  EXPECT_TRUE(Intersects(Aabb{{0.2, 0.2, 0.2}, {0.4, 0.4, 0.4}}, a));
  EXPECT_FALSE(Intersects(a, Aabb{{1.000001, 0, 0}, {2, 1, 1}}));
  EXPECT_FALSE(Intersects(a, Aabb{{0, 0, -2}, {1, 1, -1e-300}}));
  EXPECT_TRUE(Intersects(a, Aabb{{0.5, 0.5, 1}, {0.5, 0.5, 1}}));  // a point on the top
  const Vec3 far(1e6);
  EXPECT_TRUE(Intersects(Aabb{far, far + Vec3(0.001)}, Aabb{far + Vec3(0.001), far + Vec3(1)}));
  EXPECT_FALSE(Intersects(Aabb{far, far + Vec3(0.001)}, Aabb{far + Vec3(0.0011), far + Vec3(1)}));
}

TEST(SatAabb, ReportsTheSeparatingAxis) {
  const SatResult apart = SatTest(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{0, -3, 0}, {1, -1.5, 1}});
  EXPECT_FALSE(apart.intersects);
  EXPECT_EQ(apart.separating_axis, Vec3(0, -1, 0));
  EXPECT_DOUBLE_EQ(apart.separation, 1.5);
  EXPECT_EQ(apart.axis_kind, SatAxisKind::kFaceOfA);
  EXPECT_EQ(apart.feature_a, 1);
  const SatResult touching = SatTest(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{0, 1, 0}, {1, 2, 1}});
  EXPECT_TRUE(touching.intersects);
  EXPECT_EQ(touching.axis_kind, SatAxisKind::kNone);
}

TEST(SatBox, TouchingFacesEdgesAndCorners) {
  const OrientedBox a = Cube({0, 0, 0}, 0.5);
  const double ridge = 0.5 * std::sqrt(2.0);
  ExpectSat(a, Cube({1, 0.3, -0.2}, 0.5), true);                   // faces
  ExpectSat(a, Cube({1, 1, 0}, 0.5), true);                        // edges, parallel
  ExpectSat(a, Cube({1, 1, 1}, 0.5), true);                        // corners
  ExpectSat(a, Cube({0.5 + ridge, 0, 0}, 0.5, {0, 0, 45}), true);  // edge on face
  // A corner on a face: a turned cube placed so its lowest-x corner lands on
  // the middle of a's +x face.
  const Mat3 turned = RotationFromEulerDegrees({20, 30, 40});
  Vec3 tip(0.0);  // offset of the corner with the least x
  for (const Vec3& c : Corners(OrientedBox{Vec3(0.0), Vec3(0.5), turned})) {
    tip = c.x < tip.x ? c : tip;
  }
  ExpectSat(a, OrientedBox{Vec3(0.5, 0, 0) - tip, Vec3(0.5), turned}, true);
  ExpectSat(a, OrientedBox{Vec3(0.5 + 1e-6, 0, 0) - tip, Vec3(0.5), turned}, false);
  // Turned alike, touching face to face.
  const Vec3 turn(10, 20, 30);
  const Mat3 r = RotationFromEulerDegrees(turn);
  ExpectSat(Cube({0, 0, 0}, 0.5, turn), Cube(r * Vec3(1, 0.3, 0), 0.5, turn), true);
  // The same a hair apart.
  ExpectSat(a, Cube({1 + 1e-6, 0.3, -0.2}, 0.5), false);
  ExpectSat(a, Cube({1 + 1e-6, 1, 1}, 0.5), false);
  ExpectSat(a, Cube({0.5 + ridge + 1e-6, 0, 0}, 0.5, {0, 0, 45}), false);
  ExpectSat(Cube({0, 0, 0}, 0.5, turn), Cube(r * Vec3(1 + 1e-6, 0.3, 0), 0.5, turn), false);
}

TEST(SatBox, CrossingEdgesTouchAndSeparateByTheEdgeAxis) {
  // Ridge along x on top of one cube, ridge along z under the other.
  const double ridge = 0.5 * std::sqrt(2.0);
  const OrientedBox lower = Cube({0, 0, 0}, 0.5, {45, 0, 0});
  ExpectSat(lower, Cube({0, 2 * ridge, 0}, 0.5, {0, 0, 45}), true);
  ExpectSat(lower, Cube({0, 2 * ridge - 0.1, 0}, 0.5, {0, 0, 45}), true);
  const OrientedBox upper = Cube({0, 2 * ridge + 1e-6, 0}, 0.5, {0, 0, 45});
  ExpectSat(lower, upper, false);
  const SatResult result = SatTest(lower, upper);
  EXPECT_EQ(result.axis_kind, SatAxisKind::kEdgeCross);
  EXPECT_EQ(result.feature_a, 0);  // lower's x axis
  EXPECT_EQ(result.feature_b, 2);  // upper's z axis
  EXPECT_NEAR(result.separating_axis.y, 1.0, 1e-9);
  EXPECT_NEAR(result.separation, 1e-6, 1e-12);
  const SatResult hexahedra = SatTest(AsHexahedron(lower), AsHexahedron(upper));
  EXPECT_EQ(hexahedra.axis_kind, SatAxisKind::kEdgeCross);
  EXPECT_NEAR(hexahedra.separating_axis.y, 1.0, 1e-9);
  EXPECT_NEAR(hexahedra.separation, 1e-6, 1e-12);
}

TEST(SatBox, ReportsAUnitAxisFromFirstToSecond) {
  const OrientedBox a = Cube({0, 0, 0}, 1, {0, 0, 30});
  const OrientedBox b = Cube({5, 1, 0}, 1, {10, 0, 0});
  const SatResult ab = SatTest(a, b);
  const SatResult ba = SatTest(b, a);
  ASSERT_FALSE(ab.intersects);
  ASSERT_FALSE(ba.intersects);
  ExpectUnit(ab.separating_axis);
  ExpectUnit(ba.separating_axis);
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
  const Mat3 r = RotationFromEulerDegrees(turn);
  for (int n = 0; n < 2000; ++n) {
    const Vec3 ca(grid(rng) * 0.25, grid(rng) * 0.25, grid(rng) * 0.25);
    const Vec3 cb(grid(rng) * 0.25, grid(rng) * 0.25, grid(rng) * 0.25);
    const Vec3 ha(size(rng) * 0.25, size(rng) * 0.25, size(rng) * 0.25);
    const Vec3 hb(size(rng) * 0.25, size(rng) * 0.25, size(rng) * 0.25);
    const bool expected = Intersects(Aabb{ca - ha, ca + ha}, Aabb{cb - hb, cb + hb});
    const Vec3 center(3, -2, 5);
    // Exactly the same matrix, and one turned by 1e-10 degrees about x.
    EXPECT_EQ(SatTest(OrientedBox{center + r * ca, ha, r}, OrientedBox{center + r * cb, hb, r})
                  .intersects,
              expected)
        << n;
    if (expected) {
      const Mat3 tilted = RotationFromEulerDegrees(turn + Vec3(1e-10, 0, 0));
      EXPECT_TRUE(
          SatTest(OrientedBox{center + r * ca, ha, r}, OrientedBox{center + r * cb, hb, tilted})
              .intersects)
          << n;
    }
  }
  // Deep overlap with nearly parallel edges.
  for (double tilt : {0.0, 1e-14, 1e-9, 1e-6}) {
    ExpectSat(Cube({0, 0, 0}, 1, {10, 20, 30}), Cube({0.3, 0.2, 0.1}, 1, {10 + tilt, 20, 30}),
              true);
  }
}

TEST(SatBox, ZeroThicknessBoxIsARectangle) {
  const OrientedBox square{{0, 0, 0}, {1, 1, 0}};
  // Coplanar: overlapping, touching, apart (only in-plane axes separate).
  ExpectSat(square, OrientedBox{{1.5, 1.5, 0}, {1, 1, 0}}, true);
  ExpectSat(square, OrientedBox{{2, 0.5, 0}, {1, 1, 0}}, true);
  ExpectSat(square, OrientedBox{{2.5, 0, 0}, {1, 1, 0}, RotationFromEulerDegrees({0, 0, 10})},
            false);
  // Crossed like a plus in perpendicular planes, and one above the other.
  ExpectSat(square, OrientedBox{{0, 0, 0}, {0.2, 0, 3}}, true);
  ExpectSat(square, OrientedBox{{0, 0, 1e-6}, {1, 1, 0}}, false);
  // A small cube pierced by a large sheet; a cube standing on the square.
  ExpectSat(OrientedBox{{0, 0, 0}, {10, 10, 0}}, Cube({0, 0, 0}, 0.5, {10, 20, 30}), true);
  ExpectSat(square, Cube({0, 0, 0.5}, 0.5), true);
  ExpectSat(square, Cube({0, 0, 0.5 + 1e-6}, 0.5), false);
  // Against a hexahedron (the face-and-edge path keeps the square's in-plane
  // axes), and flat AABBs.
  EXPECT_TRUE(Sat(OrientedBox{{0, 0, 0.5}, {3, 3, 0}}, Frustum()));
  EXPECT_TRUE(Sat(OrientedBox{{0, 0, 1}, {0.5, 0.5, 0}}, Frustum()));
  EXPECT_FALSE(Sat(OrientedBox{{0, 0, 1 + 1e-6}, {0.5, 0.5, 0}}, Frustum()));
  EXPECT_FALSE(
      Sat(OrientedBox{{2.01, 0, 0.5}, {1, 1, 0}, RotationFromEulerDegrees({90, 0, 0})}, Frustum()));
  EXPECT_TRUE(Sat(Aabb{{0, 0, 0}, {1, 1, 0}}, Aabb{{0.5, 0.5, -1}, {0.5, 0.5, 1}}));
  EXPECT_TRUE(Sat(Aabb{{0, 0, 0}, {1, 1, 0}}, OrientedBox{{0.5, 0.5, 0}, {0, 0, 1}}));
  // Points.
  ExpectSat(OrientedBox{{1, 2, 3}, Vec3(0.0)}, OrientedBox{{1, 2, 3}, Vec3(0.0)}, true);
  ExpectSat(OrientedBox{{1, 2, 3}, Vec3(0.0)}, Cube({1, 2, 3.5}, 0.5, {0, 0, 45}), true);
}

TEST(SatBox, ContainmentBothWays) {
  const OrientedBox outer = Cube({1, 2, 3}, 4, {5, 10, 15});
  const OrientedBox inner{{1.5, 2, 2.5}, {0.5, 1, 0.25}, RotationFromEulerDegrees({70, 0, 9})};
  ExpectSat(outer, inner, true);
  ExpectSat(outer, outer, true);
  EXPECT_TRUE(Sat(Frustum(), Aabb{{-0.1, -0.1, 0.2}, {0.1, 0.1, 0.3}}));
  EXPECT_TRUE(Sat(Aabb{{-5, -5, -5}, {5, 5, 5}}, Frustum()));
}

TEST(SatBox, SmallBoxesAtLargeCoordinates) {
  const Vec3 far(1e6, -1e6, 1e6);
  const double ridge = 0.5 * std::sqrt(2.0);
  ExpectSat(Cube(far, 0.5), Cube(far + Vec3(1, 0, 0), 0.5), true);
  ExpectSat(Cube(far, 0.5), Cube(far + Vec3(1 + 1e-6, 0, 0), 0.5), false);
  const Vec3 turn(33, -21, 12);
  const Mat3 r = RotationFromEulerDegrees(turn);
  ExpectSat(Cube(far, 0.5, turn), Cube(far + r * Vec3(0, 1, 0.2), 0.5, turn), true);
  ExpectSat(Cube(far, 0.5, turn), Cube(far + r * Vec3(0, 1 + 1e-6, 0.2), 0.5, turn), false);
  ExpectSat(Cube(far, 0.5, {45, 0, 0}), Cube(far + Vec3(0, 2 * ridge, 0), 0.5, {0, 0, 45}), true);
  ExpectSat(Cube(far, 0.5, {45, 0, 0}), Cube(far + Vec3(0, 2 * ridge + 1e-6, 0), 0.5, {0, 0, 45}),
            false);
  EXPECT_TRUE(Sat(Frustum(far), Cube(far + Vec3(0, 0, 1.5), 0.5)));
  EXPECT_FALSE(Sat(Frustum(far), Cube(far + Vec3(0, 0, 1.5 + 1e-6), 0.5)));
}

TEST(SatHexahedron, FaceAndEdgeAxes) {
  const Hexahedron f = Frustum();
  EXPECT_TRUE(Sat(f, Frustum({2, 0, 0})));  // base edges touch
  EXPECT_FALSE(Sat(f, Frustum({2 + 1e-6, 0, 0})));
  EXPECT_TRUE(Sat(f, Frustum({1.5, 0, 0})));
  // A cube beside the slanted +x face: touches only the base edge at x = 1.
  EXPECT_TRUE(Sat(f, AsHexahedron(Cube({1.5, 0, 0.5}, 0.5))));
  const SatResult beside = SatTest(f, AsHexahedron(Cube({1.5 + 1e-6, 0, 0.5}, 0.5)));
  EXPECT_FALSE(beside.intersects);
  ExpectUnit(beside.separating_axis);
  EXPECT_GT(beside.separating_axis.x, 0.0);
  // Leaning on the slope: a cube turned to lie flat against the +x face
  // (normal (2, 0, 1) / sqrt(5)), its face on the plane x + z / 2 = 1.
  const Vec3 n = glm::normalize(Vec3(2, 0, 1));
  const double lean = std::atan2(1.0, 2.0) * 180 / kPi;  // tilt of the normal from +x
  const Vec3 on_face(0.75, 0, 0.5);
  const OrientedBox leaning = Cube(on_face + 0.25 * n, 0.25, {0, -lean, 0});
  EXPECT_NEAR(glm::dot(leaning.rotation[0], n), 1.0, 1e-12);
  EXPECT_TRUE(Sat(f, leaning));
  EXPECT_TRUE(Sat(leaning, f));
  EXPECT_FALSE(Sat(f, Cube(on_face + (0.25 + 1e-6) * n, 0.25, {0, -lean, 0})));
  const SatResult off = SatTest(f, Cube(on_face + (0.25 + 1e-6) * n, 0.25, {0, -lean, 0}));
  EXPECT_NEAR(glm::dot(off.separating_axis, n), 1.0, 1e-9);
  EXPECT_NEAR(off.separation, 1e-6, 1e-12);
}

// The registry's "sat", as box-box and scenes run it, on mixed box kinds.
TEST(SatBox, IsTheRegistrysSatForMixedBoxKinds) {
  const auto sat = [](const BoxShape& a, const BoxShape& b) {
    const PairTest* test =
        PairTestRegistry::Global().Find(KindOfSolid(a), KindOfSolid(b), Query::kIntersects, kSatId);
    return test != nullptr && Intersects(*test, a, b);
  };
  EXPECT_TRUE(sat(Cube({0, 0, 0}, 1), Aabb{{1, 1, 1}, {2, 2, 2}}));
  EXPECT_FALSE(sat(Cube({0, 0, 0}, 1), Aabb{{1.1, 1, 1}, {2, 2, 2}}));
  EXPECT_TRUE(sat(Frustum(), Aabb{{1, 1, 0}, {2, 2, 1}}));
}

TEST(SatBox, IsSymmetric) {
  const std::vector<BoxShape> shapes = {
      Cube({0, 0, 0}, 0.5),
      Cube({1, 0, 0}, 0.5),
      Cube({0.9, 0.9, 0}, 0.5, {0, 0, 45}),
      Cube({0, 1.2, 0}, 0.5, {45, 0, 0}),
      OrientedBox{{0, 0, 0}, {3, 0.5, 0.5}},
      OrientedBox{{0, 0, 0.5}, {2, 2, 0}},
      Aabb{{-0.2, -0.2, -0.2}, {0.2, 0.2, 5}},
      Aabb{{0.5, 0.5, 0.5}, {2, 2, 2}},
      Frustum(),
      Frustum({0.5, 2, 0.5}),
  };
  for (const BoxShape& a : shapes) {
    for (const BoxShape& b : shapes) {
      EXPECT_EQ(Sat(a, b), Sat(b, a));
    }
  }
}

// Pairs placed a fraction of the tolerance either side of touching: the
// boolean must land on the same side as the full test on each, since both
// read the same projections (a pair that rounds differently would show here).
TEST(SatBox, TheBooleanAgreesWithTheFullTestAtTheToleranceEdge) {
  std::mt19937 rng(77);
  int separated = 0;
  int intersecting = 0;
  for (int n = 0; n < 20000; ++n) {
    const auto [a, b] = testing::ToleranceEdgePair(rng, n);
    const bool full = SatTest(a, b).intersects;
    ASSERT_EQ(SatIntersects(a, b), full) << "pair " << n;
    ASSERT_EQ(SatIntersects(b, a), SatTest(b, a).intersects) << "pair " << n;
    ASSERT_EQ(SatIntersectsBaseline(a, b), full) << "pair " << n;
    (full ? intersecting : separated) += 1;
  }
  EXPECT_GT(separated, 5000);
  EXPECT_GT(intersecting, 5000);
}

// Pairs the float (or, with AVX2, double) verdict decides by itself: random
// boxes at scales from 1e-3 to 1e3, some far from the origin, some flat or
// sharing a's axes (near-parallel edges), and pairs moved off the touching
// distance by a few margins (1e-4 of the pair's size) either way, where a
// wrong gap or a missing axis in a stage would give the other answer.
// Expected values come from SatTest.
TEST(SatBox, TheBooleanStagesAgreeWithTheFullTestOnDecidedPairs) {
  std::mt19937 rng(2027);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> half(0.05, 1.0);
  int separated = 0;
  int intersecting = 0;
  for (int n = 0; n < 40000; ++n) {
    const double scale = std::pow(10.0, (n % 7) - 3.0);
    const Vec3 origin = (n % 5 == 0 ? 1e5 * scale : 0.0) * Vec3(unit(rng), unit(rng), unit(rng));
    OrientedBox a{origin + scale * Vec3(unit(rng), unit(rng), unit(rng)),
                  scale * Vec3(half(rng), half(rng), half(rng)),
                  RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
    OrientedBox b{
        Vec3(0.0), scale * Vec3(half(rng), half(rng), half(rng)),
        n % 3 == 0 ? a.rotation : RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
    if (n % 11 == 0) {
      b.half_extents[n % 3] = 0.0;
    }
    const Vec3 direction = glm::normalize(Vec3(unit(rng), unit(rng), unit(rng)) + Vec3(1e-3));
    double inside = 0.0;
    double outside = 10.0 * scale;
    for (int step = 0; step < 60; ++step) {
      const double middle = 0.5 * (inside + outside);
      b.center = a.center + middle * direction;
      (SatTest(a, b).intersects ? inside : outside) = middle;
    }
    // 3e-4, 1e-3, 1e-2 or 0.3 of the pair's size, in or out.
    constexpr double kNudges[] = {3e-4, 1e-3, 1e-2, 0.3};
    const double size = glm::length(a.half_extents) + glm::length(b.half_extents);
    const double nudge = (n % 2 == 0 ? 1.0 : -1.0) * kNudges[(n / 2) % 4] * size;
    b.center = a.center + std::max(0.0, inside + nudge) * direction;
    const bool full = SatTest(a, b).intersects;
    ASSERT_EQ(SatIntersects(a, b), full) << "pair " << n;
    ASSERT_EQ(SatIntersects(b, a), SatTest(b, a).intersects) << "pair " << n;
    ASSERT_EQ(SatIntersectsBaseline(a, b), full) << "pair " << n;
    ASSERT_EQ(SatIntersectsBaseline(b, a), SatTest(b, a).intersects) << "pair " << n;
    (full ? intersecting : separated) += 1;
  }
  EXPECT_GT(separated, 15000);
  EXPECT_GT(intersecting, 15000);
}

// A NaN or an infinity anywhere in a box: each stage answers as SatTest does
// (which finds no separating axis in a NaN gap), whatever the other numbers
// say. A stage that dropped a NaN gap while taking a maximum would call some
// of these separated.
TEST(SatBox, TheBooleanStagesAgreeWithTheFullTestOnNonFiniteBoxes) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const OrientedBox apart_a{Vec3(0.0), Vec3(1.0), RotationFromEulerDegrees({10.0, 20.0, 30.0})};
  const OrientedBox apart_b{Vec3(5.0, 0.5, 0.0), Vec3(1.0),
                            RotationFromEulerDegrees({0.0, 45.0, 0.0})};
  int cases = 0;
  for (const double bad : {kNaN, kInf, -kInf}) {
    for (int field = 0; field < 15; ++field) {
      OrientedBox a = apart_a;
      OrientedBox b = apart_b;
      OrientedBox& changed = field % 2 == 0 ? a : b;
      if (field < 6) {
        (field < 3 ? changed.center : changed.half_extents)[field % 3] = bad;
      } else {
        changed.rotation[(field - 6) / 3][(field - 6) % 3] = bad;
      }
      const bool full = SatTest(a, b).intersects;
      EXPECT_EQ(SatIntersects(a, b), full) << "value " << bad << " field " << field;
      EXPECT_EQ(SatIntersectsBaseline(a, b), full) << "value " << bad << " field " << field;
      const std::vector<OrientedBoxPair> one = {{a, b}};
      std::array<bool, 1> batch{!full};
      SatIntersectsMany(one, batch);
      EXPECT_EQ(batch[0], full) << "batch, value " << bad << " field " << field;
      batch[0] = !full;
      SatIntersectsManyBaseline(one, batch);
      EXPECT_EQ(batch[0], full) << "batch baseline, value " << bad << " field " << field;
      ++cases;
    }
  }
  EXPECT_EQ(cases, 45);
}

}  // namespace
}  // namespace sat_test
}  // namespace collide
