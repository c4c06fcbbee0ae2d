// The window's hunt on a thread of its own (harness/runners/hunt_job.h): it
// finds what the hunt finds while the caller goes on, stops soon after a
// Cancel or its destruction, and a plugin that does not load is a message,
// not a crash. The algorithm on trial stands in for a plugin's: it is in
// the registry the job is given.
#include "harness/runners/hunt_job.h"

#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "pair_test_fixtures.h"

namespace harness {
namespace hunt_job_test {
namespace {

using collide::ShapeKind;
using Clock = std::chrono::steady_clock;

using testing::LessThanBug;

collide::PairTestRegistry BuiltinsAnd(std::optional<collide::PairTest> extra) {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  if (extra) {
    registry.Add(std::move(*extra));
  }
  return registry;
}

HuntJobSettings Settings(std::vector<KindPair> pairs, int cases) {
  HuntJobSettings settings;
  settings.pairs = std::move(pairs);
  settings.cases = cases;
  return settings;
}

// Waits up to `limit` for the job; false when it is still running.
bool WaitFor(const HuntJob& job, std::chrono::seconds limit) {
  const auto give_up = Clock::now() + limit;
  while (!job.done() && Clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return job.done();
}

TEST(HuntJob, FindsTheLessThanBugOnItsOwnThread) {
  HuntJob job(Settings({{ShapeKind::kSphere, ShapeKind::kSphere}}, 3000),
              BuiltinsAnd(LessThanBug()));
  ASSERT_TRUE(WaitFor(job, std::chrono::seconds(60)));
  const HuntJobOutcome& outcome = job.outcome();
  EXPECT_EQ(outcome.error, "");
  EXPECT_FALSE(outcome.cancelled);
  ASSERT_EQ(outcome.results.size(), 1u);
  EXPECT_EQ(outcome.results[0].algorithms.theirs_id, "lt-bug");
  EXPECT_EQ(outcome.results[0].cases_tried, 3000);
  EXPECT_TRUE(outcome.results[0].finding.has_value());
  EXPECT_EQ(job.cases_tried(), 3000);
}

TEST(HuntJob, ACancelStopsItWithTheResultsSoFar) {
  // Box-box has two of ours to compare; a hundred million cases would take
  // hours.
  HuntJob job(Settings({{ShapeKind::kBox, ShapeKind::kBox}, {ShapeKind::kAabb, ShapeKind::kAabb}},
                       100'000'000),
              BuiltinsAnd(std::nullopt));
  const auto give_up = Clock::now() + std::chrono::seconds(30);
  while (job.cases_tried() < 10 && Clock::now() < give_up) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  EXPECT_FALSE(job.done());
  job.Cancel();
  EXPECT_TRUE(job.cancelling());
  ASSERT_TRUE(WaitFor(job, std::chrono::seconds(10)));
  const HuntJobOutcome& outcome = job.outcome();
  EXPECT_TRUE(outcome.cancelled);
  EXPECT_EQ(outcome.error, "");
  ASSERT_EQ(outcome.results.size(), 1u);  // the aabb pair never started
  EXPECT_GE(outcome.results[0].cases_tried, 10);
  EXPECT_LT(outcome.results[0].cases_tried, 100'000'000);
}

TEST(HuntJob, GoingAwayWhileItRunsStopsItSoon) {
  const auto started = Clock::now();
  {
    HuntJob job(Settings({{ShapeKind::kBox, ShapeKind::kBox}}, 100'000'000),
                BuiltinsAnd(std::nullopt));
    const auto give_up = Clock::now() + std::chrono::seconds(30);
    while (job.cases_tried() < 10 && Clock::now() < give_up) {
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  EXPECT_LT(Clock::now() - started, std::chrono::seconds(20));
}

TEST(HuntJob, APluginThatDoesNotLoadIsAMessage) {
  HuntJobSettings settings = Settings({{ShapeKind::kSphere, ShapeKind::kSphere}}, 100);
  settings.plugin_files = {"/nonexistent/libmine.so"};
  settings.plugin_settings.host = "/nonexistent/collision-lab-plugin-host";
  HuntJob job(std::move(settings), BuiltinsAnd(std::nullopt));
  ASSERT_TRUE(WaitFor(job, std::chrono::seconds(10)));
  EXPECT_EQ(job.outcome().error.rfind("the hunt could not load /nonexistent/libmine.so: ", 0), 0u)
      << job.outcome().error;
  EXPECT_TRUE(job.outcome().results.empty());
}

}  // namespace
}  // namespace hunt_job_test
}  // namespace harness
