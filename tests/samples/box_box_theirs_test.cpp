// Another author's box test beside ours in the box-box sample
// (box_box_theirs.h), an in-process test standing for a plugin's
// cl_obb_obb: --check --plugin's second pass serves our exact test's
// expectations only, the pair table's "your code" cells, and the log of
// where theirs is not ours, answered again when the registry changes.
// Expected values are worked by hand from the scenes here.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "box_box/box_box_model.h"
#include "box_box/box_box_theirs.h"
#include "collide/registry/pair_tests.h"
#include "fixtures.h"
#include "harness/origins/ask_origin.h"
#include "harness/sample_api/sample_registry.h"
#include "test_host.h"

namespace box_box {
namespace box_box_theirs_test {
namespace {

using harness::testing::QuietLog;
using harness::testing::SameColor;
using harness::testing::Texts;

constexpr const char* kOrigin = "box-box-theirs-test";

// Wrong on purpose: every pair of oriented boxes apart.
collide::PairTest AlwaysApart() {
  collide::PairTest test;
  test.id = "plugin:always-apart";
  test.a = collide::ShapeKind::kBox;
  test.b = collide::ShapeKind::kBox;
  test.query = collide::Query::kIntersects;
  test.origin = kOrigin;
  test.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    return false;
  };
  return test;
}

collide::PairTest Crashes() {
  collide::PairTest test = AlwaysApart();
  test.id = "plugin:crashes";
  test.origin = "box-box-theirs-crashes";
  test.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    throw collide::PairTestError("cl_obb_obb crashed (SIGSEGV)");
  };
  return test;
}

// h and v crossed like a plus sign overlap (SAT: hit; corner-volume:
// apart, no corner inside); far is 10 off along x, apart by every test;
// ball is a sphere on h's end (x 3), for which no test of theirs fits.
constexpr const char* kShapes =
    R"({"id": "h", "type": "box", "center": [0, 0, 0], "half_extents": [3, 0.5, 0.5]},
       {"id": "v", "type": "box", "center": [0, 0, 0], "half_extents": [0.5, 3, 0.5]},
       {"id": "far", "type": "box", "center": [10, 0, 0], "half_extents": [1, 1, 1]},
       {"id": "ball", "type": "sphere", "center": [3.5, 0, 0], "radius": 1})";
constexpr const char* kExpect = R"({"a": "h", "b": "v", "intersects": true},
       {"a": "h", "b": "v", "algorithm": "corner-volume", "intersects": false},
       {"a": "v", "b": "far", "intersects": false},
       {"a": "h", "b": "ball", "intersects": true})";

Model Load() {
  Model model;
  model.LoadScene(
      harness::ParseScene(harness::testing::SceneText("box-box", "", kShapes, kExpect), "s.json"));
  return model;
}

const PairRow& RowOf(const std::vector<PairRow>& table, IndexPair pair) {
  for (const PairRow& row : table) {
    if (row.shapes == pair) {
      return row;
    }
  }
  ADD_FAILURE() << "no row " << pair.first << "-" << pair.second;
  return table.front();
}

class BoxBoxTheirs : public ::testing::Test {
 protected:
  void TearDown() override {
    auto& registry = collide::PairTestRegistry::Global();
    registry.Remove(collide::ShapeKind::kBox, collide::ShapeKind::kBox, collide::Query::kIntersects,
                    "plugin:always-apart");
    registry.Remove(collide::ShapeKind::kBox, collide::ShapeKind::kBox, collide::Query::kIntersects,
                    "plugin:crashes");
  }
};

TEST_F(BoxBoxTheirs, CheckByOriginServesOurExactTestsExpectationsOfPairsItHasATestFor) {
  collide::PairTestRegistry::Global().Add(AlwaysApart());
  const harness::OriginChecks result = harness::AskOrigin(Load().QuestionsForOthers(), kOrigin);
  // h-v under sat, v-far under sat; not h-v under corner-volume, nor h-ball.
  ASSERT_EQ(result.checks.size(), 2u);
  EXPECT_EQ(result.not_served, 2u);
  EXPECT_EQ(result.checks[0].expectation, 0u);
  EXPECT_FALSE(result.checks[0].passed);
  EXPECT_EQ(harness::MismatchSentence(result.checks[0]), "box h and v should intersect");
  EXPECT_EQ(result.checks[1].expectation, 2u);
  EXPECT_TRUE(result.checks[1].passed);
  EXPECT_EQ(harness::AskOrigin(Load().QuestionsForOthers(), "nobody").not_served, 4u);
}

TEST_F(BoxBoxTheirs, APluginsAnswersFillTheYourCodeCellsAndTheLogOnceUntilItIsGone) {
  harness::Log log = QuietLog();
  Model model = Load();
  model.Start(log);
  const std::size_t before = log.entries().size();  // corner-volume's miss of h-v
  EXPECT_FALSE(model.RecheckTheirs(log));           // Start answered them, under this generation
  EXPECT_EQ(RowOf(model.Table(), {0, 1}).yours, "");

  collide::PairTestRegistry::Global().Add(AlwaysApart());
  EXPECT_TRUE(model.RecheckTheirs(log));
  EXPECT_FALSE(model.RecheckTheirs(log));
  const std::vector<PairRow> table = model.Table();
  EXPECT_EQ(RowOf(table, {0, 1}).yours, "apart");
  EXPECT_TRUE(RowOf(table, {0, 1}).yours_disagree);
  EXPECT_EQ(RowOf(table, {1, 2}).yours, "apart");
  EXPECT_FALSE(RowOf(table, {1, 2}).yours_disagree);
  EXPECT_EQ(RowOf(table, {0, 3}).yours, "");  // a sphere: no test of theirs fits
  EXPECT_EQ(model.TheirDisagreeingPairs(), (std::vector<IndexPair>{{0, 1}}));
  const std::string line = "box h and v: sat hit, plugin:always-apart apart";
  ASSERT_EQ(log.entries().size(), before + 1);
  EXPECT_EQ(Texts(log).back(), "algorithms disagree on " + line);

  ASSERT_TRUE(collide::PairTestRegistry::Global().Remove(
      collide::ShapeKind::kBox, collide::ShapeKind::kBox, collide::Query::kIntersects,
      "plugin:always-apart"));
  EXPECT_TRUE(model.RecheckTheirs(log));
  EXPECT_EQ(Texts(log).back(), "algorithms agree again on " + line);
  EXPECT_EQ(RowOf(model.Table(), {0, 1}).yours, "");
}

