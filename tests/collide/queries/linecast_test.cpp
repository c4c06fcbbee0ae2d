// Segment tests (collide/raycast.h, Linecast): the book's line tables for
// sphere, AABB and plane, and hand-computed ends and lengths.
#include "collide/queries/raycast.h"

#include <gtest/gtest.h>

#include "collide/queries/raycast.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "collide/queries/corner_volume.h"
#include "collide/shapes/box.h"
#include "raycast_fixtures.h"

namespace collide {
namespace linecast_test {
namespace {

using namespace collide::testing;  // the shared rays, shapes and hit checks

// --- Segments ------------------------------------------------------------------

// The book's segments L0-L5 (tutorial-tests.md, "Line tests").
const std::vector<Segment> kBookSegments = {
    {{2.5, 2.5, 2.5}, {4, 4, 4}}, {{1, 1, 0}, {0, 0, 0}},  {{-1, -1, 0}, {-3, 0, 0}},
    {{-5, 0, 0}, {5, 0, 0}},      {{7, 0, 1}, {-7, 0, 1}}, {{0.5, 0.5, 0.5}, {0.5, 0.5, 2}}};

// Sphere at the origin r 2, L0-L2: F F T.
//   L0 stays outside (|start| = 4.33 > 2, moving away).
//   L1 lies wholly inside: no hit.
//   L2 starts inside at (-1, -1, 0), d = (-2, 1, 0) / sqrt 5: along =
//   (1, 1, 0).d = -1/sqrt 5, |e|^2 = 2, across^2 = 2 - 1/5 = 9/5, half chord
//   sqrt(4 - 9/5) = sqrt(11/5): leaves at t = (sqrt 11 - 1) / sqrt 5 = 1.036
//   <= length sqrt 5.
TEST(LinecastSphere, BookTable) {
  const std::vector<bool> expected = {false, false, true};
  ASSERT_EQ(expected.size(), 3u);
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(Linecast(kBookSegments[i], kSphere).has_value(), expected[i]);
  }
  const double t = (std::sqrt(11.0) - 1) / kSqrt5;
  const Vec3 point = Vec3(-1, -1, 0) + t * Vec3(-2, 1, 0) / kSqrt5;
  ExpectHit(Linecast(kBookSegments[2], kSphere), t, point, point / 2.0, 1e-12);
}

TEST(LinecastSphere, EndsAndLengths) {
  // Ends exactly on the surface: touches at t = 3 = its length.
  ExpectHit(Linecast(Segment{{-5, 0, 0}, {-2, 0, 0}}, kSphere), 3, {-2, 0, 0}, {-1, 0, 0});
  // Stops short: no hit.
  EXPECT_FALSE(Linecast(Segment{{-5, 0, 0}, {-2.001, 0, 0}}, kSphere).has_value());
  // Crosses: t from the start, not a fraction of the length.
  ExpectHit(Linecast(Segment{{-5, 0, 0}, {5, 0, 0}}, kSphere), 3, {-2, 0, 0}, {-1, 0, 0});
  // Zero length, even on the surface: no direction, no hit.
  EXPECT_FALSE(Linecast(Segment{{2, 0, 0}, {2, 0, 0}}, kSphere).has_value());
  EXPECT_FALSE(Linecast(Segment{{0, 0, 0}, {0, 0, 0}}, kSphere).has_value());
  // A non-finite end: no hit.
  EXPECT_FALSE(
      Linecast(Segment{{-5, 0, 0}, {std::numeric_limits<double>::infinity(), 0, 0}}, kSphere)
          .has_value());
}

// AABB [-2, 2]^3, L0-L3: F F T T.
//   L0 outside; L1 wholly inside.
//   L2 from (-1, -1, 0) inside towards (-3, 0, 0): x reaches -2 half way,
//   t = sqrt 5 / 2, point (-2, -0.5, 0), leaving through -x.
//   L3 from x = -5 enters x = -2 at t = 3.
TEST(LinecastAabb, BookTable) {
  const Aabb box{{-2, -2, -2}, {2, 2, 2}};
  const std::vector<bool> expected = {false, false, true, true};
  ASSERT_EQ(expected.size(), 4u);
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(Linecast(kBookSegments[i], box).has_value(), expected[i]);
  }
  ExpectHit(Linecast(kBookSegments[2], box), kSqrt5 / 2, {-2, -0.5, 0}, {-1, 0, 0}, 1e-12);
  ExpectHit(Linecast(kBookSegments[3], box), 3, {-2, 0, 0}, {-1, 0, 0});
  // Zero length on a face: no hit.
  EXPECT_FALSE(Linecast(Segment{{2, 0, 0}, {2, 0, 0}}, box).has_value());
  // Ending on the face x = -2: touches at its length 3.
  ExpectHit(Linecast(Segment{{-5, 1, 1}, {-2, 1, 1}}, box), 3, {-2, 1, 1}, {-1, 0, 0});
}

// Plane n (1, 1, 0), d 1, L0-L5, the book's one-sided test: F T F F T F.
//   L0 both ends in front (n^.p = 5/sqrt 2, 8/sqrt 2 > 1); L2 both behind;
//   L5 both behind (1/sqrt 2 < 1).
//   L1 (1,1,0) -> (0,0,0): n^.d = -1, t = (1 - sqrt 2) / -1 = sqrt 2 - 1,
//   point (1,1,0) / sqrt 2.
//   L3 (-5,0,0) -> (5,0,0) crosses from BEHIND: the book's test misses it;
//   the two-sided one hits at x = sqrt 2, t = 5 + sqrt 2, normal -n^.
//   L4 (7,0,1) -> (-7,0,1): n^.d = -1/sqrt 2, t = (1 - 7/sqrt 2) / (-1/sqrt 2)
//   = 7 - sqrt 2, point (sqrt 2, 0, 1).
TEST(LinecastPlane, BookTable) {
  const std::vector<bool> expected = {false, true, false, false, true, false};
  ASSERT_EQ(expected.size(), kBookSegments.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(LinecastOneSided(kBookSegments[i], BookTablePlane()).has_value(), expected[i]);
    // Two-sided: the same but for L3.
    EXPECT_EQ(Linecast(kBookSegments[i], BookTablePlane()).has_value(), expected[i] || i == 3);
  }
  const Vec3 n = Vec3(1, 1, 0) / kSqrt2;
  ExpectHit(LinecastOneSided(kBookSegments[1], BookTablePlane()), kSqrt2 - 1, n, n, 1e-12);
  ExpectHit(LinecastOneSided(kBookSegments[4], BookTablePlane()), 7 - kSqrt2, {kSqrt2, 0, 1}, n,
            1e-12);
  ExpectHit(Linecast(kBookSegments[3], BookTablePlane()), 5 + kSqrt2, {kSqrt2, 0, 0}, -n, 1e-12);
}

TEST(LinecastPlane, ZeroLengthAndEnds) {
  // A point on the plane: no direction, no hit (either test).
  EXPECT_FALSE(Linecast(Segment{{0, 1, 0}, {0, 1, 0}}, kFloor).has_value());
  EXPECT_FALSE(LinecastOneSided(Segment{{0, 1, 0}, {0, 1, 0}}, kFloor).has_value());
  // Ending on the plane: touches at t = length 4.
  ExpectHit(LinecastOneSided(Segment{{0, 5, 0}, {0, 1, 0}}, kFloor), 4, {0, 1, 0}, {0, 1, 0});
  EXPECT_FALSE(LinecastOneSided(Segment{{0, 5, 0}, {0, 1.5, 0}}, kFloor).has_value());
}

}  // namespace
}  // namespace linecast_test
}  // namespace collide
