// Cost per search of the book's four impact searches (collide/impact_search.h)
// on one fixed set of 1024 random cases: spheres of radius 0.2 to 1 starting
// in [-6, 6]^3, half of them aimed near the origin, moving 4 to 12 units in
// a step of 1, against a sphere or an AABB of size 0.3 to 1.5 near the
// origin. Settings as the impact-search sample's defaults: 10 slices,
// increment half the radius, tolerance a quarter of it. Counters: "tests"
// (overlap tests per search) and "found" (the fraction reporting a contact).
// Run: build/bench/collide_bench --benchmark_filter=ImpactSearch

#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "collide/motion/impact_search.h"

namespace impact_search_bench {
namespace {

using collide::ImpactMethod;
using collide::ImpactTarget;
using collide::MovingSphere;
using collide::Vec3;

constexpr size_t kCount = 1024;  // a power of two: indices wrap with & (kCount - 1)

struct Case {
  MovingSphere sphere;
  collide::ImpactSettings settings;
};

std::vector<Case> MakeCases() {
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> radius(0.2, 1.0);
  std::uniform_real_distribution<double> travel(4.0, 12.0);
  std::vector<Case> cases;
  cases.reserve(kCount);
  for (size_t i = 0; i < kCount; ++i) {
    const Vec3 start = 6.0 * Vec3(unit(rng), unit(rng), unit(rng));
    const Vec3 aim = i % 2 == 0 ? Vec3(unit(rng), unit(rng), unit(rng)) - start
                                : Vec3(unit(rng), unit(rng), unit(rng));
    const double r = radius(rng);
    const Vec3 velocity = glm::normalize(aim) * travel(rng);
    cases.push_back({{start, velocity, r}, {10, 0.5 * r, 0.25 * r}});
  }
  return cases;
}

std::vector<ImpactTarget> MakeTargets(bool boxes) {
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> unit(-1.0, 1.0);
  std::uniform_real_distribution<double> size(0.3, 1.5);
  std::vector<ImpactTarget> targets;
  targets.reserve(kCount);
  for (size_t i = 0; i < kCount; ++i) {
    const Vec3 center = 0.5 * Vec3(unit(rng), unit(rng), unit(rng));
    if (boxes) {
      const Vec3 half(size(rng), size(rng), size(rng));
      targets.push_back(collide::Aabb{center - half, center + half});
    } else {
      targets.push_back(collide::Sphere{center, size(rng)});
    }
  }
  return targets;
}

// state.range(0): the method's index in kImpactMethodIds.
void RunSearch(benchmark::State& state, bool boxes) {
  static const std::vector<Case> kCases = MakeCases();
  const std::vector<ImpactTarget> targets = MakeTargets(boxes);
  const auto& [method, id] = collide::kImpactMethodIds[state.range(0)];
  size_t i = 0;
  int64_t tests = 0;
  int64_t found = 0;
  for (auto _ : state) {
    const Case& c = kCases[i & (kCount - 1)];
    const collide::ImpactResult r = collide::SearchImpact(
        method, c.sphere, targets[(i * 7 + 3) & (kCount - 1)], 1.0, c.settings);
    benchmark::DoNotOptimize(r);
    tests += r.tests;
    found += r.time.has_value();
    ++i;
  }
  const double searches = static_cast<double>(i > 0 ? i : 1);
  state.counters["tests"] = static_cast<double>(tests) / searches;
  state.counters["found"] = static_cast<double>(found) / searches;
  state.SetLabel(std::string(id));
}

void BmImpactSearchSphere(benchmark::State& state) {
  RunSearch(state, false);
}
void BmImpactSearchAabb(benchmark::State& state) {
  RunSearch(state, true);
}

BENCHMARK(BmImpactSearchSphere)->DenseRange(0, 3)->ArgName("method");
BENCHMARK(BmImpactSearchAabb)->DenseRange(0, 3)->ArgName("method");

}  // namespace

}  // namespace impact_search_bench
