#include "harness/widgets/expectation_table.h"

#include <imgui.h>
#include <imgui_internal.h>  // the windows' clip rectangles, for the rows-visible meter

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "harness/origins/their_checks.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/table_rows_meter.h"
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
// A row about the shape under the cursor: lighter than the selection's mark.
constexpr ImU32 kLitRowColour = IM_COL32(60, 75, 110, 255);

// "your code" beside the shapes, so that it shows in a narrow panel
// without scrolling sideways: it says "ok" where it holds.
enum Column { kStatus, kA, kB, kYours, kAlgorithm, kExpected, kActual, kColumnCount };
constexpr std::array<const char*, kColumnCount> kColumnNames = {
    "status", "a", "b", "your code", "algorithm", "expected", "actual"};

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
  if (!row.yours_in_full.empty()) {
    ImGui::TextColored(row.yours_disagrees ? kYoursDisagreeColour : MarkColour(RowStatus::kHolds),
                       "your code: %s", row.yours_in_full.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::EndTooltip();
}

// Whether the row is about shape `id`: its a, or its b (for three planes,
// "b, c").
bool NamesShape(const ExpectationRow& row, const std::string& id) {
  if (row.a == id || row.b == id) {
    return true;
  }
  const std::size_t comma = row.b.find(", ");
  return comma != std::string::npos &&
         (row.b.substr(0, comma) == id || row.b.substr(comma + 2) == id);
}

// One row; whether the mouse is over it and whether it was clicked, and
// where it was drawn (screen coordinates).
struct RowMouse {
  bool hovered = false;
  bool clicked = false;
  float top = 0.0f;
  float bottom = 0.0f;
};
RowMouse RowWidgets(const ExpectationRow& row, int index, const ExpectationTableOptions& options) {
  ImGui::TableNextRow();
  ImGui::PushID(index);
  if (row.status == RowStatus::kMismatch) {
    MarkMismatchRow();
  }
  if (row.selected) {
    MarkSelectedRow();
  } else if (options.hovered_shape && NamesShape(row, *options.hovered_shape)) {
    ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, kLitRowColour);
  }
  ImGui::TableNextColumn();
  // A row-wide selectable, so hovering anywhere on the row marks the pair.
  const bool clicked = ImGui::Selectable(
      "##row", row.selected,
      ImGuiSelectableFlags_SpanAllColumns | ImGuiSelectableFlags_AllowItemOverlap);
  const bool hovered = ImGui::IsItemHovered();
  const float top = ImGui::GetItemRectMin().y;
  const float bottom = ImGui::GetItemRectMax().y;
  ImGui::SameLine(0.0f, 0.0f);
  StatusMark(row.status);
  for (int c = kA; c < kColumnCount; ++c) {
    if (!Shown(c, options)) {
      continue;
    }
    ImGui::TableNextColumn();
    if (c == kYours && row.yours_disagrees) {
      ImGui::TextColored(kYoursDisagreeColour, "%s", row.yours.c_str());
    } else if (c == kYours && row.yours == "ok") {
      StatusMark(RowStatus::kHolds);
    } else {
      ImGui::TextUnformatted(CellText(row, c).c_str());
    }
  }
  ImGui::PopID();
  if (hovered) {
    RowTooltip(row);
  }
  return {hovered, clicked, top, bottom};
}

float TableHeight(std::size_t count, const ExpectationTableOptions& options) {
  const float line = ImGui::GetTextLineHeightWithSpacing();
  // Header, rows and a horizontal scroll bar.
  const float all_rows = line * static_cast<float>(count + 1) + ImGui::GetStyle().ScrollbarSize +
                         ImGui::GetStyle().CellPadding.y * 2.0f;
  const float least = line * static_cast<float>(options.min_visible_rows + 1);
  float spare = ImGui::GetContentRegionAvail().y - options.leave_below;
  if (options.panel_share > 0.0f) {
    spare = std::min(spare, ImGui::GetWindowHeight() * options.panel_share);
  }
  return std::min(all_rows, std::max(least, spare));
}

int OrangeCells(std::size_t count, const std::function<const ExpectationRow&(std::size_t)>& row) {
  int orange = 0;
  for (std::size_t i = 0; i < count; ++i) {
    orange += row(i).yours_disagrees ? 1 : 0;
  }
  return orange;
}

