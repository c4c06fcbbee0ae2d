// The registry's triple tests: three planes' meeting point by id, the kinds
// and shapes in any order, growth and removal at run time.
#include <gtest/gtest.h>

#include <stdexcept>

#include "collide/registry/pair_tests.h"

namespace collide {
namespace triple_tests_test {
namespace {

TripleTest AlwaysAt(std::string id, const Vec3& point) {
  TripleTest test;
  test.id = std::move(id);
  test.run = [point](const StaticShape&, const StaticShape&, const StaticShape&) {
    return std::optional<Vec3>(point);
  };
  return test;
}

TEST(TripleTests, OursIsTheBooksCramerRuleForThreePlanes) {
  const auto tests = PairTestRegistry::Global().FindTriple(ShapeKind::kPlane, ShapeKind::kPlane,
                                                           ShapeKind::kPlane);
  ASSERT_EQ(tests.size(), 1u);
  EXPECT_EQ(tests[0]->id, "cramer");
  EXPECT_EQ(tests[0]->origin, "collision-lab");
  // x = 1, y = 2, z = 3 meet at (1, 2, 3), in whatever order they come.
  const StaticShape x = BookPlane{Vec3(1, 0, 0), 1};
  const StaticShape y = BookPlane{Vec3(0, 1, 0), 2};
  const StaticShape z = BookPlane{Vec3(0, 0, 1), 3};
  EXPECT_EQ(PairTestRegistry::Run(*tests[0], z, x, y), Vec3(1, 2, 3));
  // x = 1 and x = 4 are parallel: no point.
  const StaticShape x4 = BookPlane{Vec3(1, 0, 0), 4};
  EXPECT_EQ(PairTestRegistry::Run(*tests[0], x, y, x4), std::nullopt);
  EXPECT_TRUE(PairTestRegistry::Global()
                  .FindTriple(ShapeKind::kPlane, ShapeKind::kSphere, ShapeKind::kPlane)
                  .empty());
}

TEST(TripleTests, ARunTimeAlgorithmFollowsOursAndCanBeRemoved) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  const TripleTest& added = registry.AddTriple(AlwaysAt("origin", Vec3(0.0)));
  EXPECT_THROW(registry.AddTriple(AlwaysAt("origin", Vec3(1.0))), std::invalid_argument);
  EXPECT_THROW(registry.AddTriple(AlwaysAt("", Vec3(1.0))), std::invalid_argument);
  const auto tests = registry.FindTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane);
  ASSERT_EQ(tests.size(), 2u);
  EXPECT_EQ(tests[0]->id, "cramer");
  EXPECT_EQ(tests[1], &added);
  EXPECT_EQ(registry.FindTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "origin"),
            &added);

  EXPECT_FALSE(
      registry.RemoveTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "nobody"));
  EXPECT_TRUE(
      registry.RemoveTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane, "origin"));
  EXPECT_EQ(registry.FindTriple(ShapeKind::kPlane, ShapeKind::kPlane, ShapeKind::kPlane).size(),
            1u);
}

TEST(TripleTests, MixedKindsAreMatchedInAnyOrder) {
  PairTestRegistry registry;
  TripleTest test = AlwaysAt("mixed", Vec3(0.0));
  test.a = ShapeKind::kSphere;
  test.b = ShapeKind::kPlane;
  test.c = ShapeKind::kPoint;
  // Records the order the shapes arrive in: a sphere, a plane, a point.
  test.run = [](const StaticShape& a, const StaticShape& b, const StaticShape& c) {
    const bool in_order = a.Is<Sphere>() && b.Is<BookPlane>() && c.Is<Point>();
    return in_order ? std::optional<Vec3>(Vec3(1.0)) : std::nullopt;
  };
  registry.AddTriple(test);
  const StaticShape point = Point{Vec3(0.0)};
  const StaticShape sphere = Sphere{Vec3(0.0), 1.0};
  const StaticShape plane = BookPlane{Vec3(0, 0, 1), 0};
  const auto found = registry.FindTriple(ShapeKind::kPoint, ShapeKind::kPlane, ShapeKind::kSphere);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(PairTestRegistry::Run(*found[0], point, plane, sphere), Vec3(1.0));
  EXPECT_TRUE(
      registry.FindTriple(ShapeKind::kPoint, ShapeKind::kPoint, ShapeKind::kSphere).empty());
}

}  // namespace
}  // namespace triple_tests_test
}  // namespace collide
