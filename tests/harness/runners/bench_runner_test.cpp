#include "harness/runners/bench_runner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <sstream>

#include "harness/runners/body_count.h"
#include "test_host.h"

namespace harness {
namespace bench_runner_test {
namespace {

TEST(BenchRunner, NearestRankPercentiles) {
  EXPECT_EQ(NearestRankPercentile({}, 50.0), 0.0);
  EXPECT_EQ(NearestRankPercentile({7.0}, 99.0), 7.0);
  const std::vector<double> ten = {10, 1, 9, 2, 8, 3, 7, 4, 6, 5};
  EXPECT_EQ(NearestRankPercentile(ten, 50.0), 5.0);
  EXPECT_EQ(NearestRankPercentile(ten, 99.0), 10.0);
  std::vector<double> hundred;
  for (int i = 100; i >= 1; --i) {
    hundred.push_back(i);
  }
  EXPECT_EQ(NearestRankPercentile(hundred, 50.0), 50.0);
  EXPECT_EQ(NearestRankPercentile(hundred, 99.0), 99.0);
}

TEST(BenchRunner, SummaryLine) {
  EXPECT_EQ(BenchSummaryLine("sphere-crowd", "500", {1.0, 2.0, 4.0}, 12),
            "bench: sample=sphere-crowd count=500 frames=3 update_ms mean=2.333 p50=2.000 "
            "p99=4.000 pairs=12");
  EXPECT_EQ(BenchSummaryLine("box-box", "-", {0.0004}, -1),
            "bench: sample=box-box count=- frames=1 update_ms mean=0.000 p50=0.000 p99=0.000 "
            "pairs=-");
}

TEST(BenchRunner, CsvHeaderRowsAndEmptyCells) {
  StepStats first;
  first.broadphase_ms = 0.5;
  first.pairs = 3;
  first.extra_names = {"cells", "odd, \"name\""};
  first.extra_values = {64, -1};
  StepStats second;
  second.narrowphase_ms = 0.25;
  second.extra_values = {32};  // one short: an empty cell
  EXPECT_EQ(BenchCsv({{1.5, first}, {2.0, second}}),
            "frame,update_ms,broadphase_ms,narrowphase_ms,pairs,cells,\"odd, \"\"name\"\"\"\n"
            "1,1.500000,0.500000,,3,64,\n"
            "2,2.000000,,0.250000,,32,\n");
  EXPECT_EQ(BenchCsv({}), "frame,update_ms,broadphase_ms,narrowphase_ms,pairs\n");
}

TEST(BenchRunner, RunsASampleHeadlessAndPrintsOneLine) {
  Options options;
  options.bench = true;
  options.sample = "sphere-sphere";
  options.frames = 4;
  std::ostringstream out, err;
  EXPECT_EQ(RunBench(options, out, err), kExitOk);
  EXPECT_TRUE(std::regex_match(
      out.str(), std::regex("bench: sample=sphere-sphere count=- frames=4 update_ms mean=[0-9.]+ "
                            "p50=[0-9.]+ p99=[0-9.]+ pairs=-\n")))
      << out.str();
  EXPECT_EQ(err.str(), "");
}

TEST(BenchRunner, UnknownSampleIsBadInput) {
  Options options;
  options.bench = true;
  options.sample = "nope";
  std::ostringstream out, err;
  EXPECT_EQ(RunBench(options, out, err), kExitBadInput);
  EXPECT_EQ(out.str(), "");
  EXPECT_NE(err.str().find("unknown sample \"nope\""), std::string::npos);
}

// A sample with a body count from 1 to 10.
class CountedSample final : public Sample, public Scalable {
 public:
  using Sample::Sample;
  std::size_t ExpectationCount() const override { return 0; }
  std::vector<PairCheck> Check() const override { return {}; }
  void LoadScene(const Scene&) override {}
  Scalable* scale() override { return this; }
  bool SetBodyCount(int count, std::string* error) override {
    if (count > 10) {
      *error = "at most 10";
      return false;
    }
    count_ = count;
    return true;
  }
  int BodyCount() const override { return count_; }

 private:
  int count_ = 3;
};

TEST(BodyCount, AppliedWhenGivenAndInRange) {
  testing::TestHost host;
  CountedSample sample(host);
  EXPECT_EQ(ApplyBodyCount(sample, "counted", 0), "");
  EXPECT_EQ(sample.BodyCount(), 3);
  EXPECT_EQ(ApplyBodyCount(sample, "counted", 7), "");
  EXPECT_EQ(sample.BodyCount(), 7);
  EXPECT_EQ(ApplyBodyCount(sample, "counted", 11),
            "--count: sample 'counted' cannot have 11 bodies: at most 10");
  EXPECT_EQ(sample.BodyCount(), 7);
}

TEST(BodyCount, RefusedBySamplesWithoutOneListingThoseWithOne) {
  testing::TestHost host;
  const auto sample = SampleRegistry::Get().Find("box-box")->create(host);
  const std::string problem = ApplyBodyCount(*sample, "box-box", 5);
  EXPECT_TRUE(problem.starts_with("--count: sample 'box-box' has no body count (")) << problem;
  const std::vector<std::string> with = SamplesWithBodyCount();
  for (const std::string& id : with) {
    EXPECT_NE(problem.find(id), std::string::npos) << id;
  }
  EXPECT_EQ(std::find(with.begin(), with.end(), "box-box"), with.end());
}

}  // namespace
}  // namespace bench_runner_test
}  // namespace harness
