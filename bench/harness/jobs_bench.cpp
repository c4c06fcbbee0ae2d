// --jobs's scaling (issue 39): hunt cases per second on 1, 2 and every core
// (our box-box pair of algorithms in-process, and a plugin's sphere-sphere,
// each thread calling a helper of its own), and --check over 10,000
// generated scenes on 1 and 2 threads. The scenes are written once into a
// temporary folder by the benchmark itself (nothing shipped) and removed at
// exit. Run: build/bench/jobs_bench --benchmark_min_time=1
#include <benchmark/benchmark.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>

#include "collide/hunt/hunt.h"
#include "collide/parallel/parallel_items.h"
#include "harness/runners/check_runner.h"
#include "harness/runners/hunt_plan.h"

namespace {

constexpr int kHuntCases = 20000;

void HuntCases(benchmark::State& state, collide::ShapeKind a, collide::ShapeKind b,
               const std::vector<std::string>& plugins) {
  const int jobs = static_cast<int>(state.range(0));
  harness::plugins::PluginSettings settings;
  settings.host = COLLISION_LAB_PLUGIN_HOST;
  const collide::PairTestRegistry ours = harness::OurTestsOf(collide::PairTestRegistry::Global());
  const harness::HuntWorkers workers(jobs, ours, plugins, settings);
  collide::HuntOptions options;
  options.cases = kHuntCases;
  for (auto _ : state) {
    const auto results =
        collide::Hunt(workers.registries(), collide::ShapeGenerators::Global(), {{a, b}}, options);
    benchmark::DoNotOptimize(results.data());
  }
  state.SetItemsProcessed(state.iterations() * kHuntCases);
  state.counters["threads"] = jobs;
}

void BmHuntBoxBox(benchmark::State& state) {
  HuntCases(state, collide::ShapeKind::kBox, collide::ShapeKind::kBox, {});
}
void BmHuntPluginSphereSphere(benchmark::State& state) {
  HuntCases(state, collide::ShapeKind::kSphere, collide::ShapeKind::kSphere,
            {COLLISION_LAB_BENCH_PLUGIN});
}
BENCHMARK(BmHuntBoxBox)
    ->Arg(1)
    ->Arg(2)
    ->Arg(collide::DefaultJobs())
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK(BmHuntPluginSphereSphere)
    ->Arg(1)
    ->Arg(2)
    ->Arg(collide::DefaultJobs())
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// 10,000 scenes of the playground's mix of kinds, each moved a little so no
// two are the same file: the kind of folder a team keeps.
constexpr int kScenes = 10000;

const std::string& SceneFolder() {
  static const std::string kFolder = [] {
    namespace fs = std::filesystem;
    const fs::path dir =
        fs::temp_directory_path() / ("jobs_bench_scenes_" + std::to_string(getpid()));
    fs::create_directories(dir);
    const std::string source =
        std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json";
    std::ifstream in(source);
    std::stringstream text;
    text << in.rdbuf();
    std::string scene = text.str();
    for (int i = 0; i < kScenes; ++i) {
      char name[32];
      std::snprintf(name, sizeof name, "scene_%05d.json", i);
      std::ofstream(dir / name) << scene;
    }
    std::atexit([] {
      std::error_code ignored;
      fs::remove_all(fs::temp_directory_path() / ("jobs_bench_scenes_" + std::to_string(getpid())),
                     ignored);
    });
    return dir.string();
  }();
  return kFolder;
}

void BmCheckScenes(benchmark::State& state) {
  harness::Options options;
  options.check = true;
  options.scenes = {SceneFolder()};
  options.jobs = static_cast<int>(state.range(0));
  for (auto _ : state) {
    std::ostringstream out;
    std::ostringstream err;
    const int status = harness::RunHeadlessChecks(options, out, err);
    if (status != harness::kExitOk) {
      state.SkipWithError(("--check exited " + std::to_string(status)).c_str());
      break;
    }
  }
  state.SetItemsProcessed(state.iterations() * kScenes);
  state.counters["threads"] = static_cast<double>(options.jobs);
}
BENCHMARK(BmCheckScenes)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
