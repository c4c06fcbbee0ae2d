#include "harness/sample_api/mismatch_log.h"

#include <gtest/gtest.h>

namespace harness {
namespace mismatch_log_test {
namespace {

// A failing check of "sphere <subject>" expected to intersect.
PairCheck Failing(const std::string& subject) {
  PairCheck check;
  check.subject = subject;
  check.algorithm = "squared-distance";
  check.expected = Intersects{true};
  check.actual = Intersects{false};
  check.passed = false;
  return check;
}

TEST(MismatchLog, LogsEachNewMismatchOnce) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  const std::vector<PairCheck> checks = {Failing("sphere 1 and 3")};
  mismatches.Update(checks, log);
  mismatches.Update(checks, log);
  mismatches.Update(checks, log);
  EXPECT_EQ(log.error_count(), 1u);
}

TEST(MismatchLog, SaysWhenAMismatchHoldsAgain) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  mismatches.Update({Failing("sphere 1 and 3")}, log);
  mismatches.Update({}, log);
  EXPECT_EQ(log.entries().back().text, "holds again: sphere 1 and 3 should intersect");
  EXPECT_EQ(log.entries().back().level, LogLevel::kInfo);
}

TEST(MismatchLog, ForgetLogsEverythingAgain) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  mismatches.Update({Failing("a"), Failing("b")}, log);
  mismatches.Forget();
  mismatches.Update({Failing("a"), Failing("b")}, log);
  EXPECT_EQ(log.error_count(), 4u);
}

TEST(MismatchLog, TheSameSentenceTwiceIsLoggedOnce) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  mismatches.Update({Failing("sphere 1 and 3"), Failing("sphere 1 and 3")}, log);
  EXPECT_EQ(log.error_count(), 1u);
}

TEST(MismatchLog, NamesTheAlgorithmWhenAPairHasSeveral) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches(/*name_algorithm=*/true);
  PairCheck check = Failing("box 0 and 1");
  check.algorithm = "corner-volume";
  mismatches.Update({check}, log);
  ASSERT_EQ(log.entries().size(), 1u);
  EXPECT_EQ(log.entries().back().text, "box 0 and 1 should intersect (corner-volume)");
}

}  // namespace
}  // namespace mismatch_log_test
}  // namespace harness
