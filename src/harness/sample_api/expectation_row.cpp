#include "harness/sample_api/expectation_row.h"

namespace harness {

ExpectationRow RowOfCheck(const PairCheck& check) {
  ExpectationRow row;
  row.status = check.passed ? RowStatus::kHolds : RowStatus::kMismatch;
  row.a = check.a;
  row.b = check.c.empty() ? check.b : check.b + ", " + check.c;
  row.algorithm = check.algorithm;
  row.question = std::string(OutcomeKey(check.expected));
  Wording compact = check.wording;
  compact.compact = true;
  row.expected = Describe(check.expected, compact);
  row.actual = Describe(check.actual, compact);
  row.expected_in_full = Describe(check.expected, check.wording);
  row.actual_in_full = Describe(check.actual, check.wording);
  if (!check.error.empty()) {
    row.actual = "error";
    row.actual_in_full = "could not answer: " + check.error;
  }
  return row;
}

}  // namespace harness
