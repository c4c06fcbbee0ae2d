#include "harness/shell/layout.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <string>
#include <utility>

namespace harness {
namespace layout_test {
namespace {

std::array<std::pair<const char*, Rect>, 5> Named(const PanelLayout& layout) {
  return {{{"menu bar", layout.menu_bar},
           {"browser", layout.browser},
           {"sample", layout.sample},
           {"log", layout.log},
           {"view", layout.view}}};
}

TEST(Layout, AtTheTutorialsSizeThePanelsLeaveAViewAndCoverNothing) {
  const PanelLayout layout = LayOutPanels(800, 600);
  EXPECT_EQ(layout.browser.x, 0);
  EXPECT_EQ(layout.browser.width, 190);
  EXPECT_EQ(layout.sample.Right(), 800);
  EXPECT_EQ(layout.sample.height, 600 - 19);  // below the menu bar
  EXPECT_EQ(layout.log.Bottom(), 600);
  EXPECT_EQ(layout.log.Right(), layout.sample.x);
  EXPECT_EQ(layout.view.x, layout.browser.Right());
  EXPECT_EQ(layout.view.Right(), layout.sample.x);
  EXPECT_EQ(layout.view.Bottom(), layout.log.y);
  EXPECT_EQ(layout.view.width, 360);
  EXPECT_EQ(layout.view.height, 600 - 19 - 120);
}

// The main menu bar is ImGui's frame height (19 at 100%: a 13-pixel font and
// 3 pixels of frame padding above and below; 28.5 at 150%, 38 at 200%): the
// panels and the view start below it, at the tutorial's size and at full HD,
// at every interface scale the issue names.
TEST(Layout, TheMenuBarRunsAlongTheTopAndEverythingElseStartsBelowIt) {
  struct Case {
    float width, height, scale, bar;
  };
  const Case cases[] = {{800, 600, 1.0f, 19.0f},   {800, 600, 1.5f, 28.5f},
                        {800, 600, 2.0f, 38.0f},   {1920, 1080, 1.0f, 19.0f},
                        {1920, 1080, 1.5f, 28.5f}, {1920, 1080, 2.0f, 38.0f}};
  for (const Case& c : cases) {
    SCOPED_TRACE(std::to_string(c.width) + "x" + std::to_string(c.height) + " at " +
                 std::to_string(c.scale));
    const float bar = std::floor(c.bar);
    for (int bits = 0; bits < 8; ++bits) {
      const PanelCollapse collapsed{(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
      const PanelLayout layout = LayOutPanels(c.width, c.height, collapsed, c.bar, c.scale);
      EXPECT_EQ(layout.menu_bar.x, 0);
      EXPECT_EQ(layout.menu_bar.y, 0);
      EXPECT_EQ(layout.menu_bar.width, c.width);
      EXPECT_EQ(layout.menu_bar.height, bar);
      EXPECT_EQ(layout.browser.y, bar);
      EXPECT_EQ(layout.sample.y, bar);
      EXPECT_GE(layout.view.y, bar);
      EXPECT_GT(layout.log.y, bar);
    }
  }
}

TEST(Layout, SizesFollowTheWindowWithinLimits) {
  const PanelLayout small = LayOutPanels(1280, 800);
  const PanelLayout large = LayOutPanels(1920, 1080);
  EXPECT_EQ(small.browser.width, 256);  // a fifth
  EXPECT_EQ(small.sample.width, 384);   // three tenths
  EXPECT_EQ(small.log.height, 160);     // a fifth of the height
  EXPECT_EQ(large.browser.width, 300);  // capped
  EXPECT_EQ(large.sample.width, 440);   // capped
  EXPECT_EQ(large.log.height, 216);
  EXPECT_GT(large.view.width, small.view.width);
}

TEST(Layout, NoTwoRectanglesOverlapAtAnySizeOrCollapse) {
  const std::pair<float, float> sizes[] = {{800, 600}, {1280, 800}, {1920, 1080},    {3840, 2160},
                                           {640, 480}, {320, 240},  {100, 1000},     {1000, 100},
                                           {1, 1},     {0, 0},      {801.5f, 599.5f}};
  for (const auto& [w, h] : sizes) {
    for (int bits = 0; bits < 8; ++bits) {
      const PanelCollapse collapsed{(bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0};
      const PanelLayout layout = LayOutPanels(w, h, collapsed);
      const auto named = Named(layout);
      for (size_t i = 0; i < named.size(); ++i) {
        const auto& [name, r] = named[i];
        SCOPED_TRACE(std::string(name) + " at " + std::to_string(w) + "x" + std::to_string(h) +
                     " collapsed " + std::to_string(bits));
        EXPECT_GE(r.x, 0.0f);
        EXPECT_GE(r.y, 0.0f);
        EXPECT_GE(r.width, 0.0f);
        EXPECT_GE(r.height, 0.0f);
        EXPECT_LE(r.Right(), std::max(w, 0.0f));
        EXPECT_LE(r.Bottom(), std::max(h, 0.0f));
        for (size_t j = i + 1; j < named.size(); ++j) {
          EXPECT_FALSE(r.Overlaps(named[j].second)) << "with " << named[j].first;
        }
      }
      if (w >= 320 && h >= 240) {
        EXPECT_GE(layout.view.width, 0.3f * w - 1.0f);
        // Less the menu bar, and a collapsed panel's title bar.
        EXPECT_GE(layout.view.height, 0.65f * h - 1.0f - 2.0f * kDefaultTitleBarHeight);
      }
    }
  }
}

TEST(Layout, ACollapsedPanelKeepsItsTitleBarAtItsEdgeAndGivesTheRestToTheView) {
  const PanelLayout open = LayOutPanels(800, 600);
  const PanelLayout log = LayOutPanels(800, 600, {false, false, true});
  EXPECT_EQ(log.log.height, kDefaultTitleBarHeight);
  EXPECT_EQ(log.log.Bottom(), 600);
  EXPECT_EQ(log.view.Bottom(), log.log.y);
  EXPECT_EQ(log.browser.Bottom(), log.log.y);
  EXPECT_GT(log.view.height, open.view.height);

  const PanelLayout browser = LayOutPanels(800, 600, {true, false, false});
  EXPECT_EQ(browser.browser.height, kDefaultTitleBarHeight);
  EXPECT_EQ(browser.view.x, 0);
  EXPECT_EQ(browser.view.y, 2 * kDefaultTitleBarHeight);  // the menu bar, then the title

  const PanelLayout sample = LayOutPanels(800, 600, {false, true, false});
  EXPECT_EQ(sample.sample.height, kDefaultTitleBarHeight);
  EXPECT_EQ(sample.sample.Right(), 800);
  EXPECT_EQ(sample.view.Right(), 800);
  EXPECT_EQ(sample.log.Right(), 800);
}

TEST(Rect, OverlapNeedsSharedAreaNotATouchingEdge) {
  const Rect a{0, 0, 10, 10};
  EXPECT_TRUE(a.Overlaps(Rect{5, 5, 10, 10}));
  EXPECT_FALSE(a.Overlaps(Rect{10, 0, 10, 10}));
  EXPECT_FALSE(a.Overlaps(Rect{0, 10, 10, 10}));
  EXPECT_TRUE(a.Contains(glm::vec2(10, 10)));
  EXPECT_FALSE(a.Contains(glm::vec2(10.5f, 3)));
}

TEST(Layout, TheSamplePanelIsAsWideAsItsSplitterLeftItWithinLimits) {
  // 1280x800 at scale 1: the browser takes 256, its share; the sides may
  // take 70% (896), so the sample panel up to 640; at least 250.
  const auto sample_width = [](float dragged) {
    return LayOutPanels(1280, 800, {}, kDefaultTitleBarHeight, 1.0f, dragged).sample;
  };
  EXPECT_EQ(sample_width(0.0f).width, 384.0f);  // not dragged: 30% of the width
  EXPECT_EQ(sample_width(500.0f).width, 500.0f);
  EXPECT_EQ(sample_width(500.0f).x, 780.0f);  // still docked to the right edge
  EXPECT_EQ(sample_width(100.0f).width, 250.0f);
  EXPECT_EQ(sample_width(5000.0f).width, 640.0f);
  // Twice the interface scale: the dragged width is at scale 1.
  EXPECT_EQ(LayOutPanels(1920, 1080, {}, kDefaultTitleBarHeight, 2.0f, 300.0f).sample.width,
            600.0f);
  const PanelLayout wide = LayOutPanels(1280, 800, {}, kDefaultTitleBarHeight, 1.0f, 640.0f);
  EXPECT_EQ(wide.view.x + wide.view.width, wide.sample.x);  // the view gives the room
}

}  // namespace
}  // namespace layout_test
}  // namespace harness
