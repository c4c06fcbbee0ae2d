#pragma once

// Where F12's screenshots go: the user's pictures directory, named by sample
// and time, never over an earlier one.

#include <ctime>
#include <string>

#include "harness/scene/save_path.h"

namespace harness {

// $XDG_PICTURES_DIR; else the XDG_PICTURES_DIR line of xdg-user-dirs' file
// ($XDG_CONFIG_HOME/user-dirs.dirs, ~/.config/... when unset), whose
// "$HOME/Pictures" form is expanded; else "." (the current directory). A
// named directory that does not exist counts as none.
std::string PicturesDirectory(const EnvLookup& env = ProcessEnv);

// <dir>/collision-lab-<sample>-<yyyymmdd-hhmmss>.png in local time; when
// that file exists (two in one second), -2, -3, ... before ".png".
std::string ScreenshotPath(const std::string& dir, const std::string& sample_id, std::time_t now);

}  // namespace harness
