// The tutorial's static samples in a window (scripts/test.sh provides Xvfb),
// one per category, read back from screenshots. The colours expected are the
// book's tables, written out here by hand: which points lie in the sphere,
// which lie on, in front of or behind the plane, which boxes touch another,
// where the rays enter or leave the box and which rays hit it (red) or miss
// it (blue), which box misses the sphere; and playground scenes, whose every
// pair and triple is tested.
#include <gtest/gtest.h>

#include <array>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "collide/shapes/box.h"
#include "harness/sample_api/headless_host.h"
#include "harness/scene/scene.h"
#include "harness/shell/layout.h"
#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_counts.h"
#include "screenshot_image.h"

namespace static_samples_window_test {
namespace {

using cli_testing::BoxEdges;
using cli_testing::CountAround;
using cli_testing::CountNear;
using cli_testing::Counts;
using cli_testing::Image;
using cli_testing::IsBlue;
using cli_testing::IsGreen;
using cli_testing::IsRed;
using cli_testing::IsYellow;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

// Runs `sample` for kFrames and returns its screenshot.
Image Screenshot(const std::string& sample) {
  const std::string png = ::testing::TempDir() + "/" + sample + ".png";
  const auto run =
      RunApp({"--sample", sample, "--frames", std::to_string(kFrames), "--width",
              std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err.find("Error"), std::string::npos) << run.err;
  Image image = LoadPng(png);
  EXPECT_EQ(image.width, kWidth);
  return image;
}

TEST(StaticSamplesWindow, PointsInTheSphereAreRedAndPointsOutsideBlue) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("point-sphere");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("point-sphere", kWidth, kHeight, kFrames);
  // The book: sphere (1, 1, 0) r 2 holds these four, not the three after.
  const glm::vec3 inside[] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {0.5f, 0.5f, 0.5f}};
  const glm::vec3 outside[] = {{2, 2, 2}, {3, 3, 3}, {4, 4, 4}};
  for (const glm::vec3& p : inside) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.red, 5) << p.x << "," << p.y << "," << p.z;
    // (0, 0, 1) is the tip of the origin's blue z axis: a few blue pixels.
    EXPECT_LT(c.blue, c.red / 4) << p.x << "," << p.y << "," << p.z;
  }
  for (const glm::vec3& p : outside) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.blue, 5) << p.x << "," << p.y << "," << p.z;
    EXPECT_EQ(c.red, 0) << p.x << "," << p.y << "," << p.z;
  }
}

TEST(StaticSamplesWindow, PointsOnThePlaneAreGreenInFrontBlueAndBehindRed) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("point-plane");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("point-plane", kWidth, kHeight, kFrames);
  // The book's table: n = (-1, 2, -1) / sqrt(6), d = 4. "Any point on the
  // plane is green, points behind the plane are red, points in front of it
  // are blue."
  const glm::vec3 on[] = {{-1.632993f, 3.265986f, -1.632993f}, {-1.020621f, 3.265986f, -2.245366f}};
  const glm::vec3 in_front[] = {{7, 7, -7}, {2, 8, -7}};
  const glm::vec3 behind[] = {{0, 0, 0},   {2, 6, 1},  {3, 1, -3},
                              {-2, -1, 2}, {3, 2, -1}, {10, 3, -10}};
  for (const glm::vec3& p : on) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.green, 5) << p.x << "," << p.y << "," << p.z;
    EXPECT_LT(c.red + c.blue, c.green / 2) << p.x << "," << p.y << "," << p.z;
  }
  for (const glm::vec3& p : in_front) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.blue, 5) << p.x << "," << p.y << "," << p.z;
    EXPECT_LT(c.red + c.green, c.blue / 2) << p.x << "," << p.y << "," << p.z;
  }
  for (const glm::vec3& p : behind) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.red, 5) << p.x << "," << p.y << "," << p.z;
    EXPECT_LT(c.blue + c.green, c.red / 2) << p.x << "," << p.y << "," << p.z;
  }
}

