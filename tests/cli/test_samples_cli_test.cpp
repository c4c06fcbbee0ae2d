// The runner's count and --bench's timings, end to end, against samples
// that exist only for tests (tests/tools/lab_with_test_samples.cpp): the
// same parse, RunHeadlessChecks and RunBench as collision-lab's command line,
// in a binary that adds misbehaving samples and one whose step costs a known
// time. Every expected line below is worked out from what the sample does,
// not read from the runner.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <regex>
#include <sstream>

#include "run_app.h"

namespace test_samples_cli_test {
namespace {

const std::map<std::string, std::string> kNoDisplay = {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}};

cli_testing::AppResult RunTestLab(const std::vector<std::string>& args) {
  return cli_testing::RunApp(args, kNoDisplay, 120, {}, LAB_WITH_TEST_SAMPLES_EXE);
}

// Three spheres and two declared pairs, both of which intersect: s1-s2,
// then s1-s3.
std::string WriteScene(const std::string& sample) {
  const std::string path = ::testing::TempDir() + "/" + sample + ".json";
  std::ofstream(path) << R"({"format": "collision-lab-scene/1", "sample": ")" << sample << R"(",
    "shapes": [{"id": "s1", "type": "sphere", "center": [0, 0, 0], "radius": 1},
               {"id": "s2", "type": "sphere", "center": [1, 0, 0], "radius": 1},
               {"id": "s3", "type": "sphere", "center": [0, 1, 0], "radius": 1}],
    "expect": [{"a": "s1", "b": "s2", "intersects": true},
               {"a": "s1", "b": "s3", "intersects": true}]})";
  return path;
}

TEST(CheckCountOfMisbehavingSamples, ADroppedExpectationReadsOneOfTwoAndFails) {
  const std::string scene = WriteScene("test-drops-expectation");
  const auto run = RunTestLab({"--check", "--scene", scene});
  const std::string label = "test-drops-expectation [" + scene + "]: ";
  EXPECT_EQ(run.out, label +
                         "expect[1] (s1 and s3) was not checked: the sample answered no check "
                         "for it\n" +
                         label + "1/2 expectations hold\n1 passed, 1 failed\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.status, 1);
}

// The built-in table's N is what the sample declares (ExpectationCount: 2),
// not the one check it answers.
TEST(CheckCountOfMisbehavingSamples, ADroppedBuiltInExpectationReadsOneOfTwoAndFails) {
  const auto run = RunTestLab({"--check", "--sample", "test-drops-expectation"});
  EXPECT_EQ(run.out,
            "test-drops-expectation: expect[1] was not checked: the sample answered no check for "
            "it\ntest-drops-expectation: 1/2 expectations hold\n1 passed, 1 failed\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.status, 1);
}

TEST(CheckCountOfMisbehavingSamples, AnExpectationAnsweredTwiceFails) {
  const std::string scene = WriteScene("test-answers-twice");
  const auto run = RunTestLab({"--check", "--scene", scene});
  const std::string label = "test-answers-twice [" + scene + "]: ";
  EXPECT_EQ(run.out, label + "expect[0] (s1 and s2) was answered more than once\n" + label +
                         "1/2 expectations hold\n1 passed, 1 failed\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.status, 1);
}

TEST(CheckCountOfMisbehavingSamples, AnExpectationAnsweredWithAnotherPairFails) {
  const std::string scene = WriteScene("test-answers-other-pair");
  const auto run = RunTestLab({"--check", "--scene", scene});
  const std::string label = "test-answers-other-pair [" + scene + "]: ";
  EXPECT_EQ(run.out, label + "expect[1] (s1 and s3) was answered with a check of s1 and s2\n" +
                         label + "1/2 expectations hold\n1 passed, 1 failed\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.status, 1);
}

TEST(CheckCountOfMisbehavingSamples, TestSamplesAreNotInTheShippedAppsList) {
  const auto shipped = cli_testing::RunApp({"--list"}, kNoDisplay);
  ASSERT_EQ(shipped.status, 0) << shipped.err;
  EXPECT_NE(shipped.out.find("sphere-sphere\t"), std::string::npos) << shipped.out;
  EXPECT_EQ(shipped.out.find("test-"), std::string::npos) << shipped.out;
  // ...while the test binary does register them (else the tests above
  // would pass on an "unknown sample" error of another wording).
  const auto test_lab = RunTestLab({"--list"});
  EXPECT_NE(test_lab.out.find("test-drops-expectation\t"), std::string::npos) << test_lab.out;
}

std::vector<std::string> Split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream in(text);
  while (std::getline(in, part, separator)) {
    parts.push_back(part);
  }
  return parts;
}

// A step sleeps 1 ms twice: a sleep never returns early, and 20 ms is far
// more than a loaded machine adds. Microseconds labelled ms read 2000 and
// more; seconds read 0.002.
constexpr double kLeastStepMs = 2.0;
constexpr double kMostStepMs = 20.0;
constexpr double kLeastPhaseMs = 1.0;

TEST(BenchOfAKnownStep, TwoMillisecondStepsReadTwoToTwentyInTheLineAndEveryRow) {
  const std::string csv = ::testing::TempDir() + "/sleeps_rows.csv";
  std::filesystem::remove(csv);
  const int frames = 20;
  const auto start = std::chrono::steady_clock::now();
  const auto run = RunTestLab(
      {"--bench", "--sample", "test-sleeps-2ms", "--frames", std::to_string(frames), "--csv", csv});
  const double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  ASSERT_EQ(run.status, 0) << run.err;

  std::smatch line;
  const std::string out = run.out;
  ASSERT_TRUE(std::regex_match(out, line,
                               std::regex("bench: sample=test-sleeps-2ms count=- frames=20 "
                                          "update_ms mean=([0-9.]+) p50=([0-9.]+) "
                                          "p99=([0-9.]+) pairs=0\n")))
      << out;
  for (int k = 1; k <= 3; ++k) {
    const double ms = std::stod(line[k]);
    EXPECT_GE(ms, kLeastStepMs) << out;
    EXPECT_LE(ms, kMostStepMs) << out;
  }

  const std::vector<std::string> rows = Split(cli_testing::ReadAll(csv), '\n');
  ASSERT_EQ(rows.size(), static_cast<std::size_t>(frames) + 1) << "a header and a row per frame";
  EXPECT_EQ(rows[0], "frame,update_ms,broadphase_ms,narrowphase_ms,pairs");
  double update_sum = 0.0;
  for (int i = 1; i <= frames; ++i) {
    const std::vector<std::string> cells = Split(rows[i], ',');
    ASSERT_EQ(cells.size(), 5u) << rows[i];
    const double update = std::stod(cells[1]);
    const double broad = std::stod(cells[2]);
    const double narrow = std::stod(cells[3]);
    EXPECT_GE(update, kLeastStepMs) << rows[i];
    EXPECT_LE(update, kMostStepMs) << rows[i];
    EXPECT_GE(broad, kLeastPhaseMs) << rows[i];
    EXPECT_GE(narrow, kLeastPhaseMs) << rows[i];
    EXPECT_GE(update, broad + narrow) << "the phases are inside the update: " << rows[i];
    update_sum += update;
  }
  EXPECT_LE(update_sum, wall_ms) << "the steps took longer than the whole run";
  std::filesystem::remove(csv);
}

}  // namespace
}  // namespace test_samples_cli_test
