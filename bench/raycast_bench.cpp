// Cost per ray of the ray casts (collide/raycast.h), per shape: 1024 random
// rays (origins in [-4, 4]^3, each aimed at a random point of [-1.5, 1.5]^3)
// against 1024 random shapes near the origin, so that some rays hit, some
// miss and some start inside. The fraction that hit is reported as the
// "hit" counter. Run: build/bench/collide_bench --benchmark_filter=Ray

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "collide/queries/raycast.h"
#include "collide/shapes/box.h"

namespace raycast_bench {
namespace {

using collide::Aabb;
using collide::BoxShape;
using collide::Cylinder;
using collide::Hexahedron;
using collide::OrientedBox;
using collide::Plane;
using collide::Ray;
using collide::Segment;
using collide::Sphere;
using collide::Vec3;

constexpr size_t kCount = 1024;  // a power of two: indices wrap with & (kCount - 1)

struct Random {
  std::mt19937 rng{42};
  std::uniform_real_distribution<double> unit{-1.0, 1.0};
  std::uniform_real_distribution<double> size{0.2, 1.0};
  std::uniform_real_distribution<double> angle{-180.0, 180.0};

  Vec3 Point(double scale) { return scale * Vec3(unit(rng), unit(rng), unit(rng)); }
  Vec3 Sizes() { return {size(rng), size(rng), size(rng)}; }
  OrientedBox Box() {
    return {Point(1.0), Sizes(),
            collide::RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
  }
};

std::vector<Ray> MakeRays() {
  Random random;
  random.rng.seed(7);
  std::vector<Ray> rays;
  rays.reserve(kCount);
  while (rays.size() < kCount) {
    const Vec3 origin = random.Point(4.0);
    if (const auto ray = collide::MakeRay(origin, random.Point(1.5) - origin)) {
      rays.push_back(*ray);
    }
  }
  return rays;
}

std::vector<Segment> MakeSegments() {
  Random random;
  random.rng.seed(11);
  std::vector<Segment> segments(kCount);
  for (Segment& s : segments) {
    s = {random.Point(4.0), random.Point(4.0)};
  }
  return segments;
}

// A frustum-like hexahedron: the box with its +z face shrunk towards its
// centre, as in box_bench.cpp.
Hexahedron Frustum(const OrientedBox& box) {
  Hexahedron hex{collide::Corners(box)};
  const Vec3 top = box.center + box.rotation * Vec3(0, 0, box.half_extents.z);
  for (size_t k = 4; k < 8; ++k) {
    hex.corners[k] = top + 0.6 * (hex.corners[k] - top);
  }
  return hex;
}

template <typename Shape, typename Make>
std::vector<Shape> MakeShapes(Make make) {
  Random random;
  std::vector<Shape> shapes;
  shapes.reserve(kCount);
  for (size_t i = 0; i < kCount; ++i) {
    shapes.push_back(make(random));
  }
  return shapes;
}

// Ray i against shape (7 i + 3): every ray meets many shapes.
template <typename Queries, typename Shapes, typename Cast>
void Run(benchmark::State& state, const Queries& queries, const Shapes& shapes, Cast cast) {
  size_t i = 0;
  size_t hits = 0;
  for (auto _ : state) {
    const auto hit = cast(queries[i & (kCount - 1)], shapes[(i * 7 + 3) & (kCount - 1)]);
    hits += hit.has_value() ? 1 : 0;
    benchmark::DoNotOptimize(hit);
    ++i;
  }
  state.counters["hit"] = i > 0 ? static_cast<double>(hits) / static_cast<double>(i) : 0.0;
}

const auto kRaycast = [](const auto& query, const auto& shape) {
  return collide::Raycast(query, shape);
};

void BmRaycastSphere(benchmark::State& state) {
  const auto shapes = MakeShapes<Sphere>([](Random& r) {
    return Sphere{r.Point(1.0), r.size(r.rng)};
  });
  Run(state, MakeRays(), shapes, kRaycast);
}
void BmRaycastAabb(benchmark::State& state) {
  const auto shapes = MakeShapes<Aabb>([](Random& r) {
    const Vec3 c = r.Point(1.0);
    const Vec3 h = r.Sizes();
    return Aabb{c - h, c + h};
  });
  Run(state, MakeRays(), shapes, kRaycast);
}
void BmRaycastOrientedBox(benchmark::State& state) {
  const auto shapes = MakeShapes<OrientedBox>([](Random& r) { return r.Box(); });
  Run(state, MakeRays(), shapes, kRaycast);
}
void BmRaycastHexahedron(benchmark::State& state) {
  const auto shapes = MakeShapes<Hexahedron>([](Random& r) { return Frustum(r.Box()); });
  Run(state, MakeRays(), shapes, kRaycast);
}
// Through the variant, a mix of the three kinds.
void BmRaycastBoxShape(benchmark::State& state) {
  size_t n = 0;
  const auto shapes = MakeShapes<BoxShape>([&n](Random& r) -> BoxShape {
    const OrientedBox box = r.Box();
    switch (n++ % 3) {
      case 0:
        return box;
      case 1:
        return Aabb{box.center - box.half_extents, box.center + box.half_extents};
      default:
        return Frustum(box);
    }
  });
  Run(state, MakeRays(), shapes, kRaycast);
}
void BmRaycastPlane(benchmark::State& state) {
  const auto shapes = MakeShapes<Plane>([](Random& r) {
    return Plane{r.Point(1.0), r.Point(1.0)};
  });
  Run(state, MakeRays(), shapes, kRaycast);
}
void BmRaycastPlaneOneSided(benchmark::State& state) {
  const auto shapes = MakeShapes<Plane>([](Random& r) {
    return Plane{r.Point(1.0), r.Point(1.0)};
  });
  Run(state, MakeRays(), shapes,
      [](const Ray& ray, const Plane& plane) { return collide::RaycastOneSided(ray, plane); });
}
void BmRaycastCylinder(benchmark::State& state) {
  const auto shapes = MakeShapes<Cylinder>([](Random& r) {
    return Cylinder{r.Point(1.0), r.Point(1.0), r.size(r.rng)};
  });
  Run(state, MakeRays(), shapes, kRaycast);
}
BENCHMARK(BmRaycastSphere);
BENCHMARK(BmRaycastAabb);
BENCHMARK(BmRaycastOrientedBox);
BENCHMARK(BmRaycastHexahedron);
BENCHMARK(BmRaycastBoxShape);
BENCHMARK(BmRaycastPlane);
BENCHMARK(BmRaycastPlaneOneSided);
BENCHMARK(BmRaycastCylinder);

const auto kLinecast = [](const auto& query, const auto& shape) {
  return collide::Linecast(query, shape);
};

void BmRaycastLineSphere(benchmark::State& state) {
  const auto shapes = MakeShapes<Sphere>([](Random& r) {
    return Sphere{r.Point(1.0), r.size(r.rng)};
  });
  Run(state, MakeSegments(), shapes, kLinecast);
}
void BmRaycastLineAabb(benchmark::State& state) {
  const auto shapes = MakeShapes<Aabb>([](Random& r) {
    const Vec3 c = r.Point(1.0);
    const Vec3 h = r.Sizes();
    return Aabb{c - h, c + h};
  });
  Run(state, MakeSegments(), shapes, kLinecast);
}
void BmRaycastLinePlane(benchmark::State& state) {
  const auto shapes = MakeShapes<Plane>([](Random& r) {
    return Plane{r.Point(1.0), r.Point(1.0)};
  });
  Run(state, MakeSegments(), shapes, kLinecast);
}
BENCHMARK(BmRaycastLineSphere);
BENCHMARK(BmRaycastLineAabb);
BENCHMARK(BmRaycastLinePlane);

}  // namespace

}  // namespace raycast_bench
