// The plain and the robust triangle SAT explain themselves with one axis
// numbering, so where their traces part is where the two algorithms do:
// the tutorial's coplanar triangles A and F (samples/triangles), worked by
// hand, a zero-area triangle, and the same answers traced as untraced.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>

#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace {

// The sample's A, in the plane z = 0, and F, in the same plane a unit
// beyond A's corner (1, 0, 0).
const Triangle kSampleA{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};
const Triangle kSampleF{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, -1, 0)}};

// A's edges (1, 0, 0), (-1, 1, 0), (0, -1, 0); F's (1, 0, 0), (-1, -1, 0),
// (0, 1, 0). Every cross lies along z or is zero (edge 1 x edge 1, edge 3 x
// edge 3); both triangles project to [0, 0] along z: no axis of the 11
// separates them.
TEST(TriangleSatTrace, PlainSatCallsTheCoplanarTrianglesTouching) {
  Trace trace;
  EXPECT_TRUE(IntersectsPlainSat(kSampleA, kSampleF, trace));
  ASSERT_EQ(trace.steps().size(), 13u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[0].topic, "normals");
  EXPECT_EQ(steps[0].text, "A's normal (A2 - A1) x (A3 - A1) = (0, 0, 1.00), B's = (0, 0, -1.00)");
  EXPECT_EQ(steps[1].text,
            "axis 1, A's normal = (0, 0, 1.00): A projects to [0, 0], B to [0, 0]; "
            "no gap");
  EXPECT_EQ(steps[3].topic, "axis 3");
  EXPECT_EQ(steps[3].text,
            "axis 3, A's edge 1 x B's edge 1 = (0, 0, 0): a zero axis, both "
            "project to [0, 0]: no gap");
  EXPECT_EQ(steps[3].finding, "zero axis");
  EXPECT_TRUE(steps[3].marks.empty());  // no direction to draw
  EXPECT_EQ(steps[7].text,
            "axis 7, A's edge 2 x B's edge 2 = (0, 0, 2.00): A projects to [0, 0], "
            "B to [0, 0]; no gap");
  EXPECT_EQ(steps[11].finding, "zero axis");
  EXPECT_EQ(steps[11].text.substr(0, 45), "axis 11, A's edge 3 x B's edge 3 = (0, 0, 0):");
  for (int axis = 1; axis <= 11; ++axis) {
    EXPECT_EQ(steps[static_cast<std::size_t>(axis)].topic, "axis " + std::to_string(axis));
  }
  EXPECT_EQ(trace.deciding(), 12u);
  EXPECT_TRUE(steps[12].deciding);
  EXPECT_EQ(steps[12].topic, "the 11 axes");
  EXPECT_EQ(steps[12].finding, "intersect");
}

// The robust SAT walks the same 11 axes, finds the normals parallel, and
// tries the in-plane axes: nA x A's edge 1 = (0, 1, 0) (A [0, 1], F
// [-1, 0]: touching), nA x edge 2 = (-1, -1, 0) (A [-1, 0], F [-3, -1]:
// touching), nA x edge 3 = (1, 0, 0): A [0, 1], F [2, 3], gap 1.
TEST(TriangleSatTrace, RobustSatSeparatesThemAcrossAsEdge3) {
  Trace trace;
  EXPECT_FALSE(IntersectsRobustSat(kSampleA, kSampleF, trace));
  ASSERT_EQ(trace.steps().size(), 16u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[3].finding, "zero axis");  // the same projection as the plain SAT's
  EXPECT_EQ(steps[12].topic, "the 11 axes");
  EXPECT_EQ(steps[12].finding, "coplanar");
  EXPECT_EQ(steps[12].text,
            "none of the 11 axes separates them; |nA x nB|^2 = 0 <= 1e-12 |nA|^2 |nB|^2 = 1e-12: "
            "coplanar, so the axes across each edge in the plane follow");
  EXPECT_EQ(steps[13].text,
            "axis 12, A's normal x A's edge 1 = (0, 1.00, 0): A projects to "
            "[0, 1.00], B to [-1.00, 0]; no gap");
  EXPECT_EQ(steps[14].text,
            "axis 13, A's normal x A's edge 2 = (-1.00, -1.00, 0): A projects to "
            "[-1.00, 0], B to [-3.00, -1.00]; no gap");
  EXPECT_EQ(trace.deciding(), 15u);
  EXPECT_TRUE(steps[15].deciding);
  EXPECT_EQ(steps[15].topic, "axis 14");
  EXPECT_EQ(steps[15].finding, "separated");
  EXPECT_EQ(steps[15].text,
            "axis 14, A's normal x A's edge 3 = (1.00, 0, 0): A projects to "
            "[0, 1.00], B to [2.00, 3.00]; gap 1.00: separated");
  ASSERT_EQ(steps[15].marks.size(), 1u);
  const auto& mark = std::get<AxisMark>(steps[15].marks[0]);
  EXPECT_EQ(mark.direction, Vec3(1, 0, 0));
  EXPECT_EQ(mark.a.hi, 1.0);
  EXPECT_EQ(mark.b.lo, 2.0);
}

