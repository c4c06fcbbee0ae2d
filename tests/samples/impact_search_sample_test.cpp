// The impact-search sample through a recording Draw: its built-in table, its
// shipped scenes, mismatches, scene refusals and drawing. Every expected
// number is worked by hand here or in the layout's comments
// (impact_search_model.cpp), never read back from the code under test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "harness/moving_spheres/sweep_view.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"
#include "impact_search/impact_search_model.h"
#include "test_host.h"

namespace harness {
namespace impact_search_sample_test {
namespace {

using testing::SameColor;

std::unique_ptr<Sample> MakeSample(testing::TestHost& host) {
  return SampleRegistry::Get().Find("impact-search")->create(host);
}

Scene Parse(const std::string& top, const std::string& shapes, const std::string& expect = "") {
  return ParseScene(R"({"format": "collision-lab-scene/1", "sample": "impact-search")" + top +
                        R"(, "shapes": [)" + shapes + R"(], "expect": [)" + expect + "]}",
                    "impact.json");
}

InputError LoadError(const Scene& scene) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  try {
    sample->LoadScene(scene);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "loaded";
  return InputError("", "", "");
}

Scene ShippedScene(const std::string& name) {
  return LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/" + name);
}

TEST(ImpactSearchSample, IsRegisteredUnderMovingSpheres) {
  const SampleInfo* info = SampleRegistry::Get().Find("impact-search");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->category, "Moving spheres");
  EXPECT_EQ(info->title, "Impact search");
}

TEST(ImpactSearchSample, BuiltInTableHoldsOneCheckPerExpectation) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  ASSERT_EQ(sample->ExpectationCount(), 8u);
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 8u);
  const char* methods[] = {"sliced", "linear", "binary", "analytic"};
  for (size_t i = 0; i < checks.size(); ++i) {
    EXPECT_EQ(checks[i].expectation, i);
    EXPECT_EQ(checks[i].algorithm, methods[i % 4]);
    EXPECT_TRUE(checks[i].passed) << MismatchLine(checks[i]);
  }
  const CheckCount count = CountChecks(checks, sample->ExpectationCount());
  EXPECT_TRUE(count.complete());
  EXPECT_EQ(count.held, 8u);
  // The grazing bullet: ten slices miss it, the exact time is
  // (6.6 - 0.42) / 12 (7-24-25 from 1.44 off a reach of 1.5).
  EXPECT_EQ(checks[0].subject, "sphere bullet and sphere ball");
  EXPECT_EQ(Describe(checks[0].actual), "no contact");
  EXPECT_EQ(Describe(checks[3].actual), "t = 0.515");
  // The drop at the box's corner: 0.4 above it in y at contact, from 5.8 at 8.
  EXPECT_EQ(checks[7].subject, "sphere drop and aabb box");
  EXPECT_EQ(Describe(checks[7].actual), "t = 0.55");
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 0u);
}

// A hundred slices put the bullet at dx = -6.6 + 0.12 k from the ball;
// the first within 0.42 is k = 52 (-0.36): t = 0.52, and the built-in
// "sliced finds nothing" no longer holds.
TEST(ImpactSearchSample, MoreSlicesFindTheGrazingPass) {
  SweepLayout layout = impact_search::DefaultLayout();
  layout.settings.slices = 100;
  const auto checks = EvaluateSweeps(layout);
  ASSERT_EQ(checks.size(), 8u);
  EXPECT_FALSE(checks[0].passed);
  EXPECT_EQ(Describe(checks[0].actual), "t = 0.52");
  EXPECT_EQ(MismatchSentence(checks[0], true),
            "sphere bullet and sphere ball should not touch within the step (dt = 1) (sliced)");
}

