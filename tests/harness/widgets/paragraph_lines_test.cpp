// Paragraphs wrap between words only (widgets/clip_meter.h): a number is
// never split at its '.', as ImGui's own wrapping splits "0.00001", and a
// paragraph's last word is not left alone on its line. Widths
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

TEST(ParagraphLines, ALastWordIsNotLeftAlone) {
  // Filled greedily, "a test" would end the first line and "case." stand
  // alone on the second; the first gives it "test".
  const std::vector<std::string> lines =
      widgets::LinesBetweenWords("edits not saved as a test case.", 25.0f, Characters);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "edits not saved as a");
  EXPECT_EQ(lines[1], "test case.");
}

TEST(ParagraphLines, ALastWordStaysAloneWhenTheLineBeforeCannotGiveOne) {
  // "abcdef" with "gh" is 9 wide: more than the line.
  EXPECT_EQ(widgets::LinesBetweenWords("a abcdef gh", 8.0f, Characters),
            (std::vector<std::string>{"a abcdef", "gh"}));
  // A line before of one word keeps it.
  EXPECT_EQ(widgets::LinesBetweenWords("abcdef gh", 8.0f, Characters),
            (std::vector<std::string>{"abcdef", "gh"}));
  // Each paragraph on its own: the first's one line lends nothing.
  EXPECT_EQ(widgets::LinesBetweenWords("ab cd\nef", 8.0f, Characters),
            (std::vector<std::string>{"ab cd", "ef"}));
}

}  // namespace
}  // namespace paragraph_lines_test
}  // namespace harness
