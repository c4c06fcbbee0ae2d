// The pieces of two boxes' edges inside each other, worked by hand for bars
// crossed like a plus sign (the overlap corner-volume misses) and for boxes
// apart.
#include "collide/queries/box_edges_inside.h"

#include <gtest/gtest.h>

#include <vector>

namespace box_edges_inside_test {
namespace {

using collide::Aabb;
using collide::BoxShape;
using collide::EdgePiece;
using collide::Vec3;

// h along x, v along y, both through the origin, 1 thick: h's four edges
// along x are inside v for x in [-0.5, 0.5] (on v's faces z = +-0.5, which
// count as inside), v's four along y inside h for y in [-0.5, 0.5]; every
// other edge lies outside (|x| = 3 or |y| = 3).
TEST(EdgesInside, BarsCrossedLikeAPlusSignGiveEightPiecesOfLengthOne) {
  const BoxShape h = Aabb{{-3, -0.5, -0.5}, {3, 0.5, 0.5}};
  const BoxShape v = Aabb{{-0.5, -3, -0.5}, {0.5, 3, 0.5}};
  const std::vector<EdgePiece> pieces = collide::EdgesInside(h, v);
  ASSERT_EQ(pieces.size(), 8u);
  for (std::size_t k = 0; k < 4; ++k) {  // h's, along x
    EXPECT_NEAR(std::abs(pieces[k].a.x), 0.5, 1e-8) << k;
    EXPECT_NEAR(pieces[k].a.x + pieces[k].b.x, 0.0, 1e-8) << k;
    EXPECT_EQ(pieces[k].a.y, pieces[k].b.y) << k;
    EXPECT_EQ(std::abs(pieces[k].a.y), 0.5) << k;
  }
  for (std::size_t k = 4; k < 8; ++k) {  // v's, along y
    EXPECT_NEAR(std::abs(pieces[k].a.y), 0.5, 1e-8) << k;
    EXPECT_NEAR(pieces[k].a.y + pieces[k].b.y, 0.0, 1e-8) << k;
    EXPECT_EQ(pieces[k].a.x, pieces[k].b.x) << k;
    EXPECT_EQ(std::abs(pieces[k].a.x), 0.5) << k;
  }
}

TEST(EdgesInside, BoxesApartGiveNone) {
  const BoxShape a = Aabb{{0, 0, 0}, {1, 1, 1}};
  const BoxShape b = Aabb{{2, 0, 0}, {3, 1, 1}};
  EXPECT_TRUE(collide::EdgesInside(a, b).empty());
}

// An oriented box turned 45 degrees about z inside a bigger AABB: all twelve
// of its edges lie inside, whole.
TEST(EdgesInside, ABoxInsideAnotherHasAllItsEdgesInsideWhole) {
  const BoxShape inner = collide::OrientedBox{
      {0, 0, 0}, {1, 1, 1}, collide::RotationFromEulerDegrees({0.0, 0.0, 45.0})};
  const BoxShape outer = Aabb{{-5, -5, -5}, {5, 5, 5}};
  const std::vector<EdgePiece> pieces = collide::EdgesInside(inner, outer);
  ASSERT_EQ(pieces.size(), 12u);
  for (const EdgePiece& piece : pieces) {
    EXPECT_NEAR(glm::length(piece.b - piece.a), 2.0, 1e-9);
  }
}

}  // namespace
}  // namespace box_edges_inside_test
