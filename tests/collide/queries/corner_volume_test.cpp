#include "collide/queries/corner_volume.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "collide/registry/box_box.h"
#include "collide/sat/sat.h"
#include "fixtures.h"

namespace collide {
namespace corner_volume_test {
namespace {

using testing::Cube;
using testing::Frustum;
using testing::Sat;

bool Cv(const BoxShape& a, const BoxShape& b) {
  return CornerVolumeTest(a, b).intersects;
}

TEST(CornerVolume, SixPyramidsGiveTheVolumeFromAnyInnerPoint) {
  const BoxCorners f = Frustum().corners;
  EXPECT_NEAR(BoxVolume(f), 7.0 / 3.0, 1e-14);
  for (const Vec3& apex : {Vec3(0, 0, 0.5), Vec3(0.9, -0.9, 0.01), Vec3(0.2, 0.4, 0.99)}) {
    EXPECT_NEAR(SixPyramidVolume(f, apex), 7.0 / 3.0, 1e-14);
  }
  // From outside the pyramids overlap and add up to more.
  EXPECT_GT(SixPyramidVolume(f, Vec3(0, 0, 1.5)), 7.0 / 3.0 + 0.1);
  EXPECT_GT(SixPyramidVolume(f, Vec3(0.9, 0.9, 0.9)), 7.0 / 3.0);

  const OrientedBox box{{3, -2, 7}, {0.5, 1, 2}, RotationFromEulerDegrees({15, 25, 35})};
  EXPECT_NEAR(BoxVolume(Corners(box)), 8.0, 1e-13);
}

TEST(CornerVolume, PointInsideOnTheBoundaryOrJustOutside) {
  const BoxCorners c = Corners(Cube({0, 0, 0}, 1, {20, 30, 40}));
  const Mat3 r = RotationFromEulerDegrees({20, 30, 40});
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(0.3, -0.2, 0.9)));
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(1, 0.5, 0.5)));  // on a face
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(1, 1, 0.2)));    // on an edge
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(1, -1, 1)));     // a corner
  EXPECT_FALSE(CornerVolumeContains(c, r * Vec3(1 + 1e-6, 0.5, 0.5)));
  EXPECT_FALSE(CornerVolumeContains(c, r * Vec3(1 + 1e-6, 1 + 1e-6, 1 + 1e-6)));
  // Non-rectangular boxes work the same way.
  const BoxCorners f = Frustum().corners;
  EXPECT_TRUE(CornerVolumeContains(f, Vec3(0.75, 0, 0.5)));  // on the slanted +x face
  EXPECT_FALSE(CornerVolumeContains(f, Vec3(0.75 + 1e-6, 0, 0.5)));
}

TEST(CornerVolume, TouchingFacesEdgesAndCorners) {
  const OrientedBox a = Cube({0, 0, 0}, 0.5);
  // Faces, also turned alike, and AABBs.
  EXPECT_TRUE(Cv(a, Cube({1, 0, 0}, 0.5)));
  const Vec3 turn(10, 20, 30);
  const Mat3 r = RotationFromEulerDegrees(turn);
  EXPECT_TRUE(Cv(Cube({0, 0, 0}, 0.5, turn), Cube(r * Vec3(1, 0.3, 0), 0.5, turn)));
  EXPECT_TRUE(Cv(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{1, 0.5, 0.5}, {2, 1.5, 1.5}}));
  // A vertical edge of a 45-degree-turned cube resting on a face: its corners
  // lie on the face's edges.
  EXPECT_TRUE(Cv(a, Cube({0.5 + 0.5 * std::sqrt(2.0), 0, 0}, 0.5, {0, 0, 45})));
  // Corner to corner.
  EXPECT_TRUE(Cv(a, Cube({1, 1, 1}, 0.5)));
  EXPECT_TRUE(Cv(a, Cube({1, -1, 1}, 0.5)));
  // The same a hair apart.
  EXPECT_FALSE(Cv(a, Cube({1 + 1e-6, 0, 0}, 0.5)));
  EXPECT_FALSE(Cv(a, Cube({0.5 + 0.5 * std::sqrt(2.0) + 1e-6, 0, 0}, 0.5, {0, 0, 45})));
  EXPECT_FALSE(Cv(a, Cube({1, 1, 1 + 1e-6}, 0.5)));
}

