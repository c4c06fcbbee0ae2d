// A shape kind added through its three files alone (flag_kind.h,
// flag_collide_side.cpp, flag_harness_side.cpp), as a later chapter or a
// plugin adds one: a "flag" (a point with a reach) and two pair tests, flag
// against sphere. Nothing else of collide or the harness is told about it,
// yet a scene file holds it, --check checks it, the playground's panel edits
// it, picks it and draws it, the hunt compares its two tests, and the plugin
// layer says plainly that plugins are not asked about it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "collide/hunt/hunt.h"
#include "collide/registry/pair_tests.h"
#include "flag_kind.h"
#include "harness/layout_engine/world.h"
#include "harness/origins/ask_origin.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/plugins/plugin_shapes.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene_writer.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness::testing {
namespace shape_kind_added_at_run_time_test {
namespace {

using collide::Vec3;

constexpr collide::ShapeKind kFlag = collide::ShapeKindOf<Flag>::kValue;

class ShapeKindAddedAtRunTime : public ::testing::Test {
 protected:
  void SetUp() override {
    collide_side_.emplace(FlagCollideSide());
    harness_side_.emplace(FlagHarnessSide());
    FlagEditsSeen() = FlagEdits{};
  }
  void TearDown() override {
    if (harness_side_) {
      harness_side_->Unregister();
    }
    collide_side_->Unregister();
  }

  std::optional<collide::KindRegistration> collide_side_;
  std::optional<ShapeKindRegistration> harness_side_;
};

// The flag reaches 1 from (3, 0, 0); the sphere of radius 1.5 at the origin
// is 3 away: 3 <= 1 + 1.5 is false, so they are apart.
constexpr const char* kScene = R"({
  "format": "collision-lab-scene/1", "sample": "playground",
  "shapes": [{"id": "f", "type": "flag", "at": [3, 0, 0], "reach": 1},
             {"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1.5}],
  "expect": [{"a": "f", "b": "s", "intersects": %s}]})";

std::string SceneExpecting(bool intersects) {
  std::string text = kScene;
  text.replace(text.find("%s"), 2, intersects ? "true" : "false");
  return text;
}

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

TEST_F(ShapeKindAddedAtRunTime, ASceneFileReadsAndWritesIt) {
  const Scene scene = ParseScene(SceneExpecting(false), "flag.json");
  ASSERT_EQ(scene.shapes.size(), 2u);
  ASSERT_TRUE(scene.shapes[0].shape.Is<Flag>());
  EXPECT_EQ(scene.shapes[0].shape.Get<Flag>().at, Vec3(3, 0, 0));
  const std::string written = WriteScene(scene);
  EXPECT_NE(written.find(R"({"id": "f", "type": "flag", "at": [3.0, 0.0, 0.0], "reach": 1.0})"),
            std::string::npos)
      << written;
  EXPECT_EQ(ParseScene(written, "again.json").shapes[0].shape, scene.shapes[0].shape);
}

TEST_F(ShapeKindAddedAtRunTime, ASceneFileNamesItsFieldsWhenTheyAreWrong) {
  try {
    ParseScene(R"({"format": "collision-lab-scene/1", "sample": "playground",
                   "shapes": [{"id": "f", "type": "flag", "at": [3, 0, 0], "reach": -1}],
                   "expect": []})",
               "bad_flag.json");
    FAIL() << "a negative reach was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].reach");
  }
}

TEST_F(ShapeKindAddedAtRunTime, CheckChecksItsExpectations) {
  Options options;
  options.check = true;
  options.scenes = {WriteTemp("flag_apart.json", SceneExpecting(false))};
  std::ostringstream out, err;
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("1 passed, 0 failed"), std::string::npos) << out.str();

  options.scenes = {WriteTemp("flag_wrong.json", SceneExpecting(true))};
  std::ostringstream out2, err2;
  EXPECT_EQ(RunHeadlessChecks(options, out2, err2), kExitMismatch);
  EXPECT_NE(out2.str().find("flag f and sphere s should intersect (reach"), std::string::npos)
      << out2.str();
}

std::unique_ptr<Sample> PlaygroundWithFlag(TestHost& host, bool intersects) {
  auto sample = SampleRegistry::Get().Find("playground")->create(host);
  sample->Initialize(800, 600);
  sample->LoadScene(ParseScene(SceneExpecting(intersects), "flag.json"));
  return sample;
}

TEST_F(ShapeKindAddedAtRunTime, ThePlaygroundPicksDrawsAndChecksIt) {
  TestHost host;
  const auto sample = PlaygroundWithFlag(host, false);
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[0].algorithm, "reach");

  const std::vector<PickProxy> proxies = sample->picking()->PickProxies();
  ASSERT_EQ(proxies.size(), 2u);
  EXPECT_EQ(proxies[0].id, "f");
  EXPECT_EQ(proxies[0].label, "flag f (reach " + std::to_string(1.0) + ")");
  EXPECT_TRUE(sample->picking()->MoveShape("f", Vec3(-1.0, 0.0, 0.0)));
  // Moved to (2, 0, 0): 2 <= 2.5, so the flag now reaches the sphere.
  EXPECT_FALSE(sample->Check()[0].passed);

  host.recorded().Clear();
  sample->Render();
  bool drawn = false;
  for (const auto& dot : host.recorded().dots) {
    drawn |= dot.size == 9.0f && glm::vec3(dot.position) == glm::vec3(2.0f, 0.0f, 0.0f);
  }
  EXPECT_TRUE(drawn);
}

