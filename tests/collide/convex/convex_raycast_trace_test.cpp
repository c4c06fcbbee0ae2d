// The ray casts against the capsule and the convex hull explain themselves
// (convex_raycast.h): the capsule's parts, the hull's face planes one by
// one, and the interval's end that decides; numbers worked by hand. Traced
// casts answer as untraced ones, to the bit, on random rays.
#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <variant>
#include <vector>

#include "collide/convex/convex_raycast.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/trace/trace.h"
#include "trace_fixtures.h"

namespace collide {
namespace convex_raycast_trace_test {
namespace {

using testing::SameHitBits;

TEST(ConvexRaycastTrace, ARayAcrossTheTubeMissesBothEndSpheresAndEntersTheTube) {
  // The core from the origin to (4, 0, 0), radius 1; the ray from (2, 5, 0)
  // straight down. The end spheres lie 2 from its line (> 1): missed. The
  // tube: 5 from the axis, closing at 1 per unit t, inside for t in
  // [5 - 1, 5 + 1] = [4, 6]. The first hit is the entry at t = 4.
  const Capsule capsule{{0, 0, 0}, {4, 0, 0}, 1.0};
  Trace trace;
  const auto hit = Raycast(*MakeRay({2, 5, 0}, {0, -1, 0}), capsule, trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 4.0);
  ASSERT_EQ(trace.steps().size(), 4u);
  const char* topics[4] = {"start sphere", "end sphere", "tube", "interval"};
  const char* findings[4] = {"missed", "missed", "met", "hit"};
  for (std::size_t k = 0; k < 4; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, topics[k]) << k;
    EXPECT_EQ(trace.steps()[k].finding, findings[k]) << k;
  }
  EXPECT_EQ(trace.steps()[0].text,
            "B's start sphere about (0, 0, 0), radius 1.00: the ray misses it");
  EXPECT_EQ(trace.steps()[1].text,
            "B's end sphere about (4.00, 0, 0), radius 1.00: the ray misses it");
  EXPECT_EQ(trace.steps()[2].text,
            "B's tube about the core (0, 0, 0) to (4.00, 0, 0), radius 1.00: the ray is inside "
            "it for t in [4.00, 6.00]");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text,
            "interval [4.00, 6.00]: first hit at t = 4.00, where the ray enters");
  EXPECT_EQ(std::get<PointMark>(trace.steps()[3].marks.at(0)).position, Vec3(2, 1, 0));
  EXPECT_EQ(std::get<SphereMark>(trace.steps()[1].marks.at(0)).center, Vec3(4, 0, 0));
}

TEST(ConvexRaycastTrace, FromInsideTheCapsuleTheRayLeavesThroughTheFarEnd) {
  // Along the core from the start: the start sphere [-1, 1], the end sphere
  // [3, 5], the tube [0, 4]; their union [-1, 5] starts behind the origin:
  // the hit is where the ray leaves, t = 5.
  const Capsule capsule{{0, 0, 0}, {4, 0, 0}, 1.0};
  Trace trace;
  const auto hit = Raycast(*MakeRay({0, 0, 0}, {1, 0, 0}), capsule, trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 5.0);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "B's start sphere about (0, 0, 0), radius 1.00: the ray is inside it for t in "
            "[-1.00, 1.00]");
  EXPECT_EQ(trace.steps()[1].text,
            "B's end sphere about (4.00, 0, 0), radius 1.00: the ray is inside it for t in "
            "[3.00, 5.00]");
  EXPECT_EQ(trace.steps()[2].text,
            "B's tube about the core (0, 0, 0) to (4.00, 0, 0), radius 1.00: the ray is inside "
            "it for t in [0, 4.00]");
  EXPECT_EQ(trace.deciding(), 3u);
  EXPECT_EQ(trace.steps()[3].text,
            "interval [-1.00, 5.00] starts behind the origin, which is inside: first hit at t = "
            "5.00, where the ray leaves");
}

TEST(ConvexRaycastTrace, CyrusBeckClipsTheRayFaceByFace) {
  // The cube [-1, 1]^3; the ray from (-3, 0.5, 0) along +x. Face +x: the
  // origin 1 - (-3) = 4 inside, moving out at 1 per t: leaves at t = 4. Face
  // -x: 1 - 3 = -2 inside (2 outside), moving in: enters at t = 2. The y and
  // z faces are parallel, the origin 0.5, 1.5, 1 and 1 inside them. The
  // interval [2, 4]: the hit at t = 2, through face -x.
  Trace trace;
  const auto hit = Raycast(*MakeRay({-3, 0.5, 0}, {1, 0, 0}), testing::CubeHull(), trace);
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 2.0);
  EXPECT_EQ(hit->normal, Vec3(-1, 0, 0));
  ASSERT_EQ(trace.steps().size(), 7u);
  const char* findings[7] = {"left", "entered", "inside", "inside", "inside", "inside", "hit"};
  for (std::size_t k = 0; k < 7; ++k) {
    EXPECT_EQ(trace.steps()[k].topic, k < 6 ? "face " + std::to_string(k) : "interval") << k;
    EXPECT_EQ(trace.steps()[k].finding, findings[k]) << k;
  }
  EXPECT_EQ(trace.steps()[0].text,
            "face 0: n = (1.00, 0, 0), n . x = 1.00; the origin lies -4.00 outside it, moving "
            "1.00 further out per unit t: it leaves the half-space at t = 4.00; interval now "
            "[-inf, 4.00]");
  EXPECT_EQ(trace.steps()[1].text,
            "face 1: n = (-1.00, 0, 0), n . x = 1.00; the origin lies 2.00 outside it, moving "
            "-1.00 further out per unit t: it enters the half-space at t = 2.00; interval now "
            "[2.00, 4.00]");
  EXPECT_EQ(trace.steps()[3].text,
            "face 3: n = (0, -1.00, 0), n . x = 1.00; the origin lies -1.50 outside it, moving "
            "0 further out per unit t: parallel, inside");
  EXPECT_DOUBLE_EQ(std::get<PlaneMark>(trace.steps()[1].marks.at(0)).signed_distance, 2.0);
  EXPECT_EQ(trace.deciding(), 6u);
  EXPECT_EQ(trace.steps()[6].text,
            "interval [2.00, 4.00]: first hit at t = 2.00, where the ray enters");
}

