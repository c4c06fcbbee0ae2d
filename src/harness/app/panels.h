#pragma once

// The shell's own ImGui panels, which the Application draws every frame: the
// sample browser, the view's controls, the log, and the docking every panel
// shares. Samples add their controls inside the sample's panel through
// Sample::UpdatePanel.

#include <string>

#include <imgui.h>

#include "harness/draw/camera.h"
#include "harness/draw/rect.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/sample_registry.h"

namespace harness::panels {

// Opens a panel docked at `rect`, folded or unfolded first when `fold` says
// (View > Panels); reports whether it is collapsed and where ImGui put it.
// Call ImGui::End after, whatever it returns.
bool BeginDockedPanel(const char* name, const Rect& rect, const bool* fold, bool* collapsed,
                      Rect* drawn, ImGuiWindowFlags flags = 0);

// The sample list grouped by category, with a filter box. Returns the index
// the user picked, or -1.
int SampleBrowser(const SampleRegistry& registry, int current, std::string* filter);
// The view's controls: auto-rotation, reset, and the toggles of labels
// (key L) and solid shapes (key W).
void ViewControls(Camera& camera, bool* labels, bool* solid);
// Every logged line, errors in red, newest at the bottom.
void LogContents(Log& log);

}  // namespace harness::panels
