// Paragraphs wrap between words only (widgets/clip_meter.h): a number is
// never split at its '.', as ImGui's own wrapping splits "0.00001". Widths
// here are 1 per character, so each expected line is counted by hand.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "harness/widgets/clip_meter.h"

namespace harness {
namespace paragraph_lines_test {
namespace {

float Characters(std::string_view text) {
  return static_cast<float>(text.size());
}

TEST(ParagraphLines, ANumberIsNeverSplitAtItsPoint) {
  // "within 0." is 9 characters and would fit a 10-wide line.
  const std::vector<std::string> lines =
      widgets::LinesBetweenWords("within 0.00001 of the plane", 10.0f, Characters);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "within");
  EXPECT_EQ(lines[1], "0.00001 of");
  EXPECT_EQ(lines[2], "the plane");
}

TEST(ParagraphLines, WordsFillALineUpToItsWidth) {
  const std::vector<std::string> lines =
      widgets::LinesBetweenWords("ab cd ef gh", 5.0f, Characters);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "ab cd");
  EXPECT_EQ(lines[1], "ef gh");
}

TEST(ParagraphLines, AWordWiderThanTheLineIsALineOfItsOwn) {
  const std::vector<std::string> lines =
      widgets::LinesBetweenWords("a 1234567890 b", 4.0f, Characters);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1], "1234567890");
}

TEST(ParagraphLines, NewlinesStartParagraphsAndExtraSpacesGo) {
  const std::vector<std::string> lines =
      widgets::LinesBetweenWords("one  two\nthree", 40.0f, Characters);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "one two");
  EXPECT_EQ(lines[1], "three");
}

}  // namespace
}  // namespace paragraph_lines_test
}  // namespace harness
