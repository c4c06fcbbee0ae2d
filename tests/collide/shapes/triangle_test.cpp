// The triangle queries (collide/shapes/triangle.h): the book's chapter 4
// tables (../shared/tutorial-tests.md), and hand-computed edge cases where
// collision code breaks: corners and edges touching, coplanar triangles,
// zero-area triangles. The arithmetic behind each hand-made answer is in its
// comment.
#include "collide/shapes/triangle.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "collide/queries/point_tests.h"
#include "collide/shapes/aabb_extents.h"

namespace collide {
namespace triangle_test {
namespace {

// The book's T for closest point, sphere and AABB.
const Triangle kBookTriangle{{Vec3(-1, 5, 0), Vec3(2, 2, -3), Vec3(5, 5, 0)}};

// The book's triangle for rays and lines (in the plane x + y = 3.414214).
const Triangle kRayTriangle{{Vec3(5.207108, -1.792894, -3.949748),
                             Vec3(5.207108, -1.792894, 5.949748), Vec3(-1.792894, 5.207108, 1)}};

void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance) {
  EXPECT_NEAR(actual.x, expected.x, tolerance);
  EXPECT_NEAR(actual.y, expected.y, tolerance);
  EXPECT_NEAR(actual.z, expected.z, tolerance);
}

TEST(PointInTriangle, BookTable) {
  const Triangle triangle{{Vec3(-1, 1, 1), Vec3(0, -1, 1), Vec3(1, 1, 1)}};
  std::vector<Vec3> points;
  for (int i = -2; i <= 2; ++i) {
    for (int j = -2; j <= 2; ++j) {
      for (int k = -1; k <= 2; ++k) {
        points.emplace_back(i, j, k);
      }
    }
  }
  points.emplace_back(0.5, 0.5, 1);
  points.emplace_back(0.5, -0.25, 1);
  points.emplace_back(-0.25, -0.25, 1);
  ASSERT_EQ(points.size(), 103u);
  const std::vector<std::size_t> inside = {34, 46, 50, 54, 74, 100, 102};
  for (std::size_t index = 0; index < points.size(); ++index) {
    SCOPED_TRACE(::testing::Message() << "point " << index);
    const bool expected = std::find(inside.begin(), inside.end(), index) != inside.end();
    EXPECT_EQ(Contains(triangle, points[index]), expected);
  }
}

TEST(PointInTriangle, CornersAndEdgesAreInsideAndAHairBeyondIsNot) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  EXPECT_TRUE(Contains(t, {4, 0, 0}));
  EXPECT_TRUE(Contains(t, {2, 2, 0}));  // on the hypotenuse x + y = 4
  EXPECT_FALSE(Contains(t, {2.001, 2, 0}));
  EXPECT_FALSE(Contains(t, {1, 1, 0.001}));  // above the plane
  EXPECT_TRUE(Contains(t, {1, 1, 1e-6}));    // within the book's epsilon
}

TEST(PointInTriangle, AZeroAreaTriangleHoldsTheSegmentItIs) {
  const Triangle segment{{Vec3(0, 0, 0), Vec3(2, 0, 0), Vec3(4, 0, 0)}};
  EXPECT_TRUE(Contains(segment, {3, 0, 0}));
  EXPECT_FALSE(Contains(segment, {3, 0.01, 0}));
  EXPECT_FALSE(Contains(segment, {5, 0, 0}));
  const Triangle point{{Vec3(1, 1, 1), Vec3(1, 1, 1), Vec3(1, 1, 1)}};
  EXPECT_TRUE(Contains(point, {1, 1, 1}));
  EXPECT_FALSE(Contains(point, {1, 1, 1.01}));
}

TEST(ClosestPointOnTriangle, BookTable) {
  struct Row {
    Vec3 point;
    Vec3 expected;
  };
  const std::vector<Row> rows = {
      {{1, 1, 1}, {1, 3.5, -1.5}},      {{-1, -3, -4}, {2, 2, -3}},
      {{2, 4, -1}, {2, 4, -1}},         {{-2.732051, 6.732051, 1.732051}, {-1, 5, 0}},
      {{3, 7, -4}, {3, 4, -0.9999995}},
  };
  ASSERT_EQ(rows.size(), 5u);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "row " << i);
    ExpectNear(ClosestPoint(kBookTriangle, rows[i].point), rows[i].expected, 1e-5);
  }
}

