// --check --plugin end to end: the real binary, the helper process and
// plugins built from tests/plugins/ as a user's would be (docs/plugins.md).
#include <gtest/gtest.h>

#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "plugin_cli_helpers.h"
#include "run_app.h"

namespace plugin_check_test {
namespace {

using cli_testing::LastLine;
using cli_testing::LinesWith;
using cli_testing::RunApp;
using cli_testing::WriteTempFile;

std::string Scene(const std::string& name) {
  return std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/" + name + ".json";
}

// "plugin NAME (FILE): C checked, H held, F failed; N not served ..." as
// numbers {C, H, F}; empty when the line is missing.
std::vector<int> PluginTally(const std::string& out, const std::string& name) {
  const std::regex line("plugin " + name +
                        R"( \([^)]*\): (\d+) checked, (\d+) held, (\d+) failed; \d+ not served)");
  std::smatch m;
  if (!std::regex_search(out, m, line)) {
    return {};
  }
  return {std::stoi(m[1]), std::stoi(m[2]), std::stoi(m[3])};
}

// A table the correct plugin covers wholly is checked once more, whole: as
// many plugin checks as the sample declares ("N/N expectations hold").
TEST(PluginCheck, ACorrectPluginPassesEveryTableItCovers) {
  const auto all = RunApp({"--check", "--plugin", cli_testing::TestPlugin("correct_plugin")});
  EXPECT_EQ(all.status, 0) << all.out << all.err;
  EXPECT_TRUE(LinesWith(all.out, "[plugin").empty()) << all.out;
  const std::vector<int> tally = PluginTally(all.out, "correct");
  ASSERT_EQ(tally.size(), 3u) << all.out;
  EXPECT_GT(tally[0], 0);
  EXPECT_EQ(tally[1], tally[0]);
  EXPECT_EQ(tally[2], 0);
  for (const char* sample :
       {"sphere-sphere", "sphere-aabb", "aabb-aabb", "point-aabb", "plane-triangle"}) {
    const auto one = RunApp(
        {"--check", "--sample", sample, "--plugin", cli_testing::TestPlugin("correct_plugin")});
    EXPECT_EQ(one.status, 0) << one.out << one.err;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(one.out, m, std::regex(R"((\d+)/\d+ expectations hold)")))
        << one.out;
    EXPECT_EQ(PluginTally(one.out, "correct"),
              (std::vector<int>{std::stoi(m[1]), std::stoi(m[1]), 0}))
        << sample << ": " << one.out;
  }
}

// Spheres whose distances are exact in binary: a and b touch (2 = 1 + 1),
// a and c touch (3 = 1 + 2), a and e and b and e overlap, a and d and b and
// c are apart. Only the touching pairs fail under `<`.
constexpr const char* kTouchingSpheres = R"({
  "format": "collision-lab-scene/1", "sample": "sphere-sphere", "title": "touching spheres",
  "shapes": [
    {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
    {"id": "b", "type": "sphere", "center": [2, 0, 0], "radius": 1},
    {"id": "c", "type": "sphere", "center": [0, 3, 0], "radius": 2},
    {"id": "d", "type": "sphere", "center": [10, 0, 0], "radius": 1},
    {"id": "e", "type": "sphere", "center": [1, 0, 0], "radius": 0.5}
  ],
  "expect": [
    {"a": "a", "b": "b", "intersects": true},
    {"a": "a", "b": "c", "intersects": true},
    {"a": "a", "b": "d", "intersects": false},
    {"a": "a", "b": "e", "intersects": true},
    {"a": "b", "b": "e", "intersects": true},
    {"a": "b", "b": "c", "intersects": false}
  ]
})";

TEST(PluginCheck, ALessThanBugFailsExactlyTheTouchingPairsEachNamed) {
  const std::string scene = WriteTempFile("touching_spheres.json", kTouchingSpheres);
  const auto run = RunApp(
      {"--check", "--scene", scene, "--plugin", cli_testing::TestPlugin("touching_bug_plugin")});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::vector<std::string> failures = LinesWith(run.out, "[plugin");
  const std::string label = "sphere-sphere [" + scene + "]: ";
  EXPECT_EQ(failures, (std::vector<std::string>{
                          label + "sphere a and b should intersect [plugin strict: "
                                  "cl_sphere_sphere returned 0]",
                          label + "sphere a and c should intersect [plugin strict: "
                                  "cl_sphere_sphere returned 0]",
                      }));
  EXPECT_EQ(PluginTally(run.out, "strict"), (std::vector<int>{6, 4, 2}));
  // Ours holds: the failures are the plugin's alone.
  EXPECT_NE(run.out.find(label + "6/6 expectations hold"), std::string::npos) << run.out;
  EXPECT_EQ(LastLine(run.out), "10 passed, 2 failed");
}

