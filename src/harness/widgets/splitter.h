#pragma once

#include <optional>

#include "harness/draw/rect.h"

namespace harness::widgets {

// A handle a few pixels wide just left of `panel` (a panel docked to the
// window's right edge), over its full height, that the mouse drags
// sideways: while it is dragged, returns where the panel's left edge should
// go (the mouse's x), else nothing. The cursor shows a resize arrow over it.
std::optional<float> LeftEdgeSplitter(const char* id, const Rect& panel);

}  // namespace harness::widgets
