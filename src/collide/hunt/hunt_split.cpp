#include "collide/hunt/hunt_split.h"

#include <algorithm>

#include "collide/hunt/hunt_case.h"
#include "collide/hunt/hunt_judge.h"
#include "collide/hunt/hunt_random.h"

namespace collide {

int HuntRangeCases(int cases) {
  const int spread = (cases + kMaxHuntRanges - 1) / kMaxHuntRanges;
  return std::max(kHuntRangeCases, spread);
}

std::vector<CaseRange> SplitCases(int cases, int range_cases) {
  return SplitCases(CaseRange{0, cases}, range_cases);
}

std::vector<CaseRange> SplitCases(CaseRange whole, int range_cases) {
  std::vector<CaseRange> ranges;
  const int step = std::max(range_cases, 1);
  for (int begin = whole.begin; begin < whole.end; begin += std::min(step, whole.end - begin)) {
    ranges.push_back({begin, begin + std::min(step, whole.end - begin)});
  }
  return ranges;
}

RangeOutcome MergeRanges(const std::vector<RangeOutcome>& ranges) {
  RangeOutcome merged;
  for (const RangeOutcome& range : ranges) {
    merged.cases_tried += range.cases_tried;
    merged.disagreements += range.disagreements;
    if (!merged.first && range.first) {
      merged.first = range.first;
    }
  }
  return merged;
}

RangeOutcome HuntRange(const PairTest& ours, const PairTest& theirs,
                       const ShapeGenerators& generators, ShapeKind a, ShapeKind b, CaseRange range,
                       const HuntOptions& options, const KeepGoing& keep_going) {
  RangeOutcome outcome;
  const ShapeGenerator& first = *generators.Find(a);
  const ShapeGenerator& second = *generators.Find(b);
  for (int c = range.begin; c < range.end; ++c) {
    if (keep_going && !keep_going()) {
      break;
    }
    HuntRandom random(HuntCaseSeed(options.seed, static_cast<std::uint64_t>(c)));
    const std::vector<StaticShape> shapes = GenerateCase(random, generators, first, second);
    const double tolerance = CaseTolerance(generators, shapes, options.tolerance);
    bool disagreed = false;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      for (std::size_t j = i + 1; j < shapes.size(); ++j) {
        const bool a_first = shapes[i].kind() == a && shapes[j].kind() == b;
        if (!a_first && !(shapes[i].kind() == b && shapes[j].kind() == a)) {
          continue;
        }
        if (!Judge(ours, theirs, shapes[i], shapes[j], tolerance).disagree) {
          continue;
        }
        if (!outcome.first) {
          outcome.first = FirstDisagreement{c, shapes, i, j, a_first};
        }
        disagreed = true;
      }
    }
    ++outcome.cases_tried;
    outcome.disagreements += disagreed ? 1 : 0;
  }
  return outcome;
}

}  // namespace collide
