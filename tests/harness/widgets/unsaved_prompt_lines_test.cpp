// The unsaved-edits prompt (widgets/unsaved_prompt.h) reads whole at every
// window size and interface scale: for every shipped sample's title, no
// line of its text is one word left alone after a line of several (issue
// 35: "case." ended the first sentence on a line of its own), and no line
// is wider than the prompt's buttons or the display.
#include <gtest/gtest.h>
#include <imgui.h>

#include <string>
#include <vector>

#include "harness/sample_api/sample_registry.h"
#include "harness/widgets/unsaved_prompt.h"
#include "panel_frame.h"

namespace harness::widgets {
namespace unsaved_prompt_lines_test {
namespace {

struct Display {
  float width;
  float height;
  float scale;
};

bool OneWord(const std::string& line) {
  return line.find(' ') == std::string::npos;
}

// The lines of each paragraph, in order.
std::vector<std::vector<std::string>> Paragraphs(const std::vector<UnsavedPromptLine>& lines) {
  std::vector<std::vector<std::string>> paragraphs;
  for (const UnsavedPromptLine& line : lines) {
    paragraphs.resize(static_cast<std::size_t>(line.paragraph) + 1);
    paragraphs.back().push_back(line.text);
  }
  return paragraphs;
}

class PromptLinesAt : public ::testing::TestWithParam<Display> {};

TEST_P(PromptLinesAt, NoSentenceEndsInAWordAlone) {
  const Display display = GetParam();
  testing::CreateTestImGuiContext(ImVec2(display.width, display.height));
  ImGui::GetIO().FontGlobalScale = display.scale;
  ImGui::GetStyle().ScaleAllSizes(display.scale);
  ImGui::NewFrame();
  int checked = 0;
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    for (const char* cannot_save : {"", "a plugin's shapes are not in the scene format"}) {
      const UnsavedPromptText text{info.title, "quitting", cannot_save};
      const std::vector<UnsavedPromptLine> lines = UnsavedPromptLines(text);
      const auto paragraphs = Paragraphs(lines);
      ASSERT_EQ(paragraphs.size(), *cannot_save == '\0' ? 2u : 3u) << info.title;
      for (const auto& paragraph : paragraphs) {
        ++checked;
        if (paragraph.size() >= 2) {
          EXPECT_FALSE(OneWord(paragraph.back()) && !OneWord(paragraph[paragraph.size() - 2]))
              << info.title << ": \"" << paragraph.back() << "\" alone after \""
              << paragraph[paragraph.size() - 2] << "\"";
        }
      }
      for (const UnsavedPromptLine& line : lines) {
        EXPECT_LE(ImGui::CalcTextSize(line.text.c_str()).x, display.width) << line.text;
      }
    }
  }
  EXPECT_GT(checked, 40);
  ImGui::EndFrame();
  ImGui::DestroyContext();
}

INSTANTIATE_TEST_SUITE_P(EverySizeAndScale, PromptLinesAt,
                         ::testing::Values(Display{800, 600, 1}, Display{800, 600, 2},
                                           Display{1280, 800, 1}, Display{1280, 800, 2},
                                           Display{1920, 1080, 1}, Display{1920, 1080, 2}));

}  // namespace
}  // namespace unsaved_prompt_lines_test
}  // namespace harness::widgets