// moving_balls_primitives.json has four ball-ball contact times without an
// algorithm (h1-h2 at 0.65, a1-a2 and z1-z2 none, t1-t2 at 0) and four of
// the sliced search, which are about that search and not served. A plugin
// that forgets the second ball moves finds h1-h2 (closing at 20 over a gap
// of 13) only at 1.3, past the step of 1: that pair alone fails.
TEST(PluginCheck, BallBallTimesOfImpactAreCheckedOnTheMovingBallsContactTimes) {
  const std::string scene = Scene("moving_balls_primitives");
  const auto correct =
      RunApp({"--check", "--scene", scene, "--plugin", cli_testing::TestPlugin("correct_plugin")});
  EXPECT_EQ(correct.status, 0) << correct.out << correct.err;
  EXPECT_EQ(PluginTally(correct.out, "correct"), (std::vector<int>{4, 4, 0})) << correct.out;

  const auto forgetful = RunApp(
      {"--check", "--scene", scene, "--plugin", cli_testing::TestPlugin("forgetful_plugin")});
  EXPECT_EQ(forgetful.status, 1) << forgetful.out << forgetful.err;
  const std::vector<std::string> failures = LinesWith(forgetful.out, "[plugin");
  ASSERT_EQ(failures.size(), 1u) << forgetful.out;
  EXPECT_TRUE(std::regex_search(failures[0], std::regex(R"(h1 and .*h2)"))) << failures[0];
  EXPECT_NE(failures[0].find("[plugin forgetful: cl_ball_ball_time_of_impact returned 0]"),
            std::string::npos)
      << failures[0];
  EXPECT_EQ(PluginTally(forgetful.out, "forgetful"), (std::vector<int>{4, 3, 1}));
}

