#pragma once

// The handle on the sample panel's left edge that the mouse drags to widen or
// narrow the panel. The Application draws it and keeps the width, which the
// settings save.

#include <optional>

#include "harness/draw/rect.h"

namespace harness::widgets {

// A handle a few pixels wide just left of `panel` (a panel docked to the
// window's right edge), over its full height, that the mouse drags
// sideways: while it is dragged, returns where the panel's left edge should
// go (the mouse's x), else nothing. The cursor shows a resize arrow over it.
std::optional<float> LeftEdgeSplitter(const char* id, const Rect& panel);

}  // namespace harness::widgets
