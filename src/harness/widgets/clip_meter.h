#pragma once

// Text that does not fit, found and counted: `--stats` prints the last
// frame's count as "clipped: N", and the suite asks it to be 0 for every
// sample at every window size and interface scale it supports.
//
// ImGui clips what runs past an edge without a word, and its own wrapping
// breaks a line after a '.' and inside a word, so "within 0.00001" can
// read "within 0." and "00001". Paragraph wraps between words only, and
// SameLineIfRoom moves a button that does not fit to the next line.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include <imgui.h>  // IM_FMTARGS

namespace harness::widgets {

// Text wrapped at the window's edge between words only, never inside a
// word or a number. A single word wider than the line runs past the edge
// (which CountClippedText counts). Disabled: in the dimmed colour.
void Paragraph(std::string_view text);
void ParagraphDisabled(std::string_view text);
// Paragraph's lines for a line `width` wide, each line's width as
// `measure` gives it: paragraphs at '\n', lines broken only at spaces; a
// word wider than a line is a line of its own. A paragraph's last line is
// never one word alone after a line of several when the line before can
// give it a word: "case." never ends a sentence on a line of its own.
std::vector<std::string> LinesBetweenWords(std::string_view text, float width,
                                           const std::function<float(std::string_view)>& measure);
// ParagraphDisabled for a hint that must read whole where it stands (the
// keys a panel answers): while its window is scrolled to the top, each of
// its lines that the window's top or bottom edge cuts, or hides, is counted
// by CountClippedText ("hint of Samples"), as text past the right edge is.
void HintParagraph(std::string_view text);
// Paragraph taking at least as many lines as `room` would (empty: as
// Paragraph): for text that changes from frame to frame (a readout of
// what the pointer is over), so that what is below it never jumps when it
// wraps onto one more line or one less.
void ParagraphInRoomOf(std::string_view text, std::string_view room);
// Paragraph of printf-formatted text, as ImGui::TextWrapped takes it.
void ParagraphF(const char* format, ...) IM_FMTARGS(1);

// Call between two items instead of ImGui::SameLine: keeps the next item
// (`next_width` wide) on this line when it fits, else lets it start the
// next.
void SameLineIfRoom(float next_width);
// A button's width with its label, as ImGui::Button and SmallButton size it.
float ButtonWidth(std::string_view label);
// A checkbox's width with its label.
float CheckboxWidth(std::string_view label);
// The width for a field (a drag, a slider, a combo) whose label is drawn
// after it: `preferred` (0: as wide as there is room), narrowed so that
// `widest_label`, the widest of the labels it stands beside, still fits
// on the line.
float FieldWidth(float preferred, std::string_view widest_label);

// Counts what did not fit in the frame ImGui has just ended (call after
// ImGui::Render): every window whose content runs past its right edge
// with no horizontal scroll bar, every title wider than its title bar,
// every table header and column whose text is wider than the column, and
// every HintParagraph line its window's edge cut.
// (ImGui keeps no list of its items, so a window or a column with several
// clipped items counts once.)
void CountClippedText();
// The height of a table of `rows` rows (and a header row when `header`)
// with room for a horizontal scroll bar: a table that scrolls sideways
// (ImGuiTableFlags_ScrollX) takes all the height it is given.
float ScrollingTableHeight(int rows, bool header = true);
// The count of the last frame CountClippedText finished, and the count
// with what each was: "2 (title of Log, column expected of pairs)".
int ClippedLastFrame();
std::string ClippedReport();

}  // namespace harness::widgets
