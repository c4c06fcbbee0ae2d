// The pair-test registry: lookups in either order, defaults, growth at run
// time, and the built-in tests' answers on hand-computed cases.
#include "collide/registry/pair_tests.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <variant>

#include "collide/manifold/hull_from_points.h"
#include "collide/mesh/model.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/sweep.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace pair_tests_test {
namespace {

PairTest Constant(std::string id, ShapeKind a, ShapeKind b, bool value) {
  PairTest test;
  test.id = std::move(id);
  test.a = a;
  test.b = b;
  test.query = Query::kIntersects;
  test.run = [value](const StaticShape&, const StaticShape&) -> Answer { return value; };
  return test;
}

TEST(PairTestRegistry, FindsATestForItsKindsInEitherOrder) {
  PairTestRegistry registry;
  registry.Add(Constant("always", ShapeKind::kRay, ShapeKind::kSphere, true));
  EXPECT_EQ(registry.Find(ShapeKind::kRay, ShapeKind::kSphere, Query::kIntersects).size(), 1u);
  EXPECT_EQ(registry.Find(ShapeKind::kSphere, ShapeKind::kRay, Query::kIntersects).size(), 1u);
  EXPECT_TRUE(registry.Find(ShapeKind::kSphere, ShapeKind::kSphere, Query::kIntersects).empty());
  EXPECT_TRUE(registry.Find(ShapeKind::kRay, ShapeKind::kSphere, Query::kHit).empty());
}

TEST(PairTestRegistry, TheFirstAddedIsTheDefaultAndLaterOnesFollowInOrder) {
  PairTestRegistry registry;
  registry.Add(Constant("first", ShapeKind::kSphere, ShapeKind::kAabb, true));
  registry.Add(Constant("second", ShapeKind::kAabb, ShapeKind::kSphere, false));
  const auto found = registry.Find(ShapeKind::kAabb, ShapeKind::kSphere, Query::kIntersects);
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0]->id, "first");
  EXPECT_EQ(found[1]->id, "second");
  EXPECT_EQ(registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "second"),
            found[1]);
  EXPECT_EQ(registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "third"),
            nullptr);
}

TEST(PairTestRegistry, RefusesADuplicateIdForTheSameKindsInEitherOrder) {
  PairTestRegistry registry;
  registry.Add(Constant("mine", ShapeKind::kSphere, ShapeKind::kAabb, true));
  EXPECT_THROW(registry.Add(Constant("mine", ShapeKind::kAabb, ShapeKind::kSphere, true)),
               std::invalid_argument);
  EXPECT_THROW(registry.Add(Constant("", ShapeKind::kPoint, ShapeKind::kSphere, true)),
               std::invalid_argument);
  PairTest empty = Constant("empty", ShapeKind::kPoint, ShapeKind::kSphere, true);
  empty.run = nullptr;
  EXPECT_THROW(registry.Add(std::move(empty)), std::invalid_argument);
  EXPECT_EQ(registry.size(), 1u);
}

TEST(PairTestRegistry, AddingKeepsEarlierTestsWhereTheyWere) {
  PairTestRegistry registry;
  const PairTest* first = &registry.Add(Constant("0", ShapeKind::kSphere, ShapeKind::kAabb, true));
  for (int i = 1; i < 1000; ++i) {
    registry.Add(Constant(std::to_string(i), ShapeKind::kSphere, ShapeKind::kAabb, true));
  }
  EXPECT_EQ(registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "0"), first);
}

TEST(PairTestRegistry, RemoveTakesOutOnlyTheNamedTestForItsKindsAndQuery) {
  PairTestRegistry registry;
  registry.Add(Constant("ours", ShapeKind::kSphere, ShapeKind::kAabb, true));
  registry.Add(Constant("theirs", ShapeKind::kSphere, ShapeKind::kAabb, false));
  registry.Add(Constant("theirs", ShapeKind::kSphere, ShapeKind::kSphere, false));
  EXPECT_FALSE(registry.Remove(ShapeKind::kSphere, ShapeKind::kAabb, Query::kHit, "theirs"));
  EXPECT_FALSE(registry.Remove(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "nobody"));
  EXPECT_EQ(registry.size(), 3u);

  EXPECT_TRUE(registry.Remove(ShapeKind::kAabb, ShapeKind::kSphere, Query::kIntersects, "theirs"));
  EXPECT_EQ(registry.size(), 2u);
  const auto left = registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects);
  ASSERT_EQ(left.size(), 1u);
  EXPECT_EQ(left[0]->id, "ours");
  EXPECT_NE(registry.Find(ShapeKind::kSphere, ShapeKind::kSphere, Query::kIntersects, "theirs"),
            nullptr);
  // Its id is free again.
  registry.Add(Constant("theirs", ShapeKind::kSphere, ShapeKind::kAabb, false));
  EXPECT_EQ(registry.size(), 3u);
}

