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

}  // namespace
}  // namespace harness::widgets
