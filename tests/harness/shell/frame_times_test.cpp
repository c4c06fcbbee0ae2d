#include "harness/shell/frame_times.h"

#include <gtest/gtest.h>

namespace harness {
namespace frame_times_test {
namespace {

TEST(FrameTimes, HoldsWhatWasAddedOldestFirst) {
  FrameTimes times;
  EXPECT_EQ(times.count(), 0);
  EXPECT_EQ(times.Mean(), 0.0f);
  EXPECT_EQ(times.Max(), 0.0f);
  times.Add(10.0f);
  times.Add(20.0f);
  times.Add(60.0f);
  EXPECT_EQ(times.count(), 3);
  EXPECT_EQ(times.offset(), 0);
  EXPECT_EQ(times.At(0), 10.0f);
  EXPECT_EQ(times.At(2), 60.0f);
  EXPECT_EQ(times.Mean(), 30.0f);
  EXPECT_EQ(times.Max(), 60.0f);
}

TEST(FrameTimes, KeepsTheLastCapacityFrames) {
  FrameTimes times;
  // 1, 2, ..., 302: the first two drop out.
  for (int i = 1; i <= FrameTimes::kCapacity + 2; ++i) {
    times.Add(static_cast<float>(i));
  }
  EXPECT_EQ(times.count(), FrameTimes::kCapacity);
  EXPECT_EQ(times.offset(), 2);  // the oldest, 3, sits where 3 was written
  EXPECT_EQ(times.At(0), 3.0f);
  EXPECT_EQ(times.At(FrameTimes::kCapacity - 1), 302.0f);
  EXPECT_EQ(times.data()[times.offset()], 3.0f);  // what PlotLines reads first
  EXPECT_EQ(times.Max(), 302.0f);
  // (3 + 302) / 2
  EXPECT_EQ(times.Mean(), 152.5f);
}

}  // namespace
}  // namespace frame_times_test
}  // namespace harness