TEST(PairTestRegistry, GenerationChangesWithEveryAddAndRemoveAndWithNothingElse) {
  PairTestRegistry registry;
  std::uint64_t last = registry.generation();
  const auto changed = [&] {
    const bool differs = registry.generation() != last;
    last = registry.generation();
    return differs;
  };
  registry.Add(Constant("mine", ShapeKind::kSphere, ShapeKind::kAabb, true));
  EXPECT_TRUE(changed());
  EXPECT_THROW(registry.Add(Constant("mine", ShapeKind::kAabb, ShapeKind::kSphere, true)),
               std::invalid_argument);
  EXPECT_FALSE(changed());
  registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects);
  EXPECT_FALSE(changed());
  EXPECT_FALSE(registry.Remove(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "none"));
  EXPECT_FALSE(changed());
  EXPECT_TRUE(registry.Remove(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "mine"));
  EXPECT_TRUE(changed());

  TripleTest triple;
  triple.id = "mine";
  triple.run = [](const StaticShape&, const StaticShape&, const StaticShape&) {
    return std::optional<Vec3>();
  };
  registry.AddTriple(triple);
  EXPECT_TRUE(changed());
  EXPECT_FALSE(registry.RemoveTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "x"));
  EXPECT_FALSE(changed());
  EXPECT_TRUE(
      registry.RemoveTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "mine"));
  EXPECT_TRUE(changed());
}

TEST(PairTestRegistry, RunPassesTheShapesInTheTestsOrder) {
  PairTest test;
  test.id = "radius-of-sphere";
  test.a = ShapeKind::kSphere;
  test.b = ShapeKind::kPoint;
  test.query = Query::kIntersects;
  // True only when called as (sphere, point).
  test.run = [](const StaticShape& a, const StaticShape& b) -> Answer {
    return a.Is<Sphere>() && b.Is<Point>();
  };
  const StaticShape sphere = Sphere{Vec3(0.0), 1.0};
  const StaticShape point = Point{Vec3(0.0)};
  EXPECT_TRUE(PairTestRegistry::Run(test, sphere, point).Get<bool>());
  EXPECT_TRUE(PairTestRegistry::Run(test, point, sphere).Get<bool>());
}

TEST(PairTestRegistry, ColouringPrefersIntersectsThenHitThenContainsThenSide) {
  const PairTestRegistry& registry = PairTestRegistry::Global();
  EXPECT_EQ(ColouringQuery(registry, ShapeKind::kSphere, ShapeKind::kSphere), Query::kIntersects);
  EXPECT_EQ(ColouringQuery(registry, ShapeKind::kRay, ShapeKind::kPlane), Query::kHit);
  EXPECT_EQ(ColouringQuery(registry, ShapeKind::kPoint, ShapeKind::kSphere), Query::kContains);
  EXPECT_EQ(ColouringQuery(registry, ShapeKind::kPoint, ShapeKind::kPoint), std::nullopt);
}

TEST(BuiltinPairTests, RayPlaneHasTheBooksOneSidedCastFirstAndTheTwoSidedBeside) {
  const auto tests =
      PairTestRegistry::Global().Find(ShapeKind::kPlane, ShapeKind::kRay, Query::kHit);
  ASSERT_EQ(tests.size(), 2u);
  EXPECT_EQ(tests[0]->id, "one-sided");
  EXPECT_EQ(tests[1]->id, "two-sided");
  // A ray from behind the plane y = 1 (normal +y), going up: the book's cast
  // misses it, the sheet is hit at distance 3.
  const StaticShape plane = BookPlane{Vec3(0.0, 1.0, 0.0), 1.0};
  const StaticShape ray = Ray{Vec3(0.0, -2.0, 0.0), Vec3(0.0, 1.0, 0.0)};
  EXPECT_FALSE(PairTestRegistry::Run(*tests[0], plane, ray).Get<std::optional<RayHit>>());
  const auto hit = PairTestRegistry::Run(*tests[1], plane, ray).Get<std::optional<RayHit>>();
  ASSERT_TRUE(hit);
  EXPECT_DOUBLE_EQ(hit->t, 3.0);
}

TEST(BuiltinPairTests, EveryPairOfBoxKindsHasSatThenCornerVolume) {
  const ShapeKind boxes[] = {ShapeKind::kAabb, ShapeKind::kBox, ShapeKind::kHexahedron};
  for (ShapeKind a : boxes) {
    for (ShapeKind b : boxes) {
      const auto tests = PairTestRegistry::Global().Find(a, b, Query::kIntersects);
      const std::size_t expected = (a == ShapeKind::kAabb && b == ShapeKind::kAabb) ? 3u : 2u;
      ASSERT_EQ(tests.size(), expected) << ShapeKindId(a) << "-" << ShapeKindId(b);
      EXPECT_EQ(tests[expected - 2]->id, "sat");
      EXPECT_EQ(tests[expected - 1]->id, "corner-volume");
    }
  }
}

