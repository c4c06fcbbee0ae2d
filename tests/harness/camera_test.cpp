#include "harness/camera.h"

#include <gtest/gtest.h>

#include <cmath>

namespace harness {
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

}  // namespace
}  // namespace harness
