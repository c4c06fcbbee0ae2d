// The log panel's counts in words (widgets.h): one error, two errors.
#include <gtest/gtest.h>

#include "harness/widgets/widgets.h"

namespace harness::widgets {
namespace {

TEST(LogCounts, OneErrorIsSingular) {
  EXPECT_EQ(ErrorsLoggedText(0), "0 errors logged");
  EXPECT_EQ(ErrorsLoggedText(1), "1 error logged");
  EXPECT_EQ(ErrorsLoggedText(2), "2 errors logged");
}

TEST(LogCounts, FailingNowCountsTheDeclaredExpectations) {
  EXPECT_EQ(FailingNowText({true, 14, 16}), "2 of 16 expectations failing now");
  EXPECT_EQ(FailingNowText({true, 1, 1}), "0 of 1 expectation failing now");
}

TEST(LogCounts, YourCodeIsCountedBesideOurs) {
  const ShownSummary summary{true, 16, 16, true, 16, 2, false};
  EXPECT_EQ(FailingNowText(summary), "0 of 16 expectations failing now; your code: 2 failing");
  EXPECT_EQ(StatusLineText(summary), "16/16 expectations hold \u00b7 your code: 2 of 16 disagree");
  EXPECT_EQ(StatusLineText({true, 16, 16, true, 16, 1, false}),
            "16/16 expectations hold \u00b7 your code: 1 of 16 disagrees");
  EXPECT_EQ(StatusLineText({true, 15, 16}), "15/16 expectations hold");
  EXPECT_EQ(StatusLineText({}), "no expectations shown");
}

// The crowds' expectations are --check's own crowds, not the one in view.
TEST(LogCounts, ACrowdsCountSaysItIsCheckS) {
  const ShownSummary summary{true, 113, 113, false, 0, 0, true};
  EXPECT_EQ(FailingNowText(summary), "0 of 113 expectations failing in --check");
}

}  // namespace
}  // namespace harness::widgets
