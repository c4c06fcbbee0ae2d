// Numbered items on threads (parallel_items.h): each item runs once, on a
// worker of the range; the lowest throwing item's exception comes out once
// every thread is done; --jobs's default is the cores. The same on a pool
// kept between calls (worker_pool.h), pass after pass.
#include "collide/parallel/parallel_items.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "collide/parallel/worker_pool.h"

namespace collide {
namespace parallel_items_test {
namespace {

TEST(ParallelItems, EveryItemRunsOnceOnAWorkerOfTheRange) {
  for (const int jobs : {1, 2, 8}) {
    std::vector<std::atomic<int>> runs(1000);
    std::atomic<int> bad_worker{0};
    RunItems(jobs, runs.size(), [&](int worker, std::size_t item) {
      if (worker < 0 || worker >= jobs) {
        ++bad_worker;
      }
      ++runs[item];
    });
    for (std::size_t i = 0; i < runs.size(); ++i) {
      ASSERT_EQ(runs[i].load(), 1) << "item " << i << ", " << jobs << " jobs";
    }
    EXPECT_EQ(bad_worker.load(), 0);
  }
  bool called = false;
  RunItems(4, 0, [&](int, std::size_t) { called = true; });
  EXPECT_FALSE(called);
}

TEST(ParallelItems, TheLowestThrowingItemsExceptionIsThrownAfterTheOthersFinish) {
  for (const int jobs : {1, 2, 8}) {
    std::atomic<int> running{0};
    try {
      RunItems(jobs, 64, [&](int, std::size_t item) {
        ++running;
        if (item == 5 || item == 9) {
          --running;
          throw std::runtime_error("item " + std::to_string(item));
        }
        --running;
      });
      FAIL() << "nothing thrown, " << jobs << " jobs";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "item 5") << jobs << " jobs";
    }
    EXPECT_EQ(running.load(), 0);
  }
}

TEST(ParallelItemsOnAPool, EveryItemRunsOncePassAfterPassOnThePoolsWorkers) {
  for (const int jobs : {1, 2, 8}) {
    WorkerPool pool(jobs, 1);
    for (int pass = 0; pass < 3; ++pass) {
      std::vector<std::atomic<int>> runs(1000);
      std::atomic<int> bad_worker{0};
      RunItems(&pool, runs.size(), [&](int worker, std::size_t item) {
        if (worker < 0 || worker >= jobs) {
          ++bad_worker;
        }
        ++runs[item];
      });
      for (std::size_t i = 0; i < runs.size(); ++i) {
        ASSERT_EQ(runs[i].load(), 1) << "item " << i << ", " << jobs << " jobs, pass " << pass;
      }
      EXPECT_EQ(bad_worker.load(), 0);
    }
  }
  // No pool: every item on the calling thread, as worker 0.
  const std::thread::id caller = std::this_thread::get_id();
  int elsewhere = 0;
  int runs = 0;
  RunItems(nullptr, 100, [&](int worker, std::size_t) {
    elsewhere += worker != 0 || std::this_thread::get_id() != caller ? 1 : 0;
    ++runs;
  });
  EXPECT_EQ(runs, 100);
  EXPECT_EQ(elsewhere, 0);
}

TEST(ParallelItemsOnAPool, TheLowestThrowingItemsExceptionComesOutAndThePoolRunsOn) {
  for (const int jobs : {1, 2, 8}) {
    WorkerPool pool(jobs, 1);
    try {
      RunItems(&pool, 64, [&](int, std::size_t item) {
        if (item == 5 || item == 9) {
          throw std::runtime_error("item " + std::to_string(item));
        }
      });
      FAIL() << "nothing thrown, " << jobs << " jobs";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "item 5") << jobs << " jobs";
    }
    std::atomic<int> runs{0};
    RunItems(&pool, 64, [&](int, std::size_t) { ++runs; });
    EXPECT_EQ(runs.load(), 64) << jobs << " jobs";
  }
}

TEST(ParallelItems, WorkStartedOnAWorkerTakesOneThreadAndElsewhereTheCores) {
  ASSERT_EQ(JobsHere(), DefaultJobs());
  for (const int jobs : {1, 2, 8}) {
    std::atomic<int> wider{0};
    RunItems(jobs, 100, [&](int, std::size_t) { wider += JobsHere() != 1 ? 1 : 0; });
    EXPECT_EQ(wider.load(), 0) << jobs << " jobs";
    WorkerPool pool(jobs, 1);
    RunItems(&pool, 100, [&](int, std::size_t) { wider += JobsHere() != 1 ? 1 : 0; });
    EXPECT_EQ(wider.load(), 0) << jobs << " jobs on a pool";
    EXPECT_EQ(JobsHere(), DefaultJobs()) << "after " << jobs << " jobs";
  }
  {
    const WorkerMark outer;
    { const WorkerMark inner; }
    EXPECT_EQ(JobsHere(), 1) << "an inner mark's end ends the outer one";
  }
  EXPECT_EQ(JobsHere(), DefaultJobs());
}

TEST(ParallelItems, DefaultJobsIsTheCoresAndAtLeastOne) {
  const int cores = static_cast<int>(std::thread::hardware_concurrency());
  EXPECT_EQ(DefaultJobs(), cores > 0 ? cores : 1);
}

}  // namespace
}  // namespace parallel_items_test
}  // namespace collide
