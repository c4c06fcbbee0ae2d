// The growth rules of the grids' buffers (reserve_with_headroom.h): room
// with half as much again to spare, and a buffer cut to what it holds grown
// back into the capacity it has before any fresh memory.
#include "collide/broad_phase/reserve_with_headroom.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace collide {
namespace reserve_with_headroom_test {
namespace {

TEST(ReserveWithHeadroom, ReservesHalfAsMuchAgainOnlyWhenShort) {
  std::vector<int32_t> values;
  ReserveWithHeadroom(&values, 1000);
  EXPECT_EQ(values.capacity(), 1500u);
  EXPECT_TRUE(values.empty());
  const int32_t* data = values.data();
  ReserveWithHeadroom(&values, 1400);
  EXPECT_EQ(values.data(), data);
  EXPECT_EQ(values.capacity(), 1500u);
}

TEST(ResizeWithHeadroom, GrowsACutBufferIntoItsCapacityBeforeFreshMemory) {
  std::vector<int32_t> values(1000, 7);
  values.resize(100);  // cut to what it holds; the capacity stays 1000
  const int32_t* data = values.data();
  ResizeWithHeadroom(&values, 600);
  EXPECT_EQ(values.data(), data);
  EXPECT_EQ(values.size(), 1000u);
  EXPECT_EQ(values[99], 7);  // what it held is kept
  // No shorter than asked: a larger size stays as it is.
  ResizeWithHeadroom(&values, 10);
  EXPECT_EQ(values.size(), 1000u);
  // Past the capacity: fresh memory with half as much again.
  ResizeWithHeadroom(&values, 2000);
  EXPECT_EQ(values.size(), 3000u);
  EXPECT_EQ(values[99], 7);
}

}  // namespace
}  // namespace reserve_with_headroom_test
}  // namespace collide
