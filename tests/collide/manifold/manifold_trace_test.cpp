// The narrow phase's contact manifold and penetration explain themselves:
// boxes stacked face on face (the box pair's general path), a box turned
// 45 degrees on another (the clipping adds a point per side plane, the
// reduction keeps four), a capsule lying on a box, SAT's depth; and traced
// manifolds equal to untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <optional>
#include <string>

#include "collide/manifold/narrow_phase.h"
#include "collide/trace/trace.h"
#include "convex/convex_random_shapes.h"

namespace collide {
namespace {

const OrientedBox kUnitBox{Vec3(0.0), Vec3(1.0), Mat3(1.0)};

bool SameBits(const Manifold& x, const Manifold& y) {
  if (x.count != y.count || std::memcmp(&x.normal, &y.normal, sizeof(Vec3)) != 0) {
    return false;
  }
  for (int i = 0; i < x.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (std::memcmp(&x.points[k].point, &y.points[k].point, sizeof(Vec3)) != 0 ||
        std::memcmp(&x.points[k].depth, &y.points[k].depth, sizeof(double)) != 0) {
      return false;
    }
  }
  return true;
}

TEST(ManifoldTrace, StackedBoxesClipToFourPointsOfDepthPointOne) {
  // B (half extents 2, 1, 0.5) rests on the unit box A sunk 0.1: its bottom
  // face y = 0.9, x in [-2, 2], z in [-0.5, 0.5]. The least overlap is A's
  // face y (0.1); faces against faces: the general path. Both faces meet n
  // head on (cosines 1 and 1): A's is the reference; B's face clipped to
  // A's side planes x = +-1, z = +-1 keeps 4 points each time, the corners
  // (+-1, 0.9, +-0.5), each 0.1 below A's face: all 4 kept.
  const OrientedBox b{Vec3(0.0, 1.9, 0.0), Vec3(2.0, 1.0, 0.5), Mat3(1.0)};
  Trace trace;
  const Manifold manifold = Contacts(ConvexShape(kUnitBox), ConvexShape(b), trace);
  ASSERT_EQ(manifold.count, 4);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 13u);
  EXPECT_EQ(steps[0].text, "the 15 axes: least overlap 0.10 along A's face y, n = (0, 1.00, 0)");
  EXPECT_EQ(steps[1].finding, "general");
  EXPECT_EQ(steps[2].text,
            "A's supporting feature along n (0, 1.00, 0): a face of 4 points; B's along -n: a "
            "face of 4 points");
  EXPECT_EQ(steps[3].text,
            "reference face: A's (its normal against n: A's 1.00, B's 1.00); incident: B's face "
            "of 4 points");
  ASSERT_EQ(steps[3].marks.size(), 4u);  // each face as two triangles
  EXPECT_EQ(std::get<TriangleMark>(steps[3].marks[0]).label, "reference");
  EXPECT_DOUBLE_EQ(std::get<TriangleMark>(steps[3].marks[0]).a.y, 1.0);
  for (int plane = 1; plane <= 4; ++plane) {
    const TraceStep& step = steps[static_cast<std::size_t>(3 + plane)];
    EXPECT_EQ(step.topic, "clip plane " + std::to_string(plane));
    EXPECT_EQ(step.finding, "4 remain");
  }
  for (int point = 1; point <= 4; ++point) {
    const TraceStep& step = steps[static_cast<std::size_t>(7 + point)];
    EXPECT_EQ(step.topic, "point " + std::to_string(point));
    EXPECT_EQ(step.finding, "kept");
    ASSERT_EQ(step.marks.size(), 1u);
    const auto& mark = std::get<PointMark>(step.marks[0]);
    EXPECT_EQ(mark.label, "depth 0.10");
    EXPECT_DOUBLE_EQ(std::abs(mark.position.x), 1.0);
    EXPECT_DOUBLE_EQ(std::abs(mark.position.z), 0.5);
  }
  EXPECT_EQ(steps[12].text, "4 candidates: all kept");
  EXPECT_EQ(trace.deciding(), 12u);
  EXPECT_EQ(steps[12].finding, "4 points");
  ASSERT_EQ(steps[12].marks.size(), 4u);
  for (const TraceMark& mark : steps[12].marks) {
    EXPECT_EQ(std::get<PointMark>(mark).label, "depth 0.10");
  }
}

TEST(ManifoldTrace, ABoxTurnedOnABoxClipsToAnOctagonReducedToFour) {
  // B, a unit box turned 45 degrees about y, sunk 0.1 into A: its bottom
  // face a square with corners at sqrt 2 along x and z. Each of A's four
  // side planes cuts one corner off, adding a point: 5, 6, 7, 8 remain;
  // the octagon's 8 points are all 0.1 deep, and the reduction keeps 4.
  const double c = std::sqrt(0.5);
  const Mat3 turned(Vec3(c, 0.0, -c), Vec3(0.0, 1.0, 0.0), Vec3(c, 0.0, c));
  const OrientedBox b{Vec3(0.0, 1.9, 0.0), Vec3(1.0), turned};
  Trace trace;
  const Manifold manifold = Contacts(ConvexShape(kUnitBox), ConvexShape(b), trace);
  ASSERT_EQ(manifold.count, 4);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 17u);
  for (int plane = 1; plane <= 4; ++plane) {
    EXPECT_EQ(steps[static_cast<std::size_t>(3 + plane)].finding,
              std::to_string(4 + plane) + " remain");
  }
  for (int point = 1; point <= 8; ++point) {
    const TraceStep& step = steps[static_cast<std::size_t>(7 + point)];
    EXPECT_EQ(step.finding, "kept");
    EXPECT_EQ(std::get<PointMark>(step.marks[0]).label, "depth 0.10");
  }
  EXPECT_EQ(steps[16].text,
            "8 candidates reduced to 4: the deepest, the farthest from it, the widest on their "
            "line, the fourth corner");
  EXPECT_EQ(trace.deciding(), 16u);
}

