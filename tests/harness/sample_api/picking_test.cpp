// Picking: the ray under the cursor at 1x and 2x content scale, the nearest
// proxy it hits, and the drag math. Expected values are worked out by hand
// in the comments.
#include "harness/sample_api/picking.h"

#include <gtest/gtest.h>

#include <cmath>

namespace harness {
namespace picking_test {
namespace {

using collide::Vec3;

constexpr double kTolerance = 1e-5;

void ExpectNear(const Vec3& actual, const Vec3& expected, double tolerance = kTolerance) {
  EXPECT_NEAR(actual.x, expected.x, tolerance) << "x";
  EXPECT_NEAR(actual.y, expected.y, tolerance) << "y";
  EXPECT_NEAR(actual.z, expected.z, tolerance) << "z";
}

// At (0, 0, 10) looking down -z at the origin, 90 degrees of field of view:
// at depth d the view's half height is d world units. The framebuffer is
// `scale` times 200x100 and the view all of it (aspect 2).
Camera FrontCamera(int scale) {
  Camera camera;
  CameraHome home;
  home.distance = 10.0f;
  home.yaw_deg = 0.0f;
  home.pitch_deg = 0.0f;
  home.fov_y_deg = 90.0f;
  camera.SetHome(home);
  camera.SetViewport(200 * scale, 100 * scale, Rect{0.0f, 0.0f, 200.0f * scale, 100.0f * scale});
  return camera;
}

TEST(CursorRay, TheViewCentreLooksAtTheTargetAt1x) {
  // The app's default camera: distance 20, yaw 120, pitch -10. Its position
  // is 20 (cos 10 sin 120, sin 10, cos 10 cos 120) = (17.0574, 3.47296,
  // -9.84808), so the ray to the target (the origin) runs along
  // (-0.852869, -0.173648, 0.492404).
  Camera camera;
  camera.SetViewport(1280, 800, Rect{256.0f, 0.0f, 640.0f, 640.0f});
  const auto ray = CursorRay(camera, {576.0, 320.0}, {1.0, 1.0});  // the view's centre
  ASSERT_TRUE(ray);
  ExpectNear(ray->origin, {17.0574, 3.47296, -9.84808}, 1e-4);
  ExpectNear(ray->direction, {-0.852869, -0.173648, 0.492404});
}

TEST(CursorRay, TheViewCentreLooksAtTheTargetAt2x) {
  // The same window on a 2x display: the framebuffer and the view in it are
  // twice as large, the cursor still in window units.
  Camera camera;
  camera.SetViewport(2560, 1600, Rect{512.0f, 0.0f, 1280.0f, 1280.0f});
  const auto ray = CursorRay(camera, {576.0, 320.0}, {2.0, 2.0});
  ASSERT_TRUE(ray);
  ExpectNear(ray->direction, {-0.852869, -0.173648, 0.492404});
  // Read as framebuffer pixels the same cursor is elsewhere (up and left).
  const auto unscaled = CursorRay(camera, {576.0, 320.0}, {1.0, 1.0});
  ASSERT_TRUE(unscaled);
  EXPECT_LT(glm::dot(unscaled->direction, ray->direction), 0.99);
}

TEST(CursorRay, EdgesOfTheViewAt1xAnd2x) {
  for (int scale : {1, 2}) {
    SCOPED_TRACE(scale);
    const Camera camera = FrontCamera(scale);
    const glm::dvec2 content_scale(scale);
    // The right edge's middle: one half height (1 per unit of depth) times
    // the aspect 2 to the right: (2, 0, -1).
    auto ray = CursorRay(camera, {200.0, 50.0}, content_scale);
    ASSERT_TRUE(ray);
    ExpectNear(ray->origin, {0.0, 0.0, 10.0});
    ExpectNear(ray->direction, glm::normalize(Vec3(2.0, 0.0, -1.0)));
    // The top edge's middle: (0, 1, -1).
    ray = CursorRay(camera, {100.0, 0.0}, content_scale);
    ASSERT_TRUE(ray);
    ExpectNear(ray->direction, glm::normalize(Vec3(0.0, 1.0, -1.0)));
    // A quarter from the left, a quarter from the bottom: (-1, -0.5, -1).
    ray = CursorRay(camera, {50.0, 75.0}, content_scale);
    ASSERT_TRUE(ray);
    ExpectNear(ray->direction, glm::normalize(Vec3(-1.0, -0.5, -1.0)));
  }
}

TEST(CursorRay, NoViewportNoRay) {
  Camera camera;
  camera.SetViewport(0, 0, Rect{});
  EXPECT_FALSE(CursorRay(camera, {1.0, 1.0}, {1.0, 1.0}));
}

PickProxy SphereProxy(std::string id, const Vec3& center, double radius) {
  return {id, "sphere " + id, collide::Sphere{center, radius}, center, true, true};
}

const collide::Ray kDown{{0.0, 0.0, 10.0}, {0.0, 0.0, -1.0}};

TEST(Pick, TheNearestOfOverlappingProxies) {
  // Along -z from z = 10: b's surface at z = 1 (t 9) lies behind a's at
  // z = 2 (t 8); listed first, b still loses.
  std::vector<PickProxy> proxies = {SphereProxy("b", {0, 0, -1}, 2),
                                    SphereProxy("a", {0, 0, 0}, 2)};
  auto hit = Pick(proxies, kDown, 0.0);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->index, 1u);
  EXPECT_NEAR(hit->t, 8.0, 1e-12);
  // A box from z = 3 to 4 is nearer still: t 6.
  proxies.push_back(
      {"box", "box", collide::BoxShape(collide::Aabb{{-1, -1, 3}, {1, 1, 4}}), {0, 0, 3.5}});
  hit = Pick(proxies, kDown, 0.0);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->index, 2u);
  EXPECT_NEAR(hit->t, 6.0, 1e-12);
  // Beside everything: nothing.
  EXPECT_FALSE(Pick(proxies, collide::Ray{{5, 0, 10}, {0, 0, -1}}, 0.0));
}

TEST(Pick, APlaneOnlyWhereNothingElseIsHitAndWithinItsSquare) {
  const PickProxy sheet{"p", "plane p", PickSheet{{{0, 0, 5}, {0, 0, 1}}, 3.0}, {0, 0, 5}};
  std::vector<PickProxy> proxies = {sheet, SphereProxy("a", {0, 0, 0}, 2)};
  // The plane at z = 5 (t 5) is in front of the sphere (t 8): the sphere wins.
  auto hit = Pick(proxies, kDown, 0.0);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->index, 1u);
  // Past the sphere, within the square (|x| <= 3): the plane.
  hit = Pick(proxies, collide::Ray{{2.5, 0, 10}, {0, 0, -1}}, 0.0);
  ASSERT_TRUE(hit);
  EXPECT_EQ(hit->index, 0u);
  EXPECT_NEAR(hit->t, 5.0, 1e-12);
  // Outside the square drawn for it: nothing.
  EXPECT_FALSE(Pick(proxies, collide::Ray{{3.5, 0, 10}, {0, 0, -1}}, 0.0));
}

