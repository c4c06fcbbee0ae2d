#include "harness/sample_api/sample_registry.h"

#include <gtest/gtest.h>

#include "harness/sample_api/sample.h"
#include "test_host.h"

namespace harness {
namespace sample_registry_test {
namespace {

TEST(SampleRegistry, SphereSphereRegistersItself) {
  const SampleInfo* info = SampleRegistry::Get().Find("sphere-sphere");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->category, "Static intersections");
  EXPECT_EQ(info->title, "Sphere vs sphere");
}

TEST(SampleRegistry, DefaultSampleExists) {
  EXPECT_NE(SampleRegistry::Get().Find(kDefaultSampleId), nullptr);
}

TEST(SampleRegistry, UnknownIdIsNotFound) {
  EXPECT_EQ(SampleRegistry::Get().Find("no-such-sample"), nullptr);
  EXPECT_EQ(SampleRegistry::Get().IndexOf("no-such-sample"), -1);
}

TEST(SampleRegistry, SortedByCategoryThenTitleWithUniqueIds) {
  const auto& samples = SampleRegistry::Get().samples();
  for (size_t i = 1; i < samples.size(); ++i) {
    const auto& a = samples[i - 1];
    const auto& b = samples[i];
    EXPECT_TRUE(a.category < b.category || (a.category == b.category && a.title <= b.title))
        << a.id << " before " << b.id;
  }
  for (size_t i = 0; i < samples.size(); ++i) {
    EXPECT_EQ(SampleRegistry::Get().IndexOf(samples[i].id), static_cast<int>(i));
  }
}

TEST(SampleRegistry, IdListNamesEverySample) {
  const std::string list = SampleRegistry::Get().IdList();
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    EXPECT_NE(list.find(info.id), std::string::npos);
  }
}

TEST(SampleRegistry, EverySampleBuildsAndChecksWithoutAWindow) {
  for (const SampleInfo& info : SampleRegistry::Get().samples()) {
    testing::TestHost host;
    auto sample = info.create(host);
    ASSERT_NE(sample, nullptr) << info.id;
    const std::vector<PairCheck> checks = sample->Check();
    // Each declared expectation answered once (the runner's own count).
    const CheckCount count = CountChecks(checks, sample->ExpectationCount());
    EXPECT_TRUE(count.complete()) << info.id;
    ASSERT_EQ(checks.size(), sample->ExpectationCount()) << info.id;
    for (const PairCheck& check : checks) {
      EXPECT_TRUE(check.passed) << info.id << ": " << MismatchSentence(check);
    }
  }
}

}  // namespace
}  // namespace sample_registry_test
}  // namespace harness
