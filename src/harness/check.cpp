#include "harness/check.h"

#include <cmath>
#include <cstdio>

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

template <class... Ts>
struct Overloaded : Ts... {
  using Ts::operator()...;
};
// Clang 14 (the fuzz build) has no deduction for aggregates.
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

}  // namespace

bool Agrees(const Outcome& expected, const Outcome& actual, double tolerance) {
  if (expected.index() != actual.index()) {
    return false;
  }
  return std::visit(Overloaded{
                        [&](const Intersects& e) { return e == std::get<Intersects>(actual); },
                        [&](const ContactTime& e) {
                          const ContactTime& got = std::get<ContactTime>(actual);
                          if (e.time.has_value() != got.time.has_value()) {
                            return false;
                          }
                          return !e.time || std::abs(*got.time - *e.time) <= tolerance;
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
      },
      outcome);
}

std::string MismatchSentence(const PairCheck& check, bool name_algorithm) {
  std::string sentence = check.subject + " should ";
  sentence +=
      std::visit(Overloaded{
                     [](const Intersects& o) -> std::string {
                       return o.value ? "intersect" : "not intersect";
                     },
                     [](const ContactTime& o) -> std::string {
                       return o.time ? "first touch at " + Time(*o.time)
                                     : "not touch within the step (dt = " + Number(o.step) + ")";
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
