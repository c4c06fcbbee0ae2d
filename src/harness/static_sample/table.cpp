// The static-shapes sample's pair table: one row per pair, query and
// algorithm, with what was expected beside what the test answers now. Rows
// are listed through ImGuiListClipper, so a scene of thousands of pairs
// costs only the rows that show; filters narrow it to mismatches or to the
// selected shape's pairs.
#include <imgui.h>

#include <algorithm>
#include <array>
#include <tuple>
#include <utility>

#include "harness/static_sample/static_shapes_sample.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness {
namespace {

// A row: an answer of the current state (a pair's or a triple's), a
// declared check, or both.
struct Row {
  const PairAnswer* answer = nullptr;
  const TripleAnswer* triple = nullptr;
  const PairCheck* check = nullptr;
};

bool SamePair(const PairCheck& check, const std::string& a, const std::string& b) {
  return check.c.empty() && ((check.a == a && check.b == b) || (check.a == b && check.b == a));
}

bool SameOrderedPair(const PairCheck& check, const std::string& a, const std::string& b) {
  return check.c.empty() && check.a == a && check.b == b;
}

bool SameTriple(const PairCheck& check, std::array<std::string, 3> ids) {
  if (check.c.empty()) {
    return false;
  }
  std::array<std::string, 3> checked = {check.a, check.b, check.c};
  std::sort(ids.begin(), ids.end());
  std::sort(checked.begin(), checked.end());
  return ids == checked;
}

}  // namespace

