// The test-only "gap" outcome, added through its three files alone
// (gap_query.h, gap_outcome.h, gap_outcome.cpp), as a later chapter would
// add a "distance": with one pair test answering it (added here, as a
// kind's file would), a scene file reads and writes it, the static-shapes
// engine checks it and its pair table shows it, --check judges it, the hunt
// compares two tests of it, and another origin (a plugin's) is asked it
// through the origins service. No file of src/ names it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "collide/hunt/hunt.h"
#include "collide/registry/pair_tests.h"
#include "gap_outcome.h"
#include "gap_query.h"
#include "harness/layout_engine/disagreements.h"
#include "harness/layout_engine/layout.h"
#include "harness/layout_engine/pair_table_rows.h"
#include "harness/layout_engine/world.h"
#include "harness/origins/ask_origin.h"
#include "harness/plugins/plugin_functions.h"
#include "harness/runners/check_runner.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene.h"
#include "harness/scene/scene_writer.h"
#include "panel_frame.h"
#include "test_host.h"

namespace harness::testing {
namespace gap_outcome_test {
namespace {

using collide::Sphere;
using collide::Vec3;

class GapOutcome : public ::testing::Test {
 protected:
  void SetUp() override {
    collide::AddPairTest<Sphere, Sphere>(
        collide::PairTestRegistry::Global(), "surfaces", GapQuery(),
        "The centres' distance less both radii.", [](const Sphere& a, const Sphere& b) {
          return glm::length(b.center - a.center) - a.radius - b.radius;
        });
  }
  void TearDown() override {
    collide::PairTestRegistry::Global().Remove(collide::ShapeKind::kSphere,
                                               collide::ShapeKind::kSphere, GapQuery(), "surfaces");
  }
};

// The spheres' centres are 3 apart and their radii 1 and 1.5: their
// surfaces are 3 - 2.5 = 0.5 apart.
constexpr const char* kScene = R"({
  "format": "collision-lab-scene/1", "sample": "playground",
  "shapes": [{"id": "s1", "type": "sphere", "center": [0, 0, 0], "radius": 1},
             {"id": "s2", "type": "sphere", "center": [3, 0, 0], "radius": 1.5}],
  "expect": [{"a": "s1", "b": "s2", "gap": %s, "tolerance": 0.001}]})";

std::string SceneExpecting(const std::string& gap) {
  std::string text = kScene;
  text.replace(text.find("%s"), 2, gap);
  return text;
}

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

TEST_F(GapOutcome, ASceneFileReadsAndWritesIt) {
  const Scene scene = ParseScene(SceneExpecting("0.5"), "gap.json");
  ASSERT_EQ(scene.expect.size(), 1u);
  ASSERT_TRUE(scene.expect[0].expected.Is<Gap>());
  EXPECT_EQ(scene.expect[0].expected.Get<Gap>().value, 0.5);
  EXPECT_EQ(scene.expect[0].tolerance, 0.001);
  const std::string written = WriteScene(scene);
  EXPECT_NE(written.find(R"("gap": 0.5, "tolerance": 0.001)"), std::string::npos) << written;
  const Scene again = ParseScene(written, "again.json");
  ASSERT_EQ(again.expect.size(), 1u);
  EXPECT_EQ(again.expect[0].expected, scene.expect[0].expected);
}

TEST_F(GapOutcome, ASceneFileRefusesAGapThatIsNotANumber) {
  try {
    ParseScene(SceneExpecting("\"far\""), "bad_gap.json");
    FAIL() << "a gap of \"far\" was read";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "expect[0].gap");
  }
}

