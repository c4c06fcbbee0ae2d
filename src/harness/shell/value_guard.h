#pragma once

// The values a user drags in a panel, screened before they reach a shape:
// NaN refused, out of range clamped, each said once in the log. The shared
// widgets (widgets/widgets.h) and samples' own fields go through it; typed
// values are shell/typed_field.h's.

#include <map>
#include <string>
#include <string_view>

#include "harness/sample_api/log.h"
#include "harness/shape_kinds/shape_editor.h"  // kMaxEditableMagnitude

namespace harness {

// A value as the log quotes it: six significant digits ("%g": 1e+06, 2.5).
std::string FormatLoggedValue(double value);

// Screens a value a user dragged in a panel (a typed one is read by
// typed_field.h, which refuses rather than clamps). NaN and infinities are
// refused (the old value is kept), values outside [min, max] are clamped, so
// that a drag past the range stops at its end; either way the log says what
// happened and to what. Returns true when `*value` ends up different from
// `previous`.
bool GuardEditedValue(double* value, double previous, double min, double max, std::string_view what,
                      Log& log);

// Screens dragged values for a panel, where a drag held past the range
// gives the same clamped value every frame: the same message for the same
// field on consecutive frames is logged once; a new message, or the same
// one after a frame without it, is logged again.
class EditGuard {
 public:
  // As GuardEditedValue; `frame` is the panel's frame number.
  bool Screen(double* value, double previous, double min, double max, const std::string& what,
              int frame, Log& log);

 private:
  struct Said {
    int frame = -2;
    std::string text;
  };
  std::map<std::string, Said, std::less<>> said_;  // by field
};

}  // namespace harness
