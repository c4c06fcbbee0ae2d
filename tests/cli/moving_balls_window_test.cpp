// The moving-balls sample in a window (scripts/test.sh provides Xvfb): one
// ball bouncing between two walls, read back from screenshots after n
// frames, is drawn where a closed-form calculation in this test puts it, and
// is red exactly in the frames whose step held a bounce.
//
// The expected positions never come from the code under test: no
// simulation is stepped here. The scene has no gravity and no other ball, so
// the ball moves in a straight line at constant speed and every bounce off a
// wall only mirrors its path (walls keep the speed, docs/scene-format.md):
// its x is the "unfolded" straight-line x folded back into the room, worked
// out below by hand. What is borrowed from the sample is only the view (its
// camera home and slow turn), to turn a world point into a window pixel.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "../harness/test_host.h"
#include "harness/draw/camera.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"
#include "harness/shell/layout.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace moving_balls_window_test {
namespace {

using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;

// The part of the window no panel covers, where the scene is drawn.
harness::Rect FreeView() {
  return harness::LayOutPanels(kWidth, kHeight).view;
}

// The scene: walls at x = -100 and x = +100 (normals facing in), a ball of
// radius 10 starting at the origin with velocity (7, 0, 0), no gravity, one
// step of dt = 1 a frame (the app runs --frames at a fixed 1/60 s a frame
// and the sample steps once a frame). Its expectation is answered by the
// start state alone: the ball first reaches the right wall's grown plane
// (x = 90) after 90 / 7 = 12.9 > dt, so "no contact".
constexpr double kWall = 100.0;
constexpr double kRadius = 10.0;
constexpr double kSpeed = 7.0;  // units per step (dt = 1)
constexpr const char* kScene = R"({
  "format": "collision-lab-scene/1",
  "sample": "moving-balls",
  "title": "one ball between two walls",
  "dt": 1,
  "gravity": [0, 0, 0],
  "shapes": [
    {"id": "left", "type": "plane", "point": [-100, 0, 0], "normal": [1, 0, 0]},
    {"id": "right", "type": "plane", "point": [100, 0, 0], "normal": [-1, 0, 0]},
    {"id": "ball", "type": "sphere", "center": [0, 0, 0], "radius": 10, "velocity": [7, 0, 0]}
  ],
  "expect": [{"a": "ball", "b": "right", "contact_time": null}]
})";

// The ball's centre stays within [-L, L], L = kWall - kRadius = 90: it
// touches a wall when its centre is 90 from the origin. Without walls it
// would be at u = 7 n after n steps. Reflections fold u back: the motion is
// a triangle wave of period 4 L = 360 (0 -> 90 -> 0 -> -90 -> 0). With
// w = (u + L) mod 4L in [0, 360): x = w - L while w <= 2L (moving +x),
// x = 3L - w after (moving -x). E.g. n = 5: u = 35, x = 35; n = 20: u = 140,
// w = 230, x = 40 (back from the right wall); n = 45: u = 315, w = 45,
// x = -45 (back from the left wall).
double BallXAfter(int steps) {
  const double limit = kWall - kRadius;
  const double u = kSpeed * steps;
  const double w = std::fmod(u + limit, 4.0 * limit);
  return w <= 2.0 * limit ? w - limit : 3.0 * limit - w;
}

// Whether step n (from u = 7 (n - 1) to u = 7 n) holds a bounce: the
// unfolded path crosses a wall at u = L + 2 L k, k = 0, 1, ... (u = 90, 270,
// 450, ...). The first is in step 13 (84 -> 91), the next in step 39
// (266 -> 273). No chosen frame has a bounce at a step's very end.
bool BouncesInStep(int n) {
  const double limit = kWall - kRadius;
  const double before = kSpeed * (n - 1);
  const double after = kSpeed * n;
  for (double hit = limit; hit <= after; hit += 2.0 * limit) {
    if (hit > before) {
      return true;
    }
  }
  return false;
}

// The window's view after `frames` frames, as the app shows it: the camera
// looks through the part of the window the docked panels leave free, and the
// sample, built in-process with the same scene, sets its camera home in
// Initialize and turns it slowly in Update. Only the camera is read from it.
harness::Camera ViewAfter(const std::string& scene_path, int frames) {
  harness::testing::TestHost host;
  host.camera().SetViewport(kWidth, kHeight, FreeView());
  const harness::Scene scene = harness::LoadSceneFile(scene_path);
  auto sample = harness::SampleRegistry::Get().Find("moving-balls")->create(host);
  sample->LoadScene(scene);
  sample->Initialize(kWidth, kHeight);
  for (int i = 0; i < frames; ++i) {
    host.camera().Update(1.0f / 60.0f);
    sample->Update(1.0f / 60.0f);
  }
  return host.camera();
}

