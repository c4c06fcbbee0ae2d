// The book's 3 Plane Intersection explains itself: Cramer's determinant
// n1 . (n2 x n3), then the point, or "parallel: no single point". Numbers
// worked by hand; traced answers equal untraced ones bit for bit.
#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <variant>

#include "collide/queries/plane_intersections.h"
#include "collide/trace/trace.h"

namespace collide {
namespace plane_intersections_trace_test {
namespace {

TEST(ThreePlanesTrace, TheDeterminantThenThePoint) {
  // x = 1, y = 2, z = 3: n2 x n3 = (1, 0, 0), det = 1; the point is
  // 1 (n2 x n3) + 2 (n3 x n1) + 3 (n1 x n2) = (1, 2, 3).
  const BookPlane x{{1.0, 0.0, 0.0}, 1.0};
  const BookPlane y{{0.0, 1.0, 0.0}, 2.0};
  const BookPlane z{{0.0, 0.0, 1.0}, 3.0};
  Trace trace;
  EXPECT_EQ(IntersectionPoint(x, y, z, trace), Vec3(1.0, 2.0, 3.0));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "n2 x n3 = (1.00, 0, 0); det = n1 . (n2 x n3) = 1.00, |det| >= 1e-05: one point");
  EXPECT_EQ(trace.steps()[0].topic, "determinant");
  EXPECT_EQ(trace.steps()[0].finding, "one point");
  EXPECT_EQ(trace.steps()[1].text,
            "p = (d1 (n2 x n3) + d2 (n3 x n1) + d3 (n1 x n2)) / det = (1.00, 2.00, 3.00) / 1.00 "
            "= (1.00, 2.00, 3.00)");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_TRUE(trace.steps()[1].deciding);
  EXPECT_EQ(trace.steps()[1].finding, "point");
  // The three planes drawn, then the point.
  ASSERT_EQ(trace.steps()[0].marks.size(), 3u);
  EXPECT_EQ(std::get<PlaneMark>(trace.steps()[0].marks[2]).offset, 3.0);
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  EXPECT_EQ(std::get<PointMark>(trace.steps()[1].marks[0]).position, Vec3(1.0, 2.0, 3.0));
}

TEST(ThreePlanesTrace, ParallelPlanesShareNoSinglePoint) {
  // x = 1, x = 2, z = 3: n2 x n3 = (1, 0, 0) x (0, 0, 1) = (0, -1, 0), and
  // n1 . (0, -1, 0) = 0.
  Trace trace;
  EXPECT_EQ(IntersectionPoint(BookPlane{{1.0, 0.0, 0.0}, 1.0}, BookPlane{{1.0, 0.0, 0.0}, 2.0},
                              BookPlane{{0.0, 0.0, 1.0}, 3.0}, trace),
            std::nullopt);
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].text,
            "n2 x n3 = (0, -1.00, 0); det = n1 . (n2 x n3) = 0, |det| < 1e-05: parallel: no "
            "single point");
  EXPECT_EQ(trace.steps()[0].finding, "parallel");
  EXPECT_EQ(trace.deciding(), 0u);
  EXPECT_TRUE(trace.steps()[0].deciding);
}

TEST(ThreePlanesTrace, TracedAnswersAreTheUntracedOnesBitForBit) {
  std::mt19937_64 random(38);
  std::uniform_real_distribution<double> coordinate(-1.0, 1.0);
  std::uniform_int_distribution<int> twin(0, 4);
  const auto plane = [&] {
    const auto made = MakeBookPlane(
        Vec3(coordinate(random), coordinate(random), coordinate(random)), 5.0 * coordinate(random));
    return made ? *made : BookPlane{};
  };
  int points = 0;
  constexpr int kCases = 10000;
  for (int i = 0; i < kCases; ++i) {
    const BookPlane a = plane();
    const BookPlane b = plane();
    // Now and then the third parallel to the first: no single point.
    const BookPlane c = twin(random) == 0 ? BookPlane{a.normal, a.distance + 1.0} : plane();
    Trace trace;
    const auto traced = IntersectionPoint(a, b, c, trace);
    const auto untraced = IntersectionPoint(a, b, c);
    ASSERT_EQ(traced.has_value(), untraced.has_value()) << i;
    if (traced) {
      ASSERT_EQ(std::memcmp(&*traced, &*untraced, sizeof(Vec3)), 0) << i;
      ++points;
    }
    ASSERT_FALSE(trace.empty());
  }
  EXPECT_GT(points, kCases / 2);
  EXPECT_LT(points, kCases - kCases / 10);
}

}  // namespace
}  // namespace plane_intersections_trace_test
}  // namespace collide
