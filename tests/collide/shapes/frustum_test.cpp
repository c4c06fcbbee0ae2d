// The camera's frustum (collide/shapes/frustum.h): the book's planes for its
// camera, its inside and outside cases, and hand-computed edge cases on a
// camera whose planes are whole numbers.

#include "collide/shapes/frustum.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "fixtures.h"

namespace collide {
namespace frustum_test {
namespace {

using testing::ExpectNear;

// The book's chapter 6 camera.
Frustum BookCamera() {
  return Frustum{{50, 20, 50}, {0, 0, 0}, {0, 1, 0}, 60.0, 4.0 / 3.0, 0.01, 1000.0};
}

// At the origin looking down -z, 90 degrees, square, near 1, far 10: the
// solid is |x| <= -z, |y| <= -z, -10 <= z <= -1, so its planes are
// x - z >= 0, -x - z >= 0, y - z >= 0, -y - z >= 0, -z - 1 >= 0, z + 10 >= 0.
Frustum RightAngleCamera() {
  return Frustum{{0, 0, 0}, {0, 0, -1}, {0, 1, 0}, 90.0, 1.0, 1.0, 10.0};
}

TEST(Frustum, TheBooksPlanesForItsCameraWithinOneTenThousandth) {
  // The book's table: each normal before normalising, and d (of the
  // normalised plane). Far is checked against the exact value below.
  const double book[5][4] = {{.2381448, -.2721655, -1.598973, 44.82524},
                             {-1.598973, -.2721655, .2381448, 44.82524},
                             {-1.013747, 1.394501, -1.013747, 36.74234},
                             {-.3470805, -1.938832, -.3470805, 36.74234},
                             {-1.360841, -.5443366, -1.360841, 73.4747}};
  const auto planes = Planes(BookCamera());
  ASSERT_EQ(planes.size(), 6u);
  for (int i = 0; i < 5; ++i) {
    SCOPED_TRACE(i);
    const Vec3 normal = glm::normalize(Vec3(book[i][0], book[i][1], book[i][2]));
    ExpectNear(planes[static_cast<std::size_t>(i)].normal, normal, 1e-4);
    EXPECT_NEAR(planes[static_cast<std::size_t>(i)].d, book[i][3], 1e-4);
  }
}

TEST(Frustum, TheFarPlaneIsExactWhereTheBooksCarriesFloatError) {
  // Far: -forward = (50, 20, 50) / sqrt(5400) = (0.680414, 0.272166,
  // 0.680414); d = -sqrt(5400) + 1000 = 926.5153 (the book's float32
  // extraction gives 923.8687).
  const FrustumPlane far = Planes(BookCamera())[kFarPlane];
  ExpectNear(far.normal, {0.680414, 0.272166, 0.680414}, 1e-6);
  EXPECT_NEAR(far.d, 1000.0 - std::sqrt(5400.0), 1e-9);
  EXPECT_NEAR(far.d, 926.515, 1e-3);
}

TEST(Frustum, TheBooksInsideCasesAreInView) {
  const Frustum camera = BookCamera();
  EXPECT_EQ(Classify(camera, Vec3(0, 0, 0)), Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Vec3(2, 30, 4)), Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Sphere{{0, 0, 0}, 1}), Inclusion::kInside);
  // 6.62 from the top plane, the nearest: more than the radius 4.
  EXPECT_EQ(Classify(camera, Sphere{{2, 30, 4}, 4}), Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Aabb{{-1, -1, -1}, {1, 1, 1}}), Inclusion::kInside);
  // The book's "inside" box is partly in view: its corner (25, 35, 45) is
  // 9.34 above the top plane, its corner (2, 30, 4) in front of every one.
  EXPECT_EQ(Classify(camera, Aabb{{2, 30, 4}, {25, 35, 45}}), Inclusion::kIntersecting);
  EXPECT_EQ(ClassifyByPlanes(camera, Aabb{{2, 30, 4}, {25, 35, 45}}), Inclusion::kIntersecting);
}

TEST(Frustum, TheBooksOutsideCasesAreOutOfView) {
  const Frustum camera = BookCamera();
  EXPECT_EQ(Classify(camera, Vec3(-5000, -5000, -5000)), Inclusion::kOutside);
  EXPECT_EQ(Classify(camera, Sphere{{-5000, -5000, -5000}, 1}), Inclusion::kOutside);
  EXPECT_EQ(Classify(camera, Aabb{{-650, -650, -650}, {-600, -600, -600}}), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(camera, Aabb{{-650, -650, -650}, {-600, -600, -600}}),
            Inclusion::kOutside);
}

