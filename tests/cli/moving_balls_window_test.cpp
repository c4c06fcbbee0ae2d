// The moving-balls sample in a window (scripts/test.sh provides Xvfb): read
// back from screenshots after 5 and 60 frames, the balls are drawn where the
// simulation has them, and they have moved. The same sample, built here with
// a recording Draw and stepped frame by frame as the app does (fixed 1/60 s
// frames, one step each), says where.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "../harness/test_host.h"
#include "harness/camera.h"
#include "harness/sample.h"
#include "run_app.h"
#include "screenshot_image.h"

namespace {

using cli_testing::Image;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;

// The balls' wireframe blue; trails are a paler blue mixed with the
// background and do not count.
bool IsBallBlue(const unsigned char* p) {
  return p[2] > 200 && p[0] < 40 && p[1] < 40;
}

bool IsBallRed(const unsigned char* p) {
  return p[0] > 200 && p[1] < 40 && p[2] < 40;
}

struct Disc {
  glm::vec2 center;
  float radius;
  bool red;  // in contact during the last step
};

// The sample in-process, stepped frame by frame as the app does (fixed
// 1/60 s frames, one step each), to say where the window shows the balls.
class SampleRun {
 public:
  SampleRun() : sample_(harness::SampleRegistry::Get().Find("moving-balls")->create(host_)) {
    sample_->Initialize(kWidth, kHeight);
  }

  void AdvanceTo(int frame) {
    for (; frame_ < frame; ++frame_) {
      host_.camera().Update(1.0f / 60.0f);
      sample_->Update(1.0f / 60.0f);
    }
  }

  // The balls clear of the panels (samples top left, the sample's panel on
  // the right, the log at the bottom), as drawn now.
  std::vector<Disc> Balls() {
    host_.recorded().Clear();
    sample_->Render();
    const harness::Camera& camera = host_.camera();
    const glm::mat4 view = camera.View();
    const glm::vec3 up(view[0][1], view[1][1], view[2][1]);
    std::vector<Disc> discs;
    const auto& spheres = host_.recorded().spheres;
    for (size_t i = 0; i < 10 && i < spheres.size(); ++i) {
      glm::vec2 center, edge;
      if (!camera.WorldToScreen(spheres[i].center, kWidth, kHeight, &center) ||
          !camera.WorldToScreen(spheres[i].center + up * spheres[i].radius, kWidth, kHeight,
                                &edge)) {
        continue;
      }
      const float radius = glm::length(edge - center);
      const bool clear = center.x - radius > 280 && center.x + radius < kWidth - 400 &&
                         center.y - radius > 0 && center.y + radius < kHeight - 180;
      if (clear) {
        const harness::Color& c = spheres[i].color;
        discs.push_back({center, radius, c.r > 0.9f && c.g < 0.1f && c.b < 0.1f});
      }
    }
    return discs;
  }

 private:
  harness::testing::TestHost host_;
  std::unique_ptr<harness::Sample> sample_;
  int frame_ = 0;
};

std::vector<Disc> ExpectedBalls(int frames) {
  SampleRun run;
  run.AdvanceTo(frames);
  return run.Balls();
}

template <typename Is>
int CountIn(const Image& image, const Disc& d, Is is) {
  int count = 0;
  for (int y = static_cast<int>(d.center.y - d.radius); y <= d.center.y + d.radius; ++y) {
    for (int x = static_cast<int>(d.center.x - d.radius); x <= d.center.x + d.radius; ++x) {
      if (x >= 0 && y >= 0 && x < image.width && y < image.height &&
          glm::length(glm::vec2(x, y) - d.center) <= d.radius) {
        count += is(image.At(x, y));
      }
    }
  }
  return count;
}

Image Screenshot(int frames, const std::vector<std::string>& extra = {}) {
  const std::string png = ::testing::TempDir() + "/moving_balls_" + std::to_string(frames) + ".png";
  std::vector<std::string> args = {"--sample",     "moving-balls",
                                   "--frames",     std::to_string(frames),
                                   "--width",      std::to_string(kWidth),
                                   "--height",     std::to_string(kHeight),
                                   "--screenshot", png};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto run = RunApp(args);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err.find("GL error"), std::string::npos) << run.err;
  return LoadPng(png);
}

TEST(MovingBallsWindow, BallsAreDrawnWhereTheSimulationHasThemAndMove) {
  REQUIRE_DISPLAY();
  const Image early = Screenshot(5);
  const Image late = Screenshot(60);
  ASSERT_EQ(early.width, kWidth);
  ASSERT_EQ(late.width, kWidth);
  const std::vector<Disc> at5 = ExpectedBalls(5);
  const std::vector<Disc> at60 = ExpectedBalls(60);
  ASSERT_GE(at5.size(), 6u);
  ASSERT_GE(at60.size(), 6u);
  for (const Disc& d : at5) {
    EXPECT_GT(CountIn(early, d, IsBallBlue), 20) << "ball at " << d.center.x << "," << d.center.y;
  }
  for (const Disc& d : at60) {
    EXPECT_GT(CountIn(late, d, IsBallBlue), 20) << "ball at " << d.center.x << "," << d.center.y;
  }
  // In 55 steps the balls fell about 30 units (gravity 0.05, step 0.6) and
  // the view turned: the discs they filled at frame 5 differ at frame 60.
  int changed = 0;
  int total = 0;
  for (const Disc& d : at5) {
    for (int y = static_cast<int>(d.center.y - d.radius); y <= d.center.y + d.radius; ++y) {
      for (int x = static_cast<int>(d.center.x - d.radius); x <= d.center.x + d.radius; ++x) {
        ++total;
        changed += IsBallBlue(early.At(x, y)) != IsBallBlue(late.At(x, y));
      }
    }
  }
  EXPECT_GT(changed, total / 50) << changed << " of " << total;
}

// A ball is red for the frame whose step held a contact. The sample, run
// here, finds the first frame (from 100 on) at which a ball clear of the
// panels has just bounced; the window's frame there shows it red.
TEST(MovingBallsWindow, ABouncingBallIsDrawnRedInTheFrameOfItsContact) {
  REQUIRE_DISPLAY();
  int frame = 0;
  std::vector<Disc> discs;
  SampleRun run;
  for (int f = 100; f <= 900 && frame == 0; f += 10) {
    run.AdvanceTo(f);
    discs = run.Balls();
    if (std::any_of(discs.begin(), discs.end(), [](const Disc& d) { return d.red; })) {
      frame = f;
    }
  }
  ASSERT_NE(frame, 0) << "no visible contact in 900 frames";
  const Image image = Screenshot(frame);
  ASSERT_EQ(image.width, kWidth);
  for (const Disc& d : discs) {
    if (d.red) {
      EXPECT_GT(CountIn(image, d, IsBallRed), 20)
          << "frame " << frame << ": ball at " << d.center.x << "," << d.center.y;
      EXPECT_LT(CountIn(image, d, IsBallBlue), 5) << "frame " << frame;
    }
  }
}

TEST(MovingBallsWindow, ShippedMovingScenesRunWithoutGlErrors) {
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

}  // namespace
