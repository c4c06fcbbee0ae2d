// PairFocus: which pair a table row singles out, and how the view shades
// every shape, label and pair's mark by it. The faded colours are worked
// out here from the background and the faded share, not read back.
#include "harness/sample_api/pair_focus.h"

#include <gtest/gtest.h>

namespace harness {
namespace pair_focus_test {
namespace {

constexpr Color kRed = colors::kRed;

Color Faded(const Color& color) {
  const Color& bg = colors::kBackground;
  const float t = 0.75f;
  return {color.r + (bg.r - color.r) * t, color.g + (bg.g - color.g) * t,
          color.b + (bg.b - color.b) * t, 1.0f};
}

TEST(PairFocus, NothingViewedKeepsEveryShapeLabelAndMark) {
  const PairFocus focus;
  EXPECT_FALSE(focus.Viewed());
  EXPECT_TRUE(focus.Keeps("a"));
  EXPECT_EQ(focus.Shade("a", kRed), kRed);
  EXPECT_EQ(focus.LabelColor("a"), colors::kWhite);
  EXPECT_EQ(focus.PairShade("a", "b", kRed), kRed);
}

TEST(PairFocus, AHoveredRowFadesTheOthersAndDimsTheirLabels) {
  PairFocus focus;
  focus.Hover(IdPair{"b0", "floor"});
  EXPECT_EQ(focus.Shade("b0", kRed), kRed);
  EXPECT_EQ(focus.Shade("floor", kRed), kRed);
  EXPECT_EQ(focus.Shade("b1", kRed), Faded(kRed));
  EXPECT_EQ(focus.LabelColor("b1"), Faded(colors::kWhite));
  EXPECT_EQ(focus.PairShade("floor", "b0", kRed), kRed);  // either order
  EXPECT_EQ(focus.PairShade("b0", "b1", kRed), Faded(kRed));
}

TEST(PairFocus, ASoloedPairHidesTheOthersLabelsAndMarksUntilCleared) {
  PairFocus focus;
  focus.Click(IdPair{"drop", "box"});
  ASSERT_TRUE(focus.solo());
  EXPECT_EQ(*focus.solo(), (IdPair{"drop", "box"}));
  EXPECT_EQ(focus.Shade("bullet", kRed), Faded(kRed));
  EXPECT_EQ(focus.LabelColor("bullet"), std::nullopt);
  EXPECT_EQ(focus.LabelColor("box"), colors::kWhite);
  EXPECT_EQ(focus.PairShade("bullet", "ball", kRed), std::nullopt);
  // Hovering another row while solo'd views that row, dimmed not hidden.
  focus.Hover(IdPair{"bullet", "ball"});
  EXPECT_EQ(focus.LabelColor("drop"), Faded(colors::kWhite));
  focus.Hover(std::nullopt);
  EXPECT_TRUE(focus.ClearSolo());
  EXPECT_FALSE(focus.ClearSolo());  // a second Esc is the shell's: quit
  EXPECT_EQ(focus.LabelColor("bullet"), colors::kWhite);
}

TEST(PairFocus, ClickingTheSoloedRowAgainEndsTheSolo) {
  PairFocus focus;
  focus.Click(IdPair{"drop", "box"});
  focus.Click(IdPair{"box", "drop"});
  EXPECT_FALSE(focus.solo());
  focus.Click(IdPair{"drop", "box"});
  focus.Click(IdPair{"bullet", "ball"});
  ASSERT_TRUE(focus.solo());
  EXPECT_EQ(focus.solo()->a, "bullet");
}

TEST(PairFocus, AShiftClickSolosTwoShapesButNotAHandleOrAStranger) {
  std::vector<PickProxy> proxies(3);
  proxies[0].id = "drop";
  proxies[1].id = VelocityHandleId("drop");
  proxies[2].id = "box";
  PairFocus focus;
  EXPECT_FALSE(focus.SoloShapes(std::nullopt, "box", proxies));  // nothing selected first
  EXPECT_FALSE(focus.SoloShapes(std::string("drop"), "drop", proxies));
  EXPECT_FALSE(focus.SoloShapes(std::string("drop"), VelocityHandleId("drop"), proxies));
  EXPECT_FALSE(focus.SoloShapes(std::string("drop"), "ghost", proxies));
  EXPECT_FALSE(focus.solo());
  PickFocus shapes;
  shapes.Select(std::string("box"));
  EXPECT_EQ(focus.SelectedShapes(shapes), std::vector<std::string>{"box"});
  ASSERT_TRUE(focus.SoloShapes(std::string("drop"), "box", proxies));
  EXPECT_EQ(focus.SelectedShapes(shapes), (std::vector<std::string>{"drop", "box"}));
}

// The samples' Select and SelectAlso: a Shift+click on a second shape solos
// the two and says so, a click on empty space ends the solo and says so, a
// click on a shape only selects it.
TEST(PairFocus, ClicksSelectShiftClicksSoloAndAClickOnNothingEndsTheSolo) {
  std::vector<PickProxy> proxies(2);
  proxies[0].id = "drop";
  proxies[1].id = "box";
  PairFocus focus;
  PickFocus shapes;
  EXPECT_EQ(focus.Select(shapes, std::string("drop")), std::nullopt);
  EXPECT_EQ(shapes.selected, "drop");
  EXPECT_EQ(focus.SelectAlso(shapes, "box", proxies), "selected drop and box");
  EXPECT_EQ(shapes.selected, "box");
  ASSERT_TRUE(focus.solo());
  EXPECT_EQ(*focus.solo(), (IdPair{"drop", "box"}));
  EXPECT_EQ(focus.Select(shapes, std::string("drop")), std::nullopt) << "a shape keeps the solo";
  EXPECT_TRUE(focus.solo());
  EXPECT_EQ(focus.SelectAlso(shapes, "drop", proxies), std::nullopt) << "the same shape twice";
  EXPECT_EQ(focus.Select(shapes, std::nullopt), "cleared the selected pair");
  EXPECT_FALSE(focus.solo());
  EXPECT_EQ(shapes.selected, std::nullopt);
  EXPECT_EQ(focus.Select(shapes, std::nullopt), std::nullopt) << "nothing left to clear";
}

}  // namespace
}  // namespace pair_focus_test
}  // namespace harness
