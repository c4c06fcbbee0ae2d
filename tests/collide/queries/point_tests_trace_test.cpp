// The point tests and closest-point queries explain themselves: the point
// is A, the shape B; each case's steps and numbers are worked by hand; and
// the same answers traced as untraced.
#include <gtest/gtest.h>

#include <random>
#include <variant>

#include "collide/queries/point_tests.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

TEST(PointSphereTrace, SquaredDistanceAgainstTheSquaredRadius) {
  // (2, 3, 1) - (1, 1, 1) = (1, 2, 0): 5 > 2^2.
  Trace trace;
  EXPECT_FALSE(Contains(Sphere{{1, 1, 1}, 2.0}, Vec3(2, 3, 1), trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "A - B's centre = (2.00, 3.00, 1.00) - (1.00, 1.00, 1.00) = (1.00, 2.00, 0), squared "
            "length 5.00");
  EXPECT_EQ(trace.steps()[1].text, "5.00 > r_B^2 = 4.00: A is not on B");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "outside");
}

TEST(PointAabbTrace, StopsAtTheFirstAxisThatLeavesThePointOut) {
  const Aabb box{{0, 0, 0}, {1, 1, 1}};
  Trace out;
  EXPECT_FALSE(Contains(box, Vec3(0.5, 1.5, 0.2), out));
  ASSERT_EQ(out.steps().size(), 2u);
  EXPECT_EQ(out.steps()[0].text, "axis x: A at 0.50, B spans [0, 1.00]: within");
  EXPECT_EQ(out.steps()[0].finding, "inside");
  EXPECT_EQ(out.steps()[1].text, "axis y: A at 1.50, B spans [0, 1.00]: above it: A is not on B");
  EXPECT_EQ(out.deciding(), 1u);
  EXPECT_EQ(out.steps()[1].finding, "outside");
  EXPECT_EQ(std::get<AxisMark>(out.steps()[1].marks[0]).a.lo, 1.5);

  Trace in;
  EXPECT_TRUE(Contains(box, Vec3(1, 0, 0.5), in));  // on two faces
  ASSERT_EQ(in.steps().size(), 4u);
  EXPECT_EQ(in.steps()[2].topic, "axis z");
  EXPECT_EQ(in.steps()[3].text, "within B on every axis: A is on B");
  EXPECT_EQ(in.deciding(), 3u);
  EXPECT_EQ(in.steps()[3].finding, "inside");
}

TEST(PointSegmentTrace, ProjectionClampClosestPointThenTheDistance) {
  // (1, 3e-6, 0) on (0, 0, 0)-(4, 0, 0): t = 4 / 16; closest (1, 0, 0),
  // 3e-6 away: (3e-6)^2 = 9e-12 below (1e-5)^2.
  Trace trace;
  EXPECT_TRUE(Contains(Segment{{0, 0, 0}, {4, 0, 0}}, Vec3(1, 3e-6, 0), trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "t = (A - start) . (end - start) / |end - start|^2 = 4.00 / 16.00 = 0.25");
  EXPECT_EQ(trace.steps()[1].text, "t within [0, 1]: kept");
  EXPECT_EQ(trace.steps()[2].text, "start + t (end - start) = (1.00, 0, 0)");
  EXPECT_FALSE(trace.steps()[2].deciding);
  EXPECT_EQ(trace.steps()[3].text, "|closest point - A|^2 = 9e-12 < 0.00001^2: A is on B");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].finding, "inside");
}

TEST(PointRayTrace, OneMinusTheCosine) {
  const Ray ray{{0, 0, 0}, {1, 0, 0}};
  // 1000 along and 1 off: cos = 1000 / sqrt(1000001), 1 - cos = 5.0e-7.
  Trace far;
  EXPECT_TRUE(Contains(ray, Vec3(1000, 1, 0), far));
  ASSERT_EQ(far.steps().size(), 2u);
  EXPECT_EQ(far.steps()[0].text,
            "from B's origin towards A: normalise(A - origin) = (1.00, 0.001, 0), B's direction "
            "(1.00, 0, 0)");
  EXPECT_EQ(far.steps()[1].text, "1 - cos = 1 - 1.00 = 5e-07, below 1e-06: A is on B");
  EXPECT_EQ(far.deciding(), 1u);
  EXPECT_EQ(far.steps()[1].finding, "inside");
  // 1 along and 0.01 off: 1 - 1 / sqrt(1.0001) = 5.0e-5.
  Trace near;
  EXPECT_FALSE(Contains(ray, Vec3(1, 0.01, 0), near));
  ASSERT_EQ(near.steps().size(), 2u);
  EXPECT_EQ(near.steps()[1].text, "1 - cos = 1 - 1.00 = 5e-05, not below 1e-06: A is not on B");
  EXPECT_EQ(near.steps()[1].finding, "outside");
  // The origin itself: one step.
  Trace origin;
  EXPECT_TRUE(Contains(ray, Vec3(0, 0, 0), origin));
  ASSERT_EQ(origin.steps().size(), 1u);
  EXPECT_EQ(origin.steps()[0].text, "A is B's origin (0, 0, 0): A is on B");
  EXPECT_EQ(origin.deciding(), 0u);
}

