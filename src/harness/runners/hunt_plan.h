#pragma once

// The window's Hunt button (app/hunt_panel.h) before it starts, with no
// ImGui: which pairs of shape kinds the current sample's shapes make and
// which of those a hunt can compare, how many cases it may ask for, where
// its findings go, and the registries the hunt runs in, one per thread
// (HuntWorkers, which --hunt uses too).

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/hunt/shape_generators.h"
#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "harness/plugins/plugin.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/command_line.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/save_path.h"

namespace harness {

using KindPair = std::pair<collide::ShapeKind, collide::ShapeKind>;

// Every pair of kinds two different shapes make, each once, the smaller
// kind first (a kind with itself only when two shapes have it), in kind
// order.
std::vector<KindPair> KindPairsOf(const std::vector<collide::ShapeKind>& shape_kinds);

// The kinds of a sample's shapes, as a test case saved now would hold them
// (Sample::SceneToSave); nullopt when the sample saves none.
std::optional<std::vector<collide::ShapeKind>> ShapeKindsOfSample(const Sample& sample);

// What the Hunt button would hunt for a sample's shapes.
struct SampleHuntPlan {
  // The pairs of kinds with two algorithms for a query to compare.
  std::vector<KindPair> pairs;
  // The others, each "point-sphere: <why not>".
  std::vector<std::string> left_out;
  // Why nothing can be hunted ("this sample has no shapes", or every pair
  // left out); empty when `pairs` is not.
  std::string nothing_because;
};

// The plan for shapes of `shape_kinds` (nullopt: the sample cannot give its
// shapes), against `registry` with the window's plugins in it.
SampleHuntPlan PlanSampleHunt(const std::optional<std::vector<collide::ShapeKind>>& shape_kinds,
                              const collide::PairTestRegistry& registry,
                              const collide::ShapeGenerators& generators);

// Empty when `cases` is from 1 to kMaxHuntCases; else what is wrong.
std::string HuntCasesProblem(long long cases);

// Where the window's findings go: --hunt-out when given (`hunt_out`, not
// empty), else the folder saved test cases go to (SavedScenesDirectory),
// where the Scenes list shows them under the playground. Empty when neither
// is known (no XDG_DATA_HOME, no HOME).
std::string WindowHuntDirectory(const std::string& hunt_out, const EnvLookup& env = ProcessEnv);

// Collision Lab's own tests of `registry` (origin "collision-lab"), copied
// into a registry of their own: the hunt's, which it shares with no one
// while it runs on its own thread, its plugins added to it.
collide::PairTestRegistry OurTestsOf(const collide::PairTestRegistry& registry);

// The registries a hunt's threads hunt in (collide::Hunt's form that takes
// several), for --hunt and the window's Hunt (hunt_job.h). Without plugins,
// the one registry given, shared: our tests are plain functions, safe to
// call from every thread at once. With plugins, one registry per thread:
// our tests copied and the plugins loaded again into it, so each thread
// calls a helper process of its own. A helper answers one call at a time
// over its pipe and the plugin in it need not be thread-safe; sharing one
// would serialize the threads on it, one each lets them all call at once
// (and a crash or a hang costs one thread's helper, which restarts).
class HuntWorkers {
 public:
  // `jobs` threads (1 to collide::kMaxJobs) hunting in `ours` (Collision
  // Lab's tests, OurTestsOf, when there are plugins; kept by reference
  // when there are none) with `plugin_files` loaded into each thread's
  // copy. Throws plugins::PluginLoadError when one does not load.
  HuntWorkers(int jobs, const collide::PairTestRegistry& ours,
              const std::vector<std::string>& plugin_files,
              const plugins::PluginSettings& plugin_settings);
  ~HuntWorkers();
  HuntWorkers(const HuntWorkers&) = delete;
  HuntWorkers& operator=(const HuntWorkers&) = delete;

  // One per thread, for collide::Hunt.
  const std::vector<const collide::PairTestRegistry*>& registries() const { return registries_; }

 private:
  struct Worker {
    collide::PairTestRegistry registry;
    // Its plugins' times of impact, apart from the process-wide set.
    collide::ContactTimeFunctions contact_times;
    std::unique_ptr<plugins::PluginSet> plugins;  // last: gone before the registry
  };
  std::vector<std::unique_ptr<Worker>> workers_;
  std::vector<const collide::PairTestRegistry*> registries_;
};

}  // namespace harness