TEST(BuiltinPairTests, PointPlaneAnswersContainsClosestPointAndSide) {
  const auto queries = PairTestRegistry::Global().QueriesFor(ShapeKind::kPlane, ShapeKind::kPoint);
  ASSERT_EQ(queries.size(), 3u);
  EXPECT_EQ(queries[0], Query::kContains);
  EXPECT_EQ(queries[1], Query::kClosestPoint);
  EXPECT_EQ(queries[2], Query::kSide);
}

// An id names one algorithm: for one pair of kinds, two tests answering
// different questions never share it, so a mismatch line's "(sign: ...)"
// says which test failed (point-plane's contains and side were both
// "epsilon").
TEST(BuiltinPairTests, NoTwoQueriesOfOnePairShareAnAlgorithmId) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  ASSERT_GT(registry.size(), 30u);
  std::map<std::tuple<int, int, std::string>, Query> seen;
  for (const PairTest& test : registry.tests()) {
    const int a = std::min(static_cast<int>(test.a), static_cast<int>(test.b));
    const int b = std::max(static_cast<int>(test.a), static_cast<int>(test.b));
    const auto [it, inserted] = seen.emplace(std::make_tuple(a, b, test.id), test.query);
    EXPECT_TRUE(inserted || it->second == test.query)
        << ShapeKindId(test.a) << "-" << ShapeKindId(test.b) << ": \"" << test.id
        << "\" answers both " << QueryId(it->second) << " and " << QueryId(test.query);
  }
}

Model ATriangleModel() {
  Model model;
  model.mesh = TriangleMesh::Make({{-1, -1, 0}, {1, -1, 0}, {0, 1, 0}}, {{0, 1, 2}});
  return model;
}

// A tetrahedron's hull, placed at the origin.
PlacedHull ATetrahedronHull() {
  const Vec3 points[] = {Vec3(0.0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(HullFromPoints(points)));
  return placed;
}

TEST(BuiltinPairTests, EveryTestAnswersItsQuerysType) {
  const PairTestRegistry& registry = PairTestRegistry::Global();
  ASSERT_GT(registry.size(), 40u);
  // One valid shape of each kind, in ShapeKind order.
  const StaticShape shapes[] = {
      Point{Vec3(0.5)},
      Sphere{Vec3(0.0), 1.0},
      Aabb{Vec3(-1.0), Vec3(1.0)},
      OrientedBox{Vec3(0.0), Vec3(1.0), Mat3(1.0)},
      Hexahedron{},
      BookPlane{Vec3(0.0, 0.0, 1.0), 0.0},
      Ray{Vec3(-5.0, 0.0, 0.0), Vec3(1.0, 0.0, 0.0)},
      Segment{Vec3(-5.0, 0.0, 0.0), Vec3(5.0, 0.0, 0.0)},
      Cylinder{},
      // The later kinds of collide/kinds/, which collide alone registers.
      Triangle{{Vec3(-1, -1, 0), Vec3(1, -1, 0), Vec3(0, 1, 0)}},
      ATriangleModel(),
      Frustum{Vec3(0, 0, 5), Vec3(0.0), Vec3(0, 1, 0), 60.0, 1.0, 0.5, 10.0},
      Capsule{Vec3(0, -1, 0), Vec3(0, 1, 0), 0.5},
      ATetrahedronHull(),
      Sweep{Sphere{Vec3(-4, 0, 0), 0.5}, Vec3(8, 0, 0)},
  };
  Hexahedron cube;
  const BoxCorners corners = Corners(Aabb{Vec3(-1.0), Vec3(1.0)});
  std::copy(corners.begin(), corners.end(), std::begin(cube.corners));
  for (const PairTest& test : registry.tests()) {
    const StaticShape a =
        test.a == ShapeKind::kHexahedron ? StaticShape(cube) : shapes[static_cast<int>(test.a)];
    const StaticShape b =
        test.b == ShapeKind::kHexahedron ? StaticShape(cube) : shapes[static_cast<int>(test.b)];
    const Answer answer = test.run(a, b);
    // Each query's answer type, written out here rather than taken from
    // the rows under test.
    const bool expected_type =
        test.query == Query::kIntersects     ? answer.Is<bool>()
        : test.query == Query::kContains     ? answer.Is<bool>()
        : test.query == Query::kClosestPoint ? answer.Is<Vec3>()
        : test.query == Query::kSide         ? answer.Is<int>()
        : test.query == Query::kHit          ? answer.Is<std::optional<RayHit>>()
        : test.query == DistanceQuery()      ? answer.Is<ClosestPoints>()
        : test.query == PenetrationQuery()   ? answer.Is<std::optional<Penetration>>()
        : test.query == ContactsQuery()      ? answer.Is<Manifold>()
        : test.query == CastQuery()          ? answer.Is<std::optional<ShapeCastHit>>()
                                             : answer.Is<Inclusion>();
    EXPECT_TRUE(expected_type) << test.id;
    EXPECT_EQ(answer.type(), QueryTable::Global().Row(test.query).answer_type) << test.id;
  }
}

}  // namespace
}  // namespace pair_tests_test
}  // namespace collide
