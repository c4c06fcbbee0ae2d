#pragma once

// The table every sample shows its expectations in: the status first, as
// a compact mark in its colour ("ok" green, "FAIL" red, "-" not checked),
// then the shapes, the algorithm (only where the table compares two
// algorithms on one question), what was expected and what the test
// answers. Every column is as wide as its widest cell, and the table
// scrolls sideways when they do not fit; numbers are compact in the cells
// and in full in the tooltip of the row under the mouse.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample_api/check.h"
#include "harness/sample_api/expectation_row.h"

namespace harness::widgets {

struct ExpectationTableOptions {
  // Rows the table shows without scrolling when the panel has no spare
  // height; it grows into the spare height there is, less `leave_below`
  // pixels for what follows it.
  int min_visible_rows = 8;
  float leave_below = 0.0f;
  // Whether to show the algorithm column (ComparesAlgorithms of the rows).
  bool algorithm_column = true;
  // Whether to show "your code": a plugin's answer beside ours
  // (ExpectationRow::yours), in orange where it disagrees.
  bool yours_column = false;
};

// Draws `count` rows, `row(i)` each (only the visible ones are drawn, but
// every row's width is measured). Returns the row under the mouse.
std::optional<std::size_t> ExpectationTable(
    const char* id, std::size_t count, const std::function<const ExpectationRow&(std::size_t)>& row,
    const ExpectationTableOptions& options = {});

// Judged checks as an expectation table: failing rows red, `marked`'s rows
// marked; with `theirs` (other authors' checks of the same expectations,
// one per origin), a "your code" column of their answers
// (origins/their_checks.h).
void ExpectationTable(const char* id, const std::vector<PairCheck>& checks,
                      const std::optional<std::string>& marked,
                      const std::vector<OriginChecks>& theirs = {});

// "2 pairs disagree (hover for each)" in orange, each line of `lines` in
// its tooltip; nothing when there are none (origins/their_checks.h's
// DisagreementLog::lines).
void DisagreementSummary(const std::vector<std::string>& lines);

// The status mark alone, in its colour, as the table draws it.
void StatusMark(RowStatus status);

}  // namespace harness::widgets