TEST(Frustum, CornersOfTheRightAngleCamera) {
  const auto corners = Corners(RightAngleCamera());
  ASSERT_EQ(corners.size(), 8u);
  // Near bottom-left, bottom-right, top-right, top-left; then far.
  ExpectNear(corners[0], {-1, -1, -1});
  ExpectNear(corners[1], {1, -1, -1});
  ExpectNear(corners[2], {1, 1, -1});
  ExpectNear(corners[3], {-1, 1, -1});
  ExpectNear(corners[4], {-10, -10, -10});
  ExpectNear(corners[6], {10, 10, -10});
  const Aabb bounds = Bounds(RightAngleCamera());
  ExpectNear(bounds.min, {-10, -10, -10});
  ExpectNear(bounds.max, {10, 10, -1});
}

TEST(Frustum, APointOnAPlaneIsInsideAndAHairBeyondIsOutside) {
  const Frustum camera = RightAngleCamera();
  // The right plane is x = -z up to rounding (tan 45 degrees is 1 - 1.1e-16
  // in double): a point 1e-12 within it is inside, 1e-9 beyond outside.
  EXPECT_EQ(Classify(camera, Vec3(5 - 1e-12, 0, -5)), Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Vec3(5 + 1e-9, 0, -5)), Inclusion::kOutside);
  EXPECT_EQ(Classify(camera, Vec3(0, 0, -10)), Inclusion::kInside);  // on the far plane
  EXPECT_EQ(Classify(camera, Vec3(0, 0, -10.001)), Inclusion::kOutside);
  EXPECT_EQ(Classify(camera, Vec3(0, 0, -0.999)), Inclusion::kOutside);  // before near
}

TEST(Frustum, ASphereTouchingAPlaneFromWithoutIntersectsAndFromWithinIsInside) {
  const Frustum camera = RightAngleCamera();
  // The far face is z = -10: a unit sphere at z = -11 touches it at (0, 0,
  // -10), on the face.
  EXPECT_EQ(Classify(camera, Sphere{{0, 0, -11}, 1}), Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Sphere{{0, 0, -11}, 0.999}), Inclusion::kOutside);
  // At z = -9 the far plane is 1 away, the side planes 9 / sqrt(2) and the
  // near one 8: it touches the far face from within.
  EXPECT_EQ(Classify(camera, Sphere{{0, 0, -9}, 1}), Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Sphere{{0, 0, -9}, 1.001}), Inclusion::kIntersecting);
}

TEST(Frustum, ABoxTouchingAFaceFromWithoutIntersects) {
  const Frustum camera = RightAngleCamera();
  // The far face is the square |x|, |y| <= 10 at z = -10: the box beyond it
  // from z = -12 to -10 shares its face's middle; 0.001 farther it does not.
  EXPECT_EQ(Classify(camera, Aabb{{-1, -1, -12}, {1, 1, -10}}), Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Aabb{{-1, -1, -12}, {1, 1, -10.001}}), Inclusion::kOutside);
  // Touching from within: its far face on the frustum's, all else inside.
  EXPECT_EQ(Classify(camera, Aabb{{-1, -1, -10}, {1, 1, -8}}), Inclusion::kInside);
}

TEST(Frustum, ASphereBeyondAnEdgeIsOutsideWhereThePlaneTestSaysIntersecting) {
  const Frustum camera = RightAngleCamera();
  // The right-far edge runs through (10, 0, -10). From (10.5, 0, -10.5) the
  // right plane is 0 away, the far plane 0.5 behind, and the edge point
  // (10, 0, -10) sqrt(0.5) = 0.7071 away.
  const Sphere small{{10.5, 0, -10.5}, 0.6};
  EXPECT_EQ(Classify(camera, small), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(camera, small), Inclusion::kIntersecting);
  EXPECT_NEAR(Distance(camera, small.center), std::sqrt(0.5), 1e-12);
  EXPECT_EQ(Classify(camera, Sphere{{10.5, 0, -10.5}, 0.75}), Inclusion::kIntersecting);
}

