#pragma once

// The table every sample shows its expectations in: the status first, as
// a compact mark in its colour ("ok" green, "FAIL" red, "-" not checked),
// then the shapes, the algorithm (only where the table compares two
// algorithms on one question), what was expected and what the test
// answers. Every column is as wide as its widest cell, and the table
// scrolls sideways when they do not fit; numbers are compact in the cells
// and in full in the tooltip of the row under the mouse.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample_api/check.h"
#include "harness/sample_api/expectation_row.h"
#include "harness/sample_api/pair_focus.h"
#include "harness/sample_api/picking.h"

namespace harness::widgets {

// Column widths kept from one frame to the next by the table's owner, so
// that a table of thousands of rows measures its cells only when they
// change: the owner bumps `rows_version` whenever its rows do.
struct ColumnWidthCache {
  std::uint64_t rows_version = 0;
  std::uint64_t measured_version = 0;
  float measured_font_size = 0.0f;  // a new interface scale measures again
  std::vector<float> widths;
};

struct ExpectationTableOptions {
  // Rows the table shows without scrolling when the panel has no spare
  // height; it grows into the spare height there is, less `leave_below`
  // pixels for what follows it.
  int min_visible_rows = 8;
  float leave_below = 0.0f;
  // > 0: the table takes at most this share of the panel's height, so that
  // what follows a table placed first still shows (0: all the spare height).
  float panel_share = 0.0f;
  // Whether to show the algorithm column (ComparesAlgorithms of the rows).
  bool algorithm_column = true;
  // Whether to show "your code": a plugin's answer beside ours
  // (ExpectationRow::yours), in orange where it disagrees.
  bool yours_column = false;
  // The shape under the cursor in the view: the rows naming it are lit.
  std::optional<std::string> hovered_shape;
  // Null: every row is measured every frame.
  ColumnWidthCache* widths = nullptr;
};

// The rows the mouse is on: under it, and clicked this frame.
struct TableMouse {
  std::optional<std::size_t> hovered;
  std::optional<std::size_t> clicked;
};

// Draws `count` rows, `row(i)` each (only the visible ones are drawn, but
// every row's width is measured).
TableMouse ExpectationTable(const char* id, std::size_t count,
                            const std::function<const ExpectationRow&(std::size_t)>& row,
                            const ExpectationTableOptions& options = {});

// Judged checks as an expectation table: failing rows red; the rows of the
// selected shape (`shapes.selected`) or of the solo'd pair marked, those of
// the shape under the cursor lit; with `theirs` (other authors' checks of
// the same expectations, one per origin), a "your code" column of their
// answers (origins/their_checks.h). Hovering a row views its pair, a click
// solos it (`pairs`, pair_focus.h). It takes at most half the panel:
// samples place it first, with their controls below.
void PairFocusTable(const char* id, const std::vector<PairCheck>& checks, const PickFocus& shapes,
                    PairFocus& pairs, const std::vector<OriginChecks>& theirs = {});

// "2 pairs disagree (hover for each)" in orange, each line of `lines` in
// its tooltip; nothing when there are none (origins/their_checks.h's
// DisagreementLog::lines).
void DisagreementSummary(const std::vector<std::string>& lines);

// The status mark alone, in its colour, as the table draws it.
void StatusMark(RowStatus status);

}  // namespace harness::widgets
