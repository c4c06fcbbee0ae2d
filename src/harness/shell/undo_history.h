#pragma once

// Undo and redo for whatever a sample holds, with no GL and no ImGui. The
// history keeps opaque snapshots (Undoable::Snapshot) and decides when a change
// becomes a step: a sample bumps its revision on every change, and the host
// reports once a frame whether a gesture is under way (a mouse button held,
// an ImGui item active). A drag moves the revision every frame but is one
// step, recorded when the button is let go; a typed value is one step,
// recorded when the field is left.

#include <any>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <set>
#include <vector>

namespace harness {

// Steps kept per sample; the oldest is dropped past it.
inline constexpr std::size_t kUndoSteps = 200;

// What the host knows at the end of a frame, after all input.
struct UndoFrame {
  std::uint64_t revision = 0;  // the sample's Revision() now
  bool gesture = false;        // a mouse button held, an ImGui item active, a Ctrl + wheel resize
  bool running = false;        // the state moves on its own (Undoable::Running)
};

class UndoHistory {
 public:
  // Taken only when a step is recorded (or, while running, once a frame).
  using Snapshotter = std::function<std::any()>;

  explicit UndoHistory(std::size_t limit = kUndoSteps) : limit_(limit) {}

  // Forgets every step: `state`, at `revision`, is where undoing stops. On
  // a sample switch and at start.
  void Reset(std::any state, std::uint64_t revision);

  // Once a frame. Records a step when the revision moved since the last step
  // and no gesture is under way; returns whether it did. While the state
  // runs on its own and nothing is pending, the snapshot an undo goes back to
  // is re-taken, so an undo returns to just before the change, not to where
  // the simulation was at the change before.
  bool EndFrame(const UndoFrame& frame, const Snapshotter& snapshot);

  // Records a change still under way (Ctrl+Z in the middle of a drag), so
  // that an undo reverts it first. False when nothing was pending.
  bool Flush(std::uint64_t revision, const Snapshotter& snapshot);

  // Records a change the host made, gesture or not: `state` at `revision`
  // is the new present (a scene loaded into a new sample object).
  void Record(std::any state, std::uint64_t revision);

  // The state to restore, or nullptr when there is none. The caller restores
  // it and then calls Synced with the sample's revision, so that the restore
  // itself is not recorded as a change.
  const std::any* Undo();
  const std::any* Redo();
  void Synced(std::uint64_t revision) { revision_ = revision; }

  // The present state is kept elsewhere: saved as a test case, or the
  // sample as it started, restarted or loaded a scene file (Reset marks its
  // own). Call after Flush, so that a change still under way is part of it.
  void MarkSaved() { saved_steps_.insert(present_.number); }
  // Whether the sample at `revision` has something only it holds: a change
  // under way (not yet a step), or a step never marked saved. Undoing back
  // to a saved step (a scene's load undone to the sample as it started) has
  // none; a new change after undoing is a new step, never a saved one.
  bool HasUnsavedChanges(std::uint64_t revision) const {
    return revision != revision_ || !saved_steps_.contains(present_.number);
  }

  std::size_t undo_count() const { return undo_.size(); }
  std::size_t redo_count() const { return redo_.size(); }
  std::size_t limit() const { return limit_; }
  // The state as of the last step, undo or redo.
  const std::any& present() const { return present_.state; }

 private:
  // A state and the number it was recorded under: every Record gives a new
  // one, so two steps are the same step only when their numbers are.
  struct Step {
    std::any state;
    std::uint64_t number = 0;
  };

  std::size_t limit_;
  std::deque<Step> undo_;   // oldest first
  std::vector<Step> redo_;  // the next redo last
  Step present_;
  std::uint64_t revision_ = 0;
  std::uint64_t steps_recorded_ = 0;
  std::set<std::uint64_t> saved_steps_{0};  // one per save, load or restart
};

}  // namespace harness
