// The hull kind's own registered tests (collide/kinds/hull.cpp: Point
// "face-planes", Plane "vertex-sides", the touch tests "narrow-phase")
// explain themselves: steps and numbers worked by hand on a cube whose
// faces and vertices are listed here, and traced runs answer as untraced
// ones, to the bit.
#include <gtest/gtest.h>

#include <memory>
#include <random>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/manifold/narrow_phase.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/convex_hull.h"
#include "collide/trace/trace.h"
#include "trace_fixtures.h"

namespace collide {
namespace hull_kind_trace_test {
namespace {

const PairTest& Registered(ShapeKind other, Query query, const char* id) {
  const PairTest* test =
      PairTestRegistry::Global().Find(other, ShapeKindOf<PlacedHull>::kValue, query, id);
  EXPECT_NE(test, nullptr) << id;
  EXPECT_TRUE(static_cast<bool>(test->traced)) << id;
  return *test;
}

bool RunTraced(const PairTest& test, const StaticShape& a, const StaticShape& b, Trace& trace) {
  return PairTestRegistry::RunTraced(test, a, b, trace).Get<bool>();
}

// The cube [-1, 1]^3 (testing::CubeHull) moved to (2, 0, 0).
PlacedHull CubeAtTwo() {
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(testing::CubeHull());
  placed.position = Vec3(2, 0, 0);
  return placed;
}

TEST(HullKindTrace, APointAboveTheTopFaceIsOutsideThere) {
  // The world cube [1, 3] x [-1, 1]^2; the point (2.5, 0, 1.5). Face planes
  // x = 3, -x = -1, y = 1, -y = 1, z = 1: heights -0.5, -1.5, -1, -1, then
  // 0.5 above z = 1 (the allowance 1e-12 times the largest coordinate, 3).
  const PairTest& test = Registered(ShapeKind::kPoint, Query::kContains, "face-planes");
  Trace trace;
  EXPECT_FALSE(RunTraced(test, Point{{2.5, 0, 1.5}}, CubeAtTwo(), trace));
  ASSERT_EQ(trace.steps().size(), 5u);
  for (std::size_t k = 0; k < 4; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, "face " + std::to_string(k));
    EXPECT_EQ(trace.steps()[k].finding, "behind") << k;
  }
  EXPECT_EQ(trace.steps()[1].text,
            "face 1: n = (-1.00, 0, 0), n . x = -1.00; n . A - offset = -1.50 <= allowance "
            "3e-12: A is behind or on it");
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_EQ(trace.steps()[4].text,
            "face 4: n = (0, 0, 1.00), n . x = 1.00; n . A - offset = 0.50 > allowance 3e-12: A "
            "is outside it");
  EXPECT_EQ(trace.steps()[4].finding, "outside");
  EXPECT_DOUBLE_EQ(std::get<PlaneMark>(trace.steps()[4].marks.at(0)).signed_distance, 0.5);
}

TEST(HullKindTrace, APointBehindEveryFaceIsInside) {
  const PairTest& test = Registered(ShapeKind::kPoint, Query::kContains, "face-planes");
  Trace trace;
  EXPECT_TRUE(RunTraced(test, Point{{2, 0.5, 0}}, CubeAtTwo(), trace));
  ASSERT_EQ(trace.steps().size(), 7u);
  EXPECT_EQ(trace.deciding(), 6u);
  EXPECT_EQ(trace.steps()[6].text, "behind or on all 6 face planes: inside");
}

TEST(HullKindTrace, ThePlaneTestWalksTheVerticesAndWeighsTheirSides) {
  // The plane z = 0.5: the world vertices (x, y, -1) lie -1.5 from it, the
  // (x, y, 1) ones 0.5: lowest -1.5, highest 0.5, they intersect.
  const PairTest& test = Registered(ShapeKind::kPlane, Query::kIntersects, "vertex-sides");
  Trace trace;
  EXPECT_TRUE(RunTraced(test, *MakeBookPlane({0, 0, 1}, 0.5), CubeAtTwo(), trace));
  ASSERT_EQ(trace.steps().size(), 9u);
  for (std::size_t k = 0; k < 8; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, "vertex " + std::to_string(k));
    EXPECT_EQ(trace.steps()[k].finding, k < 4 ? "behind" : "in front") << k;
  }
  EXPECT_EQ(trace.steps()[0].text,
            "B's vertex 0 (1.00, -1.00, -1.00) lies -1.50 from A; lowest so far -1.50, highest "
            "-1.50");
  EXPECT_EQ(trace.steps()[4].text,
            "B's vertex 4 (1.00, -1.00, 1.00) lies 0.50 from A; lowest so far -1.50, highest "
            "0.50");
  EXPECT_EQ(trace.deciding(), 8u);
  EXPECT_EQ(trace.steps()[8].text,
            "lowest -1.50, highest 0.50: some vertex on each side, or on A: they intersect");

