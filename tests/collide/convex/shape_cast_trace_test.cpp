// The shape cast explains itself (Cast, contacts.h; the sweep's registered
// tests "gjk-ray-cast", collide/kinds/sweep.cpp): the ray from the origin
// along the translation against B - A grown by the radii, one step per
// iteration with its support point and whether its plane separates the
// ray's point, then the contact. Worked by hand on two spheres; traced
// casts answer as untraced ones, to the bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <string>
#include <variant>

#include "collide/convex/contacts.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/sweep.h"
#include "collide/trace/trace.h"
#include "convex/convex_random_shapes.h"

namespace collide {
namespace shape_cast_trace_test {
namespace {

bool SameBits(const std::optional<ShapeCastHit>& a, const std::optional<ShapeCastHit>& b) {
  if (a.has_value() != b.has_value()) {
    return false;
  }
  return !a || (std::memcmp(&a->t, &b->t, sizeof(double)) == 0 &&
                std::memcmp(&a->point, &b->point, sizeof(Vec3)) == 0 &&
                std::memcmp(&a->normal, &b->normal, sizeof(Vec3)) == 0);
}

TEST(ShapeCastTrace, ASphereMovingOntoASphereAdvancesOnceThenTouches) {
  // A: radius 1 at the origin, moved by r = (10, 0, 0); B: radius 1 at
  // (5, 0, 0). The cores are points, R = 2. Iteration 1: x = 0, v = x - (5,
  // 0, 0) = (-5, 0, 0); support p = (5, 0, 0); v . (x - p) = 25 > R |v| =
  // 10: the plane separates x; v . r = -50, so t = (25 - 10) / 50 = 0.3,
  // x = (3, 0, 0), and v = x - p = (-2, 0, 0). Iteration 2: |v| = 2 <= R:
  // touching. The contact: B's point less its radius along the normal
  // (1, 0, 0): (4, 0, 0).
  Trace trace;
  const auto hit = Cast(ConvexShape(Sphere{{0, 0, 0}, 1.0}), Vec3(10, 0, 0),
                        ConvexShape(Sphere{{5, 0, 0}, 1.0}), trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 0.3);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "the ray from the origin along r = (10.00, 0, 0) against C = B - A grown by R = 2.00 "
            "(the radii); t in [0, 1]");
  EXPECT_EQ(trace.steps()[1].topic, "iteration 1");
  EXPECT_EQ(trace.steps()[1].text,
            "iteration 1: x = (0, 0, 0) (t = 0), v = x - C's nearest point = (-5.00, 0, 0), |v| "
            "= 5.00; support p = B(v) - A(-v) = (5.00, 0, 0), v . (x - p) = 25.00 against R |v| = "
            "10.00: separated: x advances to t = 0.30; the simplex now has 1 vertex");
  EXPECT_EQ(trace.steps()[1].finding, "advanced");
  EXPECT_EQ(trace.steps()[2].topic, "iteration 2");
  EXPECT_EQ(trace.steps()[2].text,
            "iteration 2: x = (3.00, 0, 0) (t = 0.30), |v| = 2.00 <= R + tolerance = 2.00: within "
            "R of C: touching");
  EXPECT_EQ(trace.steps()[2].finding, "touching");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text,
            "first contact at t = 0.30 (A moved by (3.00, 0, 0)), at (4.00, 0, 0), normal (1.00, "
            "0, 0)");
  EXPECT_EQ(std::get<PointMark>(trace.steps()[3].marks.at(0)).position, Vec3(4, 0, 0));
}

TEST(ShapeCastTrace, ASphereMovingAwayIsSeenNeverToReachItAtTheFirstIteration) {
  // B behind A: v = (5, 0, 0), p = (-5, 0, 0), v . (x - p) = 25 > 10, but v
  // . r = 50 >= 0: the ray never reaches the separating plane.
  Trace trace;
  EXPECT_FALSE(Cast(ConvexShape(Sphere{{0, 0, 0}, 1.0}), Vec3(10, 0, 0),
                    ConvexShape(Sphere{{-5, 0, 0}, 1.0}), trace)
                   .has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].text,
            "iteration 1: x = (0, 0, 0) (t = 0), v = x - C's nearest point = (5.00, 0, 0), |v| = "
            "5.00; support p = B(v) - A(-v) = (-5.00, 0, 0), v . (x - p) = 25.00 against R |v| = "
            "10.00: separated, and v . r = 50.00 >= 0: the ray never reaches the plane: no "
            "contact");
  EXPECT_EQ(trace.steps()[1].finding, "miss");
  EXPECT_EQ(trace.steps()[2].text, "A never touches B along the translation: no contact");
}

TEST(ShapeCastTrace, TheSweepsRegisteredTestsAreTheCastTraced) {
  const StaticShape sweep = Sweep{StaticShape(Sphere{{0, 0, 0}, 1.0}), Vec3(10, 0, 0)};
  const StaticShape still = Sphere{{5, 0, 0}, 1.0};
  for (const Query query : {CastQuery(), Query::kIntersects}) {
    const PairTest* test = PairTestRegistry::Global().Find(
        ShapeKindOf<Sweep>::kValue, ShapeKind::kSphere, query, "gjk-ray-cast");
    ASSERT_NE(test, nullptr);
    ASSERT_TRUE(static_cast<bool>(test->traced));
    Trace trace;
    PairTestRegistry::RunTraced(*test, sweep, still, trace);
    ASSERT_EQ(trace.steps().size(), 4u);
    EXPECT_EQ(trace.deciding(), 3u);
    EXPECT_EQ(trace.steps()[3].finding, "hit");
  }
}

TEST(ShapeCastTrace, TracedCastsAnswerAsUntracedCastsToTheBit) {
  convex_oracle::RandomShapes shapes(3816);
  std::uniform_real_distribution<double> coordinate(-4.0, 4.0);
  int hits = 0;
  int at_start = 0;
  for (int i = 0; i < 12000; ++i) {
    const convex_oracle::OracleShape a = shapes.Any(i);
    const convex_oracle::OracleShape b = shapes.Any(i / 8 + 3 * i);
    const Vec3 translation(coordinate(shapes.Rng()), coordinate(shapes.Rng()),
                           coordinate(shapes.Rng()));
    Trace trace;
    const auto traced = Cast(a.shape, translation, b.shape, trace);
    ASSERT_TRUE(SameBits(traced, Cast(a.shape, translation, b.shape))) << i;
    ASSERT_GE(trace.steps().size(), 2u);
    EXPECT_EQ(trace.steps().back().finding, traced ? "hit" : "miss") << i;
    hits += traced ? 1 : 0;
    at_start += traced && traced->t == 0.0 ? 1 : 0;
  }
  EXPECT_GT(hits, 1000);
  EXPECT_LT(hits, 11000);
  EXPECT_GT(at_start, 100);
}

}  // namespace
}  // namespace shape_cast_trace_test
}  // namespace collide
