#include "harness/sphere_lod.h"

#include <gtest/gtest.h>

#include <cmath>
#include <glm/gtc/matrix_transform.hpp>

namespace harness {
namespace {

// A 90-degree field of view (tan 45 = 1) over 600 pixels: at distance 10, a
// radius-1 sphere spans 1/10 of half the height, 30 pixels.
TEST(SphereLod, RadiusInPixelsIsRadiusOverDistanceTimesHalfTheHeight) {
  const glm::mat4 projection = glm::perspective(glm::radians(90.0f), 1.5f, 0.1f, 100.0f);
  const glm::mat4 view = glm::lookAt(glm::vec3(0, 0, 10), glm::vec3(0), glm::vec3(0, 1, 0));
  EXPECT_NEAR(ProjectedRadiusPixels(projection * view, glm::vec3(0), 1.0f, 600.0f), 30.0f, 1e-3f);
  // Twice as far, half the size; off the axis, the same depth gives the same size.
  EXPECT_NEAR(ProjectedRadiusPixels(projection * view, glm::vec3(0, 0, -10), 1.0f, 600.0f), 15.0f,
              1e-3f);
  EXPECT_NEAR(ProjectedRadiusPixels(projection * view, glm::vec3(4, -3, 0), 2.0f, 600.0f), 60.0f,
              1e-3f);
}

TEST(SphereLod, ARotatedViewGivesTheSameSize) {
  const glm::mat4 projection = glm::perspective(glm::radians(60.0f), 1.0f, 0.1f, 100.0f);
  const glm::mat4 view = glm::lookAt(glm::vec3(6, 8, 0), glm::vec3(0), glm::vec3(0, 1, 0));
  // Distance 10; tan 30 = 1/sqrt(3): 1 / (10 / sqrt(3)) * 400 = 69.28 pixels.
  EXPECT_NEAR(ProjectedRadiusPixels(projection * view, glm::vec3(0), 1.0f, 800.0f),
              400.0f * std::sqrt(3.0f) / 10.0f, 1e-2f);
}

TEST(SphereLod, ACentreBehindTheEyeIsNeverARing) {
  const glm::mat4 projection = glm::perspective(glm::radians(90.0f), 1.0f, 0.1f, 100.0f);
  const glm::mat4 view = glm::lookAt(glm::vec3(0, 0, 10), glm::vec3(0), glm::vec3(0, 1, 0));
  EXPECT_TRUE(
      std::isinf(ProjectedRadiusPixels(projection * view, glm::vec3(0, 0, 20), 1.0f, 600.0f)));
}

}  // namespace
}  // namespace harness
