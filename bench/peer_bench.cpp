// Collision Lab against its peers, Bullet, FCL and Embree, in one binary and
// one run: crowd pair finding (bench/peers/crowd_cases.cpp), box-box tests
// (bench/peers/box_cases.cpp), box-box penetration and contact manifolds
// (bench/peers/contact_cases.cpp), distances (bench/peers/distance_cases.cpp) and models
// (bench/peers/model_cases.cpp). Every case checks its
// answers against ours. Run: build/bench/peer_bench --benchmark_min_time=0.2 (docs/benchmarks.md).

#include <benchmark/benchmark.h>

#include <cstdio>

#include "peers/peers.h"

int main(int argc, char** argv) {
#ifndef COLLISION_LAB_HAVE_BULLET
  std::fputs("peer_bench: Bullet not found (install libbullet-dev: scripts/install-deps.sh test)\n",
             stderr);
#endif
#ifndef COLLISION_LAB_HAVE_FCL
  std::fputs("peer_bench: FCL not found (install libfcl-dev: scripts/install-deps.sh test)\n",
             stderr);
#endif
#ifndef COLLISION_LAB_HAVE_EMBREE
  std::fputs("peer_bench: Embree not found (install libembree-dev: scripts/install-deps.sh test)\n",
             stderr);
#endif
  collide::peers::RegisterCrowdBenchmarks();
  collide::peers::RegisterBoxBenchmarks();
  collide::peers::RegisterContactBenchmarks();
  collide::peers::RegisterDistanceBenchmarks();
  collide::peers::RegisterModelBenchmarks();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) {
    return 1;
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