TEST(PointPlaneTrace, SignedDistanceAgainstTheBooksEpsilon) {
  const BookPlane plane{{0, 0, 1}, 2.0};
  Trace on;
  EXPECT_TRUE(Contains(plane, Vec3(1, 1, 2.000001), on));
  ASSERT_EQ(on.steps().size(), 2u);
  EXPECT_EQ(on.steps()[0].text, "n . A - d = (0, 0, 1.00) . (1.00, 1.00, 2.00) - 2.00 = 1e-06");
  EXPECT_EQ(on.steps()[1].text, "|1e-06| < 0.00001: on the plane (0)");
  EXPECT_EQ(on.steps()[1].finding, "on");
  EXPECT_EQ(on.deciding(), 1u);
  Trace behind;
  EXPECT_EQ(SideOfPlane(plane, Vec3(0, 0, 1), behind), -1);
  ASSERT_EQ(behind.steps().size(), 2u);
  EXPECT_EQ(behind.steps()[1].text, "|-1.00| >= 0.00001: behind (-1)");
  EXPECT_EQ(behind.steps()[1].finding, "behind");
  EXPECT_EQ(std::get<PlaneMark>(behind.steps()[0].marks[0]).signed_distance, -1.0);
}

TEST(ClosestPointTrace, SphereSurfaceTowardsThePoint) {
  Trace trace;
  EXPECT_EQ(ClosestPoint(Sphere{{1, 0, 0}, 2.0}, Vec3(1, 0, 5), trace), Vec3(1, 0, 2));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text, "from B's centre towards A: normalise(A - c) = (0, 0, 1.00)");
  EXPECT_EQ(trace.steps()[1].text, "c + r_B direction = (1.00, 0, 2.00)");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "surface");
  Trace centre;
  EXPECT_EQ(ClosestPoint(Sphere{{1, 0, 0}, 2.0}, Vec3(1, 0, 0), centre), Vec3(3, 0, 0));
  ASSERT_EQ(centre.steps().size(), 2u);
  EXPECT_EQ(centre.steps()[0].finding, "at the centre");
  EXPECT_EQ(centre.steps()[1].text, "c + r_B direction = (3.00, 0, 0)");
}

TEST(ClosestPointTrace, SegmentClampedToItsEnd) {
  // (3, 5, 1) on (0, 0, 0)-(2, 2, 0): t = 16 / 8 = 2, clamped to 1.
  Trace trace;
  EXPECT_EQ(ClosestPoint(Segment{{0, 0, 0}, {2, 2, 0}}, Vec3(3, 5, 1), trace), Vec3(2, 2, 0));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "t = (A - start) . (end - start) / |end - start|^2 = 16.00 / 8.00 = 2.00");
  EXPECT_EQ(trace.steps()[1].text, "t clamped to [0, 1]: 1.00");
  EXPECT_EQ(trace.steps()[1].finding, "clamped");
  EXPECT_EQ(trace.steps()[2].text, "t = 1: B's end = (2.00, 2.00, 0)");
  EXPECT_EQ(trace.steps()[2].finding, "end");
  EXPECT_EQ(trace.deciding(), 2u);
  Trace zero;
  EXPECT_EQ(ClosestPoint(Segment{{1, 1, 1}, {1, 1, 1}}, Vec3(3, 5, 1), zero), Vec3(1, 1, 1));
  ASSERT_EQ(zero.steps().size(), 2u);
  EXPECT_EQ(zero.steps()[0].finding, "zero length");
}