// One function each crashes, aborts, hangs, returns 7, returns a NaN t and
// returns a time past the step;
// each is reported with its inputs, every call after a crash is answered by
// a restarted helper, and the run ends with its usual line.
TEST(PluginCheck, CrashesHangsAndOutOfRangeAnswersAreReportedAndTheRunEnds) {
  const auto run =
      RunApp({"--check", "--plugin-timeout", "0.3", "--plugin",
              cli_testing::TestPlugin("misbehaving_plugin"), "--scene", Scene("aabb_aabb"),
              "--scene", Scene("point_aabb"), "--scene", Scene("sphere_aabb"), "--scene",
              Scene("sphere_sphere_seed"), "--scene", Scene("point_sphere"), "--scene",
              Scene("raycast_sphere"), "--scene", Scene("moving_balls_primitives")},
             {}, 60);
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  EXPECT_TRUE(std::regex_search(LastLine(run.out), std::regex(R"(^\d+ passed, \d+ failed$)")))
      << run.out;
  const auto reported = [&](const std::string& what) {
    return std::regex_search(run.out, std::regex(what));
  };
  EXPECT_TRUE(reported(R"(\[plugin misbehaving: cl_aabb_aabb aborted \(SIGABRT\) on aabb \{min )"))
      << run.out;
  EXPECT_TRUE(reported(
      R"(\[plugin misbehaving: cl_sphere_aabb crashed \(SIGSEGV\) on sphere \{center \([^)]*\), radius [^}]*\} and aabb \{min )"))
      << run.out;
  EXPECT_TRUE(reported(R"(\[plugin misbehaving: cl_point_in_sphere returned 7 \(not 0 or 1\) on )"))
      << run.out;
  EXPECT_TRUE(reported(R"(\[plugin misbehaving: cl_raycast_sphere returned 1 with t = nan )"))
      << run.out;
  EXPECT_TRUE(reported(
      R"(\[plugin misbehaving: cl_ball_ball_time_of_impact returned 1 with t = 2 \(not a time in \[0, dt\]\) on sphere \{center \([^)]*\), radius [^}]*\} moving \([^)]*\) and sphere .* within dt = 1\])"))
      << run.out;
  // Every aabb-aabb call aborted afresh: the helper was started again each
  // time; and the point-aabb scene after them is answered, and holds.
  const std::vector<std::string> aborted = LinesWith(run.out, "cl_aabb_aabb aborted");
  const std::vector<std::string> aabb_lines = LinesWith(run.out, "aabb_aabb.json]: aabb ");
  ASSERT_GT(aabb_lines.size(), 1u) << run.out;
  EXPECT_EQ(aborted.size(), aabb_lines.size());
  EXPECT_TRUE(LinesWith(run.out, "point_aabb.json]: point").empty()) << run.out;
  // The per-function table, its counts from the scenes: 16 aabb-aabb
  // expectations (each aborts), 4 sphere-aabb (each crashes), 6 point-aabb
  // "contains" (answered right), 7 point-sphere "contains" (7 is no answer),
  // 7 raycast-sphere (a NaN t), and 16 sphere-sphere that hang once and are
  // then skipped, whether the hang came in a check or before.
  const std::vector<std::string> header = LinesWith(run.out, "  function ");
  ASSERT_EQ(header.size(), 1u) << run.out;
  EXPECT_EQ(header[0], "  function                     served  held  failed  crashed  hung  off");
  const auto row = [&](const std::string& function) {
    const std::vector<std::string> rows = LinesWith(run.out, "  " + function + " ");
    return rows.size() == 1 ? rows[0] : "(" + std::to_string(rows.size()) + " rows)";
  };
  EXPECT_EQ(row("cl_aabb_aabb"),
            "  cl_aabb_aabb                     16     0       0       16     0    0");
  EXPECT_EQ(row("cl_sphere_aabb"),
            "  cl_sphere_aabb                    4     0       0        4     0    0");
  EXPECT_EQ(row("cl_point_in_aabb"),
            "  cl_point_in_aabb                  6     6       0        0     0    0");
  EXPECT_EQ(row("cl_point_in_sphere"),
            "  cl_point_in_sphere                7     0       7        0     0    0");
  EXPECT_EQ(row("cl_raycast_sphere"),
            "  cl_raycast_sphere                 7     0       7        0     0    0");
  EXPECT_TRUE(std::regex_search(
      row("cl_sphere_sphere"),
      std::regex(
          R"(^  cl_sphere_sphere                 16     0       0        0     (0   16|1   15)$)")))
      << row("cl_sphere_sphere");
  // The hang is said once under the table, with what it left unchecked, not
  // once per expectation it skipped.
  EXPECT_TRUE(LinesWith(run.out, "was not called").empty()) << run.out;
  const std::vector<std::string> hang =
      LinesWith(run.out, "plugin misbehaving: cl_sphere_sphere did not return within 0.3 s on ");
  ASSERT_EQ(hang.size(), 1u) << run.out;
  EXPECT_TRUE(std::regex_search(
      hang[0],
      std::regex(R"(, and was off for the rest of the run: 1[56] expectations left unchecked$)")))
      << hang[0];
}

// The window's Your code section says what the table says, for the sample
// on screen (--stats prints its lines): the scene's 4 sphere-aabb
// expectations each crash the plugin's cl_sphere_aabb, and its other six
// functions are not asked there.
TEST(PluginWindow, TheYourCodeSectionCountsTheSamplesExpectationsAsTheTableDoes) {
  const auto run =
      RunApp({"--scene", Scene("sphere_aabb"), "--plugin",
              cli_testing::TestPlugin("misbehaving_plugin"), "--frames", "5", "--stats"},
             {}, 60);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  const std::vector<std::string> lines = LinesWith(run.out, "your code: misbehaving: ");
  ASSERT_EQ(lines.size(), 3u) << run.out;
  EXPECT_EQ(lines[0],
            "your code: misbehaving: cl_sphere_aabb: 4 asked, 0 held, 0 failed, 4 crashed");
  EXPECT_EQ(lines[1],
            "your code: misbehaving: Not asked in this sample: cl_sphere_sphere, cl_aabb_aabb, "
            "cl_point_in_sphere, cl_point_in_aabb, cl_raycast_sphere, cl_ball_ball_time_of_impact");
  EXPECT_TRUE(std::regex_match(
      lines[2],
      std::regex(
          R"(your code: misbehaving: Helper restarted \d+ times \(crashes or hangs, in the log\)\.)")))
      << lines[2];
}

