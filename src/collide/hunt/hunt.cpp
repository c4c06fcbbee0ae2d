#include "collide/hunt/hunt.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "collide/hunt/hunt_shrink.h"
#include "collide/hunt/hunt_split.h"
#include "collide/hunt/shard.h"
#include "collide/parallel/parallel_items.h"

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

// One pair of algorithms to hunt, as each thread's registry holds it.
struct HuntTask {
  AlgorithmPair algorithms;
  std::vector<std::pair<const PairTest*, const PairTest*>> per_worker;  // (ours, theirs)
};

// The tasks for kinds (a, b) in every registry, which must agree.
void AddTasks(const std::vector<const PairTestRegistry*>& registries, ShapeKind a, ShapeKind b,
              bool every_pair, std::vector<HuntTask>& tasks) {
  const PairTestRegistry& first = *registries.front();
  for (const Query query : first.QueriesFor(a, b)) {
    const std::vector<const PairTest*> tests = first.Find(a, b, query);
    const auto compared = ComparedPairs(tests, every_pair);
    const std::size_t start = tasks.size();
    for (const auto& [ours, theirs] : compared) {
      tasks.push_back({AlgorithmPair{a, b, query, ours->id, ours->origin, ours == tests.front(),
                                     theirs->id, theirs->origin},
                       {}});
    }
    for (const PairTestRegistry* registry : registries) {
      const auto own = ComparedPairs(registry->Find(a, b, query), every_pair);
      if (own.size() != compared.size()) {
        throw std::logic_error("the hunt's registries do not hold the same tests");
      }
      for (std::size_t k = 0; k < own.size(); ++k) {
        if (own[k].first->id != compared[k].first->id ||
            own[k].second->id != compared[k].second->id) {
          throw std::logic_error("the hunt's registries do not hold the same tests");
        }
        tasks[start + k].per_worker.push_back(own[k]);
      }
    }
  }
}

// Every task's cases, range by range on every thread, merged per task in
// case order; stops after the first task a stop left short.
std::vector<HuntResult> HuntTasks(const std::vector<HuntTask>& tasks,
                                  const ShapeGenerators& generators, const HuntOptions& options,
                                  const KeepGoing& keep_going, int workers,
                                  std::vector<std::optional<FirstDisagreement>>& firsts) {
  const ItemSlice slice = ShardSlice(options.cases, options.shard);
  const CaseRange shard{static_cast<int>(slice.begin), static_cast<int>(slice.end)};
  // The range length from the whole hunt's cases; it changes nothing but
  // how evenly the threads share the work (hunt_split.h).
  const std::vector<CaseRange> ranges = SplitCases(shard, HuntRangeCases(options.cases));
  std::vector<RangeOutcome> outcomes(tasks.size() * ranges.size());
  RunItems(workers, outcomes.size(), [&](int worker, std::size_t item) {
    const HuntTask& task = tasks[item / ranges.size()];
    const auto& [ours, theirs] = task.per_worker[static_cast<std::size_t>(worker)];
    outcomes[item] = HuntRange(*ours, *theirs, generators, task.algorithms.a, task.algorithms.b,
                               ranges[item % ranges.size()], options, keep_going);
  });
  std::vector<HuntResult> results;
  for (std::size_t t = 0; t < tasks.size(); ++t) {
    const auto begin = outcomes.begin() + static_cast<std::ptrdiff_t>(t * ranges.size());
    const RangeOutcome merged =
        MergeRanges({begin, begin + static_cast<std::ptrdiff_t>(ranges.size())});
    results.push_back({tasks[t].algorithms,
                       merged.cases_tried,
                       merged.disagreements,
                       merged.first ? merged.first->case_number : -1,
                       {}});
    firsts.push_back(merged.first);
    if (merged.cases_tried < shard.end - shard.begin) {
      break;  // stopped
    }
  }
  return results;
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
  return Hunt(registry, generators, {{a, b}}, options, keep_going);
}

std::vector<HuntResult> Hunt(const PairTestRegistry& registry, const ShapeGenerators& generators,
                             const std::vector<std::pair<ShapeKind, ShapeKind>>& pairs,
                             const HuntOptions& options, const KeepGoing& keep_going) {
  const std::vector<const PairTestRegistry*> shared(
      static_cast<std::size_t>(std::clamp(options.jobs, 1, kMaxJobs)), &registry);
  return Hunt(shared, generators, pairs, options, keep_going);
}

std::vector<HuntResult> Hunt(const std::vector<const PairTestRegistry*>& registries,
                             const ShapeGenerators& generators,
                             const std::vector<std::pair<ShapeKind, ShapeKind>>& pairs,
                             const HuntOptions& options, const KeepGoing& keep_going) {
  if (registries.empty()) {
    throw std::logic_error("a hunt needs a registry");
  }
  std::vector<HuntTask> tasks;
  for (const auto& [a, b] : pairs) {
    if (const std::string problem = HuntProblem(*registries.front(), generators, a, b);
        !problem.empty()) {
      throw std::invalid_argument(problem);
    }
    AddTasks(registries, a, b, options.every_pair, tasks);
  }
  const int workers = static_cast<int>(registries.size());
  // Once asked "no", the hunt is over for every thread: keep_going is not
  // asked again (the window counts its questions as cases tried).
  std::atomic<bool> stopped{false};
  KeepGoing once_stopped_stays_stopped;
  if (keep_going) {
    once_stopped_stays_stopped = [&] {
      if (stopped.load() || !keep_going()) {
        stopped.store(true);
        return false;
      }
      return true;
    };
  }
  std::vector<std::optional<FirstDisagreement>> firsts;
  std::vector<HuntResult> results =
      HuntTasks(tasks, generators, options, once_stopped_stays_stopped, workers, firsts);
  // Each first disagreement shrunk once, by whichever thread is free: the
  // shrinking is the same on every thread's copy of the tests.
  RunItems(workers, results.size(), [&](int worker, std::size_t t) {
    if (!firsts[t]) {
      return;
    }
    const FirstDisagreement& first = *firsts[t];
    const auto& [ours, theirs] = tasks[t].per_worker[static_cast<std::size_t>(worker)];
    results[t].finding = ShrinkFinding(*ours, *theirs, generators, first.shapes, first.i, first.j,
                                       first.a_first, options.tolerance);
  });
  return results;
}

}  // namespace collide
