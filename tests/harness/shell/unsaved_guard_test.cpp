// The prompt before an action that drops the sample's state (quit, switch,
// restart, open a scene): held only while something is unsaved, and the
// answers Save, Discard and Cancel.
#include "harness/shell/unsaved_guard.h"

#include <gtest/gtest.h>

namespace harness {
namespace unsaved_guard_test {
namespace {

StateDroppingAction Quit() {
  StateDroppingAction action;
  action.quit = true;
  return action;
}

StateDroppingAction SwitchTo(int index) {
  StateDroppingAction action;
  action.switch_to = index;
  return action;
}

TEST(UnsavedGuard, WithNothingUnsavedTheActionRunsAtOnce) {
  UnsavedGuard guard;
  const auto now = guard.Request(SwitchTo(3), /*unsaved=*/false);
  ASSERT_TRUE(now.has_value());
  EXPECT_EQ(now->switch_to, 3);
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
  EXPECT_EQ(guard.held(), nullptr);
}

TEST(UnsavedGuard, WithUnsavedEditsTheActionWaitsForTheAnswer) {
  UnsavedGuard guard;
  EXPECT_FALSE(guard.Request(Quit(), /*unsaved=*/true).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kAsking);
  ASSERT_NE(guard.held(), nullptr);
  EXPECT_TRUE(guard.held()->quit);
}

TEST(UnsavedGuard, CancelDropsTheActionAndKeepsTheEdits) {
  UnsavedGuard guard;
  guard.Request(Quit(), true);
  EXPECT_FALSE(guard.Answer(PromptAnswer::kCancel).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
  EXPECT_EQ(guard.held(), nullptr);
  // Asked again, it asks again.
  EXPECT_FALSE(guard.Request(Quit(), true).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kAsking);
}

TEST(UnsavedGuard, DiscardGivesTheActionBack) {
  UnsavedGuard guard;
  guard.Request(SwitchTo(5), true);
  const auto now = guard.Answer(PromptAnswer::kDiscard);
  ASSERT_TRUE(now.has_value());
  EXPECT_EQ(now->switch_to, 5);
  EXPECT_FALSE(now->quit);
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
}

TEST(UnsavedGuard, SaveWaitsForTheDialogAndGoesOnOnlyWhenItSaved) {
  UnsavedGuard guard;
  guard.Request(Quit(), true);
  EXPECT_FALSE(guard.Answer(PromptAnswer::kSave).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kSaving);
  const auto now = guard.SaveDialogClosed(/*saved=*/true);
  ASSERT_TRUE(now.has_value());
  EXPECT_TRUE(now->quit);
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);

  // The dialog cancelled: the quit is dropped, the edits stay.
  guard.Request(Quit(), true);
  guard.Answer(PromptAnswer::kSave);
  EXPECT_FALSE(guard.SaveDialogClosed(/*saved=*/false).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kIdle);
}

TEST(UnsavedGuard, ASecondActionWhileAskingIsDroppedNotQueued) {
  UnsavedGuard guard;
  guard.Request(SwitchTo(2), true);
  EXPECT_FALSE(guard.Request(Quit(), true).has_value());
  EXPECT_FALSE(guard.Request(Quit(), false).has_value());
  ASSERT_NE(guard.held(), nullptr);
  EXPECT_EQ(guard.held()->switch_to, 2);
  EXPECT_FALSE(guard.held()->quit);
  // Answers out of turn change nothing.
  EXPECT_FALSE(guard.SaveDialogClosed(true).has_value());
  EXPECT_EQ(guard.state(), UnsavedGuard::State::kAsking);
}

TEST(UnsavedGuard, ThePromptSaysWhatTheUserAskedFor) {
  EXPECT_EQ(Quit().Describe(), "quitting");
  EXPECT_EQ(SwitchTo(1).Describe(), "switching to another sample");
  StateDroppingAction restart;
  restart.restart = true;
  EXPECT_EQ(restart.Describe(), "restarting the sample");
  StateDroppingAction open;
  open.scenes = {"/tmp/a/b/edge_cases.json"};
  EXPECT_EQ(open.Describe(), "opening edge_cases.json");
  open.scenes.push_back("c.json");
  EXPECT_EQ(open.Describe(), "opening 2 scenes");
  StateDroppingAction both = SwitchTo(1);
  both.quit = true;
  EXPECT_EQ(both.Describe(), "quitting");
  EXPECT_TRUE(StateDroppingAction{}.empty());
  EXPECT_FALSE(restart.empty());
}

}  // namespace
}  // namespace unsaved_guard_test
}  // namespace harness