TEST(StaticSamplesWindow, BoxesThatTouchAnotherAreRedAndTheLoneBoxBlue) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("aabb-aabb");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("aabb-aabb", kWidth, kHeight, kFrames);
  // The book's A2 (1, 1, 1)-(3, 3, 3) touches A1 = [-1, 1]^3 at a corner;
  // A3 (-4, -4, -4)-(-3, -3, -3) touches none.
  const Counts a2 = CountNear(image, BoxEdges(camera, {{1, 1, 1}, {3, 3, 3}}), 1.0f);
  EXPECT_GT(a2.red, 100);
  EXPECT_LT(a2.blue, a2.red / 10);
  const Counts a3 = CountNear(image, BoxEdges(camera, {{-4, -4, -4}, {-3, -3, -3}}), 1.0f);
  EXPECT_GT(a3.blue, 50);
  EXPECT_LT(a3.red, a3.blue / 10);
}

TEST(StaticSamplesWindow, RayCastsMarkWhereTheyEnterAndLeaveTheBox) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("raycast-aabb");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("raycast-aabb", kWidth, kHeight, kFrames);
  // Box (.5, .5, .5)-(2, 2, 2): the ray from (-2, -2, -2) along (2, 2, 2)
  // enters at its min corner; the ray from (1, 1, 1) along (1, 1, 0) starts
  // inside and leaves at (2, 2, 1).
  EXPECT_GT(CountAround(image, camera, {0.5f, 0.5f, 0.5f}, 3.0f).yellow, 10);
  EXPECT_GT(CountAround(image, camera, {2.0f, 2.0f, 1.0f}, 3.0f).yellow, 10);
  const Counts box = CountNear(image, BoxEdges(camera, {{0.5, 0.5, 0.5}, {2, 2, 2}}), 1.0f);
  EXPECT_GT(box.red, 100);
  // The rays' own lines, each sampled along a stretch away from the box,
  // the origin's axes and the other rays. The book's R0 hits (T): red from
  // its origin (-2, -2, -2) to (-0.8, -0.8, -0.8), before the origin. R2,
  // from the origin along -x, and R4, from (0.4, 1, 1) along -x, miss (F):
  // blue from x = -1.5 to x = -4 (each ray is drawn at least 10 long).
  const auto stretch = [&](const glm::vec3& from, const glm::vec3& to) {
    std::array<glm::vec2, 2> s;
    EXPECT_TRUE(camera.WorldToScreen(from, &s[0]));
    EXPECT_TRUE(camera.WorldToScreen(to, &s[1]));
    return std::vector<std::array<glm::vec2, 2>>{s};
  };
  const Counts hit = CountNear(image, stretch({-2, -2, -2}, {-0.8f, -0.8f, -0.8f}), 1.0f);
  EXPECT_GT(hit.red, 30);
  EXPECT_LT(hit.blue, hit.red / 10);
  for (const float y : {0.0f, 1.0f}) {
    const float z = y;  // R2 runs along y = z = 0, R4 along y = z = 1
    const Counts miss = CountNear(image, stretch({-1.5f, y, z}, {-4.0f, y, z}), 1.0f);
    EXPECT_GT(miss.blue, 30) << "the ray along y = z = " << y;
    EXPECT_LT(miss.red, miss.blue / 10) << "the ray along y = z = " << y;
  }
}

// model-raycast: the cube model (assets/models/cube.obj, [-1, 1]^3 as two
// triangles a face) at (4, 0, 0); R1 comes down x = 4.5, z = -0.5 onto its
// top y = 1. The top face is split along its diagonal from (3, 1, -1) to
// (5, 1, 1): R1 meets the half where x - 4 > z, which is filled in the hit
// colour (yellow); the other half (x - 4 < z) is not.
TEST(StaticSamplesWindow, ModelRaycastFillsTheTriangleTheRayHits) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("model-raycast");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("model-raycast", kWidth, kHeight, kFrames);
  EXPECT_GT(CountAround(image, camera, {4.8f, 1.0f, -0.75f}, 3.0f).yellow, 10);
  EXPECT_GT(CountAround(image, camera, {4.75f, 1.0f, -0.2f}, 3.0f).yellow, 10);
  EXPECT_EQ(CountAround(image, camera, {3.4f, 1.0f, 0.6f}, 3.0f).yellow, 0);
  EXPECT_EQ(CountAround(image, camera, {3.8f, 1.0f, 0.75f}, 3.0f).yellow, 0);
}

