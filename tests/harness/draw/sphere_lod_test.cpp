#include "harness/draw/sphere_lod.h"

#include <gtest/gtest.h>

#include <cmath>
#include <glm/gtc/matrix_transform.hpp>
#include <limits>
#include <vector>

namespace harness {
namespace sphere_lod_test {
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

// The thresholds are 12, 24 and 48 pixels of radius, times the factor.
TEST(SphereDetail, ThresholdsAreMultipliedByTheFactor) {
  EXPECT_EQ(DetailOf(11.9f, 1.0f), SphereDetail::kRing);
  EXPECT_EQ(DetailOf(12.0f, 1.0f), SphereDetail::kCoarse);
  EXPECT_EQ(DetailOf(24.0f, 1.0f), SphereDetail::kMedium);
  EXPECT_EQ(DetailOf(47.9f, 1.0f), SphereDetail::kMedium);
  EXPECT_EQ(DetailOf(48.0f, 1.0f), SphereDetail::kFine);
  EXPECT_EQ(DetailOf(23.0f, 2.0f), SphereDetail::kRing);
  EXPECT_EQ(DetailOf(24.0f, 2.0f), SphereDetail::kCoarse);
  EXPECT_EQ(DetailOf(95.0f, 2.0f), SphereDetail::kMedium);
  EXPECT_EQ(DetailOf(96.0f, 2.0f), SphereDetail::kFine);
  EXPECT_EQ(DetailOf(std::numeric_limits<float>::infinity(), 4.0f), SphereDetail::kFine);
}

// 100 px fine (1,248), 30 px medium (624), 5 px a ring (0): 1,872.
TEST(SphereDetailBudget, MeshesWithinTheBudgetKeepTheUsualThresholds) {
  const std::vector<float> pixels = {100.0f, 30.0f, 5.0f};
  EXPECT_EQ(MeshVertices(pixels, 1.0f), 1872);
  EXPECT_EQ(DetailScaleForBudget(pixels, 1872), 1.0f);
  EXPECT_EQ(DetailScaleForBudget({}, 0), 1.0f);
}

// 100, 60 and 30 px: fine, fine, medium, 3,120 vertices. As the factor
// grows, the first to drop are 60 px (60 / 48 = 1.25, to medium) and 30 px
// (30 / 24 = 1.25, to coarse), together: 1,248 + 624 + 120 = 1,992. The
// next step is 100 / 48 = 2.08.
TEST(SphereDetailBudget, OverTheBudgetTheThresholdsRiseJustEnough) {
  const std::vector<float> pixels = {100.0f, 60.0f, 30.0f};
  EXPECT_EQ(MeshVertices(pixels, 1.0f), 3120);
  for (const int budget : {3000, 2500, 1992}) {
    const float scale = DetailScaleForBudget(pixels, budget);
    EXPECT_NEAR(scale, 1.25f, 1e-4f) << budget;
    EXPECT_GT(scale, 1.25f) << budget;
    EXPECT_EQ(MeshVertices(pixels, scale), 1992) << budget;
  }
  EXPECT_EQ(MeshVertices(pixels, 1.2499f), 3120);
  // Under 1,992: 100 px drops to medium at 2.08 (1,368).
  const float scale = DetailScaleForBudget(pixels, 1991);
  EXPECT_NEAR(scale, 100.0f / 48.0f, 1e-4f);
  EXPECT_EQ(MeshVertices(pixels, scale), 1368);
}

// 40 px medium (624) and 20 px coarse (120). Both are rings once the
// factor passes 40 / 12 = 3.33 (20 px passes 20 / 12 = 1.67 earlier).
TEST(SphereDetailBudget, ANoVertexBudgetMakesEverySphereARingIfTheFactorAllows) {
  const std::vector<float> pixels = {40.0f, 20.0f};
  const float scale = DetailScaleForBudget(pixels, 0);
  EXPECT_NEAR(scale, 40.0f / 12.0f, 1e-4f);
  EXPECT_EQ(MeshVertices(pixels, scale), 0);
}

// The factor stops at 4 (rings below 48 px): 100 px is then medium (below
// 192), 60 px coarse (below 96), 30 px a ring: 744 vertices, over a budget
// of 0, which is then exceeded rather than drawing a sphere so big on screen
// as a point.
TEST(SphereDetailBudget, TheFactorIsCapped) {
  const std::vector<float> pixels = {100.0f, 60.0f, 30.0f};
  EXPECT_EQ(DetailScaleForBudget(pixels, 0), 4.0f);
  EXPECT_EQ(MeshVertices(pixels, 4.0f), 744);
}

// A centre at or behind the eye has no size on screen: always fine. 50 px
// goes medium at 50 / 48 = 1.04 (1,872) and coarse at 50 / 24 = 2.08
// (1,368), still over 1,300, and would be a ring only past 50 / 12 = 4.17.
TEST(SphereDetailBudget, ASphereAroundTheEyeStaysFine) {
  const float inf = std::numeric_limits<float>::infinity();
  const std::vector<float> pixels = {inf, 50.0f};
  EXPECT_EQ(MeshVertices(pixels, 1.0f), 2496);
  EXPECT_EQ(DetailScaleForBudget(pixels, 1300), 4.0f);
  EXPECT_EQ(MeshVertices(pixels, 4.0f), 1368);
  const float scale = DetailScaleForBudget(pixels, 1872);
  EXPECT_NEAR(scale, 50.0f / 48.0f, 1e-4f);
  EXPECT_EQ(MeshVertices(pixels, scale), 1872);
}

}  // namespace
}  // namespace sphere_lod_test
}  // namespace harness
