#pragma once

// The static-shapes sample's pair table as data, with no ImGui: one row per
// tested pair's answer under each algorithm, per tested triple's meeting
// point, and per declared check no answer shows (a shape with itself, a
// shape that is gone); what was expected beside what the test answers now.
// static_sample/table.cpp draws these rows; tests read them directly.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/sample/check.h"
#include "harness/static_shapes/layout.h"
#include "harness/static_shapes/world.h"

namespace harness {

enum class RowStatus { kNotChecked, kHolds, kMismatch };

struct PairTableRow {
  std::string a;          // the first shape's id
  std::string b;          // the second's, or "b, c" for three planes
  std::string algorithm;  // the pair or triple test's id
  std::string expected;   // the declared outcome, "-" when nothing is declared
  std::string actual;     // what the test answers now
  RowStatus status = RowStatus::kNotChecked;
  // The row names the selected shape (marked in the table).
  bool selected = false;
  // The pair's shape indexes in the layout, for lighting it up in the view
  // when the row is hovered; absent for triples and unanswered checks.
  std::optional<std::pair<std::size_t, std::size_t>> pair;
};

struct PairTableFilter {
  bool mismatches_only = false;
  // With `selected`: only the rows that name that shape.
  bool selected_only = false;
  std::optional<std::string> selected;
};

// The rows, in the order of the shapes, as the seed's table is ((0, 0),
// (0, 1), ...), three planes after every pair. A check declared in the
// answer's order is that row's; one declared only in the other order stands
// for both orders.
std::vector<PairTableRow> PairTableRows(const std::vector<NamedShape>& shapes,
                                        const std::vector<PairAnswer>& answers,
                                        const std::vector<TripleAnswer>& triples,
                                        const std::vector<PairCheck>& checks,
                                        const PairTableFilter& filter);

}  // namespace harness
