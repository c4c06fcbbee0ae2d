// The book's AABB-AABB test explains itself: one step per world axis until
// one separates, with both boxes' intervals, worked by hand; and the same
// answer traced as untraced.
#include <gtest/gtest.h>

#include <random>
#include <variant>

#include "collide/sat/sat.h"
#include "collide/shapes/aabb_overlap.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

TEST(AabbAabbTrace, StopsAtTheFirstAxisThatSeparates) {
  // x: [0, 2] against [1, 3] overlap; y: [0, 2] against [3, 4], gap 3 - 2.
  // z is never looked at.
  const Aabb a{{0, 0, 0}, {2, 2, 2}};
  const Aabb b{{1, 3, 0}, {3, 4, 1}};
  Trace trace;
  EXPECT_FALSE(Intersects(a, b, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].topic, "axis x");
  EXPECT_EQ(trace.steps()[0].text, "axis x: A spans [0, 2.00], B spans [1.00, 3.00]: they overlap");
  EXPECT_EQ(trace.steps()[0].finding, "overlap");
  EXPECT_EQ(trace.steps()[1].topic, "axis y");
  EXPECT_EQ(trace.steps()[1].text,
            "axis y: A spans [0, 2.00], B spans [3.00, 4.00]; gap 1.00: separated");
  EXPECT_EQ(trace.steps()[1].finding, "separated");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_TRUE(trace.steps()[1].deciding);
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  const auto& axis = std::get<AxisMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(axis.direction, Vec3(0, 1, 0));
  EXPECT_EQ(axis.a.lo, 0.0);
  EXPECT_EQ(axis.a.hi, 2.0);
  EXPECT_EQ(axis.b.lo, 3.0);
  EXPECT_EQ(axis.b.hi, 4.0);
}

TEST(AabbAabbTrace, GapMeasuredFromTheOtherSide) {
  // B wholly below A on x: the gap is A's min 0 minus B's max -1.5.
  const Aabb a{{0, 0, 0}, {1, 1, 1}};
  const Aabb b{{-3, 0, 0}, {-1.5, 1, 1}};
  Trace trace;
  EXPECT_FALSE(Intersects(a, b, trace));
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].text,
            "axis x: A spans [0, 1.00], B spans [-3.00, -1.50]; gap 1.50: separated");
  EXPECT_EQ(trace.deciding(), 0u);
}

TEST(AabbAabbTrace, TouchingOnEveryAxisIntersectsAndTheLastStepDecides) {
  const Aabb a{{0, 0, 0}, {1, 1, 1}};
  const Aabb b{{1, 1, 1}, {2, 2, 2}};
  Trace trace;
  EXPECT_TRUE(Intersects(a, b, trace));
  ASSERT_EQ(trace.steps().size(), 4u);
  const char* const topics[] = {"axis x", "axis y", "axis z"};
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(trace.steps()[static_cast<size_t>(k)].topic, topics[k]);
    EXPECT_EQ(trace.steps()[static_cast<size_t>(k)].finding, "overlap");
    EXPECT_FALSE(trace.steps()[static_cast<size_t>(k)].deciding);
  }
  EXPECT_EQ(trace.steps()[2].text, "axis z: A spans [0, 1.00], B spans [1.00, 2.00]: they overlap");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text, "no axis separates them: they intersect");
  EXPECT_EQ(trace.steps()[3].finding, "intersect");
}

TEST(AabbAabbTrace, TracedAnswersAsUntraced) {
  std::mt19937 rng(38);
  std::uniform_real_distribution<double> coord(-2.0, 2.0);
  std::uniform_real_distribution<double> size(0.0, 2.5);
  const auto random_box = [&] {
    const Vec3 min(coord(rng), coord(rng), coord(rng));
    return Aabb{min, min + Vec3(size(rng), size(rng), size(rng))};
  };
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Aabb a = random_box();
    const Aabb b = random_box();
    Trace trace;
    NoTrace untraced;
    const bool traced = Intersects(a, b, trace);
    ASSERT_EQ(traced, Intersects(a, b, untraced));
    ASSERT_EQ(traced, Intersects(a, b));  // sat.h's, the same comparison
    ASSERT_FALSE(trace.empty());
    ASSERT_EQ(trace.steps()[trace.deciding()].finding, traced ? "intersect" : "separated");
    hits += traced;
  }
  EXPECT_GT(hits, 1000);
  EXPECT_LT(hits, 9000);
}

}  // namespace
}  // namespace collide
