// GJK's distance and the closed forms explain themselves: a box against a
// sphere worked by hand iteration by iteration, two spheres and two capsules
// by their cores, and traced answers equal to untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <variant>

#include "collide/convex/contacts.h"
#include "collide/convex/gjk.h"
#include "collide/trace/trace.h"
#include "convex/convex_random_shapes.h"

namespace collide {
namespace {

bool SameBits(const ClosestPoints& x, const ClosestPoints& y) {
  return std::memcmp(&x.distance, &y.distance, sizeof(double)) == 0 &&
         std::memcmp(&x.on_a, &y.on_a, sizeof(Vec3)) == 0 &&
         std::memcmp(&x.on_b, &y.on_b, sizeof(Vec3)) == 0;
}

TEST(GjkTrace, BoxAgainstSphereTakesThreeIterationsWorkedByHand) {
  // A: the unit box about the origin; B: a sphere of radius 0.5 at
  // (3, 0.5, 0), its core the point c = (3, 0.5, 0). By hand:
  // start v = 0 - c = (-3, -0.5, 0): A's corner along -v (1, 1, 1), w0 =
  //   (1, 1, 1) - c = (-2, 0.5, 1), |w0| = sqrt(5.25) = 2.29;
  // 1: d = -w0 = (2, -0.5, -1): corner (1, -1, -1), w1 = (-2, -1.5, -1);
  //   |v|^2 - v.w = 5.25 - 2.25 = 3; the edge w0 w1's nearest point at
  //   3/8 from w0: (-2, -0.25, 0.25), distance sqrt(4.125) = 2.03;
  // 2: d = (2, 0.25, -0.25): corner (1, 1, -1), w2 = (-2, 0.5, -1);
  //   4.125 - 3.625 = 0.5; the triangle in x = -2 holds the projection
  //   (-2, 0, 0): distance 2;
  // 3: d = (2, 0, 0): corner (1, 1, 1) again, w = w0; 4 - 4 = 0: converged.
  // Closest points: A's (1, 0.5, 0) (weights 1/2, 1/4, 1/4), B's core c
  // moved 0.5 towards A: (2.5, 0.5, 0); distance 2 - 0.5 = 1.5.
  const OrientedBox box{Vec3(0.0), Vec3(1.0), Mat3(1.0)};
  const Sphere sphere{Vec3(3.0, 0.5, 0.0), 0.5};
  Trace trace;
  const ClosestPoints closest = Distance(ConvexShape(box), ConvexShape(sphere), trace);
  EXPECT_DOUBLE_EQ(closest.distance, 1.5);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 5u);
  EXPECT_EQ(steps[0].topic, "start");
  EXPECT_EQ(steps[0].text,
            "v = A's inner point - B's = (-3.00, -0.50, 0); first vertex w = A's support along "
            "-v (1.00, 1.00, 1.00) - B's along v (3.00, 0.50, 0) = (-2.00, 0.50, 1.00): distance "
            "so far 2.29");
  EXPECT_EQ(steps[1].topic, "iteration 1");
  EXPECT_EQ(steps[1].text,
            "d = -v = (2.00, -0.50, -1.00); w = A's support along d (1.00, -1.00, -1.00) - B's "
            "along -d (3.00, 0.50, 0) = (-2.00, -1.50, -1.00); |v|^2 - v.w = 3.00: simplex of 2 "
            "vertices, nearest the origin its edge: distance 2.03");
  EXPECT_EQ(steps[1].finding, "edge");
  EXPECT_EQ(steps[2].topic, "iteration 2");
  EXPECT_EQ(steps[2].text,
            "d = -v = (2.00, 0.25, -0.25); w = A's support along d (1.00, 1.00, -1.00) - B's "
            "along -d (3.00, 0.50, 0) = (-2.00, 0.50, -1.00); |v|^2 - v.w = 0.50: simplex of 3 "
            "vertices, nearest the origin its triangle: distance 2.00");
  EXPECT_EQ(steps[2].finding, "triangle");
  EXPECT_EQ(steps[3].topic, "iteration 3");
  EXPECT_EQ(steps[3].text,
            "d = -v = (2.00, 0, 0); w = A's support along d (1.00, 1.00, 1.00) - B's along -d "
            "(3.00, 0.50, 0) = (-2.00, 0.50, 1.00); |v|^2 - v.w = 0 <= 1e-12 |v|^2: converged");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(steps[3].finding, "converged");
  ASSERT_EQ(steps[3].marks.size(), 1u);
  EXPECT_EQ(std::get<PointMark>(steps[3].marks[0]).position, Vec3(-2.0, 0.5, 1.0));
  EXPECT_EQ(steps[4].text,
            "A's closest point (1.00, 0.50, 0), B's (2.50, 0.50, 0): the cores 2.00 apart, less "
            "the radii 0 + 0.50: distance 1.50");
  ASSERT_EQ(steps[4].marks.size(), 1u);
  const auto& gap = std::get<SegmentMark>(steps[4].marks[0]);
  EXPECT_EQ(gap.label, "d 1.50");
  EXPECT_DOUBLE_EQ(gap.from.y, 0.5);
  EXPECT_DOUBLE_EQ(gap.to.x, 2.5);
}

TEST(GjkTrace, TwoSpheresConvergeInOneIteration) {
  // Cores (0, 0, 0) and (3, 0, 0): the first vertex is (-3, 0, 0), and the
  // support along d = (3, 0, 0) is the same point: 9 - 9 = 0, converged.
  Trace trace;
  const ClosestPoints closest = GjkDistance(ConvexShape(Sphere{Vec3(0.0), 1.0}),
                                            ConvexShape(Sphere{Vec3(3.0, 0.0, 0.0), 0.5}), trace);
  EXPECT_DOUBLE_EQ(closest.distance, 1.5);
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].text,
            "d = -v = (3.00, 0, 0); w = A's support along d (0, 0, 0) - B's along -d (3.00, 0, 0) "
            "= (-3.00, 0, 0); |v|^2 - v.w = 0 <= 1e-12 |v|^2: converged");
  EXPECT_EQ(trace.steps()[2].text,
            "A's closest point (1.00, 0, 0), B's (2.50, 0, 0): the cores 3.00 apart, less the "
            "radii 1.00 + 0.50: distance 1.50");
}