TEST(ClosestPointOnTriangle, EachRegionByHand) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  ExpectNear(ClosestPoint(t, {1, 1, 5}), {1, 1, 0}, 1e-12);    // face: straight down
  ExpectNear(ClosestPoint(t, {-3, -3, 0}), {0, 0, 0}, 1e-12);  // corner a
  ExpectNear(ClosestPoint(t, {2, -5, 1}), {2, 0, 0}, 1e-12);   // edge ab
  ExpectNear(ClosestPoint(t, {4, 4, 0}), {2, 2, 0}, 1e-12);    // edge bc, midway
  ExpectNear(ClosestPoint(t, {9, -1, 0}), {4, 0, 0}, 1e-12);   // corner b
  // A segment triangle: the nearest point of its span.
  const Triangle segment{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(2, 0, 0)}};
  ExpectNear(ClosestPoint(segment, {3, 2, 0}), {3, 0, 0}, 1e-12);
}

TEST(Barycentric, WeightsRebuildThePointAndSumToOne) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  // (1, 2) = 1/4 b + 2/4 c + 1/4 a.
  ExpectNear(Barycentric(t, {1, 2, 0}), {0.25, 0.25, 0.5}, 1e-12);
  // Off the plane: the weights of its projection.
  ExpectNear(Barycentric(t, {1, 2, 7}), {0.25, 0.25, 0.5}, 1e-12);
  // A segment triangle a-b-a: (3, 0) is 3/4 of the way from a to b.
  const Triangle segment{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 0, 0)}};
  ExpectNear(Barycentric(segment, {3, 1, 0}), {0.25, 0.75, 0}, 1e-12);
}

TEST(SphereTriangle, BookTable) {
  EXPECT_TRUE(Intersects(Sphere{{2, 4, -1}, 0.5}, kBookTriangle));
  EXPECT_TRUE(Intersects(Sphere{{-1, 5, 0}, 0.5}, kBookTriangle));
  EXPECT_FALSE(Intersects(Sphere{{2, 2, 2}, 1}, kBookTriangle));
  EXPECT_FALSE(Intersects(Sphere{{-2, -2, -2}, 1}, kBookTriangle));
}

TEST(SphereTriangle, TouchingAFaceCountsAndAHairAwayDoesNot) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  EXPECT_TRUE(Intersects(Sphere{{1, 1, 2}, 2}, t));
  EXPECT_FALSE(Intersects(Sphere{{1, 1, 2}, 1.999999}, t));
  // Touching corner b from beyond it: distance (5,0,0)-(4,0,0) = 1.
  EXPECT_TRUE(Intersects(Sphere{{5, 0, 0}, 1}, t));
}

TEST(AabbTriangle, BookTable) {
  const auto box = [](Vec3 center, Vec3 extents) { return AabbFromCenter(center, extents); };
  EXPECT_TRUE(Intersects(box({2, 4, -1}, Vec3(0.5)), kBookTriangle));
  EXPECT_TRUE(Intersects(box({-1, 5, 0}, Vec3(0.5)), kBookTriangle));
  EXPECT_TRUE(Intersects(box({0, 0, 0}, {5, 7, 5}), kBookTriangle));
  EXPECT_TRUE(Intersects(box({2, 3, -3}, {3, 0.5, 2}), kBookTriangle));
  EXPECT_FALSE(Intersects(box({2, 2, 2}, Vec3(1)), kBookTriangle));
  EXPECT_FALSE(Intersects(box({-2, -2, -2}, Vec3(1)), kBookTriangle));
}

TEST(AabbTriangle, OnlyAnEdgeCrossAxisSeparatesThisPair) {
  // Box [-1, 1]^3. The triangle's edge c - a = (-1, -2, 1) crossed with the
  // box's y axis gives (-1, 0, -1): the corners project to 3, 5 and 3, the
  // box to [-2, 2], a gap of 1. Along x, y, z and the triangle's normal the
  // two overlap (worked out by hand and by a script over all 13 axes).
  const Aabb box{{-1, -1, -1}, {1, 1, 1}};
  const Triangle apart{{Vec3(-2, -1, -1), Vec3(-3, -2, -2), Vec3(-1, 1, -2)}};
  EXPECT_FALSE(Intersects(box, apart));
  // Moved by (0.5, 0, 0.5): the corners project to 2, 4 and 2, touching.
  const Triangle touching{{Vec3(-1.5, -1, -0.5), Vec3(-2.5, -2, -1.5), Vec3(-0.5, 1, -1.5)}};
  EXPECT_TRUE(Intersects(box, touching));
}