TEST(StaticSamplesWindow, ABoxTheSphereMissesIsBlueThoughAnotherBoxHoldsIt) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("sphere-aabb");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("sphere-aabb", kWidth, kHeight, kFrames);
  // The book: the sphere (1, 0, 1) r 2 misses A0 (-2, -2, -2)-(-1, -1, -1)
  // (F) and touches A1 (2, 1, 2)-(4, 3, 4) (T). A0 lies inside A3, but the
  // book tests the sphere against each box, never two boxes.
  const Counts a0 = CountNear(image, BoxEdges(camera, {{-2, -2, -2}, {-1, -1, -1}}), 1.0f);
  EXPECT_GT(a0.blue, 50);
  EXPECT_LT(a0.red, a0.blue / 10);
  const Counts a1 = CountNear(image, BoxEdges(camera, {{2, 1, 2}, {4, 3, 4}}), 1.0f);
  EXPECT_GT(a1.red, 50);
  EXPECT_LT(a1.blue, a1.red / 10);
}

// Of the pixels within `band` of the view's edges, the share that is the
// view's background (colors::kBackground, (95, 158, 160)).
// The view's top band is left out: a first start's hint line sits there.
double BackgroundShareOfTheRim(const Image& image, int band) {
  const harness::Rect view =
      harness::LayOutPanels(static_cast<float>(kWidth), static_cast<float>(kHeight)).view;
  const int x0 = static_cast<int>(view.x);
  const int y0 = static_cast<int>(view.y);
  const int x1 = static_cast<int>(view.Right()) - 1;
  const int y1 = static_cast<int>(view.Bottom()) - 1;
  int rim = 0;
  int background = 0;
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const bool inside = x - x0 >= band && x1 - x >= band && y1 - y >= band;
      if (inside || y - y0 < band) {
        continue;
      }
      const unsigned char* p = image.At(x, y);
      ++rim;
      background +=
          std::abs(p[0] - 95) <= 3 && std::abs(p[1] - 158) <= 3 && std::abs(p[2] - 160) <= 3;
    }
  }
  return rim > 0 ? static_cast<double>(background) / rim : 0.0;
}

// --stats' "N of M labels shown", as {N, M}; {-1, -1} when missing.
std::pair<int, int> LabelsShown(const std::string& out) {
  std::smatch match;
  if (!std::regex_search(out, match, std::regex("([0-9]+) of ([0-9]+) labels shown"))) {
    return {-1, -1};
  }
  return {std::stoi(match[1]), std::stoi(match[2])};
}

// Runs `sample` for kFrames with --stats; its screenshot, and its stdout in
// `out`.
Image ScreenshotWithStats(const std::string& sample, std::string* out) {
  const std::string png = ::testing::TempDir() + "/" + sample + "_stats.png";
  const auto run = RunApp({"--sample", sample, "--frames", std::to_string(kFrames), "--width",
                           std::to_string(kWidth), "--height", std::to_string(kHeight),
                           "--screenshot", png, "--stats"});
  EXPECT_EQ(run.status, 0) << run.err;
  *out = run.out;
  return LoadPng(png);
}

TEST(StaticSamplesWindow, ThreePlanesArePatchesSeenWholeWithWhereTheyMeetMarkedAndNamed) {
  REQUIRE_DISPLAY();
  std::string out;
  const Image image = ScreenshotWithStats("three-planes", &out);
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("three-planes", kWidth, kHeight, kFrames);
  // Each plane is a patch the home view frames whole, from outside: the
  // view's rim is background, where planes drawn to the horizon (or seen
  // from among them) cross it.
  EXPECT_GT(BackgroundShareOfTheRim(image, 10), 0.995);
  // The four declared triples that meet in one point (the sample's table):
  // an orange dot at each.
  const glm::vec3 meetings[] = {
      {0, 0, 0}, {1, 2, 3}, {5.0f / 7, 5.0f / 7, 5.0f / 7}, {1, 0.5f, 0.875f}};
  for (const glm::vec3& p : meetings) {
    EXPECT_GT(CountAround(image, camera, p, 4.0f).orange, 10) << p.x << "," << p.y << "," << p.z;
  }
  // Every label shown: the ten planes' and the four meeting points'.
  EXPECT_EQ(LabelsShown(out), std::pair(14, 14)) << out;
}

