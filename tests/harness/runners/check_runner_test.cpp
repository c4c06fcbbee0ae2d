#include "harness/runners/check_runner.h"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace harness {
namespace check_runner_test {
namespace {

Options CheckOptions() {
  Options options;
  options.check = true;
  return options;
}

std::string WriteTemp(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

std::string LastLine(const std::string& text) {
  std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
  return trimmed.substr(trimmed.find_last_of('\n') + 1);
}

TEST(CheckRunner, AllSamplesPassAndTheLastLineCounts) {
  std::ostringstream out, err;
  EXPECT_EQ(RunHeadlessChecks(CheckOptions(), out, err), kExitOk);
  EXPECT_NE(out.str().find("sphere-sphere: 16/16 expectations hold"), std::string::npos);
  EXPECT_TRUE(LastLine(out.str()).ends_with(" passed, 0 failed")) << out.str();
}

TEST(CheckRunner, OneSampleOnly) {
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.sample = "sphere-sphere";
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitOk);
  EXPECT_EQ(LastLine(out.str()), "16 passed, 0 failed");
}

TEST(CheckRunner, UnknownSampleIsBadUsageAndListsTheValidIds) {
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.sample = "nope";
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitBadInput);
  EXPECT_NE(err.str().find("sphere-sphere"), std::string::npos);
}

TEST(CheckRunner, WrongExpectationFailsAndNamesThePair) {
  const std::string scene = WriteTemp("wrong_expectation.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "s1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1},
               {"id": "s3", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
    "expect": [{"a": "s1", "b": "s3", "intersects": true}]})");
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.scenes = {scene};
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitMismatch);
  EXPECT_NE(out.str().find("sphere s1 and s3 should intersect"), std::string::npos) << out.str();
  EXPECT_EQ(LastLine(out.str()), "0 passed, 1 failed");
}

TEST(CheckRunner, BadSceneIsBadInputNamingFileAndPath) {
  const std::string scene = WriteTemp("bad_radius.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "s1", "type": "sphere", "center": [0, 3.5, 0], "radius": -1}]})");
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.scenes = {scene};
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitBadInput);
  EXPECT_NE(err.str().find(scene + ": shapes[0].radius: must be >= 0"), std::string::npos)
      << err.str();
  EXPECT_EQ(LastLine(out.str()), "0 passed, 0 failed, 1 scene not loaded");
}

TEST(CheckRunner, SceneWithoutExpectationsPassesWithAWarning) {
  const std::string scene = WriteTemp("no_expectations.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "s1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1}]})");
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.scenes = {scene};
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitOk);
  EXPECT_NE(err.str().find("no expectations, nothing was checked"), std::string::npos) << err.str();
  EXPECT_EQ(LastLine(out.str()), "0 passed, 0 failed");
}

TEST(CheckRunner, MismatchLineIsWholeSentenceAlgorithmExpectedThenGot) {
  const std::string scene = WriteTemp("whole_line.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "s1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1},
               {"id": "s3", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
    "expect": [{"a": "s1", "b": "s3", "intersects": true}]})");
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.scenes = {scene};
  RunHeadlessChecks(options, out, err);
  EXPECT_EQ(out.str(), "sphere-sphere [" + scene +
                           "]: sphere s1 and s3 should intersect (squared-distance: expected "
                           "intersects, got apart)\n"
                           "sphere-sphere [" +
                           scene +
                           "]: 0/1 expectations hold\n"
                           "0 passed, 1 failed\n");
}

PairCheck Held(std::size_t index, const std::string& a, const std::string& b) {
  PairCheck check;
  check.expectation = index;
  check.a = a;
  check.b = b;
  check.subject = "sphere " + a + " and " + b;
  check.algorithm = "squared-distance";
  check.expected = Intersects{true};
  Judge(check, Intersects{true});
  return check;
}

const std::vector<DeclaredPair> kThreePairs = {{"0", "1"}, {"1", "2"}, {"0", "2"}};

