// Shape kinds have fixed numbers (shape_kind.h): what a C ABI and saved
// data name a kind by must not move when kinds are added. The numbers here
// are written out by hand, as the header promises them.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/mesh/model.h"
#include "collide/registry/static_shape.h"
#include "collide/registry/sweep.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/frustum.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace static_shape_kinds_test {
namespace {

TEST(ShapeKinds, EachShapeHasItsFixedNumberAndId) {
  struct Expected {
    StaticShape shape;
    int number;
    std::string id;
  };
  const Expected expected[] = {
      {Point{}, 0, "point"},       {Sphere{}, 1, "sphere"},         {Aabb{}, 2, "aabb"},
      {OrientedBox{}, 3, "box"},   {Hexahedron{}, 4, "hexahedron"}, {BookPlane{}, 5, "plane"},
      {Ray{}, 6, "ray"},           {Segment{}, 7, "segment"},       {Cylinder{}, 8, "cylinder"},
      {Triangle{}, 9, "triangle"}, {Model{}, 10, "model"},          {Frustum{}, 11, "frustum"},
      {Capsule{}, 12, "capsule"},  {PlacedHull{}, 13, "hull"},      {Sweep{}, 14, "sweep"},
  };
  ASSERT_EQ(std::size(expected), ShapeKinds::Global().All().size());
  for (const Expected& e : expected) {
    EXPECT_EQ(static_cast<int>(KindOf(e.shape)), e.number) << e.id;
    EXPECT_EQ(ShapeKindId(KindOf(e.shape)), e.id);
    EXPECT_EQ(ShapeKindFromId(e.id), KindOf(e.shape)) << e.id;
  }
}

TEST(ShapeKinds, TheListHoldsEveryKindOnceInTheOrderOfTheirNumbers) {
  const std::vector<const ShapeKindInfo*> all = ShapeKinds::Global().All();
  ASSERT_EQ(all.size(), 15u);  // collide alone registers every kind (collide/kinds/)
  std::set<std::string> ids;
  for (std::size_t i = 0; i < all.size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(all[i]->kind), i);
    ids.insert(all[i]->id);
  }
  EXPECT_EQ(ids.size(), all.size());
  EXPECT_FALSE(ShapeKindFromId("teapot").has_value());
}

// A later kind takes a number of its own; the table refuses one taken, or
// an id taken, and forgets a kind removed.
struct Marker {
  Vec3 at{0.0};
};

}  // namespace
}  // namespace static_shape_kinds_test

template <>
struct ShapeKindOf<static_shape_kinds_test::Marker> {
  static constexpr ShapeKind kValue{40};
};

namespace static_shape_kinds_test {
namespace {

ShapeKindInfo MarkerInfo(std::string id) {
  return MakeShapeKindInfo<Marker>(
      std::move(id), [](const Marker& m) { return m.at; },
      [](const Marker& m) -> std::optional<Aabb> {
        return Aabb{m.at, m.at};
      },
      [](const Marker&) -> std::optional<std::string> { return std::nullopt; });
}

TEST(ShapeKinds, AKindAddedAtRunTimeIsFoundByNumberAndIdUntilRemoved) {
  ShapeKinds kinds;
  kinds.Add(MarkerInfo("marker"));
  ASSERT_NE(kinds.Find(ShapeKind{40}), nullptr);
  EXPECT_EQ(kinds.Find("marker")->kind, ShapeKind{40});
  const StaticShape shape = Marker{Vec3(1, 2, 3)};
  EXPECT_EQ(kinds.Find(shape.kind())->anchor(shape), Vec3(1, 2, 3));
  EXPECT_THROW(kinds.Add(MarkerInfo("other")), std::invalid_argument);  // number taken
  ShapeKindInfo sphere_again = MarkerInfo("marker");
  sphere_again.kind = ShapeKind{41};
  EXPECT_THROW(kinds.Add(sphere_again), std::invalid_argument);  // id taken
  EXPECT_TRUE(kinds.Remove(ShapeKind{40}));
  EXPECT_EQ(kinds.Find("marker"), nullptr);
  EXPECT_FALSE(kinds.Remove(ShapeKind{40}));
}

TEST(ShapeKinds, AKindTheGlobalTableLacksIsNamedByNumberAndIsInvalid) {
  const StaticShape shape = Marker{};
  EXPECT_EQ(ShapeKindId(shape.kind()), "kind 40");
  ASSERT_TRUE(Validate(shape).has_value());
  EXPECT_EQ(*Validate(shape), "kind 40 is not a registered shape kind");
  EXPECT_FALSE(BoundsOf(shape).has_value());
}

// A copy shares its value until one of them is edited: an undo snapshot of
// a large shape costs a pointer.
TEST(StaticShape, CopiesShareTheValueUntilOneIsEdited) {
  StaticShape a = Sphere{Vec3(0.0), 1.0};
  StaticShape b = a;
  EXPECT_TRUE(a.SharesValueWith(b));
  b.Edit<Sphere>().radius = 2.0;
  EXPECT_FALSE(a.SharesValueWith(b));
  EXPECT_EQ(a.Get<Sphere>().radius, 1.0);
  EXPECT_EQ(b.Get<Sphere>().radius, 2.0);
}

// Copies hold the asset itself; an edit works on a copy of it, so the
// asset (which may be const) is never changed, even by its only holder.
TEST(StaticShape, AnAssetHeldSharedIsNeverCopiedOrChanged) {
  const auto mesh = std::make_shared<const Sphere>(Sphere{Vec3(0.0), 1.0});
  StaticShape a(mesh);
  const StaticShape b = a;
  EXPECT_EQ(&a.Get<Sphere>(), mesh.get());
  EXPECT_EQ(&b.Get<Sphere>(), mesh.get());
  StaticShape only(std::make_shared<const Sphere>(Sphere{Vec3(0.0), 1.0}));
  const Sphere* asset = &only.Get<Sphere>();
  only.Edit<Sphere>().radius = 3.0;
  EXPECT_NE(&only.Get<Sphere>(), asset);
  a.Edit<Sphere>().radius = 2.0;
  EXPECT_EQ(mesh->radius, 1.0);
  EXPECT_EQ(a.Get<Sphere>().radius, 2.0);
}

TEST(StaticShape, ReadAsAnotherKindThrowsAndAsGivesNull) {
  const StaticShape point = Point{Vec3(1.0)};
  EXPECT_TRUE(point.Is<Point>());
  EXPECT_FALSE(point.Is<Sphere>());
  EXPECT_EQ(point.As<Sphere>(), nullptr);
  EXPECT_THROW(point.Get<Sphere>(), std::logic_error);
}

TEST(StaticShape, EqualMeansSameKindAndSameBits) {
  EXPECT_EQ(StaticShape(Point{Vec3(1.0)}), StaticShape(Point{Vec3(1.0)}));
  EXPECT_FALSE(StaticShape(Point{Vec3(0.0)}) == StaticShape(Point{Vec3(-0.0, 0.0, 0.0)}));
  EXPECT_FALSE(StaticShape(Point{Vec3(0.0)}) == StaticShape(Sphere{Vec3(0.0), 0.0}));
}

}  // namespace
}  // namespace static_shape_kinds_test
}  // namespace collide
