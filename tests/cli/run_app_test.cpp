// The helper every command-line test reads the app's stderr through.
#include <gtest/gtest.h>

#include "run_app.h"

namespace run_app_test {
namespace {

using cli_testing::WithoutLeakCheckerNoise;

TEST(RunAppStderr, TheLeakCheckersRegisterNoiseIsTakenOutAndEveryOtherLineKept) {
  EXPECT_EQ(WithoutLeakCheckerNoise("==6155==Unable to get registers from thread 6154.\n"
                                    "Error: --plugin x.so: no such file\n"),
            "Error: --plugin x.so: no such file\n");
  EXPECT_EQ(WithoutLeakCheckerNoise("a\n==1==Unable to get registers from thread 2.\nb"), "a\nb");
  EXPECT_EQ(WithoutLeakCheckerNoise(""), "");
}

TEST(RunAppStderr, ASanitizerReportOrALineThatOnlyMentionsTheNoiseIsKept) {
  const std::string report = "==7==ERROR: LeakSanitizer: detected memory leaks\n";
  EXPECT_EQ(WithoutLeakCheckerNoise(report), report);
  const std::string quoted = "Warning: Unable to get registers from thread 3.\n";
  EXPECT_EQ(WithoutLeakCheckerNoise(quoted), quoted);
}

}  // namespace
}  // namespace run_app_test
