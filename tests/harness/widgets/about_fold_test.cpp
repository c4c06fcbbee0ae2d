// A sample's About, folded to its first sentence (issue 35): where the
// first sentence ends, and that "more" is what unfolds the rest.
#include "harness/widgets/about_fold.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <string>

#include "panel_frame.h"

namespace harness::widgets {
namespace {

TEST(FirstSentence, EndsAtTheFirstFullStopBeforeASpace) {
  EXPECT_EQ(FirstSentence("Chapter 2, AABB AABB: four boxes. The book's 16 results."),
            "Chapter 2, AABB AABB: four boxes.");
}

TEST(FirstSentence, ANumberOrAnAbbreviationDoesNotEndIt) {
  EXPECT_EQ(FirstSentence("Radius 1.5 spheres, e.g. the book's, meet. Then more."),
            "Radius 1.5 spheres, e.g. the book's, meet.");
  EXPECT_EQ(FirstSentence("Red vs. blue: two colours. Then more."), "Red vs. blue: two colours.");
}

TEST(FirstSentence, ALineBreakEndsIt) {
  EXPECT_EQ(FirstSentence("Seven spheres at one place\nSource: x.json"),
            "Seven spheres at one place");
}

TEST(FirstSentence, TextOfOneSentenceIsWhole) {
  EXPECT_EQ(FirstSentence("One sentence."), "One sentence.");
  EXPECT_EQ(FirstSentence("No full stop at all"), "No full stop at all");
  EXPECT_EQ(FirstSentence(""), "");
}

// How tall FoldedAbout(text) is for sample "s", unfolded or not.
float HeightOfAbout(const std::string& text, bool unfolded) {
  testing::CreateTestImGuiContext(ImVec2(800, 800));
  AboutFoldState() = {"s", unfolded ? std::vector<std::string>{"s"} : std::vector<std::string>{}};
  ImGui::NewFrame();
  ImGui::SetNextWindowPos(ImVec2(0, 0));
  ImGui::SetNextWindowSize(ImVec2(300, 700));
  ImGui::Begin("panel");
  const float top = ImGui::GetCursorPosY();
  FoldedAbout(text);
  const float drawn = ImGui::GetCursorPosY() - top;
  ImGui::End();
  ImGui::EndFrame();
  ImGui::DestroyContext();
  return drawn;
}

TEST(FoldedAbout, ShowsTheRestOnlyForASampleTheUserUnfolded) {
  const std::string text =
      "First. Second sentence, long enough to wrap onto a line or two of its own in a narrow "
      "panel.\nSource: a file.\nRed: touches. Blue: does not.";
  const float folded = HeightOfAbout(text, false);
  const float unfolded = HeightOfAbout(text, true);
  // Folded: the header, one line and the button; unfolded: at least four
  // lines more.
  EXPECT_GT(unfolded, folded + 4.0f * 13.0f);
}

}  // namespace
}  // namespace harness::widgets