void StaticShapesSample::PairTable() {
  hovered_pair_.reset();
  ImGui::Checkbox("mismatches only", &mismatches_only_);
  ImGui::SameLine();
  ImGui::Checkbox("selected shape only", &selected_only_);
  if (selected_only_ && !selected_) {
    ImGui::SameLine();
    ImGui::TextDisabled("(click a shape's name above)");
  }

  const auto& shapes = current_.shapes;
  if (shapes.size() > kAllPairsLimit) {
    ImGui::TextDisabled(
        "%zu shapes: listing the pairs whose bounds touch, and every pair with "
        "a plane or ray (all pairs up to %zu shapes).",
        shapes.size(), kAllPairsLimit);
  }
  if (triples_capped_) {
    ImGui::TextDisabled(
        "Many planes: listing and marking the declared triples and the first %zu others.",
        kTriplesLimit);
  }
  std::vector<Row> rows;
  std::vector<bool> shown(results_.size(), false);
  for (const PairAnswer& answer : answers_) {
    const std::string& a = shapes[answer.a].id;
    const std::string& b = shapes[answer.b].id;
    // The check declared in this order if there is one: a table that
    // declares both (a, b) and (b, a), as the seed's does, shows each on its
    // own row; one declared in the other order only stands for both.
    const auto same_test = [&](const PairCheck& c) {
      return c.algorithm == answer.test->id && QueryOf(c.expected) == answer.test->query;
    };
    const PairCheck* check = FindRowCheck(
        results_, [&](const PairCheck& c) { return SameOrderedPair(c, a, b) && same_test(c); });
    if (check == nullptr) {
      check = FindRowCheck(results_,
                           [&](const PairCheck& c) { return SamePair(c, a, b) && same_test(c); });
    }
    rows.push_back({&answer, nullptr, check});
  }
  for (const TripleAnswer& triple : triple_answers_) {
    const PairCheck* check = FindRowCheck(results_, [&](const PairCheck& c) {
      return SameTriple(c, {shapes[triple.a].id, shapes[triple.b].id, shapes[triple.c].id}) &&
             c.algorithm == triple.test->id;
    });
    rows.push_back({nullptr, &triple, check});
  }
  // Declared checks no answer row shows: a shape with itself, a shape that
  // is gone.
  for (const Row& row : rows) {
    if (row.check != nullptr) {
      for (std::size_t i = 0; i < results_.size(); ++i) {
        if (&results_[i] == row.check) {
          shown[i] = true;
        }
      }
    }
  }
  for (std::size_t i = 0; i < results_.size(); ++i) {
    if (!shown[i]) {
      rows.push_back({nullptr, nullptr, &results_[i]});
    }
  }
  // In the order of the shapes, as the seed's table is: (0, 0), (0, 1), ...
  const auto index_of = [&](const std::string& id) {
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (shapes[i].id == id) {
        return i;
      }
    }
    return shapes.size();
  };
  // Three planes after every pair.
  const auto order = [&](const Row& row) {
    if (row.answer != nullptr) {
      return std::make_tuple(row.answer->a, row.answer->b, std::size_t{0});
    }
    if (row.triple != nullptr) {
      return std::make_tuple(shapes.size() + row.triple->a, row.triple->b, row.triple->c);
    }
    if (!row.check->c.empty()) {
      return std::make_tuple(2 * shapes.size(), shapes.size(), shapes.size());
    }
    return std::make_tuple(index_of(row.check->a), index_of(row.check->b), std::size_t{0});
  };
  std::stable_sort(rows.begin(), rows.end(),
                   [&](const Row& x, const Row& y) { return order(x) < order(y); });
  std::erase_if(rows, [&](const Row& row) {
    if (mismatches_only_ && (row.check == nullptr || row.check->passed)) {
      return true;
    }
    if (selected_only_ && selected_) {
      const std::string a = row.answer   ? shapes[row.answer->a].id
                            : row.triple ? shapes[row.triple->a].id
                                         : row.check->a;
      const std::string b = row.answer   ? shapes[row.answer->b].id
                            : row.triple ? shapes[row.triple->b].id
                                         : row.check->b;
      const std::string c = row.answer ? "" : row.triple ? shapes[row.triple->c].id : row.check->c;
      return a != *selected_ && b != *selected_ && c != *selected_;
    }
    return false;
  });

  // The selected shape's rows are marked (selected look).
  const auto mine = [&](const Row& row) {
    if (!selected_) {
      return false;
    }
    const std::string& id = *selected_;
    if (row.answer != nullptr) {
      return shapes[row.answer->a].id == id || shapes[row.answer->b].id == id;
    }
    if (row.triple != nullptr) {
      return shapes[row.triple->a].id == id || shapes[row.triple->b].id == id ||
             shapes[row.triple->c].id == id;
    }
    return row.check->a == id || row.check->b == id || row.check->c == id;
  };
  for (const Row& row : rows) {
    widgets::NoteTableRow(mine(row));
  }

  const ImGuiTableFlags flags = ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg |
                                ImGuiTableFlags_ScrollY | ImGuiTableFlags_SizingFixedFit;
  const float height = ImGui::GetTextLineHeightWithSpacing() * 18;
  if (!ImGui::BeginTable("pairs", 6, flags, ImVec2(0, height))) {
    return;
  }
  ImGui::TableSetupScrollFreeze(0, 1);
  for (const char* name : {"a", "b", "algorithm", "expected", "actual", "status"}) {
    ImGui::TableSetupColumn(name);
  }
  ImGui::TableHeadersRow();
  ImGuiListClipper clipper;
  clipper.Begin(static_cast<int>(rows.size()));
  while (clipper.Step()) {
    for (int r = clipper.DisplayStart; r < clipper.DisplayEnd; ++r) {
      const Row& row = rows[static_cast<std::size_t>(r)];
      ImGui::TableNextRow();
      ImGui::PushID(r);
      if (row.check != nullptr && !row.check->passed) {
        widgets::MarkMismatchRow();
      }
      std::string a;
      std::string b;
      std::string c;
      std::string test;
      std::string actual;
      if (row.answer != nullptr) {
        a = shapes[row.answer->a].id;
        b = shapes[row.answer->b].id;
        test = row.answer->test->id;
        actual = Describe(StaticWorld::ToOutcome(row.answer->test->query, row.answer->answer));
      } else if (row.triple != nullptr) {
        a = shapes[row.triple->a].id;
        c = shapes[row.triple->c].id;
        b = shapes[row.triple->b].id + ", " + c;
        test = row.triple->test->id;
        actual = Describe(MeetingPoint{row.triple->point});
      } else {
        a = row.check->a;
        c = row.check->c;
        b = c.empty() ? row.check->b : row.check->b + ", " + c;
        test = row.check->algorithm;
        actual = Describe(row.check->actual);
      }
      ImGui::TableNextColumn();
      // A row-wide selectable: hovering anywhere on the row lights the pair
      // up in the view.
      ImGui::Selectable(a.c_str(), mine(row), ImGuiSelectableFlags_SpanAllColumns);
      if (ImGui::IsItemHovered() && row.answer != nullptr) {
        hovered_pair_ = {row.answer->a, row.answer->b};
      }
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(b.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(test.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(row.check ? Describe(row.check->expected).c_str() : "-");
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(actual.c_str());
      ImGui::TableNextColumn();
      ImGui::TextUnformatted(!row.check ? "not checked" : row.check->passed ? "ok" : "MISMATCH");
      ImGui::PopID();
    }
  }
  ImGui::EndTable();
}

}  // namespace harness