TEST(ConvexRaycastTrace, ARayParallelToAFaceAndOutsideItMissesThere) {
  // From (-3, 2, 0) along +x: face +y's plane y = 1 lies 1 below the
  // origin, and the ray never crosses it: the miss is decided at face 2.
  Trace trace;
  EXPECT_FALSE(Raycast(*MakeRay({-3, 2, 0}, {1, 0, 0}), testing::CubeHull(), trace).has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_EQ(trace.steps()[2].text,
            "face 2: n = (0, 1.00, 0), n . x = 1.00; the origin lies 1.00 outside it, moving 0 "
            "further out per unit t: parallel, outside: miss");
  EXPECT_EQ(trace.steps()[2].finding, "miss");
}

TEST(ConvexRaycastTrace, TheRegisteredCastsAreTheseCasts) {
  // Ray-capsule "spheres-and-tube" and ray-hull "cyrus-beck" record what
  // the casts record.
  const PairTest* capsule_test = PairTestRegistry::Global().Find(
      ShapeKind::kRay, ShapeKindOf<Capsule>::kValue, Query::kHit, "spheres-and-tube");
  const PairTest* hull_test = PairTestRegistry::Global().Find(
      ShapeKind::kRay, ShapeKindOf<PlacedHull>::kValue, Query::kHit, "cyrus-beck");
  ASSERT_NE(capsule_test, nullptr);
  ASSERT_NE(hull_test, nullptr);
  ASSERT_TRUE(static_cast<bool>(capsule_test->traced));
  ASSERT_TRUE(static_cast<bool>(hull_test->traced));
  const Ray ray = *MakeRay({2, 5, 0}, {0, -1, 0});
  Trace registered;
  PairTestRegistry::RunTraced(*capsule_test, ray, Capsule{{0, 0, 0}, {4, 0, 0}, 1.0}, registered);
  ASSERT_EQ(registered.steps().size(), 4u);
  EXPECT_EQ(registered.steps()[3].text,
            "interval [4.00, 6.00]: first hit at t = 4.00, where the ray enters");
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(testing::CubeHull());
  placed.position = Vec3(2, 0, 0);
  Trace hull_trace;
  const auto hit =
      PairTestRegistry::RunTraced(*hull_test, ray, placed, hull_trace).Get<std::optional<RayHit>>();
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 4.0);  // the top face y = 1, 4 below the origin
  ASSERT_EQ(hull_trace.steps().size(), 7u);
  EXPECT_EQ(hull_trace.steps()[6].text,
            "interval [4.00, 6.00]: first hit at t = 4.00, where the ray enters");
}

TEST(ConvexRaycastTrace, TracedCastsAnswerAsUntracedCastsToTheBit) {
  std::mt19937 rng(3813);
  std::uniform_real_distribution<double> coordinate(-3.0, 3.0);
  std::uniform_real_distribution<double> radius(0.0, 1.5);
  const auto point = [&] { return Vec3(coordinate(rng), coordinate(rng), coordinate(rng)); };
  std::vector<ConvexHull> hulls;
  while (hulls.size() < 20) {
    std::vector<Vec3> cloud;
    for (int k = 0; k < 4 + static_cast<int>(hulls.size()); ++k) {
      cloud.push_back(point() * 0.5);
    }
    if (auto built = HullFromPoints(cloud); std::holds_alternative<ConvexHull>(built)) {
      hulls.push_back(std::get<ConvexHull>(std::move(built)));
    }
  }
  int hits = 0;
  for (int i = 0; i < 12000; ++i) {
    const Vec3 start = point();
    const Capsule capsule{start, i % 9 == 0 ? start : point(), i % 13 == 0 ? 0.0 : radius(rng)};
    // Aimed near the shapes, so about half hit.
    const Vec3 from = 2.0 * point();
    const auto ray = MakeRay(from, 0.5 * point() - from);
    if (!ray) {
      continue;
    }
    Trace capsule_trace;
    const auto traced = Raycast(*ray, capsule, capsule_trace);
    ASSERT_TRUE(SameHitBits(traced, Raycast(*ray, capsule))) << i;
    ASSERT_EQ(capsule_trace.steps().size(), 4u);
    EXPECT_EQ(capsule_trace.steps()[3].finding == "hit", traced.has_value());
    const ConvexHull& hull = hulls[static_cast<std::size_t>(i) % hulls.size()];
    Trace hull_trace;
    const auto hull_traced = Raycast(*ray, hull, hull_trace);
    ASSERT_TRUE(SameHitBits(hull_traced, Raycast(*ray, hull))) << i;
    ASSERT_FALSE(hull_trace.empty());
    EXPECT_EQ(hull_trace.steps()[hull_trace.deciding()].finding == "hit", hull_traced.has_value());
    hits += (traced ? 1 : 0) + (hull_traced ? 1 : 0);
  }
  EXPECT_GT(hits, 4000);
  EXPECT_LT(hits, 20000);
}

}  // namespace
}  // namespace convex_raycast_trace_test
}  // namespace collide
