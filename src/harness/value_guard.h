#pragma once

#include <string_view>

#include "harness/log.h"

namespace harness {

// The largest coordinate or size a panel accepts: far beyond any scene the
// tool draws, yet small enough that squared distances stay finite in double.
inline constexpr double kMaxEditableMagnitude = 1e6;

// Screens a value a user typed into a panel. NaN and infinities are refused
// (the old value is kept), values outside [min, max] are clamped; either
// way the log says what happened and to what. Returns true when `*value`
// ends up different from `previous`.
bool GuardEditedValue(double* value, double previous, double min, double max, std::string_view what,
                      Log& log);

}  // namespace harness