TEST(StaticSamplesWindow, PlanePlaneMarksWhereTwoPlanesMeetWithinTheirPatches) {
  REQUIRE_DISPLAY();
  std::string out;
  const Image image = ScreenshotWithStats("plane-plane", &out);
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("plane-plane", kWidth, kHeight, kFrames);
  EXPECT_GT(BackgroundShareOfTheRim(image, 10), 0.995);
  // P0 (z = 0) and P2 (y = -2) meet on the line y = -2, z = 0: orange
  // along it about x = 0.
  std::array<glm::vec2, 2> line;
  ASSERT_TRUE(camera.WorldToScreen({-0.5f, -2.0f, 0.0f}, &line[0]));
  ASSERT_TRUE(camera.WorldToScreen({0.5f, -2.0f, 0.0f}, &line[1]));
  EXPECT_GT(CountNear(image, {line}, 1.5f).orange, 10);
  // The five planes' labels and the nine meeting lines' (the ten pairs but
  // the parallel P1 and P4).
  const auto [shown, labels] = LabelsShown(out);
  EXPECT_EQ(labels, 14) << out;
  EXPECT_EQ(shown, labels) << out;
}

// Writes `json` as a scene file in the test's temp dir; returns its path.
std::string WriteScene(const std::string& name, const std::string& json) {
  const std::string path = ::testing::TempDir() + "/" + name + ".json";
  std::ofstream(path) << json;
  return path;
}

// Runs the scene for kFrames and returns its screenshot and the camera it
// was taken through (the playground built in-process with the scene).
Image SceneScreenshot(const std::string& scene, harness::Camera* camera) {
  const std::string png = scene + ".png";
  const auto run =
      RunApp({"--scene", scene, "--frames", std::to_string(kFrames), "--width",
              std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err.find("Error"), std::string::npos) << run.err;
  harness::HeadlessHost host;
  host.log().set_echo_to_console(false);
  host.camera().SetHome(harness::CameraHome{});
  host.camera().SetViewport(
      kWidth, kHeight,
      harness::LayOutPanels(static_cast<float>(kWidth), static_cast<float>(kHeight)).view);
  auto sample = harness::SampleRegistry::Get().Find("playground")->create(host);
  sample->LoadScene(harness::LoadSceneFile(scene));
  sample->Initialize(kWidth, kHeight);
  *camera = host.camera();
  for (int i = 0; i < kFrames; ++i) {
    camera->Update(1.0f / 60.0f);
  }
  return LoadPng(png);
}

// Our own triangle-triangle table: F lies in A's plane a unit beyond A's
// corner (1, 0, 0). The robust SAT, which colours, says apart: F's edges are
// blue. The plain SAT says touching: the pair is marked orange at the middle
// of A's and F's centroids. B crosses A: A's edges are red.
TEST(StaticSamplesWindow, CoplanarTrianglesApartAreBlueAndTheSatsDisagreementOrange) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("triangle-triangle");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("triangle-triangle", kWidth, kHeight, kFrames);
  const auto edges = [&](const std::array<glm::vec3, 3>& corners) {
    std::vector<std::array<glm::vec2, 2>> segments;
    for (int i = 0; i < 3; ++i) {
      std::array<glm::vec2, 2> s;
      EXPECT_TRUE(camera.WorldToScreen(corners[i], &s[0]));
      EXPECT_TRUE(camera.WorldToScreen(corners[(i + 1) % 3], &s[1]));
      segments.push_back(s);
    }
    return segments;
  };
  const Counts f = CountNear(image, edges({{{2, 0, 0}, {3, 0, 0}, {2, -1, 0}}}), 1.0f);
  EXPECT_GT(f.blue, 50);
  EXPECT_LT(f.red, f.blue / 10);
  // A piece of A's hypotenuse, clear of the origin's axes (which run along
  // A's other two edges) and of where B and E cross it.
  const Counts a =
      CountNear(image, edges({{{0.1f, 0.9f, 0}, {0.3f, 0.7f, 0}, {0.1f, 0.9f, 0}}}), 1.0f);
  EXPECT_GT(a.red, 10);
  // Centroids (1/3, 1/3, 0) and (7/3, -1/3, 0): the middle is (4/3, 0, 0).
  EXPECT_GT(CountAround(image, camera, {4.0f / 3.0f, 0.0f, 0.0f}, 3.0f).orange, 10);
}

