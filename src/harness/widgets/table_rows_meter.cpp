#include "harness/widgets/table_rows_meter.h"

namespace harness::widgets {
namespace {

TableRowsSeen& Seen() {
  static TableRowsSeen seen;
  return seen;
}

// Whether the frame's first table is the one being drawn.
bool& Counting() {
  static bool counting = false;
  return counting;
}

bool Whole(float top, float bottom, float visible_top, float visible_bottom) {
  // Half a pixel of slack: ImGui rounds item rectangles, not clip rectangles.
  return top >= visible_top - 0.5f && bottom <= visible_bottom + 0.5f;
}

}  // namespace

void ForgetTableRowsSeen() {
  Seen() = {};
  Counting() = false;
}

const TableRowsSeen& TableRowsSeenThisFrame() {
  return Seen();
}

std::string TableRowsVisibleText(const TableRowsSeen& seen) {
  if (!seen.drawn) {
    return "no table";
  }
  const int visible = seen.header_visible ? seen.visible : 0;
  std::string text =
      "table rows visible: " + std::to_string(visible) + " of " + std::to_string(seen.rows);
  if (seen.yours_column) {
    text +=
        seen.yours_visible ? "; your code column visible, " : "; your code column not visible, ";
    text += std::to_string(seen.yours_orange) + (seen.yours_orange == 1 ? " cell" : " cells") +
            " orange";
  }
  return text;
}

bool NoteTableStart(int rows, float top) {
  Counting() = !Seen().drawn;
  if (Counting()) {
    Seen() = {true, false, 0, rows, top, false, false, 0};
  }
  return Counting();
}

void NoteTableHeader(float top, float bottom, float visible_top, float visible_bottom) {
  if (Counting()) {
    Seen().header_visible = Whole(top, bottom, visible_top, visible_bottom);
  }
}

void NoteYoursColumn(float left, float right, float visible_left, float visible_right) {
  if (Counting()) {
    Seen().yours_column = true;
    Seen().yours_visible = Whole(left, right, visible_left, visible_right);
  }
}

void NoteYoursOrange(int cells) {
  if (Counting()) {
    Seen().yours_orange = cells;
  }
}

void NoteTableRow(float top, float bottom, float visible_top, float visible_bottom) {
  if (Counting() && Whole(top, bottom, visible_top, visible_bottom)) {
    ++Seen().visible;
  }
}

}  // namespace harness::widgets
