#include "harness/scene/outcome_words.h"

#include <cmath>
#include <cstdio>

namespace harness {
namespace {

constexpr int kCompactDigits = 4;

// A -0 (a normal's zero component turned) reads as 0: "(-0, -1, -0)" would
// suggest a difference that is not there.
std::string Digits(double value, int digits) {
  char text[40];
  std::snprintf(text, sizeof text, "%.*g", digits, value + 0.0);
  return text;
}

}  // namespace

std::string OutcomeNumber(double value, const Wording& wording) {
  return Digits(value, wording.compact ? kCompactDigits : 6);
}

std::string OutcomeTime(double time, const Wording& wording) {
  return "t = " + Digits(time, wording.compact ? kCompactDigits : 9);
}

std::string OutcomePoint(const collide::Vec3& p, const Wording& wording) {
  // Appended piece by piece: GCC 12's -Wrestrict misfires on "(" + string.
  std::string text = std::string("(");
  text += OutcomeNumber(p.x, wording);
  text += ", ";
  text += OutcomeNumber(p.y, wording);
  text += ", ";
  text += OutcomeNumber(p.z, wording);
  text += ")";
  return text;
}

bool Near(double expected, double got, double tolerance) {
  return std::abs(got - expected) <= tolerance;
}

bool Near(const collide::Vec3& expected, const collide::Vec3& got, double tolerance) {
  return Near(expected.x, got.x, tolerance) && Near(expected.y, got.y, tolerance) &&
         Near(expected.z, got.z, tolerance);
}

}  // namespace harness
