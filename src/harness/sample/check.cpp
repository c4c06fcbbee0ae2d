#include "harness/sample/check.h"

#include <cmath>
#include <cstdio>

#include "collide/shapes/overloaded.h"

namespace harness {
namespace {

// A step as written (0.6), a time to nine digits (0.266999998).
std::string Number(double value, int digits = 6) {
  char text[40];
  std::snprintf(text, sizeof text, "%.*g", digits, value);
  return text;
}

std::string Time(double time) {
  return "t = " + Number(time, 9);
}

using collide::Overloaded;

std::string Point(const collide::Vec3& p) {
  // Appended piece by piece: GCC 12's -Wrestrict misfires on "(" + string.
  std::string text = std::string("(");
  text += Number(p.x);
  text += ", ";
  text += Number(p.y);
  text += ", ";
  text += Number(p.z);
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

// Both empty, or both set and near.
template <typename T>
bool Near(const std::optional<T>& expected, const std::optional<T>& got, double tolerance) {
  if (expected.has_value() != got.has_value()) {
    return false;
  }
  return !expected || Near(*expected, *got, tolerance);
}

std::string SideName(int side) {
  return side > 0 ? "in front" : side < 0 ? "behind" : "on the plane";
}

}  // namespace

bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance) {
  if (expected.index() != actual.index()) {
    return false;
  }
  return std::visit(Overloaded{
                        [&](const Intersects& e) { return e == std::get<Intersects>(actual); },
                        [&](const ContactTime& e) {
                          const ContactTime& got = std::get<ContactTime>(actual);
                          return Near(e.time, got.time, tolerance);
                        },
                        [&](const Contains& e) { return e == std::get<Contains>(actual); },
                        [&](const ClosestPoint& e) {
                          return Near(e.point, std::get<ClosestPoint>(actual).point, tolerance);
                        },
                        [&](const Side& e) { return e == std::get<Side>(actual); },
                        [&](const Hit& e) {
                          const Hit& got = std::get<Hit>(actual);
                          if (e.value != got.value) {
                            return false;
                          }
                          return !e.t || Near(e.t, got.t, tolerance);
                        },
                        [&](const MeetingPoint& e) {
                          return Near(e.point, std::get<MeetingPoint>(actual).point, tolerance);
                        },
                    },
                    expected);
}

void Judge(PairCheck& check, const Outcome& actual) {
  check.actual = actual;
  check.passed = Agrees(check.expected, actual, check.tolerance);
}

std::string Describe(const Outcome& outcome) {
  return std::visit(
      Overloaded{
          [](const Intersects& o) -> std::string { return o.value ? "intersects" : "apart"; },
          [](const ContactTime& o) -> std::string { return o.time ? Time(*o.time) : "no contact"; },
          [](const Contains& o) -> std::string { return o.value ? "inside" : "outside"; },
          [](const ClosestPoint& o) { return Point(o.point); },
          [](const Side& o) { return SideName(o.value); },
          [](const Hit& o) -> std::string {
            return !o.value ? "miss" : o.t ? "hit at " + Time(*o.t) : "hit";
          },
          [](const MeetingPoint& o) -> std::string {
            return o.point ? "meet at " + Point(*o.point) : "no single point";
          },
      },
      outcome);
}

std::string MismatchSentence(const PairCheck& check, bool name_algorithm) {
  std::string sentence = check.subject;
  sentence += std::visit(
      Overloaded{
          [](const Intersects& o) -> std::string {
            return o.value ? " should intersect" : " should not intersect";
          },
          [](const ContactTime& o) -> std::string {
            return o.time ? " should first touch at " + Time(*o.time)
                          : " should not touch within the step (dt = " + Number(o.step) + ")";
          },
          [](const Contains& o) -> std::string {
            return o.value ? ": the point should be inside" : ": the point should be outside";
          },
          [](const ClosestPoint& o) { return ": the closest point should be " + Point(o.point); },
          [](const Side& o) { return ": the point should be " + SideName(o.value); },
          [](const Hit& o) -> std::string {
            return !o.value ? " should miss" : o.t ? " should hit at " + Time(*o.t) : " should hit";
          },
          [](const MeetingPoint& o) -> std::string {
            return o.point ? " should meet at " + Point(*o.point)
                           : " should not meet in a single point";
          },
      },
      check.expected);
  if (name_algorithm) {
    sentence += " (" + check.algorithm + ")";
  }
  return sentence;
}

std::string MismatchLine(const PairCheck& check) {
  return MismatchSentence(check) + " (" + check.algorithm + ": expected " +
         Describe(check.expected) + ", got " + Describe(check.actual) + ")";
}

CheckCount CountChecks(const std::vector<PairCheck>& checks, std::size_t declared) {
  CheckCount count;
  count.declared = declared;
  std::vector<int> answers(declared, 0);
  std::vector<bool> passed(declared, false);
  for (const PairCheck& check : checks) {
    if (check.expectation >= declared) {
      count.undeclared.push_back(check.expectation);
      continue;
    }
    if (++answers[check.expectation] == 2) {
      count.duplicated.push_back(check.expectation);
    }
    passed[check.expectation] = check.passed;
  }
  for (std::size_t i = 0; i < declared; ++i) {
    if (answers[i] == 0) {
      count.unanswered.push_back(i);
    } else if (answers[i] == 1 && passed[i]) {
      ++count.held;
    }
  }
  return count;
}

std::string ExpectationPath(std::size_t index) {
  return "expect[" + std::to_string(index) + "]";
}

}  // namespace harness
