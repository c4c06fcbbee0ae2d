// The static-shapes sample's pair table, drawn: the rows are
// static_shapes/pair_table_rows.h's. They are listed through
// ImGuiListClipper, so a scene of thousands of pairs costs only the rows
// that show; filters narrow them to mismatches or to the selected shape's.
#include <imgui.h>

#include <string>
#include <vector>

#include "harness/static_sample/static_shapes_sample.h"
#include "harness/static_shapes/pair_table_rows.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

const char* StatusText(RowStatus status) {
  switch (status) {
    case RowStatus::kNotChecked:
      return "not checked";
    case RowStatus::kHolds:
      return "ok";
    case RowStatus::kMismatch:
      return "MISMATCH";
  }
  return "";
}

}  // namespace

void StaticShapesSample::PairTableFilters() {
  ImGui::Checkbox("mismatches only", &mismatches_only_);
  ImGui::SameLine();
  ImGui::Checkbox("selected shape only", &selected_only_);
  if (selected_only_ && !selected_) {
    ImGui::SameLine();
    ImGui::TextDisabled("(click a shape's name above)");
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

void StaticShapesSample::PairTable() {
  hovered_pair_.reset();
  PairTableFilters();
  const std::vector<PairTableRow> rows =
      PairTableRows(current_.shapes, answers_, triple_answers_, results_,
                    PairTableFilter{mismatches_only_, selected_only_, selected_});
  for (const PairTableRow& row : rows) {
    widgets::NoteTableRow(row.selected);
  }
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 18;
  if (!ImGui::BeginTable("pairs", 6, flags, ImVec2(0, height))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* name : {"a", "b", "algorithm", "expected", "actual", "status"}) {
    ImGui::TableSetupColumn(name);
  }
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      PairTableRowWidgets(rows[static_cast<std::size_t>(r)], r);
    }
  }
  ImGui::EndTable();
}

void StaticShapesSample::PairTableRowWidgets(const PairTableRow& row, int index) {
  ImGui::TableNextRow();
  ImGui::PushID(index);
  if (row.status == RowStatus::kMismatch) {
    widgets::MarkMismatchRow();
  }
  ImGui::TableNextColumn();
  // A row-wide selectable: hovering anywhere on the row lights the pair up
  // in the view.
  ImGui::Selectable(row.a.c_str(), row.selected, ImGuiSelectableFlags_SpanAllColumns);
  if (ImGui::IsItemHovered() && row.pair) {
    hovered_pair_ = *row.pair;
  }
  for (const std::string* text : {&row.b, &row.algorithm, &row.expected, &row.actual}) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(text->c_str());
  }
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(StatusText(row.status));
  ImGui::PopID();
}

}  // namespace harness
