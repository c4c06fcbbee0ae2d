#pragma once

// Counting the debug draw's colours in a screenshot near what a camera
// shows: around a world point, or along screen segments (a box's edges).

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <glm/glm.hpp>
#include <vector>

#include "collide/shapes/box.h"
#include "harness/draw/camera.h"
#include "screenshot_image.h"

namespace cli_testing {

struct Counts {
  int red = 0;
  int blue = 0;
  int yellow = 0;
  int green = 0;
  int orange = 0;
};

using ScreenSegment = std::array<glm::vec2, 2>;

// Pixels within `reach` of the screen segments (only those near them are
// looked at, not the whole image).
inline Counts CountNear(const Image& image, const std::vector<ScreenSegment>& segments,
                        float reach) {
  Counts counts;
  if (segments.empty()) {
    return counts;
  }
  glm::vec2 low = segments[0][0];
  glm::vec2 high = low;
  for (const auto& s : segments) {
    low = glm::min(low, glm::min(s[0], s[1]));
    high = glm::max(high, glm::max(s[0], s[1]));
  }
  const int x0 = std::max(0, static_cast<int>(low.x - reach) - 1);
  const int y0 = std::max(0, static_cast<int>(low.y - reach) - 1);
  const int x1 = std::min(image.width - 1, static_cast<int>(high.x + reach) + 1);
  const int y1 = std::min(image.height - 1, static_cast<int>(high.y + reach) + 1);
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      bool near = false;
      for (const auto& s : segments) {
        near = near || DistanceToSegment(glm::vec2(x, y), s[0], s[1]) <= reach;
      }
      if (near) {
        const unsigned char* p = image.At(x, y);
        counts.red += IsRed(p);
        counts.blue += IsBlue(p);
        counts.yellow += IsYellow(p);
        counts.green += IsGreen(p);
        counts.orange += IsOrange(p);
      }
    }
  }
  return counts;
}

// Pixels within `reach` of where the camera shows `world`.
inline Counts CountAround(const Image& image, const harness::Camera& camera, const glm::vec3& world,
                          float reach) {
  glm::vec2 at;
  EXPECT_TRUE(camera.WorldToScreen(world, &at));
  return CountNear(image, {ScreenSegment{at, at}}, reach);
}

// A box's twelve edges as the camera shows them.
inline std::vector<ScreenSegment> BoxEdges(const harness::Camera& camera,
                                           const collide::Aabb& box) {
  const collide::BoxCorners c = collide::Corners(box);
  std::vector<ScreenSegment> segments;
  for (const auto& edge : collide::kBoxEdges) {
    ScreenSegment s;
    EXPECT_TRUE(camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[0])]), &s[0]));
    EXPECT_TRUE(camera.WorldToScreen(glm::vec3(c[static_cast<size_t>(edge[1])]), &s[1]));
    segments.push_back(s);
  }
  return segments;
}

}  // namespace cli_testing
