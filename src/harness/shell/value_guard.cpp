#include "harness/shell/value_guard.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace harness {

std::string FormatLoggedValue(double value) {
  char text[64];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

bool GuardEditedValue(double* value, double previous, double min, double max, std::string_view what,
                      Log& log) {
  if (!std::isfinite(*value)) {
    log.Error(std::string(what) + ": " + FormatLoggedValue(*value) +
              " is not a finite number; kept " + FormatLoggedValue(previous));
    *value = previous;
    return false;
  }
  if (*value < min || *value > max) {
    const double clamped = *value < min ? min : max;
    log.Error(std::string(what) + ": " + FormatLoggedValue(*value) + " is outside [" +
              FormatLoggedValue(min) + ", " + FormatLoggedValue(max) + "]; clamped to " +
              FormatLoggedValue(clamped));
    *value = clamped;
  }
  return *value != previous;
}

bool EditGuard::Screen(double* value, double previous, double min, double max,
                       const std::string& what, int frame, Log& log) {
  Log scratch;
  scratch.set_echo_to_console(false);
  const bool changed = GuardEditedValue(value, previous, min, max, what, scratch);
  for (const LogEntry& entry : scratch.entries()) {
    Said& last = said_[what];
    if (entry.text != last.text || frame > last.frame + 1) {
      log.Error(entry.text);
    }
    last = {frame, entry.text};
  }
  return changed;
}

}  // namespace harness
