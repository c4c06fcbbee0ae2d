// Octree pair finding (the tutorial's chapter 5) against brute force, at
// 1,000 boxes spread through the tree's region (sizes 0.3 to 3 in a cube of
// 40, as the octree sample's shapes), and one moved step: a tenth of the
// boxes re-inserted, then the pairs found again.
// Run: build/bench/collide_bench --benchmark_filter=Octree
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "collide/broad_phase/broad_phase_brute_force.h"
#include "collide/broad_phase/octree.h"

namespace octree_bench {
namespace {

using collide::Aabb;
using collide::Vec3;

std::vector<Aabb> Boxes(std::size_t count) {
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> coord(-19.0, 17.0);
  std::uniform_real_distribution<double> size(0.3, 3.0);
  std::vector<Aabb> boxes;
  for (std::size_t i = 0; i < count; ++i) {
    const Vec3 min(coord(rng), coord(rng), coord(rng));
    boxes.push_back({min, min + Vec3(size(rng), size(rng), size(rng))});
  }
  return boxes;
}

void BmOctreePairs(benchmark::State& state) {
  const std::vector<Aabb> boxes = Boxes(static_cast<std::size_t>(state.range(0)));
  collide::Octree tree({Vec3(-20), Vec3(20)});
  for (std::uint32_t i = 0; i < boxes.size(); ++i)
    tree.Insert(i, boxes[i]);
  std::size_t pairs = 0;
  collide::OctreeStats stats;
  for (auto _ : state) {
    const auto found = tree.Pairs(&stats);
    pairs = found.size();
    benchmark::DoNotOptimize(found.data());
  }
  state.counters["pairs"] = static_cast<double>(pairs);
  state.counters["bound_tests"] = static_cast<double>(stats.objects_tested);
}

void BmOctreeMoveTenthAndPairs(benchmark::State& state) {
  std::vector<Aabb> boxes = Boxes(static_cast<std::size_t>(state.range(0)));
  collide::Octree tree({Vec3(-20), Vec3(20)});
  for (std::uint32_t i = 0; i < boxes.size(); ++i)
    tree.Insert(i, boxes[i]);
  double shift = 0.05;
  for (auto _ : state) {
    for (std::uint32_t i = 0; i < boxes.size(); i += 10) {
      boxes[i] = {boxes[i].min + Vec3(shift), boxes[i].max + Vec3(shift)};
      tree.Move(i, boxes[i]);
    }
    shift = -shift;
    benchmark::DoNotOptimize(tree.Pairs().data());
  }
}

void BmOctreeBruteForcePairs(benchmark::State& state) {
  const std::vector<Aabb> boxes = Boxes(static_cast<std::size_t>(state.range(0)));
  collide::BruteForceBroadPhase brute;
  std::vector<collide::BodyPair> pairs;
  for (auto _ : state) {
    brute.Update(boxes);
    brute.FindPairs(&pairs);
    benchmark::DoNotOptimize(pairs.data());
  }
  state.counters["pairs"] = static_cast<double>(pairs.size());
}

}  // namespace

BENCHMARK(BmOctreePairs)->Arg(1000);
BENCHMARK(BmOctreeMoveTenthAndPairs)->Arg(1000);
BENCHMARK(BmOctreeBruteForcePairs)->Arg(1000);

}  // namespace octree_bench
