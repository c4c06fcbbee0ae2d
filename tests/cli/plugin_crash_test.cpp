// A plugin's function that crashes has not answered: below --check (whose
// end-to-end test is plugin_check_test.cpp), the real misbehaving plugin in
// its helper process, first as the registry runs its test, then as a
// sample checks its expectations under it. A crash read as "no" would pass
// every expectation of "apart" and fail only those of "intersects".
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "../harness/test_host.h"
#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "harness/origins/ask_origin.h"
#include "harness/plugins/plugin.h"
#include "harness/sample_api/sample_registry.h"

namespace harness {
namespace plugin_crash_test {
namespace {

using collide::PairTestRegistry;
using collide::Query;
using collide::ShapeKind;

// misbehaving_plugin.c: cl_sphere_aabb writes through a null pointer.
std::unique_ptr<plugins::Plugin> Misbehaving() {
  plugins::PluginSettings settings;
  settings.host =
      (std::filesystem::path(COLLISION_LAB_EXE).parent_path() / "collision-lab-plugin-host")
          .string();
  return plugins::Plugin::Load(std::string(TEST_PLUGIN_DIR) + "/libmisbehaving_plugin.so",
                               settings);
}

TEST(PluginCrash, TheTestThrowsNamingTheCrashOnEveryCallNeverAnswers) {
  const auto plugin = Misbehaving();
  PairTestRegistry registry;
  collide::ContactTimeFunctions contact_times;
  plugin->Register(registry, contact_times);
  const collide::PairTest* test =
      registry.Find(ShapeKind::kSphere, ShapeKind::kAabb, Query::kIntersects, "plugin:misbehaving");
  ASSERT_NE(test, nullptr);
  // Apart (an answer of "no" would be right) and overlapping: both throw,
  // the second from a helper started again.
  const collide::StaticShape sphere(collide::Sphere{{0, 0, 0}, 1});
  const collide::StaticShape far_box(collide::Aabb{{5, 5, 5}, {6, 6, 6}});
  const collide::StaticShape near_box(collide::Aabb{{0, 0, 0}, {1, 1, 1}});
  for (const collide::StaticShape* box : {&far_box, &near_box}) {
    try {
      const collide::Answer answer = PairTestRegistry::Run(*test, sphere, *box);
      ADD_FAILURE() << "a crash answered "
                    << (collide::IsPositive(test->query, answer) ? "yes" : "no");
    } catch (const collide::PairTestError& error) {
      EXPECT_NE(std::string(error.what()).find("cl_sphere_aabb crashed (SIGSEGV) on sphere"),
                std::string::npos)
          << error.what();
    }
  }
  EXPECT_GE(plugin->restarts(), 1);
  plugin->Unregister(registry, contact_times);
}

TEST(PluginCrash, EveryCheckUnderACrashingTestFailsWithTheReason) {
  const auto plugin = Misbehaving();
  collide::ContactTimeFunctions contact_times;
  plugin->Register(PairTestRegistry::Global(), contact_times);
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-aabb")->create(host);
  sample->Initialize(800, 600);
  // The book's sphere-aabb table: S against A0-A3, one apart and three
  // intersecting (origin_checks_test.cpp); a crash holds none of them.
  const OriginChecks result = harness::AskOrigin(sample->QuestionsForOthers(), "misbehaving");
  ASSERT_EQ(result.checks.size(), 4u);
  for (const PairCheck& check : result.checks) {
    EXPECT_FALSE(check.passed) << check.a << " " << check.b;
    EXPECT_NE(check.error.find("cl_sphere_aabb crashed (SIGSEGV)"), std::string::npos)
        << check.error;
  }
  plugin->Unregister(PairTestRegistry::Global(), contact_times);
}

}  // namespace
}  // namespace plugin_crash_test
}  // namespace harness
