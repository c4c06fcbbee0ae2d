#pragma once

// F12's and --screenshot's picture: the frame just drawn, read back from GL
// and saved as a PNG. The Application calls it after the frame is drawn; where
// F12's pictures go is shell/screenshot_path.h's choice.

#include <string>

namespace harness {

// Reads the current framebuffer (before the buffer swap) and writes it as a
// PNG through WriteFileAtomically. False, with the reason, on failure.
bool SaveFramebufferPng(const std::string& path, int width, int height, std::string* error);

}  // namespace harness
