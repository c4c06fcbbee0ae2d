// The clipped-text counter (widgets/clip_meter.h) on tables: a cell or a
// header cut by a column too narrow for it is counted, and named; the same
// table with room for its text counts nothing. One ImGui frame with no
// window system, as panel_frame.h runs a sample's panel.
#include <gtest/gtest.h>
#include <imgui.h>

#include <functional>
#include <string>

#include "clipped_in_panel.h"
#include "harness/widgets/clip_meter.h"

namespace harness::widgets {
namespace clip_meter_test {
namespace {

// CountClippedText's report of `draw` in a 600 x 400 window "panel".
std::string ClippedIn(const std::function<void()>& draw) {
  return testing::ClippedInPanel(draw);
}

// A two-column table: "id" 200 pixels wide, and "n" `n_width` wide holding
// `cell`; with a header row when `header`.
void Table(float n_width, const char* cell, bool header) {
  if (ImGui::BeginTable("pairs", 2, ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit)) {
    ImGui::TableSetupColumn("id", ImGuiTableColumnFlags_WidthFixed, 200.0f);
    ImGui::TableSetupColumn("n", ImGuiTableColumnFlags_WidthFixed, n_width);
    if (header) {
      ImGui::TableHeadersRow();
    }
    ImGui::TableNextRow();
    ImGui::TableNextColumn();
    ImGui::TextUnformatted("a");
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(cell);
    ImGui::EndTable();
  }
}

constexpr const char* kLongCell = "a sentence far wider than thirty pixels";

TEST(ClipMeter, ACellCutByANarrowColumnIsCountedAndNamed) {
  EXPECT_EQ(ClippedIn([] { Table(30.0f, kLongCell, false); }), "1 (column n of panel)");
  // The same text in a column wide enough for it: nothing is cut.
  EXPECT_EQ(ClippedIn([] { Table(380.0f, kLongCell, false); }), "0");
}

TEST(ClipMeter, ACutCellIsCountedWhenItsHeaderFits) {
  // The header "n" fits a 30-pixel column; the cell below it does not.
  EXPECT_EQ(ClippedIn([] { Table(30.0f, kLongCell, true); }), "1 (column n of panel)");
  EXPECT_EQ(ClippedIn([] { Table(30.0f, "7", true); }), "0");
}

TEST(ClipMeter, AHeaderWiderThanItsColumnIsCounted) {
  const auto table = [](float width) {
    if (ImGui::BeginTable("outcomes", 1, ImGuiTableFlags_SizingFixedFit)) {
      ImGui::TableSetupColumn("expected outcome", ImGuiTableColumnFlags_WidthFixed, width);
      ImGui::TableHeadersRow();
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      ImGui::TextUnformatted("1");
      ImGui::EndTable();
    }
  };
  EXPECT_EQ(ClippedIn([&] { table(20.0f); }), "1 (header of column expected outcome of panel)");
  EXPECT_EQ(ClippedIn([&] { table(300.0f); }), "0");
}

// The sample list's key hint (issue 35) ran off the Samples panel's bottom
// at 1920x1080, which a count of the right edge alone never saw.
TEST(ClipMeter, AHintCutByTheWindowsBottomIsCountedAndNamed) {
  const auto hint_after = [](float height) {
    return [height] {
      ImGui::Dummy(ImVec2(10.0f, height));
      HintParagraph("N / P: next / previous, R: restart, Esc: quit");
    };
  };
  // The 400-pixel window's bottom edge cuts a hint 380 pixels down, and
  // hides one 500 pixels down.
  EXPECT_EQ(ClippedIn(hint_after(380.0f)), "1 (hint of panel)");
  EXPECT_EQ(ClippedIn(hint_after(500.0f)), "1 (hint of panel)");
  // At the top, it reads whole.
  EXPECT_EQ(ClippedIn(hint_after(10.0f)), "0");
}

// A sample's title past the Samples panel's right edge ("Moving balls
// (Magic R") is counted in a panel that does not scroll sideways.
TEST(ClipMeter, TextPastTheRightEdgeIsCountedAndNamed) {
  EXPECT_EQ(ClippedIn([] { ImGui::Selectable(std::string(120, 'w').c_str()); }),
            "1 (content of panel)");
  EXPECT_EQ(ClippedIn([] { ImGui::Selectable("Moving balls (Magic Room)"); }), "0");
}

}  // namespace
}  // namespace clip_meter_test
}  // namespace harness::widgets