// The selected shape's editor is its kind's; what it types is applied and
// checked: the flag typed 100 away from the sphere makes "apart" true
// again.
TEST_F(ShapeKindAddedAtRunTime, ThePanelEditsItThroughItsEntry) {
  TestHost host;
  const auto sample = PlaygroundWithFlag(host, true);
  EXPECT_FALSE(sample->Check()[0].passed);  // apart, expected to intersect
  sample->picking()->Select(std::string("f"));
  RunPanel(*sample);
  EXPECT_EQ(FlagEditsSeen().count, 1);
  EXPECT_FALSE(sample->Check()[0].passed);

  auto apart = PlaygroundWithFlag(host, false);
  apart->picking()->Select(std::string("f"));
  FlagEditsSeen().type_far = true;
  apart->picking()->MoveShape("f", Vec3(-1.0, 0.0, 0.0));  // reaches: the check fails
  ASSERT_FALSE(apart->Check()[0].passed);
  RunPanel(*apart);  // typed 100 away: apart again
  EXPECT_TRUE(apart->Check()[0].passed);
}

TEST_F(ShapeKindAddedAtRunTime, OnceTakenOutAFileNamingItIsRefused) {
  harness_side_->Unregister();
  harness_side_.reset();
  try {
    ParseScene(SceneExpecting(false), "flag.json");
    ADD_FAILURE() << "a kind no longer registered was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "shapes[0].type");
    EXPECT_NE(e.problem().find("unknown shape type \"flag\""), std::string::npos) << e.problem();
  }
}

// Its collide side is taken out whole: row, both tests and the generator.
TEST_F(ShapeKindAddedAtRunTime, ItsCollideSideIsTakenOutWhole) {
  ASSERT_EQ(collide::PairTestRegistry::Global()
                .Find(kFlag, collide::ShapeKind::kSphere, collide::Query::kIntersects)
                .size(),
            2u);
  collide_side_->Unregister();
  EXPECT_EQ(collide::ShapeKinds::Global().Find(kFlag), nullptr);
  EXPECT_EQ(collide::ShapeGenerators::Global().Find(kFlag), nullptr);
  EXPECT_TRUE(collide::PairTestRegistry::Global()
                  .Find(kFlag, collide::ShapeKind::kSphere, collide::Query::kIntersects)
                  .empty());
  collide_side_.emplace(FlagCollideSide());  // for TearDown
}

// "reach" and "reach-squared" agree on every case (on the grid both are
// exact): the hunt ran its cases and compared them.
TEST_F(ShapeKindAddedAtRunTime, TheHuntComparesItsTwoTests) {
  collide::HuntOptions options;
  options.cases = 300;
  const auto results =
      collide::Hunt(collide::PairTestRegistry::Global(), collide::ShapeGenerators::Global(), kFlag,
                    collide::ShapeKind::kSphere, options);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results[0].algorithms.ours_id, "reach");
  EXPECT_EQ(results[0].algorithms.theirs_id, "reach-squared");
  EXPECT_EQ(results[0].cases_tried, 300);
  EXPECT_EQ(results[0].disagreements, 0);
}

// With "reach-squared" counting touching as apart, the hunt's touching
// flags (reach exactly to a sphere's surface) show the bug.
TEST_F(ShapeKindAddedAtRunTime, TheHuntFindsABugInOneOfItsTests) {
  collide_side_->Unregister();
  collide_side_.emplace(FlagCollideSide(/*strict_squared=*/true));
  collide::HuntOptions options;
  options.cases = 300;
  const auto results =
      collide::Hunt(collide::PairTestRegistry::Global(), collide::ShapeGenerators::Global(), kFlag,
                    collide::ShapeKind::kSphere, options);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_GT(results[0].disagreements, 0);
  ASSERT_TRUE(results[0].finding.has_value());
  EXPECT_TRUE(results[0].finding->shapes[0].Is<Flag>());
}

// The plugin ABI has no struct for a flag: the plugin layer finds its row,
// finds no plugin type in it, and says so; no function of the ABI takes it,
// and a plugin's recheck counts its expectation as not served.
TEST_F(ShapeKindAddedAtRunTime, PluginsAreToldPlainlyThatTheyAreNotAskedAboutIt) {
  EXPECT_EQ(plugins::NotServedByPlugins(kFlag),
            "shape kind flag has no struct in the plugin ABI (include/collision_lab/plugin.h): "
            "no plugin is asked about it");
  EXPECT_EQ(plugins::NotServedByPlugins(collide::ShapeKind::kSphere), "");
  EXPECT_EQ(plugins::AbiKindName(kFlag), "shape");
  EXPECT_EQ(plugins::DoublesOf(kFlag), 0u);
  std::vector<double> doubles;
  EXPECT_FALSE(plugins::AppendAbiDoubles(collide::StaticShape(Flag{Vec3(1, 2, 3), 1.0}), doubles));
  EXPECT_TRUE(doubles.empty());
  EXPECT_EQ(plugins::DescribeForReport(collide::StaticShape(Flag{Vec3(1, 2, 3), 1.0})), "flag");
  for (const plugins::PluginFunction& function : plugins::PluginFunctions()) {
    EXPECT_NE(function.a, kFlag) << function.name;
    EXPECT_NE(function.b, kFlag) << function.name;
  }
  const Scene scene = ParseScene(SceneExpecting(false), "flag.json");
  const StaticLayout layout = StaticLayoutFromScene(scene);
  const OriginChecks rechecked = AskOrigin(StaticWorld().QuestionsForOthers(layout), "some-plugin");
  EXPECT_EQ(rechecked.not_served, 1u);
  EXPECT_TRUE(rechecked.checks.empty());
}

}  // namespace
}  // namespace shape_kind_added_at_run_time_test
}  // namespace harness::testing
