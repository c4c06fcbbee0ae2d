#include "harness/draw/camera.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace harness {
namespace camera_test {
namespace {

TEST(Camera, StartsAtTheTutorialsPose) {
  Camera camera;
  EXPECT_FLOAT_EQ(camera.distance, 20.0f);
  EXPECT_FLOAT_EQ(camera.yaw_deg, 120.0f);
  EXPECT_FLOAT_EQ(camera.pitch_deg, -10.0f);
  EXPECT_FLOAT_EQ(camera.fov_y_deg, 60.0f);
  EXPECT_NEAR(glm::length(camera.Position() - camera.target), 20.0f, 1e-4f);
  // Pitch -10 looks slightly down: the eye is above the target.
  EXPECT_GT(camera.Position().y, 0.0f);
}

TEST(Camera, AutoRotationTurnsFortyFiveDegreesASecond) {
  Camera camera;
  camera.Update(1.0f);
  EXPECT_NEAR(camera.yaw_deg, 165.0f, 1e-4f);
  camera.auto_rotate = false;
  camera.Update(1.0f);
  EXPECT_NEAR(camera.yaw_deg, 165.0f, 1e-4f);
}

TEST(Camera, TargetProjectsToTheViewportCentre) {
  Camera camera;
  glm::vec2 screen;
  ASSERT_TRUE(camera.WorldToScreen(camera.target, 800, 600, &screen));
  EXPECT_NEAR(screen.x, 400.0f, 1e-3f);
  EXPECT_NEAR(screen.y, 300.0f, 1e-3f);
}

TEST(Camera, ZeroSizedViewportGivesAFiniteProjection) {
  Camera camera;
  for (auto [w, h] : {std::pair{0, 0}, {800, 0}, {0, 600}, {1, 1}}) {
    const glm::mat4 p = camera.Projection(w, h);
    for (int c = 0; c < 4; ++c) {
      for (int r = 0; r < 4; ++r) {
        EXPECT_TRUE(std::isfinite(p[c][r])) << w << "x" << h;
      }
    }
  }
}

TEST(Camera, ResetReturnsHome) {
  Camera camera;
  camera.Orbit(100, 50);
  camera.Zoom(3);
  camera.Pan(10, 10, 600);
  camera.Reset();
  EXPECT_FLOAT_EQ(camera.yaw_deg, 120.0f);
  EXPECT_FLOAT_EQ(camera.distance, 20.0f);
  EXPECT_EQ(camera.target, glm::vec3(0.0f));
}

TEST(Camera, PitchStopsShortOfThePoles) {
  Camera camera;
  camera.Orbit(0, -100000);
  EXPECT_LE(camera.pitch_deg, 89.0f);
  camera.Orbit(0, 100000);
  EXPECT_GE(camera.pitch_deg, -89.0f);
}

TEST(Camera, ZoomInMovesCloser) {
  Camera camera;
  camera.Zoom(1);
  EXPECT_LT(camera.distance, 20.0f);
}

TEST(Camera, TheTargetShowsAtTheViewRectanglesCentre) {
  Camera camera;
  const Rect view{190, 0, 360, 480};
  camera.SetViewport(800, 600, view);
  glm::vec2 screen;
  ASSERT_TRUE(camera.WorldToScreen(camera.target, &screen));
  EXPECT_NEAR(screen.x, 370.0f, 1e-3f);
  EXPECT_NEAR(screen.y, 240.0f, 1e-3f);
  // The field of view spans the view's height: a point on the upper edge of
  // the view's frustum shows on its top edge.
  const glm::mat4 view_matrix = camera.View();
  const glm::vec3 up(view_matrix[0][1], view_matrix[1][1], view_matrix[2][1]);
  const float half = camera.distance * std::tan(glm::radians(camera.fov_y_deg) * 0.5f);
  ASSERT_TRUE(camera.WorldToScreen(camera.target + up * half, &screen));
  EXPECT_NEAR(screen.y, 0.0f, 1e-2f);
}

TEST(Camera, AViewCoveringTheFramebufferIsTheOrdinaryProjection) {
  Camera camera;
  camera.SetViewport(800, 600, Rect{0, 0, 800, 600});
  const glm::mat4 expected = camera.Projection(800, 600) * camera.View();
  const glm::mat4 actual = camera.ViewProjection();
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) {
      EXPECT_NEAR(actual[c][r], expected[c][r], 1e-5f);
    }
  }
}

