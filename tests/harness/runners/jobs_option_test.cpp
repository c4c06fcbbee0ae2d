// --jobs: the threads of --hunt, --check and the window's Hunt, from 1 to
// 1024, the cores available when not given, refused where it means nothing.
#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

#include "harness/runners/command_line.h"

namespace harness {
namespace jobs_option_test {
namespace {

TEST(JobsOption, IsReadWithTheHuntAndWithCheckAndInTheWindow) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"--hunt", "box-box", "--jobs", "3"},
        std::vector<std::string>{"--check", "--jobs=3"},
        std::vector<std::string>{"--plugin", "libmine.so", "--jobs", "3"}}) {
    const ParsedCommandLine parsed = ParseCommandLine(args);
    ASSERT_EQ(parsed.error, "") << args[0];
    EXPECT_EQ(parsed.options.jobs, 3) << args[0];
  }
  EXPECT_EQ(ParseCommandLine({"--check", "--jobs", "1024"}).options.jobs, 1024);
}

TEST(JobsOption, WithoutItTheCoresAvailableAndAtLeastOne) {
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  EXPECT_EQ(ParseCommandLine({"--check"}).options.jobs, cores > 0 ? cores : 1);
}

TEST(JobsOption, ABadValueIsRefusedSayingWhatIsTaken) {
  for (const char* jobs : {"0", "-1", "abc", "1e9", "1000000000", "1025", "2.5", ""}) {
    EXPECT_EQ(
        ParseCommandLine({"--hunt", "box-box", "--jobs", jobs}).error,
        "option --jobs needs a whole number from 1 to 1024, got \"" + std::string(jobs) + "\"");
  }
  EXPECT_EQ(ParseCommandLine({"--check", "--jobs"}).error, "option --jobs needs a value");
}

TEST(JobsOption, IsRefusedWhereNothingRunsOnThreads) {
  const std::string refused =
      "--jobs sets the threads of --hunt, --check, the window's Hunt and a sample's steps: "
      "--explain, --list and --every-sample do not go with it";
  EXPECT_EQ(ParseCommandLine({"--bench", "--jobs", "2"}).error, "");
  EXPECT_EQ(ParseCommandLine({"--list", "--jobs", "2"}).error, refused);
  EXPECT_EQ(ParseCommandLine({"--every-sample", "--frames", "3", "--jobs", "2"}).error, refused);
}

}  // namespace
}  // namespace jobs_option_test
}  // namespace harness
