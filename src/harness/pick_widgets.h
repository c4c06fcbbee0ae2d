#pragma once

// The panel's side of picking (picking.h's PickFocus): a shape's heading
// marked and scrolled into view when it was picked in the view, the header
// of a shape list opened for it, and the table of contact-time
// expectations the moving samples share, with the picked shape's rows
// marked.

#include <optional>
#include <string>
#include <vector>

#include "harness/check.h"
#include "harness/picking.h"

namespace harness::widgets {

// A collapsing header, open by default and opened when a shape was just
// picked, so its editor shows.
bool ShapesHeader(const char* label, const PickFocus& focus);

// A shape's heading in its editor: `text`, marked "(selected)" when `id` is
// selected, and scrolled into view once after it was picked.
void ShapeHeading(PickFocus& focus, const std::string& id, const std::string& text);

// Inside a table row: marks it as a row of the selected shape, over any
// mismatch colour.
void MarkSelectedRow();

// Columns a, b, algorithm, expected, actual, sharing the panel's width
// (long ids and times wrap); failing rows red, `marked`'s rows marked.
void ExpectationTable(const char* id, const std::vector<PairCheck>& checks,
                      const std::optional<std::string>& marked);

}  // namespace harness::widgets
