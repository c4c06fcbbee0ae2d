// Saving what is on screen as a test case: where it goes, that the file
// passes --check's loader as it is, that moving a shape afterwards fails
// exactly the pairs it changed, and that nothing is overwritten unasked.
#include <gtest/gtest.h>

#include <GLFW/glfw3.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "env_fixture.h"
#include "fixtures.h"
#include "harness/layout_engine/world.h"
#include "harness/scene/save_path.h"
#include "harness/scene/scene_writer.h"
#include "harness/widgets/save_dialog.h"
#include "test_host.h"

namespace harness {
namespace save_test_case_test {
namespace {

using testing::Env;

// 2026-01-02 03:04:05 UTC.
constexpr std::time_t kSavedAt = 1767323045;

class SavePathTest : public ::testing::Test {
 protected:
  void SetUp() override {
    setenv("TZ", "UTC", 1);
    tzset();
  }
};

TEST_F(SavePathTest, GoesUnderXdgDataHome) {
  EXPECT_EQ(DefaultTestCasePath("playground", kSavedAt, Env({{"XDG_DATA_HOME", "/data"}})),
            "/data/collision-lab/scenes/playground-20260102-030405.json");
}

TEST_F(SavePathTest, FallsBackToLocalShareUnderHomeWhenXdgIsUnsetEmptyOrRelative) {
  const std::string expected =
      "/home/u/.local/share/collision-lab/scenes/point-sphere-20260102-030405.json";
  EXPECT_EQ(DefaultTestCasePath("point-sphere", kSavedAt, Env({{"HOME", "/home/u"}})), expected);
  EXPECT_EQ(DefaultTestCasePath("point-sphere", kSavedAt,
                                Env({{"HOME", "/home/u"}, {"XDG_DATA_HOME", ""}})),
            expected);
  EXPECT_EQ(DefaultTestCasePath("point-sphere", kSavedAt,
                                Env({{"HOME", "/home/u"}, {"XDG_DATA_HOME", "relative/dir"}})),
            expected);
}

TEST_F(SavePathTest, IsABareFileNameWithNoHomeAtAll) {
  EXPECT_EQ(DefaultTestCasePath("playground", kSavedAt, Env({})),
            "playground-20260102-030405.json");
}

// A playground with two spheres and a point: sphere a at the origin r 1,
// sphere b at (1.5, 0, 0) r 1 (they overlap), point p at (0.2, 0, 0), inside
// a only.
constexpr const char* kShapes =
    R"({"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
       {"id": "b", "type": "sphere", "center": [1.5, 0, 0], "radius": 1},
       {"id": "p", "type": "point", "position": [0.2, 0, 0]})";

class SaveTestCaseTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // One directory per test: ctest runs the tests of this suite at once.
    directory_ = std::filesystem::path(::testing::TempDir()) /
                 (std::string("saved-cases-") +
                  ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(directory_);
  }
  std::unique_ptr<Sample> Playground(const Scene& scene) {
    auto sample = SampleRegistry::Get().Find("playground")->create(host_);
    sample->LoadScene(scene);
    return sample;
  }
  std::filesystem::path directory_;
  testing::TestHost host_;
};

TEST_F(SaveTestCaseTest, WhatIsOnScreenSavesAsAPassingSceneAndMovingAShapeFailsOnlyItsPairs) {
  const auto sample = Playground(ParseScene(testing::SceneText("playground", "", kShapes), "in"));
  const std::string path = (directory_ / "nested" / "case.json").string();
  std::string problem;
  ASSERT_TRUE(SaveTestCase(*sample, path, "two spheres and a point", true, false, &problem))
      << problem;

  Scene saved = LoadSceneFile(path);
  EXPECT_EQ(saved.sample, "playground");
  EXPECT_EQ(saved.title, "two spheres and a point");
  // a-b intersects; p with a and with b: contains and closest point.
  ASSERT_EQ(saved.expect.size(), 5u);
  const auto reloaded = Playground(saved);
  ASSERT_EQ(reloaded->ExpectationCount(), 5u);
  const auto checks = reloaded->Check();
  ASSERT_EQ(checks.size(), 5u);
  for (const PairCheck& check : checks) {
    EXPECT_TRUE(check.passed) << MismatchLine(check);
  }

  // Sphere b moves to (10, 0, 0): a and b come apart and p's closest point
  // on b moves to (9, 0, 0); p is still outside b, and nothing of a changes.
  saved.shapes[1].shape.Edit<collide::Sphere>().center = collide::Vec3(10, 0, 0);
  const auto moved = Playground(saved);
  std::vector<std::string> failed;
  for (const PairCheck& check : moved->Check()) {
    if (!check.passed) {
      failed.push_back(MismatchSentence(check));
    }
  }
  ASSERT_EQ(failed.size(), 2u);
  EXPECT_EQ(failed[0], "sphere a and b should intersect");
  EXPECT_EQ(failed[1], "point p and sphere b: the closest point should be (0.5, 0, 0)");
}

// The saved expectations hold exactly the answers kShapes gives by hand,
// not merely whatever the engine answered: a and b overlap (centres 1.5
// apart, radii 1 + 1); p is 0.2 from a's centre (inside) and 1.3 from b's
// (outside); the closest point on a sphere is its centre plus the radius
// towards the point: (1, 0, 0) on a, (0.5, 0, 0) on b.
TEST_F(SaveTestCaseTest, ASavedCaseHoldsTheHandWorkedAnswersOfItsLayout) {
  const auto sample = Playground(ParseScene(testing::SceneText("playground", "", kShapes), "in"));
  const std::string path = (directory_ / "by_hand.json").string();
  std::string problem;
  ASSERT_TRUE(SaveTestCase(*sample, path, "by hand", true, false, &problem)) << problem;
  const Scene saved = LoadSceneFile(path);
  ASSERT_EQ(saved.expect.size(), 5u);
  std::map<std::string, const Expectation*> by_question;
  for (const Expectation& e : saved.expect) {
    by_question[e.a + "-" + e.b + ":" + std::string(OutcomeKey(e.expected))] = &e;
  }
  ASSERT_EQ(by_question.size(), 5u) << "five different questions";
  const auto find = [&](const std::string& question) -> const Expectation& {
    const auto it = by_question.find(question);
    EXPECT_NE(it, by_question.end()) << question;
    static const Expectation kNone;
    return it == by_question.end() ? kNone : *it->second;
  };
  const auto value = [](const Expectation& e) { return e.expected.GetIf<Intersects>(); };
  ASSERT_NE(value(find("a-b:intersects")), nullptr);
  EXPECT_EQ(value(find("a-b:intersects"))->value, true);
  const auto contains = [&](const std::string& q) { return (find(q).expected).GetIf<Contains>(); };
  ASSERT_TRUE(contains("p-a:contains") && contains("p-b:contains"));
  EXPECT_EQ(contains("p-a:contains")->value, true);
  EXPECT_EQ(contains("p-b:contains")->value, false);
  const auto closest = [&](const std::string& q) -> std::optional<collide::Vec3> {
    const auto* c = (find(q).expected).GetIf<ClosestPoint>();
    return c == nullptr ? std::nullopt : std::optional<collide::Vec3>(c->point);
  };
  const auto closest_on_a = closest("p-a:closest_point");
  const auto closest_on_b = closest("p-b:closest_point");
  ASSERT_TRUE(closest_on_a && closest_on_b);
  EXPECT_NEAR(glm::length(*closest_on_a - collide::Vec3(1, 0, 0)), 0.0, 1e-12);
  EXPECT_NEAR(glm::length(*closest_on_b - collide::Vec3(0.5, 0, 0)), 0.0, 1e-12);
}

TEST_F(SaveTestCaseTest, KeepingTheExpectationsSavesThemAsTheyAre) {
  const std::string expect =
      R"({"a": "a", "b": "b", "intersects": false}, {"a": "p", "b": "a", "contains": true})";
  const auto sample =
      Playground(ParseScene(testing::SceneText("playground", "", kShapes, expect), "in"));
  const std::string path = (directory_ / "kept.json").string();
  std::string problem;
  ASSERT_TRUE(SaveTestCase(*sample, path, "", false, false, &problem)) << problem;
  const Scene saved = LoadSceneFile(path);
  ASSERT_EQ(saved.expect.size(), 2u);
  EXPECT_EQ(saved.expect[0].expected, Outcome(Intersects{false}));  // wrong, and kept so
  EXPECT_EQ(saved.expect[1].expected, Outcome(Contains{true}));
}

TEST_F(SaveTestCaseTest, NeverOverwritesUnlessAsked) {
  const auto sample = Playground(ParseScene(testing::SceneText("playground", "", kShapes), "in"));
  const std::string path = (directory_ / "once.json").string();
  std::string problem;
  ASSERT_TRUE(SaveTestCase(*sample, path, "first", true, false, &problem)) << problem;
  EXPECT_FALSE(SaveTestCase(*sample, path, "second", true, false, &problem));
  EXPECT_EQ(problem, path + " exists");
  EXPECT_EQ(LoadSceneFile(path).title, "first");
  ASSERT_TRUE(SaveTestCase(*sample, path, "second", true, true, &problem)) << problem;
  EXPECT_EQ(LoadSceneFile(path).title, "second");
}

// A sample that keeps Sample's default SceneToSave, as a plugin's might.
class UnsaveableSample final : public Sample {
 public:
  using Sample::Sample;
  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene&) override {}
};

