// PlaceLabels and its texts, with text measured as 7 pixels a character and
// 13 high: where each label goes is worked out by hand from the anchors.
#include "harness/draw/label_placement.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

namespace harness {
namespace label_placement_test {
namespace {

constexpr float kCharWidth = 7.0f;
constexpr float kLineHeight = 13.0f;
const Rect kArea{0.0f, 0.0f, 800.0f, 600.0f};

glm::vec2 Measure(std::string_view text) {
  return {kCharWidth * static_cast<float>(text.size()), kLineHeight};
}

LabelLayout Place(const std::vector<LabelRequest>& requests, const Rect& area = kArea) {
  return PlaceLabels(requests, area, Measure);
}

std::string Shared(std::vector<std::string_view> texts) {
  return SharedLabelText(texts);
}

TEST(SharedLabelText, NamesConsecutiveIdsOfOnePrefixAsARange) {
  EXPECT_EQ(Shared({"S5", "S0", "S6", "S4"}), "S0, S4-S6");
  EXPECT_EQ(Shared({"T7", "S2", "T4", "S1", "T5", "S3", "T6"}), "S1-S3, T4-T7");
}

TEST(SharedLabelText, ListsTwoInARowAndIdsWithoutANumber) {
  EXPECT_EQ(Shared({"b2", "a", "b1"}), "a, b1, b2");
  EXPECT_EQ(Shared({"x0", "y0", "z0", "d"}), "d, x0, y0, z0");
  // A leading zero is part of the name, not a number to count on from.
  EXPECT_EQ(Shared({"S01", "S02", "S03"}), "S01, S02, S03");
}

TEST(SharedLabelText, NamesATextOnce) {
  EXPECT_EQ(Shared({"P0", "P0"}), "P0");
  EXPECT_EQ(Shared({"q"}), "q");
}

TEST(HiddenLabelsText, CountsWithThousandsSeparators) {
  EXPECT_EQ(HiddenLabelsText(0), "");
  EXPECT_EQ(HiddenLabelsText(1), "1 label hidden");
  EXPECT_EQ(HiddenLabelsText(999), "999 labels hidden");
  EXPECT_EQ(HiddenLabelsText(99980), "99,980 labels hidden");
  EXPECT_EQ(HiddenLabelsText(1234567), "1,234,567 labels hidden");
}

TEST(PlaceLabels, ALabelWithRoomGoesJustAboveItsShapeCentredWithNoLeader) {
  const LabelLayout layout = Place({{{100.0f, 200.0f}, "S12", colors::kRed}});
  ASSERT_EQ(layout.labels.size(), 1u);
  const PlacedLabel& label = layout.labels[0];
  EXPECT_EQ(label.text, "S12");
  // 21 wide, 13 high, its bottom 3 above the anchor.
  EXPECT_FLOAT_EQ(label.box.x, 89.5f);
  EXPECT_FLOAT_EQ(label.box.y, 184.0f);
  EXPECT_FLOAT_EQ(label.box.width, 21.0f);
  EXPECT_FLOAT_EQ(label.box.height, 13.0f);
  EXPECT_FALSE(label.moved);
  EXPECT_EQ(label.color, colors::kRed);
  EXPECT_EQ(layout.shown, 1);
  EXPECT_EQ(layout.hidden, 0);
}

TEST(PlaceLabels, ShapesAtOnePlaceShareOneLabel) {
  // S0, S4, S5 and S6 within 3 pixels of (100, 100); S1 elsewhere; S2 four
  // pixels off, a place of its own.
  const LabelLayout layout = Place({{{100.0f, 100.0f}, "S0", colors::kWhite},
                                    {{300.0f, 300.0f}, "S1", colors::kWhite},
                                    {{101.0f, 101.0f}, "S4", colors::kWhite},
                                    {{100.0f, 100.0f}, "S5", colors::kWhite},
                                    {{100.0f, 102.5f}, "S6", colors::kWhite},
                                    {{500.0f, 104.0f}, "S2", colors::kWhite},
                                    {{500.0f, 100.0f}, "S3", colors::kWhite}});
  ASSERT_EQ(layout.labels.size(), 4u);
  EXPECT_EQ(layout.labels[0].text, "S0, S4-S6");
  EXPECT_EQ(layout.labels[0].count, 4);
  EXPECT_EQ(layout.labels[0].anchor, glm::vec2(100.0f, 100.0f));
  EXPECT_EQ(layout.labels[1].text, "S1");
  EXPECT_EQ(layout.labels[2].text, "S2");
  EXPECT_EQ(layout.labels[3].text, "S3");
  EXPECT_EQ(layout.shown, 7);
  EXPECT_EQ(layout.hidden, 0);
}

TEST(PlaceLabels, SharedLabelsOfMixedColoursAreWhite) {
  const LabelLayout layout =
      Place({{{100.0f, 100.0f}, "a", colors::kRed}, {{100.0f, 100.0f}, "b", colors::kBlue}});
  ASSERT_EQ(layout.labels.size(), 1u);
  EXPECT_EQ(layout.labels[0].color, colors::kWhite);
}

TEST(PlaceLabels, ALabelInTheWayOfAnotherMovesOffItWithALeaderLine) {
  // 10 pixels apart: B's place above it would cover A's label.
  const LabelLayout layout = Place(
      {{{100.0f, 100.0f}, "AAAA", colors::kWhite}, {{110.0f, 100.0f}, "BBBB", colors::kWhite}});
  ASSERT_EQ(layout.labels.size(), 2u);
  const PlacedLabel& a = layout.labels[0];
  const PlacedLabel& b = layout.labels[1];
  EXPECT_FALSE(a.moved);
  EXPECT_TRUE(b.moved);
  // Apart by at least kLabelSpacing, 2 pixels, so that they read as two.
  const Rect a_spaced{a.box.x - 2.0f, a.box.y - 2.0f, a.box.width + 4.0f, a.box.height + 4.0f};
  EXPECT_FALSE(a_spaced.Overlaps(b.box));
  // Neither label covers either shape's anchor.
  for (const PlacedLabel* label : {&a, &b}) {
    EXPECT_FALSE(label->box.Contains({100.0f, 100.0f}));
    EXPECT_FALSE(label->box.Contains({110.0f, 100.0f}));
  }
  // B is next to its shape: its leader starts on its box, near the anchor.
  const glm::vec2 start = b.LeaderStart();
  EXPECT_TRUE(b.box.Contains(start));
  EXPECT_LT(glm::distance(start, b.anchor), 3.0f * kLineHeight);
  EXPECT_EQ(layout.shown, 2);
}

TEST(PlaceLabels, LabelsKeepTwoPixelsApart) {
  // A's label spans x 86 to 114 above its shape; B's, 29 pixels right,
  // would start at 115, one pixel after it: close enough to read as one
  // word, so B's moves.
  const LabelLayout layout = Place(
      {{{100.0f, 100.0f}, "AAAA", colors::kWhite}, {{129.0f, 100.0f}, "BBBB", colors::kWhite}});
  ASSERT_EQ(layout.labels.size(), 2u);
  EXPECT_FLOAT_EQ(layout.labels[0].box.Right(), 114.0f);
  EXPECT_TRUE(layout.labels[1].moved);
  const Rect& a = layout.labels[0].box;
  const Rect& b = layout.labels[1].box;
  const Rect a_spaced{a.x - 2.0f, a.y - 2.0f, a.width + 4.0f, a.height + 4.0f};
  EXPECT_FALSE(a_spaced.Overlaps(b));
}

TEST(PlaceLabels, LabelsSideBySideKeepASpaceApart) {
  // three-planes (issue 35): "x1, t0, t1 meet" ended 3 pixels before
  // "t0, t1, t2 meet" began, and the two read as one line. A's label spans
  // x 86 to 114 above its shape; B's, 31 pixels right, would start at 117:
  // less than a space (7 pixels) after it, so B's moves.
  const LabelLayout layout = Place(
      {{{100.0f, 100.0f}, "AAAA", colors::kWhite}, {{131.0f, 100.0f}, "BBBB", colors::kWhite}});
  ASSERT_EQ(layout.labels.size(), 2u);
  const Rect& a = layout.labels[0].box;
  const Rect& b = layout.labels[1].box;
  EXPECT_FLOAT_EQ(a.Right(), 114.0f);
  EXPECT_TRUE(layout.labels[1].moved);
  const Rect a_spaced{a.x - kCharWidth, a.y - 2.0f, a.width + 2.0f * kCharWidth, a.height + 4.0f};
  EXPECT_FALSE(a_spaced.Overlaps(b));
  // 38 pixels right, B's starts at 124, a space after A's: it stays.
  const LabelLayout apart = Place(
      {{{100.0f, 100.0f}, "AAAA", colors::kWhite}, {{138.0f, 100.0f}, "BBBB", colors::kWhite}});
  ASSERT_EQ(apart.labels.size(), 2u);
  EXPECT_FALSE(apart.labels[1].moved);
}

TEST(PlaceLabels, ALabelAtTheAreasTopEdgeMovesInside) {
  const LabelLayout layout = Place({{{400.0f, 5.0f}, "top", colors::kWhite}});
  ASSERT_EQ(layout.labels.size(), 1u);
  EXPECT_TRUE(layout.labels[0].moved);
  EXPECT_GE(layout.labels[0].box.y, 0.0f);
}

TEST(PlaceLabels, ShapesOutsideTheAreaOrWithNoRoomLeftAreCountedHidden) {
  // 144 shapes 4 pixels apart fill the top left 53 x 53 of a 100 x 100
  // area: no label fits among them (each keeps 3 pixels clear around it),
  // so those shown lie right of or below the block, at most
  // (100^2 - 53^2) / (28 x 13) = 19 of them. A shape outside the area gets
  // none.
  std::vector<std::string> names;
  for (int i = 0; i < 144; ++i) {
    names.push_back("s" + std::to_string(100 + i));
  }
  std::vector<LabelRequest> requests;
  for (int i = 0; i < 144; ++i) {
    requests.push_back(
        {{6.0f + 4.0f * static_cast<float>(i % 12), 6.0f + 4.0f * static_cast<float>(i / 12)},
         names[static_cast<size_t>(i)],
         colors::kWhite});
  }
  requests.push_back({{500.0f, 500.0f}, "far", colors::kWhite});
  const LabelLayout layout = Place(requests, Rect{0.0f, 0.0f, 100.0f, 100.0f});
  EXPECT_GT(layout.shown, 0);
  EXPECT_LE(layout.shown, 19);
  EXPECT_EQ(layout.shown + layout.hidden, 145);
  ASSERT_EQ(static_cast<int>(layout.labels.size()), layout.shown);  // one shape each
  for (const PlacedLabel& label : layout.labels) {
    EXPECT_NE(label.text, "far");
    EXPECT_TRUE(label.box.x >= 53.0f || label.box.y >= 53.0f) << label.text;
    EXPECT_LE(label.box.Right(), 100.0f);
    EXPECT_LE(label.box.Bottom(), 100.0f);
  }
}

TEST(PlaceLabels, ACrowdIsPlacedQuicklyAndMostOfItHidden) {
  // 100,000 shapes over the area, as sphere-crowd's: after kGiveUpAfter
  // find no place the rest are not tried, but all are counted.
  std::vector<std::string> names;
  std::vector<LabelRequest> requests;
  names.reserve(100000);
  for (int i = 0; i < 100000; ++i) {
    names.push_back(std::to_string(i));
  }
  for (int64_t i = 0; i < 100000; ++i) {
    const auto x = static_cast<float>((i * 7919) % 800);
    const auto y = static_cast<float>((i * 104729) % 600);
    requests.push_back({{x, y}, names[static_cast<size_t>(i)], colors::kBlue});
  }
  const LabelLayout layout = Place(requests);
  EXPECT_GT(layout.hidden, 90000);
  EXPECT_EQ(layout.shown + layout.hidden, 100000);
}

}  // namespace
}  // namespace label_placement_test
}  // namespace harness