TEST(ImpactSearchSample, ShippedScenesHoldAndAreCountedOncePerExpectation) {
  for (const char* name : {"impact_search_sphere.json", "impact_search_aabb.json"}) {
    const Scene scene = ShippedScene(name);
    testing::TestHost host;
    auto sample = MakeSample(host);
    sample->LoadScene(scene);
    EXPECT_EQ(sample->ExpectationCount(), scene.expect.size()) << name;
    const auto checks = sample->Check();
    ASSERT_EQ(checks.size(), scene.expect.size()) << name;
    for (const PairCheck& check : checks) {
      EXPECT_TRUE(check.passed) << name << ": " << MismatchLine(check);
    }
    const CheckCount count = CountChecks(checks, scene.expect.size());
    EXPECT_TRUE(count.complete()) << name;
    EXPECT_EQ(count.held, scene.expect.size()) << name;
  }
}

// The aabb scene names the crate first in expect[0]: the moving sphere is
// found in either place.
TEST(ImpactSearchSample, TheMovingSphereMayComeSecond) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(ShippedScene("impact_search_aabb.json"));
  const auto checks = sample->Check();
  ASSERT_GE(checks.size(), 1u);
  EXPECT_EQ(checks[0].subject, "sphere face and aabb crate");
  EXPECT_EQ(checks[0].algorithm, "analytic");  // none given
}

constexpr const char* kPair =
    R"({"id": "m", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [4, 0, 0]},
       {"id": "s", "type": "sphere", "center": [10, 0, 0], "radius": 1})";

// m closes the gap of 8 to s at 4: t = 2 exactly. Slices of 0.3 test
// t = 1.8 (x = 7.2, 2.8 apart) then 2.1 (x = 8.4, 1.6 apart): 2.1.
TEST(ImpactSearchSample, AWrongExpectationFailsNamingItsMethod) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->LoadScene(Parse(R"(, "dt": 3)", kPair,
                          R"({"a": "m", "b": "s", "algorithm": "analytic", "contact_time": 2},
                             {"a": "m", "b": "s", "algorithm": "sliced", "contact_time": 2})"));
  const auto checks = sample->Check();
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_TRUE(checks[0].passed) << MismatchLine(checks[0]);
  EXPECT_FALSE(checks[1].passed);
  EXPECT_EQ(Describe(checks[1].actual), "t = 2.1");
  EXPECT_EQ(MismatchSentence(checks[1], true),
            "sphere m and sphere s should first touch at t = 2 (sliced)");
  EXPECT_NE(MismatchLine(checks[1]).find("sliced: expected t = 2, got t = 2.1"), std::string::npos)
      << MismatchLine(checks[1]);
  // Logged once at the start, and not again.
  sample->Initialize(800, 600);
  EXPECT_EQ(host.log().error_count(), 1u);
  sample->Render();
  EXPECT_EQ(host.log().error_count(), 1u);
}

TEST(ImpactSearchSample, OtherShapeTypesAreRejectedWithTheirPath) {
  const InputError e = LoadError(
      Parse(R"(, "dt": 1)",
            std::string(kPair) +
                R"(, {"id": "p", "type": "plane", "point": [0, 0, 0], "normal": [0, 1, 0]})"));
  EXPECT_EQ(e.where(), "shapes[2].type");
  EXPECT_NE(e.problem().find("sphere, aabb"), std::string::npos) << e.problem();
}

TEST(ImpactSearchSample, UnknownAlgorithmIsRejectedNamingTheFour) {
  const InputError e = LoadError(Parse(R"(, "dt": 1)", kPair,
                                       R"({"a": "m", "b": "s", "contact_time": null},
                                          {"a": "m", "b": "s", "algorithm": "gjk",
                                           "contact_time": null})"));
  EXPECT_EQ(e.where(), "expect[1].algorithm");
  EXPECT_NE(e.problem().find("sliced, linear, binary, analytic"), std::string::npos) << e.problem();
}

TEST(ImpactSearchSample, PairsNeedExactlyOneMovingSphere) {
  const std::string shapes = std::string(kPair) +
                             R"(, {"id": "n", "type": "sphere", "center": [0, 5, 0], "radius": 1,
                                   "velocity": [1, 0, 0]},
                                  {"id": "b", "type": "aabb", "min": [0, 0, 0], "max": [1, 1, 1]})";
  InputError e = LoadError(Parse(R"(, "dt": 1)", shapes,
                                 R"({"a": "m", "b": "b", "contact_time": null},
                                    {"a": "m", "b": "n", "contact_time": null})"));
  EXPECT_EQ(e.where(), "expect[1]");
  EXPECT_NE(e.problem().find("both move"), std::string::npos) << e.problem();
  e = LoadError(Parse(R"(, "dt": 1)", shapes, R"({"a": "s", "b": "b", "contact_time": null})"));
  EXPECT_EQ(e.where(), "expect[0]");
  EXPECT_NE(e.problem().find("needs a moving sphere"), std::string::npos) << e.problem();
}

