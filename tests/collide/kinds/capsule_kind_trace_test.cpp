// The capsule kind's own registered tests (collide/kinds/capsule.cpp:
// Point "core-distance", Plane "end-distances", the touch tests
// "narrow-phase") explain themselves: steps and numbers worked by hand, and
// traced runs answer as untraced ones, to the bit.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/narrow_phase.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/capsule.h"
#include "collide/trace/trace.h"

namespace collide {
namespace capsule_kind_trace_test {
namespace {

const PairTest& Registered(ShapeKind other, Query query, const char* id) {
  const PairTest* test =
      PairTestRegistry::Global().Find(other, ShapeKindOf<Capsule>::kValue, query, id);
  EXPECT_NE(test, nullptr) << id;
  EXPECT_TRUE(static_cast<bool>(test->traced)) << id;
  return *test;
}

bool RunTraced(const PairTest& test, const StaticShape& a, const StaticShape& b, Trace& trace) {
  return PairTestRegistry::RunTraced(test, a, b, trace).Get<bool>();
}

TEST(CapsuleKindTrace, APointWithinTheRadiusOfTheCoreIsInside) {
  // The core from the origin to (2, 0, 0), radius 0.5; the point (1.5, 0.3,
  // 0) projects onto it at (1.5, 0, 0), 0.3 away: 0.3 <= 0.5, inside.
  const PairTest& test = Registered(ShapeKind::kPoint, Query::kContains, "core-distance");
  const StaticShape capsule = Capsule{{0, 0, 0}, {2, 0, 0}, 0.5};
  Trace trace;
  EXPECT_TRUE(RunTraced(test, Point{{1.5, 0.3, 0}}, capsule, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].topic, "core");
  EXPECT_EQ(trace.steps()[0].text,
            "B's core (0, 0, 0) to (2.00, 0, 0): its point nearest A is (1.50, 0, 0), at "
            "distance 0.30");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].text, "distance 0.30 <= radius 0.50: inside");
  EXPECT_EQ(trace.steps()[1].finding, "inside");
  const auto& distance = std::get<SegmentMark>(trace.steps()[0].marks.at(1));
  EXPECT_EQ(distance.to, Vec3(1.5, 0, 0));
}

TEST(CapsuleKindTrace, APointBeyondAnEndIsMeasuredToThatEnd) {
  // (3, 0, 0.4) lies past the end (2, 0, 0): the nearest core point is the
  // end, sqrt(1 + 0.16) = 1.08 away, more than 0.5.
  const PairTest& test = Registered(ShapeKind::kPoint, Query::kContains, "core-distance");
  Trace trace;
  EXPECT_FALSE(RunTraced(test, Point{{3, 0, 0.4}}, Capsule{{0, 0, 0}, {2, 0, 0}, 0.5}, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "B's core (0, 0, 0) to (2.00, 0, 0): its point nearest A is (2.00, 0, 0), at "
            "distance 1.08");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].text, "distance 1.08 > radius 0.50: outside");
}

TEST(CapsuleKindTrace, ThePlaneTestWeighsBothEndsAgainstTheRadius) {
  // The plane z = 1; the core from the origin down to (0, 0, -1): the ends
  // lie -1 and -2 from it. Radius 0.5: both more than 0.5 behind, apart;
  // radius 1.5: the start is within it, they intersect.
  const PairTest& test = Registered(ShapeKind::kPlane, Query::kIntersects, "end-distances");
  const StaticShape plane = *MakeBookPlane({0, 0, 1}, 1.0);
  Trace apart;
  EXPECT_FALSE(RunTraced(test, plane, Capsule{{0, 0, 0}, {0, 0, -1}, 0.5}, apart));
  ASSERT_EQ(apart.steps().size(), 3u);
  EXPECT_EQ(apart.steps()[0].topic, "start");
  EXPECT_EQ(apart.steps()[0].text,
            "B's start (0, 0, 0) lies -1.00 from A (n = (0, 0, 1.00), d = 1.00)");
  EXPECT_EQ(apart.steps()[0].finding, "behind");
  EXPECT_EQ(apart.steps()[1].topic, "end");
  EXPECT_EQ(apart.steps()[1].text,
            "B's end (0, 0, -1.00) lies -2.00 from A (n = (0, 0, 1.00), d = 1.00)");
  EXPECT_EQ(apart.deciding(), 2u);
  EXPECT_EQ(apart.steps()[2].text,
            "lowest -2.00, highest -1.00 against radius 0.50: both ends more than the radius "
            "behind: apart");
  EXPECT_EQ(apart.steps()[2].finding, "apart");
  EXPECT_DOUBLE_EQ(std::get<PlaneMark>(apart.steps()[1].marks.at(0)).signed_distance, -2.0);

  Trace meets;
  EXPECT_TRUE(RunTraced(test, plane, Capsule{{0, 0, 0}, {0, 0, -1}, 1.5}, meets));
  ASSERT_EQ(meets.steps().size(), 3u);
  EXPECT_EQ(meets.deciding(), 2u);
  EXPECT_EQ(meets.steps()[2].text,
            "lowest -2.00, highest -1.00 against radius 1.50: within the radius of the plane or "
            "across it: they intersect");
}

