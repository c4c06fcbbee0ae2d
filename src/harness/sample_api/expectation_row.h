#pragma once

// One row of an expectation table, as data with no ImGui: which shapes,
// under which algorithm, what was expected beside what the test answers
// now, and whether that holds. widgets/expectation_table.h draws rows;
// tests read them directly.

#include <map>
#include <string>
#include <vector>

#include "harness/sample_api/check.h"

namespace harness {

enum class RowStatus { kNotChecked, kHolds, kMismatch };

struct ExpectationRow {
  RowStatus status = RowStatus::kNotChecked;
  std::string a;          // the first shape's id
  std::string b;          // the second's, or "b, c" for three planes
  std::string algorithm;  // the pair or triple test's id
  // What is asked of which kinds: "sphere-aabb intersects", "point-plane
  // contains"; rows that ask one question under two algorithms compare them.
  std::string question;
  // The declared outcome, "-" when nothing is declared, and what the test
  // answers now: compact (four significant digits) for the cell, and in
  // full for the row's tooltip.
  std::string expected;
  std::string actual;
  std::string expected_in_full;
  std::string actual_in_full;
  // The row names the selected shape (marked in the table).
  bool selected = false;
  // Another author's (a plugin's) answer to the same question, for the
  // "your code" column, short so that the column fits beside a and b: "ok"
  // where it holds the row's expectation ("same" where nothing is declared
  // and it agrees with ours), else the answer, compact, or "error" when it
  // could not answer; empty when none was asked. In full for the tooltip.
  // Several plugins' answers are joined by ", ".
  std::string yours;
  std::string yours_in_full;
  bool yours_disagrees =
      false;  // fails the expectation (or differs from ours), or could not answer
};

// A judged check's row.
ExpectationRow RowOfCheck(const PairCheck& check);

// Whether some question is answered by more than one algorithm in `rows`
// (ExpectationRows or rows made from them): only then does a table need
// its algorithm column.
template <typename Rows>
bool ComparesAlgorithms(const Rows& rows) {
  std::map<std::string, std::string> algorithm_of;
  for (const ExpectationRow& row : rows) {
    const auto [it, added] = algorithm_of.emplace(row.question, row.algorithm);
    if (!added && it->second != row.algorithm) {
      return true;
    }
  }
  return false;
}

}  // namespace harness
