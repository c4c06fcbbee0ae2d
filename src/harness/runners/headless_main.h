#pragma once

// collision-lab without a window: every mode but the window runs from here.
// src/main.cpp calls it first, and so does the test tool that adds
// misbehaving samples (tests/tools/lab_with_test_samples.cpp).

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "harness/runners/command_line.h"

namespace harness {

// What collision-lab does before, or instead of, opening a window: parses
// `args` and answers --help, --version, --list, --check and --bench on
// `out` and `err`. Returns their exit status, or nullopt with `options`
// filled when the command line asks for a window. main() and the test
// binary that registers misbehaving samples (tests/tools) share it, so
// those tests run the very path a user's command line takes.
std::optional<int> RunWithoutWindow(const std::vector<std::string>& args, std::ostream& out,
                                    std::ostream& err, Options& options);

}  // namespace harness
