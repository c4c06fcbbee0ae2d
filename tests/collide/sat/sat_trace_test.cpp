// The box-box SAT explains itself: one step per axis looked at, in the walk's
// fixed numbering, the separating axis deciding; numbers worked by hand; and
// the traced answer is the untraced one on random pairs of every box kind.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <variant>

#include "collide/registry/box_box.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// B's axes: 45 degrees about x, then 45 degrees about z; c = sqrt(1/2).
//   u0 = (c, c, 0), u1 = (-1/2, 1/2, c), u2 = (1/2, -1/2, c).
Mat3 TiltedRotation() {
  const double c = std::sqrt(0.5);
  return Mat3(Vec3(c, c, 0.0), Vec3(-0.5, 0.5, c), Vec3(0.5, -0.5, c));
}

TEST(SatTrace, OnlyTheEdgeAxisXByZSeparatesTheTiltedCube) {
  // A: the cube [-1, 1]^3. B: the same cube tilted, centred at (0, 2.1, 2.1).
  //
  // Axis 1 (A's x): B's radius |u0.x| + |u1.x| + |u2.x| = c + 1 = 1.71, its
  // centre at 0: [-1.71, 1.71]; gap 0 - 1 - 1.71 = -2.71.
  //
  // Axis 9 (A's edge x × B's edge z): l = (1, 0, 0) × u2 = (0, -c, -1/2),
  // |l| = sqrt(3/4) = 0.866; unit (0, -0.816, -0.577). A's radius
  // (c + 1/2) / 0.866 = 1.394; B's (|u0.l| + |u1.l| + |u2.l|) / 0.866 =
  // (1/2 + c + 0) / 0.866 = 1.394; B's centre at (-2.1 c - 1.05) / 0.866 =
  // -2.927: B [-4.321, -1.533], gap 2.927 - 2 * 1.394 = 0.139.
  const OrientedBox a{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, Mat3(1.0)};
  const OrientedBox b{{0.0, 2.1, 2.1}, {1.0, 1.0, 1.0}, TiltedRotation()};
  Trace trace;
  EXPECT_FALSE(SatIntersects(BoxShape(a), BoxShape(b), trace));
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 9u);
  for (std::size_t k = 0; k < 8; ++k) {
    EXPECT_EQ(steps[k].topic, "axis " + std::to_string(k + 1));
    EXPECT_EQ(steps[k].finding, "overlap") << steps[k].text;
    EXPECT_FALSE(steps[k].deciding);
  }
  EXPECT_EQ(steps[0].text,
            "axis 1, A's face x = (1.00, 0, 0): A projects to [-1.00, 1.00], B to [-1.71, 1.71]; "
            "gap -2.71: overlap");
  EXPECT_EQ(steps[8].topic, "axis 9");
  EXPECT_EQ(steps[8].text,
            "axis 9, A's edge x × B's edge z = (0, -0.82, -0.58): A projects to [-1.39, 1.39], "
            "B to [-4.32, -1.53]; gap 0.14: separated");
  EXPECT_EQ(steps[8].finding, "separated");
  EXPECT_EQ(trace.deciding(), 8u);
  EXPECT_TRUE(steps[8].deciding);
  ASSERT_EQ(steps[8].marks.size(), 1u);
  const auto& mark = std::get<AxisMark>(steps[8].marks[0]);
  EXPECT_NEAR(mark.direction.y, -std::sqrt(2.0 / 3.0), 1e-12);
  EXPECT_NEAR(mark.direction.z, -std::sqrt(1.0 / 3.0), 1e-12);
  const double length = std::sqrt(0.75);
  EXPECT_NEAR(mark.a.hi, (std::sqrt(0.5) + 0.5) / length, 1e-12);
  EXPECT_NEAR(mark.b.hi, (-2.1 * std::sqrt(0.5) - 1.05 + 0.5 + std::sqrt(0.5)) / length, 1e-12);
}

TEST(SatTrace, OverlappingBoxesLookAtAllFifteenAxesAndTheLastStepDecides) {
  // B half inside A: no axis separates. Same-axis edges (x × x, y × y, z × z)
  // are parallel and skipped: axes 7, 11 and 15.
  const OrientedBox a{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, Mat3(1.0)};
  const OrientedBox b{{1.5, 0.0, 0.0}, {1.0, 1.0, 1.0}, Mat3(1.0)};
  Trace trace;
  EXPECT_TRUE(SatIntersects(BoxShape(a), BoxShape(b), trace));
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 16u);
  for (const std::size_t parallel : {6u, 10u, 14u}) {
    EXPECT_EQ(steps[parallel].finding, "parallel: skipped") << parallel;
  }
  EXPECT_EQ(steps[0].text,
            "axis 1, A's face x = (1.00, 0, 0): A projects to [-1.00, 1.00], B to [0.50, 2.50]; "
            "gap -0.50: overlap");
  EXPECT_EQ(steps[15].text, "no axis separates them (15 looked at): they intersect");
  EXPECT_EQ(steps[15].finding, "intersect");
  EXPECT_EQ(trace.deciding(), 15u);
  EXPECT_TRUE(steps[15].deciding);
}

