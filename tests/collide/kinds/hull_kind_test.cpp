// The hull kind's collide side (collide/kinds/hull.cpp): a point inside and
// a plane crossing, each against a closed form over 100,000 seeded random
// pairs on the grid (a box's corners: within its extents; a tetrahedron's:
// x, y, z >= 0 and x / a + y / b + z / c <= 1, in whole numbers), and the
// hunt generator: its numbers give the hull back, flat points are refused,
// its clouds lean to tetrahedra, boxes and slivers, and its surface points
// and touching hulls touch, checked vertex by vertex.
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "collide/hunt/hunt_random.h"
#include "collide/hunt/shape_generators.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/registry/pair_tests.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/convex_hull.h"

namespace collide {
namespace hull_kind_test {
namespace {

constexpr ShapeKind kHull = ShapeKindOf<PlacedHull>::kValue;

// Built once per list of points: the pairs below reuse a few dozen hulls.
PlacedHull Placed(const std::vector<Vec3>& points, const Vec3& position, const Vec3& scale) {
  static std::map<std::vector<double>, std::shared_ptr<const ConvexHull>> built;
  std::vector<double> key;
  for (const Vec3& p : points) {
    key.insert(key.end(), {p.x, p.y, p.z});
  }
  auto& hull = built[key];
  if (hull == nullptr) {
    hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(HullFromPoints(points)));
  }
  PlacedHull placed;
  placed.hull = hull;
  placed.position = position;
  placed.scale = scale;
  return placed;
}

bool AnswerOf(ShapeKind a, Query query, const std::string& id, const StaticShape& x,
              const PlacedHull& hull) {
  const PairTest* test = PairTestRegistry::Global().Find(a, kHull, query, id);
  EXPECT_NE(test, nullptr) << id;
  return test->run(x, StaticShape(hull)).Get<bool>();
}

Vec3 RandomGrid(HuntRandom& random, int reach) {
  return Vec3(random.Int(-reach, reach), random.Int(-reach, reach), random.Int(-reach, reach));
}

// A box of half sides (a, b, c) by its 8 corners, moved and scaled: a grid
// point is inside when within the scaled half sides of the position on
// every axis (touching counts).
TEST(HullPairTests, APointIsInsideABoxHullExactlyWhenWithinItsExtents) {
  HuntRandom random(37);
  int inside = 0;
  constexpr int kPairs = 100000;
  for (int i = 0; i < kPairs; ++i) {
    const Vec3 half(random.Int(1, 3), random.Int(1, 3), random.Int(1, 3));
    std::vector<Vec3> corners;
    for (int k = 0; k < 8; ++k) {
      corners.push_back(
          Vec3(k & 1 ? half.x : -half.x, k & 2 ? half.y : -half.y, k & 4 ? half.z : -half.z));
    }
    const Vec3 scale(random.Int(1, 2), random.Int(1, 2), random.Int(1, 2));
    const Vec3 position = RandomGrid(random, 3);
    const Vec3 p = RandomGrid(random, 8);
    const bool expected = std::abs(p.x - position.x) <= half.x * scale.x &&
                          std::abs(p.y - position.y) <= half.y * scale.y &&
                          std::abs(p.z - position.z) <= half.z * scale.z;
    inside += expected ? 1 : 0;
    ASSERT_EQ(AnswerOf(ShapeKind::kPoint, Query::kContains, "face-planes", Point{p},
                       Placed(corners, position, scale)),
              expected)
        << i;
  }
  EXPECT_GT(inside, kPairs / 20);  // both answers are asked often
  EXPECT_LT(inside, kPairs * 19 / 20);
}

// The corner tetrahedron (0, 0, 0), (a, 0, 0), (0, b, 0), (0, 0, c): a grid
// point q (from its corner) is inside when q >= 0 and
// q.x * b * c + q.y * a * c + q.z * a * b <= a * b * c, in whole numbers.
TEST(HullPairTests, APointIsInsideATetrahedronHullExactlyByItsClosedForm) {
  HuntRandom random(38);
  int inside = 0;
  constexpr int kPairs = 100000;
  for (int i = 0; i < kPairs; ++i) {
    const long a = random.Int(1, 6);
    const long b = random.Int(1, 6);
    const long c = random.Int(1, 6);
    const Vec3 position = RandomGrid(random, 3);
    const Vec3 p = position + RandomGrid(random, 4);
    const Vec3 q = p - position;
    const long x = std::lround(q.x);
    const long y = std::lround(q.y);
    const long z = std::lround(q.z);
    const bool expected =
        x >= 0 && y >= 0 && z >= 0 && x * b * c + y * a * c + z * a * b <= a * b * c;
    inside += expected ? 1 : 0;
    const std::vector<Vec3> points = {Vec3(0), Vec3(a, 0, 0), Vec3(0, b, 0), Vec3(0, 0, c)};
    ASSERT_EQ(AnswerOf(ShapeKind::kPoint, Query::kContains, "face-planes", Point{p},
                       Placed(points, position, Vec3(1.0))),
              expected)
        << i;
  }
  EXPECT_GT(inside, kPairs / 50);
}

// An axis plane y = d meets a box hull when d is within its y extent.
TEST(HullPairTests, AnAxisPlaneMeetsABoxHullExactlyWithinItsExtent) {
  HuntRandom random(39);
  constexpr int kPairs = 100000;
  int meets = 0;
  for (int i = 0; i < kPairs; ++i) {
    const double h = random.Int(1, 3);
    std::vector<Vec3> corners;
    for (int k = 0; k < 8; ++k) {
      corners.push_back(Vec3(k & 1 ? 1 : -1, k & 2 ? h : -h, k & 4 ? 1 : -1));
    }
    const Vec3 position = RandomGrid(random, 3);
    const double d = random.Int(-8, 8);
    const bool flip = random.Chance(0.5);
    const BookPlane plane{Vec3(0, flip ? -1 : 1, 0), flip ? -d : d};
    const bool expected = std::abs(d - position.y) <= h;
    meets += expected ? 1 : 0;
    ASSERT_EQ(AnswerOf(ShapeKind::kPlane, Query::kIntersects, "vertex-sides", plane,
                       Placed(corners, position, Vec3(1.0))),
              expected)
        << i;
  }
  EXPECT_GT(meets, kPairs / 10);
}

const ShapeGenerator& Generator() {
  const ShapeGenerator* g = ShapeGenerators::Global().Find(kHull);
  EXPECT_NE(g, nullptr);
  return *g;
}

TEST(HullGenerator, ItsNumbersGiveTheHullBackAndFlatPointsAreRefused) {
  const ShapeGenerator& g = Generator();
  HuntRandom random(40);
  for (int i = 0; i < 2000; ++i) {
    const StaticShape shape = g.random(random, random.Chance(0.5) ? 1.0 : 0x1p-20);
    const auto again = g.with_numbers(shape, g.numbers(shape));
    ASSERT_TRUE(again.has_value()) << i;
    EXPECT_TRUE(*again == shape) << i;
  }
  // Position, scale, then four points in the plane z = 0.
  const std::vector<double> flat = {0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0};
  EXPECT_FALSE(g.with_numbers(g.random(random, 1.0), flat).has_value());
  std::vector<double> zero_scale = flat;
  zero_scale[17] = 1;  // the last point lifted: a tetrahedron
  EXPECT_TRUE(g.with_numbers(g.random(random, 1.0), zero_scale).has_value());
  zero_scale[4] = 0;
  EXPECT_FALSE(g.with_numbers(g.random(random, 1.0), zero_scale).has_value());
}

// Counted by corners: 4 (a tetrahedron, or a sliver) and 8 with 6 faces (a
// box, the extra point dropped or merged into its face).
TEST(HullGenerator, LeansToTetrahedraAndBoxes) {
  const ShapeGenerator& g = Generator();
  HuntRandom random(41);
  constexpr int kHulls = 4000;
  int four = 0;
  int box = 0;
  for (int i = 0; i < kHulls; ++i) {
    const StaticShape shape = g.random(random, 1.0);
    const PlacedHull& h = shape.Get<PlacedHull>();
    four += h.hull->vertices.size() == 4 ? 1 : 0;
    box += h.hull->vertices.size() == 8 && h.hull->faces.size() == 6 ? 1 : 0;
  }
  EXPECT_GT(four, kHulls * 25 / 100) << four;
  EXPECT_GT(box, kHulls * 20 / 100) << box;
}

// The surface point is a world vertex no vertex lies beyond along the
// outward direction; the touching hull has it as a vertex and every other
// vertex strictly beyond it.
TEST(HullGenerator, SurfacePointsAreExtremeVerticesAndTouchingHullsMeetThereOnly) {
  const ShapeGenerator& g = Generator();
  HuntRandom random(42);
  for (int i = 0; i < 2000; ++i) {
    const StaticShape shape = g.random(random, 1.0);
    const SurfacePoint at = g.surface_point(random, shape, 1.0);
    ASSERT_TRUE(at.exact) << i;
    const ConvexHull world = InWorld(shape.Get<PlacedHull>());
    int at_vertex = 0;
    for (const Vec3& v : world.vertices) {
      EXPECT_LE(glm::dot(v - at.point, at.outward), 0.0) << i;
      at_vertex += v == at.point ? 1 : 0;
    }
    EXPECT_EQ(at_vertex, 1) << i;
    const ConvexHull touching = InWorld(g.touching(random, at, 1.0).Get<PlacedHull>());
    ASSERT_EQ(touching.vertices.size(), 4u) << i;
    int on = 0;
    for (const Vec3& v : touching.vertices) {
      const double along = glm::dot(v - at.point, at.outward);
      on += v == at.point ? 1 : 0;
      EXPECT_TRUE(v == at.point || along > 0.0) << i;
    }
    EXPECT_EQ(on, 1) << i;
  }
}

}  // namespace
}  // namespace hull_kind_test
}  // namespace collide
