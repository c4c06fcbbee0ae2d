// The sphere-sphere test explains itself: its two steps, with the numbers
// worked by hand, and the same answer traced as untraced.
#include <gtest/gtest.h>

#include "collide/shapes/sphere.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

TEST(SphereSphereTrace, StepsGiveTheSquaredDistanceAndTheSquaredRadiusSum) {
  // Centres 3 apart along x and 4 along y: |d|^2 = 25; radii 2 + 2.5 = 4.5,
  // squared 20.25 < 25: apart, decided by the radius sum.
  const Sphere a{{0.0, 0.0, 0.0}, 2.0};
  const Sphere b{{3.0, 4.0, 0.0}, 2.5};
  Trace trace;
  EXPECT_FALSE(Intersects(a, b, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "A's centre (0, 0, 0), B's (3.00, 4.00, 0): d = A - B = (-3.00, -4.00, 0), "
            "|d|^2 = 25.00 (|d| = 5.00)");
  EXPECT_EQ(trace.steps()[1].text,
            "r_A + r_B = 2.00 + 2.50 = 4.50, squared 20.25; |d|^2 = 25.00 > 20.25: they are "
            "apart");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "apart");
  // The centre line: A's projection about 0, B's about 5.
  ASSERT_EQ(trace.steps()[1].marks.size(), 1u);
  const auto& axis = std::get<AxisMark>(trace.steps()[1].marks[0]);
  EXPECT_DOUBLE_EQ(axis.direction.x, 0.6);
  EXPECT_DOUBLE_EQ(axis.direction.y, 0.8);
  EXPECT_DOUBLE_EQ(axis.b.lo, 2.5);
  EXPECT_DOUBLE_EQ(axis.b.hi, 7.5);
}

TEST(SphereSphereTrace, TouchingCountsAsIntersecting) {
  const Sphere a{{0.0, 0.0, 0.0}, 1.0};
  const Sphere b{{0.0, 3.0, 0.0}, 2.0};
  Trace trace;
  EXPECT_TRUE(Intersects(a, b, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[1].finding, "intersect");
  EXPECT_NE(trace.steps()[1].text.find("9.00 <= 9.00"), std::string::npos);
}

}  // namespace
}  // namespace collide
