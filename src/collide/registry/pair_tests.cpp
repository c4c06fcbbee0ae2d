#include "collide/registry/pair_tests.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace collide {
namespace {

bool Takes(const PairTest& test, ShapeKind a, ShapeKind b) {
  return (test.a == a && test.b == b) || (test.a == b && test.b == a);
}

// The order of (x, y, z) that gives the test's kinds (a, b, c): an index
// into x, y, z for each of a, b, c; nullopt when the kinds differ.
std::optional<std::array<int, 3>> TripleOrder(const TripleTest& test, ShapeKind x, ShapeKind y,
                                              ShapeKind z) {
  const ShapeKind given[] = {x, y, z};
  std::array<int, 3> order = {0, 1, 2};
  do {
    if (given[order[0]] == test.a && given[order[1]] == test.b && given[order[2]] == test.c) {
      return order;
    }
  } while (std::next_permutation(order.begin(), order.end()));
  return std::nullopt;
}

}  // namespace

const PairTest& PairTestRegistry::Add(PairTest test) {
  if (test.id.empty()) {
    throw std::invalid_argument("a pair test needs an id");
  }
  if (!test.run) {
    throw std::invalid_argument("pair test \"" + test.id + "\" has no function");
  }
  if (Find(test.a, test.b, test.query, test.id) != nullptr) {
    throw std::invalid_argument("pair test \"" + test.id + "\" is already registered for " +
                                std::string(ShapeKindId(test.a)) + "-" +
                                std::string(ShapeKindId(test.b)) + " " +
                                std::string(QueryId(test.query)));
  }
  tests_.push_back(std::move(test));
  ++generation_;
  return tests_.back();
}

std::vector<const PairTest*> PairTestRegistry::Find(ShapeKind a, ShapeKind b, Query query) const {
  std::vector<const PairTest*> found;
  for (const PairTest& test : tests_) {
    if (test.query == query && Takes(test, a, b)) {
      found.push_back(&test);
    }
  }
  return found;
}

const PairTest* PairTestRegistry::Find(ShapeKind a, ShapeKind b, Query query,
                                       std::string_view id) const {
  for (const PairTest& test : tests_) {
    if (test.query == query && test.id == id && Takes(test, a, b)) {
      return &test;
    }
  }
  return nullptr;
}

const PairTest* PairTestRegistry::FindOfOrigin(ShapeKind a, ShapeKind b, Query query,
                                               std::string_view origin) const {
  for (const PairTest& test : tests_) {
    if (test.query == query && test.origin == origin && Takes(test, a, b)) {
      return &test;
    }
  }
  return nullptr;
}

std::vector<Query> PairTestRegistry::QueriesFor(ShapeKind a, ShapeKind b) const {
  std::vector<Query> queries;
  for (Query query : AllQueries()) {
    for (const PairTest& test : tests_) {
      if (test.query == query && Takes(test, a, b)) {
        queries.push_back(query);
        break;
      }
    }
  }
  return queries;
}

Answer PairTestRegistry::Run(const PairTest& test, const StaticShape& x, const StaticShape& y) {
  if (KindOf(x) == test.a && KindOf(y) == test.b) {
    return test.run(x, y);
  }
  return MirroredAnswer(test.query, test.run(y, x));
}

bool PairTestRegistry::TakesSwapped(const PairTest& test, const StaticShape& x,
                                    const StaticShape& y) {
  return !(KindOf(x) == test.a && KindOf(y) == test.b);
}

Answer PairTestRegistry::RunTraced(const PairTest& test, const StaticShape& x, const StaticShape& y,
                                   Trace& trace) {
  if (!test.traced) {
    throw std::invalid_argument("\"" + test.id + "\" records no steps");
  }
  if (!TakesSwapped(test, x, y)) {
    return test.traced(x, y, trace);
  }
  return MirroredAnswer(test.query, test.traced(y, x, trace));
}