  // z = 2: every vertex behind, from -3 to -1.
  Trace apart;
  EXPECT_FALSE(RunTraced(test, *MakeBookPlane({0, 0, 1}, 2.0), CubeAtTwo(), apart));
  ASSERT_EQ(apart.steps().size(), 9u);
  EXPECT_EQ(apart.steps()[8].text, "lowest -3.00, highest -1.00: every vertex behind: apart");
  EXPECT_EQ(apart.steps()[8].finding, "apart");
}

TEST(HullKindTrace, TheTouchTestsAreTheNarrowPhasesStepsPassedThrough) {
  // A box overlapping a built hull: the registered test's steps are
  // Penetrate's own.
  const std::vector<Vec3> corners = {{0, 0, 0}, {2, 0, 0}, {0, 2, 0}, {0, 0, 2}};
  auto built = HullFromPoints(corners);
  ASSERT_TRUE(std::holds_alternative<ConvexHull>(built));
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
  const Aabb box{{0.5, 0.5, 0.5}, {1.5, 1.5, 1.5}};
  const PairTest& test = Registered(ShapeKind::kAabb, Query::kIntersects, "narrow-phase");
  Trace registered;
  EXPECT_TRUE(RunTraced(test, box, placed, registered));
  Trace direct;
  const ConvexHull world = InWorld(placed);
  EXPECT_TRUE(Penetrate(ConvexShape(box), ConvexShape(&world), direct).has_value());
  ASSERT_FALSE(direct.empty());
  ASSERT_EQ(registered.steps().size(), direct.steps().size());
  for (std::size_t k = 0; k < direct.steps().size(); ++k) {
    EXPECT_EQ(registered.steps()[k].text, direct.steps()[k].text) << k;
  }
  EXPECT_EQ(registered.deciding(), direct.deciding());
}

TEST(HullKindTrace, TracedRunsAnswerAsUntracedRunsToTheBit) {
  std::mt19937 rng(3814);
  std::uniform_real_distribution<double> coordinate(-2.0, 2.0);
  std::uniform_real_distribution<double> radius(0.0, 1.0);
  const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
  std::vector<PlacedHull> hulls;
  while (hulls.size() < 20) {
    std::vector<Vec3> cloud;
    for (int k = 0; k < 4 + static_cast<int>(hulls.size()); ++k) {
      cloud.push_back(point());
    }
    if (auto built = HullFromPoints(cloud); std::holds_alternative<ConvexHull>(built)) {
      PlacedHull placed;
      placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
      placed.position = 0.5 * point();
      placed.scale = Vec3(1.0 + radius(rng), 1.0, 1.0 + radius(rng));
      hulls.push_back(placed);
    }
  }
  const PairTest& contains = Registered(ShapeKind::kPoint, Query::kContains, "face-planes");
  const PairTest& plane_test = Registered(ShapeKind::kPlane, Query::kIntersects, "vertex-sides");
  const PairTest& touch = Registered(ShapeKind::kSphere, Query::kIntersects, "narrow-phase");
  int positive = 0;
  for (int i = 0; i < 12000; ++i) {
    const StaticShape hull = hulls[static_cast<std::size_t>(i) % hulls.size()];
    std::vector<std::pair<const PairTest*, StaticShape>> runs = {
        {&contains, Point{point()}}, {&plane_test, *MakeBookPlane(point(), coordinate(rng))}};
    if (i % 3 == 0) {
      runs.emplace_back(&touch, Sphere{point(), radius(rng)});
    }
    for (const auto& [test, other] : runs) {
      Trace trace;
      const bool traced = RunTraced(*test, other, hull, trace);
      ASSERT_EQ(traced, PairTestRegistry::Run(*test, other, hull).Get<bool>()) << i;
      ASSERT_FALSE(trace.empty()) << i;
      positive += traced ? 1 : 0;
    }
  }
  EXPECT_GT(positive, 3000);
  EXPECT_LT(positive, 25000);
}

}  // namespace
}  // namespace hull_kind_trace_test
}  // namespace collide
