// Window runs under a display (scripts/test.sh provides Xvfb): what the user
// sees, read back from screenshots, and the renderer's promises.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <regex>

#include "harness/draw/camera.h"
#include "harness/shell/layout.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace window_test {
namespace {

using cli_testing::DistanceToSegment;
using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;

struct Counts {
  int red = 0;
  int blue = 0;
};

// Pure red and pure blue wireframe pixels inside a disc, skipping those near
// `skip_a`-`skip_b` (the origin's blue z axis, drawn inside red spheres).
Counts CountInDisc(const Image& image, glm::vec2 center, float radius, glm::vec2 skip_a,
                   glm::vec2 skip_b) {
  Counts counts;
  for (int y = static_cast<int>(center.y - radius); y <= center.y + radius; ++y) {
    for (int x = static_cast<int>(center.x - radius); x <= center.x + radius; ++x) {
      if (x < 0 || y < 0 || x >= image.width || y >= image.height ||
          glm::length(glm::vec2(x, y) - center) > radius) {
        continue;
      }
      if (DistanceToSegment(glm::vec2(x, y), skip_a, skip_b) < 3.0f) {
        continue;
      }
      const unsigned char* p = image.At(x, y);
      counts.red += p[0] > 200 && p[1] < 60 && p[2] < 60;
      counts.blue += p[2] > 200 && p[0] < 60 && p[1] < 60;
    }
  }
  return counts;
}

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + "/" + name;
}

