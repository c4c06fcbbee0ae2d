// The expectation table's column widths kept between frames
// (widgets::ColumnWidthCache): measured again when the owner says its rows
// changed, so a longer cell is never cut by last frame's width, and not
// measured while they stay the same. One ImGui frame pair with no window
// system, read through the clipped-text counter, as clip_meter_test.cpp.
#include <gtest/gtest.h>
#include <imgui.h>

#include <string>
#include <vector>

#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"

namespace harness::widgets {
namespace column_width_cache_test {
namespace {

// Two frames of an expectation table of `rows` with `cache` inside a 1200 x
// 400 window, and CountClippedText's report of the last.
std::string ClippedIn(const std::vector<ExpectationRow>& rows, ColumnWidthCache& cache) {
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  io.DisplaySize = ImVec2(1400, 600);
  io.DeltaTime = 1.0f / 60.0f;
  unsigned char* pixels = nullptr;
  int width = 0;
  int height = 0;
  io.Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
  std::string report;
  for (int frame = 0; frame < 2; ++frame) {
    ImGui::NewFrame();
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(1200, 400));
    ImGui::Begin("panel");
    ExpectationTableOptions options;
    options.widths = &cache;
    ExpectationTable(
        "pairs", rows.size(), [&](std::size_t i) -> const ExpectationRow& { return rows[i]; },
        options);
    ImGui::End();
    ImGui::Render();
    CountClippedText();
    report = ClippedReport();
  }
  ImGui::DestroyContext();
  return report;
}

ExpectationRow Row(std::string a) {
  ExpectationRow row;
  row.a = std::move(a);
  row.b = "b";
  row.algorithm = "sat";
  row.expected = row.actual = "apart";
  return row;
}

TEST(ColumnWidthCache, RowsThatChangedAreMeasuredAgain) {
  ColumnWidthCache cache;
  ASSERT_EQ(ClippedIn({Row("a")}, cache), "0");
  ASSERT_FALSE(cache.widths.empty());
  const std::vector<float> narrow = cache.widths;
  // The owner's rows now hold a far longer id, and it says so.
  ++cache.rows_version;
  EXPECT_EQ(ClippedIn({Row("a-shape-with-a-very-long-name")}, cache), "0");
  EXPECT_GT(cache.widths, narrow);
}

TEST(ColumnWidthCache, RowsThatDidNotChangeAreNotMeasuredAgain) {
  ColumnWidthCache cache;
  ASSERT_EQ(ClippedIn({Row("a-shape-with-a-very-long-name")}, cache), "0");
  const std::vector<float> wide = cache.widths;
  // Same version: the widths are last frame's, whatever the rows hold.
  EXPECT_EQ(ClippedIn({Row("a")}, cache), "0");
  EXPECT_EQ(cache.widths, wide);
}

}  // namespace
}  // namespace column_width_cache_test
}  // namespace harness::widgets
