// The impact-search sample in a window (scripts/test.sh provides Xvfb): each
// method's answer is drawn as a ghost in its colour where it says the moving
// sphere first touches its target, worked out by hand below (the exact one
// green, sliced orange, linear yellow, binary magenta, none where a method
// misses), and the targets, which are touched within the step, are red.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>
#include <vector>

#include "run_app.h"
#include "sample_camera.h"
#include "screenshot_image.h"

namespace impact_search_window_test {
namespace {

using cli_testing::Image;
using cli_testing::IsGreen;
using cli_testing::IsRed;
using cli_testing::LoadPng;
using cli_testing::RunApp;

constexpr int kWidth = 1280;
constexpr int kHeight = 800;
constexpr int kFrames = 3;

// One run of the sample, its last frame and its camera, shared by the tests
// below: each reads the same frame a different way.
struct Shot {
  int status = 0;
  std::string err;
  Image image;
  harness::Camera camera;
};

const Shot& ImpactSearchShot() {
  static const Shot kShot = [] {
    Shot shot;
    const std::string png = ::testing::TempDir() + "/impact_search.png";
    const auto run =
        RunApp({"--sample", "impact-search", "--frames", std::to_string(kFrames), "--width",
                std::to_string(kWidth), "--height", std::to_string(kHeight), "--screenshot", png});
    shot.status = run.status;
    shot.err = run.err;
    if (run.status == 0) {
      shot.image = LoadPng(png);
    }
    shot.camera = cli_testing::CameraAfterFrames("impact-search", kWidth, kHeight, kFrames);
    return shot;
  }();
  return kShot;
}

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

// The methods' colours (impact_search_world.cpp's MethodColor) as read back
// from a screenshot: sliced orange (1, 0.55, 0), linear yellow (1, 1, 0.2),
// binary magenta (1, 0.35, 1). Red and blue are the shapes'; the faint end
// spheres and the background are none of these.
bool IsOrange(const unsigned char* p) {
  return p[0] > 200 && p[1] > 100 && p[1] < 180 && p[2] < 60;
}
bool IsYellow(const unsigned char* p) {
  return p[0] > 200 && p[1] > 200 && p[2] < 90;
}
bool IsMagenta(const unsigned char* p) {
  return p[0] > 200 && p[1] > 50 && p[1] < 130 && p[2] > 200;
}

struct Found {
  int count = 0;
  glm::vec2 centroid{0.0f};  // of the pixels found
  glm::vec2 expected{0.0f};  // the disc's centre, projected
};

// Pixels of `is` within the screen disc of a ghost sphere of `radius` at
// `center` (as CountInDisc), less those within 4 pixels of the screen line
// of the path from `path_from` to `path_to`: the test points lie on it, in
// the methods' colours. A wire sphere's pixels are spread evenly about its
// centre, so their centroid is where it was drawn.
template <typename Is>
Found FindGhost(const Image& image, const harness::Camera& camera, const glm::vec3& center,
                float radius, const glm::vec3& path_from, const glm::vec3& path_to, Is is) {
  Found found;
  glm::vec2 edge;
  glm::vec2 a;
  glm::vec2 b;
  EXPECT_TRUE(camera.WorldToScreen(center, &found.expected));
  EXPECT_TRUE(camera.WorldToScreen(center + glm::vec3(0.0f, radius, 0.0f), &edge));
  EXPECT_TRUE(camera.WorldToScreen(path_from, &a));
  EXPECT_TRUE(camera.WorldToScreen(path_to, &b));
  const glm::vec2 at = found.expected;
  const float r = glm::length(edge - at) + 1.5f;
  glm::vec2 sum(0.0f);
  for (int y = std::max(0, static_cast<int>(at.y - r));
       y <= std::min(image.height - 1, static_cast<int>(at.y + r)); ++y) {
    for (int x = std::max(0, static_cast<int>(at.x - r));
         x <= std::min(image.width - 1, static_cast<int>(at.x + r)); ++x) {
      const glm::vec2 p(x, y);
      if (glm::length(p - at) <= r && cli_testing::DistanceToSegment(p, a, b) > 4.0f &&
          is(image.At(x, y))) {
        ++found.count;
        sum += p;
      }
    }
  }
  if (found.count > 0) {
    found.centroid = sum / static_cast<float>(found.count);
  }
  return found;
}

TEST(ImpactSearchWindow, TheExactContactIsAGreenGhostWhereTheSpheresFirstTouch) {
  REQUIRE_DISPLAY();
  const Shot& shot = ImpactSearchShot();
  ASSERT_EQ(shot.status, 0) << shot.err;
  const Image& image = shot.image;
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera& camera = shot.camera;

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

TEST(ImpactSearchWindow, EachSearchsGhostIsDrawnWhereItsAnswerPutsItInItsColour) {
  REQUIRE_DISPLAY();
  const Shot& shot = ImpactSearchShot();
  ASSERT_EQ(shot.status, 0) << shot.err;
  const Image& image = shot.image;
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera& camera = shot.camera;

  // The built-in layout's answers, worked by hand in impact_search_world.cpp
  // (DefaultLayout), each ghost at the mover's centre at its time (dt 1).
  // The bullet (r 0.5) from (-10.6, 1.44, 0) at 12 along x: linear at
  // t = 25/48, x = -10.6 + 6.25 = -4.35; binary at t = 0.5, x = -4.6;
  // sliced misses it (the pass falls between two slices): no ghost.
  const glm::vec3 bullet_from(-10.6f, 1.44f, 0.0f);
  const glm::vec3 bullet_to(1.4f, 1.44f, 0.0f);
  // The drop (r 0.6) from (5.2, 5.8, 1.4) at 8 down y: sliced at t = 0.6,
  // y = 5.8 - 4.8 = 1; linear at t = 0.5625, y = 1.3; binary at
  // t = 0.53125, y = 1.55.
  const glm::vec3 drop_from(5.2f, 5.8f, 1.4f);
  const glm::vec3 drop_to(5.2f, -2.2f, 1.4f);
  // Every method's answer for the pair, the exact one at the contact
  // worked out above: a ghost must be nearer its own answer than any other
  // answer it can be told from (3 pixels apart on screen or more; the
  // bullet's linear and exact answers are 0.07 apart, under 2 pixels).
  const glm::vec3 bullet_answers[] = {
      {-4.35f, 1.44f, 0.0f}, {-4.6f, 1.44f, 0.0f}, {-4.42f, 1.44f, 0.0f}};
  const glm::vec3 drop_answers[] = {
      {5.2f, 1.0f, 1.4f}, {5.2f, 1.3f, 1.4f}, {5.2f, 1.55f, 1.4f}, {5.2f, 1.4f, 1.4f}};
  struct Ghost {
    const char* what;
    glm::vec3 center;
    bool bullet;  // else the drop
    bool (*is)(const unsigned char*);
  };
  const Ghost ghosts[] = {
      {"bullet, linear (yellow)", bullet_answers[0], true, IsYellow},
      {"bullet, binary (magenta)", bullet_answers[1], true, IsMagenta},
      {"drop, sliced (orange)", drop_answers[0], false, IsOrange},
      {"drop, linear (yellow)", drop_answers[1], false, IsYellow},
      {"drop, binary (magenta)", drop_answers[2], false, IsMagenta},
  };
  for (const Ghost& ghost : ghosts) {
    SCOPED_TRACE(ghost.what);
    const float radius = ghost.bullet ? 0.5f : 0.6f;
    const Found found =
        FindGhost(image, camera, ghost.center, radius, ghost.bullet ? bullet_from : drop_from,
                  ghost.bullet ? bullet_to : drop_to, ghost.is);
    // A wire sphere 25 to 40 pixels across: over a hundred pixels.
    ASSERT_GT(found.count, 60);
    // Within 4 pixels: the ghosts drawn after it, their outlines too
    // (sphere_lod.h), hide a little of it; nearer its own answer than any
    // other, below, is what tells them apart.
    const float off = glm::length(found.centroid - found.expected);
    EXPECT_LT(off, 4.0f);
    const auto answers =
        ghost.bullet ? std::vector<glm::vec3>(std::begin(bullet_answers), std::end(bullet_answers))
                     : std::vector<glm::vec3>(std::begin(drop_answers), std::end(drop_answers));
    for (const glm::vec3& other : answers) {
      glm::vec2 at;
      ASSERT_TRUE(camera.WorldToScreen(other, &at));
      if (glm::length(at - found.expected) >= 3.0f) {
        EXPECT_LT(off, glm::length(found.centroid - at))
            << "nearer the answer at " << other.x << ", " << other.y << ", " << other.z;
      }
    }
  }
  // Sliced misses the bullet's pass: no orange ghost where the others are
  // (its orange test points, on the path, are left out).
  EXPECT_EQ(
      FindGhost(image, camera, bullet_answers[2], 0.5f, bullet_from, bullet_to, IsOrange).count, 0);
}

// --select drop,box solos that pair, as a click on its row or a Shift+click
// on the two shapes does: the bullet's ghosts go (its linear answer's
// yellow is gone from where the shot above finds it) and the drop's stay;
// the bullet and ball lose their labels, and the pair's four rows are
// marked. Its Why opens on the sliced search's deciding step beside the
// linear search's step of the same number (they disagree), each drawing the
// drop ("A") and the box ("B").
TEST(ImpactSearchWindow, ASoloedPairKeepsItsGhostsAndTheOthersGo) {
  REQUIRE_DISPLAY();
  const std::string png = ::testing::TempDir() + "/impact_search_solo.png";
  const auto run = RunApp({"--sample", "impact-search", "--frames", std::to_string(kFrames),
                           "--width", std::to_string(kWidth), "--height", std::to_string(kHeight),
                           "--stats", "--select", "drop,box", "--screenshot", png});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("selected drop and box"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("4 of 8 pair rows marked"), std::string::npos) << run.out;
  // Of 11 labels (bullet, drop, ball, box, seven answers): drop, box and
  // the drop's four answers; and the Why's A and B of each search.
  EXPECT_NE(run.out.find("10 of 10 labels shown"), std::string::npos) << run.out;
  const Image image = LoadPng(png);
  ASSERT_EQ(image.width, kWidth);
  const harness::Camera camera =
      cli_testing::CameraAfterFrames("impact-search", kWidth, kHeight, kFrames);
  const glm::vec3 bullet_from(-10.6f, 1.44f, 0.0f), bullet_to(1.4f, 1.44f, 0.0f);
  const glm::vec3 drop_from(5.2f, 5.8f, 1.4f), drop_to(5.2f, -2.2f, 1.4f);
  EXPECT_EQ(
      FindGhost(image, camera, {-4.35f, 1.44f, 0.0f}, 0.5f, bullet_from, bullet_to, IsYellow).count,
      0);
  EXPECT_GT(FindGhost(image, camera, {5.2f, 1.3f, 1.4f}, 0.6f, drop_from, drop_to, IsYellow).count,
            60);
}

}  // namespace
}  // namespace impact_search_window_test