TEST(Window, ScreenshotShowsSphereOneBlueAndTheOthersRed) {
  REQUIRE_DISPLAY();
  const std::string png = TempPath("sphere_sphere.png");
  constexpr int kFrames = 3;
  const auto run =
      RunApp({"--sample", "sphere-sphere", "--frames", std::to_string(kFrames), "--width",
              std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("GL renderer: "), std::string::npos);
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  ASSERT_EQ(image.height, kHeight);

  // The app looks through the view the docked panels leave and advances the
  // camera by fixed 1/60 s steps in --frames runs.
  harness::Camera camera;
  camera.SetViewport(kWidth, kHeight, harness::LayOutPanels(kWidth, kHeight).view);
  for (int i = 0; i < kFrames; ++i) {
    camera.Update(1.0f / 60.0f);
  }
  struct Expected {
    glm::vec3 center;
    float radius;
    bool blue;
  };
  const Expected spheres[] = {{{0, 0, 0}, 2, false},
                              {{0, 3.5f, 0}, 1, true},
                              {{0, -3, 0}, 1, false},
                              {{1, 0, 0}, 1, false}};
  glm::vec2 origin, z_axis_end;
  ASSERT_TRUE(camera.WorldToScreen(glm::vec3(0), &origin));
  ASSERT_TRUE(camera.WorldToScreen(glm::vec3(0, 0, 1), &z_axis_end));
  for (const Expected& s : spheres) {
    glm::vec2 center, edge;
    ASSERT_TRUE(camera.WorldToScreen(s.center, &center));
    // The silhouette's radius, measured along the screen's vertical.
    const glm::mat4 view = camera.View();
    const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
    ASSERT_TRUE(camera.WorldToScreen(s.center + up * s.radius, &edge));
    const float radius = glm::length(edge - center) * 0.9f;
    const Counts counts = CountInDisc(image, center, radius, origin, z_axis_end);
    if (s.blue) {
      EXPECT_GT(counts.blue, 100) << "sphere at y=" << s.center.y;
      EXPECT_EQ(counts.red, 0) << "sphere at y=" << s.center.y;
    } else {
      EXPECT_GT(counts.red, 100) << "sphere at y=" << s.center.y;
      EXPECT_EQ(counts.blue, 0) << "sphere at y=" << s.center.y;
    }
  }
}

TEST(Window, ScreenshotReplacesAnOldFileWhole) {
  REQUIRE_DISPLAY();
  const std::string png = TempPath("replaced.png");
  cli_testing::WriteTempFile("replaced.png", "old contents");
  const auto run =
      RunApp({"--frames", "1", "--width", "320", "--height", "240", "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  const Image image = LoadPng(png);
  EXPECT_EQ(image.width, 320);
  EXPECT_EQ(image.height, 240);
}

int DrawCalls(const std::string& out) {
  std::smatch match;
  if (!std::regex_search(out, match,
                         std::regex("last frame: ([0-9]+) draw calls, ([0-9]+) spheres"))) {
    return -1;
  }
  return std::stoi(match[1]);
}

// --stats' level-of-detail line: how many spheres each level drew, how many
// were outside the view, labels shown of labels queued, and the spheres'
// mesh vertices, their budget and the factor it put on the thresholds.
struct LevelOfDetail {
  int fine = 0;
  int medium = 0;
  int coarse = 0;
  int rings = 0;
  int outside = 0;
  int labels_shown = 0;
  int labels = 0;
  int mesh_vertices = 0;
  int budget = 0;
  float threshold_factor = 0.0f;
};

std::optional<LevelOfDetail> ParseLevelOfDetail(const std::string& out) {
  std::smatch match;
  if (!std::regex_search(
          out, match,
          std::regex("level of detail: ([0-9]+) spheres fine, ([0-9]+) medium, ([0-9]+) coarse, "
                     "([0-9]+) as rings, ([0-9]+) outside the view; ([0-9]+) of ([0-9]+) "
                     "labels shown; ([0-9]+) sphere mesh vertices \\(budget ([0-9]+)\\), "
                     "thresholds x([0-9.]+)"))) {
    return std::nullopt;
  }
  return LevelOfDetail{std::stoi(match[1]), std::stoi(match[2]), std::stoi(match[3]),
                       std::stoi(match[4]), std::stoi(match[5]), std::stoi(match[6]),
                       std::stoi(match[7]), std::stoi(match[8]), std::stoi(match[9]),
                       std::stof(match[10])};
}

// A sphere-sphere scene of side^3 unit spheres, their centres at
// first + spacing * k on each axis for k = 0 .. side - 1.
std::string SphereLatticeScene(const std::string& file, int side, double first, double spacing) {
  std::string shapes;
  for (int i = 0; i < side * side * side; ++i) {
    const double x = first + spacing * (i % side);
    const double y = first + spacing * (i / side % side);
    const double z = first + spacing * (i / (side * side));
    shapes += std::string(i ? "," : "") + R"({"id": ")" + std::to_string(i) +
              R"(", "type": "sphere", "center": [)" + std::to_string(x) + ", " + std::to_string(y) +
              ", " + std::to_string(z) + R"(], "radius": 1})";
  }
  return cli_testing::WriteTempFile(
      file, R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
      "shapes": [)" +
                shapes + "]}");
}

TEST(Window, DrawCallsDoNotGrowWithTheNumberOfSpheres) {
  REQUIRE_DISPLAY();
  std::string shapes;
  for (int i = 0; i < 500; ++i) {
    shapes += std::string(i ? "," : "") + R"({"id": "s)" + std::to_string(i) +
              R"(", "type": "sphere", "center": [)" + std::to_string(i % 25) + ", " +
              std::to_string(i / 25) + R"(, 0], "radius": 0.4})";
  }
  const std::string scene = cli_testing::WriteTempFile(
      "many_spheres.json", R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
      "shapes": [)" + shapes + "]}");
  const auto few = RunApp({"--frames", "2", "--stats"});
  const auto many = RunApp({"--frames", "2", "--stats", "--scene", scene});
  ASSERT_EQ(few.status, 0) << few.err;
  ASSERT_EQ(many.status, 0) << many.err;
  EXPECT_NE(many.out.find("500 spheres"), std::string::npos) << many.out;
  // One call per kind of primitive at most (fine, medium and coarse spheres,
  // lines, points); which kinds appear depends on what is drawn (hovering a
  // pair adds points).
  EXPECT_GT(DrawCalls(few.out), 0);
  EXPECT_LE(DrawCalls(few.out), 5);
  EXPECT_GT(DrawCalls(many.out), 0);
  EXPECT_LE(DrawCalls(many.out), 5);
}

