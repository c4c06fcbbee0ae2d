#pragma once

#include <string_view>

#include "collide/vec.h"
#include "harness/draw.h"
#include "harness/log.h"

// ImGui controls shared by samples' panels. Every edit goes through
// GuardEditedValue, so NaN, infinities and absurd magnitudes never reach a
// shape: the panel keeps the last valid value and the log says why.
namespace harness::widgets {

// Drag (or Ctrl+click to type) three coordinates; true when changed.
bool EditVec3(const char* label, collide::Vec3* value, std::string_view what, Log& log,
              float speed = 0.05f);
// Drag a value in [min, max]; true when changed.
bool EditNumber(const char* label, double* value, double min, double max, std::string_view what,
                Log& log, float speed = 0.02f);
// A small filled square in `color`, as a legend.
void ColorSwatch(const char* id, const Color& color);
void HelpMarker(const char* text);

}  // namespace harness::widgets
