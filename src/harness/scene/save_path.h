#pragma once

// Where a saved test case goes unless the user says otherwise:
// $XDG_DATA_HOME/collision-lab/scenes/<sample-id>-<yyyymmdd-hhmmss>.json, or
// ~/.local/share/... when XDG_DATA_HOME is unset or empty (the XDG base
// directory rule), in local time.

#include <ctime>
#include <functional>
#include <optional>
#include <string>

namespace harness {

// Looks up an environment variable; std::getenv in the app, a map in tests.
using EnvLookup = std::function<std::optional<std::string>(const char* name)>;
std::optional<std::string> ProcessEnv(const char* name);

// The directory saved scenes go to; empty when neither XDG_DATA_HOME nor
// HOME is set (then the caller asks for a path).
std::string SavedScenesDirectory(const EnvLookup& env = ProcessEnv);

// The prefilled path of a test case of `sample_id` saved at `now`.
std::string DefaultTestCasePath(const std::string& sample_id, std::time_t now,
                                const EnvLookup& env = ProcessEnv);

}  // namespace harness
