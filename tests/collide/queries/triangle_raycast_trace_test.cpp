// Moller-Trumbore explains itself: the determinant, u, v and t of a ray and
// a segment cast down at the unit right triangle, worked by hand, and the
// same answers traced as untraced.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <variant>

#include "collide/shapes/ray.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

// e1 = (1, 0, 0), e2 = (0, 1, 0); down the z axis d = (0, 0, -1):
// d x e2 = (1, 0, 0), det = 1.
const Triangle kUnitRightB{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};

// From (0.25, 0.25, 5): s = origin, u = s . (1, 0, 0) = 0.25; s x e1 =
// (0, 5, -0.25), v = d . that = 0.25, t = e2 . that = 5.
TEST(TriangleRaycastTrace, AHitGivesUVAndT) {
  Trace trace;
  const std::optional<TriangleHit> hit =
      Raycast(Ray{{0.25, 0.25, 5}, {0, 0, -1}}, kUnitRightB, trace);
  ASSERT_TRUE(hit.has_value());
  ASSERT_EQ(trace.steps().size(), 4u);
  const auto& steps = trace.steps();
  EXPECT_EQ(steps[0].text, "det = e1 . (d x e2) = 1.00, |det| > 1e-14: A crosses B's plane");
  EXPECT_EQ(steps[1].text, "u = s . (d x e2) / det = 0.25: in [0, 1]");
  EXPECT_EQ(steps[2].text, "v = d . (s x e1) / det = 0.25, u + v = 0.50: v >= 0 and u + v <= 1");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_TRUE(steps[3].deciding);
  EXPECT_EQ(steps[3].finding, "hit");
  EXPECT_EQ(steps[3].text,
            "t = e2 . (s x e1) / det = 5.00 >= 0: hit at (0.25, 0.25, 0), "
            "barycentric (0.50, 0.25, 0.25)");
  ASSERT_EQ(steps[3].marks.size(), 1u);
  EXPECT_EQ(std::get<PointMark>(steps[3].marks[0]).position, Vec3(0.25, 0.25, 0));
}

// From (0.8, 0.8, 5): u = v = 0.8, u + v = 1.6 > 1: past edge 2.
TEST(TriangleRaycastTrace, PastTheLongEdgeVDecidesTheMiss) {
  Trace trace;
  EXPECT_FALSE(Raycast(Ray{{0.8, 0.8, 5}, {0, 0, -1}}, kUnitRightB, trace).has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_TRUE(trace.steps()[2].deciding);
  EXPECT_EQ(trace.steps()[2].finding, "miss");
  EXPECT_EQ(trace.steps()[2].text,
            "v = d . (s x e1) / det = 0.80, u + v = 1.60: not (v >= 0, u + v <= 1): miss");
}

// The segment from (0.25, 0.25, 5) to (0.25, 0.25, 1) would hit at t = 5;
// it is 4 long.
TEST(TriangleLinecastTrace, AHitBeyondTheSegmentsEndIsAMiss) {
  Trace trace;
  EXPECT_FALSE(Linecast(Segment{{0.25, 0.25, 5}, {0.25, 0.25, 1}}, kUnitRightB, trace).has_value());
  ASSERT_EQ(trace.steps().size(), 5u);
  EXPECT_EQ(trace.steps()[3].finding, "hit");
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_EQ(trace.steps()[4].text, "t = 5.00 > A's length 4.00: B is beyond A's end: miss");
}

bool SameTriangleHitBits(const std::optional<TriangleHit>& x, const std::optional<TriangleHit>& y) {
  if (x.has_value() != y.has_value()) {
    return false;
  }
  return !x || (std::memcmp(&x->t, &y->t, sizeof x->t) == 0 &&
                std::memcmp(&x->point, &y->point, sizeof x->point) == 0 &&
                std::memcmp(&x->barycentric, &y->barycentric, sizeof x->barycentric) == 0);
}

TEST(TriangleRaycastTrace, TracedAnswersAreTheUntracedOnes) {
  std::mt19937_64 random(383838);
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  const auto point = [&] {
    return Vec3(coordinate(random), coordinate(random), coordinate(random));
  };
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Triangle t{{point(), point(), point()}};
    const Segment segment{point(), point()};
    const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
    ASSERT_TRUE(ray.has_value());
    Trace cast;
    Trace line;
    const std::optional<TriangleHit> hit = Raycast(*ray, t, cast);
    ASSERT_TRUE(SameTriangleHitBits(hit, Raycast(*ray, t)));
    ASSERT_TRUE(SameTriangleHitBits(Linecast(segment, t, line), Linecast(segment, t)));
    ASSERT_FALSE(cast.empty() || line.empty());
    hits += hit ? 1 : 0;
  }
  EXPECT_GT(hits, 500);
}

}  // namespace
}  // namespace collide
