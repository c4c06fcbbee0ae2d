#include "collide/hunt/hunt.h"

#include <algorithm>
#include <stdexcept>

#include "collide/hunt/hunt_case.h"
#include "collide/hunt/hunt_judge.h"
#include "collide/hunt/hunt_shrink.h"

namespace collide {
namespace {

// The algorithm pairs for one query (HuntOptions::every_pair): each of
// theirs with our reference, or each two tests of which one at least is
// ours; ours is the one of Collision Lab, or the earlier.
std::vector<std::pair<const PairTest*, const PairTest*>> ComparedPairs(
    const std::vector<const PairTest*>& tests, bool every_pair) {
  std::vector<std::pair<const PairTest*, const PairTest*>> pairs;
  const auto ours = [](const PairTest* test) { return test->origin == kOurOrigin; };
  const auto reference = std::find_if(tests.begin(), tests.end(), ours);
  const bool any_theirs =
      std::any_of(tests.begin(), tests.end(), [&](const PairTest* test) { return !ours(test); });
  if (!every_pair && any_theirs && reference != tests.end()) {
    for (const PairTest* test : tests) {
      if (!ours(test)) {
        pairs.emplace_back(*reference, test);
      }
    }
    return pairs;
  }
  for (std::size_t i = 0; i < tests.size(); ++i) {
    for (std::size_t j = i + 1; j < tests.size(); ++j) {
      const bool i_ours = tests[i]->origin == kOurOrigin;
      const bool j_ours = tests[j]->origin == kOurOrigin;
      if (i_ours) {
        pairs.emplace_back(tests[i], tests[j]);
      } else if (j_ours) {
        pairs.emplace_back(tests[j], tests[i]);
      }
    }
  }
  return pairs;
}

HuntResult HuntOnePair(const ShapeGenerators& generators, ShapeKind a, ShapeKind b,
                       AlgorithmPair algorithms, const PairTest& ours, const PairTest& theirs,
                       const HuntOptions& options, const KeepGoing& keep_going) {
  HuntResult result;
  result.algorithms = std::move(algorithms);
  const ShapeGenerator& first = *generators.Find(a);
  const ShapeGenerator& second = *generators.Find(b);
  HuntRandom random(options.seed);
  for (int c = 0; c < options.cases; ++c) {
    if (keep_going && !keep_going()) {
      break;
    }
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
        disagreed = true;
        if (!result.finding) {
          result.finding =
              ShrinkFinding(ours, theirs, generators, shapes, i, j, a_first, options.tolerance);
        }
      }
    }
    ++result.cases_tried;
    result.disagreements += disagreed ? 1 : 0;
  }
  return result;
}

}  // namespace

std::string HuntProblem(const PairTestRegistry& registry, const ShapeGenerators& generators,
                        ShapeKind a, ShapeKind b) {
  for (const ShapeKind kind : {a, b}) {
    if (generators.Find(kind) == nullptr) {
      return "the hunt cannot make shapes of kind " + ShapeKindId(kind) + " (it has no generator)";
    }
  }
  if (registry.QueriesFor(a, b).empty()) {
    return "no pair test answers anything for " + ShapeKindId(a) + " and " + ShapeKindId(b);
  }
  return "";
}

std::vector<HuntResult> Hunt(const PairTestRegistry& registry, const ShapeGenerators& generators,
                             ShapeKind a, ShapeKind b, const HuntOptions& options,
                             const KeepGoing& keep_going) {
  if (const std::string problem = HuntProblem(registry, generators, a, b); !problem.empty()) {
    throw std::invalid_argument(problem);
  }
  std::vector<HuntResult> results;
  for (const Query query : registry.QueriesFor(a, b)) {
    const std::vector<const PairTest*> tests = registry.Find(a, b, query);
    for (const auto& [ours, theirs] : ComparedPairs(tests, options.every_pair)) {
      AlgorithmPair algorithms{
          a, b, query, ours->id, ours->origin, ours == tests.front(), theirs->id, theirs->origin};
      results.push_back(
          HuntOnePair(generators, a, b, algorithms, *ours, *theirs, options, keep_going));
      if (results.back().cases_tried < options.cases) {
        return results;  // stopped
      }
    }
  }
  return results;
}

std::vector<HuntResult> Hunt(const PairTestRegistry& registry, const ShapeGenerators& generators,
                             const std::vector<std::pair<ShapeKind, ShapeKind>>& pairs,
                             const HuntOptions& options, const KeepGoing& keep_going) {
  std::vector<HuntResult> results;
  for (const auto& [a, b] : pairs) {
    for (HuntResult& result : Hunt(registry, generators, a, b, options, keep_going)) {
      results.push_back(std::move(result));
      if (results.back().cases_tried < options.cases) {
        return results;  // stopped
      }
    }
  }
  return results;
}

}  // namespace collide
