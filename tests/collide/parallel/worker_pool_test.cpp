#include "collide/parallel/worker_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstddef>
#include <ctime>
#include <thread>
#include <vector>

#include "collide/parallel/ordered_filter.h"

namespace collide {
namespace worker_pool_test {
namespace {

TEST(SliceOf, SlicesFollowEachOtherCoverEveryItemAndDifferByAtMostOne) {
  for (size_t count = 0; count <= 60; ++count) {
    for (int slices = 1; slices <= 9; ++slices) {
      size_t next = 0;
      for (int slice = 0; slice < slices; ++slice) {
        const SliceRange range = SliceOf(count, slices, slice);
        ASSERT_EQ(range.begin, next) << count << " items, slice " << slice << " of " << slices;
        const size_t low = count / static_cast<size_t>(slices);
        ASSERT_TRUE(range.size() == low || range.size() == low + 1) << count << " " << slices;
        next = range.end;
      }
      ASSERT_EQ(next, count) << slices << " slices";
    }
  }
  // By hand: 10 items in 4 slices are 3, 3, 2, 2.
  EXPECT_EQ(SliceOf(10, 4, 0).end, 3u);
  EXPECT_EQ(SliceOf(10, 4, 1).end, 6u);
  EXPECT_EQ(SliceOf(10, 4, 2).end, 8u);
  EXPECT_EQ(SliceOf(10, 4, 3).end, 10u);
}

TEST(WorkerPool, EveryRunCallsEverySliceOnce) {
  for (const int jobs : {1, 2, 3, 8}) {
    WorkerPool pool(jobs);
    ASSERT_EQ(pool.jobs(), jobs);
    std::vector<std::atomic<int>> calls(static_cast<size_t>(jobs));
    constexpr int kRuns = 2000;
    for (int run = 0; run < kRuns; ++run) {
      pool.Run([&](int slice) { calls[static_cast<size_t>(slice)].fetch_add(1); });
    }
    for (int slice = 0; slice < jobs; ++slice) {
      EXPECT_EQ(calls[static_cast<size_t>(slice)].load(), kRuns) << jobs << " jobs";
    }
  }
  EXPECT_EQ(WorkerPool(0).jobs(), 1);
  EXPECT_EQ(WorkerPool(-3).jobs(), 1);
}

// Workers poll for a while after a Run before they sleep (worker_pool.cpp):
// Runs that come at once, within the poll and after it must each call every
// slice once, and see what the one before wrote.
TEST(WorkerPool, RunsSoonerAndLaterThanTheWorkersSleepCallEverySliceOnce) {
  WorkerPool pool(3);
  std::vector<int> calls(3, 0);
  const std::vector<std::chrono::microseconds> gaps = {
      std::chrono::microseconds(0), std::chrono::microseconds(5), std::chrono::microseconds(200),
      std::chrono::microseconds(2000)};
  int runs = 0;
  for (int round = 0; round < 10; ++round) {
    for (const std::chrono::microseconds gap : gaps) {
      std::this_thread::sleep_for(gap);
      pool.Run([&](int slice) { ++calls[static_cast<size_t>(slice)]; });
      ++runs;
      for (size_t slice = 0; slice < calls.size(); ++slice) {
        ASSERT_EQ(calls[slice], runs) << "slice " << slice << ", gap " << gap.count() << " us";
      }
    }
  }
}

// The polling is bounded: an idle pool of 8 jobs uses next to no processor
// time (polling workers would use up to 7 cores' worth).
TEST(WorkerPool, AnIdlePoolSleeps) {
  WorkerPool pool(8);
  pool.Run([](int) {});
  // Past the workers' polling.
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const auto cpu_seconds = [] {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
  };
  const double before = cpu_seconds();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_LT(cpu_seconds() - before, 0.02);
}

TEST(SliceCount, GivesEachSliceAtLeastThePoolsMinimumAndNoMoreSlicesThanJobs) {
  EXPECT_EQ(SliceCount(nullptr, 1'000'000), 1);
  const WorkerPool pool(4, 100);
  EXPECT_EQ(SliceCount(&pool, 0), 1);
  EXPECT_EQ(SliceCount(&pool, 199), 1);
  EXPECT_EQ(SliceCount(&pool, 200), 2);
  EXPECT_EQ(SliceCount(&pool, 399), 3);
  EXPECT_EQ(SliceCount(&pool, 1'000'000), 4);
  EXPECT_EQ(WorkerPool(2).min_slice_items(), kMinSliceItems);
}

TEST(FilterInOrder, KeepsTheItemsInTheirOrderOnAnyNumberOfThreads) {
  for (const int jobs : {0, 1, 2, 3, 8}) {
    WorkerPool pool(jobs == 0 ? 1 : jobs, 1);
    for (const size_t count : {size_t{0}, size_t{1}, size_t{5}, size_t{1000}}) {
      std::vector<int> out(count, -1);
      const size_t kept = FilterInOrder<int>(jobs == 0 ? nullptr : &pool, count, out.data(),
                                             [](SliceRange items, int* slice_out) {
                                               size_t n = 0;
                                               for (size_t i = items.begin; i < items.end; ++i) {
                                                 if (i % 3 == 1) {
                                                   slice_out[n++] = static_cast<int>(i);
                                                 }
                                               }
                                               return n;
                                             });
      // By hand: 1, 4, 7, ... below count.
      ASSERT_EQ(kept, (count + 1) / 3) << jobs << " jobs, " << count << " items";
      for (size_t k = 0; k < kept; ++k) {
        ASSERT_EQ(out[k], static_cast<int>(3 * k + 1)) << jobs << " jobs, item " << k;
      }
    }
  }
}

// FilterBySlice leaves each slice's kept items where the slice wrote them:
// at its first item's offset, in order; joined in slice order they are the
// kept items in the items' order.
TEST(FilterBySlice, LeavesEachSlicesItemsAtItsOffsetInOrder) {
  for (const int jobs : {0, 1, 2, 3, 8}) {
    WorkerPool pool(jobs == 0 ? 1 : jobs, 1);
    WorkerPool* workers = jobs == 0 ? nullptr : &pool;
    for (const size_t count : {size_t{0}, size_t{1}, size_t{5}, size_t{1000}}) {
      std::vector<int> out(count, -1);
      const std::vector<SliceRange> parts =
          FilterBySlice<int>(workers, count, out.data(), [](SliceRange items, int* slice_out) {
            size_t n = 0;
            for (size_t i = items.begin; i < items.end; ++i) {
              if (i % 3 == 1) {
                slice_out[n++] = static_cast<int>(i);
              }
            }
            return n;
          });
      const int slices = SliceCount(workers, count);
      ASSERT_EQ(parts.size(), static_cast<size_t>(slices)) << jobs << " jobs, " << count;
      std::vector<int> joined;
      for (int slice = 0; slice < slices; ++slice) {
        const SliceRange part = parts[static_cast<size_t>(slice)];
        ASSERT_EQ(part.begin, SliceOf(count, slices, slice).begin) << jobs << " jobs, " << count;
        joined.insert(joined.end(), out.begin() + static_cast<std::ptrdiff_t>(part.begin),
                      out.begin() + static_cast<std::ptrdiff_t>(part.end));
      }
      // By hand: 1, 4, 7, ... below count.
      ASSERT_EQ(joined.size(), (count + 1) / 3) << jobs << " jobs, " << count << " items";
      for (size_t k = 0; k < joined.size(); ++k) {
        ASSERT_EQ(joined[k], static_cast<int>(3 * k + 1)) << jobs << " jobs, item " << k;
      }
    }
  }
}

}  // namespace
}  // namespace worker_pool_test
}  // namespace collide
