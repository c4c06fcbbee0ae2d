#pragma once

// The panel's side of picking (picking.h's PickFocus): a shape's heading
// marked and scrolled into view when it was picked in the view, the header
// of a shape list opened for it, and the table of contact-time
// expectations the moving samples share, with the picked shape's rows
// marked.

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample_api/check.h"
#include "harness/sample_api/picking.h"

namespace harness::widgets {

// A collapsing header, open by default and opened when a shape was just
// picked, so its editor shows.
bool ShapesHeader(const char* label, const PickFocus& focus);

// A sample's shape editors. Up to kAllPairsLimit shapes, `row(i, true)` for
// each: its heading line and its fields. Above it, thousands of editors
// would cost more than the scene: a list of one line per shape,
// `row(i, false)`, built for the visible lines only, then the selected
// shape's `row(*selected, true)` below it.
void ShapeEditorList(std::size_t count, std::optional<std::size_t> selected,
                     const std::function<void(std::size_t, bool)>& row);

// A shape's heading in its editor: `text`, marked "(selected)" when `id` is
// selected, and scrolled into view once after it was picked.
void ShapeHeading(PickFocus& focus, const std::string& id, const std::string& text);

// Inside a table row: marks it as a row of the selected shape, over any
// mismatch colour.
void MarkSelectedRow();

// What the sample's panel showed of the selected shape in the last frame:
// --stats prints it at exit, so a window test can check what a click in the
// view did to the panel (an editor opened and in view, rows marked), which
// the panel's pixels cannot tell apart. The host clears it before each
// frame's panel; ShapeHeading and ExpectationTable fill it, and a panel that
// draws its own heading or table calls the Note functions.
struct SelectionShown {
  std::string heading;   // the selected shape whose heading was drawn; empty: none
  bool visible = false;  // that heading lay inside the panel's scrolled view
  int rows = 0;          // rows of the pair table (all of them, drawn or clipped)
  int marked_rows = 0;   // of them, marked as the selected shape's
  int lit_rows = 0;      // of them, lit as the shape under the cursor's
};
SelectionShown& ShownSelection();
// Right after the selected shape's heading item.
void NoteSelectedHeading(const std::string& id);
void NoteTableRow(bool marked);

}  // namespace harness::widgets
