// The triangle kind's registered tests run traced: each answers through the
// registry as it does untraced, with steps, and the plain and the robust
// SAT part on the tutorial's coplanar A and F where the functions do.
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "collide/queries/raycast.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/queries.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/triangle.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace {

const PairTest& TriangleTest(ShapeKind other, Query query, std::string_view id) {
  const PairTest* test =
      PairTestRegistry::Global().Find(other, ShapeKindOf<Triangle>::kValue, query, id);
  if (test == nullptr) {
    throw std::logic_error("no triangle test " + std::string(id));
  }
  return *test;
}

const StaticShape kTriangle = Triangle{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};

// Runs `test` traced and untraced on (x, the triangle): the steps, and the
// answer of both as T.
template <typename T>
void ExpectTracedAsUntraced(const PairTest& test, const StaticShape& x) {
  ASSERT_TRUE(static_cast<bool>(test.traced)) << test.id;
  Trace trace;
  const T traced = PairTestRegistry::RunTraced(test, x, kTriangle, trace).Get<T>();
  EXPECT_EQ(traced, PairTestRegistry::Run(test, x, kTriangle).Get<T>()) << test.id;
  EXPECT_FALSE(trace.empty()) << test.id;
}

TEST(TriangleKindTrace, EveryTestOfTheTrianglesChapterRunsTraced) {
  const StaticShape point = Point{Vec3(0.25, 0.25, 1)};
  ExpectTracedAsUntraced<bool>(TriangleTest(ShapeKind::kPoint, Query::kContains, "distance"),
                               point);
  ExpectTracedAsUntraced<Vec3>(TriangleTest(ShapeKind::kPoint, Query::kClosestPoint, "voronoi"),
                               point);
  ExpectTracedAsUntraced<bool>(
      TriangleTest(ShapeKind::kSphere, Query::kIntersects, "closest-point"),
      Sphere{Vec3(0.25, 0.25, 1), 0.5});
  ExpectTracedAsUntraced<bool>(TriangleTest(ShapeKind::kAabb, Query::kIntersects, "sat-13"),
                               Aabb{Vec3(0.5), Vec3(2)});
  ExpectTracedAsUntraced<bool>(TriangleTest(ShapeKind::kPlane, Query::kIntersects, "corner-sides"),
                               BookPlane{Vec3(1, 0, 0), 0.5});
  const StaticShape f = Triangle{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, -1, 0)}};
  const PairTest& robust =
      TriangleTest(ShapeKindOf<Triangle>::kValue, Query::kIntersects, "robust-sat");
  const PairTest& plain =
      TriangleTest(ShapeKindOf<Triangle>::kValue, Query::kIntersects, "plain-sat");
  ExpectTracedAsUntraced<bool>(robust, f);
  ExpectTracedAsUntraced<bool>(plain, f);
  const auto hit = [](const PairTest& test, const StaticShape& x) {
    Trace trace;
    const auto traced =
        PairTestRegistry::RunTraced(test, x, kTriangle, trace).Get<std::optional<RayHit>>();
    const auto untraced = PairTestRegistry::Run(test, x, kTriangle).Get<std::optional<RayHit>>();
    ASSERT_TRUE(traced.has_value() && untraced.has_value()) << test.id;
    EXPECT_EQ(traced->t, untraced->t);
    EXPECT_EQ(trace.steps().back().finding, "hit");
  };
  hit(TriangleTest(ShapeKind::kRay, Query::kHit, "moller-trumbore"),
      Ray{Vec3(0.25, 0.25, 1), Vec3(0, 0, -1)});
  hit(TriangleTest(ShapeKind::kSegment, Query::kHit, "moller-trumbore"),
      Segment{Vec3(0.25, 0.25, 1), Vec3(0.25, 0.25, -1)});
}

// Through the registry, F given first: the steps still name the tests' A
// and B as the tests take them, and the walks part after the 11 axes.
TEST(TriangleKindTrace, ThePlainAndTheRobustSatPartOnTheSamplesCoplanarPair) {
  const StaticShape f = Triangle{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, -1, 0)}};
  Trace plain;
  Trace robust;
  EXPECT_TRUE(PairTestRegistry::RunTraced(
                  TriangleTest(ShapeKindOf<Triangle>::kValue, Query::kIntersects, "plain-sat"),
                  kTriangle, f, plain)
                  .Get<bool>());
  EXPECT_FALSE(PairTestRegistry::RunTraced(
                   TriangleTest(ShapeKindOf<Triangle>::kValue, Query::kIntersects, "robust-sat"),
                   kTriangle, f, robust)
                   .Get<bool>());
  const std::optional<TraceParting> parting = FirstParting(plain, robust);
  ASSERT_TRUE(parting.has_value());
  EXPECT_EQ(parting->first, 12u);
  EXPECT_TRUE(parting->same_topic);
}

}  // namespace
}  // namespace collide
