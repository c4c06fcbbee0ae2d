#include "harness/shell/value_guard.h"

#include <gtest/gtest.h>

#include <limits>

namespace harness {
namespace value_guard_test {
namespace {

TEST(ValueGuard, AcceptsAnInRangeValue) {
  Log log;
  log.set_echo_to_console(false);
  double v = 2.5;
  EXPECT_TRUE(GuardEditedValue(&v, 1.0, 0.0, 10.0, "radius", log));
  EXPECT_EQ(v, 2.5);
  EXPECT_EQ(log.error_count(), 0u);
}

TEST(ValueGuard, RefusesNaNAndInfinityKeepingTheOldValue) {
  Log log;
  log.set_echo_to_console(false);
  for (double bad :
       {std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
        -std::numeric_limits<double>::infinity()}) {
    double v = bad;
    EXPECT_FALSE(GuardEditedValue(&v, 1.0, 0.0, 10.0, "sphere 1 radius", log));
    EXPECT_EQ(v, 1.0);
  }
  EXPECT_EQ(log.error_count(), 3u);
  EXPECT_NE(log.entries().back().text.find("sphere 1 radius"), std::string::npos);
}

TEST(ValueGuard, ClampsNegativeRadiusToZeroAndSaysSo) {
  Log log;
  log.set_echo_to_console(false);
  double v = -3.0;
  EXPECT_TRUE(GuardEditedValue(&v, 1.0, 0.0, kMaxEditableMagnitude, "radius", log));
  EXPECT_EQ(v, 0.0);
  EXPECT_NE(log.entries().back().text.find("clamped to 0"), std::string::npos);
}

TEST(ValueGuard, ClampsHugeValues) {
  Log log;
  log.set_echo_to_console(false);
  double v = 1e30;
  GuardEditedValue(&v, 1.0, -kMaxEditableMagnitude, kMaxEditableMagnitude, "x", log);
  EXPECT_EQ(v, kMaxEditableMagnitude);
}

}  // namespace
}  // namespace value_guard_test
}  // namespace harness

namespace harness {
namespace value_guard_test {
namespace {

// The fault guarded: a panel field that holds a refused value logs the same
// warning every frame.
TEST(EditGuard, ARefusedValueHeldOverFramesIsLoggedOnce) {
  Log log;
  log.set_echo_to_console(false);
  EditGuard guard;
  for (int frame = 10; frame < 70; ++frame) {
    double value = -1.0;  // held below the minimum for a second of frames
    guard.Screen(&value, 0.5, 0.0, 1.0, "box 0 half extents.x", frame, log);
    EXPECT_EQ(value, 0.0);
  }
  EXPECT_EQ(log.error_count(), 1u);
}

TEST(EditGuard, AFreshEditOrAnotherFieldIsLoggedAgain) {
  Log log;
  log.set_echo_to_console(false);
  EditGuard guard;
  double value = 2.0;
  guard.Screen(&value, 0.5, 0.0, 1.0, "time step", 1, log);
  value = 2.0;
  guard.Screen(&value, 0.5, 0.0, 1.0, "time step", 5, log);  // after a gap
  value = 2.0;
  guard.Screen(&value, 0.5, 0.0, 1.0, "slices", 5, log);  // another field
  value = 3.0;
  guard.Screen(&value, 0.5, 0.0, 1.0, "slices", 6, log);  // another value
  EXPECT_EQ(log.error_count(), 4u);
}

}  // namespace
}  // namespace value_guard_test
}  // namespace harness
