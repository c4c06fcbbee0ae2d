// --jobs on the command line: the hunt and --check on 1, 2 and 8 threads
// print the same lines and write the same files, byte for byte; a bad
// --jobs is refused with exit status 2.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "output_folders.h"
#include "run_app.h"

namespace jobs_cli_test {
namespace {

using cli_testing::FilesOf;
using cli_testing::HuntRun;
using cli_testing::RunApp;
using cli_testing::WithoutDir;
using cli_testing::WriteTempFile;

std::string FreshDirectory(const std::string& name) {
  const std::string dir = ::testing::TempDir() + "/jobs_cli_" + name;
  std::filesystem::remove_all(dir);
  return dir;
}

HuntRun Hunt(std::vector<std::string> args, const std::string& jobs, const std::string& name) {
  const std::string dir = FreshDirectory(name + "_" + jobs);
  args.insert(args.end(), {"--jobs", jobs, "--hunt-out", dir});
  const auto run = RunApp(args);
  EXPECT_EQ(run.err, "") << name << " --jobs " << jobs;
  return {run.status, WithoutDir(run.out, dir), FilesOf(dir)};
}

void ExpectSameOnAnyJobs(const std::vector<std::string>& args, const std::string& name, int status,
                         std::size_t files) {
  const HuntRun one = Hunt(args, "1", name);
  EXPECT_EQ(one.status, status) << one.out;
  ASSERT_EQ(one.files.size(), files) << one.out;
  for (const char* jobs : {"2", "8"}) {
    const HuntRun many = Hunt(args, jobs, name);
    EXPECT_EQ(many.status, one.status) << "--jobs " << jobs;
    EXPECT_EQ(many.out, one.out) << "--jobs " << jobs;
    ASSERT_EQ(many.files.size(), one.files.size()) << "--jobs " << jobs;
    for (const auto& [file, bytes] : one.files) {
      ASSERT_EQ(many.files.count(file), 1u) << file << " --jobs " << jobs;
      EXPECT_EQ(many.files.at(file), bytes) << file << " --jobs " << jobs;
    }
  }
}

TEST(JobsCli, ABadJobsIsRefusedWithExitTwo) {
  for (const char* jobs : {"0", "-1", "abc", "1e9", "1000000000", "2.5", ""}) {
    for (const std::vector<std::string>& mode :
         {std::vector<std::string>{"--hunt", "box-box"}, std::vector<std::string>{"--check"}}) {
      std::vector<std::string> args = mode;
      args.insert(args.end(), {"--jobs", jobs});
      const auto run = RunApp(args);
      EXPECT_EQ(run.status, 2) << jobs << run.out;
      EXPECT_NE(run.err.find("option --jobs needs a whole number from 1 to 1024, got \"" +
                             std::string(jobs) + "\""),
                std::string::npos)
          << run.err;
      EXPECT_EQ(run.out, "");
    }
  }
  const auto list = RunApp({"--list", "--jobs", "2"});
  EXPECT_EQ(list.status, 2);
  EXPECT_NE(list.err.find("--jobs sets the threads of --hunt, --check, the window's Hunt and a "
                          "sample's steps"),
            std::string::npos)
      << list.err;
}

// Two of ours that disagree often (box-box: corner volumes against SAT),
// three algorithms compared two by two on aabb-aabb: many ranges of 256
// cases, a disagreement in most of them, one case shrunk per pair of
// algorithms that disagreed.
TEST(JobsCli, AHuntPrintsAndWritesTheSameOnOneTwoAndEightThreads) {
  ExpectSameOnAnyJobs({"--hunt", "box-box", "--cases", "3000", "--seed", "5"}, "box", 1, 1);
  ExpectSameOnAnyJobs(
      {"--hunt", "aabb-aabb", "--hunt-every-pair", "--cases", "2000", "--seed", "9"}, "aabb", 1,
      2);  // min-max and sat each against corner-volume
}

// A plugin's hunt: each thread calls a helper of its own; the same lines
// and the same case.
TEST(JobsCli, APluginsHuntIsTheSameOnOneTwoAndEightThreads) {
  const std::string buggy = std::string(TEST_PLUGIN_DIR) + "/libtouching_bug_plugin.so";
  ExpectSameOnAnyJobs({"--hunt", "sphere-sphere", "--plugin", buggy, "--cases", "3000"}, "plugin",
                      1, 1);
  const std::string correct = std::string(TEST_PLUGIN_DIR) + "/libcorrect_plugin.so";
  ExpectSameOnAnyJobs({"--hunt", "sphere-sphere", "--plugin", correct, "--cases", "1500"},
                      "correct", 0, 0);
}

// The shipped scenes' folder, a scene that fails, one that does not load
// and one with nothing declared (a warning on stderr): the same stdout and
// stderr, in the same order, on any number of threads.
TEST(JobsCli, CheckOverAFolderPrintsTheSameOnOneTwoAndEightThreads) {
  const std::string failing =
      WriteTempFile("jobs_cli_failing.json",
                    R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere", "shapes": [
          {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
          {"id": "b", "type": "sphere", "center": [5, 0, 0], "radius": 1}],
          "expect": [{"a": "a", "b": "b", "intersects": true}]})");
  const std::string empty =
      WriteTempFile("jobs_cli_empty.json",
                    R"({"format": "collision-lab-scene/1", "sample": "sphere-sphere", "shapes": [
          {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1}], "expect": []})");
  const std::vector<std::string> args = {
      "--check",
      "--scene",
      std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes",
      "--scene",
      failing,
      "--scene",
      "/no/such.json",
      "--scene",
      empty,
      "--scene",
      std::string(COLLISION_LAB_SOURCE_DIR) + "/assets/scenes/sphere_sphere_seed.json"};
  const auto check = [&](const std::string& jobs) {
    std::vector<std::string> with_jobs = args;
    with_jobs.insert(with_jobs.end(), {"--jobs", jobs});
    return RunApp(with_jobs);
  };
  const auto one = check("1");
  EXPECT_EQ(one.status, 2) << one.out << one.err;  // a scene did not load
  EXPECT_NE(one.out.find(", 1 failed, 1 scene not loaded\n"), std::string::npos) << one.out;
  EXPECT_NE(one.err.find("Warning: sphere-sphere [" + empty + "]: no expectations"),
            std::string::npos)
      << one.err;
  for (const char* jobs : {"2", "8"}) {
    const auto many = check(jobs);
    EXPECT_EQ(many.status, one.status) << jobs;
    EXPECT_EQ(many.out, one.out) << jobs;
    EXPECT_EQ(many.err, one.err) << jobs;
  }
}

}  // namespace
}  // namespace jobs_cli_test
