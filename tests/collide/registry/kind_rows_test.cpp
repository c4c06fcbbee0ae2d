// Every kind's collide side, seen from a program that links collide alone
// (no harness): its row (id, number, solid or not), a pair test it is known
// to have, its hunt generator (making shapes of its kind, valid ones), and
// its plugin type (the cl_ struct's name, size and doubles), one row per
// kind. The expected values are written out by hand from plugin.h and the
// kinds' files, not read from the tables under test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/hunt/shape_generators.h"
#include "collide/manifold/hull_from_points.h"
#include "collide/mesh/model.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace kind_rows_test {
namespace {

struct KnownTest {
  ShapeKind other;
  Query query;
  const char* id;
};

struct ExpectedKind {
  int number;
  const char* id;
  bool solid;
  KnownTest test;           // one pair test the kind has
  bool has_generator;       // takes part in hunts
  const char* plugin_type;  // plugin.h's struct name, "" for none
  std::size_t doubles;      // the struct's size in doubles
};

// Written from include/collision_lab/plugin.h (cl_vec3 3, cl_sphere 4,
// cl_aabb 6, cl_obb 3 + 3 + 9, cl_plane 4, cl_ray 6, cl_segment 6,
// cl_triangle 9, cl_capsule 3 + 3 + 1, cl_hull a count and points) and the
// kinds' files.
const ExpectedKind kExpected[] = {
    {0,
     "point",
     true,
     {ShapeKind::kSphere, Query::kContains, "squared-distance"},
     true,
     "point",
     3},
    {1,
     "sphere",
     true,
     {ShapeKind::kSphere, Query::kIntersects, "squared-distance"},
     true,
     "sphere",
     4},
    {2, "aabb", true, {ShapeKind::kAabb, Query::kIntersects, "min-max"}, true, "aabb", 6},
    {3, "box", true, {ShapeKind::kBox, Query::kIntersects, "sat"}, true, "obb", 15},
    {4, "hexahedron", true, {ShapeKind::kHexahedron, Query::kIntersects, "sat"}, true, "", 0},
    {5, "plane", false, {ShapeKind::kPlane, Query::kIntersects, "cross-product"}, true, "plane", 4},
    {6, "ray", false, {ShapeKind::kSphere, Query::kHit, "geometric"}, true, "ray", 6},
    {7, "segment", false, {ShapeKind::kAabb, Query::kHit, "slab"}, true, "segment", 6},
    {8, "cylinder", true, {ShapeKind::kPoint, Query::kIntersects, ""}, false, "", 0},
    {9, "triangle", true, {ShapeKind{9}, Query::kIntersects, "robust-sat"}, true, "triangle", 9},
    {10, "model", false, {ShapeKind::kRay, Query::kHit, "bvh"}, false, "", 0},
    {11, "frustum", true, {ShapeKind::kAabb, Query::kInside, "sat"}, false, "", 0},
    {12,
     "capsule",
     true,
     {ShapeKind::kBox, Query::kIntersects, "narrow-phase"},
     true,
     "capsule",
     7},
    // cl_hull is a pointer and a count: its shortest on the wire, the count.
    {13, "hull", true, {ShapeKind::kPoint, Query::kContains, "face-planes"}, true, "hull", 1},
    // A sweep is asked through the shape it moves (plugin_casts.cpp): no
    // struct of its own; its generator moves the other kinds' shapes.
    {14, "sweep", true, {ShapeKind::kBox, Query::kIntersects, "gjk-ray-cast"}, true, "", 0},
};

TEST(KindRows, CollideAloneRegistersEveryKindWithItsIdNumberAndSolidity) {
  const std::vector<const ShapeKindInfo*> all = ShapeKinds::Global().All();
  ASSERT_EQ(all.size(), std::size(kExpected));
  for (std::size_t i = 0; i < all.size(); ++i) {
    const ExpectedKind& e = kExpected[i];
    EXPECT_EQ(static_cast<int>(all[i]->kind), e.number) << e.id;
    EXPECT_EQ(all[i]->id, e.id);
    EXPECT_EQ(all[i]->solid, e.solid) << e.id;
  }
}

TEST(KindRows, EachKindHasItsPairTestsInCollide) {
  for (const ExpectedKind& e : kExpected) {
    if (std::string(e.test.id).empty()) {
      continue;  // the cylinder: only the harness's ray casts use it
    }
    const PairTest* test =
        PairTestRegistry::Global().Find(ShapeKind{e.number}, e.test.other, e.test.query, e.test.id);
    ASSERT_NE(test, nullptr) << e.id << " " << e.test.id;
    EXPECT_EQ(test->origin, "collision-lab") << e.id;
  }
}

TEST(KindRows, EachGeneratorMakesValidShapesOfItsKind) {
  for (const ExpectedKind& e : kExpected) {
    const ShapeGenerator* generator = ShapeGenerators::Global().Find(ShapeKind{e.number});
    ASSERT_EQ(generator != nullptr, e.has_generator) << e.id;
    if (generator == nullptr) {
      continue;
    }
    HuntRandom random(7);
    for (int i = 0; i < 50; ++i) {
      const StaticShape shape = generator->random(random, 1.0);
      ASSERT_EQ(static_cast<int>(shape.kind()), e.number) << e.id;
      EXPECT_EQ(Validate(shape), std::nullopt) << e.id;
      const SurfacePoint at = generator->surface_point(random, shape, 1.0);
      EXPECT_EQ(static_cast<int>(generator->touching(random, at, 1.0).kind()), e.number) << e.id;
    }
  }
}

TEST(KindRows, EachKindMapsToItsPluginStructOrToNone) {
  for (const ExpectedKind& e : kExpected) {
    const ShapeKindInfo* row = ShapeKinds::Global().Find(ShapeKind{e.number});
    ASSERT_NE(row, nullptr) << e.id;
    const std::string expected = e.plugin_type;
    ASSERT_EQ(row->plugin_type.has_value(), !expected.empty()) << e.id;
    if (expected.empty()) {
      continue;
    }
    EXPECT_EQ(row->plugin_type->name, expected);
    EXPECT_EQ(row->plugin_type->Doubles(), e.doubles) << e.id;
    const ShapeKindInfo* found = ShapeKinds::Global().FindByPluginType(expected);
    ASSERT_NE(found, nullptr) << expected;
    EXPECT_EQ(static_cast<int>(found->kind), e.number) << expected;
  }
  EXPECT_EQ(ShapeKinds::Global().FindByPluginType("hexahedron"), nullptr);
}

// The doubles plugin.h's structs hold, written out by hand.
TEST(KindRows, APluginTypeAppendsItsStructFieldByField) {
  const auto doubles = [](const StaticShape& shape) {
    std::vector<double> out;
    ShapeKinds::Global().Find(shape.kind())->plugin_type->append(shape, out);
    return out;
  };
  EXPECT_EQ(doubles(Sphere{Vec3(1, 2, 3), 4}), (std::vector<double>{1, 2, 3, 4}));
  EXPECT_EQ(doubles(BookPlane{Vec3(0, 1, 0), -2}), (std::vector<double>{0, 1, 0, -2}));
  EXPECT_EQ(doubles(Triangle{{Vec3(1, 2, 3), Vec3(4, 5, 6), Vec3(7, 8, 9)}}),
            (std::vector<double>{1, 2, 3, 4, 5, 6, 7, 8, 9}));
  // Row-major: the box's x axis (a column) is the first number of each row.
  OrientedBox box;
  box.center = Vec3(1, 2, 3);
  box.half_extents = Vec3(0.5, 1, 2);
  box.rotation = Mat3(Vec3(0, 1, 0), Vec3(-1, 0, 0), Vec3(0, 0, 1));  // columns
  EXPECT_EQ(doubles(box), (std::vector<double>{1, 2, 3, 0.5, 1, 2, 0, -1, 0, 1, 0, 0, 0, 0, 1}));
  EXPECT_EQ(doubles(Capsule{Vec3(1, 2, 3), Vec3(4, 5, 6), 0.5}),
            (std::vector<double>{1, 2, 3, 4, 5, 6, 0.5}));
}

// A hull crosses as its count and its world-space points: the tetrahedron
// of the origin and the three unit axes, turned a quarter about z (x to y),
// scaled by 2 and moved by (10, 0, 0), has the corners worked out here.
TEST(KindRows, AHullsPluginTypeIsItsCountAndItsWorldPoints) {
  const std::vector<Vec3> corners = {Vec3(0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 1)};
  PlacedHull placed;
  placed.hull = std::make_shared<const ConvexHull>(std::get<ConvexHull>(HullFromPoints(corners)));
  placed.rotation = Mat3(Vec3(0, 1, 0), Vec3(-1, 0, 0), Vec3(0, 0, 1));  // columns
  placed.scale = Vec3(2.0);
  placed.position = Vec3(10, 0, 0);
  std::vector<double> out;
  ShapeKinds::Global()
      .Find(ShapeKindOf<PlacedHull>::kValue)
      ->plugin_type->append(StaticShape(placed), out);
  ASSERT_EQ(out.size(), 1u + 4 * 3);
  EXPECT_EQ(out[0], 4.0);
  const std::vector<Vec3> expected = {Vec3(10, 0, 0), Vec3(10, 2, 0), Vec3(8, 0, 0),
                                      Vec3(10, 0, 2)};
  for (std::size_t i = 0; i < 4; ++i) {
    const Vec3 p(out[1 + 3 * i], out[2 + 3 * i], out[3 + 3 * i]);
    EXPECT_NE(std::find(expected.begin(), expected.end(), p), expected.end())
        << p.x << " " << p.y << " " << p.z;
  }
}

}  // namespace
}  // namespace kind_rows_test
}  // namespace collide
