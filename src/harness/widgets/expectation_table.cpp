#include "harness/widgets/expectation_table.h"

#include <imgui.h>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "harness/origins/their_checks.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness::widgets {
namespace {

const char* MarkText(RowStatus status) {
  switch (status) {
    case RowStatus::kHolds:
      return "ok";
    case RowStatus::kMismatch:
      return "FAIL";
    case RowStatus::kNotChecked:
      break;
  }
  return "-";
}

ImVec4 MarkColour(RowStatus status) {
  switch (status) {
    case RowStatus::kHolds:
      return ImVec4(0.35f, 0.85f, 0.35f, 1.0f);
    case RowStatus::kMismatch:
      return ImVec4(1.0f, 0.35f, 0.3f, 1.0f);
    case RowStatus::kNotChecked:
      break;
  }
  return ImGui::GetStyle().Colors[ImGuiCol_TextDisabled];
}

// The view's disagreement lines' orange (layout_sample/origins.cpp).
const ImVec4 kYoursDisagreeColour(1.0f, 0.6f, 0.2f, 1.0f);
const ImVec4 kDisagreeSummaryColour(1.0f, 0.55f, 0.0f, 1.0f);

enum Column { kStatus, kA, kB, kAlgorithm, kExpected, kActual, kYours, kColumnCount };
constexpr std::array<const char*, kColumnCount> kColumnNames = {
    "status", "a", "b", "algorithm", "expected", "actual", "your code"};

bool Shown(int column, const ExpectationTableOptions& options) {
  return (column != kAlgorithm || options.algorithm_column) &&
         (column != kYours || options.yours_column);
}

const std::string& CellText(const ExpectationRow& row, int column) {
  static const std::string kNone;
  switch (column) {
    case kA:
      return row.a;
    case kB:
      return row.b;
    case kAlgorithm:
      return row.algorithm;
    case kExpected:
      return row.expected;
    case kActual:
      return row.actual;
    case kYours:
      return row.yours;
    default:
      return kNone;
  }
}

float TextWidth(const std::string& text) {
  return ImGui::CalcTextSize(text.c_str()).x;
}

// Each column's widest cell, its header included.
std::array<float, kColumnCount> ColumnWidths(
    std::size_t count, const std::function<const ExpectationRow&(std::size_t)>& row) {
  std::array<float, kColumnCount> widths{};
  for (int c = 0; c < kColumnCount; ++c) {
    widths[static_cast<std::size_t>(c)] =
        ImGui::CalcTextSize(kColumnNames[static_cast<std::size_t>(c)]).x;
  }
  widths[kStatus] = std::max(widths[kStatus], ImGui::CalcTextSize("FAIL").x);
  for (std::size_t i = 0; i < count; ++i) {
    const ExpectationRow& r = row(i);
    for (int c = kA; c < kColumnCount; ++c) {
      widths[static_cast<std::size_t>(c)] =
          std::max(widths[static_cast<std::size_t>(c)], TextWidth(CellText(r, c)));
    }
  }
  return widths;
}

std::array<float, kColumnCount> CachedColumnWidths(
    std::size_t count, const std::function<const ExpectationRow&(std::size_t)>& row,
    ColumnWidthCache* cache) {
  if (cache == nullptr) {
    return ColumnWidths(count, row);
  }
  std::array<float, kColumnCount> widths{};
  if (cache->widths.size() != widths.size() || cache->measured_version != cache->rows_version ||
      cache->measured_font_size != ImGui::GetFontSize()) {
    widths = ColumnWidths(count, row);
    cache->widths.assign(widths.begin(), widths.end());
    cache->measured_version = cache->rows_version;
    cache->measured_font_size = ImGui::GetFontSize();
  }
  std::copy(cache->widths.begin(), cache->widths.end(), widths.begin());
  return widths;
}

void RowTooltip(const ExpectationRow& row) {
  ImGui::BeginTooltip();
  ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
  ImGui::Text("%s and %s, %s (%s)", row.a.c_str(), row.b.c_str(), row.algorithm.c_str(),
              row.question.c_str());
  ImGui::Text("expected: %s", row.expected_in_full.c_str());
  ImGui::Text("actual:   %s", row.actual_in_full.c_str());
  ImGui::TextColored(MarkColour(row.status), "%s",
                     row.status == RowStatus::kHolds      ? "holds"
                     : row.status == RowStatus::kMismatch ? "does not hold"
                                                          : "nothing declared");
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// One row; whether the mouse is over it and whether it was clicked.
struct RowMouse {
  bool hovered = false;
  bool clicked = false;
};
RowMouse RowWidgets(const ExpectationRow& row, int index, const ExpectationTableOptions& options) {
  ImGui::TableNextRow();
  ImGui::PushID(index);
  if (row.status == RowStatus::kMismatch) {
    MarkMismatchRow();
  }
  if (row.selected) {
    MarkSelectedRow();
  }
  ImGui::TableNextColumn();
  // A row-wide selectable, so hovering anywhere on the row marks the pair.
  const bool clicked = ImGui::Selectable(
      "##row", row.selected,
      ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap);
  const bool hovered = ImGui::IsItemHovered();
  ImGui::SameLine(0.0f, 0.0f);
  StatusMark(row.status);
  for (int c = kA; c < kColumnCount; ++c) {
    if (!Shown(c, options)) {
      continue;
    }
    ImGui::TableNextColumn();
    if (c == kYours && row.yours_disagrees) {
      ImGui::TextColored(kYoursDisagreeColour, "%s", row.yours.c_str());
    } else {
      ImGui::TextUnformatted(CellText(row, c).c_str());
    }
  }
  ImGui::PopID();
  if (hovered) {
    RowTooltip(row);
  }
  return {hovered, clicked};
}

float TableHeight(std::size_t count, const ExpectationTableOptions& options) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // Header, rows and a horizontal scroll bar.
  const float all_rows = line * static_cast<float>(count + 1) + ImGui::GetStyle().ScrollbarSize +
                         ImGui::GetStyle().CellPadding.y * 2.0f;
  const float least = line * static_cast<float>(options.min_visible_rows + 1);
  const float spare = ImGui::GetContentRegionAvail().y - options.leave_below;
  return std::min(all_rows, std::max(least, spare));
}

}  // namespace

