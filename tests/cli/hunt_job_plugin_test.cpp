// The window's hunt beside the window's own plugins (runners/hunt_job.h),
// with real plugins and helper processes: the same plugin file is loaded
// twice, once for the window and once for the hunt, and neither gets in
// the other's way.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>

#include "collide/registry/contact_time_functions.h"
#include "harness/plugins/plugin_set.h"
#include "harness/runners/hunt_job.h"

namespace harness {
namespace hunt_job_plugin_test {
namespace {

using collide::ShapeKind;

TEST(HuntJobBesideTheWindow, HuntsWithAPluginTheWindowHoldsTooAndLeavesTheWindowsAlone) {
  plugins::PluginSettings settings;
  settings.host =
      (std::filesystem::path(COLLISION_LAB_EXE).parent_path() / "collision-lab-plugin-host")
          .string();
  // The correct plugin has a ball-ball time of impact, which goes to a
  // process-wide set in the window: the hunt's copy must not clash there.
  const std::string file = std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so";
  plugins::PluginSet window(settings);
  window.Add(file);
  ASSERT_NE(collide::ContactTimeFunctions::Global().Find("correct"), nullptr);

  HuntJobSettings hunt;
  hunt.pairs = {{ShapeKind::kSphere, ShapeKind::kSphere}};
  hunt.cases = 200;
  hunt.plugin_files = {file};
  hunt.plugin_settings = settings;
  {
    HuntJob job(hunt, OurTestsOf(collide::PairTestRegistry::Global()));
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!job.done() && std::chrono::steady_clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    ASSERT_TRUE(job.done());
    EXPECT_EQ(job.outcome().error, "");
    // Ours against the plugin's sphere-sphere, which agree.
    ASSERT_EQ(job.outcome().results.size(), 1u);
    EXPECT_EQ(job.outcome().results[0].cases_tried, 200);
    EXPECT_FALSE(job.outcome().results[0].finding.has_value());
  }
  // The hunt's copy is gone; the window's is where it was.
  EXPECT_NE(collide::ContactTimeFunctions::Global().Find("correct"), nullptr);
}

}  // namespace
}  // namespace hunt_job_plugin_test
}  // namespace harness