TEST(Pick, HandlesAreAsWideAsTheSlopeMakesThem) {
  // A point 0.5 beside the ray, about 10 away: radius 10 * slope.
  const std::vector<PickProxy> proxies = {{"p", "point p", PickHandle{{0.5, 0, 0}}, {0.5, 0, 0}}};
  EXPECT_TRUE(Pick(proxies, kDown, 0.1));    // radius about 1
  EXPECT_FALSE(Pick(proxies, kDown, 0.01));  // radius about 0.1
}

TEST(HandleSlope, KHandlePixelsAtUnitDepth) {
  // The front camera: 100 pixels span 2 units at depth 1, so 8 pixels at
  // the centre span 0.16; at 2x the same 8 window pixels are 16 pixels of
  // a framebuffer twice as tall: the same 0.16.
  for (int scale : {1, 2}) {
    EXPECT_NEAR(HandleSlope(FrontCamera(scale), {100.0, 50.0}, glm::dvec2(scale)), 0.16, 1e-6);
  }
}

TEST(ClosestOnAxis, TheAxisPointNearestTheCursorRay) {
  // The ray x = 3, y = 5 going down -z passes the x axis at x = 3 and the y
  // axis through (1, 0, 0) at y = 5.
  const collide::Ray ray{{3, 5, 10}, {0, 0, -1}};
  auto p = ClosestOnAxis(ray, {0, 0, 0}, {1, 0, 0});
  ASSERT_TRUE(p);
  ExpectNear(*p, {3, 0, 0}, 1e-12);
  p = ClosestOnAxis(ray, {1, 0, 0}, {0, 1, 0});
  ASSERT_TRUE(p);
  ExpectNear(*p, {1, 5, 0}, 1e-12);
  // Along the ray itself: no answer.
  EXPECT_FALSE(ClosestOnAxis(ray, {0, 0, 0}, {0, 0, 1}));
  // A slanted ray from (0, 0, 10) along (1, -0.4, -1): |(s, 0, 0) - (t,
  // -0.4 t, 10 - t)|^2 is least at s = t with 0.32 t = 2 (10 - t), so at
  // s = 20 / 2.32.
  p = ClosestOnAxis(collide::Ray{{0, 0, 10}, glm::normalize(Vec3(1, -0.4, -1))}, {0, 0, 0},
                    {1, 0, 0});
  ASSERT_TRUE(p);
  ExpectNear(*p, {20.0 / 2.32, 0, 0}, 1e-9);
}

