#include "harness/mismatch_log.h"

#include <gtest/gtest.h>

namespace harness {
namespace {

PairCheck Failing(const std::string& message) {
  PairCheck check;
  check.passed = false;
  check.message = message;
  return check;
}

TEST(MismatchLog, LogsEachNewMismatchOnce) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  const std::vector<PairCheck> checks = {Failing("sphere 1 and 3 should intersect")};
  mismatches.Update(checks, log);
  mismatches.Update(checks, log);
  mismatches.Update(checks, log);
  EXPECT_EQ(log.error_count(), 1u);
}

TEST(MismatchLog, SaysWhenAMismatchHoldsAgain) {
  Log log;
  log.set_echo_to_console(false);
  MismatchLog mismatches;
  mismatches.Update({Failing("sphere 1 and 3 should intersect")}, log);
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

}  // namespace
}  // namespace harness
