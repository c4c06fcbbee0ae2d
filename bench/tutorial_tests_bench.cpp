// Cost per call of the tutorial's chapter 1-3 tests (points, planes, static
// intersections), each over 1024 random inputs so that branches vary.
// Run: build/bench/collide_bench --benchmark_filter=Tutorial
#include <benchmark/benchmark.h>

#include "cycle.h"

#include <random>
#include <vector>

#include "collide/queries/plane_intersections.h"
#include "collide/queries/point_tests.h"
#include "collide/shapes/aabb_extents.h"
#include "collide/shapes/book_plane.h"
#include "collide/shapes/ray.h"

namespace tutorial_tests_bench {
namespace {

using collide::Aabb;
using collide::BookPlane;
using collide::Sphere;
using collide::Vec3;

constexpr std::size_t kCount = 1024;

struct Inputs {
  std::vector<Vec3> points;
  std::vector<Sphere> spheres;
  std::vector<Aabb> boxes;
  std::vector<BookPlane> planes;
  std::vector<collide::Segment> segments;
  std::vector<collide::Ray> rays;
};

const Inputs& RandomInputs() {
  static const Inputs kInputs = [] {
    std::mt19937 rng(42);
    std::uniform_real_distribution<double> coord(-5.0, 5.0);
    std::uniform_real_distribution<double> size(0.1, 3.0);
    const auto vec = [&] { return Vec3(coord(rng), coord(rng), coord(rng)); };
    Inputs in;
    while (in.points.size() < kCount) {
      in.points.push_back(vec());
      in.spheres.push_back({vec(), size(rng)});
      in.boxes.push_back(collide::AabbFromCenter(vec(), Vec3(size(rng), size(rng), size(rng))));
      const auto plane = collide::MakeBookPlane(vec(), coord(rng));
      const auto ray = collide::MakeRay(vec(), vec());
      if (!plane || !ray) {
        continue;  // a zero normal or direction: draw again
      }
      in.planes.push_back(*plane);
      in.rays.push_back(*ray);
      in.segments.push_back({vec(), vec()});
    }
    return in;
  }();
  return kInputs;
}

void BmTutorialPointInSphere(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Contains(in.spheres[i], in.points[j]);
  });
}
void BmTutorialPointInAabb(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Contains(in.boxes[i], in.points[j]);
  });
}
void BmTutorialPointOnSegment(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Contains(in.segments[i], in.points[j]);
  });
}
void BmTutorialPointOnRay(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Contains(in.rays[i], in.points[j]);
  });
}
void BmTutorialSideOfPlane(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::SideOfPlane(in.planes[i], in.points[j]);
  });
}
void BmTutorialClosestPointOnSegment(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::ClosestPoint(in.segments[i], in.points[j]);
  });
}
void BmTutorialClosestPointOnPlane(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::ClosestPoint(in.planes[i], in.points[j]);
  });
}
void BmTutorialSpherePlane(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Intersects(in.spheres[i], in.planes[j]);
  });
}
void BmTutorialAabbPlane(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::Intersects(in.boxes[i], in.planes[j]);
  });
}
void BmTutorialPlanePlane(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::IntersectionLine(in.planes[i], in.planes[j]);
  });
}
void BmTutorialThreePlanes(benchmark::State& state) {
  const Inputs& in = RandomInputs();
  bench::Cycle(state, kCount, [&](std::size_t i, std::size_t j) {
    return collide::IntersectionPoint(in.planes[i], in.planes[j],
                                      in.planes[(i + j) & (kCount - 1)]);
  });
}
BENCHMARK(BmTutorialPointInSphere);
BENCHMARK(BmTutorialPointInAabb);
BENCHMARK(BmTutorialPointOnSegment);
BENCHMARK(BmTutorialPointOnRay);
BENCHMARK(BmTutorialSideOfPlane);
BENCHMARK(BmTutorialClosestPointOnSegment);
BENCHMARK(BmTutorialClosestPointOnPlane);
BENCHMARK(BmTutorialSpherePlane);
BENCHMARK(BmTutorialAabbPlane);
BENCHMARK(BmTutorialPlanePlane);
BENCHMARK(BmTutorialThreePlanes);

}  // namespace

}  // namespace tutorial_tests_bench
