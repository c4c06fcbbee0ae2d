#include "harness/widgets/clip_meter.h"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <string>
#include <vector>

namespace harness::widgets {
namespace {

// What did not fit in the last frame, one entry each.
std::vector<std::string>& Clipped() {
  static std::vector<std::string> clipped;
  return clipped;
}

// A window's name as it shows: without ImGui's "##" or "###" suffix.
std::string ShownName(const char* name) {
  return std::string(name, ImGui::FindRenderedTextEnd(name));
}

// One line of text, optionally dimmed.
void Line(const std::string& text, bool disabled) {
  if (disabled) {
    ImGui::TextDisabled("%s", text.c_str());
  } else {
    ImGui::TextUnformatted(text.c_str());
  }
}

float Width(std::string_view text) {
  return ImGui::CalcTextSize(text.data(), text.data() + text.size()).x;
}

void WrappedParagraphs(std::string_view text, bool disabled) {
  const float width = ImGui::GetContentRegionAvail().x;
  for (const std::string& line : LinesBetweenWords(text, width, Width)) {
    Line(line, disabled);
  }
}

// HintParagraph lines cut in the frame being drawn, until CountClippedText
// takes them.
std::vector<std::string>& CutHintsThisFrame() {
  static std::vector<std::string> cut;
  return cut;
}

// Whether the item just drawn lies wholly between its window's top and
// bottom edges (a pixel's rounding spared).
bool LastItemShowsWhole(const ImGuiWindow& window) {
  const float top = ImGui::GetItemRectMin().y;
  const float bottom = ImGui::GetItemRectMax().y;
  return top >= window.InnerClipRect.Min.y - 1.0f && bottom <= window.InnerClipRect.Max.y + 1.0f;
}

bool ContentPastRightEdge(const ImGuiWindow& window) {
  return !window.ScrollbarX && window.DC.CursorMaxPos.x > window.InnerClipRect.Max.x + 1.0f;
}

bool TitleWiderThanItsBar(const ImGuiWindow& window) {
  if ((window.Flags & ImGuiWindowFlags_NoTitleBar) != 0 ||
      (window.Flags & ImGuiWindowFlags_ChildWindow) != 0) {
    return false;
  }
  const ImGuiStyle& style = ImGui::GetStyle();
  const float font = ImGui::GetFontSize();
  float needed =
      Width(std::string_view(window.Name, ImGui::FindRenderedTextEnd(window.Name) - window.Name)) +
      style.FramePadding.x * 2.0f;
  if ((window.Flags & ImGuiWindowFlags_NoCollapse) == 0) {
    needed += font + style.ItemInnerSpacing.x;
  }
  if (window.HasCloseButton) {
    needed += font + style.ItemInnerSpacing.x;
  }
  return needed > window.TitleBarRect().GetWidth() + 1.0f;
}

void FindClippedWindows(std::vector<std::string>& clipped) {
  for (const ImGuiWindow* window : GImGui->Windows) {
    if (!window->Active || window->Hidden) {
      continue;
    }
    if (TitleWiderThanItsBar(*window)) {
      clipped.push_back("title of " + ShownName(window->Name));
    }
    if (!window->Collapsed && !window->SkipItems && ContentPastRightEdge(*window)) {
      clipped.push_back("content of " + ShownName(window->Name));
    }
  }
}

// A column's cells and header report how far their text reached; past the
// column's right edge it was clipped.
void FindClippedTableColumns(std::vector<std::string>& clipped) {
  ImGuiContext& g = *GImGui;
  for (int n = 0; n < g.Tables.GetMapSize(); ++n) {
    const ImGuiTable* table = g.Tables.TryGetMapData(n);
    if (table == nullptr || table->LastFrameActive != g.FrameCount) {
      continue;
    }
    for (int c = 0; c < table->ColumnsCount; ++c) {
      const ImGuiTableColumn& column = table->Columns[c];
      if (!column.IsEnabled || !column.IsVisibleX) {
        continue;
      }
      const char* name = ImGui::TableGetColumnName(table, c);
      const std::string what = "column " + std::string(name != nullptr ? name : "?") + " of " +
                               ShownName(table->OuterWindow->Name);
      const float edge = column.MaxX + 1.0f;
      if (column.ContentMaxXHeadersIdeal > edge) {
        clipped.push_back("header of " + what);
      }
      if (column.ContentMaxXFrozen > edge || column.ContentMaxXUnfrozen > edge) {
        clipped.push_back(what);
      }
    }
  }
}

// `text` cut at each `separator`: "a b" at ' ' is "a" and "b".
std::vector<std::string_view> Pieces(std::string_view text, char separator) {
  std::vector<std::string_view> pieces;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(separator, start);
    end = end == std::string_view::npos ? text.size() : end;
    pieces.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return pieces;
}

// A paragraph (lines from `first` on) whose last line is one word alone
// after a line of several reads as cut off ("... a test" / "case."): the
// line before gives it its last word when the two fit the width. The
// paragraph keeps its number of lines.
void KeepTheLastWordCompany(std::vector<std::string>& lines, std::size_t first, float width,
                            const std::function<float(std::string_view)>& measure) {
  if (lines.size() < first + 2) {
    return;
  }
  std::string& before = lines[lines.size() - 2];
  std::string& last = lines.back();
  const std::size_t space = before.rfind(' ');
  if (last.find(' ') != std::string::npos || space == std::string::npos) {
    return;
  }
  std::string longer = before.substr(space + 1) + " " + last;
  if (measure(longer) <= width) {
    last = std::move(longer);
    before.resize(space);
  }
}

}  // namespace

std::vector<std::string> LinesBetweenWords(std::string_view text, float width,
                                           const std::function<float(std::string_view)>& measure) {
  std::vector<std::string> lines;
  for (const std::string_view paragraph : Pieces(text, '\n')) {
    const std::size_t paragraph_start = lines.size();
    // Filled word by word, so a break only ever falls at a space.
    std::string line;
    for (const std::string_view word : Pieces(paragraph, ' ')) {
      if (word.empty()) {
        continue;
      }
      std::string longer = line.empty() ? std::string(word) : line + " " + std::string(word);
      if (!line.empty() && measure(longer) > width) {
        lines.push_back(std::move(line));
        line = std::string(word);
      } else {
        line = std::move(longer);
      }
    }
    lines.push_back(std::move(line));
    KeepTheLastWordCompany(lines, paragraph_start, width, measure);
  }
  return lines;
}

void Paragraph(std::string_view text) {
  WrappedParagraphs(text, false);
}

void ParagraphDisabled(std::string_view text) {
  WrappedParagraphs(text, true);
}

void HintParagraph(std::string_view text) {
  const ImGuiWindow& window = *ImGui::GetCurrentWindow();
  const float width = ImGui::GetContentRegionAvail().x;
  bool cut = false;
  for (const std::string& line : LinesBetweenWords(text, width, Width)) {
    Line(line, true);
    cut = cut || !LastItemShowsWhole(window);
  }
  // Scrolled down, the user moved it out of sight: only the panel as it
  // opens must show it.
  if (cut && window.Scroll.y <= 0.0f) {
    CutHintsThisFrame().push_back("hint of " + ShownName(window.Name));
  }
}

void ParagraphInRoomOf(std::string_view text, std::string_view room) {
  const float width = ImGui::GetContentRegionAvail().x;
  const std::vector<std::string> lines = LinesBetweenWords(text, width, Width);
  for (const std::string& line : lines) {
    Line(line, false);
  }
  const std::size_t needed = room.empty() ? 0 : LinesBetweenWords(room, width, Width).size();
  for (std::size_t i = lines.size(); i < needed; ++i) {
    Line("", false);  // an empty line, one line high
  }
}

void ParagraphF(const char* format, ...) {
  char text[2048];
  va_list args;
  va_start(args, format);
  std::vsnprintf(text, sizeof text, format, args);
  va_end(args);
  WrappedParagraphs(text, false);
}

void SameLineIfRoom(float next_width) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float right_edge = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + spacing + next_width <= right_edge) {
    ImGui::SameLine();
  }
}