TEST(AabbTriangle, OnlyTheNormalSeparatesATriangleAcrossTheCorner) {
  // The plane x + y + z = 3.5 passes the box's corner (1, 1, 1), where
  // x + y + z = 3, at a gap; the triangle's extent covers the box on every
  // face axis and edge cross (checked by a script over all 13 axes). At
  // x + y + z = 3 the triangle touches the corner.
  const Aabb box{{-1, -1, -1}, {1, 1, 1}};
  EXPECT_FALSE(Intersects(box, Triangle{{Vec3(3.5, 0, 0), Vec3(0, 3.5, 0), Vec3(0, 0, 3.5)}}));
  EXPECT_TRUE(Intersects(box, Triangle{{Vec3(3, 0, 0), Vec3(0, 3, 0), Vec3(0, 0, 3)}}));
}

TEST(PlaneTriangle, BookTable) {
  const BookPlane plane = MakeBookPlaneFromPoints({5, 6, 7}, {6, 5, 4}, {1, 2, 3}).value();
  EXPECT_FALSE(Intersects(plane, kBookTriangle));
  EXPECT_TRUE(Intersects(plane, Triangle{{Vec3(-1, -1, 0), Vec3(0, 1, 0), Vec3(1, -1, 0)}}));
  EXPECT_FALSE(Intersects(plane, Triangle{{Vec3(-1, -5, 0), Vec3(2, -2, -3), Vec3(5, -5, 0)}}));
  EXPECT_TRUE(Intersects(plane, Triangle{{Vec3(5, 6, 7), Vec3(6, 5, 4), Vec3(1, 2, 3)}}));
}

TEST(PlaneTriangle, ACornerOnThePlaneTouches) {
  const BookPlane plane = MakeBookPlane({0, 0, 1}, 0).value();
  EXPECT_TRUE(Intersects(plane, Triangle{{Vec3(0, 0, 0), Vec3(1, 0, 1), Vec3(0, 1, 1)}}));
  EXPECT_FALSE(Intersects(plane, Triangle{{Vec3(0, 0, 0.001), Vec3(1, 0, 1), Vec3(0, 1, 1)}}));
}

// Triangle A, in z = 0, and hand-made partners.
const Triangle kA{{Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0)}};

TEST(TriangleTriangle, CrossingAndApartInSpaceBothAgree) {
  // B pierces A at (0.2, 0.2, 0).
  const Triangle crossing{{Vec3(0.2, 0.2, -1), Vec3(0.2, 0.2, 1), Vec3(5, 5, 0)}};
  EXPECT_TRUE(IntersectsPlainSat(kA, crossing));
  EXPECT_TRUE(IntersectsRobustSat(kA, crossing));
  // Parallel, one unit above: the normal separates.
  const Triangle above{{Vec3(0, 0, 1), Vec3(1, 0, 1), Vec3(0, 1, 1)}};
  EXPECT_FALSE(IntersectsPlainSat(kA, above));
  EXPECT_FALSE(IntersectsRobustSat(kA, above));
  // Over the hypotenuse x + y = 1 at height 0..1, not reaching it: the
  // cross of A's hypotenuse with B's vertical edge separates.
  const Triangle beside{{Vec3(1, 1, -1), Vec3(1, 1, 1), Vec3(2, 0.5, 0)}};
  EXPECT_FALSE(IntersectsPlainSat(kA, beside));
  EXPECT_FALSE(IntersectsRobustSat(kA, beside));
}