TEST_F(GapOutcome, TheEngineChecksItAndThePairTableShowsIt) {
  const StaticLayout layout = StaticLayoutFromScene(ParseScene(SceneExpecting("0.5"), "gap.json"));
  const StaticWorld world;
  const std::vector<PairCheck> checks = world.Check(layout);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
  EXPECT_EQ(checks[0].algorithm, "surfaces");

  const std::vector<PairTableRow> rows =
      PairTableRows(layout.shapes, world.AnswerAll(layout), {}, checks, {});
  std::vector<const PairTableRow*> gaps;
  for (const PairTableRow& row : rows) {
    if (row.question == "sphere-sphere gap") {
      gaps.push_back(&row);
    }
  }
  ASSERT_EQ(gaps.size(), 1u);
  EXPECT_EQ(gaps[0]->algorithm, "surfaces");
  EXPECT_EQ(gaps[0]->expected, "gap 0.5");
  EXPECT_EQ(gaps[0]->actual, "gap 0.5");
  EXPECT_EQ(gaps[0]->status, RowStatus::kHolds);
}

TEST_F(GapOutcome, ASampleDeclaresItThroughTheBuilder) {
  StaticLayoutBuilder builder;
  builder.Sphere("s1", Vec3(0, 0, 0), 1)
      .Sphere("s2", Vec3(3, 0, 0), 1.5)
      .Expect("s1", "s2", Gap{0.5});
  const StaticLayout layout = builder.Build();
  ASSERT_EQ(layout.expect.size(), 1u);
  EXPECT_EQ(layout.expect[0].tolerance, 1e-5);  // the row's default
  const std::vector<PairCheck> checks = StaticWorld().Check(layout);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
}

TEST_F(GapOutcome, TheRowNamesAWrongGapAsAMismatch) {
  const StaticLayout layout = StaticLayoutFromScene(ParseScene(SceneExpecting("0.7"), "gap.json"));
  const StaticWorld world;
  const std::vector<PairCheck> checks = world.Check(layout);
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_NE(MismatchSentence(checks[0]).find("should be 0.7 apart"), std::string::npos)
      << MismatchSentence(checks[0]);
}

TEST_F(GapOutcome, ThePlaygroundChecksItAndItsPanelDrawsIt) {
  TestHost host;
  auto sample = SampleRegistry::Get().Find("playground")->create(host);
  sample->Initialize(800, 600);
  sample->LoadScene(ParseScene(SceneExpecting("0.5"), "gap.json"));
  const std::vector<PairCheck> checks = sample->Check();
  ASSERT_EQ(checks.size(), 1u);
  EXPECT_TRUE(checks[0].passed);
  RunPanel(*sample);  // its table's rows, words and all, through the row
}

TEST_F(GapOutcome, CheckJudgesIt) {
  Options options;
  options.check = true;
  options.scenes = {WriteTemp("gap_holds.json", SceneExpecting("0.5"))};
  std::ostringstream out, err;
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitOk) << err.str();
  EXPECT_NE(out.str().find("1 passed, 0 failed"), std::string::npos) << out.str();

  options.scenes = {WriteTemp("gap_wrong.json", SceneExpecting("0.7"))};
  std::ostringstream out2, err2;
  EXPECT_EQ(RunHeadlessChecks(options, out2, err2), kExitMismatch);
  EXPECT_NE(out2.str().find("sphere s1 and s2 should be 0.7 apart"), std::string::npos)
      << out2.str();
}

// Two algorithms' gaps that differ beyond rounding are a disagreement,
// worded by the query's row.
TEST_F(GapOutcome, TwoAlgorithmsThatDifferAreADisagreement) {
  collide::AddPairTest<Sphere, Sphere>(
      collide::PairTestRegistry::Global(), "centres", GapQuery(), "The centres' distance alone.",
      [](const Sphere& a, const Sphere& b) { return glm::length(b.center - a.center); });
  const StaticLayout layout = StaticLayoutFromScene(ParseScene(SceneExpecting("0.5"), "gap.json"));
  const std::vector<Disagreement> found = FindDisagreements(StaticWorld().AnswerAll(layout));
  collide::PairTestRegistry::Global().Remove(collide::ShapeKind::kSphere,
                                             collide::ShapeKind::kSphere, GapQuery(), "centres");
  std::vector<std::string> described;
  for (const Disagreement& d : found) {
    described.push_back(DescribeDisagreement(layout, d));
  }
  EXPECT_EQ(described, std::vector<std::string>{"s1 and s2: surfaces gap 0.5, centres gap 3"});
}

