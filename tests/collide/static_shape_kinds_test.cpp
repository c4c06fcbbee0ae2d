// Shape kinds have fixed numbers (static_shape.h): what a C ABI and saved
// data name a kind by must not move when the variant's list does. The
// numbers here are written out by hand, as the header promises them.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "collide/registry/static_shape.h"

namespace collide {
namespace {

TEST(ShapeKinds, EachShapeHasItsFixedNumberAndId) {
  struct Expected {
    StaticShape shape;
    int number;
    std::string id;
  };
  const Expected expected[] = {
      {Point{}, 0, "point"},     {Sphere{}, 1, "sphere"},         {Aabb{}, 2, "aabb"},
      {OrientedBox{}, 3, "box"}, {Hexahedron{}, 4, "hexahedron"}, {BookPlane{}, 5, "plane"},
      {Ray{}, 6, "ray"},         {Segment{}, 7, "segment"},
  };
  ASSERT_EQ(std::size(expected), static_cast<std::size_t>(kShapeKindCount));
  for (const Expected& e : expected) {
    EXPECT_EQ(static_cast<int>(KindOf(e.shape)), e.number) << e.id;
    EXPECT_EQ(ShapeKindId(KindOf(e.shape)), e.id);
    EXPECT_EQ(ShapeKindFromId(e.id), KindOf(e.shape)) << e.id;
  }
}

TEST(ShapeKinds, TheListHoldsEveryKindOnceInTheOrderOfTheirNumbers) {
  ASSERT_EQ(kShapeKinds.size(), static_cast<std::size_t>(kShapeKindCount));
  std::set<std::string> ids;
  for (std::size_t i = 0; i < kShapeKinds.size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(kShapeKinds[i]), i);
    ids.insert(std::string(ShapeKindId(kShapeKinds[i])));
  }
  EXPECT_EQ(ids.size(), kShapeKinds.size());
  EXPECT_FALSE(ShapeKindFromId("teapot").has_value());
}

}  // namespace
}  // namespace collide
