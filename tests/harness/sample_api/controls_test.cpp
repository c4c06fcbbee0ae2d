// The help overlay (F1) lists what each sample declares in Controls(); these
// tests keep that list true to the code.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "harness/sample_api/controls.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace controls_test {
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
    for (int key = 0; key <= kLastKey; ++key) {
      // The help as it is when the key is pressed: Esc clears a selected
      // pair, listed only while there is one (] selected it).
      const std::set<int> listed = ListedKeys(sample->Controls());
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

// Sentences: a full stop ending the text or followed by a space.
std::size_t Sentences(const std::string& text) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '.' && (i + 1 == text.size() || text[i + 1] == ' ')) {
      ++count;
    }
  }
  return count;
}

// Where it comes from (a seed, the tutorial's book chapter, or none: our
// own) and what it demonstrates, in a sentence of its own that begins
// "Shows".
TEST(Controls, EverySampleSaysWhereItComesFromAndWhatItShows) {
  const auto& samples = SampleRegistry::Get().samples();
  ASSERT_GE(samples.size(), 20u);
  for (const SampleInfo& info : samples) {
    testing::TestHost host;
    const auto sample = info.create(host);
    const std::string about = sample->About();
    EXPECT_GE(Sentences(about), 2u) << info.id << ": " << about;
    std::string lower = about;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    EXPECT_TRUE(lower.find("seed") != std::string::npos ||
                lower.find("chapter") != std::string::npos)
        << info.id << " names no seed or chapter: " << about;
    EXPECT_TRUE(about.find(". Shows ") != std::string::npos || about.starts_with("Shows "))
        << info.id << " says not what it demonstrates (a sentence beginning \"Shows\"): " << about;
  }
}

TEST(Controls, TheSamplesNamedSeeds) {
  testing::TestHost host;
  const auto about = [&](const char* id) {
    return SampleRegistry::Get().Find(id)->create(host)->About();
  };
  EXPECT_TRUE(about("box-box").starts_with("From seed 004")) << about("box-box");
  EXPECT_TRUE(about("moving-balls").starts_with("Seed 002")) << about("moving-balls");
  EXPECT_TRUE(about("sphere-sphere")
                  .starts_with("From the collision-detection tutorial of seeds 000/001. "))
      << about("sphere-sphere");
  EXPECT_TRUE(about("playground").starts_with("Collision Lab's own, from no seed. "))
      << about("playground");
}

TEST(Controls, TheShellListsItsKeysAndMouse) {
  const std::vector<ControlHelp> shell = ShellControls({});
  const std::set<int> keys = ListedKeys(shell);
  // Escape, F1, F12, then keys whose codes are their ASCII letters.
  for (int key :
       {256, 290, 301, int{'N'}, int{'P'}, int{'R'}, int{'L'}, int{'='}, int{'-'}, int{'0'}}) {
    EXPECT_TRUE(keys.contains(key)) << key;
  }
  const auto mouse = std::count_if(shell.begin(), shell.end(),
                                   [](const ControlHelp& c) { return c.keys.empty(); });
  EXPECT_GE(mouse, 3);  // orbit, pan, zoom at least
}

TEST(Controls, TheShellListsTheWaysToOpenAScene) {
  const std::vector<ControlHelp> shell = ShellControls({});
  const auto listed = [&](const std::string& input) {
    return std::any_of(shell.begin(), shell.end(),
                       [&](const ControlHelp& c) { return c.input == input && c.keys.empty(); });
  };
  EXPECT_TRUE(listed("Scenes (in the browser)"));
  EXPECT_TRUE(listed("Drop a .json file on the window"));
}

bool Lists(const std::vector<ControlHelp>& controls, const std::string& input) {
  return std::any_of(controls.begin(), controls.end(),
                     [&](const ControlHelp& c) { return c.input == input; });
}

TEST(Controls, TheShellListsShapeMouseEntriesOnlyForWhatTheSampleOffers) {
  const auto none = ShellControls({});
  for (const char* input : {"Click a shape", "Left drag a shape", "X, Y or Z held while dragging",
                            "Ctrl+wheel over a shape", "Ctrl+left drag a box"}) {
    EXPECT_FALSE(Lists(none, input)) << input;
  }
  EXPECT_FALSE(ListedKeys(none).contains(int{'X'}));  // X only constrains a drag
  const auto select_only = ShellControls({.select = true});
  EXPECT_TRUE(Lists(select_only, "Click a shape"));
  EXPECT_FALSE(Lists(select_only, "Left drag a shape"));
  EXPECT_FALSE(Lists(select_only, "Ctrl+wheel over a shape"));
  const auto all = ShellControls({true, true, true, true});
  for (const char* input : {"Click a shape", "Left drag a shape", "X, Y or Z held while dragging",
                            "Ctrl+wheel over a shape", "Ctrl+left drag a box"}) {
    EXPECT_TRUE(Lists(all, input)) << input;
  }
  EXPECT_EQ(all.size(), none.size() + 5);
}

