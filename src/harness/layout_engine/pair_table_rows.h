#pragma once

// The static-shapes sample's pair table as data, with no ImGui: one row per
// tested pair's answer under each algorithm, per tested triple's meeting
// point, and per declared check no answer shows (a shape with itself, a
// shape that is gone); what was expected beside what the test answers now.
// layout_sample/table.cpp draws these rows; tests read them directly.

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/world.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/expectation_row.h"

namespace harness {

// A row of the static-shapes table: an expectation row and, for an answered
// pair, its shapes' indexes in the layout, for lighting it up in the view
// when the row is hovered (absent for triples and unanswered checks).
struct PairTableRow : ExpectationRow {
  std::optional<std::pair<std::size_t, std::size_t>> pair;
  std::optional<std::size_t> expectation;  // the declared expectation it checks
};

struct PairTableFilter {
  bool mismatches_only = false;
  // With `selected`: only the rows that name that shape.
  bool selected_only = false;
  std::optional<std::string> selected;
};

// The rows, in the order of the shapes, as the seed's table is ((0, 0),
// (0, 1), ...), three planes after every pair. One declared check is one
// row: two shapes of one kind, answered in both orders, show once, in the
// order a check declares (else the shapes' order); a check of two kinds
// declared in the other order than the test's is that answer's row.
std::vector<PairTableRow> PairTableRows(const std::vector<NamedShape>& shapes,
                                        const std::vector<PairAnswer>& answers,
                                        const std::vector<TripleAnswer>& triples,
                                        const std::vector<PairCheck>& checks,
                                        const PairTableFilter& filter);

}  // namespace harness