struct Disc {
  glm::vec2 center;
  float radius;
};

// The ball at world (x, 0, 0) on screen.
Disc OnScreen(const harness::Camera& camera, double x) {
  const glm::vec3 center(static_cast<float>(x), 0.0f, 0.0f);
  const glm::mat4 view = camera.View();
  const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
  glm::vec2 c, edge;
  EXPECT_TRUE(camera.WorldToScreen(center, &c));
  EXPECT_TRUE(camera.WorldToScreen(center + up * static_cast<float>(kRadius), &edge));
  return {c, glm::length(edge - c)};
}

// The ball's wireframe blue and red (trails are a paler blue mixed with the
// background, path lines white, predictions orange or green: none counts).
bool IsBallBlue(const unsigned char* p) {
  return p[2] > 200 && p[0] < 40 && p[1] < 40;
}
bool IsBallRed(const unsigned char* p) {
  return p[0] > 200 && p[1] < 40 && p[2] < 40;
}

// Ball-coloured pixels in the part of the window the panels leave free:
// how many, how many of them inside `disc` (grown by 3 pixels for the wire's
// width), and their centroid.
struct Found {
  int total = 0;
  int inside = 0;
  glm::vec2 centroid{0.0f};
};

template <typename Is>
Found FindBall(const Image& image, const Disc& disc, Is is) {
  Found found;
  glm::vec2 sum(0.0f);
  const harness::Rect view = FreeView();
  for (int y = static_cast<int>(view.y); y < static_cast<int>(view.Bottom()); ++y) {
    for (int x = static_cast<int>(view.x); x < static_cast<int>(view.Right()); ++x) {
      if (!is(image.At(x, y))) {
        continue;
      }
      ++found.total;
      sum += glm::vec2(x, y);
      found.inside += glm::length(glm::vec2(x, y) - disc.center) <= disc.radius + 3.0f;
    }
  }
  if (found.total > 0) {
    found.centroid = sum / static_cast<float>(found.total);
  }
  return found;
}

class MovingBallsWindow : public ::testing::Test {
 protected:
  // ctest runs this fixture's tests at once in separate processes, all in
  // one temporary folder: each test's files carry its name, or one test's
  // SetUp truncates the scene another is reading.
  static std::string Own(const std::string& name) {
    return std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "_" +
           name;
  }

  void SetUp() override {
    scene_ = cli_testing::WriteTempFile(Own("one_ball_two_walls.json"), kScene);
  }