// The shell lists what ShapeMouseActions offers: that must be what the
// sample's proxies allow, so the help is not stale either way.
TEST(Controls, EverySampleOffersTheMouseActionsItsShapesAllow) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    auto sample = info.create(host);
    sample->Initialize(1280, 800);
    const Pickable* shapes = sample->picking();
    if (shapes == nullptr) {
      continue;  // nothing to pick: the help lists no shape entries
    }
    const ShapeMouse offered = shapes->ShapeMouseActions();
    for (const PickProxy& proxy : shapes->PickProxies()) {
      EXPECT_TRUE(offered.select) << info.id << ": " << proxy.id;
      EXPECT_TRUE(!proxy.resizable || offered.resize) << info.id << ": " << proxy.id;
      EXPECT_TRUE(!proxy.rotatable || offered.rotate) << info.id << ": " << proxy.id;
    }
    if (offered.move || offered.resize || offered.rotate) {
      EXPECT_TRUE(offered.select) << info.id;  // a shape is found before it is changed
    }
  }
}

// Mouse actions have no keys: a sample lists them with an empty key list,
// and the key tests above pass over them.
TEST(Controls, SamplesListTheirOwnMouseActions) {
  testing::TestHost host;
  const auto controls = [&](const char* id) {
    auto sample = SampleRegistry::Get().Find(id)->create(host);
    sample->Initialize(1280, 800);
    return sample->Controls();
  };
  const auto mouse_inputs = [](const std::vector<ControlHelp>& list) {
    std::vector<std::string> inputs;
    for (const ControlHelp& c : list) {
      if (c.keys.empty()) {
        inputs.push_back(c.input);
      }
    }
    return inputs;
  };
  using Inputs = std::vector<std::string>;
  EXPECT_EQ(mouse_inputs(controls("moving-balls")),
            (Inputs{"Click a row of the table", "Pause, then drag a ball",
                    "Pause, then drag a velocity arrow's tip"}));
  EXPECT_EQ(mouse_inputs(controls("impact-search")),
            (Inputs{"Click a row of the table", "Drag a moving sphere",
                    "Drag the faint sphere at the end of its step", "Drag a sphere or AABB at rest",
                    "Ctrl+wheel over a sphere or AABB"}));
  EXPECT_EQ(mouse_inputs(controls("sphere-crowd")),
            (Inputs{"Click a sphere", "No drag, resize or save"}));
}

TEST(Controls, SphereCrowdOffersSelectOnlyAndSaysWhy) {
  testing::TestHost host;
  auto sample = SampleRegistry::Get().Find("sphere-crowd")->create(host);
  const ShapeMouse offered = sample->picking()->ShapeMouseActions();
  EXPECT_TRUE(offered.select);
  EXPECT_FALSE(offered.move);
  EXPECT_FALSE(offered.resize);
  EXPECT_FALSE(offered.rotate);
  const auto list = sample->Controls();
  const auto why = std::find_if(list.begin(), list.end(), [](const ControlHelp& c) {
    return c.input == "No drag, resize or save";
  });
  ASSERT_NE(why, list.end());
  EXPECT_NE(why->action.find("seed"), std::string::npos) << why->action;
}

TEST(Controls, BoxSamplesOfferTurningAndBallSamplesDoNot) {
  testing::TestHost host;
  const auto offered = [&](const char* id) {
    return SampleRegistry::Get().Find(id)->create(host)->picking()->ShapeMouseActions();
  };
  EXPECT_TRUE(offered("box-box").rotate);
  EXPECT_TRUE(offered("playground").rotate);  // it adds every kind
  EXPECT_FALSE(offered("sphere-sphere").rotate);
  EXPECT_FALSE(offered("moving-balls").rotate);
  EXPECT_TRUE(offered("moving-balls").move);
}

}  // namespace
}  // namespace controls_test
}  // namespace harness

namespace harness {
namespace controls_test {
namespace {

// N, P and L are the shell's (next and previous sample, labels), taken only
// when the sample does not: a sample that took N would keep the user (and
// the switching tests) in it. Esc quits. R is restart, which a sample may
// take as its own reset.
TEST(Controls, NoSampleTakesTheKeysThatLeaveItOrShowLabels) {
  const auto& samples = SampleRegistry::Get().samples();
  ASSERT_GE(samples.size(), 20u);
  for (const SampleInfo& info : samples) {
    testing::TestHost host;
    const auto sample = info.create(host);
    sample->Initialize(800, 600);
    for (const int key : {GLFW_KEY_N, GLFW_KEY_P, GLFW_KEY_L, GLFW_KEY_ESCAPE}) {
      EXPECT_FALSE(sample->KeyPressed(key)) << info.id << " takes key " << key;
    }
  }
}

}  // namespace
}  // namespace controls_test
}  // namespace harness
