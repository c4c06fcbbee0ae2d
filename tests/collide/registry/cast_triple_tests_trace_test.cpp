// The registered casts and the three-planes triple test run traced through
// the registry: the same answers as their plain runs, with steps, in
// whatever order the shapes come.
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>

#include "collide/registry/pair_tests.h"

namespace collide {
namespace cast_triple_tests_trace_test {
namespace {

struct Registered {
  ShapeKind a;
  ShapeKind b;
  const char* id;
};

TEST(CastPairTestsTrace, EveryBookCastRecordsItsSteps) {
  const Registered casts[] = {
      {ShapeKind::kRay, ShapeKind::kSphere, "geometric"},
      {ShapeKind::kRay, ShapeKind::kAabb, "slab"},
      {ShapeKind::kRay, ShapeKind::kBox, "slab"},
      {ShapeKind::kRay, ShapeKind::kHexahedron, "cyrus-beck"},
      {ShapeKind::kRay, ShapeKind::kPlane, "one-sided"},
      {ShapeKind::kRay, ShapeKind::kPlane, "two-sided"},
      {ShapeKind::kSegment, ShapeKind::kSphere, "geometric"},
      {ShapeKind::kSegment, ShapeKind::kAabb, "slab"},
      {ShapeKind::kSegment, ShapeKind::kPlane, "one-sided"},
      {ShapeKind::kSegment, ShapeKind::kPlane, "two-sided"},
  };
  for (const Registered& cast : casts) {
    const PairTest* test = PairTestRegistry::Global().Find(cast.a, cast.b, Query::kHit, cast.id);
    ASSERT_NE(test, nullptr) << cast.id;
    EXPECT_TRUE(test->traced) << cast.id;
  }
}

TEST(CastPairTestsTrace, TheRegistrysTracedRunAnswersAsThePlainOne) {
  // The slab test of the first hand-worked case (raycast_slab_trace_test),
  // given box first: the steps are still the ray's (A) against the box (B).
  const PairTest* slab =
      PairTestRegistry::Global().Find(ShapeKind::kAabb, ShapeKind::kRay, Query::kHit, "slab");
  ASSERT_NE(slab, nullptr);
  const StaticShape box = Aabb{{-1.0, -1.0, -1.0}, {1.0, 1.0, 1.0}};
  const StaticShape ray = Ray{{-3.0, 0.5, 0.0}, {1.0, 0.0, 0.0}};
  Trace trace;
  const Answer traced = PairTestRegistry::RunTraced(*slab, box, ray, trace);
  const Answer plain = PairTestRegistry::Run(*slab, box, ray);
  const auto& traced_hit = traced.Get<std::optional<RayHit>>();
  ASSERT_TRUE(traced_hit);
  ASSERT_TRUE(plain.Get<std::optional<RayHit>>());
  EXPECT_EQ(traced_hit->t, plain.Get<std::optional<RayHit>>()->t);
  EXPECT_EQ(traced_hit->t, 2.0);
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].topic, "slab x");
  EXPECT_EQ(trace.deciding(), 3u);
}

TEST(TripleTestsTrace, CramerRunsTracedInAnyOrder) {
  const TripleTest* cramer = PairTestRegistry::Global().FindTriple(
      ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "cramer");
  ASSERT_NE(cramer, nullptr);
  ASSERT_TRUE(cramer->traced);
  const StaticShape x = BookPlane{Vec3(1, 0, 0), 1};
  const StaticShape y = BookPlane{Vec3(0, 1, 0), 2};
  const StaticShape z = BookPlane{Vec3(0, 0, 1), 3};
  Trace trace;
  EXPECT_EQ(PairTestRegistry::RunTraced(*cramer, z, x, y, trace), Vec3(1, 2, 3));
  ASSERT_EQ(trace.steps().size(), 2u);
  // Taken as given (z, x, y): n2 x n3 = (1, 0, 0) x (0, 1, 0) = (0, 0, 1),
  // and n1 . (0, 0, 1) = 1.
  EXPECT_EQ(trace.steps()[0].text,
            "n2 x n3 = (0, 0, 1.00); det = n1 . (n2 x n3) = 1.00, |det| >= 1e-05: one point");
  EXPECT_EQ(trace.deciding(), 1u);
}

TEST(TripleTestsTrace, ATripleTestWithoutStepsCannotRunTraced) {
  TripleTest silent;
  silent.id = "silent";
  silent.run = [](const StaticShape&, const StaticShape&, const StaticShape&) {
    return std::optional<Vec3>(Vec3(0.0));
  };
  const StaticShape plane = BookPlane{Vec3(1, 0, 0), 1};
  Trace trace;
  EXPECT_THROW(PairTestRegistry::RunTraced(silent, plane, plane, plane, trace),
               std::invalid_argument);
  EXPECT_TRUE(trace.empty());
}

}  // namespace
}  // namespace cast_triple_tests_trace_test
}  // namespace collide
