// The undo history: its limit, one step per gesture over a fake clock of
// frames, redo dropped by a new change, and a reset (a sample switch).
#include "harness/shell/undo_history.h"

#include <gtest/gtest.h>

#include <any>
#include <cstdint>
#include <string>

namespace harness {
namespace undo_history_test {
namespace {

// A sample's state as a number, its revision bumped on every change, and
// the host's frame loop over it.
struct FakeSample {
  int value = 0;
  std::uint64_t revision = 0;
  int snapshots_taken = 0;

  void Change(int to) {
    value = to;
    ++revision;
  }
  UndoHistory::Snapshotter Snapshotter() {
    return [this] {
      ++snapshots_taken;
      return std::any(value);
    };
  }
  // What the Application does with an undo or redo.
  void Restore(const std::any* state, UndoHistory& history) {
    ASSERT_NE(state, nullptr);
    Change(std::any_cast<int>(*state));  // a restore bumps the revision too
    history.Synced(revision);
  }
};

int ValueOf(const std::any* state) {
  return state == nullptr ? -1 : std::any_cast<int>(*state);
}

TEST(UndoHistory, KeepsTheNewestTwoHundredSteps) {
  UndoHistory history;
  EXPECT_EQ(history.limit(), 200u);
  history.Reset(0, 0);
  for (int i = 1; i <= 201; ++i) {
    history.Record(i, static_cast<std::uint64_t>(i));
  }
  EXPECT_EQ(history.undo_count(), 200u);
  // 201 steps back would reach 0, the state before the first: dropped.
  int last = -1;
  for (int i = 0; i < 200; ++i) {
    last = ValueOf(history.Undo());
  }
  EXPECT_EQ(last, 1);
  EXPECT_EQ(history.Undo(), nullptr);
  EXPECT_EQ(history.undo_count(), 0u);
  EXPECT_EQ(history.redo_count(), 200u);
  EXPECT_EQ(ValueOf(history.Redo()), 2);
}

TEST(UndoHistory, ADragOfManyFramesIsOneStep) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  // Frames 1-30: the button is held and the value follows the mouse.
  for (int frame = 1; frame <= 30; ++frame) {
    sample.Change(frame * 10);
    EXPECT_FALSE(
        history.EndFrame({sample.revision, /*gesture=*/true, false}, sample.Snapshotter()));
  }
  EXPECT_EQ(history.undo_count(), 0u);
  EXPECT_EQ(sample.snapshots_taken, 0);  // nothing copied while dragging
  // Frame 31: released.
  EXPECT_TRUE(history.EndFrame({sample.revision, false, false}, sample.Snapshotter()));
  EXPECT_EQ(history.undo_count(), 1u);
  EXPECT_EQ(sample.snapshots_taken, 1);
  // Frames 32-40: nothing happens, nothing is recorded.
  for (int frame = 32; frame <= 40; ++frame) {
    EXPECT_FALSE(history.EndFrame({sample.revision, false, false}, sample.Snapshotter()));
  }
  EXPECT_EQ(history.undo_count(), 1u);
  // One undo goes back to before the drag, not one frame of it.
  sample.Restore(history.Undo(), history);
  EXPECT_EQ(sample.value, 0);
  // The restore bumped the revision; it is not a new change.
  EXPECT_FALSE(history.EndFrame({sample.revision, false, false}, sample.Snapshotter()));
  EXPECT_EQ(history.undo_count(), 0u);
  EXPECT_EQ(history.redo_count(), 1u);
  sample.Restore(history.Redo(), history);
  EXPECT_EQ(sample.value, 300);
}

TEST(UndoHistory, ATypedValueIsOneStepWhenTheFieldIsLeft) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  // Typing "3", "35": the field is active (a gesture) with no button held.
  sample.Change(3);
  history.EndFrame({sample.revision, true, false}, sample.Snapshotter());
  sample.Change(35);
  history.EndFrame({sample.revision, true, false}, sample.Snapshotter());
  EXPECT_EQ(history.undo_count(), 0u);
  // Enter: the field is left.
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  EXPECT_EQ(history.undo_count(), 1u);
  // A click (Add, Remove, Reset) changes and ends in the same frame.
  sample.Change(7);
  EXPECT_TRUE(history.EndFrame({sample.revision, false, false}, sample.Snapshotter()));
  EXPECT_EQ(history.undo_count(), 2u);
  EXPECT_EQ(ValueOf(history.Undo()), 35);
  EXPECT_EQ(ValueOf(history.Undo()), 0);
}

TEST(UndoHistory, ANewChangeDropsWhatWasUndone) {
  UndoHistory history;
  history.Reset(0, 0);
  history.Record(1, 1);
  history.Record(2, 2);
  EXPECT_EQ(ValueOf(history.Undo()), 1);
  EXPECT_EQ(history.redo_count(), 1u);
  history.Synced(3);
  history.Record(5, 4);
  EXPECT_EQ(history.redo_count(), 0u);
  EXPECT_EQ(history.Redo(), nullptr);
  EXPECT_EQ(ValueOf(history.Undo()), 1);
  EXPECT_EQ(ValueOf(history.Undo()), 0);
}

TEST(UndoHistory, ASampleSwitchClearsBothWays) {
  UndoHistory history;
  history.Reset(0, 0);
  history.Record(1, 1);
  history.Record(2, 2);
  history.Undo();
  ASSERT_EQ(history.undo_count(), 1u);
  ASSERT_EQ(history.redo_count(), 1u);
  // What Application::SwitchTo does with the new sample's state.
  history.Reset(std::string("another sample"), 0);
  EXPECT_EQ(history.undo_count(), 0u);
  EXPECT_EQ(history.redo_count(), 0u);
  EXPECT_EQ(history.Undo(), nullptr);
  EXPECT_EQ(history.Redo(), nullptr);
  EXPECT_EQ(std::any_cast<std::string>(history.present()), "another sample");
}

TEST(UndoHistory, UndoInTheMiddleOfADragUndoesTheDragSoFar) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  sample.Change(4);
  history.EndFrame({sample.revision, true, false}, sample.Snapshotter());
  EXPECT_TRUE(history.Flush(sample.revision, sample.Snapshotter()));
  EXPECT_FALSE(history.Flush(sample.revision, sample.Snapshotter()));  // nothing left pending
  sample.Restore(history.Undo(), history);
  EXPECT_EQ(sample.value, 0);
  // The button coming up later records nothing: the restore was synced.
  EXPECT_FALSE(history.EndFrame({sample.revision, false, false}, sample.Snapshotter()));
}

