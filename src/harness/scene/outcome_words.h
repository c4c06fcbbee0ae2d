#pragma once

// The numbers, times and points every outcome's row words and compares the
// same way: a table cell's four significant digits, a log line's six (nine
// for a time), coordinates within a tolerance. Shared by the rows in
// harness/outcomes/ and by a new outcome's row.

#include <optional>
#include <string>

#include "collide/shapes/vec.h"
#include "harness/scene/outcome.h"

namespace harness {

// A step as written (0.6), a time to nine digits (0.266999998).
std::string OutcomeNumber(double value, const Wording& wording = {});
// "t = 0.25".
std::string OutcomeTime(double time, const Wording& wording = {});
// "(0.72, 0.72, 1.96)".
std::string OutcomePoint(const collide::Vec3& p, const Wording& wording = {});

bool Near(double expected, double got, double tolerance);
// Every coordinate within the tolerance.
bool Near(const collide::Vec3& expected, const collide::Vec3& got, double tolerance);
// Both empty, or both set and near.
template <typename T>
bool Near(const std::optional<T>& expected, const std::optional<T>& got, double tolerance) {
  if (expected.has_value() != got.has_value()) {
    return false;
  }
  return !expected || Near(*expected, *got, tolerance);
}

}  // namespace harness