// A function that hangs is off until the plugin is rebuilt, and the section
// says on what it hung; the sample's expectations it then skips are counted.
TEST(PluginWindow, AHungFunctionIsShownOffWithWhatItHungOn) {
  const auto run = RunApp({"--scene", Scene("sphere_sphere_seed"), "--plugin",
                           cli_testing::TestPlugin("misbehaving_plugin"), "--plugin-timeout", "0.3",
                           "--frames", "5", "--stats"},
                          {}, 60);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  const std::vector<std::string> lines =
      LinesWith(run.out, "your code: misbehaving: cl_sphere_sphere");
  ASSERT_EQ(lines.size(), 2u) << run.out;
  EXPECT_TRUE(std::regex_match(
      lines[0],
      std::regex(
          R"(your code: misbehaving: cl_sphere_sphere: 16 asked, 0 held, 0 failed, (16 skipped|1 hung, 15 skipped) \(off after a hang\))")))
      << lines[0];
  EXPECT_TRUE(std::regex_match(
      lines[1],
      std::regex(
          R"(your code: misbehaving: cl_sphere_sphere is off until it is rebuilt: it did not return within 0\.3 s on sphere \{.*\})")))
      << lines[1];
}

// A plugin that asks for 4 GB is stopped at --plugin-memory's cap and said
// to have run out of memory, not taken for a hang while it fills them.
TEST(PluginHelper, FourGigabytesAreOutOfMemoryAtTheCapNotAHang) {
#if defined(COLLISION_LAB_SANITIZED_BUILD)
  GTEST_SKIP() << "the sanitized helper has no memory cap (AddressSanitizer's shadow memory)";
#endif
  const auto run = RunApp({"--check", "--scene", Scene("sphere_sphere_seed"), "--plugin",
                           cli_testing::TestPlugin("greedy_plugin"), "--plugin-timeout", "20"},
                          {}, 120);
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::vector<std::string> failures =
      LinesWith(run.out,
                "[plugin greedy: cl_sphere_sphere ran out of memory (limit 1024 MB; "
                "--plugin-memory raises it) on sphere {");
  EXPECT_EQ(failures.size(), 16u) << run.out;
  EXPECT_TRUE(LinesWith(run.out, "did not return").empty()) << run.out;
  EXPECT_EQ(LinesWith(run.out, "  cl_sphere_sphere ").size(), 1u) << run.out;
  EXPECT_EQ(LinesWith(run.out, "  cl_sphere_sphere ").at(0),
            "  cl_sphere_sphere        16     0       0       16     0    0");
  const auto lower = RunApp({"--check", "--scene", Scene("sphere_sphere_seed"), "--plugin",
                             cli_testing::TestPlugin("greedy_plugin"), "--plugin-memory", "256"},
                            {}, 120);
  EXPECT_EQ(lower.status, 1) << lower.out << lower.err;
  EXPECT_EQ(LinesWith(lower.out, "ran out of memory (limit 256 MB; ").size(), 16u) << lower.out;
}

// What a plugin prints goes to stderr, each line prefixed with its name and
// its control characters escaped: a terminal escape or a carriage return
// cannot clear the screen or forge a line of --check's report on stdout.
TEST(PluginHelper, WhatAPluginPrintsIsPrefixedEscapedAndKeptOutOfTheReport) {
  const auto run = RunApp({"--check", "--scene", Scene("point_sphere"), "--plugin",
                           cli_testing::TestPlugin("greedy_plugin")},
                          {}, 60);
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  // point_sphere.json's 7 "contains" expectations at least (the sample asks
  // it its pairs too), each call printing a line to stdout and one to stderr.
  const std::size_t printed =
      LinesWith(run.err, "[plugin greedy] greedy looked at a point\\x1b[2J\\rforged: 0 failed")
          .size();
  EXPECT_GE(printed, 7u) << run.err;
  EXPECT_EQ(LinesWith(run.err, "[plugin greedy] greedy: on stderr\\tt").size(), printed) << run.err;
  EXPECT_EQ(run.err.find('\x1b'), std::string::npos);
  EXPECT_EQ(run.err.find('\r'), std::string::npos);
  EXPECT_EQ(run.out.find("greedy looked"), std::string::npos) << run.out;
}

TEST(PluginHelper, AMemoryCapOutsideItsRangeIsBadUsage) {
  for (const std::string megabytes : {"63", "1048577", "lots", "-5"}) {
    const auto run = RunApp({"--check", "--plugin-memory", megabytes, "--plugin",
                             cli_testing::TestPlugin("correct_plugin")});
    EXPECT_EQ(run.status, 2) << megabytes << ": " << run.out << run.err;
    EXPECT_NE(
        run.err.find("option --plugin-memory needs a whole number from 64 to 1048576, got \"" +
                     megabytes + "\""),
        std::string::npos)
        << run.err;
  }
}