TEST(SatTrace, AabbsWalkTheirThreeAxes) {
  // Apart along y by 0.5: axis 1 overlaps ([0, 2] and [1, 3]), axis 2
  // separates ([0, 1] and [1.5, 2]); axis 3 is never looked at.
  const Aabb a{{0.0, 0.0, 0.0}, {2.0, 1.0, 1.0}};
  const Aabb b{{1.0, 1.5, 0.0}, {3.0, 2.0, 1.0}};
  Trace trace;
  EXPECT_FALSE(SatIntersects(BoxShape(a), BoxShape(b), trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "axis 1, A's face x = (1.00, 0, 0): A projects to [0, 2.00], B to [1.00, 3.00]; "
            "gap -1.00: overlap");
  EXPECT_EQ(trace.steps()[1].text,
            "axis 2, A's face y = (0, 1.00, 0): A projects to [0, 1.00], B to [1.50, 2.00]; "
            "gap 0.50: separated");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_TRUE(trace.steps()[1].deciding);
}

TEST(SatTrace, HexahedraWalkSixFacesEachThenTheirEdgePairs) {
  // Two unit cubes as hexahedra, B shifted by (0.5, 0.5, 0.5): they overlap.
  // 6 + 6 face normals, then 3 x 3 edge pairs (the three same-direction
  // pairs parallel), then the verdict: 22 steps.
  Hexahedron a;
  Hexahedron b;
  for (int i = 0; i < 8; ++i) {
    const Vec3 corner((i & 1) ? 1.0 : 0.0, (i & 2) ? 1.0 : 0.0, (i & 4) ? 1.0 : 0.0);
    a.corners[static_cast<std::size_t>(i)] = corner;
    b.corners[static_cast<std::size_t>(i)] = corner + Vec3(0.5);
  }
  Trace trace;
  EXPECT_TRUE(SatIntersects(BoxShape(a), BoxShape(b), trace));
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 22u);
  EXPECT_EQ(steps[0].topic, "axis 1");
  // Face 0 is -x (kBoxFaces): its normal (c2 - c0) x (c3 - c1) is (-1, 0, 0).
  // From A's centre (0.5, 0.5, 0.5) along -x: A [-0.5, 0.5], B [-1, 0].
  EXPECT_EQ(steps[0].text,
            "axis 1, A's face 0 = (-1.00, 0, 0): A projects to [-0.50, 0.50], B to [-1.00, 0]; "
            "gap -0.50: overlap");
  EXPECT_EQ(steps[12].text,
            "axis 13, A's edge 0 × B's edge 0: the edges are parallel, no axis "
            "of their own");
  EXPECT_EQ(steps[21].finding, "intersect");
  EXPECT_EQ(trace.deciding(), 21u);
  EXPECT_TRUE(steps[21].deciding);
}

TEST(SatTrace, TheRegisteredBoxTestsRecordTheirSteps) {
  // The registry's "sat" and "corner-volume" tests for two oriented boxes run
  // traced: the tilted cube's walk (9 steps, axis 9 deciding), and the
  // corners' (16 outside, then the verdict), each with its untraced answer.
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  const ShapeKind kind = ShapeKindOf<OrientedBox>::kValue;
  const StaticShape a(OrientedBox{{0.0, 0.0, 0.0}, {1.0, 1.0, 1.0}, Mat3(1.0)});
  const StaticShape b(OrientedBox{{0.0, 2.1, 2.1}, {1.0, 1.0, 1.0}, TiltedRotation()});
  const PairTest* sat = registry.Find(kind, kind, Query::kIntersects, kSatId);
  const PairTest* corners = registry.Find(kind, kind, Query::kIntersects, kCornerVolumeId);
  ASSERT_NE(sat, nullptr);
  ASSERT_NE(corners, nullptr);
  Trace sat_trace;
  EXPECT_FALSE(PairTestRegistry::RunTraced(*sat, a, b, sat_trace).Get<bool>());
  EXPECT_FALSE(PairTestRegistry::Run(*sat, a, b).Get<bool>());
  ASSERT_EQ(sat_trace.steps().size(), 9u);
  EXPECT_EQ(sat_trace.deciding(), 8u);
  Trace corner_trace;
  EXPECT_FALSE(PairTestRegistry::RunTraced(*corners, a, b, corner_trace).Get<bool>());
  ASSERT_EQ(corner_trace.steps().size(), 17u);
  EXPECT_EQ(corner_trace.steps()[16].finding, "apart");
}

Mat3 RandomRotation(std::mt19937_64& random) {
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  return RotationFromEulerDegrees(Vec3(angle(random), angle(random), angle(random)));
}

BoxShape RandomBox(std::mt19937_64& random, int kind) {
  std::uniform_real_distribution<double> position(-2.0, 2.0);
  std::uniform_real_distribution<double> extent(0.1, 1.5);
  const Vec3 centre(position(random), position(random), position(random));
  const Vec3 half(extent(random), extent(random), extent(random));
  if (kind == 0) {
    return Aabb{centre - half, centre + half};
  }
  const OrientedBox box{centre, half, RandomRotation(random)};
  if (kind == 1) {
    return box;
  }
  Hexahedron hexahedron;
  hexahedron.corners = Corners(box);
  return hexahedron;
}

TEST(SatTrace, TracedAnswersAreTheUntracedOnesOnRandomPairs) {
  std::mt19937_64 random(38);
  int apart = 0;
  for (int k = 0; k < 12000; ++k) {
    const BoxShape a = RandomBox(random, k % 3);
    const BoxShape b = RandomBox(random, (k / 3) % 3);
    Trace trace;
    const bool traced = SatIntersects(a, b, trace);
    ASSERT_EQ(traced, SatIntersects(a, b)) << k;
    ASSERT_FALSE(trace.empty());
    ASSERT_TRUE(trace.steps()[trace.deciding()].deciding) << k;
    ASSERT_EQ(trace.steps()[trace.deciding()].finding, traced ? "intersect" : "separated");
    apart += traced ? 0 : 1;
  }
  // Both answers are exercised.
  EXPECT_GT(apart, 1200);
  EXPECT_LT(apart, 10800);
}

}  // namespace
}  // namespace collide
