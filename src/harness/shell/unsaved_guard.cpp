#include "harness/shell/unsaved_guard.h"

#include <filesystem>
#include <utility>

namespace harness {

std::string StateDroppingAction::Describe() const {
  // The last to happen is what the user asked for: a switch before a quit
  // in the same frame still ends in quitting.
  if (quit) {
    return "quitting";
  }
  if (!scenes.empty()) {
    const std::string name = std::filesystem::path(scenes.back()).filename().string();
    return scenes.size() == 1 ? "opening " + name
                              : "opening " + std::to_string(scenes.size()) + " scenes";
  }
  if (switch_to >= 0) {
    return "switching to another sample";
  }
  return restart ? "restarting the sample" : "";
}

std::optional<StateDroppingAction> UnsavedGuard::Request(StateDroppingAction action, bool unsaved) {
  if (state_ != State::kIdle) {
    return std::nullopt;
  }
  if (!unsaved) {
    return action;
  }
  held_ = std::move(action);
  state_ = State::kAsking;
  return std::nullopt;
}

std::optional<StateDroppingAction> UnsavedGuard::Answer(PromptAnswer answer) {
  if (state_ != State::kAsking) {
    return std::nullopt;
  }
  switch (answer) {
    case PromptAnswer::kSave:
      state_ = State::kSaving;
      return std::nullopt;
    case PromptAnswer::kDiscard:
      return Release();
    case PromptAnswer::kCancel:
      Release();
      return std::nullopt;
  }
  return std::nullopt;
}

std::optional<StateDroppingAction> UnsavedGuard::SaveDialogClosed(bool saved) {
  if (state_ != State::kSaving) {
    return std::nullopt;
  }
  std::optional<StateDroppingAction> action = Release();
  if (!saved) {
    return std::nullopt;
  }
  return action;
}

std::optional<StateDroppingAction> UnsavedGuard::Release() {
  state_ = State::kIdle;
  return std::exchange(held_, std::nullopt);
}

}  // namespace harness