TEST(CornerVolume, ParallelEdges) {
  // Alike-turned cubes edge to edge along a shared line: b's corners at the
  // ends of its edge lie on a's edge.
  const Vec3 turn(31, -47, 112);
  const Mat3 r = RotationFromEulerDegrees(turn);
  const OrientedBox a = Cube({3, -2, 5}, 0.5, turn);
  EXPECT_TRUE(Cv(a, Cube(a.center + r * Vec3(1, 1, 0.3), 0.5, turn)));
  EXPECT_TRUE(Cv(a, Cube(a.center + r * Vec3(1, 1, 0), 0.5, turn)));
  EXPECT_FALSE(Cv(a, Cube(a.center + r * Vec3(1 + 1e-6, 1, 0.3), 0.5, turn)));
  // Parallel but sliding past each other by more than an edge: no corner meets.
  EXPECT_FALSE(Cv(a, Cube(a.center + r * Vec3(1, 1, 1.0 + 1e-6), 0.5, turn)));
  EXPECT_TRUE(Cv(a, Cube(a.center + r * Vec3(1, 1, 1.0), 0.5, turn)));
}

TEST(CornerVolume, ReportsWhichCornerOfWhichBoxPassed) {
  // The seed's warning: a thin bar pokes one end into a big box whose own
  // corners are all far outside the bar, so only the bar's corners find it.
  const OrientedBox big = Cube({0, 0, 0}, 5);
  const OrientedBox bar{{9, 0, 0}, {4.5, 0.1, 0.1}};
  const CornerVolumeResult big_first = CornerVolumeTest(big, bar);
  EXPECT_TRUE(big_first.intersects);
  EXPECT_EQ(big_first.box, 1);
  EXPECT_EQ(big_first.corner, 0);  // the bar's -x, -y, -z corner
  const CornerVolumeResult bar_first = CornerVolumeTest(bar, big);
  EXPECT_TRUE(bar_first.intersects);
  EXPECT_EQ(bar_first.box, 0);
  EXPECT_EQ(bar_first.corner, 0);
  EXPECT_FALSE(CornerVolumeTest(big, OrientedBox{{10, 0, 0}, {4.5, 0.1, 0.1}}).intersects);
  EXPECT_EQ(CornerVolumeTest(big, Cube({20, 0, 0}, 1)).corner, -1);
}

TEST(CornerVolume, MissesOverlapsWithNoCornerInside) {
  // Two bars crossed like a plus sign: they overlap in the middle, yet every
  // corner of each lies outside the other.
  const OrientedBox horizontal{{0, 0, 0}, {3, 0.5, 0.5}};
  const OrientedBox vertical{{0, 0, 0}, {0.5, 3, 0.5}};
  EXPECT_FALSE(Cv(horizontal, vertical));
  EXPECT_TRUE(Sat(horizontal, vertical));
  // Two ridges crossing: a cube turned 45 degrees about x (ridge along x on
  // top) and one turned 45 degrees about z above it (ridge along z at the
  // bottom), edge touching edge and then pushed into each other.
  const double ridge = 0.5 * std::sqrt(2.0);
  const OrientedBox lower = Cube({0, 0, 0}, 0.5, {45, 0, 0});
  for (double push : {0.0, 0.1}) {
    const OrientedBox upper = Cube({0, 2 * ridge - push, 0}, 0.5, {0, 0, 45});
    EXPECT_FALSE(Cv(lower, upper)) << push;
    EXPECT_TRUE(Sat(lower, upper)) << push;
  }
}

TEST(CornerVolume, ContainmentBothWays) {
  const OrientedBox outer = Cube({1, 2, 3}, 4, {5, 10, 15});
  const OrientedBox inner{{1.5, 2, 2.5}, {0.5, 1, 0.25}, RotationFromEulerDegrees({70, 0, 9})};
  EXPECT_TRUE(Cv(outer, inner));
  EXPECT_TRUE(Cv(inner, outer));
  EXPECT_TRUE(Cv(Frustum(), Aabb{{-0.1, -0.1, 0.2}, {0.1, 0.1, 0.3}}));
  EXPECT_TRUE(Cv(Aabb{{-0.1, -0.1, 0.2}, {0.1, 0.1, 0.3}}, Frustum()));
  EXPECT_TRUE(Cv(outer, outer));
}

