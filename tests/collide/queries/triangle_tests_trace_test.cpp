// The single triangle's tests explain themselves: Ericson's Voronoi regions
// (closest point, contains, sphere), the 13-axis box test and the plane's
// corner sides, with the numbers worked by hand, and the same answers
// traced as untraced.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <variant>

#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// B: corners (0, 0, 0), (2, 0, 0), (0, 2, 0); ab = (2, 0, 0), ac = (0, 2, 0).
const Triangle kRightTriangleB{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(0, 2, 0)}};

// p = (1, -1, 0.5): d1 = ab . (p - a) = 2, d2 = -2; d3 = ab . (p - b) = -2,
// d4 = -2; vc = d1 d4 - d3 d2 = -4 - 4 = -8: edge 1-2's region, at
// d1 / (d1 - d3) = 1/2 of ab: (1, 0, 0).
TEST(TriangleClosestPointTrace, APointBesideEdge12LandsInItsRegion) {
  Trace trace;
  EXPECT_EQ(ClosestPoint(kRightTriangleB, Vec3(1, -1, 0.5), trace), Vec3(1, 0, 0));
  ASSERT_EQ(trace.steps().size(), 4u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[0].finding, "proper");
  EXPECT_EQ(steps[1].text,
            "corner 1: d1 = 2.00, d2 = -2.00; not (d1 <= 0 and d2 <= 0): not in its region");
  EXPECT_EQ(steps[1].finding, "outside");
  EXPECT_EQ(steps[2].text,
            "corner 2: d3 = -2.00, d4 = -2.00; not (d3 >= 0 and d4 <= d3): not in its region");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_TRUE(steps[3].deciding);
  EXPECT_EQ(steps[3].topic, "edge 1-2");
  EXPECT_EQ(steps[3].finding, "inside");
  EXPECT_EQ(steps[3].text,
            "edge 1-2: vc = d1 d4 - d3 d2 = -8.00; vc <= 0, d1 >= 0 and d3 <= 0: "
            "p is in its region, closest (1.00, 0, 0)");
}

// p = (0.5, 0.5, 3): d1 = d2 = 1; d3 = -3, d4 = 1; d5 = 1, d6 = -3; vc = 1 +
// 3 = 4, vb = 1 + 3 = 4, va = 9 - 1 = 8: no corner or edge region, the face
// with barycentric (8, 4, 4) / 16, at (0.5, 0.5, 0); 3 from p.
TEST(TriangleClosestPointTrace, APointAboveTheFaceGetsItsBarycentrics) {
  Trace trace;
  EXPECT_FALSE(Contains(kRightTriangleB, Vec3(0.5, 0.5, 3), trace));
  ASSERT_EQ(trace.steps().size(), 9u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[0].text,
            "B's area normal (B2 - B1) x (B3 - B1) = (0, 0, 4.00): B has area: "
            "Ericson's Voronoi regions of p = (0.50, 0.50, 3.00)");
  const char* topics[] = {"area",     "corner 1", "corner 2", "edge 1-2", "corner 3",
                          "edge 1-3", "edge 2-3", "face",     "distance"};
  for (std::size_t i = 0; i < 9; ++i) {
    EXPECT_EQ(steps[i].topic, topics[i]);
  }
  EXPECT_EQ(steps[6].text,
            "edge 2-3: va = d3 d6 - d5 d4 = 8.00; not (va <= 0, d4 - d3 >= 0 and "
            "d5 - d6 >= 0): not in its region");
  EXPECT_EQ(steps[7].text,
            "face: va = 8.00, vb = 4.00, vc = 4.00; p projects inside, "
            "barycentric (0.50, 0.25, 0.25), closest (0.50, 0.50, 0)");
  ASSERT_EQ(steps[7].marks.size(), 1u);
  EXPECT_EQ(std::get<PointMark>(steps[7].marks[0]).label, "barycentric (0.50, 0.25, 0.25)");
  EXPECT_EQ(trace.deciding(), 8u);
  EXPECT_EQ(steps[8].finding, "outside");
  EXPECT_EQ(steps[8].text,
            "the closest point (0.50, 0.50, 0) is 3.00 from A > 1e-05: A is not in B");
}

