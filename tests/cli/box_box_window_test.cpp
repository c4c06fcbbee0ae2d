// The box-box sample in a window (scripts/test.sh provides Xvfb): read back
// from a screenshot, the plus-sign bars are red with the disagreement marked
// in orange, and the pair that is apart is blue.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <vector>

#include "collide/box.h"
#include "harness/camera.h"
#include "harness/sample.h"
#include "harness/scene.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace {

using cli_testing::DistanceToSegment;
using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

bool IsRed(const unsigned char* p) {
  return p[0] > 200 && p[1] < 60 && p[2] < 60;
}
bool IsBlue(const unsigned char* p) {
  return p[2] > 200 && p[0] < 60 && p[1] < 60;
}
// The disagreement marker: orange (1, 0.55, 0).
bool IsOrange(const unsigned char* p) {
  return p[0] > 200 && p[1] > 100 && p[1] < 180 && p[2] < 60;
}

struct Counts {
  int red = 0;
  int blue = 0;
  int orange = 0;
  int total = 0;
};

// Pixels within `reach` of any of the segments.
Counts CountNear(const Image& image, const std::vector<std::array<glm::vec2, 2>>& segments,
                 float reach) {
  glm::vec2 low(1e9f), high(-1e9f);
  for (const auto& s : segments) {
    low = glm::min(low, glm::min(s[0], s[1]));
    high = glm::max(high, glm::max(s[0], s[1]));
  }
  Counts counts;
  for (int y = std::max(0, static_cast<int>(low.y - reach));
       y <= std::min(image.height - 1, static_cast<int>(high.y + reach)); ++y) {
    for (int x = std::max(0, static_cast<int>(low.x - reach));
         x <= std::min(image.width - 1, static_cast<int>(high.x + reach)); ++x) {
      bool near = false;
      for (const auto& s : segments) {
        near = near || DistanceToSegment(glm::vec2(x, y), s[0], s[1]) <= reach;
      }
      if (!near) {
        continue;
      }
      const unsigned char* p = image.At(x, y);
      ++counts.total;
      counts.red += IsRed(p);
      counts.blue += IsBlue(p);
      counts.orange += IsOrange(p);
    }
  }
  return counts;
}

// A host for building the sample in-process, to learn the camera home its
// Initialize sets, exactly as the app's does.
class CameraOnlyHost final : public harness::SampleHost {
 public:
  CameraOnlyHost() { log_.set_echo_to_console(false); }
  harness::Log& log() override { return log_; }
  harness::Draw& draw() override { return draw_; }
  harness::Camera& camera() override { return camera_; }

 private:
  harness::Log log_;
  harness::NullDraw draw_;
  harness::Camera camera_;
};

// The camera after the app's kFrames fixed 1/60 s steps: the app sets the
// default home, the sample's Initialize sets its own, each frame turns the
// camera (auto-rotation is on by default).
harness::Camera CameraAfterFrames() {
  CameraOnlyHost host;
  host.camera().SetHome(harness::CameraHome{});
  auto sample = harness::SampleRegistry::Get().Find("box-box")->create(host);
  sample->Initialize(kWidth, kHeight);
  harness::Camera camera = host.camera();
  for (int i = 0; i < kFrames; ++i) {
    camera.Update(1.0f / 60.0f);
  }
  return camera;
}

collide::BoxCorners CornersOf(const harness::Shape& shape) {
  if (const auto* obb = std::get_if<collide::OrientedBox>(&shape)) {
    return collide::corners(*obb);
  }
  if (const auto* aabb = std::get_if<collide::Aabb>(&shape)) {
    return collide::corners(*aabb);
  }
  return collide::corners(std::get<collide::Hexahedron>(shape));
}

// The screen segments of the named boxes' twelve edges.
std::vector<std::array<glm::vec2, 2>> EdgesOnScreen(const harness::Scene& scene,
                                                    const harness::Camera& camera,
                                                    const std::vector<std::string>& ids) {
  std::vector<std::array<glm::vec2, 2>> segments;
  for (const std::string& id : ids) {
    const harness::SceneShape* shape = scene.FindShape(id);
    EXPECT_NE(shape, nullptr) << id;
    if (shape == nullptr) {
      continue;
    }
    const collide::BoxCorners c = CornersOf(shape->shape);
    for (const auto& edge : collide::kBoxEdges) {
      std::array<glm::vec2, 2> s;
      EXPECT_TRUE(
          camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[0])]), kWidth, kHeight, &s[0]));
      EXPECT_TRUE(
          camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[1])]), kWidth, kHeight, &s[1]));
      segments.push_back(s);
    }
  }
  return segments;
}

TEST(BoxBoxWindow, PlusSignIsRedWithItsDisagreementMarkedAndTheApartPairBlue) {
  REQUIRE_DISPLAY();
  const std::string png = ::testing::TempDir() + "/box_box.png";
  const auto run =
      RunApp({"--sample", "box-box", "--frames", std::to_string(kFrames), "--width",
              std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  // A disagreement is a warning (the expected result, not a failure).
  EXPECT_NE(
      run.err.find(
          "Warning: corner-volume misses box 0 vs box 1: no corner inside, SAT finds overlap"),
      std::string::npos)
      << run.err;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  ASSERT_EQ(image.height, kHeight);

  // The default layout's boxes, as shipped in its scene file.
  const harness::Scene scene = harness::LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                                                      "/assets/scenes/box_box_default.json");
  const harness::Camera camera = CameraAfterFrames();

  // Every shape lies in the part of the window the panels leave free.
  for (const harness::SceneShape& shape : scene.shapes) {
    for (const collide::Vec3& c : CornersOf(shape.shape)) {
      glm::vec2 at;
      ASSERT_TRUE(camera.WorldToScreen(glm::vec3(c), kWidth, kHeight, &at));
      EXPECT_GT(at.x, 280.0f) << "box " << shape.id << " under the samples panel";
      EXPECT_LT(at.x, 880.0f) << "box " << shape.id << " under the sample's panel";
      EXPECT_LT(at.y, 625.0f) << "box " << shape.id << " under the log";
    }
  }

  // The plus sign: red edges, and the orange marker where the bars cross.
  const Counts plus = CountNear(image, EdgesOnScreen(scene, camera, {"0", "1"}), 1.5f);
  EXPECT_GT(plus.red, 150) << "total " << plus.total;
  EXPECT_EQ(plus.blue, 0);
  glm::vec2 crossing;
  ASSERT_TRUE(camera.WorldToScreen(glm::vec3(-4.5f, 0, -2.5f), kWidth, kHeight, &crossing));
  const Counts marker = CountNear(image, {std::array<glm::vec2, 2>{crossing, crossing}}, 8.0f);
  EXPECT_GT(marker.orange, 60) << "total " << marker.total;

  // The pair that is apart: blue edges (other boxes' red edges may cross
  // them on screen, the origin's red axis too, but only at a few pixels).
  const Counts apart = CountNear(image, EdgesOnScreen(scene, camera, {"8", "9"}), 1.5f);
  EXPECT_GT(apart.blue, 150) << "total " << apart.total;
  EXPECT_LT(apart.red * 10, apart.blue);
  EXPECT_EQ(apart.orange, 0);
}

}  // namespace