TEST(TriangleTriangle, TouchingAtACornerOrAlongAnEdgeIntersects) {
  // Only corner (1, 0, 0) in common.
  const Triangle corner{{Vec3(1, 0, 0), Vec3(2, 0, 1), Vec3(2, 1, 1)}};
  EXPECT_TRUE(IntersectsRobustSat(kA, corner));
  EXPECT_TRUE(IntersectsPlainSat(kA, corner));
  // B's edge (0.25, 0.25, 0)-(0.5, 0.25, 0) lies inside A; B stands up.
  const Triangle edge_in{{Vec3(0.25, 0.25, 0), Vec3(0.5, 0.25, 0), Vec3(0.25, 0.25, 1)}};
  EXPECT_TRUE(IntersectsRobustSat(kA, edge_in));
  // The same, lifted by 1e-9: apart.
  const Triangle lifted{{Vec3(0.25, 0.25, 1e-9), Vec3(0.5, 0.25, 1e-9), Vec3(0.25, 0.25, 1)}};
  EXPECT_FALSE(IntersectsRobustSat(kA, lifted));
}

TEST(TriangleTriangle, CoplanarOverlapBothSayYes) {
  const Triangle overlap{{Vec3(0.5, 0, 0), Vec3(1.5, 0, 0), Vec3(0.5, 1, 0)}};
  EXPECT_TRUE(IntersectsPlainSat(kA, overlap));
  EXPECT_TRUE(IntersectsRobustSat(kA, overlap));
  // Coplanar, sharing only the edge x + y = 1 from (1, 0) to (0, 1).
  const Triangle shared_edge{{Vec3(1, 0, 0), Vec3(1, 1, 0), Vec3(0, 1, 0)}};
  EXPECT_TRUE(IntersectsRobustSat(kA, shared_edge));
}

TEST(TriangleTriangle, CoplanarApartThePlainSatSaysYesTheRobustNo) {
  // B is A moved 2 along x: in the same plane, a unit apart. Every axis the
  // plain SAT tries is the common normal (both normals; edge crosses of
  // coplanar edges) or zero (parallel edges), and along it both project to 0.
  const Triangle apart{{Vec3(2, 0, 0), Vec3(3, 0, 0), Vec3(2, 1, 0)}};
  EXPECT_TRUE(IntersectsPlainSat(kA, apart));
  EXPECT_FALSE(IntersectsRobustSat(kA, apart));
  EXPECT_FALSE(Intersects(kA, apart));  // the default is the robust one
}

