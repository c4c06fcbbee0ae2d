// Which pairs and triples a static layout tests (TestedPairs), and the
// tested triples' meeting points (StaticWorld::AnswerTriples).
#include <algorithm>
#include <string_view>
#include <unordered_map>

#include "harness/layout_engine/world.h"

namespace harness {
namespace {

std::array<std::size_t, 3> Sorted(std::size_t i, std::size_t j, std::size_t k) {
  std::array<std::size_t, 3> t = {i, j, k};
  std::sort(t.begin(), t.end());
  return t;
}

// Undeclared triples visited before the search gives up: a scene of
// thousands of named planes and one that is not would otherwise walk
// billions of triples to find the few it tests.
constexpr std::size_t kTriplesVisited = 100 * kTriplesLimit;

}  // namespace

TestedPairs::TestedPairs(const StaticLayout& layout)
    : count_(layout.shapes.size()), named_(count_, false) {
  DeclareQueries(layout);
  if (layout.expect.empty() || layout.test_every_pair) {
    return;
  }
  std::unordered_map<std::string_view, std::size_t> index;
  index.reserve(count_);
  for (std::size_t i = 0; i < count_; ++i) {
    index.emplace(layout.shapes[i].id, i);
  }
  constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  const auto find = [&](const std::string& id) {
    const auto it = index.find(id);
    return it == index.end() ? kNone : it->second;
  };
  const auto add_pair = [&](std::size_t i, std::size_t j) {
    if (i != j) {
      pairs_.insert(std::min(i, j) * count_ + std::max(i, j));
    }
  };
  for (const Expectation& e : layout.expect) {
    const std::size_t a = find(e.a);
    const std::size_t b = find(e.b);
    const bool triple = !e.c.empty();
    const std::size_t c = triple ? find(e.c) : kNone;
    if (a == kNone || b == kNone || (triple && c == kNone)) {
      continue;
    }
    named_[a] = named_[b] = true;
    any_named_ = true;
    add_pair(a, b);
    if (triple) {
      named_[c] = true;
      add_pair(a, c);
      add_pair(b, c);
      if (a != b && a != c && b != c) {
        triples_.insert(Sorted(a, b, c));
      }
    }
  }
}

void TestedPairs::DeclareQueries(const StaticLayout& layout) {
  std::unordered_map<std::string_view, std::size_t> index;
  for (std::size_t i = 0; i < count_; ++i) {
    index.emplace(layout.shapes[i].id, i);
  }
  for (const Expectation& e : layout.expect) {
    const auto a = index.find(e.a);
    const auto b = index.find(e.b);
    const std::optional<collide::Query> query = QueryOf(e.expected);
    if (a != index.end() && b != index.end() && e.c.empty() && query) {
      const std::size_t i = std::min(a->second, b->second);
      const std::size_t j = std::max(a->second, b->second);
      queries_.emplace(i * count_ + j, query->index());
    }
  }
}

bool TestedPairs::Declares(std::size_t i, std::size_t j, collide::Query query) const {
  return queries_.contains({std::min(i, j) * count_ + std::max(i, j), query.index()});
}

bool TestedPairs::Pair(std::size_t i, std::size_t j) const {
  return !named_[i] || !named_[j] || pairs_.contains(std::min(i, j) * count_ + std::max(i, j));
}

bool TestedPairs::Triple(std::size_t i, std::size_t j, std::size_t k) const {
  return !named_[i] || !named_[j] || !named_[k] || triples_.contains(Sorted(i, j, k));
}

std::vector<TripleAnswer> StaticWorld::AnswerTriples(const StaticLayout& layout,
                                                     bool* capped) const {
  if (capped != nullptr) {
    *capped = false;
  }
  std::vector<TripleAnswer> answers;
  if (registry_.triple_tests().empty()) {
    return answers;
  }
  const TestedPairs tested(layout);
  const auto& shapes = layout.shapes;
  const auto kind = [&](std::size_t i) { return collide::KindOf(shapes[i].shape); };
  // Every algorithm of one triple; false when no triple test takes its kinds.
  const auto answer = [&](std::size_t i, std::size_t j, std::size_t k) {
    const auto tests = registry_.FindTriple(kind(i), kind(j), kind(k));
    for (const collide::TripleTest* test : tests) {
      tests_.Add();
      answers.push_back({i, j, k, test,
                         collide::PairTestRegistry::Run(*test, shapes[i].shape, shapes[j].shape,
                                                        shapes[k].shape)});
    }
    return !tests.empty();
  };
  for (const auto& [i, j, k] : tested.declared_triples()) {
    answer(i, j, k);
  }
  // The shapes some triple test takes; an undeclared triple is tested only
  // when one of its shapes is named by no expectation.
  std::vector<std::size_t> candidates;
  bool any_unnamed = false;
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    const bool taken = std::any_of(registry_.triple_tests().begin(), registry_.triple_tests().end(),
                                   [&](const collide::TripleTest& t) {
                                     return t.a == kind(i) || t.b == kind(i) || t.c == kind(i);
                                   });
    if (taken) {
      candidates.push_back(i);
      any_unnamed = any_unnamed || !tested.Named(i);
    }
  }
  if (!any_unnamed) {
    return answers;
  }
  std::size_t found = 0;
  std::size_t visited = 0;
  const std::size_t n = candidates.size();
  for (std::size_t x = 0; x < n; ++x) {
    for (std::size_t y = x + 1; y < n; ++y) {
      for (std::size_t z = y + 1; z < n; ++z) {
        const std::size_t i = candidates[x];
        const std::size_t j = candidates[y];
        const std::size_t k = candidates[z];
        if (found == kTriplesLimit || ++visited > kTriplesVisited) {
          if (capped != nullptr) {
            *capped = true;
          }
          return answers;
        }
        // All three named: declared (answered above) or not tested.
        if (!tested.Named(i) || !tested.Named(j) || !tested.Named(k)) {
          found += answer(i, j, k) ? 1 : 0;
        }
      }
    }
  }
  return answers;
}

}  // namespace harness
