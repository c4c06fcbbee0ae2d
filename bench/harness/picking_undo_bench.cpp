// Cost of the window's interaction: picking the shape under the cursor among
// many, a sample's proxies for it, and one undo step (the snapshot recorded
// at the end of a gesture, and the restore an undo does, which re-checks).
// Run: build/bench/harness_bench
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "harness/runners/check_runner.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/picking.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/scene.h"

namespace {

// `count` unit spheres spread through a cube so that they fill 10% of it.
std::vector<collide::Sphere> Spheres(int count) {
  const double side = std::cbrt(count * 4.18879 / 0.1);
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> coord(0.0, side);
  std::vector<collide::Sphere> spheres;
  for (int i = 0; i < count; ++i) {
    spheres.push_back({collide::Vec3(coord(rng), coord(rng), coord(rng)), 1.0});
  }
  return spheres;
}

// 64 rays from outside the cube that `count` unit spheres fill to 10%,
// each towards a point in it: as a camera looks in.
std::vector<collide::Ray> RaysIntoTheCube(std::size_t count) {
  const double side = std::cbrt(static_cast<double>(count) * 4.18879 / 0.1);
  std::mt19937 rng(9);
  std::uniform_real_distribution<double> coord(0.0, side);
  std::vector<collide::Ray> rays;
  for (int i = 0; i < 64; ++i) {
    const collide::Vec3 target(coord(rng), coord(rng), coord(rng));
    rays.push_back(*collide::MakeRay(collide::Vec3(-side), target + collide::Vec3(side)));
  }
  return rays;
}

void BmPickAmongSpheres(benchmark::State& state) {
  const auto spheres = Spheres(static_cast<int>(state.range(0)));
  std::vector<harness::PickProxy> proxies;
  for (std::size_t i = 0; i < spheres.size(); ++i) {
    proxies.push_back(
        {std::to_string(i), std::string("sphere"), spheres[i], spheres[i].center, true, true});
  }
  const std::vector<collide::Ray> rays = RaysIntoTheCube(spheres.size());
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(harness::Pick(proxies, rays[i++ % rays.size()], 0.001));
  }
}
BENCHMARK(BmPickAmongSpheres)->Arg(100)->Arg(10000)->Unit(benchmark::kMicrosecond);

// A sphere-sphere sample holding `count` spheres (and one expectation).
std::unique_ptr<harness::Sample> SphereSample(harness::HeadlessHost& host, int count) {
  harness::Scene scene;
  scene.sample = "sphere-sphere";
  const auto spheres = Spheres(count);
  for (std::size_t i = 0; i < spheres.size(); ++i) {
    harness::SceneShape shape;
    shape.id = std::to_string(i);
    shape.shape = spheres[i];
    scene.shapes.push_back(shape);
  }
  harness::Expectation e;
  e.a = std::string("0");
  e.b = std::string("1");
  e.expected = harness::Intersects{false};
  scene.expect.push_back(e);
  auto sample = harness::SampleRegistry::Get().Find("sphere-sphere")->create(host);
  sample->LoadScene(scene);
  return sample;
}

void BmPickProxiesOfASphereScene(benchmark::State& state) {
  harness::HeadlessHost host;
  host.log().set_echo_to_console(false);
  const auto sample = SphereSample(host, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    benchmark::DoNotOptimize(sample->picking()->PickProxies());
  }
}
BENCHMARK(BmPickProxiesOfASphereScene)->Arg(100)->Arg(10000)->Unit(benchmark::kMicrosecond);

// The shape under the cursor in sphere-crowd, which answers the ray itself
// (Sample::PickAlongRay: one pass over the crowd) instead of listing its
// spheres as proxies: what hovering costs each frame at 10,000 and 100,000
// moving spheres. Its default crowd fills 10% of its box with unit spheres,
// as Spheres() does, so the rays aim into the same cube.
void BmPickAlongRayInSphereCrowd(benchmark::State& state) {
  harness::HeadlessHost host;
  host.log().set_echo_to_console(false);
  const auto sample = harness::SampleRegistry::Get().Find("sphere-crowd")->create(host);
  std::string error;
  if (!sample->scale()->SetBodyCount(static_cast<int>(state.range(0)), &error)) {
    state.SkipWithError(error.c_str());
    return;
  }
  const std::vector<collide::Ray> rays = RaysIntoTheCube(static_cast<std::size_t>(state.range(0)));
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(sample->picking()->PickAlongRay(rays[i++ % rays.size()], 0.001));
  }
}
BENCHMARK(BmPickAlongRayInSphereCrowd)->Arg(10000)->Arg(100000)->Unit(benchmark::kMicrosecond);

// One undo step: the snapshot taken when a gesture ends, and the restore
// (with its re-check of colours, table and expectations) that Ctrl+Z does.
void BmUndoStepOfASphereScene(benchmark::State& state) {
  harness::HeadlessHost host;
  host.log().set_echo_to_console(false);
  const auto sample = SphereSample(host, static_cast<int>(state.range(0)));
  for (auto _ : state) {
    const std::any snapshot = sample->undo()->Snapshot();
    sample->undo()->Restore(snapshot);
  }
}
BENCHMARK(BmUndoStepOfASphereScene)->Arg(16)->Arg(1000)->Arg(10000)->Unit(benchmark::kMicrosecond);

}  // namespace
