#pragma once

// The question UnsavedGuard (shell/unsaved_guard.h) asks: a modal over the
// window, "<sample> has edits not saved as a test case", and Save, Discard
// and Cancel. Keys as on the buttons: S saves, D discards, Esc cancels.

#include <optional>
#include <string>

#include "harness/shell/unsaved_guard.h"

namespace harness::widgets {

struct UnsavedPromptText {
  std::string sample_title;
  std::string action;       // StateDroppingAction::Describe: "quitting"
  std::string cannot_save;  // why Save is greyed; empty: it is not
};

// Call every frame while the guard asks: opens the modal the first time,
// returns the answer in the frame it is given (the modal then closes).
std::optional<PromptAnswer> UnsavedPrompt(const UnsavedPromptText& text);

}  // namespace harness::widgets
