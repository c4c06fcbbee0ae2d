// The model kind's registered casts (collide/kinds/model.cpp, Ray-Model and
// Segment-Model "bvh") explain themselves: the registry's traced run records
// the BVH's walk, and answers, to the bit, what its untraced run answers.

#include <gtest/gtest.h>

#include <cstring>
#include <optional>
#include <random>
#include <string>

#include "collide/mesh/model.h"
#include "collide/queries/raycast.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"
#include "mesh_fixtures.h"
#include "trace_fixtures.h"

namespace collide {
namespace model_kind_trace_test {
namespace {

using testing::SameHitBits;

const PairTest& Cast(ShapeKind caster) {
  const PairTest* test =
      PairTestRegistry::Global().Find(caster, ShapeKindOf<Model>::kValue, Query::kHit, "bvh");
  EXPECT_NE(test, nullptr);
  EXPECT_TRUE(static_cast<bool>(test->traced));
  return *test;
}

TEST(ModelKindTrace, TheRegisteredRayCastRecordsTheWalkAndDecidesOnTheHitTriangle) {
  // The 2 x 2 grid in z = 0 (8 triangles over [0, 2]^2) moved up by 1; a
  // ray straight down from (0.5, 0.25, 3) meets the square [0, 1]^2's
  // triangle {a, a + 1, b + 1} (the one below the diagonal y = x), that is
  // triangle 0, at t = 2.
  const StaticShape model = Model{testing::GridMesh(2), "grid.obj", {0, 0, 1}, Mat3(1.0), 1.0};
  const StaticShape ray = *MakeRay({0.5, 0.25, 3}, {0, 0, -1});
  Trace trace;
  const auto hit = PairTestRegistry::RunTraced(Cast(ShapeKindOf<Ray>::kValue), ray, model, trace)
                       .Get<std::optional<RayHit>>();
  ASSERT_TRUE(hit.has_value());
  EXPECT_DOUBLE_EQ(hit->t, 2.0);
  EXPECT_EQ(hit->normal, Vec3(0, 0, 1));
  ASSERT_GE(trace.steps().size(), 4u);
  EXPECT_EQ(trace.steps()[0].text,
            "in the mesh's frame (lengths divided by the scale 1.00): the ray from "
            "(0.50, 0.25, 2.00) along (0, 0, -1.00), t up to inf");
  EXPECT_EQ(trace.steps()[1].topic, "node 0");
  EXPECT_EQ(trace.steps()[1].finding, "entered");
  const TraceStep& deciding = trace.steps()[trace.deciding()];
  EXPECT_EQ(deciding.topic, "triangle 0");
  EXPECT_EQ(deciding.finding, "hit");
  EXPECT_NE(
      deciding.text.find("triangle 0 ((0, 0, 0), (1.00, 0, 0), (1.00, 1.00, 0)): hit at t = 2.00 "
                         "(closest so far)"),
      std::string::npos);
}

TEST(ModelKindTrace, TheRegisteredSegmentCastStopsAtItsLength) {
  // From z = 3 down to z = 1.5: the grid at z = 1 is beyond it.
  const StaticShape model = Model{testing::GridMesh(2), "grid.obj", {0, 0, 1}, Mat3(1.0), 1.0};
  const StaticShape segment = Segment{{0.5, 0.25, 3}, {0.5, 0.25, 1.5}};
  Trace trace;
  const auto hit =
      PairTestRegistry::RunTraced(Cast(ShapeKindOf<Segment>::kValue), segment, model, trace)
          .Get<std::optional<RayHit>>();
  EXPECT_FALSE(hit.has_value());
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_NE(trace.steps()[0].text.find("t up to 1.50"), std::string::npos);
  EXPECT_EQ(trace.steps()[1].finding, "skipped");
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_EQ(trace.steps()[2].text, "no triangle hit: the ray misses the mesh");
}

TEST(ModelKindTrace, TheRegisteredSurfaceTestsRecordTheWalkToTheTouchingTriangle) {
  // The unit sphere about (0.5, 0.25, 1.5) reaches the grid at z = 1 (0.5
  // below it) over the whole square [0, 1]^2: triangle 0 touches.
  const StaticShape model = Model{testing::GridMesh(2), "grid.obj", {0, 0, 1}, Mat3(1.0), 1.0};
  const StaticShape sphere = Sphere{{0.5, 0.25, 1.5}, 1.0};
  const PairTest* test = PairTestRegistry::Global().Find(
      ShapeKindOf<Sphere>::kValue, ShapeKindOf<Model>::kValue, Query::kIntersects, "bvh");
  ASSERT_NE(test, nullptr);
  Trace trace;
  EXPECT_TRUE(PairTestRegistry::RunTraced(*test, sphere, model, trace).Get<bool>());
  ASSERT_GE(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "in the mesh's frame: the sphere's box [(-0.50, -0.75, -0.50) .. (1.50, 1.25, 1.50)] "
            "(padded)");
  EXPECT_EQ(trace.steps()[1].topic, "node 0");
  EXPECT_EQ(trace.steps()[trace.deciding()].finding, "touching");
  for (const ShapeKind kind : {ShapeKindOf<Aabb>::kValue, ShapeKindOf<BookPlane>::kValue,
                               ShapeKindOf<Triangle>::kValue, ShapeKindOf<Model>::kValue}) {
    const PairTest* other = PairTestRegistry::Global().Find(kind, ShapeKindOf<Model>::kValue,
                                                            Query::kIntersects, "bvh");
    ASSERT_NE(other, nullptr);
    EXPECT_TRUE(static_cast<bool>(other->traced));
  }
}

TEST(ModelKindTrace, TracedRunsAnswerAsUntracedRunsToTheBit) {
  // A folded 12 x 12 grid (288 triangles), turned, scaled and moved at
  // random; rays and segments by turns, from around it towards it.
  const auto mesh = testing::TentMesh(12, 0.7, [](const Vec3& p) { return p - Vec3(6, 6, 0); });
  const PairTest& ray_cast = Cast(ShapeKindOf<Ray>::kValue);
  const PairTest& segment_cast = Cast(ShapeKindOf<Segment>::kValue);
  std::mt19937 rng(3838);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::uniform_real_distribution<double> scale(0.2, 4.0);
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const Model placed{mesh, "tent.obj", 5.0 * Vec3(unit(rng), unit(rng), unit(rng)),
                       RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)}), scale(rng)};
    const Vec3 from = placed.position + 12.0 * placed.scale * Vec3(unit(rng), unit(rng), unit(rng));
    const Vec3 to = placed.position + 6.0 * placed.scale * Vec3(unit(rng), unit(rng), unit(rng));
    const StaticShape model = placed;
    const StaticShape caster =
        i % 2 == 0 ? StaticShape(*MakeRay(from, to - from)) : StaticShape(Segment{from, to});
    const PairTest& test = i % 2 == 0 ? ray_cast : segment_cast;
    Trace trace;
    const auto traced =
        PairTestRegistry::RunTraced(test, caster, model, trace).Get<std::optional<RayHit>>();
    const auto untraced = PairTestRegistry::Run(test, caster, model).Get<std::optional<RayHit>>();
    ASSERT_TRUE(SameHitBits(traced, untraced)) << i;
    ASSERT_FALSE(trace.empty());
    EXPECT_EQ(trace.steps()[trace.deciding()].finding, traced ? "hit" : "miss");
    hits += traced ? 1 : 0;
  }
  EXPECT_GT(hits, 1000);
  EXPECT_LT(hits, 9000);
}

}  // namespace
}  // namespace model_kind_trace_test
}  // namespace collide
