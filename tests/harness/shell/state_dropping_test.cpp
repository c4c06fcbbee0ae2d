// The Application's use of the unsaved-edits guard (shell/state_dropping.h):
// a switch, a restart or a scene asked for by a command is gathered, and at
// the next frame's start it runs only when the undo history has nothing
// unsaved; otherwise the guard holds it and asks. The window test
// (menu_and_unsaved_in_window_test.sh) drives the same through keys.
#include "harness/shell/state_dropping.h"

#include <gtest/gtest.h>

#include <any>
#include <string>
#include <vector>

namespace harness {
namespace state_dropping_test {
namespace {

constexpr int kSamples = 5;

// A history as at a sample's start (revision 0, saved), then one edit made
// and recorded (revision 1): unsaved.
UndoHistory EditedHistory() {
  UndoHistory history;
  history.Reset(std::any(0), 0);
  history.EndFrame({.revision = 1, .gesture = false, .running = false}, [] { return std::any(1); });
  return history;
}

TEST(StateDropping, ANextSampleWithAnEditNotSavedIsHeldAndAsked) {
  const UndoHistory history = EditedHistory();
  UnsavedGuard guard;
  StateDroppingAction gathered;
  ASSERT_TRUE(GatherStateDropping(ShellAction(ShellCommand::kNextSample), 2, kSamples, &gathered));
  EXPECT_FALSE(ReleaseStateDropping(&gathered, guard, history, 1).has_value())
      << "switched without asking";
  EXPECT_TRUE(gathered.empty());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kAsking);
  ASSERT_NE(guard.held(), nullptr);
  EXPECT_EQ(guard.held()->switch_to, 3);
  // Discard: now it runs.
  const auto discarded = guard.Answer(PromptAnswer::kDiscard);
  ASSERT_TRUE(discarded.has_value());
  EXPECT_EQ(discarded->switch_to, 3);
}

TEST(StateDropping, AChangeStillUnderWayCountsAsUnsaved) {
  // A drag not yet let go: the revision moved, no step recorded yet.
  UndoHistory history;
  history.Reset(std::any(0), 4);
  UnsavedGuard guard;
  StateDroppingAction gathered;
  ASSERT_TRUE(
      GatherStateDropping(ShellAction(ShellCommand::kSwitchSample, 0), 3, kSamples, &gathered));
  EXPECT_FALSE(ReleaseStateDropping(&gathered, guard, history, 5).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kAsking);
}

TEST(StateDropping, WithNothingUnsavedTheSwitchRunsAtOnce) {
  UndoHistory history;
  history.Reset(std::any(0), 7);
  UnsavedGuard guard;
  StateDroppingAction gathered;
  ASSERT_TRUE(
      GatherStateDropping(ShellAction(ShellCommand::kPreviousSample), 0, kSamples, &gathered));
  const auto now = ReleaseStateDropping(&gathered, guard, history, 7);
  ASSERT_TRUE(now.has_value());
  EXPECT_EQ(now->switch_to, 4);  // before the first: the last
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
  // Edited, then saved as a test case: nothing unsaved either.
  UndoHistory saved = EditedHistory();
  saved.MarkSaved();
  ASSERT_TRUE(GatherStateDropping(ShellAction(ShellCommand::kRestart), 0, kSamples, &gathered));
  const auto restart = ReleaseStateDropping(&gathered, guard, saved, 1);
  ASSERT_TRUE(restart.has_value());
  EXPECT_TRUE(restart->restart);
}

TEST(StateDropping, NothingGatheredNothingRunsAndNothingIsAsked) {
  const UndoHistory history = EditedHistory();
  UnsavedGuard guard;
  StateDroppingAction gathered;
  EXPECT_FALSE(ReleaseStateDropping(&gathered, guard, history, 1).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
}

TEST(StateDropping, OnlySwitchesRestartsAndScenesAreGathered) {
  StateDroppingAction gathered;
  EXPECT_TRUE(
      GatherStateDropping(ShellAction(ShellCommand::kSwitchSample, 7), 0, kSamples, &gathered));
  EXPECT_EQ(gathered.switch_to, 2);  // 7 wraps to 2 of 5
  EXPECT_TRUE(GatherStateDropping(ShellAction(ShellCommand::kNextSample), 4, kSamples, &gathered));
  EXPECT_EQ(gathered.switch_to, 0);
  EXPECT_TRUE(GatherStateDropping(ShellAction(ShellCommand::kOpenScene, -1, "a.json"), 0, kSamples,
                                  &gathered));
  EXPECT_TRUE(GatherStateDropping(ShellAction(ShellCommand::kOpenScene, -1, "b.json"), 0, kSamples,
                                  &gathered));
  EXPECT_EQ(gathered.scenes, (std::vector<std::string>{"a.json", "b.json"}));
  StateDroppingAction other;
  for (const ShellCommand command :
       {ShellCommand::kUndo, ShellCommand::kRedo, ShellCommand::kSaveTestCase,
        ShellCommand::kToggleLabels, ShellCommand::kScreenshot, ShellCommand::kQuit}) {
    EXPECT_FALSE(GatherStateDropping(ShellAction(command), 0, kSamples, &other));
  }
  EXPECT_TRUE(other.empty());
}

}  // namespace
}  // namespace state_dropping_test
}  // namespace harness
