// The static-shapes sample's pair table, drawn: the rows are
// layout_engine/pair_table_rows.h's, drawn by widgets/expectation_table.h
// (which draws only the rows that show, so a scene of thousands of pairs
// costs little); filters narrow them to mismatches or to the selected
// shape's.
#include <imgui.h>

#include <string>
#include <vector>

#include "collide/registry/convex_pair_tests.h"
#include "harness/layout_engine/pair_table_rows.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness {

void StaticShapesSample::PairTableFilters() {
  ImGui::Checkbox("mismatches only", &mismatches_only_);
  widgets::SameLineIfRoom(widgets::CheckboxWidth("selected shape only"));
  ImGui::Checkbox("selected shape only", &selected_only_);
  if (selected_only_ && !selected_) {
    ImGui::SameLine();
    ImGui::TextDisabled("(click a shape's name above)");
  }
  if (HasConvexPair()) {
    widgets::SameLineIfRoom(widgets::CheckboxWidth("draw GJK, EPA"));
    ImGui::Checkbox("draw GJK, EPA", &show_minkowski_);
    if (ImGui::IsItemHovered()) {
      ImGui::SetTooltip(
          "For the selected pair of convex shapes: GJK's last simplex and, when they overlap,\n"
          "EPA's last polytope, on the Minkowski difference A - B (its origin is the world's).");
    }
  }
  if (current_.shapes.size() > kAllPairsLimit) {
    ImGui::TextDisabled(
        "%zu shapes: listing the pairs whose bounds touch, and every pair with "
        "a plane or ray (all pairs up to %zu shapes).",
        current_.shapes.size(), kAllPairsLimit);
  }
  if (triples_capped_) {
    ImGui::TextDisabled(
        "Many planes: listing and marking the declared triples and the first %zu others.",
        kTriplesLimit);
  }
}

bool StaticShapesSample::HasConvexPair() const {
  int convex = 0;
  for (const NamedShape& shape : current_.shapes) {
    convex += collide::IsConvexKind(shape.shape.kind()) ? 1 : 0;
    if (convex >= 2) {
      return true;
    }
  }
  return false;
}

const StaticShapesSample::TableRows& StaticShapesSample::CurrentTableRows() {
  TableRows& cache = table_rows_;
  if (cache.made && cache.evaluation == evaluations_ && cache.mismatches_only == mismatches_only_ &&
      cache.selected_only == selected_only_ && cache.selected == selected_ &&
      cache.selected_pair == selected_pair_) {
    return cache;
  }
  cache.evaluation = evaluations_;
  cache.mismatches_only = mismatches_only_;
  cache.selected_only = selected_only_;
  cache.selected = selected_;
  cache.selected_pair = selected_pair_;
  cache.rows = PairTableRows(current_.shapes, answers_, triple_answers_, results_,
                             PairTableFilter{mismatches_only_, selected_only_, selected_});
  for (PairTableRow& row : cache.rows) {
    row.selected |= row.pair && IsSelectedPair(row.pair->first, row.pair->second);
    // A checked row shows what --check --plugin asked, whichever order
    // the row's pair is in: a reversed pair or a shape with itself too.
    if (row.expectation) {
      FillYourCodeCell(*row.expectation, their_checks_, row);
    }
  }
  // Whether the algorithm column shows depends on the sample's rows, not on
  // the filters, so it does not come and go as they change.
  const bool filtered = mismatches_only_ || selected_only_;
  cache.algorithm_column = ComparesAlgorithms(
      filtered ? PairTableRows(current_.shapes, answers_, triple_answers_, results_, {})
               : cache.rows);
  cache.made = true;
  ++table_widths_.rows_version;
  return cache;
}

void StaticShapesSample::PairTable() {
  hovered_pair_.reset();
  PairTableFilters();
  const TableRows& table = CurrentTableRows();
  const std::vector<PairTableRow>& rows = table.rows;
  for (const PairTableRow& row : rows) {
    widgets::NoteTableRow(row.selected);
  }
  widgets::ExpectationTableOptions options;
  options.algorithm_column = table.algorithm_column;
  options.yours_column = !OriginsAmong(answers_).empty() || !their_checks_.empty();
  options.widths = &table_widths_;
  options.hovered_shape = hovered_;
  // The table comes first: at most half the panel, so that the shapes'
  // editors still start above the fold, and never fewer than four rows.
  options.panel_share = 0.5f;
  options.min_visible_rows = 4;
  const widgets::TableMouse mouse = widgets::ExpectationTable(
      "pairs", rows.size(), [&](std::size_t i) -> const ExpectationRow& { return rows[i]; },
      options);
  if (mouse.hovered && rows[*mouse.hovered].pair) {
    hovered_pair_ = *rows[*mouse.hovered].pair;
  }
  if (mouse.clicked && rows[*mouse.clicked].pair) {
    const auto [a, b] = *rows[*mouse.clicked].pair;
    ToggleSelectedPair(a, b);  // the next frame's rows show it
  }
}

}  // namespace harness
