#include <gtest/gtest.h>

#include "harness/sample_api/sample.h"

namespace harness {
namespace row_check_test {
namespace {

PairCheck Check(const std::string& a, const std::string& b, bool passed) {
  PairCheck check;
  check.a = a;
  check.b = b;
  check.passed = passed;
  return check;
}

TEST(FindRowCheck, AFailingCheckOnThePairWinsOverAnEarlierPassingOne) {
  const std::vector<PairCheck> checks = {Check("0", "1", true), Check("0", "2", false),
                                         Check("0", "1", false), Check("0", "1", true)};
  const PairCheck* row =
      FindRowCheck(checks, [](const PairCheck& c) { return c.a == "0" && c.b == "1"; });
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(row, &checks[2]);
}

TEST(FindRowCheck, AllPassingGivesTheFirstAndNoMatchGivesNull) {
  const std::vector<PairCheck> checks = {Check("0", "1", true), Check("0", "1", true)};
  EXPECT_EQ(FindRowCheck(checks, [](const PairCheck& c) { return c.a == "0"; }), &checks[0]);
  EXPECT_EQ(FindRowCheck(checks, [](const PairCheck& c) { return c.a == "9"; }), nullptr);
}

}  // namespace
}  // namespace row_check_test
}  // namespace harness
