#pragma once

// A sample's About, last in its panel and folded to its first sentence
// (issue 35: the table first): "more" shows the rest, "less" folds it
// again. Which samples a user unfolded is kept between runs (settings.h's
// about_unfolded): the shell names the sample whose panel is drawn, gives
// the saved list at start and reads it back at exit.

#include <string>
#include <string_view>
#include <vector>

namespace harness::widgets {

// Text up to and including the first full stop that ends a sentence (one
// followed by a space or a line break, and not inside a number such as
// "1.5" or an abbreviation such as "e.g."); the whole text when none does.
std::string FirstSentence(std::string_view text);

struct AboutFolds {
  std::string sample;                 // the sample whose panel is being drawn
  std::vector<std::string> unfolded;  // samples whose About shows whole, sorted
  float last_top = -1.0f;  // where FoldedAbout last drew its header, in screen coordinates
};
AboutFolds& AboutFoldState();

// The header "About and colours" and `text` in it, folded or whole as the
// current sample's state says. Paragraphs at '\n'.
void FoldedAbout(std::string_view text);

}  // namespace harness::widgets
