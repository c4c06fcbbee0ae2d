#pragma once

// "Nothing lost without asking": quitting, switching samples, restarting and
// opening a scene drop the sample's state. While it has edits not saved as a
// test case (UndoHistory::HasUnsavedChanges), such an action is held back and
// the user is asked: Save (the save-as-test-case dialog, and then the
// action), Discard (the action) or Cancel (nothing). No ImGui: the prompt
// (widgets/unsaved_prompt.h) shows what this holds, the Application runs
// what it gives back.

#include <optional>
#include <string>
#include <vector>

namespace harness {

// What would drop the sample's state, gathered over a frame (a key, a
// click, files dropped) and run at the start of the next.
struct StateDroppingAction {
  int switch_to = -1;  // a sample's index in the registry; -1: none
  bool restart = false;
  std::vector<std::string> scenes;  // opened in this order
  bool quit = false;

  bool empty() const { return switch_to < 0 && !restart && scenes.empty() && !quit; }
  // For the prompt: "quitting", "switching to another sample", "restarting
  // the sample", "opening a.json".
  std::string Describe() const;
};

enum class PromptAnswer { kSave, kDiscard, kCancel };

class UnsavedGuard {
 public:
  enum class State {
    kIdle,
    kAsking,  // the prompt shows
    kSaving,  // the user chose Save: the save dialog is open
  };

  // `action` may run now (returned) when nothing is unsaved. Otherwise it is
  // held and the prompt asks; while the guard already asks or saves, a new
  // action is dropped (the user is answering about the first).
  std::optional<StateDroppingAction> Request(StateDroppingAction action, bool unsaved);
  // The user's answer while asking: Discard gives the held action to run,
  // Cancel drops it, Save waits for SaveDialogClosed.
  std::optional<StateDroppingAction> Answer(PromptAnswer answer);
  // While saving: the dialog closed. Saved, the held action runs; cancelled
  // (or refused), it is dropped and the edits stay.
  std::optional<StateDroppingAction> SaveDialogClosed(bool saved);

  State state() const { return state_; }
  // The action held while asking or saving; null when idle.
  const StateDroppingAction* held() const { return held_ ? &*held_ : nullptr; }

 private:
  std::optional<StateDroppingAction> Release();

  State state_ = State::kIdle;
  std::optional<StateDroppingAction> held_;
};

}  // namespace harness