TEST(TriangleTriangle, CoplanarApartAcrossOneEdgeOfEitherOrder) {
  // In z = 0: P's hypotenuse x + y = 4 and Q's corners at x + y = 5, 6 and
  // 11. No axis across Q's own edges, and no normal, separates them (found
  // by a search over integer triangles, checked by hand): only the axis
  // across P's hypotenuse does. Either order must find it.
  const Triangle p{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  const Triangle q{{Vec3(2, 3, 0), Vec3(4, 2, 0), Vec3(6, 5, 0)}};
  EXPECT_FALSE(IntersectsRobustSat(p, q));
  EXPECT_FALSE(IntersectsRobustSat(q, p));
}

// Whether projecting both triangles onto the direction of some edge of
// either leaves a gap: the axes a coplanar SAT that tried the edges
// themselves, instead of the in-plane axes across them, would have. The
// cases below assert that none does, so that only an axis across an edge
// within the plane (normal x edge) can tell them apart.
bool ApartAlongAnEdgeDirection(const Triangle& a, const Triangle& b) {
  const auto apart_along = [&](const Vec3& axis) {
    double a_min = glm::dot(axis, a[0]), a_max = a_min;
    double b_min = glm::dot(axis, b[0]), b_max = b_min;
    for (int i = 1; i < 3; ++i) {
      a_min = std::min(a_min, glm::dot(axis, a[i]));
      a_max = std::max(a_max, glm::dot(axis, a[i]));
      b_min = std::min(b_min, glm::dot(axis, b[i]));
      b_max = std::max(b_max, glm::dot(axis, b[i]));
    }
    return a_max < b_min || b_max < a_min;
  };
  for (int i = 0; i < 3; ++i) {
    if (apart_along(a[(i + 1) % 3] - a[i]) || apart_along(b[(i + 1) % 3] - b[i])) {
      return true;
    }
  }
  return false;
}

TEST(TriangleTriangle, CoplanarApartOnlyAcrossAnEdgeWithinThePlane) {
  // In z = 0: P's hypotenuse runs along x + y = 4; Q's corners lie at
  // x + y = 6, 7 and 7, so the in-plane axis across that edge, (1, 1),
  // projects P to [0, 4] and Q to [6, 7]: a gap of 2. Along the six edge
  // directions they overlap: x: P [0, 4], Q [1, 6]; y: the same;
  // (-1, 1): P [-4, 4], Q [-5, 5]; Q's (3, -2): P [-8, 12], Q [-9, 16];
  // Q's (2, -3): P [-12, 8], Q [-16, 9]; Q's (-5, 5) is (-1, 1) again.
  const Triangle p{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  const Triangle q{{Vec3(3, 3, 0), Vec3(6, 1, 0), Vec3(1, 6, 0)}};
  ASSERT_FALSE(ApartAlongAnEdgeDirection(p, q));
  EXPECT_FALSE(IntersectsRobustSat(p, q));
  EXPECT_FALSE(IntersectsRobustSat(q, p));
  EXPECT_TRUE(IntersectsPlainSat(p, q));  // every axis it has is z or zero
}

TEST(TriangleTriangle, CoplanarApartOnlyAcrossAnEdgeOfTheSecondTriangle) {
  // In z = 0: Q's edge from (9, 0) to (-3, 6) lies on x + 2y = 9, and Q's
  // third corner (6, 6) at x + 2y = 18; P's corners are at x + 2y = 0, 4
  // and 8. So the axis across that edge, (1, 2), separates them by 1. No
  // axis across P's edges does: (1, 0): P [0, 4], Q [-3, 9]; (0, 1): P
  // [0, 4], Q [0, 6]; (1, 1): P [0, 4], Q [3, 12]. Nor do Q's other two:
  // (0, 1) again, and (2, 1): P [0, 8], Q [0, 18]. Nor any edge direction:
  // (1, 0), (0, 1), (-1, 1): P [-4, 4], Q [-9, 9]; (-2, 1): P [-8, 4], Q
  // [-18, 12]; (1, -2): P [-8, 4], Q [-15, 9].
  const Triangle p{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  const Triangle q{{Vec3(9, 0, 0), Vec3(-3, 6, 0), Vec3(6, 6, 0)}};
  ASSERT_FALSE(ApartAlongAnEdgeDirection(p, q));
  EXPECT_FALSE(IntersectsRobustSat(p, q));
  EXPECT_FALSE(IntersectsRobustSat(q, p));
  // Moved by (-1, 0), Q's edge lies on x + 2y = 8 and passes through P's
  // corner (0, 4) (at 2/3 of the way from (8, 0) to (-4, 6)): touching.
  const Triangle touching{{Vec3(8, 0, 0), Vec3(-4, 6, 0), Vec3(5, 6, 0)}};
  EXPECT_TRUE(IntersectsRobustSat(p, touching));
  EXPECT_TRUE(IntersectsRobustSat(touching, p));
}

TEST(TriangleTriangle, CoplanarApartOnlyAcrossAnEdgeInATiltedPlane) {
  // The first case above, scaled by 3 and laid into the plane spanned by
  // the orthonormal e1 = (2, 1, 2) / 3 and e2 = (1, 2, -2) / 3 (a corner
  // (x, y) goes to x e1 + y e2, whole numbers here, so exact): lengths and
  // in-plane projections are kept, so the axis across P's hypotenuse
  // projects P to [0, 12] and Q to [18, 21] (times the axis's length),
  // while every edge direction overlaps as before. P: (0, 0), (12, 0),
  // (0, 12); Q: (9, 9), (18, 3), (3, 18).
  const Triangle p{{Vec3(0, 0, 0), Vec3(8, 4, 8), Vec3(4, 8, -8)}};
  const Triangle q{{Vec3(9, 9, 0), Vec3(13, 8, 10), Vec3(8, 13, -10)}};
  ASSERT_FALSE(ApartAlongAnEdgeDirection(p, q));
  EXPECT_FALSE(IntersectsRobustSat(p, q));
  EXPECT_FALSE(IntersectsRobustSat(q, p));
}

TEST(TriangleTriangle, ZeroAreaTrianglesAreTheirSegmentsAndPoints) {
  // A vertical segment through A's inside, and one beside it.
  const Triangle through{{Vec3(0.2, 0.2, -1), Vec3(0.2, 0.2, 1), Vec3(0.2, 0.2, 0)}};
  EXPECT_TRUE(IntersectsRobustSat(kA, through));
  const Triangle outside{{Vec3(2, 2, -1), Vec3(2, 2, 1), Vec3(2, 2, 0)}};
  EXPECT_FALSE(IntersectsRobustSat(kA, outside));
  // A point in A's plane but outside it: every axis the plain SAT has is A's
  // normal (along which both are 0) or zero, so it says yes.
  const Triangle point_beside{{Vec3(2, 2, 0), Vec3(2, 2, 0), Vec3(2, 2, 0)}};
  EXPECT_TRUE(IntersectsPlainSat(kA, point_beside));
  EXPECT_FALSE(IntersectsRobustSat(kA, point_beside));
  const Triangle point_on{{Vec3(0.2, 0.3, 0), Vec3(0.2, 0.3, 0), Vec3(0.2, 0.3, 0)}};
  EXPECT_TRUE(IntersectsRobustSat(kA, point_on));
  // Two segments crossing at (1, 1, 0), and two parallel ones apart.
  const Triangle s1{{Vec3(0, 0, 0), Vec3(2, 2, 0), Vec3(0, 0, 0)}};
  const Triangle s2{{Vec3(0, 2, 0), Vec3(2, 0, 0), Vec3(0, 2, 0)}};
  const Triangle s3{{Vec3(0, 1, 0), Vec3(2, 3, 0), Vec3(0, 1, 0)}};
  EXPECT_TRUE(IntersectsRobustSat(s1, s2));
  EXPECT_FALSE(IntersectsRobustSat(s1, s3));
}

struct RayRow {
  Vec3 origin;
  Vec3 direction;
};
// The book's rays R0-R6 of ray-plane, reused by its ray-triangle test.
const std::vector<RayRow> kBookRays = {
    {{0, 0, 0}, {0, -1, 0}},  {{0.5, 0.5, 0}, {-1, -1, 0}}, {{1, 1, 0}, {1, 1, 0}},
    {{1, 1, -3}, {0, 0, 1}},  {{2, 2, 3}, {0, -1, 0}},      {{3, 3, 3}, {-3, -3, -3}},
    {{1, 1, 3}, {-2, -3, 1}},
};

TEST(RaycastTriangle, BookTable) {
  const std::vector<bool> expected = {false, false, true, false, true, true, false};
  ASSERT_EQ(kBookRays.size(), expected.size());
  for (std::size_t i = 0; i < kBookRays.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "R" << i);
    const Ray ray = MakeRay(kBookRays[i].origin, kBookRays[i].direction).value();
    EXPECT_EQ(Raycast(ray, kRayTriangle).has_value(), expected[i]);
  }
}

TEST(RaycastTriangle, TwoSidedWithTAndBarycentrics) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  // Down onto (1, 2, 0) from z = 3, and up onto it from z = -5.
  const auto down = Raycast(MakeRay({1, 2, 3}, {0, 0, -1}).value(), t);
  ASSERT_TRUE(down.has_value());
  EXPECT_DOUBLE_EQ(down->t, 3.0);
  ExpectNear(down->barycentric, {0.25, 0.25, 0.5}, 1e-12);
  const auto up = Raycast(MakeRay({1, 2, -5}, {0, 0, 1}).value(), t);
  ASSERT_TRUE(up.has_value());
  EXPECT_DOUBLE_EQ(up->t, 5.0);
  // Through a corner or an edge counts (u + v = 1 exactly on edge b-c);
  // pointing away or lying in the plane misses.
  EXPECT_TRUE(Raycast(MakeRay({4, 0, 1}, {0, 0, -1}).value(), t).has_value());
  EXPECT_TRUE(Raycast(MakeRay({2, 2, 3}, {0, 0, -1}).value(), t).has_value());
  EXPECT_TRUE(Raycast(MakeRay({0, 1, 3}, {0, 0, -1}).value(), t).has_value());
  EXPECT_FALSE(Raycast(MakeRay({1, 2, 3}, {0, 0, 1}).value(), t).has_value());
  EXPECT_FALSE(Raycast(MakeRay({-1, 1, 0}, {1, 0, 0}).value(), t).has_value());
}

// Rays straight down at points a hair outside each edge of the triangle
// (0,0,0), (4,0,0), (0,4,0) (size 4) and the same hair inside: eps is
// 1e-6 and 1e-9 of the size. With a = (0,0,0) the barycentric u (b's
// weight) is x / 4 and v (c's) is y / 4, so x = -4 eps is u = -eps, y = -4
// eps is v = -eps, and x + y = 4 (1 + eps) is u + v = 1 + eps: each must
// miss, however small eps, while 4 eps inside hits at t = 3.
struct EdgeRay {
  const char* where;
  Vec3 origin;
  bool hits;
};
std::vector<EdgeRay> RaysByTheEdges(double eps) {
  const double d = 4.0 * eps;
  return {
      {"outside edge a-c (u < 0)", {-d, 1, 3}, false},
      {"inside edge a-c", {d, 1, 3}, true},
      {"outside edge a-b (v < 0)", {1, -d, 3}, false},
      {"inside edge a-b", {1, d, 3}, true},
      {"outside edge b-c (u + v > 1)", {2 + d, 2 + d, 3}, false},
      {"inside edge b-c", {2 - d, 2 - d, 3}, true},
      {"outside corner a", {-d, -d, 3}, false},
  };
}

TEST(RaycastTriangle, AHairOutsideAnEdgeMissesAndAHairInsideHits) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  for (const double eps : {1e-6, 1e-9}) {
    const std::vector<EdgeRay> rays = RaysByTheEdges(eps);
    ASSERT_EQ(rays.size(), 7u);
    for (const EdgeRay& ray : rays) {
      SCOPED_TRACE(::testing::Message() << ray.where << ", eps " << eps);
      const auto hit = Raycast(MakeRay(ray.origin, {0, 0, -1}).value(), t);
      ASSERT_EQ(hit.has_value(), ray.hits);
      if (hit) {
        EXPECT_DOUBLE_EQ(hit->t, 3.0);
      }
    }
  }
}