TEST(ImpactSearchSample, MassGravityAndOtherOutcomesAreRejected) {
  EXPECT_EQ(LoadError(Parse(R"(, "dt": 1)",
                            R"({"id": "m", "type": "sphere", "center": [0, 0, 0], "radius": 1,
                                "velocity": [1, 0, 0], "mass": 2})"))
                .where(),
            "shapes[0].mass");
  EXPECT_EQ(LoadError(Parse(R"(, "dt": 1, "gravity": [0, -1, 0])", kPair)).where(), "gravity");
  EXPECT_EQ(LoadError(Parse("", kPair, R"({"a": "m", "b": "s", "intersects": true})")).where(),
            "expect[0].intersects");
}

// The built-in layout: both pairs touch within the step (exact), so all four
// shapes are red; the bullet gets three ghosts (sliced finds nothing), the
// drop four; each mover also shows where the step ends.
TEST(ImpactSearchSample, DrawsShapesRedAndAGhostPerAnswer) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  // ball, 2 movers at the start and 2 at the end, 3 + 4 ghosts.
  ASSERT_EQ(spheres.size(), 12u);
  EXPECT_EQ(spheres[0].center, glm::vec3(-4, 0, 0));
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kRed));
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kRed));  // bullet at the start
  // The exact ghost of the bullet at t = 0.515: x = -10.6 + 12 * 0.515.
  const Color exact = ImpactMethodColor(collide::ImpactMethod::kAnalytic);
  const auto ghost = std::find_if(spheres.begin(), spheres.end(), [&](const auto& s) {
    return SameColor(s.color, exact) && std::abs(s.center.x - (-4.42f)) < 1e-4f &&
           std::abs(s.center.y - 1.44f) < 1e-4f;
  });
  EXPECT_NE(ghost, spheres.end());
  const auto& labels = host.recorded().labels;
  for (const char* id : {"bullet", "ball", "drop", "box", "sliced", "analytic"}) {
    EXPECT_TRUE(std::any_of(labels.begin(), labels.end(), [&](const auto& label) {
      return label.text == id;
    })) << id;
  }
}

TEST(ImpactSearchSample, NoContactInTheStepIsBlue) {
  testing::TestHost host;
  auto sample = MakeSample(host);
  // m stops 1 short of touching: 4 of the gap of 8 in a step of 1.
  sample->LoadScene(Parse(R"(, "dt": 1)", kPair, R"({"a": "m", "b": "s", "contact_time": null})"));
  sample->Render();
  const auto& spheres = host.recorded().spheres;
  ASSERT_EQ(spheres.size(), 3u);  // s, m at the start and at the end; no ghosts
  EXPECT_TRUE(SameColor(spheres[0].color, colors::kBlue));
  EXPECT_TRUE(SameColor(spheres[1].color, colors::kBlue));
  EXPECT_EQ(sample->Check().size(), 1u);
}

TEST(ImpactSearchSample, VerdictsSayLateEarlyMissedAndFalse) {
  EXPECT_EQ(ImpactVerdict(0.6, 0.55), "late by 0.05");
  EXPECT_EQ(ImpactVerdict(0.5, 0.515), "early by 0.015");
  EXPECT_EQ(ImpactVerdict(0.55, 0.55), "exact");
  EXPECT_EQ(ImpactVerdict(std::nullopt, 0.515), "MISSED: tunnelled through");
  EXPECT_EQ(ImpactVerdict(0.4, std::nullopt), "false contact (a near miss)");
  EXPECT_EQ(ImpactVerdict(std::nullopt, std::nullopt), "no contact (right)");
}

}  // namespace
}  // namespace impact_search_sample_test
}  // namespace harness