// 2,197 unit spheres 3 apart in a cube around the tutorial's camera (20 from
// the origin): from there most are between 8 and 24 pixels across (the
// coarse mesh) or smaller (rings), and their labels would pile up, so only
// those that do not overlap one already drawn are shown.
TEST(Window, ManySpheresDrawCoarseOrAsRingsAndTheirLabelsDoNotPileUp) {
  REQUIRE_DISPLAY();
  const std::string scene = SphereLatticeScene("sphere_cube.json", 13, -18.0, 3.0);
  const auto run = RunApp({"--frames", "2", "--stats", "--scene", scene});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::optional<LevelOfDetail> lod = ParseLevelOfDetail(run.out);
  ASSERT_TRUE(lod.has_value()) << run.out;
  const int shown = lod->labels_shown;
  EXPECT_EQ(lod->labels, 2197);
  EXPECT_EQ(lod->fine + lod->medium + lod->coarse + lod->rings + lod->outside, 2197);
  EXPECT_GT(lod->coarse, 0);
  EXPECT_GT(shown, 0);
  EXPECT_LT(shown, 2197 / 2) << "labels were not thinned out";
  EXPECT_LE(DrawCalls(run.out), 5);
}

// The default camera is 20 from the origin at yaw 127.5 and pitch -10
// degrees, at 20 * (cos 10 sin 127.5, sin 10, cos 10 cos 127.5) =
// (15.63, 3.47, -11.99), looking at the origin. A sphere 40 beyond it on the
// same line is behind it and not sent; one 400 beyond the origin the other
// way is on the line of sight but a few pixels across (a ring); the one at
// the origin is drawn with a mesh.
TEST(Window, SpheresOutsideTheViewAreNotDrawn) {
  REQUIRE_DISPLAY();
  const std::string scene = cli_testing::WriteTempFile(
      "behind_the_camera.json", R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere",
      "shapes": [
        {"id": "origin", "type": "sphere", "center": [0, 0, 0], "radius": 1},
        {"id": "behind", "type": "sphere", "center": [46.89, 10.42, -35.98], "radius": 1},
        {"id": "far", "type": "sphere", "center": [-312.6, -69.5, 239.8], "radius": 1}]})");
  const auto run = RunApp({"--frames", "2", "--stats", "--scene", scene});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::optional<LevelOfDetail> lod = ParseLevelOfDetail(run.out);
  ASSERT_TRUE(lod.has_value()) << run.out;
  EXPECT_EQ(lod->fine + lod->medium + lod->coarse, 1);
  EXPECT_EQ(lod->rings, 1);
  EXPECT_EQ(lod->outside, 1);
}

// The default camera, at (15.63, 3.47, -11.99), among 4,913 unit spheres
// 2.5 apart filling a cube of side 40 around the origin (the nearest centre,
// (15, 2.5, -12.5), is 1.26 away: the eye is in none). At the usual
// thresholds the hundreds of spheres near the eye would take their finer
// meshes; the budget holds their vertices to 60,000, within one fine mesh
// (1,248) of it, with every sphere in view still drawn.
TEST(Window, InsideACrowdTheSphereMeshesKeepToTheirVertexBudget) {
  REQUIRE_DISPLAY();
  const std::string scene = SphereLatticeScene("inside_a_crowd.json", 17, -20.0, 2.5);
  const auto run = RunApp({"--frames", "2", "--stats", "--scene", scene});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::optional<LevelOfDetail> lod = ParseLevelOfDetail(run.out);
  ASSERT_TRUE(lod.has_value()) << run.out;
  EXPECT_EQ(lod->fine + lod->medium + lod->coarse + lod->rings + lod->outside, 4913);
  EXPECT_EQ(lod->mesh_vertices, lod->fine * 1248 + lod->medium * 624 + lod->coarse * 120);
  EXPECT_EQ(lod->budget, 60000);
  EXPECT_LE(lod->mesh_vertices, 60000);
  EXPECT_GT(lod->mesh_vertices, 60000 - 1248);
  EXPECT_GT(lod->threshold_factor, 1.0f) << "the budget did not bind";
  EXPECT_GT(lod->fine, 0);
  EXPECT_GT(lod->rings, 0);
  EXPECT_LE(DrawCalls(run.out), 5);
}