TEST(Frustum, ASphereBeyondACornerIsMeasuredToTheCorner) {
  const Frustum camera = RightAngleCamera();
  // Beyond the far top-right corner (10, 10, -10) by (1, 1, -1): sqrt(3)
  // away; the planes are at most 1 behind (far), so the book's test keeps
  // a sphere of radius 1.5 as intersecting.
  const Sphere beyond{{11, 11, -11}, 1.5};
  EXPECT_NEAR(Distance(camera, beyond.center), std::sqrt(3.0), 1e-12);
  EXPECT_EQ(Classify(camera, beyond), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(camera, beyond), Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Sphere{{11, 11, -11}, 1.8}), Inclusion::kIntersecting);
}

TEST(Frustum, ABoxStraddlingPlanesNearACornerIsOutsideWhereThePlaneTestSaysIntersecting) {
  const Frustum camera = RightAngleCamera();
  // x in [10.5, 11.5], z in [-11, -9.5]: its corner (10.5, y, -11) is in
  // front of the right plane (-x - z = 0.5) and (11.5, y, -9.5) in front of
  // the far one (z + 10 = 0.5), so no plane has all eight behind it; but
  // the frustum reaches x <= 10 only (x <= -z, z >= -10), so x separates.
  const Aabb box{{10.5, -0.5, -11}, {11.5, 0.5, -9.5}};
  EXPECT_EQ(Classify(camera, box), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(camera, box), Inclusion::kIntersecting);
  // Shifted to x in [9.5, 10.5] it holds (10, 0, -10), the edge's point.
  EXPECT_EQ(Classify(camera, Aabb{{9.5, -0.5, -11}, {10.5, 0.5, -9.5}}), Inclusion::kIntersecting);
}

TEST(Frustum, ABoxBeyondASideEdgeNeedsAnEdgeCrossAxis) {
  // Looking along -z from (0, 0, 0) with the 90-degree camera turned 45
  // degrees about z (up (1, 1, 0) normalised): the side edges run along
  // (+-sqrt(2), 0, -1) and (0, +-sqrt(2), -1), the side planes are tilted,
  // and the box's and frustum's face normals all overlap for a thin box
  // just beyond the edge x = sqrt(2) (-z), y = 0. The box x in [7.22, 7.4],
  // y in [-0.1, 0.1], z in [-5.1, -4.9] starts beyond 7.2125, where that edge
  // is at its deepest, z = -5.1: outside. Its corners (7.22, -+0.1, -5.1)
  // are in front of the two tilted planes by (7.2125 - 7.12) / 2, and the
  // only separating axis is the cross of the box's y edges with the side
  // edge's direction, (1, 0, sqrt(2)): the frustum reaches 0 on it, the
  // box starts at 7.22 - 5.1 sqrt(2) = 0.0075.
  const Frustum turned{{0, 0, 0}, {0, 0, -1}, {1, 1, 0}, 90.0, 1.0, 1.0, 10.0};
  const Aabb box{{7.22, -0.1, -5.1}, {7.4, 0.1, -4.9}};
  EXPECT_EQ(Classify(turned, box), Inclusion::kOutside);
  EXPECT_EQ(ClassifyByPlanes(turned, box), Inclusion::kIntersecting);
  EXPECT_EQ(Classify(turned, Aabb{{7.0, -0.1, -5.1}, {7.4, 0.1, -4.9}}), Inclusion::kIntersecting);
}

// Triangles against the right-angle camera, worked in its slice z = -5,
// where the view is the square |x| <= 5, |y| <= 5.
TEST(FrustumTriangle, CornersInsideOutsideOrAcrossDecide) {
  const Frustum camera = RightAngleCamera();
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(0, 0, -5), Vec3(1, 0, -5), Vec3(0, 1, -5)}}),
            Inclusion::kInside);
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(0, 0, -5), Vec3(10, 0, -5), Vec3(0, 1, -5)}}),
            Inclusion::kIntersecting);
  // No corner in view, yet the triangle holds the whole slice (x + y <= 30).
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(-30, -30, -5), Vec3(60, -30, -5), Vec3(-30, 60, -5)}}),
            Inclusion::kIntersecting);
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(0, 0, 2), Vec3(1, 0, 2), Vec3(0, 1, 2)}}),
            Inclusion::kOutside);
}

