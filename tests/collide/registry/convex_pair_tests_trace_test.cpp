// The narrow phase's registered pair tests (convex_pair_tests.h: "closed-form"
// or "gjk" distance, "sat-epa" penetration, "clipping" contacts) run traced
// for every pair of convex kinds, answering as they do untraced.
#include <gtest/gtest.h>

#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/registry/pair_tests.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

bool IsNarrowPhaseId(const std::string& id) {
  return id == "closed-form" || id == "gjk" || id == "sat-epa" || id == "clipping";
}

// One shape of each convex kind, all near the origin so that most pairs
// overlap (and some only touch or stand apart).
std::map<int, StaticShape> ShapesByKind() {
  const std::vector<Vec3> corners = {Vec3(-0.5, -0.4, -0.3), Vec3(0.6, -0.4, -0.3),
                                     Vec3(0.0, 0.7, -0.3), Vec3(0.1, 0.0, 0.8),
                                     Vec3(0.2, 0.3, 0.4)};
  auto built = HullFromPoints(corners);
  PlacedHull hull;
  hull.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(std::move(built)));
  hull.position = Vec3(0.1, 0.2, 0.0);
  std::map<int, StaticShape> shapes;
  const auto add = [&](const StaticShape& shape) {
    shapes.emplace(static_cast<int>(shape.kind()), shape);
  };
  add(Point{Vec3(0.2, 0.1, 0.0)});
  add(Sphere{Vec3(0.3, 0.0, 0.1), 0.6});
  add(Aabb{Vec3(-0.5, -0.6, -0.4), Vec3(0.4, 0.5, 0.6)});
  add(OrientedBox{Vec3(0.2, 0.6, 0.0), Vec3(0.5, 0.4, 0.3),
                  RotationFromEulerDegrees({20.0, 30.0, 40.0})});
  add(Segment{Vec3(-1.0, 0.2, 0.1), Vec3(1.0, -0.1, 0.3)});
  add(Triangle{{Vec3(-0.8, 0.0, 0.0), Vec3(0.8, 0.1, 0.0), Vec3(0.0, 0.9, 0.2)}});
  add(Capsule{Vec3(-0.4, -0.3, 0.0), Vec3(0.5, 0.4, 0.1), 0.25});
  add(hull);
  return shapes;
}

bool SameAnswer(Query query, const Answer& x, const Answer& y) {
  if (query == DistanceQuery()) {
    const auto p = x.Get<ClosestPoints>();
    const auto q = y.Get<ClosestPoints>();
    return std::memcmp(&p.distance, &q.distance, sizeof(double)) == 0 &&
           std::memcmp(&p.on_a, &q.on_a, sizeof(Vec3)) == 0 &&
           std::memcmp(&p.on_b, &q.on_b, sizeof(Vec3)) == 0;
  }
  if (query == PenetrationQuery()) {
    const auto p = x.Get<PenetrationAnswer>();
    const auto q = y.Get<PenetrationAnswer>();
    return p.has_value() == q.has_value() &&
           (!p || (std::memcmp(&p->depth, &q->depth, sizeof(double)) == 0 &&
                   std::memcmp(&p->normal, &q->normal, sizeof(Vec3)) == 0));
  }
  const auto p = x.Get<Manifold>();
  const auto q = y.Get<Manifold>();
  if (p.count != q.count) {
    return false;
  }
  for (int i = 0; i < p.count; ++i) {
    const auto k = static_cast<std::size_t>(i);
    if (std::memcmp(&p.points[k].point, &q.points[k].point, sizeof(Vec3)) != 0) {
      return false;
    }
  }
  return true;
}

TEST(ConvexPairTestsTrace, EveryNarrowPhaseTestRunsTracedAsUntraced) {
  const std::map<int, StaticShape> shapes = ShapesByKind();
  ASSERT_EQ(shapes.size(), 8u);
  int run = 0;
  std::set<std::string> ids;
  for (const PairTest& test : PairTestRegistry::Global().tests()) {
    if (!IsNarrowPhaseId(test.id) || !IsConvexKind(test.a) || !IsConvexKind(test.b)) {
      continue;
    }
    ASSERT_TRUE(static_cast<bool>(test.traced)) << test.id;
    const StaticShape& a = shapes.at(static_cast<int>(test.a));
    const StaticShape& b = shapes.at(static_cast<int>(test.b));
    Trace trace;
    const Answer traced = PairTestRegistry::RunTraced(test, a, b, trace);
    EXPECT_TRUE(SameAnswer(test.query, traced, PairTestRegistry::Run(test, a, b)))
        << test.id << " " << ShapeKindId(test.a) << "-" << ShapeKindId(test.b);
    EXPECT_FALSE(trace.empty()) << test.id;
    ids.insert(test.id);
    ++run;
  }
  // 8 kinds: 36 pairs but point-point (pair_tests_narrow_phase.cpp adds
  // none), each with a distance, a penetration and a manifold.
  EXPECT_EQ(run, 35 * 3);
  EXPECT_EQ(ids, (std::set<std::string>{"closed-form", "gjk", "sat-epa", "clipping"}));
}

TEST(ConvexPairTestsTrace, TheBoxPairsDistanceIsGjksIterations) {
  const PairTest* test =
      PairTestRegistry::Global().Find(ShapeKind::kBox, ShapeKind::kBox, DistanceQuery(), "gjk");
  ASSERT_NE(test, nullptr);
  // Two unit boxes 1 apart along x: GJK's first vertex (-1, 1, 1) - ... and
  // the distance 1 at the end.
  Trace trace;
  const StaticShape a = OrientedBox{Vec3(0.0), Vec3(1.0), Mat3(1.0)};
  const StaticShape b = OrientedBox{Vec3(3.0, 0.0, 0.0), Vec3(1.0), Mat3(1.0)};
  EXPECT_DOUBLE_EQ(PairTestRegistry::RunTraced(*test, a, b, trace).Get<ClosestPoints>().distance,
                   1.0);
  ASSERT_GE(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].topic, "start");
  EXPECT_EQ(trace.steps()[1].topic, "iteration 1");
  EXPECT_EQ(std::get<SegmentMark>(trace.steps().back().marks.at(0)).label, "d 1.00");
}

}  // namespace
}  // namespace collide
