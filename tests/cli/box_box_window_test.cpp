// The box-box sample in a window (scripts/test.sh provides Xvfb): read back
// from a screenshot, the plus-sign bars are red with the disagreement marked
// in orange, the pair that is apart is blue, and the separating axis drawn
// for that pair lies along the axis worked out by hand below (not asked of
// collide::SatTest, the code under test).
#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "collide/shapes/box.h"
#include "harness/draw/camera.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"
#include "harness/shell/layout.h"
#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_image.h"

namespace box_box_window_test {
namespace {

using cli_testing::DistanceToSegment;
using cli_testing::Image;
using cli_testing::IsBlue;
using cli_testing::IsRed;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

// The part of the window no panel covers, where the scene is drawn.
harness::Rect FreeView() {
  return harness::LayOutPanels(kWidth, kHeight).view;
}

// The disagreement marker: orange (1, 0.55, 0).
bool IsOrange(const unsigned char* p) {
  return p[0] > 200 && p[1] > 100 && p[1] < 180 && p[2] < 60;
}
// The separating axis: magenta (1, 0.2, 1).
bool IsMagenta(const unsigned char* p) {
  return p[0] > 200 && p[1] < 100 && p[2] > 200;
}

struct Counts {
  int red = 0;
  int blue = 0;
  int orange = 0;
  int magenta = 0;
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
      counts.magenta += IsMagenta(p);
    }
  }
  return counts;
}

harness::Camera CameraAfterFrames() {
  return cli_testing::CameraAfterFrames("box-box", kWidth, kHeight, kFrames);
}

collide::BoxCorners CornersOf(const collide::StaticShape& shape) {
  if (const auto* obb = shape.As<collide::OrientedBox>()) {
    return collide::Corners(*obb);
  }
  if (const auto* aabb = shape.As<collide::Aabb>()) {
    return collide::Corners(*aabb);
  }
  return collide::Corners(shape.Get<collide::Hexahedron>());
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
      EXPECT_TRUE(camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[0])]), &s[0]));
      EXPECT_TRUE(camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[1])]), &s[1]));
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
      run.err.find("Warning: algorithms disagree on 0 and 1: sat touching, corner-volume apart"),
      std::string::npos)
      << run.err;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  ASSERT_EQ(image.height, kHeight);

  // The default layout's boxes, as shipped in its scene file.
  const harness::Scene scene = harness::LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                                                      "/assets/scenes/box_box_default.json");
  const harness::Camera camera = CameraAfterFrames();

  // Every shape lies in the part of the window the panels leave free: the
  // default layout's ten, as box_box_default.json lists them.
  ASSERT_EQ(scene.shapes.size(), 10u);
  const harness::Rect view = FreeView();
  for (const harness::SceneShape& shape : scene.shapes) {
    for (const collide::Vec3& c : CornersOf(shape.shape)) {
      glm::vec2 at;
      ASSERT_TRUE(camera.WorldToScreen(glm::vec3(c), &at));
      EXPECT_TRUE(view.Contains(at))
          << "box " << shape.id << " corner at " << at.x << "," << at.y << " is under a panel";
    }
  }

  // The plus sign: red edges, and the orange marker where the bars cross.
  const Counts plus = CountNear(image, EdgesOnScreen(scene, camera, {"0", "1"}), 1.5f);
  EXPECT_GT(plus.red, 150) << "total " << plus.total;
  EXPECT_EQ(plus.blue, 0);
  glm::vec2 crossing;
  ASSERT_TRUE(camera.WorldToScreen(glm::vec3(-4.5f, 0, -2.5f), &crossing));
  const Counts marker = CountNear(image, {std::array<glm::vec2, 2>{crossing, crossing}}, 8.0f);
  EXPECT_GT(marker.orange, 60) << "total " << marker.total;

  // The pair that is apart: blue edges (other boxes' red edges may cross
  // them on screen, the origin's red axis too, but only at a few pixels).
  const Counts apart = CountNear(image, EdgesOnScreen(scene, camera, {"8", "9"}), 1.5f);
  EXPECT_GT(apart.blue, 150) << "total " << apart.total;
  EXPECT_LT(apart.red * 10, apart.blue);
  EXPECT_EQ(apart.orange, 0);
}