// A cast with the hit in full (cl_raycast_sphere_hit) is checked on its
// point and normal against our geometric cast, besides the expectation's
// hit and t; the plugin's t-only cl_raycast_sphere beside it is checked
// through it, not itself. raycast_sphere.json: 7 expectations, 5 of them
// hits (the 2 misses have no normal to compare).
TEST(PluginCheck, AFullHitIsCheckedOnItsPointAndNormalToo) {
  const auto right = RunApp({"--check", "--scene", Scene("raycast_sphere"), "--plugin",
                             cli_testing::TestPlugin("full_hit_plugin")});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  EXPECT_EQ(LinesWith(right.out, "  cl_raycast_sphere_hit ").at(0),
            "  cl_raycast_sphere_hit       7     7       0        0     0    0");
  EXPECT_EQ(LinesWith(right.out, "  cl_raycast_sphere ").at(0),
            "  cl_raycast_sphere           0     0       0        0     0    0");

  const auto inward = RunApp({"--check", "--scene", Scene("raycast_sphere"), "--plugin",
                              cli_testing::TestPlugin("inward_normal_plugin")});
  EXPECT_EQ(inward.status, 1) << inward.out << inward.err;
  const std::vector<std::string> normals =
      LinesWith(inward.out, "[plugin inward: cl_raycast_sphere_hit: its hit is at ");
  ASSERT_EQ(normals.size(), 5u) << inward.out;
  // Ray R3 and sphere S3 (the book's table): t = 2 at (-2/3, 4/3, 4/3), the
  // outward normal (-1/3, 2/3, 2/3).
  EXPECT_EQ(LinesWith(inward.out,
                      "with the normal (0.333333333, -0.666666667, -0.666666667); "
                      "ours (geometric) is at (-0.666666667, 1.33333333, "
                      "1.33333333) with the normal (-0.333333333, 0.666666667, "
                      "0.666666667)]")
                .size(),
            1u)
      << inward.out;
  EXPECT_EQ(LinesWith(inward.out, "  cl_raycast_sphere_hit ").at(0),
            "  cl_raycast_sphere_hit       7     2       5        0     0    0");
}

TEST(PluginCheck, FilesThatAreNotPluginsExitTwoNamingFileAndReason) {
  const std::string not_elf = WriteTempFile("not_a_library.so", "just text\n");
  const std::string missing = ::testing::TempDir() + "/no_such_plugin.so";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {missing, "no such file"},
      {not_elf, "not a shared library (no ELF header)"},
      {cli_testing::TestPlugin("no_abi_plugin"),
       "it has no cl_plugin_abi function (not a Collision Lab plugin)"},
      {cli_testing::TestPlugin("aborts_loading_plugin"),
       "the helper aborted (SIGABRT) while loading it"},
      {cli_testing::TestPlugin("abi2_plugin"),
       "it is ABI 2; this Collision Lab takes ABI 1 (rebuild it against "
       "include/collision_lab/plugin.h)"},
      // It passed once: "0 checked ... 16 not served", exit 0.
      {cli_testing::TestPlugin("misspelled_plugin"),
       "it serves no function of the ABI (include/collision_lab/plugin.h); cl_sphere_sphre: "
       "not an ABI function; did you mean cl_sphere_sphere?"},
  };
  for (const auto& [file, reason] : cases) {
    const auto run = RunApp({"--check", "--plugin", file});
    EXPECT_EQ(run.status, 2) << file << ": " << run.out << run.err;
    EXPECT_EQ(run.err, "Error: --plugin " + file + ": " + reason + "\n");
    EXPECT_EQ(run.out, "");
  }
}

// One function spelt right, one not: it loads and is checked, and the
// misspelt name is warned about with the one it was meant to be.
TEST(PluginCheck, AMisspeltFunctionBesideAServedOneIsWarnedAboutByName) {
  const std::string file = cli_testing::TestPlugin("misspelled_serving_plugin");
  const auto run = RunApp({"--check", "--sample", "aabb-aabb", "--plugin", file});
  EXPECT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(run.err, "Warning: --plugin " + file +
                         ": cl_sphere_sphre: not an ABI function; did you mean "
                         "cl_sphere_sphere?\n");
}

}  // namespace
}  // namespace plugin_check_test
