// Seed 004's corner-volume test explains itself: one step per corner tried,
// its six pyramids against the other box's volume, worked by hand; the plus
// sign it misses, against the SAT's trace; and the traced answer is the
// untraced one on random pairs.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>

#include "collide/queries/corner_volume.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "collide/trace/trace.h"
#include "collide/trace/trace_compare.h"

namespace collide {
namespace {

// For a box [x0, x1] x [y0, y1] x [z0, z1] and a point p, the six pyramids
// sum to (A_yz (|p.x - x0| + |p.x - x1|) + A_xz (...y) + A_xy (...z)) / 3,
// which is the volume exactly when p is inside.

TEST(CornerVolumeTrace, TheFirstCornerInsideDecides) {
  // A = [0, 2]^3, B = [1, 3]^3, every face area 4, B's volume 8. A's corners
  // (distances summed per axis; sum = 4 (dx + dy + dz) / 3):
  //   0 (0,0,0): 4 + 4 + 4 -> 16.00      4 (0,0,2): 4 + 4 + 2 -> 13.33
  //   1 (2,0,0): 2 + 4 + 4 -> 13.33      5 (2,0,2): 2 + 4 + 2 -> 10.67
  //   2 (0,2,0): 13.33                   6 (0,2,2): 10.67
  //   3 (2,2,0): 2 + 2 + 4 -> 10.67      7 (2,2,2): 2 + 2 + 2 ->  8.00: inside
  const Aabb a{{0.0, 0.0, 0.0}, {2.0, 2.0, 2.0}};
  const Aabb b{{1.0, 1.0, 1.0}, {3.0, 3.0, 3.0}};
  Trace trace;
  const CornerVolumeResult result = CornerVolumeTest(BoxShape(a), BoxShape(b), trace);
  EXPECT_TRUE(result.intersects);
  const auto& steps = trace.steps();
  ASSERT_EQ(steps.size(), 8u);
  EXPECT_EQ(steps[0].text,
            "corner 0 of A (0, 0, 0): six pyramids sum to 16.00 against B's volume 8.00: "
            "outside");
  EXPECT_EQ(steps[3].text,
            "corner 3 of A (2.00, 2.00, 0): six pyramids sum to 10.67 against B's volume 8.00: "
            "outside");
  EXPECT_EQ(steps[7].text,
            "corner 7 of A (2.00, 2.00, 2.00): six pyramids sum to 8.00 against B's volume 8.00: "
            "inside");
  for (std::size_t k = 0; k < 7; ++k) {
    EXPECT_EQ(steps[k].finding, "outside");
  }
  EXPECT_EQ(steps[7].topic, "corner 7 of A");
  EXPECT_EQ(steps[7].finding, "inside");
  EXPECT_EQ(trace.deciding(), 7u);
  EXPECT_TRUE(steps[7].deciding);
  ASSERT_EQ(steps[7].marks.size(), 1u);
  const auto& point = std::get<PointMark>(steps[7].marks[0]);
  EXPECT_EQ(point.position, Vec3(2.0, 2.0, 2.0));
  EXPECT_EQ(point.label, "corner 7 of A: inside");
}

TEST(CornerVolumeTrace, APlusSignHasNoCornerInsideWhereTheSatFindsNoSeparatingAxis) {
  // Bars crossed: A = [-3, 3] x [-1/2, 1/2]^2, B = [-1/2, 1/2] x [-3, 3] x
  // [-1/2, 1/2]; they share the cube [-1/2, 1/2]^3. B's face areas: A_yz 6,
  // A_xz 1, A_xy 6, volume 6. A's corner 0 (-3, -1/2, -1/2): distances 6, 6, 1,
  // sum (6 * 6 + 1 * 6 + 6 * 1) / 3 = 16. B's corner 0 in A, by symmetry, 16.
  const Aabb a{{-3.0, -0.5, -0.5}, {3.0, 0.5, 0.5}};
  const Aabb b{{-0.5, -3.0, -0.5}, {0.5, 3.0, 0.5}};
  Trace corners;
  EXPECT_FALSE(CornerVolumeTest(BoxShape(a), BoxShape(b), corners).intersects);
  ASSERT_EQ(corners.steps().size(), 17u);
  for (std::size_t k = 0; k < 16; ++k) {
    EXPECT_EQ(corners.steps()[k].finding, "outside") << k;
  }
  EXPECT_EQ(corners.steps()[0].text,
            "corner 0 of A (-3.00, -0.50, -0.50): six pyramids sum to 16.00 against B's volume "
            "6.00: outside");
  EXPECT_EQ(corners.steps()[8].text,
            "corner 0 of B (-0.50, -3.00, -0.50): six pyramids sum to 16.00 against A's volume "
            "6.00: outside");
  EXPECT_EQ(corners.steps()[16].text, "no corner inside: apart");
  EXPECT_EQ(corners.deciding(), 16u);
  EXPECT_TRUE(corners.steps()[16].deciding);

  // The SAT's three axes all overlap, and its last step decides: the two
  // walk different things, so they part where each made up its mind.
  Trace sat;
  EXPECT_TRUE(SatIntersects(BoxShape(a), BoxShape(b), sat));
  ASSERT_EQ(sat.steps().size(), 4u);
  const auto parting = FirstParting(corners, sat);
  ASSERT_TRUE(parting.has_value());
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 16u);
  EXPECT_EQ(parting->second, 3u);
}

TEST(CornerVolumeTrace, AFlatBoxSumsFourTrianglesAgainstItsArea) {
  // B: the unit square [0, 1]^2 at z = 0 (a box with no z extent). A's corner
  // 0 at (0.5, 0.5, 0): the four triangles to its edges are each 1/4.
  const Aabb a{{0.5, 0.5, 0.0}, {2.0, 2.0, 1.0}};
  const Aabb b{{0.0, 0.0, 0.0}, {1.0, 1.0, 0.0}};
  Trace trace;
  EXPECT_TRUE(CornerVolumeTest(BoxShape(a), BoxShape(b), trace).intersects);
  ASSERT_EQ(trace.steps().size(), 1u);
  EXPECT_EQ(trace.steps()[0].text,
            "corner 0 of A (0.50, 0.50, 0): four triangles sum to 1.00 against B's area 1.00: "
            "inside");
}

BoxShape RandomBox(std::mt19937_64& random, int kind) {
  std::uniform_real_distribution<double> position(-2.0, 2.0);
  std::uniform_real_distribution<double> extent(0.1, 1.5);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  const Vec3 centre(position(random), position(random), position(random));
  const Vec3 half(extent(random), extent(random), extent(random));
  if (kind == 0) {
    return Aabb{centre - half, centre + half};
  }
  const OrientedBox box{
      centre, half, RotationFromEulerDegrees(Vec3(angle(random), angle(random), angle(random)))};
  if (kind == 1) {
    return box;
  }
  Hexahedron hexahedron;
  hexahedron.corners = Corners(box);
  return hexahedron;
}

TEST(CornerVolumeTrace, TracedAnswersAreTheUntracedOnesOnRandomPairs) {
  std::mt19937_64 random(4);
  int hits = 0;
  for (int k = 0; k < 10000; ++k) {
    const BoxShape a = RandomBox(random, k % 3);
    const BoxShape b = RandomBox(random, (k / 3) % 3);
    Trace trace;
    const CornerVolumeResult traced = CornerVolumeTest(a, b, trace);
    const CornerVolumeResult untraced = CornerVolumeTest(a, b);
    ASSERT_EQ(traced.intersects, untraced.intersects) << k;
    ASSERT_EQ(traced.box, untraced.box) << k;
    ASSERT_EQ(traced.corner, untraced.corner) << k;
    // A corner inside ends the walk: at its 8 * box + corner + 1-th step.
    ASSERT_EQ(
        trace.steps().size(),
        traced.intersects ? static_cast<std::size_t>(8 * traced.box + traced.corner + 1) : 17u)
        << k;
    ASSERT_TRUE(trace.steps()[trace.deciding()].deciding) << k;
    hits += traced.intersects ? 1 : 0;
  }
  EXPECT_GT(hits, 1000);
  EXPECT_LT(hits, 9000);
}

}  // namespace
}  // namespace collide
