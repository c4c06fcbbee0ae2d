#pragma once

// Checks: one declared expectation evaluated against a sample's state, with
// typed outcomes. Every sentence a user reads about a check (the log's
// "sphere 1 and 3 should not intersect", --check's mismatch line) is built
// here, from those typed values, and nowhere else.

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/vec.h"
#include "harness/scene/outcome.h"

namespace harness {

// One expectation evaluated against the current state.
struct PairCheck {
  // The declared expectation this answers: index into the loaded scene's
  // "expect" array, or into the sample's built-in table (expect[index]).
  std::size_t expectation = 0;
  std::string a;  // shape ids
  std::string b;
  std::string c;  // the third plane of a MeetingPoint check; empty otherwise
  // The pair in the tutorial's words: "sphere 1 and 3", "box h and sphere s".
  std::string subject;
  std::string algorithm;
  Outcome expected;
  Outcome actual;
  double tolerance = 0.0;  // for numeric outcomes
  bool passed = false;
  // How the outcomes read: a point "on the plane" rather than "inside" it.
  Wording wording;
  // Why the algorithm could not answer (collide::PairTestError's message: a
  // plugin's function crashed, hung or answered out of range); empty when
  // it answered. A check with an error has failed, and `actual` means
  // nothing.
  std::string error;
  collide::NoAnswer no_answer = collide::NoAnswer::kBadAnswer;  // why, when `error` is set
};

// A sample's expectations checked again under the algorithms of one origin
// (a plugin's name, collide::PairTest::origin): --check --plugin's second
// pass.
struct OriginChecks {
  std::string origin;  // whose: a plugin's name
  std::vector<PairCheck> checks;
  // Each check's test, in the same order: valid until the registry changes.
  // Null for a contact time, checked by the origin's ball-ball time of
  // impact (collide/registry/contact_time_functions.h), not a pair test.
  std::vector<const collide::PairTest*> tests;
  std::size_t not_served = 0;  // expectations no test of that origin answers
};

// Marks the check failed because its algorithm could not answer.
void FailWithError(PairCheck& check, std::string error,
                   collide::NoAnswer why = collide::NoAnswer::kBadAnswer);

// Evaluates an expectation: fills actual and passed from the typed values
// (numbers within check.tolerance: Agrees in scene/outcome.h).
void Judge(PairCheck& check, const Outcome& actual);

// The tutorial's sentence for a mismatch: "sphere 1 and 3 should not
// intersect", "point 2 and sphere s: the point should be inside", "ray r0
// and plane p should hit at t = 2", "planes 0, 1 and 2 should meet at
// (1, 2, 3)". With `name_algorithm`, for samples that test a pair with more
// than one algorithm: "box 0 and 1 should intersect (corner-volume)".
std::string MismatchSentence(const PairCheck& check, bool name_algorithm = false);

// --check's line for a mismatch: the sentence, then the algorithm, what was
// expected and what was got, in that order:
// "sphere 1 and 3 should intersect (squared-distance: expected intersects,
// got apart)"; for a check with an error, "... (plugin:mine could not
// answer: cl_sphere_sphere crashed (SIGSEGV) on ...)".
std::string MismatchLine(const PairCheck& check);

// The check a table row shows for a pair: a failing one if any matches, so a
// row never reads "ok" while another expectation on the same pair fails.
template <typename Matches>
const PairCheck* FindRowCheck(const std::vector<PairCheck>& checks, Matches matches) {
  const PairCheck* found = nullptr;
  for (const PairCheck& check : checks) {
    if (matches(check) && (found == nullptr || (found->passed && !check.passed))) {
      found = &check;
    }
  }
  return found;
}

// How a set of checks answers a table of `declared` expectations: each
// expectation must be answered exactly once. The runner and the panels count
// with this, so nothing can pass by checking less than was declared.
struct CheckCount {
  std::size_t declared = 0;
  std::size_t held = 0;                 // answered once and passed
  std::vector<std::size_t> unanswered;  // declared, but no check answered
  std::vector<std::size_t> undeclared;  // checks' indexes past the table
  std::vector<std::size_t> duplicated;  // answered more than once
  std::size_t failed() const { return declared - held; }
  bool complete() const { return unanswered.empty() && undeclared.empty() && duplicated.empty(); }
};
CheckCount CountChecks(const std::vector<PairCheck>& checks, std::size_t declared);

// "expect[3]": how a declared expectation is named in messages.
std::string ExpectationPath(std::size_t index);

}  // namespace harness