TEST(GjkTrace, OverlappingCoresEndOnATetrahedronHoldingTheOrigin) {
  // Two unit boxes, B's centre at (0.5, 0.25, 0.125): the cores overlap, and
  // the last iteration's simplex is a tetrahedron around the origin.
  const OrientedBox a{Vec3(0.0), Vec3(1.0), Mat3(1.0)};
  const OrientedBox b{Vec3(0.5, 0.25, 0.125), Vec3(1.0), Mat3(1.0)};
  Trace trace;
  EXPECT_EQ(Distance(ConvexShape(a), ConvexShape(b), trace).distance, 0.0);
  ASSERT_GE(trace.steps().size(), 3u);
  const TraceStep& deciding = trace.steps()[trace.deciding()];
  EXPECT_EQ(deciding.finding, "overlap");
  EXPECT_NE(deciding.text.find("simplex of 4 vertices, the tetrahedron holds the origin"),
            std::string::npos);
  const std::string& last = trace.steps().back().text;
  ASSERT_GE(last.size(), 12u);
  EXPECT_EQ(last.substr(last.size() - 12), ": distance 0");
}

TEST(ClosedFormTrace, TwoSpheresAreTheirCentresLessTheRadii) {
  // Centres 5 apart (3, 4, 0), radii 1 and 2: distance 2; the points move
  // along (0.6, 0.8, 0): A's (0.6, 0.8, 0), B's (3, 4, 0) - 2 (0.6, 0.8, 0).
  Trace trace;
  const ClosestPoints closest = Distance(ConvexShape(Sphere{Vec3(0.0), 1.0}),
                                         ConvexShape(Sphere{Vec3(3.0, 4.0, 0.0), 2.0}), trace);
  EXPECT_DOUBLE_EQ(closest.distance, 2.0);
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].topic, "cores");
  EXPECT_EQ(trace.steps()[0].text,
            "A's core is the point (0, 0, 0), B's the point (3.00, 4.00, 0): nearest at (0, 0, 0) "
            "and (3.00, 4.00, 0), 5.00 apart");
  EXPECT_EQ(trace.steps()[1].text, "5.00 less the radii 1.00 + 2.00: distance 2.00");
  EXPECT_EQ(trace.deciding(), 1u);
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  const auto& gap = std::get<SegmentMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(gap.label, "d 2.00");
  EXPECT_DOUBLE_EQ(gap.from.x, 0.6);
  EXPECT_DOUBLE_EQ(gap.to.y, 4.0 - 1.6);
}

TEST(ClosedFormTrace, CrossedCapsulesAreTheirSegmentsClosestPointsLessTheRadii) {
  // A's core along x from 0 to 2, B's along z at x = 1, y = 1: nearest at
  // (1, 0, 0) and (1, 1, 0), 1 apart; radii 0.5 + 0.25: distance 0.25.
  Trace trace;
  const ClosestPoints closest =
      Distance(ConvexShape(Capsule{Vec3(0.0), Vec3(2.0, 0.0, 0.0), 0.5}),
               ConvexShape(Capsule{Vec3(1.0, 1.0, -1.0), Vec3(1.0, 1.0, 1.0), 0.25}), trace);
  EXPECT_DOUBLE_EQ(closest.distance, 0.25);
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "A's core is the segment (0, 0, 0)-(2.00, 0, 0), B's the segment (1.00, 1.00, "
            "-1.00)-(1.00, 1.00, 1.00): nearest at (1.00, 0, 0) and (1.00, 1.00, 0), 1.00 apart");
  EXPECT_EQ(trace.steps()[1].text, "1.00 less the radii 0.50 + 0.25: distance 0.25");
  EXPECT_EQ(std::get<SegmentMark>(trace.steps()[1].marks[0]).label, "d 0.25");
}

TEST(GjkTrace, TracedDistanceEqualsUntracedBitForBit) {
  convex_oracle::RandomShapes shapes(3801);
  for (int n = 0; n < 20000; ++n) {
    const auto a = shapes.Any(n);
    const auto b = shapes.Any(n * 7 + 3);
    Trace trace;
    const ClosestPoints traced = Distance(a.shape, b.shape, trace);
    ASSERT_TRUE(SameBits(traced, Distance(a.shape, b.shape))) << n;
    ASSERT_FALSE(trace.empty()) << n;
  }
}

}  // namespace
}  // namespace collide
