// Cost per call of the chapter 4 triangle tests, each over 1024 random
// inputs so that branches vary: about half the triangle pairs touch. The
// robust triangle-triangle SAT beside the plain one shows what its coplanar
// check costs on pairs that are not coplanar, and on pairs that are.
// Run: build/bench/collide_bench --benchmark_filter=Triangle
#include <benchmark/benchmark.h>

#include "cycle.h"

#include <random>
#include <vector>

#include "collide/shapes/aabb_extents.h"
#include "collide/shapes/triangle.h"

namespace triangle_bench {
namespace {

using collide::Triangle;
using collide::Vec3;

constexpr std::size_t kCount = 1024;

struct Inputs {
  std::vector<Triangle> triangles;
  std::vector<Triangle> flat;  // all in z = 0: the robust SAT's coplanar path
  std::vector<collide::Aabb> boxes;
  std::vector<collide::Sphere> spheres;
  std::vector<collide::Ray> rays;
};

const Inputs& RandomInputs() {
  static const Inputs kInputs = [] {
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> coord(-3.0, 3.0);
    std::uniform_real_distribution<double> size(0.5, 2.0);
    const auto vec = [&] { return Vec3(coord(rng), coord(rng), coord(rng)); };
    Inputs in;
    while (in.triangles.size() < kCount) {
      const Vec3 at = vec();
      const double s = size(rng);
      in.triangles.push_back({{at + s * vec() / 3.0, at + s * vec() / 3.0, at + s * vec() / 3.0}});
      Triangle flat = in.triangles.back();
      for (Vec3& corner : flat.corners)
        corner.z = 0.0;
      in.flat.push_back(flat);
      in.boxes.push_back(collide::AabbFromCenter(vec(), Vec3(size(rng))));
      in.spheres.push_back({vec(), size(rng)});
      in.rays.push_back(collide::MakeRay(vec() * 2.0, -vec()).value_or(collide::Ray{}));
    }
    return in;
  }();
  return kInputs;
}

void BmTriangleTriangleRobustSat(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::IntersectsRobustSat(in.triangles[i], in.triangles[j]);
  });
}
void BmTriangleTrianglePlainSat(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::IntersectsPlainSat(in.triangles[i], in.triangles[j]);
  });
}
void BmTriangleTriangleRobustSatCoplanar(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::IntersectsRobustSat(in.flat[i], in.flat[j]);
  });
}
void BmTriangleAabb(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Intersects(in.boxes[i], in.triangles[j]);
  });
}
void BmTriangleSphere(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Intersects(in.spheres[i], in.triangles[j]);
  });
}
void BmTriangleRaycast(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Raycast(in.rays[i], in.triangles[j]).has_value();
  });
}

}  // namespace

BENCHMARK(BmTriangleTriangleRobustSat);
BENCHMARK(BmTriangleTrianglePlainSat);
BENCHMARK(BmTriangleTriangleRobustSatCoplanar);
BENCHMARK(BmTriangleAabb);
BENCHMARK(BmTriangleSphere);
BENCHMARK(BmTriangleRaycast);

}  // namespace triangle_bench
