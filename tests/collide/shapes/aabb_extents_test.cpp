// The tutorial's AABB constructors (collide/aabb_extents.h): corners in
// either order, centre and half extents, and the book's table
// (../shared/tutorial-tests.md, chapter 1, "AABB constructors").

#include "collide/shapes/aabb_extents.h"

#include <gtest/gtest.h>

#include <vector>

#include "fixtures.h"

namespace collide {
namespace aabb_extents_test {
namespace {

using testing::ExpectNear;

TEST(AabbExtents, BookDefaultIsTheUnitCube) {
  // The book's AABB(): [-1, 1]^3, centre 0, extents 1.
  ExpectNear(kBookDefaultAabb.min, {-1, -1, -1}, 0.0);
  ExpectNear(kBookDefaultAabb.max, {1, 1, 1}, 0.0);
  ExpectNear(AabbHalfExtents(kBookDefaultAabb), {1, 1, 1}, 0.0);
}

TEST(AabbExtents, BookTable) {
  // Corners (-3, -2, -3) / (-1, -1, -2): centre ((-3 - 1) / 2, (-2 - 1) / 2,
  // (-3 - 2) / 2) = (-2, -1.5, -2.5), extents (2 / 2, 1 / 2, 1 / 2) =
  // (1, 0.5, 0.5).
  const Aabb from_corners = AabbFromCorners({-3, -2, -3}, {-1, -1, -2});
  ExpectNear(BoxCenter(from_corners), {-2, -1.5, -2.5}, 0.0);
  ExpectNear(AabbHalfExtents(from_corners), {1, 0.5, 0.5}, 0.0);
  // Centre (5, 5, 5), extents (2, 4, 3): min (3, 1, 2), max (7, 9, 8).
  const Aabb from_center = AabbFromCenter({5, 5, 5}, {2, 4, 3});
  ExpectNear(from_center.min, {3, 1, 2}, 0.0);
  ExpectNear(from_center.max, {7, 9, 8}, 0.0);
}

TEST(AabbExtents, CornersInAnyOrderAreSorted) {
  // The book's AABB(min, max) swaps corners given the wrong way round: the
  // sphere-AABB table's box (1, 0, 1) / (0, -1, 0) is [0, 1] x [-1, 0] x [0, 1].
  const Aabb swapped = AabbFromCorners({1, 0, 1}, {0, -1, 0});
  ExpectNear(swapped.min, {0, -1, 0}, 0.0);
  ExpectNear(swapped.max, {1, 0, 1}, 0.0);
  // Mixed: each axis on its own.
  const Aabb mixed = AabbFromCorners({1, -1, 0}, {0, 1, 2});
  ExpectNear(mixed.min, {0, -1, 0}, 0.0);
  ExpectNear(mixed.max, {1, 1, 2}, 0.0);
  // Equal corners: a point-sized box, valid.
  const Aabb point = AabbFromCorners({4, 5, 6}, {4, 5, 6});
  ExpectNear(point.min, point.max, 0.0);
  EXPECT_FALSE(Validate(point).has_value());
}

TEST(AabbExtents, NegativeOrZeroExtents) {
  // Extents by absolute value: (-1, 2, -3) is (1, 2, 3).
  const Aabb box = AabbFromCenter({0, 0, 0}, {-1, 2, -3});
  ExpectNear(box.min, {-1, -2, -3}, 0.0);
  ExpectNear(box.max, {1, 2, 3}, 0.0);
  // A zero extent makes a flat box (a rectangle in z = 1).
  const Aabb flat = AabbFromCenter({0, 0, 1}, {1, 1, 0});
  EXPECT_EQ(flat.min.z, 1.0);
  EXPECT_EQ(flat.max.z, 1.0);
  EXPECT_FALSE(Validate(flat).has_value());
}

TEST(AabbExtents, CenterAndExtentsRoundTrip) {
  // Halves and sums of dyadic numbers are exact.
  const std::vector<Aabb> boxes = {AabbFromCenter({2, 4, 0}, {1, 2, 3}),
                                   AabbFromCenter({-0.5, 0.25, 8}, {0.125, 4, 0.5})};
  for (const Aabb& box : boxes) {
    const Aabb again = AabbFromCenter(BoxCenter(box), AabbHalfExtents(box));
    ExpectNear(again.min, box.min, 0.0);
    ExpectNear(again.max, box.max, 0.0);
  }
}

}  // namespace
}  // namespace aabb_extents_test
}  // namespace collide
