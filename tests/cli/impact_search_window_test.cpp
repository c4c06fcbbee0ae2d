// The impact-search sample in a window (scripts/test.sh provides Xvfb): the
// exact method's answer is drawn as a green ghost where the moving sphere
// first touches its target, worked out by hand below, and the targets, which
// are touched within the step, are red.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_image.h"

namespace {

using cli_testing::Image;
using cli_testing::IsGreen;
using cli_testing::IsRed;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

// Pixels of `is` within the screen disc of a sphere: centre projected, the
// radius measured by projecting a point on it across the view.
template <typename Is>
int CountInDisc(const Image& image, const harness::Camera& camera, const glm::vec3& center,
                float radius, Is is) {
  glm::vec2 at;
  glm::vec2 edge;
  EXPECT_TRUE(camera.WorldToScreen(center, &at));
  EXPECT_TRUE(camera.WorldToScreen(center + glm::vec3(0.0f, radius, 0.0f), &edge));
  const float r = glm::length(edge - at) + 1.5f;
  int count = 0;
  for (int y = std::max(0, static_cast<int>(at.y - r));
       y <= std::min(image.height - 1, static_cast<int>(at.y + r)); ++y) {
    for (int x = std::max(0, static_cast<int>(at.x - r));
         x <= std::min(image.width - 1, static_cast<int>(at.x + r)); ++x) {
      if (glm::length(glm::vec2(x, y) - at) <= r && is(image.At(x, y))) {
        ++count;
      }
    }
  }
  return count;
}

TEST(ImpactSearchWindow, TheExactContactIsAGreenGhostWhereTheSpheresFirstTouch) {
  REQUIRE_DISPLAY();
  const std::string png = ::testing::TempDir() + "/impact_search.png";
  const auto run =
      RunApp({"--sample", "impact-search", "--frames", std::to_string(kFrames), "--width",
              std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("impact-search", kWidth, kHeight, kFrames);

  // The bullet (r 0.5) from (-10.6, 1.44, 0) at 12 along x meets the ball
  // (r 1 at (-4, 0, 0)) when its centre is 1.5 away: (-4.42, 1.44, 0), since
  // 0.42^2 + 1.44^2 = 2.25. The drop (r 0.6) from (5.2, 5.8, 1.4) at -8 along
  // y meets the box [3, 5] x [-1, 1] x [-1, 1] at its corner edge when its
  // centre is 0.6 from (5, 1, 1): (5.2, 1.4, 1.4), as 0.2^2 + 0.4^2 + 0.4^2
  // = 0.36.
  EXPECT_GT(CountInDisc(image, camera, {-4.42f, 1.44f, 0.0f}, 0.5f, IsGreen), 20);
  EXPECT_GT(CountInDisc(image, camera, {5.2f, 1.4f, 1.4f}, 0.6f, IsGreen), 20);
  // Both targets are touched within the step: red.
  EXPECT_GT(CountInDisc(image, camera, {-4.0f, 0.0f, 0.0f}, 1.0f, IsRed), 50);
}

}  // namespace
