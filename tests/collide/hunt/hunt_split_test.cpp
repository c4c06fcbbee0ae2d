// The hunt on several threads (hunt_split.h, on parallel/parallel_items.h): cases split
// into ranges and merged back in case order, each case made from its own
// number, so that 1, 2 and 8 threads find the same, and a shard its
// slice's; the counts checked against a plain loop over the cases written
// here.
#include "collide/hunt/hunt_split.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "collide/hunt/hunt.h"
#include "collide/hunt/hunt_case.h"
#include "collide/hunt/hunt_judge.h"
#include "collide/hunt/hunt_random.h"

namespace collide {
namespace hunt_split_test {
namespace {

TEST(HuntSplit, CasesAreSplitIntoRangesInOrderTheLastOneShorter) {
  const std::vector<CaseRange> ranges = SplitCases(600, 256);
  ASSERT_EQ(ranges.size(), 3u);
  EXPECT_EQ(ranges[0].begin, 0);
  EXPECT_EQ(ranges[0].end, 256);
  EXPECT_EQ(ranges[1].begin, 256);
  EXPECT_EQ(ranges[1].end, 512);
  EXPECT_EQ(ranges[2].begin, 512);
  EXPECT_EQ(ranges[2].end, 600);
  EXPECT_EQ(SplitCases(0, 256).size(), 0u);
  const std::vector<CaseRange> one = SplitCases(5, 256);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_EQ(one[0].end, 5);
}

TEST(HuntSplit, RangesGrowOnlyPastFourThousandOfThem) {
  EXPECT_EQ(HuntRangeCases(20000), 256);
  EXPECT_EQ(HuntRangeCases(4096 * 256), 256);
  // 100,000,000 / 4,096 = 24,414.06..., rounded up.
  EXPECT_EQ(HuntRangeCases(100'000'000), 24415);
  EXPECT_EQ(SplitCases(100'000'000, HuntRangeCases(100'000'000)).size(), 4096u);
}

FirstDisagreement At(int case_number) {
  FirstDisagreement first;
  first.case_number = case_number;
  return first;
}

TEST(HuntSplit, MergeSumsTheRangesAndKeepsTheEarliestRangesFirstDisagreement) {
  std::vector<RangeOutcome> ranges(4);
  ranges[0] = {256, 0, std::nullopt};
  ranges[1] = {256, 3, At(300)};
  ranges[2] = {256, 1, At(600)};
  ranges[3] = {100, 2, At(770)};
  const RangeOutcome merged = MergeRanges(ranges);
  EXPECT_EQ(merged.cases_tried, 868);  // 256 * 3 + 100
  EXPECT_EQ(merged.disagreements, 6);
  ASSERT_TRUE(merged.first.has_value());
  EXPECT_EQ(merged.first->case_number, 300);
  EXPECT_FALSE(MergeRanges({}).first.has_value());
}

TEST(HuntSplit, EachCasesSeedIsSplitMixOfTheSeedAndItsNumberAndNoTwoShareOne) {
  // SplitMix64's published first output from state 0 (its state moves by
  // the golden gamma before mixing): case 0 of seed 0.
  EXPECT_EQ(HuntCaseSeed(0, 0), 0xE220A8397B1DCDAFULL);
  std::set<std::uint64_t> seen;
  for (std::uint64_t c = 0; c < 100000; ++c) {
    seen.insert(HuntCaseSeed(1, c));
  }
  EXPECT_EQ(seen.size(), 100000u);
  EXPECT_NE(HuntCaseSeed(1, 0), HuntCaseSeed(2, 0));
}

// The oracle: every case made from its number in a plain loop, judged pair
// by pair, the disagreeing cases counted and the first noted.
struct Counted {
  int disagreements = 0;
  int first_case = -1;
};

Counted CountByHand(const PairTest& ours, const PairTest& theirs, ShapeKind a, ShapeKind b,
                    int cases, std::uint64_t seed, int from = 0) {
  const ShapeGenerators& generators = ShapeGenerators::Global();
  Counted counted;
  for (int c = from; c < cases; ++c) {
    HuntRandom random(HuntCaseSeed(seed, static_cast<std::uint64_t>(c)));
    const auto shapes = GenerateCase(random, generators, *generators.Find(a), *generators.Find(b));
    const double tolerance = CaseTolerance(generators, shapes, kDefaultHuntTolerance);
    bool disagreed = false;
    for (std::size_t i = 0; i < shapes.size(); ++i) {
      for (std::size_t j = i + 1; j < shapes.size(); ++j) {
        const bool ab = shapes[i].kind() == a && shapes[j].kind() == b;
        const bool ba = shapes[i].kind() == b && shapes[j].kind() == a;
        if ((ab || ba) && Judge(ours, theirs, shapes[i], shapes[j], tolerance).disagree) {
          disagreed = true;
        }
      }
    }
    if (disagreed && counted.first_case < 0) {
      counted.first_case = c;
    }
    counted.disagreements += disagreed ? 1 : 0;
  }
  return counted;
}

TEST(HuntSplit, OneTwoAndEightThreadsFindWhatAPlainLoopFinds) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  const auto tests = registry.Find(ShapeKind::kBox, ShapeKind::kBox, Query::kIntersects);
  ASSERT_EQ(tests.size(), 2u);  // sat, corner-volume
  const Counted expected =
      CountByHand(*tests[0], *tests[1], ShapeKind::kBox, ShapeKind::kBox, 3000, 7);
  ASSERT_GT(expected.disagreements, 10);
  std::vector<HuntResult> by_jobs[3];
  const int jobs[3] = {1, 2, 8};
  for (int k = 0; k < 3; ++k) {
    HuntOptions options{3000, 7};
    options.jobs = jobs[k];
    by_jobs[k] =
        Hunt(registry, ShapeGenerators::Global(), ShapeKind::kBox, ShapeKind::kBox, options);
    ASSERT_EQ(by_jobs[k].size(), 1u);
    EXPECT_EQ(by_jobs[k][0].cases_tried, 3000);
    EXPECT_EQ(by_jobs[k][0].disagreements, expected.disagreements) << jobs[k] << " jobs";
    ASSERT_TRUE(by_jobs[k][0].finding.has_value());
  }
  // The first disagreeing case, shrunk: the same shapes whatever the threads.
  for (int k = 1; k < 3; ++k) {
    const HuntFinding& one = *by_jobs[0][0].finding;
    const HuntFinding& many = *by_jobs[k][0].finding;
    ASSERT_EQ(many.shapes.size(), one.shapes.size());
    for (std::size_t s = 0; s < one.shapes.size(); ++s) {
      const OrientedBox& a = one.shapes[s].Get<OrientedBox>();
      const OrientedBox& b = many.shapes[s].Get<OrientedBox>();
      EXPECT_EQ(b.center, a.center);
      EXPECT_EQ(b.half_extents, a.half_extents);
      EXPECT_EQ(b.rotation, a.rotation);
    }
    EXPECT_EQ(many.shrink_steps, one.shrink_steps);
  }
}

TEST(HuntSplit, ARangeFindsItsFirstDisagreeingCaseAsThePlainLoopDoes) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  const auto tests = registry.Find(ShapeKind::kBox, ShapeKind::kBox, Query::kIntersects);
  ASSERT_EQ(tests.size(), 2u);
  const Counted expected =
      CountByHand(*tests[0], *tests[1], ShapeKind::kBox, ShapeKind::kBox, 3000, 7);
  ASSERT_GE(expected.first_case, 0);
  const RangeOutcome whole = HuntRange(*tests[0], *tests[1], ShapeGenerators::Global(),
                                       ShapeKind::kBox, ShapeKind::kBox, {0, 3000}, {3000, 7}, {});
  ASSERT_TRUE(whole.first.has_value());
  EXPECT_EQ(whole.first->case_number, expected.first_case);
  // A range starting past it finds a later one.
  const RangeOutcome later =
      HuntRange(*tests[0], *tests[1], ShapeGenerators::Global(), ShapeKind::kBox, ShapeKind::kBox,
                {expected.first_case + 1, 3000}, {3000, 7}, {});
  ASSERT_TRUE(later.first.has_value());
  EXPECT_GT(later.first->case_number, expected.first_case);
  EXPECT_EQ(later.disagreements, expected.disagreements - 1);
}

// --shard K/N's hunt (HuntOptions::shard): 3000 cases in 3 shards are cases
// 0-999, 1000-1999 and 2000-2999, each shard finding what the plain loop
// finds there, its first disagreement numbered as in the whole hunt.
TEST(HuntSplit, EachShardFindsWhatAPlainLoopFindsInItsSlice) {
  PairTestRegistry registry;
  RegisterBuiltinPairTests(registry);
  const auto tests = registry.Find(ShapeKind::kBox, ShapeKind::kBox, Query::kIntersects);
  ASSERT_EQ(tests.size(), 2u);  // sat, corner-volume
  for (int k = 1; k <= 3; ++k) {
    const int begin = (k - 1) * 1000;
    const Counted expected =
        CountByHand(*tests[0], *tests[1], ShapeKind::kBox, ShapeKind::kBox, begin + 1000, 7, begin);
    ASSERT_GT(expected.disagreements, 0);
    HuntOptions options{3000, 7};
    options.jobs = 2;
    options.shard = {k, 3};
    const std::vector<HuntResult> results =
        Hunt(registry, ShapeGenerators::Global(), ShapeKind::kBox, ShapeKind::kBox, options);
    ASSERT_EQ(results.size(), 1u);
    EXPECT_EQ(results[0].cases_tried, 1000) << k;
    EXPECT_EQ(results[0].disagreements, expected.disagreements) << k;
    EXPECT_EQ(results[0].first_case, expected.first_case) << k;
    EXPECT_TRUE(results[0].finding.has_value()) << k;
  }
}

}  // namespace
}  // namespace hunt_split_test
}  // namespace collide
