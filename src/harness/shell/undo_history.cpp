#include "harness/shell/undo_history.h"

#include <utility>

namespace harness {

void UndoHistory::Reset(std::any state, std::uint64_t revision) {
  undo_.clear();
  redo_.clear();
  present_ = Step{std::move(state), ++steps_recorded_};
  revision_ = revision;
  saved_steps_ = {present_.number};  // a sample starts as it was made or loaded
}

bool UndoHistory::EndFrame(const UndoFrame& frame, const Snapshotter& snapshot) {
  if (frame.revision == revision_) {
    if (frame.running) {
      present_.state = snapshot();
    }
    return false;
  }
  if (frame.gesture) {
    return false;  // one step for the whole drag or typed value, at its end
  }
  Record(snapshot(), frame.revision);
  return true;
}

bool UndoHistory::Flush(std::uint64_t revision, const Snapshotter& snapshot) {
  if (revision == revision_) {
    return false;
  }
  Record(snapshot(), revision);
  return true;
}

void UndoHistory::Record(std::any state, std::uint64_t revision) {
  undo_.push_back(std::exchange(present_, Step{std::move(state), ++steps_recorded_}));
  if (undo_.size() > limit_) {
    undo_.pop_front();
  }
  // A new change starts a new branch: what was undone cannot come back.
  redo_.clear();
  revision_ = revision;
}

const std::any* UndoHistory::Undo() {
  if (undo_.empty()) {
    return nullptr;
  }
  redo_.push_back(std::exchange(present_, std::move(undo_.back())));
  undo_.pop_back();
  return &present_.state;
}

const std::any* UndoHistory::Redo() {
  if (redo_.empty()) {
    return nullptr;
  }
  undo_.push_back(std::exchange(present_, std::move(redo_.back())));
  redo_.pop_back();
  return &present_.state;
}

}  // namespace harness
