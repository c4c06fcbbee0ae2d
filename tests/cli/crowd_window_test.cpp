// The sphere crowd in a window (scripts/test.sh provides Xvfb): 100,000
// spheres in a constant number of draw calls, and red and blue where the
// sphere rule, worked out here pair by pair, puts them.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include "collide/motion/sphere_crowd.h"
#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_image.h"
#include "sphere_crowd/sphere_crowd_sample.h"

namespace crowd_window_test {
namespace {

using cli_testing::Image;
using cli_testing::IsBlue;
using cli_testing::IsRed;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;

TEST(CrowdWindow, AHundredThousandSpheresTakeAtMostThreeDrawCalls) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--sample", "sphere-crowd", "--count", "100000", "--frames", "2",
                           "--stats", "--width", "960", "--height", "600"});
  ASSERT_EQ(run.status, 0) << run.err;
  std::smatch match;
  ASSERT_TRUE(std::regex_search(
      run.out, match,
      std::regex("last frame: ([0-9]+) draw calls, ([0-9]+) spheres \\(([0-9]+) as rings\\)")))
      << run.out;
  EXPECT_LE(std::stoi(match[1]), 3);
  EXPECT_EQ(match[2], "100000");
  // From the whole box's framing every sphere is a few pixels across.
  EXPECT_EQ(match[3], "100000");
}

// The view saved at the end of a run of 5,000 spheres is not put back over
// the framing of a --count run of 100,000, whose box is 2.7 times wider:
// no sphere is left outside the view.
TEST(CrowdWindow, ACountRunFramesItsBoxOverTheSavedView) {
  REQUIRE_DISPLAY();
  const std::string config = ::testing::TempDir() + "/crowd_saved_view";
  std::filesystem::remove_all(config);
  std::filesystem::create_directories(config);
  const auto first =
      RunApp({"--sample", "sphere-crowd", "--frames", "2"}, {{"XDG_CONFIG_HOME", config}});
  ASSERT_EQ(first.status, 0) << first.err;
  const auto run = RunApp({"--sample", "sphere-crowd", "--count", "100000", "--frames", "2",
                           "--stats", "--width", "960", "--height", "600"},
                          {{"XDG_CONFIG_HOME", config}});
  ASSERT_EQ(run.status, 0) << run.err;
  std::smatch match;
  ASSERT_TRUE(std::regex_search(run.out, match, std::regex("as rings, ([0-9]+) outside the view;")))
      << run.out;
  EXPECT_EQ(match[1], "0");
}

// 40 spheres in their box after one step: each drawn red exactly when,
// by the distance between centres, it overlaps another.
TEST(CrowdWindow, SpheresAreRedExactlyWhenTheyOverlapAnother) {
  REQUIRE_DISPLAY();
  constexpr int kCount = 40;
  const std::string png = ::testing::TempDir() + "/crowd_colours.png";
  const auto run = RunApp({"--sample", "sphere-crowd", "--count", std::to_string(kCount),
                           "--frames", "1", "--width", std::to_string(kWidth), "--height",
                           std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("sphere-crowd", kWidth, kHeight, 1, kCount);

  collide::CrowdSettings settings;
  settings.count = kCount;
  settings.seed = sphere_crowd::kSeed;
  collide::SphereCrowd crowd(settings);
  crowd.Step();
  ASSERT_EQ(crowd.size(), kCount);
  std::vector<bool> overlaps(kCount, false);
  for (int i = 0; i < kCount; ++i) {
    for (int j = 0; j < kCount; ++j) {
      overlaps[i] =
          overlaps[i] || (i != j && glm::distance(crowd.position(i), crowd.position(j)) <= 2.0);
    }
  }
  // Each sphere's centre on screen; a sphere is judged only where no sphere
  // of the other colour is drawn within 40 pixels of it.
  std::vector<glm::vec2> at(kCount);
  for (int i = 0; i < kCount; ++i) {
    ASSERT_TRUE(camera.WorldToScreen(glm::vec3(crowd.position(i)), &at[i]));
  }
  int judged_red = 0;
  int judged_blue = 0;
  for (int i = 0; i < kCount; ++i) {
    bool alone = true;
    for (int j = 0; j < kCount; ++j) {
      alone = alone && (overlaps[j] == overlaps[i] || glm::distance(at[i], at[j]) > 40.0f);
    }
    if (!alone) {
      continue;
    }
    int red = 0;
    int blue = 0;
    for (int y = static_cast<int>(at[i].y) - 12; y <= static_cast<int>(at[i].y) + 12; ++y) {
      for (int x = static_cast<int>(at[i].x) - 12; x <= static_cast<int>(at[i].x) + 12; ++x) {
        if (x >= 0 && y >= 0 && x < image.width && y < image.height) {
          red += IsRed(image.At(x, y));
          blue += IsBlue(image.At(x, y));
        }
      }
    }
    if (overlaps[i]) {
      EXPECT_GT(red, 0) << "sphere " << i << " overlaps another but is not drawn red";
      EXPECT_EQ(blue, 0) << "sphere " << i;
      ++judged_red;
    } else {
      EXPECT_GT(blue, 0) << "sphere " << i << " is alone but is not drawn blue";
      EXPECT_EQ(red, 0) << "sphere " << i;
      ++judged_blue;
    }
  }
  EXPECT_GE(judged_red, 2);
  EXPECT_GE(judged_blue, 2);
}

}  // namespace
}  // namespace crowd_window_test