TEST(Window, MissingShaderIsAClearErrorNotABlackWindow) {
  REQUIRE_DISPLAY();
  const std::string empty_dir = TempPath("no_shaders");
  std::filesystem::create_directories(empty_dir);
  const auto run = RunApp({"--frames", "1"}, {{"COLLISION_LAB_SHADER_DIR", empty_dir}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find(empty_dir + "/lines.vert is missing"), std::string::npos) << run.err;
}

TEST(Window, BrokenShaderNamesTheFileAndTheCompilerLog) {
  REQUIRE_DISPLAY();
  const std::string dir = TempPath("broken_shaders");
  std::filesystem::create_directories(dir);
  for (const char* name : {"lines.vert", "lines.frag", "color.frag"}) {
    std::filesystem::copy_file(std::string(COLLISION_LAB_SOURCE_DIR) + "/shaders/" + name,
                               dir + "/" + name, std::filesystem::copy_options::overwrite_existing);
  }
  cli_testing::WriteTempFile("broken_shaders/sphere.vert",
                             "#version 330 core\nvoid main() { gl_Position = undefined_thing; }\n");
  const auto run = RunApp({"--frames", "1"}, {{"COLLISION_LAB_SHADER_DIR", dir}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find(dir + "/sphere.vert failed to compile"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("undefined_thing"), std::string::npos) << run.err;
}

TEST(Window, RunsWithoutGlErrors) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--frames", "5"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err.find("GL error"), std::string::npos) << run.err;
}

// Test hook: COLLISION_LAB_PROVOKE_GL_ERROR makes the first frame issue one
// invalid GL call. Mesa reports it through KHR_debug without a debug context.
TEST(Window, AGlErrorIsLoggedAndFailsTheRun) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--frames", "3"}, {{"COLLISION_LAB_PROVOKE_GL_ERROR", "1"}});
  EXPECT_EQ(run.status, 1) << run.err;
  if (run.out.find("GL error checks: debug output (KHR_debug)") != std::string::npos) {
    EXPECT_NE(run.err.find("Error: GL error (GL debug output): GL_INVALID_ENUM"), std::string::npos)
        << run.err;
  }
  EXPECT_NE(run.err.find("Error: 1 GL errors during the run"), std::string::npos) << run.err;
}

// Without KHR_debug (Mesa hides it when told to), glGetError after each
// frame still catches the error.
TEST(Window, WithoutKhrDebugGlGetErrorStillCatchesIt) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--frames", "3"}, {{"COLLISION_LAB_PROVOKE_GL_ERROR", "1"},
                                              {"MESA_EXTENSION_OVERRIDE", "-GL_KHR_debug"}});
  if (run.out.find("GL error checks: glGetError per frame") == std::string::npos) {
    GTEST_SKIP() << "this driver keeps KHR_debug: " << run.out;
  }
  EXPECT_EQ(run.status, 1) << run.err;
  EXPECT_NE(run.err.find("Error: GL error (glGetError): GL_INVALID_ENUM"), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find("Error: 1 GL errors during the run"), std::string::npos) << run.err;
}

TEST(Window, StatsCountGlObjectsAndTeardownLeavesNone) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--frames", "5", "--stats"});
  ASSERT_EQ(run.status, 0) << run.err;
  std::smatch match;
  ASSERT_TRUE(std::regex_search(
      run.out, match,
      std::regex("GL objects: ([0-9]+) after the first frame, ([0-9]+) at exit, ([0-9]+) left "
                 "after teardown")))
      << run.out;
  EXPECT_GT(std::stoi(match[1]), 0);
  EXPECT_EQ(match[1], match[2]);
  EXPECT_EQ(match[3], "0");
}

TEST(Window, TinyWindowStillRenders) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--frames", "3", "--width", "1", "--height", "1"});
  EXPECT_EQ(run.status, 0) << run.err;
}

}  // namespace
}  // namespace window_test
