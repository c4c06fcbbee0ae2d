#include "harness/shell/ui_scale.h"

#include <gtest/gtest.h>

#include <cmath>

#include "harness/shell/layout.h"

namespace harness {
namespace ui_scale_test {
namespace {

TEST(StepUiScale, MovesOneStepOfTheLadder) {
  EXPECT_EQ(StepUiScale(1.0f, +1), 1.1f);
  EXPECT_EQ(StepUiScale(1.0f, -1), 0.9f);
  EXPECT_EQ(StepUiScale(1.0f, +3), 1.5f);  // 1.1, 1.25, 1.5
  EXPECT_EQ(StepUiScale(1.5f, -2), 1.1f);  // 1.25, 1.1
}

TEST(StepUiScale, StopsAtTheEnds) {
  EXPECT_EQ(StepUiScale(3.0f, +1), 3.0f);
  EXPECT_EQ(StepUiScale(0.5f, -1), 0.5f);
  EXPECT_EQ(StepUiScale(2.5f, +5), 3.0f);
}

TEST(StepUiScale, AScaleBetweenStepsGoesToTheNearestInThatDirection) {
  EXPECT_EQ(StepUiScale(1.05f, +1), 1.1f);
  EXPECT_EQ(StepUiScale(1.05f, -1), 1.0f);
  // Outside the range or nonsense: first brought into it.
  EXPECT_EQ(StepUiScale(7.0f, -1), 2.5f);
  EXPECT_EQ(StepUiScale(NAN, +1), 1.1f);
}

TEST(ComputeUiScale, X11AtTwiceTheDensity) {
  // Window coordinates are pixels: everything twice as large, the font
  // rasterised at 26 px and drawn 1:1.
  EXPECT_EQ(ComputeUiScale(2.0f, 1.0f, 1.0f), (UiScale{2.0f, 2.0f, 1.0f}));
}

TEST(ComputeUiScale, MacOsOrWaylandAtTwiceTheDensity) {
  // Window coordinates are logical, the framebuffer twice as large: sizes
  // stay, the font is rasterised at 26 px and drawn at half that in logical
  // units, one framebuffer pixel per texel.
  EXPECT_EQ(ComputeUiScale(2.0f, 2.0f, 1.0f), (UiScale{1.0f, 2.0f, 0.5f}));
}

TEST(ComputeUiScale, TheUserFactorMultiplies) {
  EXPECT_EQ(ComputeUiScale(1.0f, 1.0f, 1.5f), (UiScale{1.5f, 1.5f, 1.0f}));
  EXPECT_EQ(ComputeUiScale(2.0f, 1.0f, 1.25f), (UiScale{2.5f, 2.5f, 1.0f}));
}

TEST(ComputeUiScale, NonsenseCountsAsOne) {
  EXPECT_EQ(ComputeUiScale(0.0f, 1.0f, 1.0f), (UiScale{}));
  EXPECT_EQ(ComputeUiScale(1.0f, -2.0f, 1.0f), (UiScale{}));
  EXPECT_EQ(ComputeUiScale(INFINITY, 1.0f, NAN), (UiScale{}));
}

TEST(WindowToFramebuffer, ScalesByTheFramebufferOverTheWindow) {
  EXPECT_EQ(WindowToFramebuffer({100.0f, 50.0f}, {640, 400}, {1280, 800}),
            glm::vec2(200.0f, 100.0f));
  EXPECT_EQ(WindowToFramebuffer({100.0f, 50.0f}, {640, 400}, {640, 400}), glm::vec2(100.0f, 50.0f));
  // Minimised: nothing to scale by.
  EXPECT_EQ(WindowToFramebuffer({100.0f, 50.0f}, {0, 0}, {0, 0}), glm::vec2(100.0f, 50.0f));
}

TEST(LayOutPanels, AtTwiceTheScaleThePanelsAreWhatTheyAreAtHalfTheWindowDoubled) {
  // At 1280x800 and scale 2 the limits double: the browser at least 380
  // (190 x 2; a fifth of 1280 is only 256), the sample's panel at least 500,
  // the log at least 220 (110 x 2); together 880 <= 0.7 x 1280.
  const PanelLayout scaled = LayOutPanels(1280, 800, {}, 38.0f, 2.0f);
  EXPECT_EQ(scaled.browser.width, 380.0f);
  EXPECT_EQ(scaled.sample.width, 500.0f);
  EXPECT_EQ(scaled.log.height, 220.0f);
  const PanelLayout half = LayOutPanels(640, 400, {}, 19.0f, 1.0f);
  EXPECT_EQ(scaled.browser.width, 2.0f * half.browser.width);
  EXPECT_EQ(scaled.sample.width, 2.0f * half.sample.width);
  EXPECT_EQ(scaled.log.height, 2.0f * half.log.height);
}

}  // namespace
}  // namespace ui_scale_test
}  // namespace harness
