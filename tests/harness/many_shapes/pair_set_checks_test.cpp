// Checks of a pair-finding answer against a reference, pair by pair
// (harness/many_shapes/pair_set_checks.h), on lists small enough to read.
#include "harness/many_shapes/pair_set_checks.h"

#include <gtest/gtest.h>

#include <vector>

namespace harness {
namespace pair_set_checks_test {
namespace {

using IntPair = std::pair<int, int>;

TEST(PairSetChecks, EveryPairOfTheReferenceOrAnyAnswerIsCheckedOnceInOrder) {
  const std::vector<IntPair> reference{{0, 1}, {2, 3}};
  const std::vector<std::vector<IntPair>> answers{{{0, 1}, {1, 2}}, {{2, 3}, {4, 5}, {0, 1}}};
  const auto pairs = PairsToCheck(reference, answers);
  ASSERT_EQ(pairs.size(), 4u);
  EXPECT_EQ(pairs[0].pair, IntPair(0, 1));
  EXPECT_TRUE(pairs[0].in_reference);
  EXPECT_EQ(pairs[1].pair, IntPair(1, 2));
  EXPECT_FALSE(pairs[1].in_reference);
  EXPECT_EQ(pairs[2].pair, IntPair(2, 3));
  EXPECT_TRUE(pairs[2].in_reference);
  EXPECT_EQ(pairs[3].pair, IntPair(4, 5));
  EXPECT_FALSE(pairs[3].in_reference);
}

TEST(PairSetChecks, APairIsJudgedByWhetherTheAnswerHoldsIt) {
  const std::vector<IntPair> found{{0, 1}, {1, 2}};
  // An extra pair: the reference says apart, the answer has it.
  const PairCheck extra = PairInSetCheck(7, IntPair(1, 2), false, found, "spheres 1 and 2", "grid");
  EXPECT_EQ(extra.expectation, 7u);
  EXPECT_EQ(extra.a, "1");
  EXPECT_EQ(extra.b, "2");
  EXPECT_EQ(extra.subject, "spheres 1 and 2");
  EXPECT_EQ(extra.algorithm, "grid");
  EXPECT_EQ(extra.expected, Outcome(Intersects{false}));
  EXPECT_EQ(extra.actual, Outcome(Intersects{true}));
  EXPECT_FALSE(extra.passed);
  // A missing pair: the reference has it, the answer does not.
  const PairCheck missing = PairInSetCheck(0, IntPair(2, 3), true, found, "s", "grid");
  EXPECT_EQ(missing.actual, Outcome(Intersects{false}));
  EXPECT_FALSE(missing.passed);
  // Agreeing both ways.
  EXPECT_TRUE(PairInSetCheck(0, IntPair(0, 1), true, found, "s", "grid").passed);
  EXPECT_TRUE(PairInSetCheck(0, IntPair(3, 4), false, found, "s", "grid").passed);
}

}  // namespace
}  // namespace pair_set_checks_test
}  // namespace harness
