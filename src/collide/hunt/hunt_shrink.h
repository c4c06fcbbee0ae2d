#pragma once

// The shrinker: a found case made as small as it goes while the two
// algorithms still disagree on it. Fewer shapes first (the one pair that
// disagrees), then the pair moved to the origin and scaled by powers of two
// towards size 1, then each number made rounder (zero, a whole number, fewer
// decimals or significant digits, half of it), keeping a change only when
// the disagreement stays.

#include <cstddef>
#include <vector>

#include "collide/hunt/hunt_finding.h"
#include "collide/hunt/shape_generators.h"

namespace collide {

// `shapes[i]` and `shapes[j]` disagree; `a_first` says whether shapes[i] is
// of the pair's first kind. Numbers are compared within `relative` times
// the case's size (CaseTolerance), at every step of the shrinking.
HuntFinding ShrinkFinding(const PairTest& ours, const PairTest& theirs,
                          const ShapeGenerators& generators, const std::vector<StaticShape>& shapes,
                          std::size_t i, std::size_t j, bool a_first, double relative = 1e-5);

// The number's significant decimal digits in its shortest form that reads
// back as the same double: 0 for zero, 1 for 0.5 or 300, 17 at most. What
// "rounder" means to the shrinker.
int SignificantDigits(double number);

}  // namespace collide
