// Cost per call of every registered pair test through the registry's
// dispatch (std::function over the shape variant), the way the static-shapes
// samples evaluate them: one benchmark per test, named
// BmPairTest/<kind a>-<kind b>/<query>/<id>, each over 1024 random pairs.
// Compare with BmTutorial*, which call the same functions directly.
// Run: build/bench/collide_bench --benchmark_filter=BmPairTest
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/aabb_extents.h"

namespace pair_tests_bench {
namespace {

using collide::ShapeKind;
using collide::StaticShape;
using collide::Vec3;

constexpr std::size_t kCount = 1024;

// kCount random valid shapes of `kind`, from a fixed seed.
std::vector<StaticShape> RandomShapes(ShapeKind kind, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(-5.0, 5.0);
  std::uniform_real_distribution<double> size(0.1, 3.0);
  const auto vec = [&] { return Vec3(coord(rng), coord(rng), coord(rng)); };
  std::vector<StaticShape> shapes;
  while (shapes.size() < kCount) {
    const Vec3 at = vec();
    const Vec3 extents(size(rng), size(rng), size(rng));
    switch (kind) {
      case ShapeKind::kPoint:
        shapes.push_back(collide::Point{at});
        break;
      case ShapeKind::kSphere:
        shapes.push_back(collide::Sphere{at, size(rng)});
        break;
      case ShapeKind::kAabb:
        shapes.push_back(collide::AabbFromCenter(at, extents));
        break;
      case ShapeKind::kBox:
        shapes.push_back(
            collide::OrientedBox{at, extents, collide::RotationFromEulerDegrees(vec() * 36.0)});
        break;
      case ShapeKind::kHexahedron: {
        collide::Hexahedron h;
        const collide::BoxCorners corners = collide::Corners(collide::AabbFromCenter(at, extents));
        std::copy(corners.begin(), corners.end(), std::begin(h.corners));
        shapes.push_back(h);
        break;
      }
      case ShapeKind::kPlane:
        if (const auto plane = collide::MakeBookPlane(vec(), coord(rng))) {
          shapes.push_back(*plane);
        }
        break;
      case ShapeKind::kRay:
        if (const auto ray = collide::MakeRay(at, vec())) {
          shapes.push_back(*ray);
        }
        break;
      case ShapeKind::kSegment:
        shapes.push_back(collide::Segment{at, vec()});
        break;
      default:  // no pair test takes another kind (a cylinder)
        return shapes;
    }
  }
  return shapes;
}

void RunPairTest(benchmark::State& state, const collide::PairTest* test) {
  const std::vector<StaticShape> as = RandomShapes(test->a, 1);
  const std::vector<StaticShape> bs = RandomShapes(test->b, 2);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(test->run(as[i], bs[i]));
    i = (i + 1) % kCount;
  }
}

const bool kRegistered = [] {
  for (const collide::PairTest& test : collide::PairTestRegistry::Global().tests()) {
    const std::string name = "BmPairTest/" + std::string(collide::ShapeKindId(test.a)) + "-" +
                             std::string(collide::ShapeKindId(test.b)) + "/" +
                             std::string(collide::QueryId(test.query)) + "/" + test.id;
    benchmark::RegisterBenchmark(name.c_str(), RunPairTest, &test);
  }
  return true;
}();

}  // namespace

}  // namespace pair_tests_bench
