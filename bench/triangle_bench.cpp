// Cost per call of the triangle-triangle tests (triangle.h): the robust SAT
// (the default) and the plain one, over 1024 random pairs (fixed seed;
// corners in [-1, 1]^3, about a quarter of the pairs touching), plus 1024 coplanar
// pairs in z = 0, where the robust SAT takes its extra axes.
// Run: build/bench/collide_bench --benchmark_filter=TriangleTriangle
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "collide/shapes/triangle.h"

namespace {

using collide::Triangle;
using collide::Vec3;

constexpr std::size_t kCount = 1024;  // a power of two: the loop masks the index

std::vector<Triangle> RandomTriangles(unsigned seed, bool flat) {
  std::mt19937 random(seed);
  std::uniform_real_distribution<double> coordinate(-1.0, 1.0);
  std::vector<Triangle> triangles(kCount);
  for (Triangle& t : triangles) {
    for (int k = 0; k < 3; ++k) {
      t[k] = Vec3(coordinate(random), coordinate(random), flat ? 0.0 : coordinate(random));
    }
  }
  return triangles;
}

template <bool (*Test)(const Triangle&, const Triangle&)>
void BmTriangles(benchmark::State& state, bool flat) {
  const std::vector<Triangle> a = RandomTriangles(1, flat);
  const std::vector<Triangle> b = RandomTriangles(2, flat);
  std::size_t i = 0;
  std::size_t touching = 0;
  for (auto _ : state) {
    const bool hit = Test(a[i], b[i]);
    touching += hit ? 1 : 0;
    benchmark::DoNotOptimize(hit);
    i = (i + 1) & (kCount - 1);
  }
  state.counters["touching_share"] =
      static_cast<double>(touching) / static_cast<double>(state.iterations());
}

void BmTriangleTriangleRobust(benchmark::State& state) {
  BmTriangles<collide::IntersectsRobustSat>(state, false);
}
void BmTriangleTrianglePlain(benchmark::State& state) {
  BmTriangles<collide::IntersectsPlainSat>(state, false);
}
void BmTriangleTriangleRobustCoplanar(benchmark::State& state) {
  BmTriangles<collide::IntersectsRobustSat>(state, true);
}

}  // namespace

BENCHMARK(BmTriangleTriangleRobust);
BENCHMARK(BmTriangleTrianglePlain);
BENCHMARK(BmTriangleTriangleRobustCoplanar);
