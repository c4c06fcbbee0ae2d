// The help overlay (F1) lists what each sample declares in Controls(); these
// tests keep that list true to the code.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>

#include "harness/controls.h"
#include "harness/sample.h"
#include "harness/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace {

// GLFW's key codes run from 32 (space) to 348 (GLFW_KEY_LAST).
constexpr int kLastKey = 348;

std::set<int> ListedKeys(const std::vector<ControlHelp>& controls) {
  std::set<int> keys;
  for (const ControlHelp& control : controls) {
    keys.insert(control.keys.begin(), control.keys.end());
  }
  return keys;
}

TEST(Controls, EveryKeyASampleTakesIsInItsHelp) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    auto sample = info.create(host);
    sample->Initialize(1280, 800);
    const std::set<int> listed = ListedKeys(sample->Controls());
    for (int key = 0; key <= kLastKey; ++key) {
      if (sample->KeyPressed(key)) {
        EXPECT_TRUE(listed.contains(key))
            << info.id << " takes key " << key << " but its Controls() do not list it";
      }
    }
  }
}

TEST(Controls, EveryListedKeyOfASampleIsOneItTakes) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    auto sample = info.create(host);
    sample->Initialize(1280, 800);
    for (int key : ListedKeys(sample->Controls())) {
      EXPECT_TRUE(sample->KeyPressed(key)) << info.id << " lists key " << key << " but ignores it";
    }
  }
}

TEST(Controls, EverySampleSaysWhereItComesFromAndWhatItShows) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    const auto sample = info.create(host);
    std::string about = sample->About();
    EXPECT_GT(about.size(), 40u) << info.id << ": " << about;
    std::transform(about.begin(), about.end(), about.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    EXPECT_NE(about.find("seed"), std::string::npos) << info.id << " names no seed: " << about;
  }
}

TEST(Controls, TheSamplesNamedSeeds) {
  testing::TestHost host;
  const auto about = [&](const char* id) {
    return SampleRegistry::Get().Find(id)->create(host)->About();
  };
  EXPECT_TRUE(about("box-box").starts_with("Seed 004")) << about("box-box");
  EXPECT_TRUE(about("moving-balls").starts_with("Seed 002")) << about("moving-balls");
  EXPECT_TRUE(about("sphere-sphere")
                  .starts_with("From the collision-detection tutorial of seeds 000/001. "))
      << about("sphere-sphere");
  EXPECT_TRUE(about("playground").starts_with("Collision Lab's own, from no seed. "))
      << about("playground");
}

TEST(Controls, TheShellListsItsKeysAndMouse) {
  const std::set<int> keys = ListedKeys(ShellControls());
  // Escape, F1, F12, then keys whose codes are their ASCII letters.
  for (int key :
       {256, 290, 301, int{'N'}, int{'P'}, int{'R'}, int{'L'}, int{'='}, int{'-'}, int{'0'}}) {
    EXPECT_TRUE(keys.contains(key)) << key;
  }
  const auto mouse = std::count_if(ShellControls().begin(), ShellControls().end(),
                                   [](const ControlHelp& c) { return c.keys.empty(); });
  EXPECT_GE(mouse, 3);  // orbit, pan, zoom at least
}

}  // namespace
}  // namespace harness