// The header row, as ImGui::TableHeadersRow draws it; returns its extent
// and notes whether the "your code" header shows whole across what shows
// of `panel` and the table's `scroll_area`.
ImRect HeaderRow(const ExpectationTableOptions& options, const ImRect& panel,
                 const ImRect& scroll_area) {
  ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
  ImRect header(ImVec2(FLT_MAX, FLT_MAX), ImVec2(-FLT_MAX, -FLT_MAX));
  int index = 0;
  for (int c = 0; c < kColumnCount; ++c) {
    if (!Shown(c, options)) {
      continue;
    }
    // False for a column scrolled out of sight: ImGui draws nothing there.
    const bool drawn = ImGui::TableSetColumnIndex(index);
    ImGui::PushID(index++);
    if (drawn) {
      ImGui::TableHeader(kColumnNames[static_cast<std::size_t>(c)]);
      header.Add(ImRect(ImGui::GetItemRectMin(), ImGui::GetItemRectMax()));
    }
    ImGui::PopID();
    if (c == kYours) {
      const float left = drawn ? ImGui::GetItemRectMin().x : -FLT_MAX;
      const float right = drawn ? ImGui::GetItemRectMax().x : -FLT_MAX;
      NoteYoursColumn(left, right, std::max(panel.Min.x, scroll_area.Min.x),
                      std::min(panel.Max.x, scroll_area.Max.x));
    }
  }
  return header;
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
  // What of the panel shows: the table's rows are counted against it.
  const ImRect panel = ImGui::GetCurrentWindow()->InnerClipRect;
  const bool counted = NoteTableStart(static_cast<int>(count), ImGui::GetCursorScreenPos().y);
  if (!ImGui::BeginTable(id, columns, flags, ImVec2(0.0f, TableHeight(count, options)))) {
    return {};
  }
  // Rows show below the frozen header and above the horizontal scroll bar.
  const ImRect scroll_area = ImGui::GetCurrentWindow()->InnerClipRect;
  ImGui::TableSetupScrollFreeze(1, 1);
  for (int c = 0; c < kColumnCount; ++c) {
    if (Shown(c, options)) {
      ImGui::TableSetupColumn(kColumnNames[static_cast<std::size_t>(c)],
                              ImGuiTableColumnFlags_WidthFixed,
                              widths[static_cast<std::size_t>(c)]);
    }
  }
  const ImRect header = HeaderRow(options, panel, scroll_area);
  const float visible_top = std::max(panel.Min.y, header.Max.y);
  const float visible_bottom = std::min(panel.Max.y, scroll_area.Max.y);
  if (counted) {
    NoteTableHeader(header.Min.y, header.Max.y, panel.Min.y, panel.Max.y);
    NoteYoursOrange(options.yours_column ? OrangeCells(count, row) : 0);
  }
  if (options.hovered_shape) {
    for (std::size_t i = 0; i < count; ++i) {
      ShownSelection().lit_rows += NamesShape(row(i), *options.hovered_shape) ? 1 : 0;
    }
  }
  TableMouse mouse;
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(count));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      const RowMouse on_row = RowWidgets(row(static_cast<std::size_t>(r)), r, options);
      if (counted) {
        NoteTableRow(on_row.top, on_row.bottom, visible_top, visible_bottom);
      }
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

void PairFocusTable(const char* id, const std::vector<PairCheck>& checks, const PickFocus& shapes,
                    PairFocus& pairs, const std::vector<OriginChecks>& theirs) {
  std::vector<ExpectationRow> rows;
  rows.reserve(checks.size());
  const std::optional<std::string>& marked = shapes.selected;
  for (const PairCheck& check : checks) {
    ExpectationRow row = RowOfCheck(check);
    row.selected = pairs.solo() ? pairs.solo()->Same(check.a, check.b)
                                : marked && (check.a == *marked || check.b == *marked);
    NoteTableRow(row.selected);
    rows.push_back(std::move(row));
  }
  AddTheirChecks(checks, theirs, rows);
  ExpectationTableOptions options;
  options.algorithm_column = ComparesAlgorithms(rows);
  options.yours_column = !theirs.empty();
  // Tables of checks come first in their panels: room is left below.
  options.panel_share = 0.5f;
  options.min_visible_rows = 4;
  options.hovered_shape = shapes.hovered;
  const TableMouse mouse = ExpectationTable(
      id, rows.size(), [&](std::size_t i) -> const ExpectationRow& { return rows[i]; }, options);
  const auto pair_of = [&](std::size_t i) { return IdPair{checks[i].a, checks[i].b}; };
  pairs.Hover(mouse.hovered ? std::optional<IdPair>(pair_of(*mouse.hovered)) : std::nullopt);
  if (mouse.clicked) {
    pairs.Click(pair_of(*mouse.clicked));
  }
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
