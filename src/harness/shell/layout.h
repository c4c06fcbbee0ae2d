#pragma once

// Where the shell's panels and the view go in the window, as pure arithmetic:
// the Application lays them out with LayOutPanels every frame and the camera
// looks through the view left over. Free of ImGui, so the layout's rules are
// unit-tested at any window size and scale.

#include "harness/draw/rect.h"

namespace harness {

// ImGui's title bar with its default font and style: what a collapsed
// panel keeps, and the height of the main menu bar (both are ImGui's frame
// height).
inline constexpr float kDefaultTitleBarHeight = 19.0f;

// Which docked panels the user has collapsed to their title bars.
struct PanelCollapse {
  bool browser = false;
  bool sample = false;
  bool log = false;
};

// The main menu bar along the top, the shell's panels docked to the
// window's edges below it, and the view they leave: the sample browser on
// the left above the log, the sample's panel on the right from the menu bar
// down, the log along the bottom up to the sample's panel.
struct PanelLayout {
  Rect menu_bar;
  Rect browser;
  Rect sample;
  Rect log;
  // What no panel covers: scenes are framed inside it (Camera::SetViewport).
  Rect view;
};

// Sizes follow the window (`width` x `height`, ImGui's coordinates): the
// browser a fifth of the width, the sample's panel three tenths, the log a
// fifth of the height, each within limits that keep panels readable, and
// shrunk together in a small window so that the view keeps at least 30% of
// the width and 65% of the height less the menu bar. The menu bar is
// `title_height` tall (ImGui's frame height, as a title bar). A collapsed
// panel keeps its title bar at its edge and gives the rest to the view.
// Whole pixels; no two rectangles overlap. `ui_scale` (the interface's, UiScale::style) multiplies
// the limits, so larger text gets wider panels, still within the view's share.
//
// `sample_width`, when above 0, is the width the user dragged the sample's
// panel to with its splitter, at interface scale 1 (multiplied by
// `ui_scale`): it replaces the panel's share, kept at least the panel's
// least width and at most what leaves the view its 30%.
PanelLayout LayOutPanels(float width, float height, const PanelCollapse& collapsed = {},
                         float title_height = kDefaultTitleBarHeight, float ui_scale = 1.0f,
                         float sample_width = 0.0f);

}  // namespace harness
