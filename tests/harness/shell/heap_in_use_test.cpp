#include "harness/shell/heap_in_use.h"

#include <gtest/gtest.h>

#include <cstring>
#include <memory>
#include <vector>

namespace harness {
namespace heap_in_use_test {
namespace {

TEST(HeapBytesInUse, CountsABlockWhileItIsHeldAndNotAfter) {
  const std::optional<std::size_t> before = HeapBytesInUse();
  ASSERT_TRUE(before.has_value()) << "glibc and ASan both report the heap in use";
  constexpr std::size_t kBlock = 4 << 20;
  auto block = std::make_unique<char[]>(kBlock);
  std::memset(block.get(), 1, kBlock);
  const std::optional<std::size_t> holding = HeapBytesInUse();
  ASSERT_TRUE(holding.has_value());
  EXPECT_GE(*holding, *before + kBlock);
  block.reset();
  const std::optional<std::size_t> after = HeapBytesInUse();
  ASSERT_TRUE(after.has_value());
  EXPECT_LT(*after, *before + kBlock);
}

TEST(ResidentBytes, GrowsByABlockOnceItsPagesAreTouched) {
  const std::optional<std::size_t> before = ResidentBytes();
  ASSERT_TRUE(before.has_value()) << "/proc/self/statm is readable on Linux";
  constexpr std::size_t kBlock = 16 << 20;
  auto block = std::make_unique<char[]>(kBlock);
  std::memset(block.get(), 1, kBlock);
  const std::optional<std::size_t> holding = ResidentBytes();
  ASSERT_TRUE(holding.has_value());
  EXPECT_GE(*holding, *before + kBlock / 2) << "most of the touched block is resident";
}

const std::vector<std::string> kIds = {"alpha", "beta", "gamma"};

// Readings of a run that cycles through the three samples: after alpha the
// heap holds 3000 KiB, after beta 5000 KiB (its caches stay), after gamma 4000.
std::vector<HeapReading> ThreeSampleCycles(std::size_t switches) {
  const std::size_t kib[] = {3000, 5000, 4000};
  std::vector<HeapReading> readings;
  for (std::size_t i = 0; i < switches; ++i) {
    readings.push_back({static_cast<int>(i % 3), kib[i % 3] * 1024});
  }
  return readings;
}

TEST(DescribeHeapBetweenSamples, SaysSoWhenNoSampleWasSwitched) {
  EXPECT_EQ(DescribeHeapBetweenSamples({}, kIds), "heap in use between samples: no switches");
}

TEST(DescribeHeapBetweenSamples, ReadingsThatDifferOnlyBySampleAreNoGrowth) {
  EXPECT_EQ(DescribeHeapBetweenSamples(ThreeSampleCycles(1000), kIds),
            "heap in use between samples: 1000 switches; growth since switch 100, compared after "
            "the same sample: at most +0 KiB");
}

TEST(DescribeHeapBetweenSamples, NamesTheSampleAfterWhichTheHeapGrewMost) {
  std::vector<HeapReading> readings = ThreeSampleCycles(1000);
  readings[20].bytes += 9000 * 1024;   // in the warm-up: not compared
  readings[400].bytes += 100 * 1024;   // after beta (400 % 3 == 1)
  readings[701].bytes += 512 * 1024;   // after gamma (701 % 3 == 2)
  readings[702].bytes -= 1000 * 1024;  // a drop is no growth
  EXPECT_EQ(DescribeHeapBetweenSamples(readings, kIds),
            "heap in use between samples: 1000 switches; growth since switch 100, compared after "
            "the same sample: at most +512 KiB (after gamma)");
}

TEST(DescribeHeapBetweenSamples, ALeakOfAFewKiBPerSwitchAddsUp) {
  std::vector<HeapReading> readings = ThreeSampleCycles(1000);
  for (std::size_t i = 0; i < readings.size(); ++i) {
    readings[i].bytes += 2 * 1024 * i;  // 2 KiB more at every switch
  }
  // From index 99 (switch 100) on: after alpha 99 to 999, 900 switches apart;
  // after beta 100 to 997, after gamma 101 to 998.
  EXPECT_EQ(DescribeHeapBetweenSamples(readings, kIds),
            "heap in use between samples: 1000 switches; growth since switch 100, compared after "
            "the same sample: at most +1800 KiB (after alpha)");
}

TEST(DescribeHeapBetweenSamples, AShortRunComparesItsSecondHalf) {
  const std::vector<HeapReading> readings = {{0, 1024}, {1, 1024}, {0, 9216},
                                             {1, 2048}, {0, 5120}, {7, 4096}};
  // From switch 3 (index 2): after sample 0, 9216 then 5120 (a drop); after
  // samples 1 and 7 one reading each. Sample 7 has no id: named by its index.
  EXPECT_EQ(DescribeHeapBetweenSamples(readings, kIds),
            "heap in use between samples: 6 switches; growth since switch 3, compared after the "
            "same sample: at most +0 KiB");
  const std::vector<HeapReading> twice_after_7 = {{7, 1024}, {7, 3072}};
  EXPECT_EQ(DescribeHeapBetweenSamples(twice_after_7, kIds),
            "heap in use between samples: 2 switches; growth since switch 1, compared after the "
            "same sample: at most +2 KiB (after sample 7)");
  EXPECT_EQ(DescribeHeapBetweenSamples({{0, 2048}}, kIds),
            "heap in use between samples: 1 switch; growth since switch 1, compared after the "
            "same sample: at most +0 KiB");
}

TEST(DescribeResidentBetweenSamples, ComparesResidentMemoryAfterTheSameSample) {
  std::vector<HeapReading> readings = ThreeSampleCycles(1000);
  for (std::size_t i = 0; i < readings.size(); ++i) {
    // Resident memory far above the heap, differing by sample, flat but for
    // one reading after beta; the heap grows after gamma, which this line
    // does not read.
    readings[i].resident_bytes = (100000 + 7000 * (i % 3)) * 1024;
  }
  readings[499].resident_bytes += 300 * 1024;  // after beta (499 % 3 == 1)
  readings[500].bytes += 900 * 1024;
  EXPECT_EQ(DescribeResidentBetweenSamples(readings, kIds),
            "resident memory between samples: 1000 switches; growth since switch 100, compared "
            "after the same sample: at most +300 KiB (after beta)");
  EXPECT_EQ(DescribeResidentBetweenSamples({}, kIds),
            "resident memory between samples: no switches");
}

}  // namespace
}  // namespace heap_in_use_test
}  // namespace harness
