#include "harness/runners/hunt_plan.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "collide/hunt/hunt.h"
#include "collide/parallel/parallel_items.h"
#include "harness/runners/hunt_findings.h"

namespace harness {
namespace {

// Why the hunt has nothing to do for the pair; empty when it has.
std::string WhyNotHunted(const KindPair& pair, const collide::PairTestRegistry& registry,
                         const collide::ShapeGenerators& generators) {
  const auto [a, b] = pair;
  if (std::string problem = collide::HuntProblem(registry, generators, a, b); !problem.empty()) {
    return problem;
  }
  for (const collide::Query query : registry.QueriesFor(a, b)) {
    if (registry.Find(a, b, query).size() >= 2) {
      return "";
    }
  }
  return "nothing to compare, one algorithm per query (a plugin's functions for the pair add "
         "theirs)";
}

}  // namespace

std::vector<KindPair> KindPairsOf(const std::vector<collide::ShapeKind>& shape_kinds) {
  std::map<collide::ShapeKind, int> shapes_of_kind;
  for (const collide::ShapeKind kind : shape_kinds) {
    ++shapes_of_kind[kind];
  }
  std::vector<KindPair> pairs;
  for (auto first = shapes_of_kind.begin(); first != shapes_of_kind.end(); ++first) {
    if (first->second >= 2) {
      pairs.emplace_back(first->first, first->first);
    }
    for (auto second = std::next(first); second != shapes_of_kind.end(); ++second) {
      pairs.emplace_back(first->first, second->first);
    }
  }
  return pairs;
}

std::optional<std::vector<collide::ShapeKind>> ShapeKindsOfSample(const Sample& sample) {
  const std::optional<Scene> scene = sample.SceneToSave("", false);
  if (!scene) {
    return std::nullopt;
  }
  std::vector<collide::ShapeKind> kinds;
  for (const SceneShape& shape : scene->shapes) {
    kinds.push_back(shape.shape.kind());
  }
  return kinds;
}

SampleHuntPlan PlanSampleHunt(const std::optional<std::vector<collide::ShapeKind>>& shape_kinds,
                              const collide::PairTestRegistry& registry,
                              const collide::ShapeGenerators& generators) {
  SampleHuntPlan plan;
  if (!shape_kinds) {
    plan.nothing_because = "this sample does not give its shapes (it saves no test cases)";
    return plan;
  }
  const std::vector<KindPair> pairs = KindPairsOf(*shape_kinds);
  if (pairs.empty()) {
    plan.nothing_because =
        shape_kinds->empty() ? "this sample has no shapes" : "this sample has only one shape";
    return plan;
  }
  for (const KindPair& pair : pairs) {
    if (const std::string why = WhyNotHunted(pair, registry, generators); why.empty()) {
      plan.pairs.push_back(pair);
    } else {
      plan.left_out.push_back(HuntPairLabel(pair.first, pair.second) + ": " + why);
    }
  }
  if (plan.pairs.empty()) {
    plan.nothing_because = "no pair of this sample's shapes can be hunted";
  }
  return plan;
}

std::string HuntCasesProblem(long long cases) {
  if (cases >= 1 && cases <= kMaxHuntCases) {
    return "";
  }
  return "cases per pair must be a whole number from 1 to " + std::to_string(kMaxHuntCases) +
         ", got " + std::to_string(cases);
}

std::string WindowHuntDirectory(const std::string& hunt_out, const EnvLookup& env) {
  return hunt_out.empty() ? SavedScenesDirectory(env) : hunt_out;
}

collide::PairTestRegistry OurTestsOf(const collide::PairTestRegistry& registry) {
  collide::PairTestRegistry ours;
  for (const collide::PairTest& test : registry.tests()) {
    if (test.origin == collide::kOurOrigin) {
      ours.Add(test);
    }
  }
  return ours;
}

HuntWorkers::HuntWorkers(int jobs, const collide::PairTestRegistry& ours,
                         const std::vector<std::string>& plugin_files,
                         const plugins::PluginSettings& plugin_settings) {
  const auto threads = static_cast<std::size_t>(std::clamp(jobs, 1, collide::kMaxJobs));
  if (plugin_files.empty()) {
    registries_.assign(threads, &ours);
    return;
  }
  for (std::size_t w = 0; w < threads; ++w) {
    auto worker = std::make_unique<Worker>();
    worker->registry = ours;
    worker->plugins = std::make_unique<plugins::PluginSet>(plugin_settings, worker->registry,
                                                           worker->contact_times);
    for (const std::string& file : plugin_files) {
      worker->plugins->Add(file);
    }
    registries_.push_back(&worker->registry);
    workers_.push_back(std::move(worker));
  }
}

HuntWorkers::~HuntWorkers() = default;

}  // namespace harness