TEST_F(SaveTestCaseTest, ASampleThatCannotSaveSaysSoAndWritesNothing) {
  UnsaveableSample sample(host_);
  const std::string path = (directory_ / "x.json").string();
  std::string problem;
  EXPECT_FALSE(SaveTestCase(sample, path, "", true, false, &problem));
  EXPECT_EQ(problem, "this sample cannot save test cases");
  EXPECT_FALSE(std::filesystem::exists(path));
}

TEST_F(SaveTestCaseTest, EveryShippedSampleSavesAScene) {
  const auto& samples = SampleRegistry::Get().samples();
  ASSERT_GE(samples.size(), 22u);
  // The crowd and the octree's scene are generated from a count and a seed:
  // they have no scene to save.
  const std::set<std::string> without_scenes = {"sphere-crowd", "octree"};
  for (const SampleInfo& info : samples) {
    auto sample = info.create(host_);
    const std::string path = (directory_ / (info.id + ".json")).string();
    std::string problem;
    const bool saved = SaveTestCase(*sample, path, info.title, true, false, &problem);
    // The reason greys the panel's button and is what Ctrl+S logs: given
    // exactly when the sample cannot save.
    if (without_scenes.contains(info.id)) {
      EXPECT_FALSE(saved) << info.id;
      EXPECT_FALSE(sample->CannotSaveReason().empty()) << info.id;
      EXPECT_EQ(problem, sample->CannotSaveReason());
      EXPECT_FALSE(std::filesystem::exists(path)) << path;
    } else {
      EXPECT_TRUE(saved) << info.id << ": " << problem;
      EXPECT_EQ(sample->CannotSaveReason(), "") << info.id;
    }
  }
}

