// The broad phases on the crowd of issue 11: N spheres of radius 1 in the cube
// [0, L]^3, L such that the spheres fill 10% of it (L = cbrt(N 4/3 pi / 0.1)),
// centres uniform in [1, L - 1]^3, velocities uniform in [-0.05, 0.05] per
// axis, reflected at the walls (a centre leaving [1, L - 1]), fixed seed.
// One iteration is one step: move, update the bounds, find the pairs, and
// test each pair exactly (sphere-sphere). Counters: `pairs` the overlapping
// spheres and `candidates` the broad phase's pairs, both at the start (the
// same scene for every strategy, so every strategy must give the same
// `pairs`). BmBroadPhaseCrowdMotion times the motion and bounds alone.
// Run: build/bench/collide_bench --benchmark_filter=BroadPhase

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <random>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/shapes/sphere.h"

namespace broad_phase_bench {
namespace {

using collide::Aabb;
using collide::BodyPair;
using collide::BroadPhaseKind;
using collide::Vec3;

constexpr double kRadius = 1.0;
constexpr double kMaxSpeed = 0.05;
constexpr double kFill = 0.1;

class Crowd {
 public:
  explicit Crowd(int n)
      : side_(std::cbrt(n * 4.0 / 3.0 * collide::kPi * kRadius * kRadius * kRadius / kFill)) {
    std::mt19937 rng(2026);
    std::uniform_real_distribution<double> coord(kRadius, side_ - kRadius);
    std::uniform_real_distribution<double> speed(-kMaxSpeed, kMaxSpeed);
    centers_.resize(static_cast<size_t>(n));
    velocities_.resize(static_cast<size_t>(n));
    bounds_.resize(static_cast<size_t>(n));
    for (size_t i = 0; i < centers_.size(); ++i) {
      centers_[i] = Vec3(coord(rng), coord(rng), coord(rng));
      velocities_[i] = Vec3(speed(rng), speed(rng), speed(rng));
    }
    UpdateBounds();
  }

  // One step of motion, then the new bounds.
  void Step() {
    const double lo = kRadius;
    const double hi = side_ - kRadius;
    for (size_t i = 0; i < centers_.size(); ++i) {
      Vec3& c = centers_[i];
      Vec3& v = velocities_[i];
      c += v;
      for (int axis = 0; axis < 3; ++axis) {
        if ((c[axis] < lo && v[axis] < 0.0) || (c[axis] > hi && v[axis] > 0.0)) {
          v[axis] = -v[axis];
        }
      }
    }
    UpdateBounds();
  }

  // The pairs whose spheres overlap or touch.
  int CountOverlaps(const std::vector<BodyPair>& pairs) const {
    int count = 0;
    for (const auto& [i, j] : pairs) {
      count += collide::Intersects(collide::Sphere{centers_[static_cast<size_t>(i)], kRadius},
                                   collide::Sphere{centers_[static_cast<size_t>(j)], kRadius})
                   ? 1
                   : 0;
    }
    return count;
  }

  const std::vector<Aabb>& bounds() const { return bounds_; }

 private:
  void UpdateBounds() {
    for (size_t i = 0; i < centers_.size(); ++i) {
      bounds_[i] = Aabb{centers_[i] - Vec3(kRadius), centers_[i] + Vec3(kRadius)};
    }
  }

  double side_;
  std::vector<Vec3> centers_;
  std::vector<Vec3> velocities_;
  std::vector<Aabb> bounds_;
};

void RunCrowd(benchmark::State& state, BroadPhaseKind kind) {
  Crowd crowd(static_cast<int>(state.range(0)));
  const std::unique_ptr<collide::BroadPhase> broad_phase = collide::MakeBroadPhase(kind);
  std::vector<BodyPair> pairs;
  // Warm up (every vector grown, the sweep's order sorted) on the start.
  broad_phase->Update(crowd.bounds());
  broad_phase->FindPairs(&pairs);
  state.counters["pairs"] = crowd.CountOverlaps(pairs);
  state.counters["candidates"] = static_cast<double>(pairs.size());
  for (auto _ : state) {
    crowd.Step();
    broad_phase->Update(crowd.bounds());
    broad_phase->FindPairs(&pairs);
    benchmark::DoNotOptimize(crowd.CountOverlaps(pairs));
  }
}

void BmBroadPhaseCrowdMotion(benchmark::State& state) {
  Crowd crowd(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    crowd.Step();
    benchmark::DoNotOptimize(crowd.bounds().data());
  }
}

void BmBroadPhaseBruteForce(benchmark::State& state) {
  RunCrowd(state, BroadPhaseKind::kBruteForce);
}
void BmBroadPhaseGrid(benchmark::State& state) {
  RunCrowd(state, BroadPhaseKind::kUniformGrid);
}
void BmBroadPhaseSortAndSweep(benchmark::State& state) {
  RunCrowd(state, BroadPhaseKind::kSortAndSweep);
}

BENCHMARK(BmBroadPhaseCrowdMotion)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BmBroadPhaseBruteForce)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BmBroadPhaseGrid)->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond);
BENCHMARK(BmBroadPhaseSortAndSweep)
    ->Arg(1000)
    ->Arg(10000)
    ->Arg(100000)
    ->Unit(benchmark::kMillisecond);

}  // namespace

}  // namespace broad_phase_bench
