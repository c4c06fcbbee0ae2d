#include "harness/layout_engine/pair_table_rows.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace harness {
namespace {

// A row before it is written out: an answer of the current state (a pair's
// or a triple's), a declared check, or both.
struct Source {
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

bool SameTest(const PairCheck& check, const PairAnswer& answer) {
  return check.algorithm == answer.test->id && QueryOf(check.expected) == answer.test->query;
}

// Two shapes of one kind are answered in both orders, which are one pair:
// the table shows the order a check declares, else the shapes' order.
bool IsTheShownOrder(const std::vector<NamedShape>& shapes, const PairAnswer& answer,
                     const std::vector<PairCheck>& checks) {
  if (answer.test->a != answer.test->b) {
    return true;
  }
  const std::string& a = shapes[answer.a].id;
  const std::string& b = shapes[answer.b].id;
  const auto declared = [&](const std::string& x, const std::string& y) {
    return std::any_of(checks.begin(), checks.end(), [&](const PairCheck& c) {
      return SameOrderedPair(c, x, y) && SameTest(c, answer);
    });
  };
  if (declared(a, b)) {
    return true;
  }
  return !declared(b, a) && answer.a < answer.b;
}

const PairCheck* CheckOfAnswer(const std::vector<NamedShape>& shapes, const PairAnswer& answer,
                               const std::vector<PairCheck>& checks) {
  const std::string& a = shapes[answer.a].id;
  const std::string& b = shapes[answer.b].id;
  const auto same_test = [&](const PairCheck& c) { return SameTest(c, answer); };
  const PairCheck* check = FindRowCheck(
      checks, [&](const PairCheck& c) { return SameOrderedPair(c, a, b) && same_test(c); });
  if (check == nullptr) {
    check =
        FindRowCheck(checks, [&](const PairCheck& c) { return SamePair(c, a, b) && same_test(c); });
  }
  return check;
}

std::vector<Source> SourcesOf(const std::vector<NamedShape>& shapes,
                              const std::vector<PairAnswer>& answers,
                              const std::vector<TripleAnswer>& triples,
                              const std::vector<PairCheck>& checks) {
  std::vector<Source> sources;
  for (const PairAnswer& answer : answers) {
    if (IsTheShownOrder(shapes, answer, checks)) {
      sources.push_back({&answer, nullptr, CheckOfAnswer(shapes, answer, checks)});
    }
  }
  for (const TripleAnswer& triple : triples) {
    const PairCheck* check = FindRowCheck(checks, [&](const PairCheck& c) {
      return SameTriple(c, {shapes[triple.a].id, shapes[triple.b].id, shapes[triple.c].id}) &&
             c.algorithm == triple.test->id;
    });
    sources.push_back({nullptr, &triple, check});
  }
  std::vector<bool> shown(checks.size(), false);
  for (const Source& source : sources) {
    if (source.check != nullptr) {
      shown[static_cast<std::size_t>(source.check - checks.data())] = true;
    }
  }
  for (std::size_t i = 0; i < checks.size(); ++i) {
    if (!shown[i]) {
      sources.push_back({nullptr, nullptr, &checks[i]});
    }
  }
  return sources;
}

void SortInShapeOrder(const std::vector<NamedShape>& shapes, std::vector<Source>& sources) {
  const auto index_of = [&](const std::string& id) {
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      if (shapes[i].id == id) {
        return i;
      }
    }
    return shapes.size();
  };
  const auto order = [&](const Source& s) {
    if (s.answer != nullptr) {
      return std::make_tuple(s.answer->a, s.answer->b, std::size_t{0});
    }
    if (s.triple != nullptr) {
      return std::make_tuple(shapes.size() + s.triple->a, s.triple->b, s.triple->c);
    }
    if (!s.check->c.empty()) {
      return std::make_tuple(2 * shapes.size(), shapes.size(), shapes.size());
    }
    return std::make_tuple(index_of(s.check->a), index_of(s.check->b), std::size_t{0});
  };
  std::stable_sort(sources.begin(), sources.end(),
                   [&](const Source& x, const Source& y) { return order(x) < order(y); });
}

PairTableRow RowOf(const std::vector<NamedShape>& shapes, const Source& source) {
  PairTableRow row;
  Wording wording = source.check ? source.check->wording : Wording{};
  std::optional<Outcome> actual;
  if (source.answer != nullptr) {
    row.a = shapes[source.answer->a].id;
    row.b = shapes[source.answer->b].id;
    row.algorithm = source.answer->test->id;
    const collide::PairTest& test = *source.answer->test;
    row.question = collide::ShapeKindId(test.a) + "-" + collide::ShapeKindId(test.b) + " " +
                   std::string(collide::QueryId(test.query));
    wording.container = source.answer->test->b;
    if (source.answer->error.empty()) {
      actual = OutcomeOfAnswer(source.answer->test->query, source.answer->answer);
    }
    row.pair = std::make_pair(source.answer->a, source.answer->b);
  } else if (source.triple != nullptr) {
    row.a = shapes[source.triple->a].id;
    row.b = shapes[source.triple->b].id + ", " + shapes[source.triple->c].id;
    row.algorithm = source.triple->test->id;
    row.question = "plane-plane-plane point";
    actual = MeetingPoint{source.triple->point};
  } else {
    row.a = source.check->a;
    const std::string& c = source.check->c;
    row.b = c.empty() ? source.check->b : source.check->b + ", " + c;
    row.algorithm = source.check->algorithm;
    row.question = OutcomeKey(source.check->expected);
    if (source.check->error.empty()) {
      actual = source.check->actual;
    }
  }
  Wording compact = wording;
  compact.compact = true;
  if (actual) {
    row.actual = Describe(*actual, compact);
    row.actual_in_full = Describe(*actual, wording);
  } else {
    // The test could not answer (a plugin's crash): the cell says so and
    // the tooltip says why.
    row.actual = "error";
    row.actual_in_full = "could not answer: " +
                         (source.answer != nullptr ? source.answer->error : source.check->error);
  }
  row.expected = source.check ? Describe(source.check->expected, compact) : "-";
  row.expected_in_full = source.check ? Describe(source.check->expected, wording) : "-";
  if (source.check) {
    row.expectation = source.check->expectation;
  }
  row.status = !source.check          ? RowStatus::kNotChecked
               : source.check->passed ? RowStatus::kHolds
                                      : RowStatus::kMismatch;
  return row;
}

// Another origin's answer into our row's "your code" cell.
void AddTheirAnswer(const PairAnswer& answer, PairTableRow& row) {
  std::string text = "error";
  std::string in_full = "could not answer: " + answer.error;
  bool disagrees = true;
  if (answer.error.empty()) {
    Wording wording;
    wording.container = answer.test->b;
    const Outcome outcome = OutcomeOfAnswer(answer.test->query, answer.answer);
    in_full = Describe(outcome, wording);
    wording.compact = true;
    text = Describe(outcome, wording);
    disagrees = text != row.actual;
  }
  row.yours += (row.yours.empty() ? "" : ", ") + (disagrees ? text : "same");
  row.yours_in_full += (row.yours_in_full.empty() ? "" : ", ") + in_full;
  row.yours_disagrees = row.yours_disagrees || disagrees;
}

// The ids a row names: a, b and, for three planes, c.
std::array<std::string, 3> IdsOf(const std::vector<NamedShape>& shapes, const Source& s) {
  if (s.answer != nullptr) {
    return {shapes[s.answer->a].id, shapes[s.answer->b].id, ""};
  }
  if (s.triple != nullptr) {
    return {shapes[s.triple->a].id, shapes[s.triple->b].id, shapes[s.triple->c].id};
  }
  return {s.check->a, s.check->b, s.check->c};
}

}  // namespace

