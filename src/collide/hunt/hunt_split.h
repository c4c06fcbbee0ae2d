#pragma once

// The hunt's cases split into ranges that threads take in turn, and the
// ranges' outcomes merged back in case order (parallel/parallel_items.h), so that a
// hunt finds the same cases whatever the number of threads: a case is made
// from its own number (HuntCaseSeed), a range's outcome depends on its cases
// only, and the merge keeps the lowest-numbered disagreement, which alone is
// shrunk (hunt_shrink.h), once.

#include <cstddef>
#include <optional>
#include <vector>

#include "collide/hunt/hunt_finding.h"
#include "collide/hunt/hunt_options.h"
#include "collide/hunt/shape_generators.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"

namespace collide {

// The cases a thread takes at a time, at least: enough that taking one
// costs nothing beside its cases, few enough that two threads end together.
inline constexpr int kHuntRangeCases = 256;
// The most ranges a pair of algorithms is split into (longer ranges past
// that), so that a hunt of 100 million cases keeps few outcomes in memory.
inline constexpr int kMaxHuntRanges = 4096;

// The range length for a hunt of `cases` per pair of algorithms: the outcome
// does not depend on it (hunt_split.h's opening), only how evenly threads
// share the work.
int HuntRangeCases(int cases);

// Cases [begin, end) of one pair of algorithms.
struct CaseRange {
  int begin = 0;
  int end = 0;
};

// Cases 0 .. cases - 1 in ranges of `range_cases` (the last one shorter), in
// order; none for no cases.
std::vector<CaseRange> SplitCases(int cases, int range_cases = kHuntRangeCases);

// The same for the cases of `whole` only (a shard's, shard.h), numbered as
// in the whole hunt.
std::vector<CaseRange> SplitCases(CaseRange whole, int range_cases);

// A range's first case on which the two algorithms disagree, as found:
// shapes[i] and shapes[j] disagree, shapes[i] of the pair's first kind when
// a_first.
struct FirstDisagreement {
  int case_number = 0;
  std::vector<StaticShape> shapes;
  std::size_t i = 0;
  std::size_t j = 0;
  bool a_first = true;
};

struct RangeOutcome {
  int cases_tried = 0;  // fewer than the range's when the hunt was stopped
  int disagreements = 0;
  std::optional<FirstDisagreement> first;
};

// Ranges' outcomes, in case order, as one: the cases and disagreements
// summed, and the first disagreement of the earliest range that has one.
RangeOutcome MergeRanges(const std::vector<RangeOutcome>& ranges);

// The cases of `range` for two algorithms of kinds (a, b), each case made
// from HuntCaseSeed(options.seed, its number); `keep_going` is asked before
// each case (from the thread that runs the range).
RangeOutcome HuntRange(const PairTest& ours, const PairTest& theirs,
                       const ShapeGenerators& generators, ShapeKind a, ShapeKind b, CaseRange range,
                       const HuntOptions& options, const KeepGoing& keep_going);

}  // namespace collide