TEST(CornerVolume, ZeroThicknessBoxIsARectangle) {
  const OrientedBox rect{{0, 0, 0}, {1, 2, 0}, RotationFromEulerDegrees({0, 0, 30})};
  const BoxCorners c = Corners(rect);
  const Mat3 r = rect.rotation;
  EXPECT_DOUBLE_EQ(BoxVolume(c), 0.0);
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(0.5, -1.5, 0)));
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(1, 2, 0)));    // a corner
  EXPECT_TRUE(CornerVolumeContains(c, r * Vec3(1, 0.3, 0)));  // an edge
  // In the plane but outside: the six pyramids are all flat (sum 0 = volume 0),
  // so the literal seed test would accept it; the area identity does not.
  const Vec3 beside = r * Vec3(3, 0, 0);
  EXPECT_NEAR(SixPyramidVolume(c, beside), 0.0, 1e-15);
  EXPECT_FALSE(CornerVolumeContains(c, beside));
  EXPECT_FALSE(CornerVolumeContains(c, r * Vec3(1 + 1e-6, 0, 0)));
  EXPECT_FALSE(CornerVolumeContains(c, r * Vec3(0.5, 0.5, 1e-6)));  // just above

  // A cube standing on the rectangle touches it with its bottom corners.
  EXPECT_TRUE(Cv(rect, Cube({0, 0, 0.4}, 0.4)));
  EXPECT_TRUE(Cv(Cube({0, 0, 0.4}, 0.4), rect));
  EXPECT_FALSE(Cv(rect, Cube({0, 0, 0.4 + 1e-6}, 0.4)));
  // A small cube pierced by a large rectangle: no corner of either inside.
  const OrientedBox sheet{{0, 0, 0}, {10, 10, 0}};
  EXPECT_FALSE(Cv(sheet, Cube({0, 0, 0}, 0.5)));
  EXPECT_TRUE(Sat(sheet, Cube({0, 0, 0}, 0.5)));
  // Coplanar rectangles, overlapping and apart; flat AABBs likewise.
  EXPECT_TRUE(Cv(OrientedBox{{0, 0, 0}, {1, 1, 0}}, OrientedBox{{1.5, 1.5, 0}, {1, 1, 0}}));
  EXPECT_FALSE(Cv(OrientedBox{{0, 0, 0}, {1, 1, 0}}, OrientedBox{{2.5, 0, 0}, {1, 1, 0}}));
  EXPECT_TRUE(Cv(Aabb{{0, 0, 0}, {1, 0, 1}}, Aabb{{0.5, -1, 0.5}, {2, 1, 2}}));
  EXPECT_FALSE(Cv(Aabb{{0, 0, 0}, {1, 0, 1}}, Aabb{{0.5, 1e-6, 0.5}, {2, 1, 2}}));
}

TEST(CornerVolume, SegmentAndPointBoxes) {
  const BoxCorners segment = Corners(OrientedBox{{0, 0, 0}, {0, 0, 2}});
  EXPECT_TRUE(CornerVolumeContains(segment, {0, 0, 1.5}));
  EXPECT_TRUE(CornerVolumeContains(segment, {0, 0, -2}));
  EXPECT_FALSE(CornerVolumeContains(segment, {0, 0, 2.001}));
  EXPECT_FALSE(CornerVolumeContains(segment, {0, 1e-6, 0}));
  const BoxCorners point = Corners(OrientedBox{{1, 2, 3}, {0, 0, 0}});
  EXPECT_TRUE(CornerVolumeContains(point, {1, 2, 3}));
  EXPECT_FALSE(CornerVolumeContains(point, {1, 2, 3.0001}));
  EXPECT_TRUE(Cv(OrientedBox{{1, 2, 3}, {0, 0, 0}}, Cube({1, 2, 3.5}, 0.5)));
}