// Another author's gap test, as a plugin's would be registered: wrong on
// purpose, it forgets the second sphere's radius.
collide::PairTest ForgetsTheSecondRadius(const std::string& origin) {
  collide::PairTest test;
  test.id = "forgets-b";
  test.a = test.b = collide::ShapeKind::kSphere;
  test.query = GapQuery();
  test.origin = origin;
  test.run = [](const collide::StaticShape& a, const collide::StaticShape& b) -> collide::Answer {
    const Sphere& sa = a.Get<Sphere>();
    const Sphere& sb = b.Get<Sphere>();
    return glm::length(sb.center - sa.center) - sa.radius;
  };
  return test;
}

// The hunt compares ours with theirs on generated sphere pairs, through the
// query's row, and finds the radius they forget.
TEST_F(GapOutcome, TheHuntComparesTwoGapTestsAndFindsTheWrongOne) {
  collide::PairTestRegistry& registry = collide::PairTestRegistry::Global();
  registry.Add(ForgetsTheSecondRadius("gap-theirs"));
  collide::HuntOptions options;
  options.cases = 200;
  const auto results =
      collide::Hunt(registry, collide::ShapeGenerators::Global(), collide::ShapeKind::kSphere,
                    collide::ShapeKind::kSphere, options);
  registry.Remove(collide::ShapeKind::kSphere, collide::ShapeKind::kSphere, GapQuery(),
                  "forgets-b");
  std::vector<collide::HuntResult> gaps;
  for (const collide::HuntResult& result : results) {
    if (result.algorithms.query == GapQuery()) {
      gaps.push_back(result);
    }
  }
  ASSERT_EQ(gaps.size(), 1u);
  EXPECT_EQ(gaps[0].algorithms.ours_id, "surfaces");
  EXPECT_EQ(gaps[0].algorithms.theirs_id, "forgets-b");
  EXPECT_EQ(gaps[0].algorithms.theirs_origin, "gap-theirs");
  EXPECT_EQ(gaps[0].cases_tried, 200);
  EXPECT_GT(gaps[0].disagreements, 0);
  EXPECT_TRUE(gaps[0].finding.has_value());
}

// A plugin's origin is asked the gap expectation through the one origins
// service, and its wrong answer fails there; the plugin ABI itself has no
// function answering a gap, so a real plugin is never asked one.
TEST_F(GapOutcome, AnotherOriginIsAskedItAndNoPluginFunctionAnswersIt) {
  collide::PairTestRegistry& registry = collide::PairTestRegistry::Global();
  registry.Add(ForgetsTheSecondRadius("gap-plugin"));
  const StaticLayout layout = StaticLayoutFromScene(ParseScene(SceneExpecting("0.5"), "gap.json"));
  const OriginChecks theirs = AskOrigin(StaticWorld().QuestionsForOthers(layout), "gap-plugin");
  const OriginChecks nobody = AskOrigin(StaticWorld().QuestionsForOthers(layout), "nobody");
  registry.Remove(collide::ShapeKind::kSphere, collide::ShapeKind::kSphere, GapQuery(),
                  "forgets-b");
  ASSERT_EQ(theirs.checks.size(), 1u);
  EXPECT_EQ(theirs.checks[0].algorithm, "forgets-b");
  EXPECT_FALSE(theirs.checks[0].passed);  // 3 - 1 = 2, not 0.5
  EXPECT_EQ(MismatchSentence(theirs.checks[0]), "sphere s1 and s2 should be 0.5 apart");
  EXPECT_EQ(nobody.not_served, 1u);
  std::size_t functions = 0;
  for (const plugins::PluginFunction& function : plugins::PluginFunctions()) {
    ++functions;
    EXPECT_NE(function.query, std::optional<collide::Query>(GapQuery())) << function.name;
  }
  EXPECT_GT(functions, 10u);
}

}  // namespace
}  // namespace gap_outcome_test
}  // namespace harness::testing