TEST(TriangleSatTrace, FirstPartingIsWhereTheRobustSatFindsThemCoplanar) {
  Trace plain;
  Trace robust;
  IntersectsPlainSat(kSampleA, kSampleF, plain);
  IntersectsRobustSat(kSampleA, kSampleF, robust);
  const std::optional<TraceParting> parting = FirstParting(plain, robust);
  ASSERT_TRUE(parting.has_value());
  EXPECT_TRUE(parting->same_topic);
  EXPECT_EQ(parting->first, 12u);
  EXPECT_EQ(parting->second, 12u);
  EXPECT_EQ(plain.steps()[12].finding, "intersect");
  EXPECT_EQ(robust.steps()[12].finding, "coplanar");
}

// The sample's G, three times the point (-1, -1, 0): the robust SAT measures
// distances instead (both ends 1.41 from A's corner (0, 0, 0); squared 2,
// 4.5 and 2 from A's edges), the plain SAT projects on its zero normal.
TEST(TriangleSatTrace, AZeroAreaTriangleTurnsTheRobustSatToDistances) {
  const Triangle g{{Vec3(-1, -1, 0), Vec3(-1, -1, 0), Vec3(-1, -1, 0)}};
  Trace robust;
  EXPECT_FALSE(IntersectsRobustSat(kSampleA, g, robust));
  ASSERT_EQ(robust.steps().size(), 7u);
  EXPECT_EQ(robust.steps()[0].finding, "degenerate");
  EXPECT_EQ(robust.steps()[1].text,
            "B's span's start (-1.00, -1.00, 0) is 1.41 from A "
            "(tolerance 1.41e-12): not there");
  EXPECT_EQ(robust.steps()[4].text,
            "B's span to A's edge 2: distance^2 4.50 (tolerance^2 2e-24): not there");
  EXPECT_EQ(robust.deciding(), 6u);
  EXPECT_EQ(robust.steps()[6].finding, "apart");
  Trace plain;
  EXPECT_TRUE(IntersectsPlainSat(kSampleA, g, plain));
  EXPECT_EQ(plain.steps()[2].finding, "zero axis");  // B's normal
  const std::optional<TraceParting> parting = FirstParting(plain, robust);
  ASSERT_TRUE(parting.has_value());
  EXPECT_EQ(parting->first, 0u);
  EXPECT_TRUE(parting->same_topic);
}

Triangle RandomSatTriangle(std::mt19937_64& random, bool flat) {
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  std::uniform_int_distribution<int> pick(0, 7);
  Triangle t;
  for (Vec3& corner : t.corners) {
    corner = Vec3(coordinate(random), coordinate(random), flat ? 0.0 : coordinate(random));
  }
  if (pick(random) == 0) {
    t[2] = t[1];  // a segment
  }
  return t;
}

// Coplanar pairs a quarter of the time, segments an eighth, so every branch
// is taken.
TEST(TriangleSatTrace, TracedAnswersAreTheUntracedOnes) {
  std::mt19937_64 random(38);
  int parted = 0;
  for (int i = 0; i < 10000; ++i) {
    const bool flat = i % 4 == 0;
    const Triangle a = RandomSatTriangle(random, flat);
    const Triangle b = RandomSatTriangle(random, flat);
    Trace plain;
    Trace robust;
    ASSERT_EQ(IntersectsPlainSat(a, b, plain), IntersectsPlainSat(a, b));
    ASSERT_EQ(IntersectsRobustSat(a, b, robust), IntersectsRobustSat(a, b));
    ASSERT_FALSE(plain.empty());
    ASSERT_FALSE(robust.empty());
    parted += FirstParting(plain, robust).has_value() ? 1 : 0;
  }
  EXPECT_GT(parted, 0);
}

}  // namespace
}  // namespace collide
