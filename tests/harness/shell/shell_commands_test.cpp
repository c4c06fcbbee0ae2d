// The shell's keys and the shortcuts the main menu shows beside its items:
// each shown shortcut is a key that runs the same command, and the help
// overlay (F1) lists it.
#include "harness/shell/shell_commands.h"

#include <gtest/gtest.h>

#include <optional>
#include <set>
#include <sstream>
#include <string>

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include "harness/sample_api/controls.h"

namespace harness {
namespace shell_commands_test {
namespace {

constexpr int kCtrl = GLFW_MOD_CONTROL;
constexpr int kShift = GLFW_MOD_SHIFT;

// A key as the app sees it: the shell's keys before the sample's, then after.
std::optional<ShellCommand> CommandFor(int key, int mods, bool help_open = false) {
  if (auto command = ShellKeyBeforeSample(key, mods, help_open)) {
    return command;
  }
  return ShellKeyAfterSample(key, mods);
}

struct Shown {
  ShellCommand command;
  const char* text;
  int key;
  int mods;
};

// What the menu shows, written out here from the keys the app has always
// had (the help overlay's list).
const Shown kShown[] = {
    {ShellCommand::kSaveTestCase, "Ctrl+S", GLFW_KEY_S, kCtrl},
    {ShellCommand::kScreenshot, "F12", GLFW_KEY_F12, 0},
    {ShellCommand::kQuit, "Esc", GLFW_KEY_ESCAPE, 0},
    {ShellCommand::kUndo, "Ctrl+Z", GLFW_KEY_Z, kCtrl},
    {ShellCommand::kRedo, "Ctrl+Y", GLFW_KEY_Y, kCtrl},
    {ShellCommand::kToggleLabels, "L", GLFW_KEY_L, 0},
    {ShellCommand::kToggleSolid, "W", GLFW_KEY_W, 0},
    {ShellCommand::kLargerInterface, "Ctrl+=", GLFW_KEY_EQUAL, kCtrl},
    {ShellCommand::kSmallerInterface, "Ctrl+-", GLFW_KEY_MINUS, kCtrl},
    {ShellCommand::kScreenSizedInterface, "Ctrl+0", GLFW_KEY_0, kCtrl},
    {ShellCommand::kNextSample, "N", GLFW_KEY_N, 0},
    {ShellCommand::kPreviousSample, "P", GLFW_KEY_P, 0},
    {ShellCommand::kRestart, "R", GLFW_KEY_R, 0},
    {ShellCommand::kToggleHelp, "F1", GLFW_KEY_F1, 0},
};

TEST(ShellCommands, EachShortcutTheMenuShowsIsAKeyThatRunsTheSameCommand) {
  for (const Shown& shown : kShown) {
    SCOPED_TRACE(shown.text);
    EXPECT_EQ(ShortcutText(shown.command), shown.text);
    EXPECT_EQ(CommandFor(shown.key, shown.mods), shown.command);
  }
}

TEST(ShellCommands, CommandsNoKeyGivesShowNoShortcut) {
  for (const ShellCommand command :
       {ShellCommand::kOpenScene, ShellCommand::kToggleAutoRotate, ShellCommand::kResetView,
        ShellCommand::kToggleBrowserPanel, ShellCommand::kToggleSamplePanel,
        ShellCommand::kToggleLogPanel, ShellCommand::kSwitchSample, ShellCommand::kAbout}) {
    EXPECT_EQ(ShortcutText(command), "") << static_cast<int>(command);
  }
}

TEST(ShellCommands, TheOtherKeysForTheSameCommands) {
  EXPECT_EQ(CommandFor(GLFW_KEY_Z, kCtrl | kShift), ShellCommand::kRedo);
  EXPECT_EQ(CommandFor(GLFW_KEY_Y, kCtrl | kShift), ShellCommand::kRedo);
  EXPECT_EQ(CommandFor(GLFW_KEY_KP_ADD, kCtrl), ShellCommand::kLargerInterface);
  EXPECT_EQ(CommandFor(GLFW_KEY_KP_SUBTRACT, kCtrl), ShellCommand::kSmallerInterface);
  EXPECT_EQ(CommandFor(GLFW_KEY_KP_0, kCtrl), ShellCommand::kScreenSizedInterface);
  // Shift does not change a plain key.
  EXPECT_EQ(CommandFor(GLFW_KEY_N, kShift), ShellCommand::kNextSample);
}

TEST(ShellCommands, CtrlIsPartOfTheKey) {
  EXPECT_EQ(CommandFor(GLFW_KEY_L, kCtrl), std::nullopt);
  EXPECT_EQ(CommandFor(GLFW_KEY_R, kCtrl), std::nullopt);
  EXPECT_EQ(CommandFor(GLFW_KEY_S, 0), std::nullopt);  // S alone is a sample's
  EXPECT_EQ(CommandFor(GLFW_KEY_Z, 0), std::nullopt);  // an axis while dragging
  EXPECT_EQ(CommandFor(GLFW_KEY_EQUAL, 0), std::nullopt);
}

TEST(ShellCommands, EscClosesTheHelpBeforeItQuits) {
  EXPECT_EQ(CommandFor(GLFW_KEY_ESCAPE, 0, /*help_open=*/true), ShellCommand::kCloseHelp);
  EXPECT_EQ(CommandFor(GLFW_KEY_ESCAPE, 0, /*help_open=*/false), ShellCommand::kQuit);
  // The sample sees Esc before it quits, never before it closes the help.
  EXPECT_EQ(ShellKeyBeforeSample(GLFW_KEY_ESCAPE, 0, false), std::nullopt);
  EXPECT_EQ(ShellKeyAfterSample(GLFW_KEY_ESCAPE, 0), ShellCommand::kQuit);
}

TEST(ShellCommands, OnlyTheScreenshotKeyWorksWhileAFieldTakesTheTyping) {
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_F12, 0), ShellCommand::kScreenshot);
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_F12, GLFW_MOD_SHIFT), ShellCommand::kScreenshot);
  // Typing Ctrl+Z undoes the field's text, Esc leaves the field, Ctrl+S is
  // nothing a field takes but saving mid-typing would save the old value.
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_Z, kCtrl), std::nullopt);
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_ESCAPE, 0), std::nullopt);
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_S, kCtrl), std::nullopt);
  EXPECT_EQ(ShellKeyWhileTyping(GLFW_KEY_L, 0), std::nullopt);
}

// The help overlay's key column, split into its keys: "Ctrl+Z / Ctrl+Shift+Z
// or Ctrl+Y" gives Ctrl+Z, Ctrl+Shift+Z, or, Ctrl+Y.
std::set<std::string> HelpKeys() {
  std::set<std::string> keys;
  for (const ControlHelp& control : ShellControls(ShapeMouse{})) {
    std::istringstream words(control.input);
    for (std::string word; words >> word;) {
      keys.insert(word);
    }
  }
  return keys;
}

TEST(ShellCommands, EveryShortcutTheMenuShowsIsInTheHelp) {
  const std::set<std::string> help = HelpKeys();
  ASSERT_EQ(std::size(kShown), 14u);
  for (const Shown& shown : kShown) {
    EXPECT_TRUE(help.contains(ShortcutText(shown.command)))
        << ShortcutText(shown.command) << " is not in the help overlay";
  }
}

}  // namespace
}  // namespace shell_commands_test
}  // namespace harness
