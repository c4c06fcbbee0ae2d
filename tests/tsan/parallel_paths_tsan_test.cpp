// The parallel paths under ThreadSanitizer (tests/tsan/CMakeLists.txt):
// hunts on 8 threads sharing our registry and the generators, with a
// KeepGoing asked from all of them, shrinking on several threads at once;
// and --check's reports printed in order while threads finish out of
// order, as --check prints its scenes. Any race TSan sees ends the run
// (TSAN_OPTIONS halt_on_error).
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "collide/hunt/hunt.h"
#include "collide/parallel/parallel_items.h"

namespace parallel_paths_tsan_test {
namespace {

using collide::ShapeKind;

TEST(ParallelPathsUnderTsan, HuntsOnEightThreadsFindWhatOneFinds) {
  const auto& registry = collide::PairTestRegistry::Global();
  const auto& generators = collide::ShapeGenerators::Global();
  const std::vector<std::pair<ShapeKind, ShapeKind>> pairs = {
      {ShapeKind::kBox, ShapeKind::kBox},
      {ShapeKind::kAabb, ShapeKind::kAabb},
      {ShapeKind::kRay, ShapeKind::kSphere},
      {ShapeKind::kSphere, ShapeKind::kAabb}};
  collide::HuntOptions options;
  options.cases = 1500;
  options.every_pair = true;  // two of ours disagree: shrinking on several threads
  const auto one = collide::Hunt(registry, generators, pairs, options);
  options.jobs = 8;
  std::atomic<long long> asked{0};
  const auto eight = collide::Hunt(registry, generators, pairs, options, [&asked] {
    asked.fetch_add(1, std::memory_order_relaxed);
    return true;
  });
  ASSERT_EQ(eight.size(), one.size());
  int findings = 0;
  for (std::size_t i = 0; i < one.size(); ++i) {
    EXPECT_EQ(eight[i].disagreements, one[i].disagreements) << i;
    EXPECT_EQ(eight[i].finding.has_value(), one[i].finding.has_value()) << i;
    findings += one[i].finding ? 1 : 0;
  }
  EXPECT_GE(findings, 2);
  EXPECT_EQ(asked.load(), static_cast<long long>(one.size()) * 1500);
}

TEST(ParallelPathsUnderTsan, AHuntStoppedFromAnotherThreadStops) {
  std::atomic<bool> cancel{false};
  std::atomic<int> asked{0};
  collide::HuntOptions options;
  options.cases = 100000;
  options.jobs = 4;
  const auto results =
      collide::Hunt(collide::PairTestRegistry::Global(), collide::ShapeGenerators::Global(),
                    {{ShapeKind::kBox, ShapeKind::kBox}}, options, [&] {
                      if (asked.fetch_add(1) == 2000) {
                        cancel.store(true);
                      }
                      return !cancel.load();
                    });
  ASSERT_EQ(results.size(), 1u);
  EXPECT_LT(results[0].cases_tried, 100000);
}

// As --check prints its scenes (RunSceneChecks): each item writes its own
// slot on a worker; the slots are read, in order, under the lock.
TEST(ParallelPathsUnderTsan, ItemsComeDueInOrderFromEightThreads) {
  std::vector<std::string> reports(400);
  std::string printed;
  std::size_t last_finished = 0;
  collide::RunItemsInOrder(
      8, reports.size(),
      [&](int, std::size_t item) {
        // Long enough that every thread is running while the others print.
        std::this_thread::sleep_for(std::chrono::microseconds(200));
        reports[item] = "scene " + std::to_string(item) + "\n";
      },
      [&](std::size_t finished, std::size_t first, std::size_t last) {
        last_finished = finished;
        for (std::size_t i = first; i < last; ++i) {
          printed += reports[i];
          reports[i].clear();
        }
      });
  std::string expected;
  for (int i = 0; i < 400; ++i) {
    expected += "scene " + std::to_string(i) + "\n";
  }
  EXPECT_EQ(printed, expected);
  EXPECT_EQ(last_finished, 400u);
}

}  // namespace
}  // namespace parallel_paths_tsan_test
