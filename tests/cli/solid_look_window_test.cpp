// The solid look (View > Solid shapes, W, --look) in the window: the spheres
// of sphere-sphere filled in their verdict's hue when solid and hollow in
// the tutorial's wireframe, read back from screenshots; and each sample's
// default (models start solid).
#include <gtest/gtest.h>

#include <string>

#include "harness/draw/camera.h"
#include "harness/shell/layout.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace solid_look_window_test {
namespace {

using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

// The share of the pixels inside a disc (the sphere's silhouette shrunk a
// little) whose colour leans clearly to red, or to blue: a lit solid in a
// lighter shade of either does, the CadetBlue background between a
// wireframe's rings does not.
struct Shares {
  double reddish = 0.0;
  double bluish = 0.0;
};

Shares SharesInDisc(const Image& image, glm::vec2 center, float radius) {
  int inside = 0, reddish = 0, bluish = 0;
  for (int y = static_cast<int>(center.y - radius); y <= center.y + radius; ++y) {
    for (int x = static_cast<int>(center.x - radius); x <= center.x + radius; ++x) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height ||
          glm::length(glm::vec2(x, y) - center) > radius) {
        continue;
      }
      const unsigned char* p = image.At(x, y);
      ++inside;
      reddish += p[0] > p[1] + 50 && p[0] > p[2] + 50;
      bluish += p[2] > p[0] + 50 && p[2] > p[1] + 50;
    }
  }
  return {inside ? static_cast<double>(reddish) / inside : 0.0,
          inside ? static_cast<double>(bluish) / inside : 0.0};
}

// Sphere 0 (red, radius 2 at the origin) and sphere 1 (blue, radius 1 at y
// 3.5) of sphere-sphere, where the camera --frames runs with shows them.
struct SphereDiscs {
  glm::vec2 red_center, blue_center;
  float red_radius = 0.0f, blue_radius = 0.0f;
};

SphereDiscs Discs() {
  harness::Camera camera;
  camera.SetViewport(kWidth, kHeight, harness::LayOutPanels(kWidth, kHeight).view);
  for (int i = 0; i < kFrames; ++i) {
    camera.Update(1.0f / 60.0f);
  }
  const glm::mat4 view = camera.View();
  const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
  SphereDiscs discs;
  glm::vec2 edge;
  camera.WorldToScreen(glm::vec3(0), &discs.red_center);
  camera.WorldToScreen(up * 2.0f, &edge);
  discs.red_radius = glm::length(edge - discs.red_center) * 0.85f;
  camera.WorldToScreen(glm::vec3(0, 3.5f, 0), &discs.blue_center);
  camera.WorldToScreen(glm::vec3(0, 3.5f, 0) + up, &edge);
  discs.blue_radius = glm::length(edge - discs.blue_center) * 0.85f;
  return discs;
}

cli_testing::AppResult RunSphereSphere(const std::string& png, const std::string& look) {
  std::vector<std::string> args = {
      "--sample", "sphere-sphere",        "--frames", std::to_string(kFrames),
      "--width",  std::to_string(kWidth), "--height", std::to_string(kHeight),
      "--stats",  "--screenshot",         png};
  if (!look.empty()) {
    args.insert(args.end(), {"--look", look});
  }
  return RunApp(args);
}

TEST(SolidLook, SpheresAreFilledInTheirVerdictsHueWhenSolidAndHollowInWireframe) {
  REQUIRE_DISPLAY();
  const SphereDiscs discs = Discs();
  const std::string solid_png = ::testing::TempDir() + "/solid_look.png";
  const auto solid = RunSphereSphere(solid_png, "solid");
  ASSERT_EQ(solid.status, 0) << solid.err;
  EXPECT_NE(solid.out.find("look: solid; 0 lit triangles, 4 lit spheres (0 as lit dots)"),
            std::string::npos)
      << solid.out;
  const Image solid_image = LoadPng(solid_png);
  ASSERT_EQ(solid_image.width, kWidth);
  const Shares solid_red = SharesInDisc(solid_image, discs.red_center, discs.red_radius);
  const Shares solid_blue = SharesInDisc(solid_image, discs.blue_center, discs.blue_radius);
  EXPECT_GT(solid_red.reddish, 0.9);
  EXPECT_GT(solid_blue.bluish, 0.9);

  // sphere-sphere's own look is the tutorial's wireframe.
  const std::string wire_png = ::testing::TempDir() + "/wire_look.png";
  const auto wire = RunSphereSphere(wire_png, "");
  ASSERT_EQ(wire.status, 0) << wire.err;
  EXPECT_NE(wire.out.find("look: wireframe; 0 lit triangles, 0 lit spheres"), std::string::npos)
      << wire.out;
  const Image wire_image = LoadPng(wire_png);
  ASSERT_EQ(wire_image.width, kWidth);
  EXPECT_LT(SharesInDisc(wire_image, discs.red_center, discs.red_radius).reddish, 0.5);
  EXPECT_LT(SharesInDisc(wire_image, discs.blue_center, discs.blue_radius).bluish, 0.5);
}

TEST(SolidLook, ModelsAndBallsStartSolidAndTheSavedChoiceWins) {
  REQUIRE_DISPLAY();
  for (const char* id : {"model-raycast", "model-bounds", "model-vs-shapes", "moving-balls"}) {
    const auto run = RunApp({"--sample", id, "--frames", "2", "--stats"});
    ASSERT_EQ(run.status, 0) << id << ": " << run.err;
    EXPECT_NE(run.out.find("look: solid;"), std::string::npos) << id;
  }
  // A choice saved for a sample (W in an earlier run) wins over its default.
  const std::string config = ::testing::TempDir() + "/solid_look_config";
  std::filesystem::create_directories(config + "/collision-lab");
  std::ofstream(config + "/collision-lab/settings.json")
      << R"({"version": 1, "solid_shapes": {"model-raycast": false}})";
  const auto chosen = RunApp({"--sample", "model-raycast", "--frames", "2", "--stats"},
                             {{"XDG_CONFIG_HOME", config}});
  ASSERT_EQ(chosen.status, 0) << chosen.err;
  EXPECT_NE(chosen.out.find("look: wireframe;"), std::string::npos) << chosen.out;
}

}  // namespace
}  // namespace solid_look_window_test