void StatusMark(RowStatus status) {
  ImGui::TextColored(MarkColour(status), "%s", MarkText(status));
}

TableMouse ExpectationTable(const char* id, std::size_t count,
                            const std::function<const ExpectationRow&(std::size_t)>& row,
                            const ExpectationTableOptions& options) {
  const std::array<float, kColumnCount> widths = CachedColumnWidths(count, row, options.widths);
  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollX | ImGuiTableFlags_ScrollY |
                                ImGuiTableFlags_SizingFixedFit;
  int columns = 0;
  for (int c = 0; c < kColumnCount; ++c) {
    columns += Shown(c, options) ? 1 : 0;
  }
  if (!ImGui::BeginTable(id, columns, flags, ImVec2(0.0f, TableHeight(count, options)))) {
    return {};
  }
  ImGui::TableSetupScrollFreeze(1, 1);
  for (int c = 0; c < kColumnCount; ++c) {
    if (Shown(c, options)) {
      ImGui::TableSetupColumn(kColumnNames[static_cast<std::size_t>(c)],
                              ImGuiTableColumnFlags_WidthFixed,
                              widths[static_cast<std::size_t>(c)]);
    }
  }
  ImGui::TableHeadersRow();
  TableMouse mouse;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(count));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      const RowMouse on_row = RowWidgets(row(static_cast<std::size_t>(r)), r, options);
      if (on_row.hovered) {
        mouse.hovered = static_cast<std::size_t>(r);
      }
      if (on_row.clicked) {
        mouse.clicked = static_cast<std::size_t>(r);
      }
    }
  }
  ImGui::EndTable();
  return mouse;
}

void ExpectationTable(const char* id, const std::vector<PairCheck>& checks,
                      const std::optional<std::string>& marked,
                      const std::vector<OriginChecks>& theirs) {
  std::vector<ExpectationRow> rows;
  rows.reserve(checks.size());
  for (const PairCheck& check : checks) {
    ExpectationRow row = RowOfCheck(check);
    row.selected = marked && (check.a == *marked || check.b == *marked);
    NoteTableRow(row.selected);
    rows.push_back(std::move(row));
  }
  AddTheirChecks(checks, theirs, rows);
  ExpectationTableOptions options;
  options.algorithm_column = ComparesAlgorithms(rows);
  options.yours_column = !theirs.empty();
  ExpectationTable(
      id, rows.size(), [&](std::size_t i) -> const ExpectationRow& { return rows[i]; }, options);
}

void DisagreementSummary(const std::vector<std::string>& lines) {
  if (lines.empty()) {
    return;
  }
  const std::size_t count = lines.size();
  const std::string text =
      std::to_string(count) + (count == 1 ? " pair disagrees" : " pairs disagree");
  ImGui::PushStyleColor(ImGuiCol_Text, kDisagreeSummaryColour);
  Paragraph(text + " (hover for each)");
  ImGui::PopStyleColor();
  if (ImGui::IsItemHovered()) {
    ImGui::BeginTooltip();
    for (const std::string& line : lines) {
      ImGui::TextUnformatted(line.c_str());
    }
    ImGui::EndTooltip();
  }
}

}  // namespace harness::widgets