bool PairTestRegistry::Remove(ShapeKind a, ShapeKind b, Query query, std::string_view id) {
  const auto found = std::find_if(tests_.begin(), tests_.end(), [&](const PairTest& test) {
    return test.query == query && test.id == id && Takes(test, a, b);
  });
  if (found == tests_.end()) {
    return false;
  }
  tests_.erase(found);
  ++generation_;
  return true;
}

const TripleTest& PairTestRegistry::AddTriple(TripleTest test) {
  if (test.id.empty()) {
    throw std::invalid_argument("a triple test needs an id");
  }
  if (!test.run) {
    throw std::invalid_argument("triple test \"" + test.id + "\" has no function");
  }
  if (FindTriple(test.a, test.b, test.c, test.id) != nullptr) {
    throw std::invalid_argument("triple test \"" + test.id + "\" is already registered for " +
                                std::string(ShapeKindId(test.a)) + "-" +
                                std::string(ShapeKindId(test.b)) + "-" +
                                std::string(ShapeKindId(test.c)));
  }
  triple_tests_.push_back(std::move(test));
  ++generation_;
  return triple_tests_.back();
}

bool PairTestRegistry::RemoveTriple(ShapeKind a, ShapeKind b, ShapeKind c, std::string_view id) {
  const auto found =
      std::find_if(triple_tests_.begin(), triple_tests_.end(), [&](const TripleTest& test) {
        return test.id == id && TripleOrder(test, a, b, c).has_value();
      });
  if (found == triple_tests_.end()) {
    return false;
  }
  triple_tests_.erase(found);
  ++generation_;
  return true;
}

std::vector<const TripleTest*> PairTestRegistry::FindTriple(ShapeKind a, ShapeKind b,
                                                            ShapeKind c) const {
  std::vector<const TripleTest*> found;
  for (const TripleTest& test : triple_tests_) {
    if (TripleOrder(test, a, b, c)) {
      found.push_back(&test);
    }
  }
  return found;
}

const TripleTest* PairTestRegistry::FindTriple(ShapeKind a, ShapeKind b, ShapeKind c,
                                               std::string_view id) const {
  for (const TripleTest& test : triple_tests_) {
    if (test.id == id && TripleOrder(test, a, b, c)) {
      return &test;
    }
  }
  return nullptr;
}

std::optional<Vec3> PairTestRegistry::Run(const TripleTest& test, const StaticShape& x,
                                          const StaticShape& y, const StaticShape& z) {
  const StaticShape* given[] = {&x, &y, &z};
  const auto order = TripleOrder(test, KindOf(x), KindOf(y), KindOf(z));
  if (!order) {
    return std::nullopt;  // not reached through FindTriple: its kinds match
  }
  return test.run(*given[(*order)[0]], *given[(*order)[1]], *given[(*order)[2]]);
}

std::optional<Vec3> PairTestRegistry::RunTraced(const TripleTest& test, const StaticShape& x,
                                                const StaticShape& y, const StaticShape& z,
                                                Trace& trace) {
  if (!test.traced) {
    throw std::invalid_argument("\"" + test.id + "\" records no steps");
  }
  const StaticShape* given[] = {&x, &y, &z};
  const auto order = TripleOrder(test, KindOf(x), KindOf(y), KindOf(z));
  if (!order) {
    return std::nullopt;  // not reached through FindTriple: its kinds match
  }
  return test.traced(*given[(*order)[0]], *given[(*order)[1]], *given[(*order)[2]], trace);
}

PairTestRegistry& PairTestRegistry::Global() {
  static PairTestRegistry registry = [] {
    PairTestRegistry builtin;
    RegisterBuiltinPairTests(builtin);
    return builtin;
  }();
  return registry;
}

std::optional<Query> ColouringQuery(const PairTestRegistry& registry, ShapeKind a, ShapeKind b) {
  const std::vector<Query> answered = registry.QueriesFor(a, b);
  for (Query query : {Query::kIntersects, Query::kHit, Query::kContains, Query::kSide}) {
    for (Query q : answered) {
      if (q == query) {
        return query;
      }
    }
  }
  return std::nullopt;
}

}  // namespace collide