// The ids in tests/shipped_samples.txt, the hand-written list of samples.
std::vector<std::string> ShippedSampleIds() {
  std::ifstream in(std::string(COLLISION_LAB_SOURCE_DIR) + "/tests/shipped_samples.txt");
  std::vector<std::string> ids;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty() && line[0] != '#') {
      ids.push_back(line);
    }
  }
  return ids;
}

// Every shape moved and resized by amounts no decimal prints short (a
// third, a tenth, 1e-7, x1.1), so that a number printed with too few digits
// would not read back the same. Moving-balls' balls move only while paused;
// its velocity arrows' tips are shapes here too. Returns how many moved.
int DisturbEveryShape(Sample& sample) {
  Pickable* shapes = sample.picking();
  if (shapes == nullptr) {
    return 0;
  }
  std::vector<PickProxy> proxies = shapes->PickProxies();
  const bool any_movable =
      std::any_of(proxies.begin(), proxies.end(), [](const PickProxy& p) { return p.movable; });
  if (!proxies.empty() && !any_movable) {
    sample.KeyPressed(GLFW_KEY_SPACE);  // pause
    proxies = shapes->PickProxies();
  }
  int moved = 0;
  for (const PickProxy& proxy : proxies) {
    if (proxy.movable && shapes->MoveShape(proxy.id, collide::Vec3(1.0 / 3.0, 0.1, 1e-7))) {
      ++moved;
    }
    if (proxy.resizable) {
      shapes->ResizeShape(proxy.id, 1.1);
    }
  }
  return moved;
}

// Save -> parse -> load into a new sample -> save again gives the same text,
// for both choices of the dialog; a case saved as "expect what is on screen"
// passes in full once loaded.
TEST_F(SaveTestCaseTest, EverySampleRoundTripsItsSavedSceneBitForBit) {
  const auto& samples = SampleRegistry::Get().samples();
  ASSERT_EQ(samples.size(), ShippedSampleIds().size());
  // The crowd and the octree's scene are generated from a count and a seed:
  // they have no scene to save.
  const std::set<std::string> without_scenes = {"sphere-crowd", "octree"};
  std::size_t round_trips = 0;
  for (const SampleInfo& info : samples) {
    SCOPED_TRACE(info.id);
    auto sample = info.create(host_);
    sample->Initialize(1280, 800);
    if (without_scenes.contains(info.id)) {
      EXPECT_FALSE(sample->SceneToSave("t", true).has_value());
      continue;
    }
    if (info.id == "playground") {  // it starts empty: give it shapes to move
      sample->LoadScene(LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                                      "/assets/scenes/playground_mix.json"));
    }
    EXPECT_GT(DisturbEveryShape(*sample), 0);
    for (const bool expect_what_is_shown : {true, false}) {
      SCOPED_TRACE(expect_what_is_shown ? "expect what is on screen" : "keep the expectations");
      const std::optional<Scene> first = sample->SceneToSave("round trip", expect_what_is_shown);
      ASSERT_TRUE(first.has_value());
      const std::string text = WriteScene(*first);
      testing::TestHost host;
      auto loaded = info.create(host);
      loaded->Initialize(1280, 800);
      loaded->LoadScene(ParseScene(text, "round_trip.json"));
      const std::optional<Scene> second = loaded->SceneToSave("round trip", expect_what_is_shown);
      ASSERT_TRUE(second.has_value());
      EXPECT_EQ(WriteScene(*second), text);
      if (expect_what_is_shown) {
        const std::vector<PairCheck> checks = loaded->Check();
        ASSERT_EQ(checks.size(), loaded->ExpectationCount());
        ASSERT_GT(checks.size(), 0u);
        for (const PairCheck& check : checks) {
          EXPECT_TRUE(check.passed) << MismatchLine(check);
        }
      }
      ++round_trips;
    }
  }
  EXPECT_EQ(round_trips, 2 * (samples.size() - without_scenes.size()));
}

}  // namespace
}  // namespace save_test_case_test
}  // namespace harness
