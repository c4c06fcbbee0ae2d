#pragma once

// The question UnsavedGuard (shell/unsaved_guard.h) asks: a modal over the
// window, "<sample> has edits not saved as a test case", and Save, Discard
// and Cancel. Keys as on the buttons: S saves, D discards, Esc cancels.

#include <optional>
#include <string>
#include <vector>

#include "harness/shell/unsaved_guard.h"

namespace harness::widgets {

struct UnsavedPromptText {
  std::string sample_title;
  std::string action;       // StateDroppingAction::Describe: "quitting"
  std::string cannot_save;  // why Save is greyed; empty: it is not
};

// A line of the prompt's text, dimmed when `disabled`; `paragraph`
// counts the sentences from 0.
struct UnsavedPromptLine {
  std::string text;
  bool disabled = false;
  int paragraph = 0;
};

// The prompt's text as it shows, line by line, in the current ImGui
// context: wrapped at the buttons' row (or the display, when narrower)
// between words only, and no paragraph ending in a word alone.
std::vector<UnsavedPromptLine> UnsavedPromptLines(const UnsavedPromptText& text);

// Call every frame while the guard asks: opens the modal the first time,
// returns the answer in the frame it is given (the modal then closes).
std::optional<PromptAnswer> UnsavedPrompt(const UnsavedPromptText& text);

}  // namespace harness::widgets
