#pragma once

// What the plugins leave on the system while the app runs, the temporary
// copy of each plugin file (plugin.h) and each helper process
// (plugin_process.h), kept in a table a signal handler can read, so that an
// app ended by SIGTERM, SIGINT (Ctrl+C) or SIGHUP removes the copies and
// kills the helpers as a normal exit does, then ends as that signal would
// have ended it. The handlers are installed with the first entry.

#include <sys/types.h>

#include <string>

namespace harness::plugins {

// Remembers `file`, a plugin's copy, alone in `folder`: both are removed on
// a terminating signal. Returns the entry to forget, or -1 when the table
// is full or a path too long for it (then only a normal exit removes them).
int RememberTemporaryCopy(const std::string& folder, const std::string& file);
void ForgetTemporaryCopy(int entry);

// Remembers a helper process: it is killed on a terminating signal.
int RememberHelper(pid_t pid);
void ForgetHelper(int entry);

}  // namespace harness::plugins