TEST(StaticSamplesWindow, PlaygroundBoxesThatOverlapAreRedAndTheSeparateOneBlue) {
  REQUIRE_DISPLAY();
  // Nothing declared: every pair is tested. a and b overlap on x in
  // [0.5, 1]; c is 3 units from both.
  const std::string scene = WriteScene("playground_boxes", R"({
    "format": "collision-lab-scene/1", "sample": "playground", "shapes": [
      {"id": "a", "type": "aabb", "min": [-1, -1, -1], "max": [1, 1, 1]},
      {"id": "b", "type": "aabb", "min": [0.5, -1, -1], "max": [2.5, 1, 1]},
      {"id": "c", "type": "aabb", "min": [4, 3, -0.5], "max": [5, 4, 0.5]}
    ], "expect": []})");
  harness::Camera camera;
  const Image image = SceneScreenshot(scene, &camera);
  ASSERT_EQ(image.width, kWidth);
  const Counts a = CountNear(image, BoxEdges(camera, {{-1, -1, -1}, {1, 1, 1}}), 1.0f);
  EXPECT_GT(a.red, 100);
  EXPECT_LT(a.blue, a.red / 10);
  const Counts b = CountNear(image, BoxEdges(camera, {{0.5, -1, -1}, {2.5, 1, 1}}), 1.0f);
  EXPECT_GT(b.red, 100);
  EXPECT_LT(b.blue, b.red / 10);
  const Counts c = CountNear(image, BoxEdges(camera, {{4, 3, -0.5}, {5, 4, 0.5}}), 1.0f);
  EXPECT_GT(c.blue, 50);
  EXPECT_LT(c.red, c.blue / 10);
}

TEST(StaticSamplesWindow, PlaygroundMarksWhereThreePlanesMeet) {
  REQUIRE_DISPLAY();
  // x = 1, y = 2 and z = 3, none declared, meet at (1, 2, 3); the point
  // keeps that corner in the framing.
  const std::string scene = WriteScene("playground_planes", R"({
    "format": "collision-lab-scene/1", "sample": "playground", "shapes": [
      {"id": "x", "type": "plane", "normal": [1, 0, 0], "distance": 1},
      {"id": "y", "type": "plane", "normal": [0, 1, 0], "distance": 2},
      {"id": "z", "type": "plane", "normal": [0, 0, 1], "distance": 3},
      {"id": "q", "type": "point", "position": [2, 3, 4]}
    ], "expect": []})");
  harness::Camera camera;
  const Image image = SceneScreenshot(scene, &camera);
  ASSERT_EQ(image.width, kWidth);
  EXPECT_GT(CountAround(image, camera, {1, 2, 3}, 4.0f).orange, 10);
}

TEST(StaticSamplesWindow, FrustumShapesInsideAreGreenAcrossOrangeAndOutsideBlue) {
  REQUIRE_DISPLAY();
  const Image image = Screenshot("frustum");
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("frustum", kWidth, kHeight, kFrames);
  // The book's camera at (50, 20, 50) looking at the origin, 60 degrees,
  // 4:3: the point (2, 30, 4) is 6.62 inside its nearest plane (top), and
  // [-1, 1]^3 about the origin is wholly in view: green.
  for (const glm::vec3& p : {glm::vec3(2, 30, 4), glm::vec3(1, 1, 1)}) {
    const Counts c = CountAround(image, camera, p, 2.5f);
    EXPECT_GT(c.green, 5) << p.x << "," << p.y << "," << p.z;
    EXPECT_LT(c.red + c.blue, c.green / 2) << p.x << "," << p.y << "," << p.z;
  }
  // The box (2, 30, 4)-(25, 35, 45) is partly above the top plane: orange.
  const auto across = BoxEdges(camera, {{2, 30, 4}, {25, 35, 45}});
  // (The green sphere about (2, 30, 4) crosses its edges near that corner.)
  EXPECT_GT(CountNear(image, across, 1.0f).orange, 50);
  EXPECT_LT(CountNear(image, across, 1.0f).blue, 10);
  // The box (70, 25, 70)-(80, 35, 80) is behind the camera: blue.
  const Counts behind = CountNear(image, BoxEdges(camera, {{70, 25, 70}, {80, 35, 80}}), 1.0f);
  EXPECT_GT(behind.blue, 50);
  EXPECT_LT(behind.green + behind.red, behind.blue / 10);
}

}  // namespace
}  // namespace static_samples_window_test
