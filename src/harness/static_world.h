#pragma once

// Evaluates a static layout through the pair-test registry: every declared
// expectation (Check), which shapes touch another (colours), and every
// pair's answer under every algorithm (the pair table, "expect what is on
// screen"). No GL, no ImGui: --check runs it headless.

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "collide/pair_tests.h"
#include "harness/check.h"
#include "harness/static_layout.h"

namespace harness {

// One pair's answer to one query under one algorithm.
struct PairAnswer {
  std::size_t a = 0;  // indexes into the layout's shapes, in the test's order
  std::size_t b = 0;
  const collide::PairTest* test = nullptr;
  collide::Answer answer;
};

// Up to this many shapes, every pair is answered; above it, the pairs that
// can touch (AnswerAll), so a scene of thousands stays interactive.
inline constexpr std::size_t kAllPairsLimit = 64;

// The pairs (i, j), i < j, whose answers can be positive: bounds that
// overlap, found by a broad phase (touching counts), and every pair with an
// unbounded shape (a plane or a ray).
std::vector<std::pair<std::size_t, std::size_t>> PairsThatCanTouch(const StaticLayout& layout);

class StaticWorld {
 public:
  explicit StaticWorld(
      const collide::PairTestRegistry& registry = collide::PairTestRegistry::Global())
      : registry_(registry) {}

  // One check per expectation, in order, each naming its index. An
  // expectation whose shapes or test are gone (removed in the panel) is
  // answered as failing, with a subject saying so, never skipped.
  std::vector<PairCheck> Check(const StaticLayout& layout) const;

  // Per shape: true when its colouring query (collide::ColouringQuery,
  // default algorithm) is positive with at least one other shape.
  std::vector<bool> Touching(const StaticLayout& layout) const;

  // Every ordered pair (i, j), i != j, whose kinds a test takes in that order
  // (for two shapes of one kind, both orders), under every query and
  // algorithm. Above kAllPairsLimit shapes, only the pairs that can touch:
  // bounds that overlap (a broad phase), and every pair with a plane or ray;
  // a far pair's closest point is then left out.
  std::vector<PairAnswer> AnswerAll(const StaticLayout& layout) const;

  // The answer as the outcome its query declares (Hit carries t).
  static Outcome ToOutcome(collide::Query query, const collide::Answer& answer);

  // "sphere 1 and 3", "point p and sphere s", "planes 0, 1 and 2".
  static std::string Subject(const StaticLayout& layout, const std::string& a, const std::string& b,
                             const std::string& c = "");

  // The expectations that would make the current answers pass: for every
  // pair in AnswerAll, every query, every algorithm (the default one named by
  // none).
  std::vector<StaticExpectation> ExpectWhatIsShown(const StaticLayout& layout) const;

  const collide::PairTestRegistry& registry() const { return registry_; }

 private:
  const collide::PairTestRegistry& registry_;
};

// The query an outcome kind asks (Intersects -> kIntersects, ...); nullopt
// for ContactTime and MeetingPoint, which no pair test answers.
std::optional<collide::Query> QueryOf(const Outcome& outcome);

}  // namespace harness
