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

// A 90-degree view from (0, 0, 10) towards the origin, near 0.1, far 100:
// at depth d the view is d wide either side, its side planes at 45 degrees.
class ViewFrustumTest : public ::testing::Test {
 protected:
  const glm::mat4 view_projection_ =
      glm::perspective(glm::radians(90.0f), 1.0f, 0.1f, 100.0f) *
      glm::lookAt(glm::vec3(0, 0, 10), glm::vec3(0), glm::vec3(0, 1, 0));
  const ViewFrustum frustum_{view_projection_};
};

TEST_F(ViewFrustumTest, ASphereInFrontIsKept) {
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(0), 1.0f));
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(5, -5, -20), 0.5f));
}

TEST_F(ViewFrustumTest, ASphereBehindTheEyeIsExcluded) {
  EXPECT_TRUE(frustum_.Excludes(glm::vec3(0, 0, 20), 1.0f));
  // Spanning z 10 to 12, wholly behind the near plane at z 9.9.
  EXPECT_TRUE(frustum_.Excludes(glm::vec3(0, 0, 11), 1.0f));
  // Spanning z 9.5 to 11.5: it reaches in front of the near plane.
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(0, 0, 10.5f), 1.0f));
}

TEST_F(ViewFrustumTest, ASphereBesideTheViewIsExcludedOnlyWhenWhollyOutside) {
  // The right plane x = 10 - z: (11.5, 0, 0) is 1.5 / sqrt(2) = 1.06 outside
  // it, (11.3, 0, 0) 0.92.
  EXPECT_TRUE(frustum_.Excludes(glm::vec3(11.5f, 0, 0), 1.0f));
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(11.3f, 0, 0), 1.0f));
  EXPECT_TRUE(frustum_.Excludes(glm::vec3(0, -11.5f, 0), 1.0f));
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(0, -11.3f, 0), 1.0f));
}

TEST_F(ViewFrustumTest, ASphereBeyondTheFarPlaneIsExcluded) {
  // The far plane is at z = 10 - 100 = -90.
  EXPECT_TRUE(frustum_.Excludes(glm::vec3(0, 0, -91.5f), 1.0f));
  EXPECT_FALSE(frustum_.Excludes(glm::vec3(0, 0, -90.5f), 1.0f));
}

TEST(ViewFrustum, ABrokenMatrixExcludesNothing) {
  const ViewFrustum zero(glm::mat4(0.0f));
  EXPECT_FALSE(zero.Excludes(glm::vec3(0), 1.0f));
  EXPECT_FALSE(zero.Excludes(glm::vec3(1e6f), 1.0f));
}

}  // namespace
}  // namespace harness
