#pragma once

// A file written whole or not at all: the settings, saved test cases, the
// hunt's findings, --bench's CSV and screenshots are written through it, so a
// full disk or a crash never leaves half a file where a good one was.

#include <string>
#include <string_view>

namespace harness {

// Writes `data` to a temporary file in the destination's directory, flushes
// it and renames it into place, so a failed write (full disk, read-only
// directory) leaves any old file intact. On failure returns false and says
// why in *error.
bool WriteFileAtomically(const std::string& path, std::string_view data, std::string* error);

}  // namespace harness
