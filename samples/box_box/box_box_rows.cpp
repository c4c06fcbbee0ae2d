// The box-box model's pair table as data (Model::Rows, RowOf, Table): which
// pairs are listed, in what order, and what each row shows. The panel
// draws them (box_box_table.h).
#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <variant>

#include "box_box/box_box_model.h"
#include "harness/layout_engine/bounds_pairs.h"
#include "harness/sample_api/sample.h"

namespace box_box {
namespace {

// The check a row shows for a pair under one algorithm (FindRowCheck).
const harness::PairCheck* FindCheck(const std::vector<harness::PairCheck>& checks,
                                    const std::string& a, const std::string& b,
                                    std::string_view algorithm) {
  return harness::FindRowCheck(checks, [&](const harness::PairCheck& check) {
    return check.algorithm == algorithm && SameUnorderedPair(a, b, {check.a, check.b});
  });
}

std::optional<bool> ExpectedOf(const harness::PairCheck* check) {
  if (check == nullptr) {
    return std::nullopt;
  }
  return check->expected.Get<harness::Intersects>().value;
}

}  // namespace

std::vector<IndexPair> Model::Rows() const {
  std::vector<IndexPair> rows;
  std::set<IndexPair> expected;
  const auto ids = IndexById();
  for (const Expectation& e : current_.expect) {
    const auto i = ids.find(e.a);
    const auto j = ids.find(e.b);
    if (i != ids.end() && j != ids.end()) {
      const IndexPair key{std::min(i->second, j->second), std::max(i->second, j->second)};
      if (expected.insert(key).second) {
        rows.push_back(key);
      }
    }
  }
  const auto add = [&](const IndexPair& key) {
    if (!expected.contains(key)) {
      rows.push_back(key);
    }
  };
  if (current_.shapes.size() <= harness::kAllPairsLimit) {
    for (std::size_t i = 0; i < current_.shapes.size(); ++i) {
      for (std::size_t j = i + 1; j < current_.shapes.size(); ++j) {
        add({i, j});
      }
    }
  } else {
    for (const IndexPair& pair : overlaps_.candidates()) {
      add(pair);
    }
  }
  return rows;
}

PairRow Model::RowOf(const IndexPair& pair, const std::vector<harness::PairCheck>& checks) const {
  const NamedShape& a = current_.shapes[pair.first];
  const NamedShape& b = current_.shapes[pair.second];
  PairRow row;
  row.shapes = pair;
  row.boxes = BothBoxes(a, b);
  const collide::PairTest& exact = ExactFor(a, b);
  const harness::PairCheck* exact_check = FindCheck(checks, a.id, b.id, exact.id);
  const harness::PairCheck* cv_check =
      row.boxes ? FindCheck(checks, a.id, b.id, collide::kCornerVolumeId) : nullptr;
  row.exact_expected = ExpectedOf(exact_check);
  row.corner_volume_expected = ExpectedOf(cv_check);
  if (pair.first == pair.second) {
    row.exact = Test(a, b, exact);
    if (row.boxes) {
      row.corner_volume = Test(a, b, CornerVolumeFor(a, b));
    }
  } else {
    const Overlaps::Answer answer = overlaps_.Of(pair.first, pair.second);
    row.exact = answer.exact;
    if (row.boxes) {
      row.corner_volume = answer.corner_volume.value_or(false);
    }
  }
  row.disagree = pair.first != pair.second && Disagree(pair.first, pair.second);
  if (const auto theirs = theirs_.find(pair); theirs != theirs_.end()) {
    row.yours = theirs->second.cell;
    row.yours_disagree = theirs->second.disagrees;
  }
  row.selected = current_.selected && SameUnorderedPair(a.id, b.id, *current_.selected);
  // Any failing check on the pair, also under an algorithm the table has no
  // column for (a plugin's, the registry's min-max for two AABBs), so that a
  // row never reads "ok" while an expectation on it fails.
  const bool mismatch =
      std::any_of(checks.begin(), checks.end(), [](const auto& c) { return !c.passed; });
  row.status = mismatch                    ? RowStatus::kMismatch
               : row.disagree              ? RowStatus::kDisagree
               : (exact_check || cv_check) ? RowStatus::kOk
                                           : RowStatus::kNotChecked;
  return row;
}

std::vector<PairRow> Model::Table() const {
  // Each row's checks found by its pair, not by a walk over every result.
  const auto ids = IndexById();
  std::map<IndexPair, std::vector<harness::PairCheck>> checks;
  for (const harness::PairCheck& check : results_) {
    const auto i = ids.find(check.a);
    const auto j = ids.find(check.b);
    if (i != ids.end() && j != ids.end()) {
      checks[{std::min(i->second, j->second), std::max(i->second, j->second)}].push_back(check);
    }
  }
  const std::vector<harness::PairCheck> none;
  std::vector<PairRow> table;
  for (const IndexPair& pair : Rows()) {
    const auto found = checks.find(pair);
    table.push_back(RowOf(pair, found == checks.end() ? none : found->second));
  }
  return table;
}

}  // namespace box_box
