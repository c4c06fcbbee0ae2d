#include "harness/sample_api/check.h"

namespace harness {

void Judge(PairCheck& check, const Outcome& actual) {
  check.actual = actual;
  check.passed = Agrees(check.expected, actual, check.tolerance);
}

std::string MismatchSentence(const PairCheck& check, bool name_algorithm) {
  std::string sentence = check.subject + ShouldPhrase(check.expected, check.wording);
  if (name_algorithm) {
    sentence += " (" + check.algorithm + ")";
  }
  return sentence;
}

void FailWithError(PairCheck& check, std::string error, collide::NoAnswer why) {
  check.actual = check.expected;
  check.passed = false;
  check.error = std::move(error);
  check.no_answer = why;
}

std::string MismatchLine(const PairCheck& check) {
  if (!check.error.empty()) {
    return MismatchSentence(check) + " (" + check.algorithm + " could not answer: " + check.error +
           ")";
  }
  const std::string difference = Difference(check.expected, check.actual, check.tolerance);
  return MismatchSentence(check) + " (" + check.algorithm + ": expected " +
         Describe(check.expected, check.wording) + ", got " +
         Describe(check.actual, check.wording) + (difference.empty() ? "" : ": " + difference) +
         ")";
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