float ButtonWidth(std::string_view label) {
  const std::string text(label);
  return ImGui::CalcTextSize(text.c_str(), nullptr, true).x +
         ImGui::GetStyle().FramePadding.x * 2.0f;
}

float CheckboxWidth(std::string_view label) {
  const std::string text(label);
  return ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
         ImGui::CalcTextSize(text.c_str(), nullptr, true).x;
}

float FieldWidth(float preferred, std::string_view widest_label) {
  const std::string label(widest_label);
  const float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemInnerSpacing.x -
                     ImGui::CalcTextSize(label.c_str(), nullptr, true).x;
  const float least = ImGui::GetFontSize() * 4.0f;  // a field narrower shows no number
  return std::max(least, preferred > 0.0f ? std::min(preferred, room) : room);
}

float ScrollingTableHeight(int rows, bool header) {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float row = ImGui::GetTextLineHeight() + style.CellPadding.y * 2.0f;
  return row * static_cast<float>(rows + (header ? 1 : 0)) + style.ScrollbarSize + 2.0f;
}

void CountClippedText() {
  Clipped().clear();
  FindClippedWindows(Clipped());
  FindClippedTableColumns(Clipped());
  for (std::string& hint : CutHintsThisFrame()) {
    Clipped().push_back(std::move(hint));
  }
  CutHintsThisFrame().clear();
}

int ClippedLastFrame() {
  return static_cast<int>(Clipped().size());
}

std::string ClippedReport() {
  std::string report = std::to_string(Clipped().size());
  for (std::size_t i = 0; i < Clipped().size(); ++i) {
    report += (i == 0 ? " (" : ", ") + Clipped()[i];
  }
  return Clipped().empty() ? report : report + ")";
}

}  // namespace harness::widgets
