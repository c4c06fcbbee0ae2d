#pragma once

// The hunt for a counterexample: a table only tests the cases someone
// thought of, so this searches for a case on which two algorithms the
// pair-test registry holds for the same kinds and query disagree: a plugin's
// against ours, or two of ours (box-box's corner volumes against SAT). Cases
// are random but biased to where collision code breaks (shape_generators.h:
// touching and tangent shapes with exact ties, zero radii and extents, rays
// starting on a surface, very small and very large scales), and each
// disagreement found is shrunk (fewer shapes, rounder numbers) while the two
// still disagree. Pure: no files, no output; `--hunt` (harness/runners) and
// the window's Hunt button write and show what it returns.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "collide/hunt/hunt_finding.h"
#include "collide/hunt/hunt_judge.h"
#include "collide/hunt/shape_generators.h"
#include "collide/registry/pair_tests.h"

namespace collide {

// The relative tolerance a hunt compares numbers with by default
// (CaseTolerance): a closest point or a hit's t agree within 1e-5 times the
// case's size, at least 1e-5.
inline constexpr double kDefaultHuntTolerance = 1e-5;

struct HuntOptions {
  int cases = 20000;       // per algorithm pair
  std::uint64_t seed = 1;  // the same seed, the same cases and findings
  // Which algorithms are compared for a query. False: an outside author's
  // (a plugin's) each with our reference, the query's first registered
  // algorithm, the one the tables use, so a hunt judges their code alone;
  // with none of theirs, each two of ours. True: every two algorithms of
  // which one at least is ours (box-box's corner volumes, wrong by design,
  // against a plugin's too).
  bool every_pair = false;
  // Numbers agree within this times the case's size, at least this.
  double tolerance = kDefaultHuntTolerance;
};

// Why a pair of kinds cannot be hunted: a kind without a generator, or no
// test in `registry` for the pair; empty when it can.
std::string HuntProblem(const PairTestRegistry& registry, const ShapeGenerators& generators,
                        ShapeKind a, ShapeKind b);

// Asked before each case (the window's Cancel, and its progress): false
// stops the hunt there, and Hunt returns the results so far, the last
// one's cases_tried counting the cases it got to, fewer than
// options.cases. Empty: the hunt runs to the end.
using KeepGoing = std::function<bool()>;

// The pairs of algorithms `registry` holds for kinds (a, b) and one query
// that options.every_pair picks, hunted for options.cases cases each. Empty
// when no query has two algorithms. Throws std::invalid_argument when
// HuntProblem is not empty.
std::vector<HuntResult> Hunt(const PairTestRegistry& registry, const ShapeGenerators& generators,
                             ShapeKind a, ShapeKind b, const HuntOptions& options,
                             const KeepGoing& keep_going = {});

// The same for several pairs of kinds (a sample's), in order; a hunt
// stopped by `keep_going` starts no further pair.
std::vector<HuntResult> Hunt(const PairTestRegistry& registry, const ShapeGenerators& generators,
                             const std::vector<std::pair<ShapeKind, ShapeKind>>& pairs,
                             const HuntOptions& options, const KeepGoing& keep_going = {});

}  // namespace collide
