#include "harness/sample_api/check.h"

#include <gtest/gtest.h>

namespace harness {
namespace check_test {
namespace {

PairCheck IntersectsCheck(std::size_t index, bool expected, bool actual) {
  // Assigned from std::string: GCC 12 warns falsely (-Wrestrict) on
  // assigning some literals to a std::string member.
  PairCheck check;
  check.expectation = index;
  check.a = std::string("1");
  check.b = std::string("3");
  check.subject = std::string("sphere 1 and 3");
  check.algorithm = std::string("squared-distance");
  check.expected = Intersects{expected};
  Judge(check, Intersects{actual});
  return check;
}

TEST(Check, JudgePassesOnlyEqualBooleans) {
  EXPECT_TRUE(IntersectsCheck(0, true, true).passed);
  EXPECT_TRUE(IntersectsCheck(0, false, false).passed);
  EXPECT_FALSE(IntersectsCheck(0, true, false).passed);
  EXPECT_FALSE(IntersectsCheck(0, false, true).passed);
}

TEST(Check, ContactTimesAgreeWithinTheTolerance) {
  const Outcome expected = ContactTime{0.25, 0.6};
  EXPECT_TRUE(Agrees(expected, ContactTime{0.2500005, 0.6}, 1e-6));
  EXPECT_FALSE(Agrees(expected, ContactTime{0.251, 0.6}, 1e-6));
  EXPECT_FALSE(Agrees(expected, ContactTime{std::nullopt, 0.6}, 1e-6));
  EXPECT_TRUE(Agrees(ContactTime{std::nullopt, 0.6}, ContactTime{std::nullopt, 0.6}, 0.0));
  // Different kinds never agree.
  EXPECT_FALSE(Agrees(Intersects{true}, ContactTime{0.0, 0.6}, 1.0));
}

TEST(Check, DescribesEachOutcomeKind) {
  EXPECT_EQ(Describe(Intersects{true}), "intersects");
  EXPECT_EQ(Describe(Intersects{false}), "apart");
  EXPECT_EQ(Describe(ContactTime{0.25, 0.6}), "t = 0.25");
  EXPECT_EQ(Describe(ContactTime{std::nullopt, 0.6}), "no contact");
}

TEST(Check, SentencesInTheTutorialsWords) {
  EXPECT_EQ(MismatchSentence(IntersectsCheck(0, true, false)), "sphere 1 and 3 should intersect");
  EXPECT_EQ(MismatchSentence(IntersectsCheck(0, false, true)),
            "sphere 1 and 3 should not intersect");
  EXPECT_EQ(MismatchSentence(IntersectsCheck(0, false, true), /*name_algorithm=*/true),
            "sphere 1 and 3 should not intersect (squared-distance)");
  PairCheck timed;
  timed.subject = std::string("ball 0 and plane floor");
  timed.expected = ContactTime{std::nullopt, 0.6};
  EXPECT_EQ(MismatchSentence(timed),
            "ball 0 and plane floor should not touch within the step (dt = 0.6)");
}

TEST(Check, MismatchLineGivesSentenceAlgorithmExpectedAndGotInThatOrder) {
  EXPECT_EQ(MismatchLine(IntersectsCheck(0, false, true)),
            "sphere 1 and 3 should not intersect (squared-distance: expected apart, got "
            "intersects)");
}

TEST(Check, CountNamesUnansweredDuplicatedAndUndeclaredExpectations) {
  // Four declared; 0 holds, 1 fails, 2 is answered twice, 3 is not answered,
  // and a check claims an undeclared expect[7].
  const std::vector<PairCheck> checks = {
      IntersectsCheck(0, true, true), IntersectsCheck(1, true, false),
      IntersectsCheck(2, true, true), IntersectsCheck(2, true, true),
      IntersectsCheck(7, true, true)};
  const CheckCount count = CountChecks(checks, 4);
  EXPECT_EQ(count.declared, 4u);
  EXPECT_EQ(count.held, 1u);
  EXPECT_EQ(count.failed(), 3u);
  EXPECT_EQ(count.unanswered, std::vector<std::size_t>{3});
  EXPECT_EQ(count.duplicated, std::vector<std::size_t>{2});
  EXPECT_EQ(count.undeclared, std::vector<std::size_t>{7});
  EXPECT_FALSE(count.complete());
}

TEST(Check, NoChecksForADeclaredTableHoldNothing) {
  const CheckCount count = CountChecks({}, 3);
  EXPECT_EQ(count.held, 0u);
  EXPECT_EQ(count.failed(), 3u);
  EXPECT_EQ(count.unanswered, (std::vector<std::size_t>{0, 1, 2}));
}

TEST(Check, ExpectationPathIsTheJsonPath) {
  EXPECT_EQ(ExpectationPath(3), "expect[3]");
}

}  // namespace
}  // namespace check_test
}  // namespace harness