  Image Screenshot(int frames) {
    const std::string png =
        ::testing::TempDir() + "/" + Own("one_ball_" + std::to_string(frames) + ".png");
    const auto run =
        RunApp({"--scene", scene_, "--frames", std::to_string(frames), "--width",
                std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.err.find("GL error"), std::string::npos) << run.err;
    return LoadPng(png);
  }

  // The frame shows one ball, `red` or blue, centred where the closed form
  // puts it, and nothing else in that colour.
  void ExpectBallAt(int frames, bool red) {
    SCOPED_TRACE("frame " + std::to_string(frames));
    const Image image = Screenshot(frames);
    ASSERT_EQ(image.width, kWidth);
    ASSERT_EQ(image.height, kHeight);
    const double x = BallXAfter(frames);
    const Disc disc = OnScreen(ViewAfter(scene_, frames), x);
    const harness::Rect view = FreeView();
    ASSERT_TRUE(view.Contains(disc.center - disc.radius) &&
                view.Contains(disc.center + disc.radius))
        << "the ball at x = " << x << " is not wholly in the view";
    ASSERT_GT(disc.radius, 10.0f);
    const Found ball = red ? FindBall(image, disc, IsBallRed) : FindBall(image, disc, IsBallBlue);
    const Found other = red ? FindBall(image, disc, IsBallBlue) : FindBall(image, disc, IsBallRed);
    EXPECT_GT(ball.total, 40) << "no " << (red ? "red" : "blue") << " ball";
    EXPECT_GE(ball.inside, ball.total * 95 / 100)
        << ball.total - ball.inside << " of " << ball.total << " ball pixels away from x = " << x;
    EXPECT_LT(glm::length(ball.centroid - disc.center), 3.0f)
        << "ball drawn around (" << ball.centroid.x << ", " << ball.centroid.y << "), expected at ("
        << disc.center.x << ", " << disc.center.y << ") for x = " << x;
    EXPECT_LT(other.total, 5) << "the ball is " << (red ? "blue" : "red");
  }

  std::string scene_;
};

// The closed form itself, against numbers worked by hand above.
TEST(MovingBallsClosedForm, FoldsTheStraightPathBackIntoTheRoom) {
  EXPECT_DOUBLE_EQ(BallXAfter(0), 0.0);
  EXPECT_DOUBLE_EQ(BallXAfter(5), 35.0);
  EXPECT_DOUBLE_EQ(BallXAfter(12), 84.0);
  EXPECT_DOUBLE_EQ(BallXAfter(13), 89.0);  // 91 folded: 1 past the wall, 1 back
  EXPECT_DOUBLE_EQ(BallXAfter(20), 40.0);
  EXPECT_DOUBLE_EQ(BallXAfter(45), -45.0);
  EXPECT_DOUBLE_EQ(BallXAfter(52), 4.0);  // u = 364: 94 on from the left wall, moving +x
  EXPECT_FALSE(BouncesInStep(12));
  EXPECT_TRUE(BouncesInStep(13));
  EXPECT_FALSE(BouncesInStep(14));
  EXPECT_FALSE(BouncesInStep(38));
  EXPECT_TRUE(BouncesInStep(39));
}

// Moving right, back from the right wall, back from the left wall.
TEST_F(MovingBallsWindow, TheBallIsDrawnWhereTheClosedFormPutsIt) {
  REQUIRE_DISPLAY();
  for (int frames : {5, 20, 45}) {
    ASSERT_FALSE(BouncesInStep(frames));
    ExpectBallAt(frames, false);
  }
}

// Red for the frame whose step held the bounce (13, and 39 off the left
// wall), blue the frames either side.
TEST_F(MovingBallsWindow, TheBallIsRedInTheFrameOfEachBounceOnly) {
  REQUIRE_DISPLAY();
  for (int frames : {12, 13, 14, 39}) {
    ExpectBallAt(frames, BouncesInStep(frames));
  }
}

TEST_F(MovingBallsWindow, ShippedMovingScenesRunWithoutGlErrors) {
  REQUIRE_DISPLAY();
  for (const char* scene :
       {"moving_balls_tunnelling", "moving_balls_room", "moving_balls_primitives"}) {
    const auto run = RunApp(
        {"--scene", std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/" + scene + ".json",
         "--frames", "20", "--width", "640", "--height", "480"});
    EXPECT_EQ(run.status, 0) << scene << ": " << run.err;
    EXPECT_EQ(run.err.find("GL error"), std::string::npos) << scene << ": " << run.err;
  }
}

// With a plugin whose time of impact forgets that ball b moves
// (tests/plugins/forgetful_plugin.c), the window checks the start state
// again under it and logs where it is not ours: on the primitives scene, h1
// (x = -60, v 10, r 3) and h2 (x = -40, v -10, r 4) close 13 units at 20
// a unit time, t = 0.65; h2 held still, h1 needs 1.3, past dt = 1.
TEST_F(MovingBallsWindow, APluginsTimeOfImpactIsCheckedBesideOursAndItsDisagreementLogged) {
  REQUIRE_DISPLAY();
  const auto run =
      RunApp({"--scene",
              std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/moving_balls_primitives.json",
              "--plugin", std::string(TEST_PLUGIN_DIR) + "/libforgetful_plugin.so", "--frames", "5",
              "--width", "640", "--height", "480"});
  EXPECT_EQ(run.status, 0) << run.err;
  const std::string line =
      "algorithms disagree on ball h1 and ball h2: analytic t = 0.65, "
      "forgetful no contact";
  EXPECT_NE(run.err.find(line), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find("GL error"), std::string::npos) << run.err;
}

// --select 3,4 solos balls 3 and 4, as a click on their row or a
// Shift+click on the second does: their two rows (analytic and sliced) are
// marked and only their two labels are drawn, the other balls', walls' and
// pillars' left out until Esc.
TEST(MovingBallsSolo, ASoloedPairOfBallsKeepsOnlyItsLabelsAndRows) {
  REQUIRE_DISPLAY();
  const auto run = RunApp({"--sample", "moving-balls", "--frames", "3", "--width", "800",
                           "--height", "600", "--stats", "--select", "3,4"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("selected 3 and 4"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2 of 8 pair rows marked"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("2 of 2 labels shown"), std::string::npos) << run.out;
}

}  // namespace
}  // namespace moving_balls_window_test