// The centre (1, -1, 0.5) is nearest (1, 0, 0) (the first case): 1 + 0.25 =
// 1.25 <= 1.2^2 = 1.44.
TEST(TriangleSphereTrace, TheRadiusStepComparesTheSquaredGap) {
  Trace trace;
  EXPECT_TRUE(Intersects(Sphere{{1, -1, 0.5}, 1.2}, kRightTriangleB, trace));
  ASSERT_EQ(trace.steps().size(), 5u);
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_EQ(trace.steps()[4].text,
            "the closest point (1.00, 0, 0) is 1.12 from A's centre: "
            "squared 1.25 <= r^2 = 1.44: they intersect");
  EXPECT_EQ(trace.steps()[4].finding, "intersect");
}

// Box [-1, 1]^3 against the triangle x + y + z = 4 (corners 4 on each axis):
// every box axis sees B in [0, 4], each edge cross overlaps by symmetry
// (e.g. edge 1 (-4, 4, 0) x z = (4, 4, 0): the box [-8, 8], B [0, 16]), and
// the normal (16, 16, 16) separates: B at 64, the box within 48, gap 16.
TEST(TriangleBoxTrace, TheTrianglesNormalSeparatesItFromTheBoxsCorner) {
  const Triangle t{{Vec3(4, 0, 0), Vec3(0, 4, 0), Vec3(0, 0, 4)}};
  Trace trace;
  EXPECT_FALSE(Intersects(Aabb{Vec3(-1), Vec3(1)}, t, trace));
  ASSERT_EQ(trace.steps().size(), 13u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[0].text,
            "axis 1, the box's x = (1.00, 0, 0): the box projects to "
            "[-1.00, 1.00], B to [0, 4.00] (from the box's centre); no gap");
  EXPECT_EQ(steps[5].text,
            "axis 6, B's edge 1 x z = (4.00, 4.00, 0): the box projects to "
            "[-8.00, 8.00], B to [0, 16.00] (from the box's centre); no gap");
  EXPECT_EQ(trace.deciding(), 12u);
  EXPECT_TRUE(steps[12].deciding);
  EXPECT_EQ(steps[12].finding, "separated");
  EXPECT_EQ(steps[12].text,
            "axis 13, B's normal = (16.00, 16.00, 16.00): the box projects to "
            "[-48.00, 48.00], B to [64.00, 64.00] (from the box's centre); gap "
            "16.00: separated");
  ASSERT_EQ(steps[12].marks.size(), 1u);
  const auto& axis = std::get<AxisMark>(steps[12].marks[0]);
  EXPECT_NEAR(axis.a.hi, std::sqrt(3.0), 1e-12);        // the box's corner along the diagonal
  EXPECT_NEAR(axis.b.lo, 4.0 / std::sqrt(3.0), 1e-12);  // the plane's distance
}

// Edge 1 of (0, 0, 0.5), (3, 0, 0.5), (0, 3, 0.5) runs along x: its cross
// with x is zero. Nothing separates it from [-1, 1]^3.
TEST(TriangleBoxTrace, AnEdgeAlongABoxAxisGivesAZeroAxis) {
  const Triangle t{{Vec3(0, 0, 0.5), Vec3(3, 0, 0.5), Vec3(0, 3, 0.5)}};
  Trace trace;
  EXPECT_TRUE(Intersects(Aabb{Vec3(-1), Vec3(1)}, t, trace));
  ASSERT_EQ(trace.steps().size(), 14u);
  EXPECT_EQ(trace.steps()[3].text,
            "axis 4, B's edge 1 x x = (0, 0, 0): a zero axis, both project to [0, 0]: no gap");
  EXPECT_EQ(trace.steps()[3].finding, "zero axis");
  EXPECT_EQ(trace.deciding(), 13u);
  EXPECT_EQ(trace.steps()[13].text, "none of the 13 axes separates them: they intersect");
}

