#pragma once

// The box-box sample's pair table: one row per pair (Model::Rows), worked
// out once per revision of the model, listed through ImGuiListClipper so a
// scene of thousands of boxes costs only the rows that show, with filters
// for mismatches, disagreements and the selected shape's pairs.

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "box_box/box_box_model.h"
#include "harness/sample_api/picking.h"

namespace box_box {

class PairTable {
 public:
  // Draws the table. A click on a row selects its pair in the model; the
  // row under the cursor, if any, is returned (marked in the view).
  std::optional<IdPair> Draw(Model& model, const harness::PickFocus& focus);

 private:
  // The rows the filters keep.
  void Filter(const Model& model, const harness::PickFocus& focus);
  void Row(Model& model, const harness::PickFocus& focus, const PairRow& row,
           std::optional<IdPair>& hovered);

  bool mismatches_only_ = false;
  bool disagreements_only_ = false;
  bool selected_only_ = false;
  // Model::Table() as of revision table_revision_, and the rows shown of it.
  std::vector<PairRow> table_;
  std::uint64_t table_revision_ = std::numeric_limits<std::uint64_t>::max();
  std::uint64_t table_generation_ = 0;  // Model::their_generation() of table_
  bool yours_column_ = false;           // some row has another author's answer
  std::vector<const PairRow*> shown_;
};

}  // namespace box_box
