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
//
// The cases run on HuntOptions::jobs threads (hunt_split.h): each case is
// made from its own number, and the outcomes are merged in case order, so a
// seed finds the same cases and the same first disagreement, shrunk the
// same, whatever the number of threads.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "collide/hunt/hunt_finding.h"
#include "collide/hunt/hunt_judge.h"
#include "collide/hunt/hunt_options.h"
#include "collide/hunt/shape_generators.h"
#include "collide/registry/pair_tests.h"

namespace collide {

// Why a pair of kinds cannot be hunted: a kind without a generator, or no
// test in `registry` for the pair; empty when it can.
std::string HuntProblem(const PairTestRegistry& registry, const ShapeGenerators& generators,
                        ShapeKind a, ShapeKind b);

// The pairs of algorithms `registry` holds for kinds (a, b) and one query
// that options.every_pair picks, hunted for options.cases cases each (the
// cases of options.shard's slice of them, when it is not the whole). Empty
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

// The same on registries.size() threads, thread w hunting in
// *registries[w] (a copy with its own plugins, each in a helper process of
// its own): they must hold the same tests in the same order, or this
// throws std::logic_error. options.jobs is not used.
std::vector<HuntResult> Hunt(const std::vector<const PairTestRegistry*>& registries,
                             const ShapeGenerators& generators,
                             const std::vector<std::pair<ShapeKind, ShapeKind>>& pairs,
                             const HuntOptions& options, const KeepGoing& keep_going = {});

}  // namespace collide
