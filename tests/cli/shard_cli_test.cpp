// --shard K/N and --merge on the command line: a hunt run whole and as 3
// shards merged prints the same lines, writes the same files byte for byte
// and exits the same; shards of different runs are refused naming the
// folder; --check's shards together check every scene once; a bad --shard
// is refused with exit status 2.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "output_folders.h"
#include "run_app.h"

namespace shard_cli_test {
namespace {

using cli_testing::FilesOf;
using cli_testing::HuntRun;
using cli_testing::RunApp;
using cli_testing::WithoutDir;

std::string FreshDirectory(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/shard_cli_" + name;
  std::filesystem::remove_all(dir);
  return dir;
}

// The hunt `args` into a fresh folder `name`, with `more` arguments after.
HuntRun HuntInto(std::vector<std::string> args, const std::string& name,
                 const std::vector<std::string>& more = {}) {
  const std::string dir = FreshDirectory(name);
  args.insert(args.end(), more.begin(), more.end());
  args.insert(args.end(), {"--hunt-out", dir});
  const auto run = RunApp(args);
  EXPECT_EQ(run.err, "") << name;
  return {run.status, WithoutDir(run.out, dir), FilesOf(dir)};
}

// The summaries left out: the whole run writes none.
std::map<std::string, std::string> Findings(std::map<std::string, std::string> files) {
  files.erase("hunt-shard.summary");
  return files;
}

// Runs `args` whole and as 3 shards (each on 2 threads), merges the shards
// (given to --merge out of order) and expects the whole run's lines, files
// and exit status; `status` and `files` are the whole run's, as expected.
// Returns the shards' runs.
std::vector<HuntRun> ExpectShardsMergeIntoTheWhole(const std::vector<std::string>& args,
                                                   const std::string& name, int status,
                                                   std::size_t files) {
  const HuntRun whole = HuntInto(args, name + "_whole", {"--jobs", "2"});
  EXPECT_EQ(whole.status, status) << whole.out;
  EXPECT_EQ(whole.files.size(), files) << whole.out;
  std::vector<HuntRun> shards;
  std::vector<std::string> merge = {"--merge"};
  for (const int k : {3, 1, 2}) {
    const std::string shard = std::to_string(k) + "/3";
    const std::string shard_name = name + "_shard" + std::to_string(k);
    shards.push_back(HuntInto(args, shard_name, {"--jobs", "2", "--shard", shard}));
    EXPECT_EQ(shards.back().files.count("hunt-shard.summary"), 1u) << shard;
    merge.push_back(::testing::TempDir() + "/shard_cli_" + shard_name);
  }
  const HuntRun merged = HuntInto(merge, name + "_merged");
  EXPECT_EQ(merged.status, whole.status);
  EXPECT_EQ(merged.out, whole.out);
  EXPECT_EQ(merged.files.size(), whole.files.size());
  for (const auto& [file, bytes] : whole.files) {
    const auto found = merged.files.find(file);
    EXPECT_TRUE(found != merged.files.end()) << file;
    EXPECT_TRUE(found == merged.files.end() || found->second == bytes) << file;
  }
  return shards;
}

// The number in "N disagreements" of each line of `out`, summed.
long long Disagreements(const std::string& out) {
  long long sum = 0;
  for (std::size_t at = out.find(" disagreements"); at != std::string::npos;
       at = out.find(" disagreements", at + 1)) {
    const std::size_t start = out.rfind(' ', at - 1) + 1;
    sum += std::stoll(out.substr(start, at - start));
  }
  return sum;
}

TEST(ShardCli, ABadShardIsRefusedWithExitTwo) {
  for (const char* shard : {"0/3", "4/3", "a/b", "3"}) {
    for (const std::vector<std::string>& mode :
         {std::vector<std::string>{"--hunt", "box-box"},
          std::vector<std::string>{"--check", "--scene",
                                   std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes"}}) {
      std::vector<std::string> args = mode;
      args.insert(args.end(), {"--shard", shard});
      const auto run = RunApp(args);
      EXPECT_EQ(run.status, 2) << shard << run.out;
      EXPECT_NE(run.err.find("option --shard needs K/N, the K-th of N shards, with 1 <= K <= N "
                             "<= 100000, got \"" +
                             std::string(shard) + "\""),
                std::string::npos)
          << run.err;
      EXPECT_EQ(run.out, "");
    }
  }
}

// Two of ours that disagree often (box-box: corner volumes against SAT):
// every shard finds some; the whole run's finding is shard 1's. The
// shards' disagreements add up to the whole run's.
TEST(ShardCli, OurDisagreeingPairsShardsMergeIntoTheWholeRun) {
  const std::vector<std::string> args = {"--hunt", "box-box", "--cases", "3000", "--seed", "5"};
  const std::vector<HuntRun> shards = ExpectShardsMergeIntoTheWhole(args, "box", 1, 1);
  ASSERT_EQ(shards.size(), 3u);
  long long sum = 0;
  for (const HuntRun& shard : shards) {
    EXPECT_EQ(shard.status, 1) << shard.out;
    EXPECT_EQ(Findings(shard.files).size(), 1u) << shard.out;
    sum += Disagreements(shard.out);
  }
  const HuntRun whole = HuntInto(args, "box_whole_again");
  EXPECT_EQ(sum, Disagreements(whole.out)) << whole.out;
  ExpectShardsMergeIntoTheWhole(
      {"--hunt", "aabb-aabb", "--hunt-every-pair", "--cases", "2000", "--seed", "9"}, "aabb", 1,
      2);  // min-max and sat each against corner-volume
}

// Seed 5's first box-box disagreement is case 20: 60 cases in 3 shards
// leave shard 1 (cases 0 to 19) without one, and shard 2 starts on it.
// The whole run's file is then shard 2's, its command made whole.
TEST(ShardCli, TheEarliestShardWithAFindingGivesTheWholeRunsFile) {
  const std::vector<HuntRun> shards = ExpectShardsMergeIntoTheWhole(
      {"--hunt", "box-box", "--cases", "60", "--seed", "5"}, "later", 1, 1);
  ASSERT_EQ(shards.size(), 3u);  // run as 3, 1, 2
  EXPECT_EQ(shards[1].status, 0) << shards[1].out;
  EXPECT_EQ(Findings(shards[1].files).size(), 0u);
  EXPECT_EQ(shards[2].status, 1) << shards[2].out;
  ASSERT_EQ(Findings(shards[2].files).size(), 1u);
  EXPECT_NE(Findings(shards[2].files).begin()->second.find("--seed 5 --shard 2/3"),
            std::string::npos);
  EXPECT_NE(shards[2].files.at("hunt-shard.summary").find("\"first_case\": 20,"),
            std::string::npos);
}

// A buggy plugin (touching spheres reported apart): each shard calls
// helpers of its own, and finds some; the merged file is shard 1's.
TEST(ShardCli, ABuggyPluginsShardsMergeIntoTheWholeRun) {
  const std::string buggy = std::string(TEST_PLUGIN_DIR) + "/libtouching_bug_plugin.so";
  ExpectShardsMergeIntoTheWhole({"--hunt", "sphere-sphere", "--plugin", buggy, "--cases", "3000"},
                                "plugin", 1, 1);
  const std::string correct = std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so";
  const std::vector<HuntRun> shards = ExpectShardsMergeIntoTheWhole(
      {"--hunt", "sphere-sphere", "--plugin", correct, "--cases", "900"}, "correct", 0, 0);
  for (const HuntRun& shard : shards) {
    EXPECT_EQ(shard.status, 0);
    EXPECT_EQ(shard.files.size(), 1u);  // the summary alone
  }
}

// One algorithm per query: nothing compared, as the whole run says.
TEST(ShardCli, NothingToCompareMergesIntoTheWholeRunsLine) {
  ExpectShardsMergeIntoTheWhole({"--hunt", "sphere-sphere", "--cases", "30"}, "nothing", 0, 0);
}

TEST(ShardCli, ShardsOfDifferentRunsAreRefusedNamingTheFolder) {
  const std::vector<std::string> hunt = {"--hunt", "box-box", "--cases", "300"};
  const auto shard = [&](const std::string& name, const std::string& k, const std::string& seed) {
    HuntInto(hunt, name, {"--seed", seed, "--shard", k});
    return ::testing::TempDir() + "/shard_cli_" + name;
  };
  const std::string one = shard("mix1", "1/2", "5");
  const std::string two = shard("mix2", "2/2", "5");
  const std::string other_seed = shard("mix2_seed6", "2/2", "6");
  const std::string other_n = shard("mix2_of3", "2/3", "5");
  const std::string out = FreshDirectory("mix_out");
  const auto merge = [&](const std::vector<std::string>& dirs) {
    std::vector<std::string> args = {"--merge"};
    args.insert(args.end(), dirs.begin(), dirs.end());
    args.insert(args.end(), {"--hunt-out", out});
    return RunApp(args);
  };
  const std::map<std::vector<std::string>, std::string> refusals = {
      {{one, other_seed},
       "Error: --merge: " + other_seed + " hunted from seed 6, " + one +
           " from seed 5: not shards of one hunt\n"},
      {{one, other_n},
       "Error: --merge: " + other_n + " is shard 2/3, " + one +
           " shard 1/2: not shards of one "
           "hunt\n"},
      {{one, two, two}, "Error: --merge: " + two + " and " + two + " are both shard 2/2\n"},
      {{two}, "Error: --merge: shard 1/2 is missing (no folder given holds it; 1 of 2 given)\n"},
      {{one, out},
       "Error: --merge: " + out +
           " has no hunt-shard.summary: not the --hunt-out folder of a hunt run with --shard "
           "K/N\n"}};
  std::filesystem::create_directories(out);
  for (const auto& [dirs, error] : refusals) {
    const auto run = merge(dirs);
    EXPECT_EQ(run.status, 2) << error;
    EXPECT_EQ(run.err, error);
    EXPECT_EQ(run.out, "");
  }
  EXPECT_EQ(FilesOf(out).size(), 0u);
  EXPECT_EQ(merge({two, one}).status, 1);
}

// A shard run again that stops before its summary (here, refused) leaves
// none: the earlier run's would pass for it.
TEST(ShardCli, AShardRunAgainLeavesNoEarlierSummaryBehind) {
  const std::string dir = FreshDirectory("again");
  ASSERT_EQ(
      RunApp({"--hunt", "box-box", "--cases", "30", "--shard", "1/2", "--hunt-out", dir}).status,
      1);
  ASSERT_TRUE(std::filesystem::exists(dir + "/hunt-shard.summary"));
  const auto refused =
      RunApp({"--hunt", "no-such", "--cases", "30", "--shard", "1/2", "--hunt-out", dir});
  EXPECT_EQ(refused.status, 2);
  EXPECT_FALSE(std::filesystem::exists(dir + "/hunt-shard.summary"));
}

// Everything after the last line break's line before it: the per-scene
// lines, without the closing "N passed, N failed".
std::string WithoutLastLine(const std::string& text) {
  const std::size_t last = text.rfind('\n', text.size() - 2);
  return last == std::string::npos ? "" : text.substr(0, last + 1);
}

// The shipped scenes in 3 shards: each scene's lines once, in the whole
// run's order; the counts add up to the whole run's.
TEST(ShardCli, ChecksShardsTogetherCheckEverySceneOnce) {
  const std::string scenes = std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes";
  const auto whole = RunApp({"--check", "--scene", scenes});
  ASSERT_EQ(whole.status, 0) << whole.out << whole.err;
  std::string together;
  int passed = 0;
  for (const char* k : {"1/3", "2/3", "3/3"}) {
    const auto shard = RunApp({"--check", "--scene", scenes, "--shard", k, "--jobs", "2"});
    ASSERT_EQ(shard.status, 0) << k << shard.out << shard.err;
    together += WithoutLastLine(shard.out);
    passed += std::stoi(cli_testing::LastLine(shard.out));
  }
  EXPECT_EQ(together, WithoutLastLine(whole.out));
  EXPECT_EQ(passed, std::stoi(cli_testing::LastLine(whole.out)));
  EXPECT_GT(passed, 0);
}

}  // namespace
}  // namespace shard_cli_test
