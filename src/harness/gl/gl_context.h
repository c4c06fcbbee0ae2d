#pragma once

// What the current GL context says it is, as the app prints it at start and
// About shows it: "4.5 (Core Profile) Mesa 22.3.6", not the 3.3 asked for.

#include <string>

namespace harness {

struct GlContextInfo {
  std::string vendor;
  std::string renderer;
  std::string version;  // "" where a driver gives none
};

// The current context's glGetString texts.
GlContextInfo CurrentGlContext();
// "GL vendor: ...\nGL renderer: ...\nGL version: ...\n", as the app prints
// them at start (window tests read them).
std::string StartLines(const GlContextInfo& context);

}  // namespace harness