// The plane z = 1 against corners at heights 2, 3 and 0.5: in front, in
// front, behind.
TEST(TrianglePlaneTrace, CornersOnBothSidesDecideAtTheEnd) {
  const Triangle t{{Vec3(0, 0, 2), Vec3(1, 0, 3), Vec3(0, 1, 0.5)}};
  Trace trace;
  EXPECT_TRUE(Intersects(BookPlane{{0, 0, 1}, 1.0}, t, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text, "corner 1 (0, 0, 2.00): n . x - d = 1.00: in front");
  EXPECT_EQ(trace.steps()[2].text, "corner 3 (0, 1.00, 0.50): n . x - d = -0.50: behind");
  EXPECT_EQ(trace.steps()[2].finding, "behind");
  ASSERT_EQ(trace.steps()[2].marks.size(), 1u);
  EXPECT_EQ(std::get<PlaneMark>(trace.steps()[2].marks[0]).signed_distance, -0.5);
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text, "corners on both sides: they intersect");
}

TEST(TrianglePlaneTrace, ACornerOnThePlaneDecidesAtOnce) {
  const Triangle t{{Vec3(0, 0, 1), Vec3(1, 0, 3), Vec3(0, 1, 2)}};
  Trace trace;
  EXPECT_TRUE(Intersects(BookPlane{{0, 0, 1}, 1.0}, t, trace));
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].finding, "on the plane");
  EXPECT_TRUE(trace.steps()[0].deciding);
}

bool SameVectorBits(const Vec3& x, const Vec3& y) {
  return std::memcmp(&x, &y, sizeof x) == 0;
}

// 10,000 random triangles and points, a zero-area triangle an eighth of the
// time (so both closest-point paths are taken), each handed to `check`.
template <typename Check>
void ForRandomTrianglesAndPoints(std::uint64_t seed, Check check) {
  std::mt19937_64 random(seed);
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  const auto point = [&] {
    return Vec3(coordinate(random), coordinate(random), coordinate(random));
  };
  for (int i = 0; i < 10000; ++i) {
    Triangle t{{point(), point(), point()}};
    if (i % 8 == 0) {
      t[2] = t[0];
    }
    check(t, point(), point(), std::abs(coordinate(random)));
  }
}

TEST(TriangleClosestPointTrace, TracedAnswersAreTheUntracedOnes) {
  ForRandomTrianglesAndPoints(3838, [](const Triangle& t, const Vec3& p, const Vec3&, double) {
    Trace closest;
    Trace contains;
    ASSERT_TRUE(SameVectorBits(ClosestPoint(t, p, closest), ClosestPoint(t, p)));
    ASSERT_EQ(Contains(t, p, contains), Contains(t, p));
    ASSERT_FALSE(closest.empty() || contains.empty());
  });
}

TEST(TriangleSphereTrace, TracedAnswersAreTheUntracedOnes) {
  ForRandomTrianglesAndPoints(3839, [](const Triangle& t, const Vec3& p, const Vec3&, double r) {
    Trace trace;
    ASSERT_EQ(Intersects(Sphere{p, r}, t, trace), Intersects(Sphere{p, r}, t));
    ASSERT_FALSE(trace.empty());
  });
}

TEST(TriangleBoxTrace, TracedAnswersAreTheUntracedOnes) {
  ForRandomTrianglesAndPoints(3840, [](const Triangle& t, const Vec3& p, const Vec3& q, double) {
    const Aabb box{glm::min(p, q), glm::max(p, q)};
    Trace trace;
    ASSERT_EQ(Intersects(box, t, trace), Intersects(box, t));
    ASSERT_FALSE(trace.empty());
  });
}

TEST(TrianglePlaneTrace, TracedAnswersAreTheUntracedOnes) {
  ForRandomTrianglesAndPoints(3841, [](const Triangle& t, const Vec3& p, const Vec3& q, double) {
    const BookPlane plane{glm::normalize(q), p.x};
    Trace trace;
    ASSERT_EQ(Intersects(plane, t, trace), Intersects(plane, t));
    ASSERT_FALSE(trace.empty());
  });
}

}  // namespace
}  // namespace collide