TEST(UndoHistory, ARunningStateIsUndoneToJustBeforeTheChange) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  // A simulation moves the value each frame without a revision (not a user
  // change): nothing is recorded, but what undo returns to follows it.
  for (int frame = 1; frame <= 5; ++frame) {
    sample.value += 100;
    EXPECT_FALSE(
        history.EndFrame({sample.revision, false, /*running=*/true}, sample.Snapshotter()));
  }
  EXPECT_EQ(history.undo_count(), 0u);
  // The user changes it (an added ball) at 500.
  sample.Change(501);
  history.EndFrame({sample.revision, false, true}, sample.Snapshotter());
  EXPECT_EQ(ValueOf(history.Undo()), 500);  // not 0, where the run began
}

TEST(UndoHistory, AStateAtRestIsNotCopiedEveryFrame) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  for (int frame = 0; frame < 100; ++frame) {
    history.EndFrame({sample.revision, frame % 2 == 0, false}, sample.Snapshotter());
  }
  EXPECT_EQ(sample.snapshots_taken, 0);
}

// Unsaved edits (HasUnsavedChanges, MarkSaved): what the prompt before
// quitting, switching, restarting or opening a scene asks about.
TEST(UnsavedEdits, ASampleAsItStartedHasNoneAndAnEditHasThemUntilSaved) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
  sample.Change(4);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  // Saved as a test case: nothing is unsaved until the next edit.
  history.MarkSaved();
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
  sample.Change(5);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
}

TEST(UnsavedEdits, ADragStillUnderWayIsUnsaved) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  sample.Change(10);
  history.EndFrame({sample.revision, /*gesture=*/true, false}, sample.Snapshotter());
  ASSERT_EQ(history.undo_count(), 0u);  // not a step yet
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  // Esc in the middle of the drag asks too; a save first flushes the drag
  // into a step (Application::MarkSaved), which is then the saved one.
  history.Flush(sample.revision, sample.Snapshotter());
  history.MarkSaved();
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
}

TEST(UnsavedEdits, UndoingBackToTheSavedStateIsSavedAgainAndRedoingIsNot) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  sample.Change(1);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  sample.Change(2);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  sample.Restore(history.Undo(), history);
  sample.Restore(history.Undo(), history);
  ASSERT_EQ(sample.value, 0);
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));  // as it started
  sample.Restore(history.Redo(), history);
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  history.MarkSaved();  // saved at 1
  sample.Restore(history.Redo(), history);
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  sample.Restore(history.Undo(), history);
  EXPECT_EQ(sample.value, 1);
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
}

TEST(UnsavedEdits, ANewChangeAfterUndoingPastTheSavedStateNeverReturnsToIt) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  sample.Change(1);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  history.MarkSaved();
  sample.Restore(history.Undo(), history);  // back to 0
  sample.Change(1);  // the same value again, but another edit: the redo is gone
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  EXPECT_EQ(history.Redo(), nullptr);
}

TEST(UnsavedEdits, ALoadUndoneToTheSampleAsItStartedHasNone) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  // A scene file loaded (Application::OpenScene): a step, marked saved.
  sample.Change(42);
  history.Record(sample.value, sample.revision);
  history.MarkSaved();
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
  // Undone: the sample as it started, which a switch back gives again.
  sample.Restore(history.Undo(), history);
  ASSERT_EQ(sample.value, 0);
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
  // An edit there is unsaved; undone, back at the start, it is not.
  sample.Change(1);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  EXPECT_TRUE(history.HasUnsavedChanges(sample.revision));
  sample.Restore(history.Undo(), history);
  EXPECT_FALSE(history.HasUnsavedChanges(sample.revision));
}

TEST(UnsavedEdits, ASwitchOrALoadStartsSavedAndASimulationsOwnStepsAreNoEdit) {
  FakeSample sample;
  UndoHistory history;
  history.Reset(sample.value, sample.revision);
  sample.Change(3);
  history.EndFrame({sample.revision, false, false}, sample.Snapshotter());
  ASSERT_TRUE(history.HasUnsavedChanges(sample.revision));
  // Application::SwitchTo: the new sample's history.
  history.Reset(std::string("another sample"), 0);
  EXPECT_FALSE(history.HasUnsavedChanges(0));
  // A running simulation moves without a revision: nothing to save.
  for (int frame = 0; frame < 10; ++frame) {
    history.EndFrame({0, false, /*running=*/true}, [] { return std::any(7); });
  }
  EXPECT_FALSE(history.HasUnsavedChanges(0));
}

}  // namespace
}  // namespace undo_history_test
}  // namespace harness