// The default layout opens with the apart pair, box 8 then hexahedron 9,
// selected (--select 8,9, as a click and a Shift+click would), and draws SAT's separating axis for
// it: a magenta line through the midpoint of their centres along the axis, from where box 8's
// projection on it starts to where hexahedron 9's ends.
//
// The axis, worked out by hand from box_box_default.json:
//   box 8: centre (1.2, 0, 2.5), half extents (0.8, 1, 0.8), turned 25
//   degrees about z, so its local axes are x' = (cos 25, sin 25, 0) =
//   (0.906308, 0.422618, 0), y' = (-sin 25, cos 25, 0), z' = (0, 0, 1).
//   hexahedron 9: corners (3.3, -1, z), (5.3, -1, z), (3.8, 1, z'),
//   (4.8, 1, z') for z in {1.5, 3.5}, z' in {2, 3}; its centre, the mean of
//   its corners, is (4.3, 0, 2.5).
// SAT tries the first shape's face normals first, x' first. On x':
//   box 8 projects to 1.2 cos 25 -+ 0.8 = [0.287569, 1.887569];
//   hexahedron 9's corners project to x cos 25 + y sin 25: 2.568197 (3.3,
//   -1), 4.380814 (5.3, -1), 3.866588 (3.8, 1), 4.772896 (4.8, 1), so
//   [2.568197, 4.772896].
// The gap 2.568197 - 1.887569 = 0.680628 > 0: x' separates them, and it is
// the axis found, pointing from 8 towards 9. (y' does not: 8 gives
// [-1.507142, 0.492858], 9 [-3.146185, -0.699642]; nor z': [1.7, 3.3]
// against [1.5, 3.5].)
// The line: the points mid + x' (s - x'.mid), mid = (2.75, 0, 2.5),
// x'.mid = 2.75 cos 25 = 2.492347, for s from 0.287569 to 4.772896, i.e.
// from (0.751793, -0.931779, 2.5) to (4.816880, 0.963802, 2.5).
TEST(BoxBoxWindow, TheApartPairsSeparatingAxisIsDrawnAlongTheHandComputedAxis) {
  REQUIRE_DISPLAY();
  // Xvfb's pointer rests at the screen's centre (960, 540), in the sample's
  // panel: a pair table row there is hovered, and the view shows that pair
  // instead of the selected one. It is parked off the window by an xdotool
  // that stays connected for a while (Xvfb resets, pointer and all, when its
  // last client leaves).
  ASSERT_EQ(std::system("(xdotool mousemove 1910 1070 sleep 20 >/dev/null 2>&1 &)"), 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const std::string png = ::testing::TempDir() + "/box_box_axis.png";
  const auto run = RunApp({"--sample", "box-box", "--select", "8,9", "--frames",
                           std::to_string(kFrames), "--width", std::to_string(kWidth), "--height",
                           std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  ASSERT_EQ(image.height, kHeight);

  const double c25 = std::cos(glm::radians(25.0));
  const double s25 = std::sin(glm::radians(25.0));
  const glm::dvec3 axis(c25, s25, 0.0);
  const glm::dvec3 mid(2.75, 0.0, 2.5);
  const double a_low = 1.2 * c25 - 0.8;         // box 8's projection starts
  const double b_high = 4.8 * c25 + 1.0 * s25;  // hexahedron 9's ends, corner (4.8, 1)
  const auto on_line = [&](double s) { return mid + axis * (s - glm::dot(axis, mid)); };
  // The worked numbers above, so a slip in this code cannot pass unseen.
  EXPECT_NEAR(a_low, 0.287569, 1e-6);
  EXPECT_NEAR(b_high, 4.772896, 1e-6);
  EXPECT_NEAR(on_line(a_low).x, 0.751793, 1e-6);
  EXPECT_NEAR(on_line(a_low).y, -0.931779, 1e-6);
  EXPECT_NEAR(on_line(b_high).x, 4.816880, 1e-6);
  EXPECT_NEAR(on_line(b_high).y, 0.963802, 1e-6);

  // Points spread along the line, away from the square drawn across the
  // gap at its middle: each has magenta within 2 pixels, save a few that a
  // nearer box edge may hide.
  const harness::Camera camera = CameraAfterFrames();
  constexpr int kSamples = 24;
  int seen = 0;
  int tried = 0;
  for (int i = 0; i <= kSamples; ++i) {
    const double t = static_cast<double>(i) / kSamples;
    if (t > 0.4 && t < 0.6) {
      continue;
    }
    glm::vec2 at;
    ASSERT_TRUE(camera.WorldToScreen(glm::vec3(on_line(a_low + t * (b_high - a_low))), &at));
    ++tried;
    seen += CountNear(image, {std::array<glm::vec2, 2>{at, at}}, 2.0f).magenta > 0;
  }
  ASSERT_EQ(tried, 20);  // 25 points, the 5 at t = 10/24 .. 14/24 skipped
  EXPECT_GE(seen, 18) << seen << " of " << tried << " points on the axis show magenta";
}

}  // namespace
}  // namespace box_box_window_test
