// The command line end to end: the real binary, its exit status and output.
#include <gtest/gtest.h>

#include <regex>

#include "run_app.h"

namespace {

using cli_testing::LastLine;
using cli_testing::RunApp;
using cli_testing::WriteTempFile;

const std::string kSeedScene =
    std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json";

TEST(ExitStatus, HelpAndVersionSucceed) {
  const auto help = RunApp({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--check"), std::string::npos);
  const auto version = RunApp({"--version"});
  EXPECT_EQ(version.status, 0);
  EXPECT_TRUE(version.out.starts_with("collision-lab "));
}

TEST(ExitStatus, ListPrintsTabSeparatedLines) {
  const auto list = RunApp({"--list"});
  EXPECT_EQ(list.status, 0);
  std::istringstream lines(list.out);
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    EXPECT_TRUE(std::regex_match(line, std::regex("[a-z0-9-]+\t[^\t]+\t[^\t]+"))) << line;
  }
  EXPECT_GE(count, 1);
  EXPECT_NE(list.out.find("sphere-sphere\t"), std::string::npos);
}

TEST(ExitStatus, CheckPassesWithNoDisplayAtAll) {
  const auto run = RunApp({"--check"}, {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_TRUE(std::regex_match(LastLine(run.out), std::regex("[0-9]+ passed, 0 failed")))
      << run.out;
}

TEST(ExitStatus, CheckOneSample) {
  const auto run = RunApp({"--check", "--sample", "sphere-sphere"});
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(LastLine(run.out), "16 passed, 0 failed");
}

TEST(ExitStatus, CheckUnknownSampleIsTwoAndListsIds) {
  const auto run = RunApp({"--check", "--sample", "nope"});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("unknown sample \"nope\""), std::string::npos);
  EXPECT_NE(run.err.find("sphere-sphere"), std::string::npos);
}

TEST(ExitStatus, CheckSeedScenePasses) {
  const auto run = RunApp({"--check", "--scene", kSeedScene});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(LastLine(run.out), "16 passed, 0 failed");
}

TEST(ExitStatus, WrongExpectationIsOneAndNamesThePair) {
  const std::string scene = WriteTempFile("cli_wrong.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "1", "type": "sphere", "center": [0, 3.5, 0], "radius": 1},
               {"id": "3", "type": "sphere", "center": [1, 0, 0], "radius": 1}],
    "expect": [{"a": "1", "b": "3", "intersects": true}]})");
  const auto run = RunApp({"--check", "--scene", scene});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.out.find("sphere-sphere [" + scene + "]: sphere 1 and 3 should intersect"),
            std::string::npos)
      << run.out;
  EXPECT_EQ(LastLine(run.out), "0 passed, 1 failed");
}

TEST(ExitStatus, BadSceneIsTwoNamingFileAndPath) {
  const std::string scene = WriteTempFile("cli_bad.json", R"({
    "format": "collision-lab-scene/1", "sample": "sphere-sphere",
    "shapes": [{"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
               {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1}]})");
  const auto run = RunApp({"--check", "--scene", scene});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find(scene + ": shapes[1].id: duplicate id \"a\""), std::string::npos)
      << run.err;
}

TEST(ExitStatus, BadUsageIsTwo) {
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"--frobnicate"},
                                             {"--sample"},
                                             {"--frames", "-1"},
                                             {"--frames", "abc"},
                                             {"--screenshot", "/nonexistent/dir/s.png"},
                                             {"stray"}}) {
    const auto run = RunApp(args);
    EXPECT_EQ(run.status, 2) << args[0];
    EXPECT_TRUE(run.err.starts_with("Error: ")) << run.err;
  }
}

TEST(ExitStatus, WindowWithoutDisplayIsTwoAndPointsToCheckAndXvfb) {
  const auto run = RunApp({}, {{"DISPLAY", ""}, {"WAYLAND_DISPLAY", ""}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("--check"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("xvfb-run"), std::string::npos) << run.err;
}

TEST(ExitStatus, WindowWithBadSceneFailsBeforeOpening) {
  const std::string scene = WriteTempFile("cli_bad_window.json", "{\"format\": 1}");
  const auto run = RunApp({"--scene", scene}, {{"DISPLAY", ""}});
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("format: expected a string"), std::string::npos) << run.err;
}

}  // namespace
