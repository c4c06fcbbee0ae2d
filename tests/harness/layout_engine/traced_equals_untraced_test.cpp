// A trace comes from the function that answers (collide/trace/trace.h), so
// running it traced changes no answer: every expectation of every shipped
// sample and scene, asked of every algorithm that records steps, traced and
// untraced, with the numbers compared exactly.
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/registry/queries.h"
#include "harness/layout_engine/layout.h"
#include "harness/sample_api/headless_host.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/sample_api/scene_sample.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

// Layouts of the samples as they open and of the shipped scenes that hold
// shapes at rest (a simulation's scene holds none).
std::vector<std::pair<std::string, StaticLayout>> ShippedLayouts() {
  std::vector<std::pair<std::string, StaticLayout>> layouts;
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    HeadlessHost host;
    const auto sample = info.create(host);
    if (const auto scene = sample->SceneToSave("", false)) {
      try {
        layouts.emplace_back(info.id, StaticLayoutFromScene(*scene));
      } catch (const std::exception&) {  // moving shapes: nothing at rest to trace
      }
    }
  }
  const std::filesystem::path scenes = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes";
  for (const auto& entry : std::filesystem::directory_iterator(scenes)) {
    try {
      layouts.emplace_back(entry.path().filename().string(),
                           StaticLayoutFromScene(LoadSampleScene(entry.path().string())));
    } catch (const std::exception&) {
    }
  }
  return layouts;
}

bool Exactly(double x, double y) {
  return x == y || (x != x && y != y);
}

TEST(TracedEqualsUntraced, EveryShippedSampleAndSceneAnswersTheSameTraced) {
  const auto layouts = ShippedLayouts();
  // 32 of the 36 samples hold shapes at rest, and 38 of the shipped scenes.
  ASSERT_GE(layouts.size(), 60u);
  const auto& registry = collide::PairTestRegistry::Global();
  int compared = 0;
  for (const auto& [name, layout] : layouts) {
    for (const Expectation& e : layout.expect) {
      const std::optional<collide::Query> query = QueryOf(e.expected);
      const NamedShape* a = layout.Find(e.a);
      const NamedShape* b = layout.Find(e.b);
      if (!query || !e.c.empty() || a == nullptr || b == nullptr)
        continue;
      for (const collide::PairTest* test :
           registry.Find(collide::KindOf(a->shape), collide::KindOf(b->shape), *query)) {
        if (!test->traced)
          continue;
        collide::Trace trace;
        const collide::Answer traced =
            collide::PairTestRegistry::RunTraced(*test, a->shape, b->shape, trace);
        const collide::Answer untraced = collide::PairTestRegistry::Run(*test, a->shape, b->shape);
        EXPECT_TRUE(collide::AnswersAgree(*query, traced, untraced, Exactly))
            << name << " " << e.path << " " << test->id;
        EXPECT_FALSE(trace.empty()) << name << " " << e.path << " " << test->id;
        ++compared;
      }
    }
  }
  // Every sample's sphere pairs at least; more as algorithms learn to trace.
  EXPECT_GE(compared, 40);
  std::cout << compared << " traced answers compared\n";
}

}  // namespace
}  // namespace harness
