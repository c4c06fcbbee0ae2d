#pragma once

#include <string>

#include "harness/draw/camera.h"
#include "harness/sample/log.h"
#include "harness/sample/sample_registry.h"

// The shell's own ImGui panels; samples add theirs through UpdatePanel.
namespace harness::panels {

// The sample list grouped by category, with a filter box. Returns the index
// the user picked, or -1.
int SampleBrowser(const SampleRegistry& registry, int current, std::string* filter);
// The view's controls: auto-rotation, reset, and the labels toggle (key L).
void ViewControls(Camera& camera, bool* labels);
// Every logged line, errors in red, newest at the bottom.
void LogContents(Log& log);

}  // namespace harness::panels