TEST(Camera, AnEmptyViewStillGivesAFiniteProjection) {
  Camera camera;
  camera.SetViewport(0, 0, Rect{});
  const glm::mat4 p = camera.ViewProjection();
  for (int c = 0; c < 4; ++c) {
    for (int r = 0; r < 4; ++r) {
      EXPECT_TRUE(std::isfinite(p[c][r]));
    }
  }
}

// Every point shows inside the view rectangle, at every yaw.
void ExpectFramed(Camera camera, const std::vector<glm::vec3>& points) {
  const Rect view = camera.view_rect();
  for (int turn = 0; turn < 72; ++turn) {
    camera.yaw_deg = 15.0f + 5.0f * static_cast<float>(turn);
    for (const glm::vec3& p : points) {
      glm::vec2 at;
      ASSERT_TRUE(camera.WorldToScreen(p, &at));
      EXPECT_TRUE(view.Contains(at)) << "yaw " << camera.yaw_deg << ": (" << p.x << ", " << p.y
                                     << ", " << p.z << ") at " << at.x << "," << at.y;
    }
  }
}

std::vector<glm::vec3> WideScene() {
  std::vector<glm::vec3> points;
  for (int k = 0; k < 8; ++k) {
    points.emplace_back((k & 1) ? 12.0f : 2.0f, (k & 2) ? 1.0f : -1.0f, (k & 4) ? 3.0f : -3.0f);
  }
  return points;
}

TEST(Camera, FrameHomeFitsThePointsInTheViewAtEveryTurn) {
  Camera camera;
  camera.SetViewport(800, 600, Rect{190, 0, 360, 480});
  CameraHome home;
  home.pitch_deg = -38.0f;
  camera.FrameHome(home, WideScene());
  EXPECT_NEAR(camera.target.x, 7.0f, 1e-5f);  // the bounds' centre
  EXPECT_FLOAT_EQ(camera.pitch_deg, -38.0f);
  ExpectFramed(camera, WideScene());
  // Not needlessly far: a quarter nearer, some point leaves the view.
  Camera nearer = camera;
  nearer.distance *= 0.75f;
  bool all_inside = true;
  for (int turn = 0; turn < 16; ++turn) {
    nearer.yaw_deg = home.yaw_deg + 22.5f * static_cast<float>(turn);
    for (const glm::vec3& p : WideScene()) {
      glm::vec2 at;
      all_inside = all_inside && nearer.WorldToScreen(p, &at) && nearer.view_rect().Contains(at);
    }
  }
  EXPECT_FALSE(all_inside);
}

TEST(Camera, TheFramingFollowsTheViewsShapeAndKeepsTheUsersZoom) {
  Camera camera;
  camera.SetViewport(1920, 1080, Rect{300, 0, 1180, 864});
  camera.FrameHome(CameraHome{}, WideScene());
  const float wide_home = camera.distance;
  camera.Zoom(1);  // the user zooms in a step
  const float zoom = camera.distance / wide_home;
  // The window shrinks to 800x600: a narrower view needs a farther camera,
  // and the user's zoom stays relative to it.
  camera.SetViewport(800, 600, Rect{190, 0, 360, 480});
  const float zoomed = camera.distance;
  camera.Reset();
  const float narrow_home = camera.distance;
  EXPECT_GT(narrow_home, wide_home);
  EXPECT_NEAR(zoomed / narrow_home, zoom, 1e-5f);
  ExpectFramed(camera, WideScene());
  // SetHome ends the framing: the view's shape no longer moves the camera.
  camera.SetHome(CameraHome{});
  camera.SetViewport(1920, 1080, Rect{300, 0, 1180, 864});
  EXPECT_FLOAT_EQ(camera.distance, 20.0f);
}

// A 1000 x 500 framebuffer whose view is x 200..700, y 0..400: a browser
// on the left, the sample's panel on the right, the log below.
Camera CameraWithPanels() {
  Camera camera;
  camera.auto_rotate = false;
  camera.SetViewport(1000, 500, Rect{200.0f, 0.0f, 500.0f, 400.0f});
  return camera;
}

// The camera's right, in world space: the first row of the view matrix.
glm::vec3 RightOf(const Camera& camera) {
  const glm::mat4 view = camera.View();
  return glm::vec3(view[0][0], view[1][0], view[2][0]);
}

