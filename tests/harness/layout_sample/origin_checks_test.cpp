// Another author's pair test beside ours (a plugin's: docs/plugins.md), as
// the evaluators see it, with an in-process test standing for the plugin:
// --check's second pass (AskOrigin on QuestionsForOthers), a test that could not answer
// (PairTestError), where theirs and ours disagree, and colouring by theirs.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/layout_engine/disagreements.h"
#include "harness/layout_engine/pair_table_rows.h"
#include "harness/layout_engine/world.h"
#include "harness/layout_sample/static_shapes_sample.h"
#include "harness/origins/ask_origin.h"
#include "harness/sample_api/sample_registry.h"
#include "test_host.h"

namespace harness {
namespace origin_checks_test {
namespace {

using collide::PairTest;
using collide::PairTestRegistry;
using collide::Query;
using collide::ShapeKind;

constexpr const char* kOrigin = "origin-checks-test";

// Wrong on purpose: a sphere "intersects" a box only when its centre is in
// it. On the book's sphere-aabb table (S at (1, 0, 1) r 2; ours F T T T for
// A0-A3) it says F F T T: it misses A1, which the sphere reaches.
PairTest CentreInBox() {
  PairTest test;
  test.id = "centre-in-box";
  test.a = ShapeKind::kSphere;
  test.b = ShapeKind::kAabb;
  test.query = Query::kIntersects;
  test.origin = kOrigin;
  test.run = [](const collide::StaticShape& a, const collide::StaticShape& b) -> collide::Answer {
    const auto& sphere = a.Get<collide::Sphere>();
    const auto& box = b.Get<collide::Aabb>();
    return glm::all(glm::greaterThanEqual(sphere.center, box.min)) &&
           glm::all(glm::lessThanEqual(sphere.center, box.max));
  };
  return test;
}

// A plugin whose function crashes on every call.
PairTest Crashes() {
  PairTest test = CentreInBox();
  test.id = "crashes";
  test.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    throw collide::PairTestError("cl_sphere_aabb crashed (SIGSEGV) on its inputs");
  };
  return test;
}

class OriginChecks : public ::testing::Test {
 protected:
  void Use(PairTest test) {
    id_ = test.id;
    PairTestRegistry::Global().Add(std::move(test));
    sample_ = SampleRegistry::Get().Find("sphere-aabb")->create(host_);
    sample_->Initialize(800, 600);
  }
  void TearDown() override {
    EXPECT_TRUE(PairTestRegistry::Global().Remove(ShapeKind::kSphere, ShapeKind::kAabb,
                                                  Query::kIntersects, id_));
  }
  const StaticLayout& layout() const {
    return dynamic_cast<const StaticShapesSample&>(*sample_).layout();
  }
  std::string id_;
  testing::TestHost host_;
  std::unique_ptr<Sample> sample_;
};

TEST_F(OriginChecks, EveryExpectationOfItsPairIsCheckedAgainUnderItsTest) {
  Use(CentreInBox());
  const harness::OriginChecks result = harness::AskOrigin(sample_->QuestionsForOthers(), kOrigin);
  ASSERT_EQ(result.checks.size(), 4u);
  ASSERT_EQ(result.tests.size(), 4u);
  EXPECT_EQ(result.not_served, 0u);
  std::vector<std::string> failed;
  for (const PairCheck& check : result.checks) {
    EXPECT_EQ(check.algorithm, "centre-in-box");
    if (!check.passed) {
      failed.push_back(MismatchSentence(check));
    }
  }
  EXPECT_EQ(failed, std::vector<std::string>{"sphere S and aabb A1 should intersect"});
  // Ours is untouched, and an origin with no test serves nothing.
  for (const PairCheck& check : sample_->Check()) {
    EXPECT_TRUE(check.passed) << MismatchLine(check);
  }
  EXPECT_EQ(harness::AskOrigin(sample_->QuestionsForOthers(), "nobody").checks.size(), 0u);
  EXPECT_EQ(harness::AskOrigin(sample_->QuestionsForOthers(), "nobody").not_served, 4u);
}

TEST_F(OriginChecks, ATestThatCannotAnswerFailsItsChecksAndRowsWithTheReason) {
  Use(Crashes());
  const harness::OriginChecks result = harness::AskOrigin(sample_->QuestionsForOthers(), kOrigin);
  ASSERT_EQ(result.checks.size(), 4u);
  for (const PairCheck& check : result.checks) {
    EXPECT_FALSE(check.passed);
    EXPECT_EQ(check.error, "cl_sphere_aabb crashed (SIGSEGV) on its inputs");
  }
  EXPECT_EQ(MismatchLine(result.checks[1]),
            "sphere S and aabb A1 should intersect (crashes could not answer: cl_sphere_aabb "
            "crashed (SIGSEGV) on its inputs)");
  // The pair table: no rows of its own; our rows' "your code" cells say
  // "error", marked as disagreeing.
  const std::vector<PairAnswer> answers = StaticWorld().AnswerAll(layout());
  const std::vector<PairTableRow> rows = PairTableRows(layout().shapes, answers, {}, {}, {});
  ASSERT_EQ(rows.size(), 4u);
  for (const PairTableRow& row : rows) {
    EXPECT_EQ(row.algorithm, "closest-point");
    EXPECT_NE(row.actual, "error");
    EXPECT_EQ(row.yours, "error");
    EXPECT_TRUE(row.yours_disagrees);
  }
}

// Our rows carry theirs in the "your code" column, marked where they differ.
TEST_F(OriginChecks, ThePairTableShowsTheirAnswerBesideOurs) {
  Use(CentreInBox());
  const std::vector<PairAnswer> answers = StaticWorld().AnswerAll(layout());
  const std::vector<PairTableRow> rows = PairTableRows(layout().shapes, answers, {}, {}, {});
  ASSERT_EQ(rows.size(), 4u);
  std::vector<std::string> cells;
  for (const PairTableRow& row : rows) {
    cells.push_back(row.b + ": " + row.actual + " / " + row.yours +
                    (row.yours_disagrees ? " (disagrees)" : ""));
  }
  EXPECT_EQ(cells,
            (std::vector<std::string>{"A0: apart / same", "A1: intersects / apart (disagrees)",
                                      "A2: intersects / same", "A3: intersects / same"}));
}

// A plugin's answer is one more algorithm for disagreements.h: marked and
// logged where it differs from ours, and where it could not answer.
TEST_F(OriginChecks, ItsDisagreementsWithOursAreFoundAndLogged) {
  Use(CentreInBox());
  const std::vector<PairAnswer> answers = StaticWorld().AnswerAll(layout());
  const std::vector<Disagreement> found = FindDisagreements(answers);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(DescribeDisagreement(layout(), found[0]),
            "S and A1: closest-point touching, centre-in-box apart");
  EXPECT_EQ(OriginsAmong(answers), std::vector<std::string>{kOrigin});
  std::vector<std::string> warnings;
  for (const LogEntry& entry : host_.log().entries()) {
    if (entry.level == LogLevel::kWarning) {
      warnings.push_back(entry.text);
    }
  }
  EXPECT_EQ(warnings, std::vector<std::string>{
                          "algorithms disagree on S and A1: closest-point touching, centre-in-box "
                          "apart"});
}

TEST_F(OriginChecks, ATestThatCannotAnswerDisagreesWithOursEverywhere) {
  Use(Crashes());
  const std::vector<Disagreement> found = FindDisagreements(StaticWorld().AnswerAll(layout()));
  ASSERT_EQ(found.size(), 4u);
  EXPECT_EQ(DescribeDisagreement(layout(), found[1]),
            "S and A1: closest-point touching, crashes could not answer (cl_sphere_aabb crashed "
            "(SIGSEGV) on its inputs)");
}

TEST_F(OriginChecks, ColouringByAnOriginUsesItsAnswers) {
  Use(CentreInBox());
  const StaticWorld world;
  const auto index = [&](const std::string& id) {
    for (std::size_t i = 0; i < layout().shapes.size(); ++i) {
      if (layout().shapes[i].id == id) {
        return i;
      }
    }
    return layout().shapes.size();
  };
  const std::size_t a1 = index("A1");
  ASSERT_LT(a1, layout().shapes.size());
  EXPECT_EQ(world.Colours(layout())[a1], kTouchingColour);
  EXPECT_EQ(world.Colours(layout(), kOrigin)[a1], kApartColour);
  EXPECT_EQ(world.Colours(layout(), "nobody")[a1], kTouchingColour);
}

// A plugin that says every sphere touches every box, however far: colouring
// by it paints "far", a box 100 away that no expectation names (so it is
// tested against every shape), red. The broad phase that spares a right
// algorithm the pairs whose bounds are apart would hide such a bug, so up
// to kAllPairsLimit shapes every pair is coloured by its answer.
TEST_F(OriginChecks, ColouringByAnOriginAsksPairsWhoseBoundsAreApartToo) {
  PairTest always = CentreInBox();
  always.id = "always-touching";
  always.run = [](const collide::StaticShape&, const collide::StaticShape&) -> collide::Answer {
    return true;
  };
  Use(always);
  StaticLayout with_far = layout();
  with_far.shapes.push_back({"far", collide::Aabb{{100, 100, 100}, {101, 101, 101}}});
  const StaticWorld world;
  const auto colour_of_far = [&](const std::string& colour_by) {
    const std::vector<Color> colours = world.Colours(with_far, colour_by);
    EXPECT_EQ(colours.size(), with_far.shapes.size());
    return colours.empty() ? Color{} : colours.back();
  };
  EXPECT_EQ(colour_of_far(""), kApartColour);
  EXPECT_EQ(colour_of_far(kOrigin), kTouchingColour);
  // "far" against the other boxes adds aabb-aabb, whose intersects has
  // two algorithms of ours besides the default (min-max): ours come first.
  EXPECT_EQ(world.ColourChoices(world.AnswerAll(with_far)),
            (std::vector<std::string>{"sat", "corner-volume", kOrigin}));
}

}  // namespace
}  // namespace origin_checks_test
}  // namespace harness
