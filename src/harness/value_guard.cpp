#include "harness/value_guard.h"

#include <cmath>
#include <string>

namespace harness {
namespace {

std::string Format(double v) {
  char text[64];
  std::snprintf(text, sizeof text, "%g", v);
  return text;
}

}  // namespace

bool GuardEditedValue(double* value, double previous, double min, double max, std::string_view what,
                      Log& log) {
  if (!std::isfinite(*value)) {
    log.Error(std::string(what) + ": " + Format(*value) + " is not a finite number; kept " +
              Format(previous));
    *value = previous;
    return false;
  }
  if (*value < min || *value > max) {
    const double clamped = *value < min ? min : max;
    log.Error(std::string(what) + ": " + Format(*value) + " is outside [" + Format(min) + ", " +
              Format(max) + "]; clamped to " + Format(clamped));
    *value = clamped;
  }
  return *value != previous;
}

}  // namespace harness