TEST(LineTriangle, BookTable) {
  const std::vector<Segment> segments = {
      {{2.5, 2.5, 2.5}, {4, 4, 4}}, {{1, 1, 0}, {0, 0, 0}},  {{-1, -1, 0}, {-3, 0, 0}},
      {{-5, 0, 0}, {5, 0, 0}},      {{7, 0, 1}, {-7, 0, 1}}, {{0.5, 0.5, 0.5}, {0.5, 0.5, 2}},
  };
  const std::vector<bool> expected = {false, false, false, true, true, false};
  ASSERT_EQ(segments.size(), expected.size());
  for (std::size_t i = 0; i < segments.size(); ++i) {
    SCOPED_TRACE(::testing::Message() << "L" << i);
    EXPECT_EQ(Linecast(segments[i], kRayTriangle).has_value(), expected[i]);
  }
}

TEST(LineTriangle, AHairOutsideAnEdgeMissesAndAHairInsideHits) {
  // The rays above as segments from z = 3 down to z = -1: a segment meets
  // the triangle where its ray does (t = 3 along a length of 4).
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  for (const double eps : {1e-6, 1e-9}) {
    const std::vector<EdgeRay> rays = RaysByTheEdges(eps);
    ASSERT_EQ(rays.size(), 7u);
    for (const EdgeRay& ray : rays) {
      SCOPED_TRACE(::testing::Message() << ray.where << ", eps " << eps);
      const Vec3 end = ray.origin - Vec3(0, 0, 4);
      EXPECT_EQ(Linecast(Segment{ray.origin, end}, t).has_value(), ray.hits);
    }
  }
}

TEST(LineTriangle, EndingExactlyOnTheTriangleHitsAndShortOfItMisses) {
  const Triangle t{{Vec3(0, 0, 0), Vec3(4, 0, 0), Vec3(0, 4, 0)}};
  const auto on = Linecast(Segment{{1, 1, 2}, {1, 1, 0}}, t);
  ASSERT_TRUE(on.has_value());
  EXPECT_DOUBLE_EQ(on->t, 2.0);  // a distance from the start, as Linecast's
  EXPECT_FALSE(Linecast(Segment{{1, 1, 2}, {1, 1, 0.5}}, t).has_value());
  EXPECT_FALSE(Linecast(Segment{{1, 1, 0}, {1, 1, 0}}, t).has_value());  // zero length
}

}  // namespace
}  // namespace triangle_test
}  // namespace collide