TEST(CameraClipToView, ALineAcrossTheWindowEndsAtTheViewsEdges) {
  const Camera camera = CameraWithPanels();
  const glm::vec3 right = RightOf(camera);
  const auto line =
      camera.ClipToView(camera.target - 1000.0f * right, camera.target + 1000.0f * right);
  ASSERT_TRUE(line.has_value());
  glm::vec2 first;
  glm::vec2 second;
  ASSERT_TRUE(camera.WorldToScreen(line->first, &first));
  ASSERT_TRUE(camera.WorldToScreen(line->second, &second));
  EXPECT_NEAR(first.x, 200.0f, 0.5f);   // the view's left edge
  EXPECT_NEAR(second.x, 700.0f, 0.5f);  // its right edge
  EXPECT_NEAR(first.y, 200.0f, 0.5f);   // through its centre
  EXPECT_NEAR(second.y, 200.0f, 0.5f);
}

TEST(CameraClipToView, ALineBehindAPanelIsNotDrawn) {
  const Camera camera = CameraWithPanels();
  const glm::vec3 right = RightOf(camera);
  // At the target's depth the view's half width is 20 tan(30 deg) (500 /
  // 400) = 14.4; 16 to 20 left of the target lies under the browser panel.
  const glm::vec3 a = camera.target - 20.0f * right;
  const glm::vec3 b = camera.target - 16.0f * right;
  glm::vec2 screen;
  ASSERT_TRUE(camera.WorldToScreen(b, &screen));
  ASSERT_GT(screen.x, 0.0f);    // inside the window...
  ASSERT_LT(screen.x, 200.0f);  // ...but left of the view
  EXPECT_FALSE(camera.ClipToView(a, b).has_value());
}

TEST(CameraClipToView, ALineInsideTheViewIsKeptWhole) {
  const Camera camera = CameraWithPanels();
  const glm::vec3 right = RightOf(camera);
  const glm::vec3 a = camera.target - right;
  const glm::vec3 b = camera.target + 2.0f * right;
  const auto line = camera.ClipToView(a, b);
  ASSERT_TRUE(line.has_value());
  EXPECT_NEAR(glm::length(line->first - a), 0.0f, 1e-5f);
  EXPECT_NEAR(glm::length(line->second - b), 0.0f, 1e-5f);
}

// Auto-rotation of a flat scene swings within its range either side of
// home, back and forth, and never turns it edge-on.
TEST(CameraSwing, AutoRotationSwingsWithinTheRangeAboutHome) {
  Camera camera;
  CameraHome home;
  home.yaw_deg = 30.0f;
  camera.SetHome(home);
  camera.auto_rotate_swing_deg = 50.0f;  // 45 degrees a second
  float lowest = 1e9f;
  float highest = -1e9f;
  for (int frame = 0; frame < 600; ++frame) {  // 10 s: several swings
    camera.Update(1.0f / 60.0f);
    const float off = std::remainder(camera.yaw_deg - 30.0f, 360.0f);
    lowest = std::min(lowest, off);
    highest = std::max(highest, off);
  }
  EXPECT_NEAR(highest, 50.0f, 1e-3f);
  EXPECT_NEAR(lowest, -50.0f, 1e-3f);
  camera.auto_rotate_swing_deg = 0.0f;  // a full turn again
  camera.Update(2.0f);
  EXPECT_GT(std::abs(std::remainder(camera.yaw_deg - 30.0f, 360.0f)), 0.0f);
}

TEST(CommonPlaneNormal, OnlyPointsThatAllLieInOnePlaneHaveOne) {
  const auto normal = CommonPlaneNormal({{0, 0, 1}, {2, 0, 1}, {0, 3, 1}, {5, 5, 1}});
  ASSERT_TRUE(normal.has_value());
  EXPECT_NEAR(std::abs(normal->z), 1.0f, 1e-6f);
  EXPECT_FALSE(CommonPlaneNormal({{0, 0, 1}, {2, 0, 1}, {0, 3, 1}, {0, 0, 2}}));
  EXPECT_FALSE(CommonPlaneNormal({{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}));  // a line
  EXPECT_FALSE(CommonPlaneNormal({{0, 0, 0}, {1, 0, 0}}));
}

}  // namespace
}  // namespace camera_test
}  // namespace harness