TEST_F(BoxBoxTheirs, AnAnswerThatCouldNotBeGivenIsAnErrorCellAndSaysWhy) {
  collide::PairTestRegistry::Global().Add(Crashes());
  harness::Log log = QuietLog();
  Model model = Load();
  model.Start(log);
  EXPECT_EQ(RowOf(model.Table(), {1, 2}).yours, "error");
  EXPECT_TRUE(RowOf(model.Table(), {1, 2}).yours_disagree);
  const harness::OriginChecks result =
      harness::AskOrigin(model.QuestionsForOthers(), "box-box-theirs-crashes");
  ASSERT_EQ(result.checks.size(), 2u);
  EXPECT_FALSE(result.checks[1].passed);
  EXPECT_EQ(result.checks[1].error, "cl_obb_obb crashed (SIGSEGV)");
  bool said = false;
  for (const std::string& text : Texts(log)) {
    said = said || text ==
                       "algorithms disagree on box v and far: sat apart, plugin:crashes "
                       "could not answer (cl_obb_obb crashed (SIGSEGV))";
  }
  EXPECT_TRUE(said);
}

// "your code" colours by the plugin's test: h and v, which SAT finds
// overlapping (red), are blue by always-apart; the mode is in M's cycle
// only while a plugin answers, and goes back to sat when it is gone.
TEST_F(BoxBoxTheirs, YourCodeColoursByThePluginsTestWhileOneAnswers) {
  harness::Log log = QuietLog();
  Model model = Load();
  model.Start(log);
  EXPECT_FALSE(model.HasTheirs());
  for (int press = 0; press < 3; ++press) {
    model.NextColorMode(log);
  }
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);  // sat, cv, both, sat

  collide::PairTestRegistry::Global().Add(AlwaysApart());
  model.RecheckTheirs(log);
  EXPECT_TRUE(model.HasTheirs());
  EXPECT_TRUE(SameColor(model.ColorOf(0), harness::colors::kRed));  // by sat
  for (int press = 0; press < 3; ++press) {
    model.NextColorMode(log);
  }
  EXPECT_EQ(model.color_mode(), ColorMode::kYours);
  EXPECT_EQ(Texts(log).back(), "colours by your code");
  EXPECT_TRUE(SameColor(model.ColorOf(0), harness::colors::kBlue));
  EXPECT_TRUE(SameColor(model.ColorOf(1), harness::colors::kBlue));
  model.NextColorMode(log);
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);

  model.SetColorMode(ColorMode::kYours);
  ASSERT_TRUE(collide::PairTestRegistry::Global().Remove(
      collide::ShapeKind::kBox, collide::ShapeKind::kBox, collide::Query::kIntersects,
      "plugin:always-apart"));
  model.RecheckTheirs(log);
  EXPECT_EQ(model.color_mode(), ColorMode::kSat);
  EXPECT_TRUE(SameColor(model.ColorOf(0), harness::colors::kRed));
}

// A test of theirs for a sphere and a box that disagrees with ours: the
// view marks the pair as it marks two boxes' disagreements, with a line
// between the centres in orange (a sphere has no edges to clip), and
// draws every frame (it dereferenced the sphere as a box before).
TEST_F(BoxBoxTheirs, ASphereAndBoxOnWhichTheirsDisagreesAreMarkedBetweenTheirCentres) {
  collide::PairTest sphere_box = AlwaysApart();
  sphere_box.id = "plugin:sphere-box-apart";
  sphere_box.a = collide::ShapeKind::kSphere;
  sphere_box.b = collide::ShapeKind::kBox;
  collide::PairTestRegistry::Global().Add(sphere_box);
  harness::testing::TestHost host;
  auto sample = harness::SampleRegistry::Get().Find("box-box")->create(host);
  sample->LoadScene(
      harness::ParseScene(harness::testing::SceneText("box-box", "", kShapes, kExpect), "s.json"));
  sample->Initialize(800, 600);
  sample->Update(1.0f / 60.0f);
  host.recorded().lines.clear();
  sample->Render();
  ASSERT_TRUE(collide::PairTestRegistry::Global().Remove(
      collide::ShapeKind::kSphere, collide::ShapeKind::kBox, collide::Query::kIntersects,
      "plugin:sphere-box-apart"));
  // h (centre 0, 0, 0) and ball (3.5, 0, 0) overlap by ours, not by theirs.
  int marks = 0;
  for (const auto& line : host.recorded().lines) {
    const bool h_to_ball = line.a == glm::vec3(0, 0, 0) && line.b == glm::vec3(3.5f, 0, 0);
    marks += h_to_ball && SameColor(line.color, harness::colors::kOrange) ? 1 : 0;
  }
  EXPECT_EQ(marks, 1);
}

}  // namespace
}  // namespace box_box_theirs_test
}  // namespace box_box
