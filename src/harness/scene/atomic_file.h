#pragma once

#include <string>
#include <string_view>

namespace harness {

// Writes `data` to a temporary file in the destination's directory, flushes
// it and renames it into place, so a failed write (full disk, read-only
// directory) leaves any old file intact. On failure returns false and says
// why in *error.
bool WriteFileAtomically(const std::string& path, std::string_view data, std::string* error);

}  // namespace harness
