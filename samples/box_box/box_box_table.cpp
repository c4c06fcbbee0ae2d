#include "box_box/box_box_table.h"

#include <imgui.h>

#include <algorithm>
#include <string>

#include "harness/layout_engine/bounds_pairs.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace box_box {
namespace {

// The expectation tables' marks (widgets/expectation_table.h), and the
// tests' disagreement in orange.
void StatusCell(RowStatus status) {
  switch (status) {
    case RowStatus::kMismatch:
      harness::widgets::StatusMark(harness::RowStatus::kMismatch);
      return;
    case RowStatus::kDisagree:
      ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "disagree");
      return;
    case RowStatus::kOk:
      harness::widgets::StatusMark(harness::RowStatus::kHolds);
      return;
    case RowStatus::kNotChecked:
      break;
  }
  harness::widgets::StatusMark(harness::RowStatus::kNotChecked);
}

// exact exp, exact, CV exp, CV (and "your code"): "hit" or "apart", "-"
// where none applies; CV in orange where the tests disagree, your code
// where it is not our exact answer.
void OutcomeCells(const PairRow& row, bool yours_column) {
  const auto word = [](bool hit) { return hit ? "hit" : "apart"; };
  const auto cell = [&](const std::optional<bool>& outcome) {
    ImGui::TableNextColumn();
    ImGui::TextUnformatted(outcome ? word(*outcome) : "-");
  };
  cell(row.exact_expected);
  cell(row.exact);
  cell(row.corner_volume_expected);
  if (row.corner_volume && row.disagree) {
    ImGui::TableNextColumn();
    ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "%s", word(*row.corner_volume));
  } else {
    cell(row.corner_volume);
  }
  if (yours_column) {
    ImGui::TableNextColumn();
    if (row.yours_disagree) {
      ImGui::TextColored(ImVec4(1, 0.55f, 0, 1), "%s", row.yours.c_str());
    } else {
      ImGui::TextUnformatted(row.yours.empty() ? "-" : row.yours.c_str());
    }
  }
}

bool OfSelected(const Model& model, const harness::PickFocus& focus, const PairRow& row) {
  return focus.IsSelected(model.shapes()[row.shapes.first].id) ||
         focus.IsSelected(model.shapes()[row.shapes.second].id);
}

}  // namespace

std::optional<IdPair> PairTable::Draw(Model& model, const harness::PickFocus& focus) {
  harness::widgets::HelpMarker(
      "exact: SAT for two boxes, closest point for a sphere and a box, squared distance for "
      "two spheres. CV: seed 004's corner-volume test (boxes only). exp: the expectation. "
      "your code (with --plugin): a plugin's test for the pair, orange where it is not exact's. "
      "Hover a row to mark the pair; click to select it (its separating axis is drawn when "
      "SAT finds it apart).");
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("mismatches only"));
  ImGui::Checkbox("mismatches only", &mismatches_only_);
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("disagreeing only"));
  ImGui::Checkbox("disagreeing only", &disagreements_only_);
  ImGui::Checkbox("selected shape's pairs only", &selected_only_);
  if (selected_only_ && !focus.selected) {
    ImGui::SameLine();
    ImGui::TextDisabled("(click a shape)");
  }
  if (model.shapes().size() > harness::kAllPairsLimit) {
    ImGui::TextDisabled(
        "%zu shapes: listing the pairs whose bounds touch (all pairs up to %zu shapes); the "
        "others are apart by every test.",
        model.shapes().size(), harness::kAllPairsLimit);
  }
  if (model.revision() != table_revision_ || model.their_generation() != table_generation_) {
    table_ = model.Table();
    table_revision_ = model.revision();
    table_generation_ = model.their_generation();
    yours_column_ = std::any_of(table_.begin(), table_.end(),
                                [](const PairRow& row) { return !row.yours.empty(); });
  }
  Filter(model, focus);
  for (const PairRow* row : shown_) {
    harness::widgets::NoteTableRow(row->selected || OfSelected(model, focus, *row));
  }

  std::optional<IdPair> hovered;
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingFixedFit;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 12;
  if (!ImGui::BeginTable("pairs", yours_column_ ? 8 : 7, flags, ImVec2(0, height))) {
    return hovered;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* name : {"status", "a", "b", "exact exp", "exact", "CV exp", "CV"}) {
    ImGui::TableSetupColumn(name);
  }
  if (yours_column_) {
    ImGui::TableSetupColumn("your code");
  }
  ImGui::TableHeadersRow();
  // A click only selects a pair (the shapes stay), so the rows stay valid
  // until the next frame's Draw rereads the table.
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(shown_.size()));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      ImGui::PushID(r);
      Row(model, focus, *shown_[static_cast<std::size_t>(r)], hovered);
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
  return hovered;
}

void PairTable::Filter(const Model& model, const harness::PickFocus& focus) {
  shown_.clear();
  for (const PairRow& row : table_) {
    if (mismatches_only_ && row.status != RowStatus::kMismatch) {
      continue;
    }
    if (disagreements_only_ && !row.disagree && !row.yours_disagree) {
      continue;
    }
    if (selected_only_ && focus.selected && !OfSelected(model, focus, row)) {
      continue;
    }
    shown_.push_back(&row);
  }
}

// One row: the pair's ids (click selects, hover marks it in the view), what
// each test is expected to find and finds, and the status.
void PairTable::Row(Model& model, const harness::PickFocus& focus, const PairRow& row,
                    std::optional<IdPair>& hovered) {
  const std::string a = model.shapes()[row.shapes.first].id;
  const std::string b = model.shapes()[row.shapes.second].id;
  ImGui::TableNextRow();
  if (row.status == RowStatus::kMismatch) {
    harness::widgets::MarkMismatchRow();
  } else if (row.disagree) {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(120, 70, 0, 255));
  }
  ImGui::TableNextColumn();
  const bool marked = row.selected || OfSelected(model, focus, row);
  // The status first, as every expectation table shows it.
  if (ImGui::Selectable(
          "##row", marked,
          ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap)) {
    model.ToggleSelection(row.shapes);
  }
  if (ImGui::IsItemHovered()) {
    hovered = IdPair{a, b};
  }
  ImGui::SameLine(0.0f, 0.0f);
  StatusCell(row.status);
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(a.c_str());
  ImGui::TableNextColumn();
  ImGui::TextUnformatted(b.c_str());
  OutcomeCells(row, yours_column_);
}

}  // namespace box_box
