#pragma once

// The help overlay (F1): every key and mouse action of the shell and of the
// current sample, taken from ShellControls() and Sample::Controls()
// (sample_api/controls.h), so the list follows the code. The Application draws it
// over the view while it is open.

#include <string>
#include <vector>

#include "harness/draw/rect.h"
#include "harness/sample_api/controls.h"

namespace harness::panels {

// The help overlay (F1, or the "?" button): every key and mouse action, the
// shell's (its shape entries for what `shapes` offers) and then the current
// sample's (which come first where both take a key), and the sample's About. Centred over `view`
// (ImGui's coordinates); closed with its close button, F1 or Esc (the Application's keys).
void HelpOverlay(bool* open, const Rect& view, const std::string& sample_title,
                 const ShapeMouse& shapes, const std::vector<ControlHelp>& sample_controls,
                 const std::string& about);

}  // namespace harness::panels
