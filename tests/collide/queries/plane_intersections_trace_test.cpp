// The book's plane tests explain themselves: sphere-plane ("distance"),
// AABB-plane ("projected-radius"), plane-plane ("cross-product") and the
// box-plane "corner-sides", worked by hand; and the same answers traced as
// untraced.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <variant>

#include "collide/queries/plane_intersections.h"
#include "collide/trace/trace.h"

namespace collide {
namespace {

TEST(SpherePlaneTrace, SignedDistanceThenTheRadius) {
  // n . c - d = 2 - 1.5 = 0.5, within the radius 1.
  const Sphere sphere{{1, 2, 3}, 1.0};
  const BookPlane plane{{0, 1, 0}, 1.5};
  Trace trace;
  EXPECT_TRUE(Intersects(sphere, plane, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "A's centre (1.00, 2.00, 3.00) against B's plane, n = (0, 1.00, 0), d = 1.50: "
            "n . c - d = 0.50");
  EXPECT_EQ(std::get<PlaneMark>(trace.steps()[0].marks[0]).signed_distance, 0.5);
  EXPECT_EQ(trace.steps()[1].text, "|0.50| = 0.50 <= r_A = 1.00: they intersect");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "intersect");
  // Along n: the sphere spans n . c -+ r = [1, 3]; the plane sits at 1.5.
  const auto& axis = std::get<AxisMark>(trace.steps()[1].marks[0]);
  EXPECT_EQ(axis.a.lo, 1.0);
  EXPECT_EQ(axis.a.hi, 3.0);
  EXPECT_EQ(axis.b.lo, 1.5);
}

TEST(SpherePlaneTrace, WhollyBehindIsApart) {
  // n . c - d = 2 - 4 = -2: a sheet, not a half-space.
  const Sphere sphere{{1, 2, 3}, 1.0};
  Trace trace;
  EXPECT_FALSE(Intersects(sphere, BookPlane{{0, 1, 0}, 4.0}, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[1].text, "|-2.00| = 2.00 > r_A = 1.00: they are apart");
  EXPECT_EQ(trace.steps()[1].finding, "apart");
  EXPECT_EQ(trace.deciding(), 1u);
}

TEST(AabbPlaneTrace, ProjectedRadiusThenTheCentresDistance) {
  // Centre (1, 2, 1), half extents (1, 2, 1); n = (0, 0.6, 0.8): r = 2 * 0.6
  // + 1 * 0.8 = 2; n . c - d = 1.2 + 0.8 - 5 = -3, beyond r.
  const Aabb box{{0, 0, 0}, {2, 4, 2}};
  const BookPlane plane{{0, 0.6, 0.8}, 5.0};
  Trace trace;
  EXPECT_FALSE(Intersects(box, plane, trace));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[0].text,
            "A's centre (1.00, 2.00, 1.00), half extents (1.00, 2.00, 1.00); on B's normal (0, "
            "0.60, 0.80) they reach r = e . |n| = 1.00 * 0 + 2.00 * 0.60 + 1.00 * 0.80 = 2.00");
  EXPECT_EQ(trace.steps()[1].text, "A's centre against B's plane (d = 5.00): n . c - d = -3.00");
  EXPECT_EQ(trace.steps()[2].text, "|-3.00| = 3.00 > r = 2.00: they are apart");
  EXPECT_EQ(trace.deciding(), 2u);
  EXPECT_EQ(trace.steps()[2].finding, "apart");
  const auto& axis = std::get<AxisMark>(trace.steps()[2].marks[0]);
  EXPECT_DOUBLE_EQ(axis.a.lo, 0.0);  // n . c = 2, -+ 2
  EXPECT_DOUBLE_EQ(axis.a.hi, 4.0);
  EXPECT_EQ(axis.b.hi, 5.0);
}

TEST(AabbPlaneTrace, ANegativeNormalProjectsTheSame) {
  // n = (-1, 0, 0), d = -1.5: the plane x = 1.5 through the box [0, 2]^3.
  Trace trace;
  EXPECT_TRUE(Intersects(Aabb{{0, 0, 0}, {2, 2, 2}}, BookPlane{{-1, 0, 0}, -1.5}, trace));
  ASSERT_EQ(trace.steps().size(), 3u);
  EXPECT_EQ(trace.steps()[1].text, "A's centre against B's plane (d = -1.50): n . c - d = 0.50");
  EXPECT_EQ(trace.steps()[2].text, "|0.50| = 0.50 <= r = 1.00: they intersect");
  EXPECT_EQ(trace.steps()[2].finding, "intersect");
}

TEST(PlanePlaneTrace, CrossProductAgainstTheBooksEpsilon) {
  // (0, 0, 1) x (0, 0.6, 0.8) = (-0.6, 0, 0), squared 0.36.
  Trace trace;
  EXPECT_TRUE(Intersects(BookPlane{{0, 0, 1}, 0.0}, BookPlane{{0, 0.6, 0.8}, 2.0}, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "n_A x n_B = (0, 0, 1.00) x (0, 0.60, 0.80) = (-0.60, 0, 0), |n_A x n_B|^2 = 0.36");
  EXPECT_EQ(trace.steps()[0].marks.size(), 2u);
  EXPECT_EQ(trace.steps()[1].text, "0.36 > 0.0001: not parallel, they intersect");
  EXPECT_EQ(trace.deciding(), 1u);
  EXPECT_EQ(trace.steps()[1].finding, "intersect");
}

TEST(PlanePlaneTrace, NearlyParallelPlanesDoNotIntersect) {
  // n_B = (0, 0.004, 1) / |.|: |n_A x n_B|^2 = 0.004^2 / 1.000016 = 1.6e-5.
  Trace trace;
  EXPECT_FALSE(Intersects(BookPlane{{0, 0, 1}, 0.0}, *MakeBookPlane({0, 0.004, 1}, 0.0), trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[0].text,
            "n_A x n_B = (0, 0, 1.00) x (0, 0.004, 1.00) = (-0.004, 0, 0), |n_A x n_B|^2 = "
            "1.6e-05");
  EXPECT_EQ(trace.steps()[1].text, "1.6e-05 <= 0.0001: parallel, they do not intersect");
  EXPECT_EQ(trace.steps()[1].finding, "parallel");
}

TEST(PlanePlaneTrace, CoincidentPlanesAreParallel) {
  const BookPlane plane{{0, 1, 0}, 2.0};
  Trace trace;
  EXPECT_FALSE(Intersects(plane, plane, trace));
  ASSERT_EQ(trace.steps().size(), 2u);
  EXPECT_EQ(trace.steps()[1].text, "0 <= 0.0001: parallel, they do not intersect");
  EXPECT_EQ(trace.steps()[1].finding, "parallel");
  EXPECT_EQ(trace.deciding(), 1u);
}

TEST(CornerSidesTrace, EachCornerSideThenBothSides) {
  // The plane x = 0.5 through the unit cube: even corners (x = 0) behind by
  // 0.5, odd ones in front by 0.5.
  Trace trace;
  EXPECT_TRUE(
      CornersStraddle(BoxShape(Aabb{{0, 0, 0}, {1, 1, 1}}), BookPlane{{1, 0, 0}, 0.5}, trace));
  ASSERT_EQ(trace.steps().size(), 9u);
  for (size_t i = 0; i < 8; ++i) {
    EXPECT_EQ(trace.steps()[i].topic, "corner " + std::to_string(i));
    EXPECT_EQ(trace.steps()[i].finding, i % 2 == 0 ? "behind" : "in front");
    EXPECT_EQ(std::get<PlaneMark>(trace.steps()[i].marks[0]).signed_distance,
              i % 2 == 0 ? -0.5 : 0.5);
  }
  EXPECT_EQ(trace.steps()[0].text, "corner 0 (0, 0, 0): n . p - d = -0.50: behind");
  EXPECT_EQ(trace.steps()[7].text, "corner 7 (1.00, 1.00, 1.00): n . p - d = 0.50: in front");
  EXPECT_EQ(trace.steps()[8].text, "corners on both sides (or on the plane): they intersect");
  EXPECT_EQ(trace.deciding(), 8u);
  EXPECT_EQ(trace.steps()[8].finding, "intersect");
}

TEST(CornerSidesTrace, AllBehindIsApartAndOnThePlaneCountsForBothSides) {
  const BoxShape cube(Aabb{{0, 0, 0}, {1, 1, 1}});
  Trace behind;
  EXPECT_FALSE(CornersStraddle(cube, BookPlane{{1, 0, 0}, 2.0}, behind));
  ASSERT_EQ(behind.steps().size(), 9u);
  EXPECT_EQ(behind.steps()[8].text, "all 8 corners strictly behind: apart");
  EXPECT_EQ(behind.steps()[8].finding, "apart");
  Trace touching;
  EXPECT_TRUE(CornersStraddle(cube, BookPlane{{1, 0, 0}, 1.0}, touching));
  ASSERT_EQ(touching.steps().size(), 9u);
  EXPECT_EQ(touching.steps()[1].text, "corner 1 (1.00, 0, 0): n . p - d = 0: on the plane");
  EXPECT_EQ(touching.steps()[1].finding, "on the plane");
}

TEST(PlaneTestsTrace, TracedAnswersAsUntraced) {
  std::mt19937 rng(382);
  std::uniform_real_distribution<double> coord(-3.0, 3.0);
  std::uniform_real_distribution<double> size(0.0, 2.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  const auto random_plane = [&] {
    return *MakeBookPlane({coord(rng), coord(rng), coord(rng) + 1e-3}, coord(rng));
  };
  int hits = 0;
  for (int i = 0; i < 10000; ++i) {
    const BookPlane plane = random_plane();
    const Sphere sphere{{coord(rng), coord(rng), coord(rng)}, size(rng)};
    const Vec3 min(coord(rng), coord(rng), coord(rng));
    const Aabb aabb{min, min + Vec3(size(rng), size(rng), size(rng))};
    const OrientedBox obb{min, Vec3(size(rng), size(rng), size(rng)),
                          RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
    // Every other pair of planes nearly parallel, so both answers occur.
    BookPlane other = random_plane();
    if (i % 2 == 0) {
      other = *MakeBookPlane(plane.normal + 0.005 * other.normal, other.distance);
    }
    Trace t1, t2, t3, t4;
    NoTrace n;
    const bool sphere_hit = Intersects(sphere, plane, t1);
    ASSERT_EQ(sphere_hit, Intersects(sphere, plane, n));
    const bool aabb_hit = Intersects(aabb, plane, t2);
    ASSERT_EQ(aabb_hit, Intersects(aabb, plane, n));
    const bool planes_hit = Intersects(plane, other, t3);
    ASSERT_EQ(planes_hit, Intersects(plane, other, n));
    const bool obb_hit = CornersStraddle(BoxShape(obb), plane, t4);
    ASSERT_EQ(obb_hit, CornersStraddle(BoxShape(obb), plane, n));
    // The book's AABB test and the corner sides agree on an AABB.
    ASSERT_EQ(aabb_hit, CornersStraddle(BoxShape(aabb), plane));
    ASSERT_EQ(t1.steps().size(), 2u);
    ASSERT_EQ(t2.steps().size(), 3u);
    ASSERT_EQ(t3.steps().size(), 2u);
    ASSERT_EQ(t4.steps().size(), 9u);
    hits += sphere_hit + aabb_hit + planes_hit + obb_hit;
  }
  EXPECT_GT(hits, 8000);
  EXPECT_LT(hits, 32000);
}

}  // namespace
}  // namespace collide
