// What --plugin costs (docs/plugins.md): one call of a plugin's function
// through the helper process (a round trip over the socket pair into the
// helper's dlopen'ed code), beside the same test of ours called in-process
// through the registry; and a reload: a rebuilt file noticed, copied,
// loaded by a fresh helper and swapped into the registry. Beside them, the
// floor a helper process cannot go below on this machine: a bare round trip
// over a socket pair to a forked echo process. And a capsule against a
// hull through the helper, the hull's points on the wire.
// Run: build/bench/plugin_bench
#include <benchmark/benchmark.h>

#include <poll.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "collide/manifold/hull_from_points.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "harness/plugins/plugin_set.h"

namespace plugin_bench {
namespace {

using collide::PairTest;
using collide::PairTestRegistry;
using collide::Query;
using collide::ShapeKind;
using collide::Sphere;
using collide::StaticShape;

harness::plugins::PluginSettings Settings() {
  harness::plugins::PluginSettings settings;
  settings.host = COLLISION_LAB_PLUGIN_HOST;
  return settings;
}

const PairTest& SphereSphere(const PairTestRegistry& registry, const std::string& origin) {
  for (const PairTest* test :
       registry.Find(ShapeKind::kSphere, ShapeKind::kSphere, Query::kIntersects)) {
    if (test->origin == origin) {
      return *test;
    }
  }
  throw std::logic_error("no sphere-sphere test from " + origin);
}

// Two spheres that touch, answered alternately with two that do not.
void RunSphereSphere(benchmark::State& state, const PairTest& test) {
  const StaticShape a = Sphere{{0.0, 0.0, 0.0}, 1.0};
  const StaticShape b = Sphere{{2.0, 0.0, 0.0}, 1.0};
  const StaticShape c = Sphere{{3.0, 0.0, 0.0}, 1.0};
  bool flip = false;
  for (auto _ : state) {
    benchmark::DoNotOptimize(PairTestRegistry::Run(test, a, flip ? b : c));
    flip = !flip;
  }
}

void BmPluginCallThroughHelper(benchmark::State& state) {
  PairTestRegistry registry;
  harness::plugins::PluginSet set(Settings(), registry);
  set.Add(COLLISION_LAB_BENCH_PLUGIN);
  RunSphereSphere(state, SphereSphere(registry, "correct"));
}
BENCHMARK(BmPluginCallThroughHelper);

void BmOurCallInProcess(benchmark::State& state) {
  RunSphereSphere(state, SphereSphere(PairTestRegistry::Global(), "collision-lab"));
}
BENCHMARK(BmOurCallInProcess);

// From "the file is rebuilt" (a new file in its place) to its functions
// answering in the registry; the copy that stands for the build is not timed.
void BmPluginReload(benchmark::State& state) {
  namespace fs = std::filesystem;
  const fs::path folder = fs::temp_directory_path() / ("plugin_bench_" + std::to_string(getpid()));
  fs::create_directories(folder);
  const fs::path plugin = folder / "libbench.so";
  fs::copy_file(COLLISION_LAB_BENCH_PLUGIN, plugin, fs::copy_options::overwrite_existing);
  PairTestRegistry registry;
  harness::plugins::PluginSet set(Settings(), registry);
  set.Add(plugin.string());
  for (auto _ : state) {
    state.PauseTiming();
    fs::copy_file(COLLISION_LAB_BENCH_PLUGIN, folder / "next.so",
                  fs::copy_options::overwrite_existing);
    fs::rename(folder / "next.so", plugin);
    state.ResumeTiming();
    const auto notes = set.ReloadChanged(std::chrono::milliseconds(0));
    if (notes.size() != 1 || !notes.front().loaded) {
      state.SkipWithError("the rebuilt plugin did not reload");
      break;
    }
  }
  fs::remove_all(folder);
}
BENCHMARK(BmPluginReload)->Unit(benchmark::kMillisecond);

// A capsule against a hull of `state.range(0)` points through the helper
// (cl_distance_capsule_hull of the echo plugin, which does no geometry): what
// sending a hull's world-space points costs on top of a call.
void BmPluginHullCallThroughHelper(benchmark::State& state) {
  std::vector<collide::Vec3> points;
  const auto count = static_cast<int>(state.range(0));
  for (int i = 0; i < count; ++i) {  // on a sphere: every point a vertex
    const double z = -1.0 + 2.0 * (i + 0.5) / count;
    const double angle = 2.39996322972865332 * i;  // the golden angle
    const double r = std::sqrt(1.0 - z * z);
    points.emplace_back(r * std::cos(angle), r * std::sin(angle), z);
  }
  collide::PlacedHull hull;
  hull.hull = std::make_shared<const collide::ConvexHull>(
      std::get<collide::ConvexHull>(collide::HullFromPoints(points)));
  const StaticShape b(hull);
  const StaticShape a(collide::Capsule{{3.0, 0.0, 0.0}, {4.0, 0.0, 0.0}, 0.5});
  PairTestRegistry registry;
  harness::plugins::PluginSet set(Settings(), registry);
  set.Add(COLLISION_LAB_BENCH_HULL_PLUGIN);
  const PairTest* test = registry.Find(a.kind(), b.kind(), collide::DistanceQuery(), "plugin:echo");
  if (test == nullptr) {
    state.SkipWithError("the echo plugin has no capsule-hull distance");
    return;
  }
  for (auto _ : state) {
    benchmark::DoNotOptimize(PairTestRegistry::Run(*test, a, b));
  }
  state.counters["vertices"] = static_cast<double>(collide::InWorld(hull).vertices.size());
}
BENCHMARK(BmPluginHullCallThroughHelper)->Arg(8)->Arg(64)->Arg(1000);

// 64 bytes there (about a sphere-sphere call's arguments), 8 back, waited
// for with poll as the helper's caller waits: the operating system's share
// of a plugin call.
void BmSocketRoundTrip(benchmark::State& state) {
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0) {
    state.SkipWithError("socketpair failed");
    return;
  }
  const pid_t echo = fork();
  if (echo == 0) {
    close(ends[0]);
    char bytes[64];
    while (read(ends[1], bytes, sizeof bytes) > 0) {
      if (write(ends[1], bytes, 8) != 8) {
        break;
      }
    }
    _exit(0);
  }
  close(ends[1]);
  char bytes[64] = {};
  for (auto _ : state) {
    pollfd ready{ends[0], POLLIN, 0};
    if (write(ends[0], bytes, sizeof bytes) != sizeof bytes || poll(&ready, 1, 1000) != 1 ||
        read(ends[0], bytes, sizeof bytes) != 8) {
      state.SkipWithError("the echo did not answer");
      break;
    }
  }
  close(ends[0]);
  waitpid(echo, nullptr, 0);
}
BENCHMARK(BmSocketRoundTrip);

}  // namespace

}  // namespace plugin_bench