TEST(ClosestPointTrace, RayClampedToItsOrigin) {
  // (5, -2, 0) - (1, 1, 1) along (0, 1, 0): t = -3, behind: the origin.
  Trace trace;
  EXPECT_EQ(ClosestPoint(Ray{{1, 1, 1}, {0, 1, 0}}, Vec3(5, -2, 0), trace), Vec3(1, 1, 1));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text, "t = (A - origin) . direction = -3.00");
  EXPECT_EQ(trace.steps()[1].text, "t < 0, behind the origin: t = 0");
  EXPECT_EQ(trace.steps()[2].text, "origin + t direction = (1.00, 1.00, 1.00)");
  EXPECT_EQ(trace.steps()[2].finding, "start");
  EXPECT_EQ(trace.deciding(), 2u);
}

TEST(ClosestPointTrace, PlaneFootOfThePerpendicular) {
  Trace trace;
  EXPECT_EQ(ClosestPoint(BookPlane{{0, 1, 0}, 2.0}, Vec3(3, 5, -1), trace), Vec3(3, 2, -1));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text, "n . A - d = (0, 1.00, 0) . (3.00, 5.00, -1.00) - 2.00 = 3.00");
  EXPECT_EQ(trace.steps()[1].text, "A - n (n . A - d) = (3.00, 2.00, -1.00)");
  EXPECT_EQ(trace.steps()[1].finding, "foot");
  EXPECT_EQ(trace.deciding(), 1u);
}

TEST(PointTestsTrace, TracedAnswersAsUntraced) {
  std::mt19937 rng(383);
  std::uniform_real_distribution<double> coord(-3.0, 3.0);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_real_distribution<double> tiny(-2e-6, 2e-6);
  int contained = 0;
  for (int i = 0; i < 10000; ++i) {
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    const Sphere sphere{{coord(rng), coord(rng), coord(rng)}, 2.0 * unit(rng)};
    const Vec3 min(coord(rng), coord(rng), coord(rng));
    const Aabb box{min, min + 2.0 * Vec3(unit(rng), unit(rng), unit(rng))};
    const Segment segment{{coord(rng), coord(rng), coord(rng)},
                          {coord(rng), coord(rng), coord(rng)}};
    const Ray ray = *MakeRay({coord(rng), coord(rng), coord(rng)}, {coord(rng), coord(rng), 1e-3});
    const BookPlane plane = *MakeBookPlane({coord(rng), coord(rng), 1e-3}, coord(rng));
    // Every other point near the segment, the ray and the plane, so that
    // both answers occur.
    const Vec3 on_segment = i % 2 ? p : ClosestPoint(segment, p) + Vec3(tiny(rng), tiny(rng), 0);
    const Vec3 on_ray = i % 2 ? p : ClosestPoint(ray, p) + Vec3(tiny(rng), tiny(rng), 0);
    const Vec3 on_plane = i % 2 ? p : ClosestPoint(plane, p) + Vec3(0, 0, tiny(rng));
    Trace t[11];
    NoTrace n;
    const bool results[] = {Contains(sphere, p, t[0]), Contains(box, p, t[1]),
                            Contains(segment, on_segment, t[2]), Contains(ray, on_ray, t[3]),
                            Contains(plane, on_plane, t[4])};
    ASSERT_EQ(results[0], Contains(sphere, p, n));
    ASSERT_EQ(results[1], Contains(box, p, n));
    ASSERT_EQ(results[2], Contains(segment, on_segment, n));
    ASSERT_EQ(results[3], Contains(ray, on_ray, n));
    ASSERT_EQ(results[4], Contains(plane, on_plane, n));
    ASSERT_EQ(SideOfPlane(plane, on_plane, t[5]), SideOfPlane(plane, on_plane, n));
    ASSERT_EQ(ClosestPoint(sphere, p, t[6]), ClosestPoint(sphere, p, n));
    ASSERT_EQ(ClosestPoint(segment, p, t[7]), ClosestPoint(segment, p, n));
    ASSERT_EQ(ClosestPointFraction(segment, p, t[8]), ClosestPointFraction(segment, p, n));
    ASSERT_EQ(ClosestPoint(ray, p, t[9]), ClosestPoint(ray, p, n));
    ASSERT_EQ(ClosestPoint(plane, p, t[10]), ClosestPoint(plane, p, n));
    for (int k = 0; k < 5; ++k) {
      ASSERT_FALSE(t[k].empty());
      const char* const in = k == 4 ? "on" : "inside";  // the plane's side, 0
      ASSERT_EQ(t[k].steps()[t[k].deciding()].finding == in, results[k]);
      contained += results[k];
    }
  }
  EXPECT_GT(contained, 5000);
  EXPECT_LT(contained, 45000);
}

}  // namespace
}  // namespace collide