std::vector<PairTableRow> PairTableRows(const std::vector<NamedShape>& shapes,
                                        const std::vector<PairAnswer>& answers,
                                        const std::vector<TripleAnswer>& triples,
                                        const std::vector<PairCheck>& checks,
                                        const PairTableFilter& filter) {
  std::vector<Source> sources = SourcesOf(shapes, answers, triples, checks);
  SortInShapeOrder(shapes, sources);
  std::vector<PairTableRow> rows;
  // Another origin's answers that no check names are not rows of their
  // own: they go in the "your code" cell of our default's row.
  std::vector<const PairAnswer*> theirs;
  std::map<std::tuple<std::size_t, std::size_t, collide::Query>, std::size_t> our_row;
  for (const Source& source : sources) {
    const PairAnswer* answer = source.answer;
    if (answer != nullptr && source.check == nullptr &&
        answer->test->origin != collide::kOurOrigin) {
      theirs.push_back(answer);
      continue;
    }
    if (filter.mismatches_only && (source.check == nullptr || source.check->passed)) {
      continue;
    }
    const std::array<std::string, 3> ids = IdsOf(shapes, source);
    const bool names_selected =
        filter.selected && std::find(ids.begin(), ids.end(), *filter.selected) != ids.end();
    if (filter.selected_only && filter.selected && !names_selected) {
      continue;
    }
    PairTableRow row = RowOf(shapes, source);
    row.selected = names_selected;
    if (answer != nullptr && answer->test->origin == collide::kOurOrigin) {
      // The first of ours for the pair and question: the default (the
      // answers come in the registry's order, and the sort keeps it).
      our_row.emplace(std::make_tuple(answer->a, answer->b, answer->test->query), rows.size());
    }
    rows.push_back(std::move(row));
  }
  for (const PairAnswer* answer : theirs) {
    const auto found = our_row.find({answer->a, answer->b, answer->test->query});
    if (found != our_row.end()) {
      AddTheirAnswer(*answer, rows[found->second]);
    }
  }
  return rows;
}

}  // namespace harness
