#pragma once

// Undo and redo of a sample (the host's UndoHistory, harness/shell/
// undo_history.h). A sample that offers it returns itself, or an object of
// its own, from Sample::undo(); null: the sample has nothing a user changes
// that an undo could put back, and Ctrl+Z does nothing.

#include <any>
#include <cstdint>

namespace harness {

class Undoable {
 public:
  virtual ~Undoable() = default;

  // Everything a user can change, as a value only this sample's Restore
  // reads.
  virtual std::any Snapshot() const = 0;
  // Puts a snapshot back, logging what that changes as any edit would. A
  // snapshot of another kind (another sample's) changes nothing.
  virtual void Restore(const std::any& snapshot) = 0;
  // Changes with every change a user makes, a scene load and a restore;
  // never with a simulation's own steps: the history records a step when it
  // moved.
  virtual std::uint64_t Revision() const = 0;
  // True while the state moves without the user (a running simulation): the
  // host then re-takes the snapshot an undo goes back to every frame.
  virtual bool Running() const { return false; }
};

}  // namespace harness