TEST(FrustumTriangle, BeyondAnEdgeIsOutsideThoughNoOnePlaneHasEveryCornerBehindIt) {
  // (7.5, 3) is beyond only the right plane and (3, 7.5) only the top one,
  // but the edge x + y = 10.5 passes outside the slice's corner (5, 5). On
  // the axis (1, 1, 2), across that edge and the side edge (1, 1, -1), the
  // frustum reaches 0 (corners (1, 1, -1) and (10, 10, -10)) and the
  // triangle starts at 0.5.
  const Triangle beyond{{Vec3(7.5, 3, -5), Vec3(3, 7.5, -5), Vec3(8, 8, -5)}};
  EXPECT_FALSE(Touches(RightAngleCamera(), beyond));
  EXPECT_EQ(Classify(RightAngleCamera(), beyond), Inclusion::kOutside);
}

TEST(FrustumTriangle, ATriangleCappingTheFarCornerIsSeparatedByItsOwnNormal) {
  // In the plane x + y - z = 31, across the far corner (10, 10, -10), which
  // is the frustum's farthest point along (1, 1, -1) at 30. No face normal
  // or edge cross is parallel to that normal, so only the triangle's own
  // normal separates them.
  const Triangle cap{{Vec3(31, 0, 0), Vec3(0, 31, 0), Vec3(0, 0, -31)}};
  EXPECT_EQ(Classify(RightAngleCamera(), cap), Inclusion::kOutside);
  const Triangle through{{Vec3(29, 0, 0), Vec3(0, 29, 0), Vec3(0, 0, -29)}};
  EXPECT_EQ(Classify(RightAngleCamera(), through), Inclusion::kIntersecting);
}

TEST(FrustumTriangle, AZeroAreaTriangleIsTakenAsItsSegment) {
  const Frustum camera = RightAngleCamera();
  // A segment through the slice with both ends out of view.
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(-20, 0, -5), Vec3(20, 0, -5), Vec3(20, 0, -5)}}),
            Inclusion::kIntersecting);
  // The edge of the case above, alone: still outside.
  EXPECT_EQ(Classify(camera, Triangle{{Vec3(7.5, 3, -5), Vec3(3, 7.5, -5), Vec3(3, 7.5, -5)}}),
            Inclusion::kOutside);
}

TEST(Frustum, BadParametersAreRefusedNamingTheField) {
  const auto fault_of = [](Frustum f) {
    const auto fault = CheckFrustum(f);
    return fault ? fault->field : std::string("none");
  };
  Frustum f = RightAngleCamera();
  EXPECT_EQ(fault_of(f), "none");
  f.fov_deg = 0;
  EXPECT_EQ(fault_of(f), "fov_deg");
  f.fov_deg = 180;
  EXPECT_EQ(fault_of(f), "fov_deg");
  f = RightAngleCamera();
  f.aspect = 0;
  EXPECT_EQ(fault_of(f), "aspect");
  f = RightAngleCamera();
  f.near_distance = 0;
  EXPECT_EQ(fault_of(f), "near");
  f = RightAngleCamera();
  f.far_distance = f.near_distance;
  EXPECT_EQ(fault_of(f), "far");
  f = RightAngleCamera();
  f.up = {0, 0, 3};  // along the view
  EXPECT_EQ(fault_of(f), "up");
  f.up = {0, 0, 0};
  EXPECT_EQ(fault_of(f), "up");
  f = RightAngleCamera();
  f.target = f.eye;
  EXPECT_EQ(fault_of(f), "target");
  f = RightAngleCamera();
  f.eye.x = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(fault_of(f), "eye");
  f = RightAngleCamera();
  f.far_distance = std::numeric_limits<double>::infinity();
  EXPECT_EQ(fault_of(f), "far");
}

TEST(Frustum, InclusionNamesReadBack) {
  EXPECT_EQ(InclusionFromName("inside"), Inclusion::kInside);
  EXPECT_EQ(InclusionFromName("outside"), Inclusion::kOutside);
  EXPECT_EQ(InclusionFromName("intersecting"), Inclusion::kIntersecting);
  EXPECT_FALSE(InclusionFromName("Inside").has_value());
  EXPECT_STREQ(InclusionName(Inclusion::kIntersecting), "intersecting");
}

}  // namespace
}  // namespace frustum_test
}  // namespace collide
