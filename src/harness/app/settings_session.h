#pragma once

// What a window run remembers for the next one, as the Application uses it:
// read at the start, applied to the run's options, the window and ImGui, and
// saved at exit. The file and its forgiving reading are shell/settings.h's,
// which needs no window; this is the window's side.

#include <string>

#include "harness/runners/command_line.h"
#include "harness/sample_api/log.h"
#include "harness/shell/settings.h"

struct GLFWwindow;

namespace harness {

// The window run's side of settings.h: reads them at start (unless
// --reset-settings), hands each part to what it belongs to, and writes them
// back at exit, with ImGui's state (imgui.ini: collapsed panels, table
// columns) beside them. Every problem is a warning in the log: settings
// never stop a run or change its exit status.
class SettingsSession {
 public:
  // Reads the saved settings and returns the options the run starts with:
  // the command line's, the saved sample, scene and window size where it
  // names none (ApplySavedStart). A saved sample that is gone, or a saved
  // scene that no longer loads, is dropped with a warning.
  Options Load(const Options& given, Log& log);
  const Settings& saved() const { return saved_; }
  // No settings were read: none kept yet (the app's first start), none to
  // keep (no HOME), or --reset-settings.
  bool first_start() const { return first_start_; }

  // Moves a new window to its saved place, when that place is on a screen
  // (a screen since unplugged would hide it).
  void PlaceWindow(GLFWwindow* window) const;
  // After ImGui's context exists, before its first frame.
  void LoadImGuiLayout() const;
  // Writes `now` and ImGui's state; needs ImGui's context. Failures are
  // warnings.
  void Save(const Settings& now, Log& log) const;

  std::string settings_path() const;

 private:
  std::string ImGuiIniPath() const;
  // Drops what no longer opens (the saved sample or scene), with a warning.
  void DropStale(Log& log);

  std::string directory_;  // empty: no HOME, nothing is kept
  Settings saved_;
  bool reset_ = false;
  bool first_start_ = true;
};

}  // namespace harness
