// --hunt on the command line: the real binary's exit statuses, messages,
// repeatability for one seed, and the file it writes passing the real
// --check.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "run_app.h"

namespace hunt_cli_test {
namespace {

using cli_testing::LastLine;
using cli_testing::ReadAll;
using cli_testing::RunApp;
using cli_testing::WriteTempFile;

std::string FreshDirectory(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/hunt_cli_" + name;
  std::filesystem::remove_all(dir);
  return dir;
}

void ExpectBadArguments(const std::vector<std::string>& args, const std::string& message) {
  const auto run = RunApp(args);
  EXPECT_EQ(run.status, 2) << run.out << run.err;
  EXPECT_NE(run.err.find(message), std::string::npos) << run.err;
  EXPECT_EQ(run.out, "");
}

TEST(HuntCli, BadArgumentsExitTwoNamingWhatIsWrong) {
  const std::string dir = FreshDirectory("bad");
  ExpectBadArguments({"--hunt", "sphere-cone", "--hunt-out", dir},
                     "--hunt: unknown shape kind \"cone\" in \"sphere-cone\"; the kinds: point, "
                     "sphere");
  ExpectBadArguments({"--hunt", "spheresphere", "--hunt-out", dir},
                     "--hunt: \"spheresphere\" is not a pair of shape kinds");
  ExpectBadArguments({"--hunt", "cylinder-sphere", "--hunt-out", dir},
                     "--hunt cylinder-sphere: the hunt cannot make shapes of kind cylinder");
  ExpectBadArguments({"--hunt", "point-point", "--hunt-out", dir},
                     "--hunt point-point: no pair test answers anything for point and point");
  for (const char* cases : {"0", "-3", "ten", "2.5", ""}) {
    ExpectBadArguments({"--hunt", "box-box", "--cases", cases, "--hunt-out", dir},
                       "option --cases needs a whole number from 1 to 100000000, got \"" +
                           std::string(cases) + "\"");
  }
  ExpectBadArguments({"--hunt", "box-box", "--seed", "-1"},
                     "option --seed needs a whole number from 0 to 18446744073709551615");
  ExpectBadArguments({"--cases", "5"},
                     "--cases, --seed, --hunt-out, --tolerance and --hunt-every-pair go with "
                     "--hunt PAIR");
  ExpectBadArguments({"--hunt", "box-box", "--tolerance", "1"},
                     "option --tolerance needs a number below 1, got 1");
  ExpectBadArguments({"--hunt", "box-box", "--tolerance", "0"},
                     "option --tolerance needs a number above 0, got \"0\"");
  ExpectBadArguments({"--hunt", "box-box", "--check"}, "--hunt runs on its own");
  const std::string file = WriteTempFile("hunt_cli_not_a_dir", "x");
  ExpectBadArguments({"--hunt", "box-box", "--hunt-out", file},
                     "--hunt-out: cannot make directory \"" + file + "\"");
  ExpectBadArguments({"--hunt", "box-box", "--hunt-out", "/proc/hunt"},
                     "--hunt-out: cannot make directory \"/proc/hunt\"");
  EXPECT_FALSE(std::filesystem::exists(dir));  // nothing was hunted
}

TEST(HuntCli, TheSameSeedWritesTheSameFileWhichPassesCheck) {
  const std::string name = "/box-box-intersects-sat-vs-corner-volume.json";
  const auto hunt = [&](const std::string& seed, const std::string& dir) {
    const auto run =
        RunApp({"--hunt", "box-box", "--cases", "3000", "--seed", seed, "--hunt-out", dir});
    EXPECT_EQ(run.status, 1) << run.out << run.err;
    EXPECT_TRUE(std::regex_match(
        run.out, std::regex("box-box intersects: sat \\(collision-lab\\) vs corner-volume "
                            "\\(collision-lab\\): 3000 cases, [1-9][0-9]* disagreements; wrote " +
                            dir + name + "\n")))
        << run.out;
    return std::pair(run.out.substr(0, run.out.find("; wrote")), ReadAll(dir + name));
  };
  const auto first = hunt("11", FreshDirectory("seed_a"));
  const auto again = hunt("11", FreshDirectory("seed_b"));
  const auto other = hunt("12", FreshDirectory("seed_c"));
  EXPECT_EQ(first, again);
  EXPECT_NE(first.first, other.first);  // another count of disagreements

  const std::string written = ::testing::TempDir() + "/hunt_cli_seed_b" + name;
  const auto passes = RunApp({"--check", "--scene", written});
  EXPECT_EQ(passes.status, 0) << passes.out << passes.err;
  EXPECT_EQ(LastLine(passes.out), "2 passed, 0 failed");
}

// The issue's case: a user's sphere-sphere with < where <= belongs. The
// hunt loads the plugin, finds a touching pair, writes it with our answer;
// that file passes --check without the plugin and fails with it, naming the
// plugin's function. A correct plugin gives nothing and exit 0.
TEST(HuntCli, APluginsTouchingBugIsFoundAndItsCaseFailsCheckWithThePlugin) {
  const std::string buggy = std::string(TEST_PLUGIN_DIR) + "/libtouching_bug_plugin.so";
  const std::string dir = FreshDirectory("plugin");
  const auto hunt = RunApp({"--hunt", "sphere-sphere", "--plugin", buggy, "--hunt-out", dir});
  EXPECT_EQ(hunt.status, 1) << hunt.out << hunt.err;
  const std::string name =
      "/sphere-sphere-intersects-squared-distance-vs-strict-plugin-strict.json";
  EXPECT_NE(hunt.out.find("vs plugin:strict (strict): 20000 cases, "), std::string::npos)
      << hunt.out;
  ASSERT_TRUE(std::filesystem::exists(dir + name)) << hunt.out;
  const auto without = RunApp({"--check", "--scene", dir + name});
  EXPECT_EQ(without.status, 0) << without.out << without.err;
  const auto with = RunApp({"--check", "--scene", dir + name, "--plugin", buggy});
  EXPECT_EQ(with.status, 1) << with.out << with.err;
  EXPECT_NE(with.out.find("should intersect [plugin strict: cl_sphere_sphere returned 0]"),
            std::string::npos)
      << with.out;

  const std::string correct = std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so";
  const std::string clean = FreshDirectory("plugin_correct");
  const auto none = RunApp({"--hunt", "sphere-sphere", "--plugin", correct, "--hunt-out", clean});
  EXPECT_EQ(none.status, 0) << none.out << none.err;
  EXPECT_NE(none.out.find("0 disagreements"), std::string::npos) << none.out;
}

// A correct plugin passes the hunt of every pair it serves: each of its
// functions is compared with our reference alone, not with the seed's
// corner-volume test, which is wrong by design; --hunt-every-pair compares
// every two again, and then aabb-aabb finds corner-volume's misses. The
// case written says how it was found, --plugin included.
// A cast with the hit in full is hunted on its point and normal too: the
// inward normal (t and point right) is found, and its case says where the
// two differ; the same plugin with the normal right finds nothing.
TEST(HuntCli, AFullHitsInwardNormalIsFoundThoughItsTIsRight) {
  const std::string dir = FreshDirectory("normal");
  const auto inward =
      RunApp({"--hunt", "ray-sphere", "--cases", "2000", "--plugin",
              std::string(TEST_PLUGIN_DIR) + "/libinward_normal_plugin.so", "--hunt-out", dir});
  EXPECT_EQ(inward.status, 1) << inward.out << inward.err;
  const std::string file = dir + "/ray-sphere-hit-geometric-vs-inward-plugin-inward.json";
  EXPECT_NE(inward.out.find("; wrote " + file), std::string::npos) << inward.out;
  EXPECT_TRUE(std::regex_search(
      ReadAll(file),
      std::regex(R"(`geometric` \(collision-lab\) answers hit at t = [^ ]+ at \([^)]*\) with the )"
                 R"(normal \([^)]*\) and `plugin:inward` \(inward\) answers hit at t = [^ ]+ at )"
                 R"(\([^)]*\) with the normal \([^)]*\)\.)")))
      << ReadAll(file);
  const auto fails = RunApp({"--check", "--scene", file, "--plugin",
                             std::string(TEST_PLUGIN_DIR) + "/libinward_normal_plugin.so"});
  EXPECT_EQ(fails.status, 1) << fails.out << fails.err;
  EXPECT_NE(fails.out.find("[plugin inward: cl_raycast_sphere_hit: its hit is at "),
            std::string::npos)
      << fails.out;

  const auto right =
      RunApp({"--hunt", "ray-sphere", "--cases", "2000", "--plugin",
              std::string(TEST_PLUGIN_DIR) + "/libfull_hit_plugin.so", "--hunt-out", dir});
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  EXPECT_EQ(right.out,
            "ray-sphere hit: geometric (collision-lab) vs plugin:full-hit (full-hit): 2000 cases, "
            "0 disagreements\n");
}

TEST(HuntCli, ACorrectPluginPassesTheHuntOfEveryPairItServes) {
  const std::string correct = std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so";
  const std::string dir = FreshDirectory("correct_every_pair");
  const std::vector<std::string> served = {"sphere-sphere", "sphere-aabb", "aabb-aabb",
                                           "point-sphere",  "point-aabb",  "plane-triangle"};
  ASSERT_EQ(served.size(), 6u);
  for (const std::string& pair : served) {
    const auto run =
        RunApp({"--hunt", pair, "--plugin", correct, "--cases", "2000", "--hunt-out", dir});
    EXPECT_EQ(run.status, 0) << pair << ": " << run.out << run.err;
    EXPECT_NE(run.out.find("vs plugin:correct (correct): 2000 cases, 0 disagreements"),
              std::string::npos)
        << run.out;
    EXPECT_EQ(run.out.find("corner-volume"), std::string::npos) << run.out;
  }
  EXPECT_TRUE(!std::filesystem::exists(dir) || std::filesystem::is_empty(dir))
      << "a correct plugin's hunt wrote a case";

  const auto every = RunApp({"--hunt", "aabb-aabb", "--plugin", correct, "--cases", "2000",
                             "--hunt-every-pair", "--hunt-out", dir});
  EXPECT_EQ(every.status, 1) << every.out << every.err;
  const std::string name =
      dir + "/aabb-aabb-intersects-corner-volume-vs-correct-plugin-correct.json";
  ASSERT_TRUE(std::filesystem::exists(name)) << every.out;
  EXPECT_NE(ReadAll(name).find("Found by `collision-lab --hunt aabb-aabb --plugin " + correct +
                               " --cases 2000 --seed 1 --hunt-every-pair`"),
            std::string::npos)
      << ReadAll(name);
}

// --hunt takes a sample's id where its shapes make one pair of kinds:
// raycast-sphere's rays and spheres are ray-sphere (named so, in the id's
// order), point-line's points and segment point-segment. The plugin written
// with plugin.hpp serves cl_raycast_sphere and agrees with ours.
TEST(HuntCli, ASamplesIdHuntsTheOnePairOfKindsItsShapesMake) {
  const std::string cpp = std::string(TEST_PLUGIN_DIR) + "/libcpp_header_plugin.so";
  const std::string dir = FreshDirectory("sample_id");
  const auto ray =
      RunApp({"--hunt", "raycast-sphere", "--plugin", cpp, "--cases", "2000", "--hunt-out", dir});
  EXPECT_EQ(ray.status, 0) << ray.out << ray.err;
  EXPECT_EQ(ray.out,
            "ray-sphere hit: geometric (collision-lab) vs plugin:cpp-header (cpp-header): 2000 "
            "cases, 0 disagreements\n");
  const auto segment = RunApp({"--hunt", "point-line", "--hunt-out", dir});
  EXPECT_EQ(segment.status, 0) << segment.out << segment.err;
  EXPECT_EQ(segment.out.rfind("point-segment: nothing to compare", 0), 0u) << segment.out;
}

// A sample whose shapes make more pairs, or none, is bad usage: the message
// names the pairs to hunt instead.
TEST(HuntCli, ASampleOfMoreKindsNamesThePairsToHuntInstead) {
  const std::string dir = FreshDirectory("sample_many");
  ExpectBadArguments({"--hunt", "playground", "--hunt-out", dir},
                     "--hunt playground: the sample has shapes of more than two kinds; hunt one "
                     "pair at a time: --hunt point-sphere, point-aabb, ");
  ExpectBadArguments({"--hunt", "playground", "--hunt-out", dir}, ", plane-segment, ray-segment");
  ExpectBadArguments({"--hunt", "sphere-crowd", "--hunt-out", dir},
                     "--hunt sphere-crowd: the sample has no two shapes to make a pair of kinds");
  ExpectBadArguments({"--hunt", "nonsense-x", "--hunt-out", dir},
                     "(or a sample's id whose shapes make one pair, such as raycast-sphere)");
  EXPECT_FALSE(std::filesystem::exists(dir));  // nothing was hunted
}

// Without --hunt-out the cases go to hunt-cases in the working directory,
// and the line gives the file's full path.
TEST(HuntCli, WithoutHuntOutTheLineSaysWhereTheCaseWentInFull) {
  const std::string buggy = std::string(TEST_PLUGIN_DIR) + "/libtouching_bug_plugin.so";
  const std::string dir =
      std::filesystem::path(FreshDirectory("default_out")).lexically_normal().string();
  std::filesystem::create_directories(dir);
  ASSERT_EQ(dir.front(), '/');
  const auto run = RunApp({"--hunt", "sphere-sphere", "--plugin", buggy, "--cases", "3000"}, {},
                          120, {"/usr/bin/env", "-C", dir});
  EXPECT_EQ(run.status, 1) << run.out << run.err;
  const std::string path =
      dir + "/hunt-cases/sphere-sphere-intersects-squared-distance-vs-strict-plugin-strict.json";
  EXPECT_NE(run.out.find("disagreements; wrote " + path + "\n"), std::string::npos) << run.out;
  EXPECT_TRUE(std::filesystem::exists(path));
}

}  // namespace
}  // namespace hunt_cli_test
