#pragma once

// How much of the results table a user sees without scrolling: the first
// expectation table a frame draws (widgets/expectation_table.h) notes its
// header and each row it drew whole inside the sample panel's visible
// rectangle. `--every-sample --stats` prints the last frame's count as
// "table rows visible: V of R", and the suite asks V >= min(3, R) at
// 800x600 and at 1280x800 at scale 2 (issue 35: the table first).

#include <string>

namespace harness::widgets {

struct TableRowsSeen {
  bool drawn = false;           // a table was drawn this frame
  bool header_visible = false;  // its header row whole inside the panel
  int visible = 0;              // rows whole inside the panel and the table's own scroll area
  int rows = 0;                 // the rows the table holds (what its filters leave)
  float top = 0.0f;             // where the table starts, in screen coordinates
  // With a plugin's "your code" column: whether its header shows whole
  // across, without scrolling sideways.
  bool yours_column = false;
  bool yours_visible = false;
  int yours_orange = 0;  // its cells in orange, over every row (shown or scrolled past)
};

// Forgets the last frame's table: the shell calls it before the sample's panel.
void ForgetTableRowsSeen();
// What the frame's first table showed; later tables in the frame are not counted.
const TableRowsSeen& TableRowsSeenThisFrame();
// "table rows visible: 12 of 12", or "no table"; with a "your code" column,
// then "; your code column visible, 2 cells orange" (or "not visible"). A table whose header is
// not visible counts no row as visible: a row cannot be read without it.
std::string TableRowsVisibleText(const TableRowsSeen& seen);

// For the expectation table: a table of `rows` rows starts at `top` (true
// when it is the frame's first, which is the one counted).
bool NoteTableStart(int rows, float top);
// Its header or a row occupies [top, bottom] in screen coordinates; what
// shows of it is inside [visible_top, visible_bottom].
void NoteTableHeader(float top, float bottom, float visible_top, float visible_bottom);
// The "your code" header spans [left, right]; what shows across is
// [visible_left, visible_right].
void NoteYoursColumn(float left, float right, float visible_left, float visible_right);
void NoteYoursOrange(int cells);
void NoteTableRow(float top, float bottom, float visible_top, float visible_bottom);

}  // namespace harness::widgets