TEST(ViewPlaneDrag, TheShapeStaysUnderTheCursor) {
  // The front camera, a shape at the origin under the view's centre. The
  // cursor goes 50 pixels right: at depth 10 a pixel is 0.2 units (100
  // pixels span 20), so the grab point moves 10 along x.
  const Camera camera = FrontCamera(1);
  const Vec3 center(0.0);
  const Vec3 forward = ViewDirection(camera);
  ExpectNear(forward, {0, 0, -1});
  const auto from = OnViewPlane(*CursorRay(camera, {100, 50}, {1, 1}), center, forward);
  const auto to = OnViewPlane(*CursorRay(camera, {150, 50}, {1, 1}), center, forward);
  ASSERT_TRUE(from && to);
  ExpectNear(*to - *from, {10, 0, 0});
  // Where the shape went shows under the cursor.
  glm::vec2 screen;
  ASSERT_TRUE(camera.WorldToScreen(glm::vec3(center + (*to - *from)), &screen));
  EXPECT_NEAR(screen.x, 150.0f, 1e-3f);
  EXPECT_NEAR(screen.y, 50.0f, 1e-3f);
  // A ray that never meets the plane (it points away): no point.
  EXPECT_FALSE(OnViewPlane(collide::Ray{{0, 0, 10}, {0, 0, 1}}, center, forward));
}

TEST(AlongViewMove, UpTheScreenMovesAwayByTheWorldAPixelSpans) {
  // At depth 10 one pixel is 0.2 units: 10 pixels up moves the shape 2
  // units away (along -z). At 2x 10 window pixels are 20 framebuffer pixels
  // of 0.1 units each: the same 2.
  for (int scale : {1, 2}) {
    SCOPED_TRACE(scale);
    const Camera camera = FrontCamera(scale);
    ExpectNear(AlongViewMove(camera, glm::dvec2(scale), Vec3(0.0), {100, 50}, {100, 40}),
               {0, 0, -2});
    ExpectNear(AlongViewMove(camera, glm::dvec2(scale), Vec3(0.0), {100, 50}, {130, 55}),
               {0, 0, 1});
  }
}

TEST(VelocityHandles, NameTheirShape) {
  EXPECT_EQ(VelocityHandleId("3"), "3/velocity");
  EXPECT_EQ(ShapeOfVelocityHandle("3/velocity"), "3");
  EXPECT_EQ(ShapeOfVelocityHandle("3"), std::nullopt);
  EXPECT_EQ(ShapeOfVelocityHandle("/velocity"), std::nullopt);
}

TEST(HoverColor, HalfwayToWhite) {
  const Color lit = HoverColor(colors::kRed);
  EXPECT_EQ(lit.r, 1.0f);
  EXPECT_EQ(lit.g, 0.5f);
  EXPECT_EQ(lit.b, 0.5f);
}

// F frames what is selected: the points hold each named proxy (a shape's
// handle with it) and nothing else; with no ids, every proxy.
TEST(FramePointsOf, TheNamedShapesAndTheirHandlesOnly) {
  std::vector<PickProxy> proxies;
  proxies.push_back({"a", "", collide::Sphere{collide::Vec3(1, 2, 3), 0.5}});
  proxies.push_back({"a/velocity", "", PickHandle{collide::Vec3(9, 9, 9)}});
  proxies.push_back({"b", "", PickHandle{collide::Vec3(-4, 0, 0)}});
  const std::vector<glm::vec3> a = FramePointsOf(proxies, {"a"});
  ASSERT_EQ(a.size(), 7u);  // the sphere's six axis ends, the handle's centre
  EXPECT_EQ(a[0], glm::vec3(1.5f, 2, 3));
  EXPECT_EQ(a[1], glm::vec3(0.5f, 2, 3));
  EXPECT_EQ(a[5], glm::vec3(1, 2, 2.5f));
  EXPECT_EQ(a[6], glm::vec3(9, 9, 9));
  EXPECT_EQ(FramePointsOf(proxies, {}).size(), 8u);
  EXPECT_TRUE(FramePointsOf(proxies, {"c"}).empty());
}

TEST(FramePointsOf, APlaneGivesItsSquaresCornersAndABadOneItsPoint) {
  std::vector<PickProxy> proxies;
  proxies.push_back(
      {"p", "", PickSheet{collide::Plane{collide::Vec3(0, 1, 0), collide::Vec3(0, 1, 0)}, 2.0}});
  proxies.push_back(
      {"q", "", PickSheet{collide::Plane{collide::Vec3(5, 5, 5), collide::Vec3(0, 0, 0)}, 2.0}});
  const std::vector<glm::vec3> p = FramePointsOf(proxies, {"p"});
  ASSERT_EQ(p.size(), 4u);
  for (const glm::vec3& corner : p) {
    EXPECT_FLOAT_EQ(corner.y, 1.0f);
    EXPECT_FLOAT_EQ(std::hypot(corner.x, corner.z), 2.0f * std::sqrt(2.0f))
        << "a corner of the square 4 wide about (0, 1, 0)";
  }
  EXPECT_EQ(FramePointsOf(proxies, {"q"}), std::vector<glm::vec3>{glm::vec3(5, 5, 5)});
}

}  // namespace
}  // namespace picking_test
}  // namespace harness