TEST(CornerVolume, SmallBoxesAtLargeCoordinates) {
  const Vec3 far(1e6, -1e6, 1e6);
  EXPECT_TRUE(Cv(Cube(far, 0.5), Cube(far + Vec3(1, 0, 0), 0.5)));
  EXPECT_FALSE(Cv(Cube(far, 0.5), Cube(far + Vec3(1 + 1e-6, 0, 0), 0.5)));
  const Vec3 turn(33, -21, 12);
  const Mat3 r = RotationFromEulerDegrees(turn);
  EXPECT_TRUE(Cv(Cube(far, 0.5, turn), Cube(far + r * Vec3(0, 1, 0.2), 0.5, turn)));
  EXPECT_FALSE(Cv(Cube(far, 0.5, turn), Cube(far + r * Vec3(0, 1 + 1e-6, 0.2), 0.5, turn)));
  EXPECT_TRUE(
      Cv(Cube(far, 0.5), Cube(far + Vec3(0.5 + 0.5 * std::sqrt(2.0), 0, 0), 0.5, {0, 0, 45})));
  EXPECT_TRUE(Cv(Aabb{far, far + Vec3(0.01)}, Aabb{far + Vec3(0.01), far + Vec3(0.02)}));
  EXPECT_FALSE(Cv(Aabb{far, far + Vec3(0.01)}, Aabb{far + Vec3(0.0101), far + Vec3(0.02)}));
  const OrientedBox rect{far, {0.5, 0.5, 0}, r};
  EXPECT_TRUE(CornerVolumeContains(Corners(rect), far + r * Vec3(0.25, -0.5, 0)));
  EXPECT_FALSE(CornerVolumeContains(Corners(rect), far + r * Vec3(0.25, -0.5 - 1e-6, 0)));
  EXPECT_FALSE(CornerVolumeContains(Corners(rect), far + r * Vec3(0.25, 0, 1e-6)));
}

TEST(CornerVolume, AllShapeKindsMix) {
  const Hexahedron f = Frustum();
  EXPECT_TRUE(Cv(f, Aabb{{0.5, 0.5, 0.5}, {2, 2, 2}}));  // a corner of f inside
  EXPECT_TRUE(Cv(f, Cube({0, 0, 1.5}, 0.5)));            // touching the top
  EXPECT_FALSE(Cv(f, Cube({0, 0, 1.5 + 1e-6}, 0.5)));
  // A cube beside the slanted +x face touches it only at the base's edge.
  EXPECT_TRUE(Cv(f, Hexahedron{Corners(Cube({1.5, 0, 0.5}, 0.5))}));
  EXPECT_FALSE(Cv(f, Hexahedron{Corners(Cube({1.5 + 1e-6, 0, 0.5}, 0.5))}));
}

// The registry's "corner-volume", as box-box and scenes run it.
TEST(CornerVolume, IsTheRegistrysCornerVolumeForMixedBoxKinds) {
  const auto cv = [](const BoxShape& a, const BoxShape& b) {
    const PairTest* test = PairTestRegistry::Global().Find(KindOfSolid(a), KindOfSolid(b),
                                                           Query::kIntersects, kCornerVolumeId);
    return test != nullptr && Intersects(*test, a, b);
  };
  const Hexahedron f = Frustum();
  EXPECT_TRUE(cv(f, Cube({0, 0, 1.5}, 0.5)));  // touching the top
  EXPECT_FALSE(cv(f, Cube({0, 0, 1.5 + 1e-6}, 0.5)));
  EXPECT_TRUE(cv(Aabb{{0, 0, 0}, {1, 1, 1}}, Aabb{{1, 0.5, 0.5}, {2, 1.5, 1.5}}));
}

TEST(CornerVolume, IsSymmetric) {
  const std::vector<BoxShape> shapes = {
      Cube({0, 0, 0}, 0.5),
      Cube({1, 0, 0}, 0.5),
      Cube({0.9, 0.9, 0}, 0.5, {0, 0, 45}),
      OrientedBox{{0, 0, 0}, {3, 0.5, 0.5}},
      OrientedBox{{0, 0, 0}, {0.5, 3, 0.5}},
      OrientedBox{{0, 0, 0.5}, {2, 2, 0}},
      Aabb{{-0.2, -0.2, -0.2}, {0.2, 0.2, 5}},
      Aabb{{0.5, 0.5, 0.5}, {2, 2, 2}},
      Frustum(),
  };
  for (const BoxShape& a : shapes) {
    for (const BoxShape& b : shapes) {
      EXPECT_EQ(Cv(a, b), Cv(b, a));
    }
  }
}

}  // namespace
}  // namespace corner_volume_test
}  // namespace collide
