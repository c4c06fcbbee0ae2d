// EPA explains itself: a sphere sunk into a box worked by hand, GJK's
// iterations to the touching simplex, the tetrahedron it grows into and the
// two expansions to the face nearest the origin; and traced depths equal to
// untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <string>

#include "collide/convex/epa.h"
#include "collide/trace/trace.h"
#include "convex/convex_random_shapes.h"

namespace collide {
namespace {

bool SameBits(const std::optional<Penetration>& x, const std::optional<Penetration>& y) {
  if (x.has_value() != y.has_value()) {
    return false;
  }
  return !x || (std::memcmp(&x->depth, &y->depth, sizeof(double)) == 0 &&
                std::memcmp(&x->normal, &y->normal, sizeof(Vec3)) == 0 &&
                std::memcmp(&x->on_a, &y->on_a, sizeof(Vec3)) == 0 &&
                std::memcmp(&x->on_b, &y->on_b, sizeof(Vec3)) == 0);
}

TEST(EpaTrace, ASphereSunkIntoABoxExpandsTwiceToTheTopFace) {
  // A: a sphere of radius 0.5 at p = (0, 0.9, 0); B: the unit box. A - B is
  // the box moved to p: y in [-0.1, 1.9], its face y = -0.1 nearest the
  // origin. By hand: GJK's first vertex p - (1, 1, 1) = (-1, -0.1, -1);
  // along (1, 0.1, 1) B's corner (-1, -1, -1): w1 = (1, 1.9, 1), the edge's
  // nearest point at 0.35, (-0.3, 0.6, -0.3), |.| = sqrt(0.54) = 0.73;
  // along (0.3, -0.6, 0.3) B's (-1, 1, -1): w2 = (1, -0.1, 1); the triangle
  // lies in the plane x = z through the origin, which it holds (weights
  // 0.5, 0.05, 0.45): touching. EPA grows it along its normal (4, 0, -4) to
  // (1, -0.1, -1); the face x = z (distance 0, outward normal (-1, 0, 1)/sqrt 2)
  // is nearest, the support beyond it (-1, -0.1, 1) gains sqrt 2 = 1.41;
  // then the face y = -0.1 at 0.1, normal (0, -1, 0), and the support
  // beyond it is on it: gain 0, stop. Depth 0.1 + 0.5 = 0.6.
  Trace trace;
  const std::optional<Penetration> p =
      PenetrateByGjkEpa(ConvexShape(Sphere{Vec3(0.0, 0.9, 0.0), 0.5}),
                        ConvexShape(OrientedBox{Vec3(0.0), Vec3(1.0), Mat3(1.0)}), trace);
  ASSERT_TRUE(p.has_value());
  EXPECT_NEAR(p->depth, 0.6, 1e-12);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 8u);
  EXPECT_EQ(steps[1].text,
            "d = -v = (1.00, 0.10, 1.00); w = A's support along d (0, 0.90, 0) - B's along -d "
            "(-1.00, -1.00, -1.00) = (1.00, 1.90, 1.00); |v|^2 - v.w = 4.20: simplex of 2 "
            "vertices, nearest the origin its edge: distance 0.73");
  EXPECT_EQ(steps[2].finding, "triangle");
  EXPECT_EQ(steps[3].topic, "iteration 3");
  EXPECT_EQ(steps[3].finding, "touching");
  EXPECT_NE(steps[3].text.find("<= 1e-24 of the largest |w|^2 5.61"), std::string::npos);
  EXPECT_EQ(steps[4].text,
            "GJK's simplex grown to a tetrahedron around the origin: (-1.00, -0.10, -1.00) "
            "(1.00, 1.90, 1.00) (1.00, -0.10, 1.00) (1.00, -0.10, -1.00)");
  EXPECT_EQ(steps[5].topic, "expansion 1");
  EXPECT_EQ(steps[5].text,
            "nearest face: distance 0, normal (-0.71, 0, 0.71); support beyond it w = (-1.00, "
            "-0.10, 1.00): distance grew by 1.41 > tolerance 2.37e-12: expand");
  EXPECT_EQ(steps[6].topic, "expansion 2");
  EXPECT_EQ(steps[6].text,
            "nearest face: distance 0.10, normal (0, -1.00, 0); support beyond it w = (-1.00, "
            "-0.10, -1.00): distance grew by 0 <= tolerance 2.37e-12: stop");
  EXPECT_EQ(trace.deciding(), 6u);
  EXPECT_EQ(steps[6].finding, "stop");
  ASSERT_EQ(steps[6].marks.size(), 2u);
  const auto& face = std::get<TriangleMark>(steps[6].marks[0]);
  EXPECT_NEAR(face.a.y, -0.1, 1e-15);
  EXPECT_NEAR(face.b.y, -0.1, 1e-15);
  EXPECT_NEAR(face.c.y, -0.1, 1e-15);
  EXPECT_EQ(steps[7].text,
            "the cores overlap by 0.10, the radii 0.50 + 0: depth 0.60 along (0, -1.00, 0)");
}

TEST(EpaTrace, CoresApartGiveTheRadiiOverlapWithoutEpa) {
  // Sphere cores 1 apart along x, radii 0.75 + 0.5: depth 0.25 along +x.
  Trace trace;
  const std::optional<Penetration> p = PenetrateByGjkEpa(
      ConvexShape(Sphere{Vec3(0.0), 0.75}), ConvexShape(Sphere{Vec3(1.0, 0.0, 0.0), 0.5}), trace);
  ASSERT_TRUE(p.has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "converged");
  EXPECT_EQ(trace.steps()[2].text,
            "the cores 1.00 apart, the radii 0.75 + 0.50: depth 0.25 along (1.00, 0, 0)");
}

TEST(EpaTrace, TracedPenetrationEqualsUntracedBitForBit) {
  convex_oracle::RandomShapes shapes(3802, 0.6);
  int overlapping = 0;
  for (int n = 0; n < 12000; ++n) {
    const auto a = shapes.Any(n);
    const auto b = shapes.Any(n * 5 + 1);
    Trace trace;
    const std::optional<Penetration> traced = PenetrateByGjkEpa(a.shape, b.shape, trace);
    ASSERT_TRUE(SameBits(traced, PenetrateByGjkEpa(a.shape, b.shape))) << n;
    ASSERT_FALSE(trace.empty()) << n;
    overlapping += traced.has_value() ? 1 : 0;
  }
  EXPECT_GT(overlapping, 3000);  // EPA ran on many of them
}

}  // namespace
}  // namespace collide