TEST(CheckRunner, CountsTheDeclaredNotTheAnswered) {
  // The fault this guards: a sample that silently drops expectations.
  std::ostringstream out;
  CheckTotals totals;
  ReportChecks("s", {Held(0, "0", "1")}, 3, kThreePairs, totals, out);
  EXPECT_EQ(out.str(),
            "s: expect[1] (1 and 2) was not checked: the sample answered no check for it\n"
            "s: expect[2] (0 and 2) was not checked: the sample answered no check for it\n"
            "s: 1/3 expectations hold\n");
  EXPECT_EQ(totals.passed, 1);
  EXPECT_EQ(totals.failed, 2);
}

TEST(CheckRunner, ACheckNobodyDeclaredFails) {
  std::ostringstream out;
  CheckTotals totals;
  ReportChecks("s", {Held(0, "0", "1"), Held(1, "1", "2"), Held(2, "0", "2"), Held(3, "0", "1")}, 3,
               kThreePairs, totals, out);
  EXPECT_EQ(out.str(),
            "s: the sample returned a check for expect[3], which is not declared (3 are)\n"
            "s: 3/3 expectations hold\n");
  EXPECT_EQ(totals.passed, 3);
  EXPECT_EQ(totals.failed, 1);
}

TEST(CheckRunner, AnExpectationAnsweredTwiceOrForAnotherPairFails) {
  std::ostringstream out;
  CheckTotals totals;
  ReportChecks("s", {Held(0, "0", "1"), Held(0, "0", "1"), Held(1, "0", "2"), Held(2, "2", "0")}, 3,
               kThreePairs, totals, out);
  EXPECT_EQ(out.str(),
            "s: expect[1] (1 and 2) was answered with a check of 0 and 2\n"
            "s: expect[0] (0 and 1) was answered more than once\n"
            "s: 1/3 expectations hold\n");
  EXPECT_EQ(totals.passed, 1);
  EXPECT_EQ(totals.failed, 2);
}

TEST(CheckRunner, ABuiltInTableIsCountedByItsDeclaredSize) {
  std::ostringstream out;
  CheckTotals totals;
  ReportChecks("sample-id", {Held(1, "a", "b")}, 2, {}, totals, out);
  EXPECT_EQ(out.str(),
            "sample-id: expect[0] was not checked: the sample answered no check for it\n"
            "sample-id: 1/2 expectations hold\n");
}

// The shipped scene's ray from y = 12.345678 straight down hits y = 0 at
// t = 12.345678 (raycast_plane_parallel.json's title says how). Expecting
// 12.345691 instead, 1.3e-5 away (past the 1e-5 tolerance), must fail with
// a line that tells the two apart: both need eight significant digits.
TEST(CheckRunner, MismatchLinePrintsEnoughDigitsOfTToTellExpectedFromGot) {
  std::ifstream in(std::string(COLLISION_LAB_SOURCE_DIR) +
                   "/assets/scenes/raycast_plane_parallel.json");
  nlohmann::json scene = nlohmann::json::parse(in);
  ASSERT_EQ(scene["expect"][3]["a"], "down");
  ASSERT_EQ(scene["expect"][3]["algorithm"], "one-sided");
  scene["expect"][3]["t"] = 12.345691;
  const std::string file = WriteTemp("t_digits.json", scene.dump());
  std::ostringstream out, err;
  Options options = CheckOptions();
  options.scenes = {file};
  EXPECT_EQ(RunHeadlessChecks(options, out, err), kExitMismatch);
  EXPECT_NE(out.str().find("ray down and plane P should hit at t = 12.345691 (one-sided: expected "
                           "hit at t = 12.345691, got hit at t = 12.345678)\n"),
            std::string::npos)
      << out.str();
  EXPECT_EQ(LastLine(out.str()), "9 passed, 1 failed");
}

TEST(CheckRunner, ListPrintsIdCategoryTitle) {
  std::ostringstream out;
  PrintSampleList(out);
  EXPECT_NE(out.str().find("sphere-sphere\tStatic intersections\tSphere vs sphere\n"),
            std::string::npos);
}

}  // namespace
}  // namespace check_runner_test
}  // namespace harness
