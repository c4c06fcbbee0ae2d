// Cost per pair test of the box-box algorithms, per shape kind, through the
// entry point scenes use (the pair-test registry's "sat" and "corner-volume"
// run on BoxShapes), plus the typed SAT
// calls. Pairs are drawn from 1024 random shapes placed so that about half of
// them overlap (SAT: 64% of box pairs, 53% of AABB and hexahedron pairs;
// corner-volume finds 56%, 47%, 44%). Run: build/bench/collide_bench --benchmark_filter=Box

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "collide/queries/sphere_box.h"
#include "collide/registry/box_box.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"

namespace box_bench {
namespace {

using collide::Aabb;
using collide::BoxShape;
using collide::Hexahedron;
using collide::OrientedBox;
using collide::Vec3;

enum class Kind { kOrientedBox, kAabb, kHexahedron };

std::vector<BoxShape> MakeShapes(Kind kind) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<double> coord(-1.0, 1.0);
  std::uniform_real_distribution<double> half(0.2, 1.0);
  std::uniform_real_distribution<double> angle(-180.0, 180.0);
  std::vector<BoxShape> shapes;
  shapes.reserve(1024);
  for (int i = 0; i < 1024; ++i) {
    const Vec3 c(coord(rng), coord(rng), coord(rng));
    const Vec3 h(half(rng), half(rng), half(rng));
    const OrientedBox box{c, h,
                          collide::RotationFromEulerDegrees({angle(rng), angle(rng), angle(rng)})};
    switch (kind) {
      case Kind::kOrientedBox:
        shapes.emplace_back(box);
        break;
      case Kind::kAabb:
        shapes.emplace_back(Aabb{c - h, c + h});
        break;
      case Kind::kHexahedron: {
        // A frustum-like box: the +z face shrunk towards its centre.
        Hexahedron hex{collide::Corners(box)};
        for (int k = 4; k < 8; ++k) {
          const Vec3 top_center = box.center + box.rotation * Vec3(0, 0, h.z);
          hex.corners[static_cast<size_t>(k)] =
              top_center + 0.6 * (hex.corners[static_cast<size_t>(k)] - top_center);
        }
        shapes.emplace_back(hex);
        break;
      }
    }
  }
  return shapes;
}

void RunPairs(benchmark::State& state, Kind kind, std::string_view algorithm) {
  const std::vector<BoxShape> shapes = MakeShapes(kind);
  const collide::ShapeKind shape_kind = collide::KindOfSolid(shapes[0]);
  const collide::PairTest* test = collide::PairTestRegistry::Global().Find(
      shape_kind, shape_kind, collide::Query::kIntersects, algorithm);
  if (test == nullptr) {
    state.SkipWithError("no such algorithm in the registry");
    return;
  }
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(
        collide::Intersects(*test, shapes[i & 1023], shapes[(i * 7 + 3) & 1023]));
    ++i;
  }
}

void BmBoxSatOrientedBox(benchmark::State& state) {
  RunPairs(state, Kind::kOrientedBox, collide::kSatId);
}
void BmBoxSatAabb(benchmark::State& state) {
  RunPairs(state, Kind::kAabb, collide::kSatId);
}
void BmBoxSatHexahedron(benchmark::State& state) {
  RunPairs(state, Kind::kHexahedron, collide::kSatId);
}
void BmBoxCornerVolumeOrientedBox(benchmark::State& state) {
  RunPairs(state, Kind::kOrientedBox, collide::kCornerVolumeId);
}
void BmBoxCornerVolumeAabb(benchmark::State& state) {
  RunPairs(state, Kind::kAabb, collide::kCornerVolumeId);
}
void BmBoxCornerVolumeHexahedron(benchmark::State& state) {
  RunPairs(state, Kind::kHexahedron, collide::kCornerVolumeId);
}
BENCHMARK(BmBoxSatOrientedBox);
BENCHMARK(BmBoxSatAabb);
BENCHMARK(BmBoxSatHexahedron);
BENCHMARK(BmBoxCornerVolumeOrientedBox);
BENCHMARK(BmBoxCornerVolumeAabb);
BENCHMARK(BmBoxCornerVolumeHexahedron);

// The typed calls, without the variant.
void BmBoxSatTypedOrientedBox(benchmark::State& state) {
  const std::vector<BoxShape> shapes = MakeShapes(Kind::kOrientedBox);
  std::vector<OrientedBox> boxes;
  for (const BoxShape& s : shapes) {
    boxes.push_back(std::get<OrientedBox>(s));
  }
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(collide::SatTest(boxes[i & 1023], boxes[(i * 7 + 3) & 1023]));
    ++i;
  }
}
BENCHMARK(BmBoxSatTypedOrientedBox);

void BmBoxSatTypedAabbIntervals(benchmark::State& state) {
  const std::vector<BoxShape> shapes = MakeShapes(Kind::kAabb);
  std::vector<Aabb> boxes;
  for (const BoxShape& s : shapes) {
    boxes.push_back(std::get<Aabb>(s));
  }
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(collide::Intersects(boxes[i & 1023], boxes[(i * 7 + 3) & 1023]));
    ++i;
  }
}
BENCHMARK(BmBoxSatTypedAabbIntervals);

void SphereBox(benchmark::State& state, Kind kind) {
  const std::vector<BoxShape> shapes = MakeShapes(kind);
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> coord(-1.5, 1.5);
  std::uniform_real_distribution<double> radius(0.2, 1.0);
  std::vector<collide::Sphere> spheres(1024);
  for (auto& s : spheres) {
    s = {{coord(rng), coord(rng), coord(rng)}, radius(rng)};
  }
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(collide::Intersects(spheres[i & 1023], shapes[(i * 7 + 3) & 1023]));
    ++i;
  }
}
void BmBoxSphereClosestPointOrientedBox(benchmark::State& state) {
  SphereBox(state, Kind::kOrientedBox);
}
void BmBoxSphereClosestPointAabb(benchmark::State& state) {
  SphereBox(state, Kind::kAabb);
}
void BmBoxSphereClosestPointHexahedron(benchmark::State& state) {
  SphereBox(state, Kind::kHexahedron);
}
BENCHMARK(BmBoxSphereClosestPointOrientedBox);
BENCHMARK(BmBoxSphereClosestPointAabb);
BENCHMARK(BmBoxSphereClosestPointHexahedron);

}  // namespace

}  // namespace box_bench
