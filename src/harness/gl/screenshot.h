#pragma once

#include <string>

namespace harness {

// Reads the current framebuffer (before the buffer swap) and writes it as a
// PNG through WriteFileAtomically. False, with the reason, on failure.
bool SaveFramebufferPng(const std::string& path, int width, int height, std::string* error);

}  // namespace harness