TEST(CapsuleKindTrace, TheTouchTestsAreTheNarrowPhasesStepsPassedThrough) {
  // A sphere beside a capsule: the registered test's steps are the
  // penetration's own, the same sentences as Penetrate traced directly.
  const Sphere sphere{{1, 2, 0}, 0.5};
  const Capsule capsule{{0, 0, 0}, {2, 0, 0}, 0.5};
  const PairTest& test = Registered(ShapeKind::kSphere, Query::kIntersects, "narrow-phase");
  Trace registered;
  EXPECT_FALSE(RunTraced(test, sphere, capsule, registered));
  Trace direct;
  EXPECT_FALSE(Penetrate(ConvexShape(sphere), ConvexShape(capsule), direct).has_value());
  ASSERT_FALSE(direct.empty());
  ASSERT_EQ(registered.steps().size(), direct.steps().size());
  for (std::size_t k = 0; k < direct.steps().size(); ++k) {
    EXPECT_EQ(registered.steps()[k].text, direct.steps()[k].text) << k;
  }
  EXPECT_EQ(registered.deciding(), direct.deciding());
}

// Random capsules (some of zero length or radius) and shapes around them.
TEST(CapsuleKindTrace, TracedRunsAnswerAsUntracedRunsToTheBit) {
  std::mt19937 rng(3812);
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  std::uniform_real_distribution<double> radius(0.0, 1.0);
  const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
  const PairTest& contains = Registered(ShapeKind::kPoint, Query::kContains, "core-distance");
  const PairTest& plane_test = Registered(ShapeKind::kPlane, Query::kIntersects, "end-distances");
  const PairTest& touch = Registered(ShapeKind::kSphere, Query::kIntersects, "narrow-phase");
  const PairTest& box_touch = Registered(ShapeKind::kAabb, Query::kIntersects, "narrow-phase");
  int positive = 0;
  for (int i = 0; i < 12000; ++i) {
    const Vec3 start = point();
    const Capsule c{start, i % 10 == 0 ? start : point(), i % 17 == 0 ? 0.0 : radius(rng)};
    const StaticShape capsule = c;
    std::vector<std::pair<const PairTest*, StaticShape>> runs = {
        {&contains, Point{point()}},
        {&plane_test, *MakeBookPlane(point(), coordinate(rng))},
        {&touch, Sphere{point(), radius(rng)}}};
    if (i % 4 == 0) {
      const Vec3 a = point();
      const Vec3 b = point();
      runs.emplace_back(&box_touch, Aabb{glm::min(a, b), glm::max(a, b)});
    }
    for (const auto& [test, other] : runs) {
      Trace trace;
      const bool traced = RunTraced(*test, other, capsule, trace);
      ASSERT_EQ(traced, PairTestRegistry::Run(*test, other, capsule).Get<bool>()) << i;
      ASSERT_FALSE(trace.empty()) << i;
      positive += traced ? 1 : 0;
    }
  }
  EXPECT_GT(positive, 3000);
  EXPECT_LT(positive, 30000);
}

}  // namespace
}  // namespace capsule_kind_trace_test
}  // namespace collide
