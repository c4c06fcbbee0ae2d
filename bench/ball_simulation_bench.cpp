#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/motion/ball_simulation.h"
#include "collide/motion/magic_room.h"
#include "collide/motion/magic_room_fill.h"
#include "collide/motion/time_of_impact.h"

namespace ball_simulation_bench {
namespace {

using collide::BallBallMethod;

// One step of the Magic Room. Args: ball count (10 is the seed's scene, more
// are a crowd at up to 5 units a step: FillMagicRoom, the sample's "Fill the
// room"), method (0 analytic, 1 sliced with the seed's 150 slices), search (0
// incremental, 1 full: the seed's loop), broad phase (an index into
// kBroadPhaseKinds: 0 brute-force, 1 grid, 2 sort-and-sweep). The state
// carries on from step to step, after 100 steps to let the start settle;
// prediction of the next contact is off, so this is the step alone.
void BmBallSimulationStep(benchmark::State& state) {
  const int count = static_cast<int>(state.range(0));
  collide::BallSimulationSettings settings;
  settings.method = state.range(1) == 0 ? BallBallMethod::kAnalytic : BallBallMethod::kSliced;
  settings.search =
      state.range(2) == 0 ? collide::ContactSearch::kIncremental : collide::ContactSearch::kFull;
  settings.broad_phase = collide::kBroadPhaseKinds[static_cast<size_t>(state.range(3))];
  settings.predict_next_contact = false;
  collide::BallSimulation sim(
      count == 10 ? collide::MagicRoomWorld() : collide::FillMagicRoom(count, 5.0, 1), settings);
  for (int i = 0; i < 100; ++i) {
    sim.step();
  }
  double events = 0;
  double pair_tests = 0;
  double candidates = 0;
  double broad_seconds = 0;
  for (auto _ : state) {
    const collide::StepReport& r = sim.step();
    events += r.events;
    pair_tests += static_cast<double>(r.pair_tests);
    candidates += static_cast<double>(r.candidate_pairs);
    broad_seconds += r.broad_phase_seconds;
  }
  state.counters["events"] = benchmark::Counter(events, benchmark::Counter::kAvgIterations);
  state.counters["pair_tests"] = benchmark::Counter(pair_tests, benchmark::Counter::kAvgIterations);
  state.counters["candidates"] = benchmark::Counter(candidates, benchmark::Counter::kAvgIterations);
  state.counters["broad_ms"] =
      benchmark::Counter(broad_seconds * 1e3, benchmark::Counter::kAvgIterations);
  state.SetLabel(std::string(collide::AlgorithmId(settings.method)) +
                 (state.range(2) == 0 ? " incremental " : " full ") +
                 std::string(collide::BroadPhaseId(settings.broad_phase)));
}
constexpr int kBruteForce = 0;
constexpr int kGrid = 1;
constexpr int kSortAndSweep = 2;
BENCHMARK(BmBallSimulationStep)
    // The default broad phase (the grid).
    ->ArgsProduct({{10, 1000, 10000}, {0, 1}, {0, 1}, {kGrid}})
    // The others: on 1,000 balls, and sort-and-sweep on 10,000 (brute force
    // there would test 50 million pairs a step).
    ->ArgsProduct({{1000}, {0, 1}, {0, 1}, {kBruteForce, kSortAndSweep}})
    ->ArgsProduct({{10000}, {0, 1}, {0, 1}, {kSortAndSweep}})
    ->ArgNames({"balls", "sliced", "full", "broad"})
    ->Unit(benchmark::kMicrosecond);

// One ball-ball time of impact on random pairs, about half of which touch.
void BmBallBallTimeOfImpact(benchmark::State& state) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> u(-10.0, 10.0);
  std::vector<collide::MovingSphere> spheres(1024);
  for (auto& s : spheres) {
    s = {{u(rng), u(rng), u(rng)}, {u(rng), u(rng), u(rng)}, 1.0 + 0.1 * std::abs(u(rng))};
  }
  const auto method = state.range(0) == 0 ? BallBallMethod::kAnalytic : BallBallMethod::kSliced;
  size_t i = 0;
  for (auto _ : state) {
    const auto& a = spheres[i & 1023];
    const auto& b = spheres[(i * 7 + 3) & 1023];
    benchmark::DoNotOptimize(collide::FirstContactTime(a, b, 1.0, method));
    ++i;
  }
  state.SetLabel(std::string(collide::AlgorithmId(method)));
}
BENCHMARK(BmBallBallTimeOfImpact)->Arg(0)->Arg(1)->ArgName("sliced");

}  // namespace

}  // namespace ball_simulation_bench
