// The expectation table's column widths kept between frames
// (widgets::ColumnWidthCache): measured again when the owner says its rows
// changed, so a longer cell is never cut by last frame's width, and not
// measured while they stay the same. One ImGui frame pair with no window
// system, read through the clipped-text counter (clipped_in_panel.h).
#include <gtest/gtest.h>
#include <imgui.h>

#include <string>
#include <vector>

#include "clipped_in_panel.h"
#include "harness/widgets/expectation_table.h"

namespace harness::widgets {
namespace column_width_cache_test {
namespace {

// CountClippedText's report of an expectation table of `rows` with `cache`
// in a 1200 x 400 window.
std::string ClippedIn(const std::vector<ExpectationRow>& rows, ColumnWidthCache& cache) {
  return testing::ClippedInPanel(
      [&] {
        ExpectationTableOptions options;
        options.widths = &cache;
        ExpectationTable(
            "pairs", rows.size(), [&](std::size_t i) -> const ExpectationRow& { return rows[i]; },
            options);
      },
      ImVec2(1200, 400));
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
