// The tutorial's plane (collide/book_plane.h): its constructors, with d not
// rescaled, conversions to and from collide::Plane, and the plane equation.
// Hand-computed answers; the arithmetic is in the comments.

#include "collide/shapes/book_plane.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

#include "fixtures.h"

namespace collide {
namespace book_plane_test {
namespace {

using testing::ExpectNear;

const double kSqrt6 = std::sqrt(6.0);

BookPlane MustMake(const std::optional<BookPlane>& plane) {
  EXPECT_TRUE(plane.has_value());
  return plane.value_or(BookPlane{});
}

TEST(BookPlane, DefaultIsTheBooksPlane) {
  // The book's Plane(): normal (0, 0, 1), distance 0 (the plane z = 0).
  const BookPlane plane;
  ExpectNear(plane.normal, {0, 0, 1}, 0.0);
  EXPECT_EQ(plane.distance, 0.0);
}

TEST(BookPlane, NormalIsNormalisedButDistanceIsNotRescaled) {
  // Plane((0, 2, 0), 4): n = (0, 1, 0), d stays 4: the plane y = 4, not y = 2.
  const BookPlane plane = MustMake(MakeBookPlane({0, 2, 0}, 4));
  ExpectNear(plane.normal, {0, 1, 0}, 0.0);
  EXPECT_EQ(plane.distance, 4.0);
  EXPECT_EQ(PlaneEquation(plane, {7, 4, -3}), 0.0);
  EXPECT_EQ(PlaneEquation(plane, {0, 2, 0}), -2.0);
  // ((-1, 1, 2), 3): n = (-1, 1, 2) / sqrt(6), d = 3: the plane's point nearest
  // the origin is 3 n, at distance 3 from it.
  const BookPlane tilted = MustMake(MakeBookPlane({-1, 1, 2}, 3));
  ExpectNear(tilted.normal, Vec3(-1, 1, 2) / kSqrt6, 1e-16);
  EXPECT_EQ(tilted.distance, 3.0);
  EXPECT_NEAR(PlaneEquation(tilted, 3.0 * tilted.normal), 0.0, 1e-15);
  // Too short or too long to square, still unit length.
  ExpectNear(MustMake(MakeBookPlane({1e-200, 0, 0}, 1)).normal, {1, 0, 0}, 0.0);
  ExpectNear(MustMake(MakeBookPlane({0, 1e300, -1e300}, 1)).normal,
             {0, 1 / std::sqrt(2.0), -1 / std::sqrt(2.0)}, 1e-16);
}

TEST(BookPlane, ZeroOrNonFiniteNormalIsRefused) {
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_FALSE(MakeBookPlane({0, 0, 0}, 1).has_value());
  EXPECT_FALSE(MakeBookPlane({-0.0, 0, 0}, 0).has_value());
  EXPECT_FALSE(MakeBookPlane({inf, 0, 0}, 1).has_value());
  EXPECT_FALSE(MakeBookPlane({0, nan, 1}, 1).has_value());
  EXPECT_FALSE(MakeBookPlane({0, 0, 1}, nan).has_value());
  EXPECT_FALSE(MakeBookPlane({0, 0, 1}, inf).has_value());
  EXPECT_FALSE(MakeBookPlaneFromPointNormal({1, 2, 3}, {0, 0, 0}).has_value());
  EXPECT_FALSE(MakeBookPlaneFromPointNormal({inf, 2, 3}, {0, 0, 1}).has_value());
}

TEST(BookPlane, FromThreePoints) {
  // The book's plane through (5, 6, 7), (6, 5, 4), (1, 2, 3):
  // b - a = (1, -1, -3), c - a = (-4, -4, -4),
  // (b - a) x (c - a) = (4 - 12, 12 + 4, -4 - 4) = (-8, 16, -8),
  // n = (-1, 2, -1) / sqrt(6); d = n . a = (-5 + 12 - 7) / sqrt(6) = 0.
  const BookPlane plane = MustMake(MakeBookPlaneFromPoints({5, 6, 7}, {6, 5, 4}, {1, 2, 3}));
  ExpectNear(plane.normal, Vec3(-1, 2, -1) / kSqrt6, 1e-16);
  EXPECT_NEAR(plane.distance, 0.0, 1e-15);
  // The book's other sample, (0, 0, 2), (1, 1, 2), (2, 0, 2):
  // (1, 1, 0) x (2, 0, 0) = (0, 0, -2): n = (0, 0, -1), d = -2 (z = 2 seen
  // from below: the points run clockwise seen from +z).
  const BookPlane flat = MustMake(MakeBookPlaneFromPoints({0, 0, 2}, {1, 1, 2}, {2, 0, 2}));
  ExpectNear(flat.normal, {0, 0, -1}, 0.0);
  EXPECT_EQ(flat.distance, -2.0);
  // Each point lies on its plane.
  for (const Vec3& p : {Vec3(0, 0, 2), Vec3(1, 1, 2), Vec3(2, 0, 2)}) {
    EXPECT_EQ(PlaneEquation(flat, p), 0.0);
  }
}

TEST(BookPlane, CollinearOrCoincidentPointsAreRefused) {
  EXPECT_FALSE(MakeBookPlaneFromPoints({0, 0, 0}, {1, 1, 1}, {2, 2, 2}).has_value());
  EXPECT_FALSE(MakeBookPlaneFromPoints({1, 2, 3}, {1, 2, 3}, {4, 5, 7}).has_value());
  EXPECT_FALSE(MakeBookPlaneFromPoints({1, 2, 3}, {1, 2, 3}, {1, 2, 3}).has_value());
  EXPECT_FALSE(MakeBookPlaneFromPoints({std::numeric_limits<double>::quiet_NaN(), 0, 0}, {1, 0, 0},
                                       {0, 1, 0})
                   .has_value());
}

TEST(BookPlane, FromPointAndNormal) {
  // Through (1, 2, 3) with normal (0, 0, 5): n = (0, 0, 1), d = n . p = 3.
  const BookPlane plane = MustMake(MakeBookPlaneFromPointNormal({1, 2, 3}, {0, 0, 5}));
  ExpectNear(plane.normal, {0, 0, 1}, 0.0);
  EXPECT_EQ(plane.distance, 3.0);
  // Through (1, 1, 0) with normal (1, 1, 0): n = (1, 1, 0) / sqrt(2),
  // d = 2 / sqrt(2) = sqrt(2).
  const BookPlane diagonal = MustMake(MakeBookPlaneFromPointNormal({1, 1, 0}, {1, 1, 0}));
  EXPECT_NEAR(diagonal.distance, std::sqrt(2.0), 1e-15);
}

TEST(BookPlane, ConversionsToAndFromPlane) {
  // ((0, 1, 0), -2), the plane y = -2: point n d = (0, -2, 0), normal n.
  const Plane plane = ToPlane(MustMake(MakeBookPlane({0, 1, 0}, -2)));
  ExpectNear(plane.point, {0, -2, 0}, 0.0);
  ExpectNear(plane.normal, {0, 1, 0}, 0.0);
  // Plane through (1, 2, 3), normal (0, 0, -2): n = (0, 0, -1), d = -3.
  const BookPlane book = MustMake(ToBookPlane(Plane{{1, 2, 3}, {0, 0, -2}}));
  ExpectNear(book.normal, {0, 0, -1}, 0.0);
  EXPECT_EQ(book.distance, -3.0);
  // A plane that fails Validate() has no BookPlane.
  EXPECT_FALSE(ToBookPlane(Plane{{1, 2, 3}, {0, 0, 0}}).has_value());
  EXPECT_FALSE(
      ToBookPlane(Plane{{std::numeric_limits<double>::infinity(), 0, 0}, {0, 0, 1}}).has_value());
}

// Random planes: both forms give every point the same signed distance, and a
// round trip gives the plane back.
TEST(BookPlane, ConversionsKeepTheGeometry) {
  std::mt19937 rng(12);
  std::uniform_real_distribution<double> coord(-10.0, 10.0);
  for (int i = 0; i < 500; ++i) {
    const Vec3 normal(coord(rng), coord(rng), coord(rng));
    const BookPlane book = MustMake(MakeBookPlane(normal, coord(rng)));
    const Plane plane = ToPlane(book);
    const BookPlane back = MustMake(ToBookPlane(plane));
    ExpectNear(back.normal, book.normal, 1e-15);
    EXPECT_NEAR(back.distance, book.distance, 1e-13);
    const Vec3 p(coord(rng), coord(rng), coord(rng));
    EXPECT_NEAR(SignedDistance(plane, p), PlaneEquation(book, p), 1e-12);
  }
}

}  // namespace
}  // namespace book_plane_test
}  // namespace collide