TEST(ManifoldTrace, ACapsuleLyingOnABoxClipsItsCoreToTwoPoints) {
  // A capsule of radius 0.2 along x from -0.5 to 0.5 at height 1.1 on the
  // unit box: its core 0.1 above the box, so SAT on the cores separates
  // them, GJK finds them 0.1 apart: depth 0.2 - 0.1 = 0.1 along (0, -1, 0).
  // A's feature is its core grown down to y = 0.9, an edge; B's top face the
  // reference (A has no face); the edge is inside its prism: 2 points, each
  // 0.1 deep.
  Trace trace;
  const Manifold manifold =
      Contacts(ConvexShape(Capsule{Vec3(-0.5, 1.1, 0.0), Vec3(0.5, 1.1, 0.0), 0.2}),
               ConvexShape(kUnitBox), trace);
  ASSERT_EQ(manifold.count, 2);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 13u);
  EXPECT_EQ(steps[0].text, "round shapes: SAT on the cores while they overlap, the radii added");
  EXPECT_EQ(steps[1].text, "SAT on the cores: an axis separates them");
  EXPECT_EQ(steps[6].text,
            "the cores 0.10 apart, the radii 0.20 + 0: depth 0.10 along (0, -1.00, 0)");
  EXPECT_EQ(steps[8].text,
            "reference face: B's (its normal against n: A's 0, B's 1.00); incident: A's edge");
  EXPECT_EQ(steps[9].text,
            "the incident edge against the reference face's side planes: 2 points remain");
  EXPECT_EQ(steps[10].text,
            "clipped point (-0.50, 0.90, 0): depth 0.10 below the reference face: kept");
  EXPECT_EQ(steps[12].text, "2 candidates: all kept");
  EXPECT_EQ(trace.deciding(), 12u);
}

TEST(PenetrationTrace, BoxesFaceToFaceSunkPointOneBySat) {
  // Two unit boxes, B's centre at y = 1.9: SAT's least overlap 1 - 0.9 =
  // 0.1 along A's face y, from A to B: (0, 1, 0).
  Trace trace;
  const std::optional<Penetration> p =
      Penetrate(ConvexShape(kUnitBox),
                ConvexShape(OrientedBox{Vec3(0.0, 1.9, 0.0), Vec3(1.0), Mat3(1.0)}), trace);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.1, 1e-12);
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text, "A and B are polytopes: SAT over face normals and edge crosses");
  EXPECT_EQ(trace.steps()[1].text, "SAT: least overlap along (0, 1.00, 0): depth 0.10");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "overlap");
}

TEST(ManifoldTrace, ApartBoxesAreDecidedByTheWalk) {
  Trace trace;
  const Manifold manifold =
      Contacts(ConvexShape(kUnitBox),
               ConvexShape(OrientedBox{Vec3(0.0, 2.5, 0.0), Vec3(1.0), Mat3(1.0)}), trace);
  EXPECT_EQ(manifold.count, 0);
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].finding, "separated");
}

TEST(ManifoldTrace, TracedManifoldEqualsUntracedBitForBit) {
  convex_oracle::RandomShapes shapes(3803, 0.6);
  int touching = 0;
  for (int n = 0; n < 15000; ++n) {
    // Every third pair two oriented boxes: the box pair's own path.
    const ConvexShape a = n % 3 == 0 ? ConvexShape(shapes.Box(n)) : shapes.Any(n).shape;
    const ConvexShape b = n % 3 == 0 ? ConvexShape(shapes.Box(n + 1)) : shapes.Any(n * 3 + 2).shape;
    Trace contacts_trace;
    const Manifold traced = Contacts(a, b, contacts_trace);
    ASSERT_TRUE(SameBits(traced, Contacts(a, b))) << n;
    ASSERT_FALSE(contacts_trace.empty()) << n;
    Trace penetration_trace;
    const std::optional<Penetration> p = Penetrate(a, b, penetration_trace);
    const std::optional<Penetration> q = Penetrate(a, b);
    ASSERT_EQ(p.has_value(), q.has_value()) << n;
    if (p) {
      ASSERT_EQ(std::memcmp(&p->depth, &q->depth, sizeof(double)), 0) << n;
      ASSERT_EQ(std::memcmp(&p->normal, &q->normal, sizeof(Vec3)), 0) << n;
      ASSERT_EQ(std::memcmp(&p->on_b, &q->on_b, sizeof(Vec3)), 0) << n;
    }
    touching += traced.count > 0 ? 1 : 0;
  }
  EXPECT_GT(touching, 4000);
}

}  // namespace
}  // namespace collide
