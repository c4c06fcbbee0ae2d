#include "harness/widgets/about_fold.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <cctype>

#include "harness/widgets/clip_meter.h"

namespace harness::widgets {
namespace {

// Words whose full stop ends no sentence.
constexpr std::array<std::string_view, 6> kAbbreviations = {"e.g.", "i.e.", "etc.",
                                                            "vs.",  "cf.",  "no."};

bool EndsWithAbbreviation(std::string_view text_to_stop) {
  return std::any_of(kAbbreviations.begin(), kAbbreviations.end(), [&](std::string_view a) {
    if (!text_to_stop.ends_with(a)) {
      return false;
    }
    const std::size_t start = text_to_stop.size() - a.size();
    return start == 0 || !std::isalpha(static_cast<unsigned char>(text_to_stop[start - 1]));
  });
}

bool IsUnfolded(const AboutFolds& folds) {
  return std::binary_search(folds.unfolded.begin(), folds.unfolded.end(), folds.sample);
}

void SetUnfolded(AboutFolds& folds, bool unfolded) {
  auto& list = folds.unfolded;
  const auto at = std::lower_bound(list.begin(), list.end(), folds.sample);
  const bool there = at != list.end() && *at == folds.sample;
  if (unfolded && !there) {
    list.insert(at, folds.sample);
  } else if (!unfolded && there) {
    list.erase(at);
  }
}

}  // namespace

std::string FirstSentence(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      return std::string(text.substr(0, i));
    }
    if (text[i] != '.') {
      continue;
    }
    const bool at_end = i + 1 == text.size();
    const bool before_space = !at_end && (text[i + 1] == ' ' || text[i + 1] == '\n');
    if ((at_end || before_space) && !EndsWithAbbreviation(text.substr(0, i + 1))) {
      return std::string(text.substr(0, i + 1));
    }
  }
  return std::string(text);
}

AboutFolds& AboutFoldState() {
  static AboutFolds folds;
  return folds;
}

void FoldedAbout(std::string_view text) {
  AboutFoldState().last_top = ImGui::GetCursorScreenPos().y;
  if (!ImGui::CollapsingHeader("About and colours", ImGuiTreeNodeFlags_DefaultOpen)) {
    return;
  }
  AboutFolds& folds = AboutFoldState();
  const bool unfolded = IsUnfolded(folds);
  const std::string first = FirstSentence(text);
  const bool more_to_read = first.size() < text.size();
  Paragraph(unfolded ? text : std::string_view(first));
  if (!more_to_read) {
    return;
  }
  const char* label = unfolded ? "less##about" : "more...##about";
  if (ImGui::SmallButton(label)) {
    SetUnfolded(folds, !unfolded);
  }
}

}  // namespace harness::widgets
