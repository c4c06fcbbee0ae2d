#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "collide/shapes/sphere.h"

namespace sphere_bench {
namespace {

void BmSphereSphere(benchmark::State& state) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> coord(-10.0, 10.0);
  std::uniform_real_distribution<double> radius(0.1, 3.0);
  std::vector<collide::Sphere> spheres(1024);
  for (auto& s : spheres) {
    s = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
  }
  size_t i = 0;
  for (auto _ : state) {
    const auto& a = spheres[i & 1023];
    const auto& b = spheres[(i * 7 + 3) & 1023];
    benchmark::DoNotOptimize(collide::Intersects(a, b));
    ++i;
  }
}
BENCHMARK(BmSphereSphere);

}  // namespace

}  // namespace sphere_bench
