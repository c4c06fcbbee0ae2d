// The one service that asks another author's code about a sample's
// expectations (origins/ask_origin.h), on registries of this test's own: an
// origin's pair test or time of impact answers its questions and is judged
// as ours is, what it has no function for and what is not about the pair
// are counted as not served, an answer it could not give fails its check,
// and TheirChecks asks again only when something changed. Expected values
// are worked by hand.
#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "collide/registry/pair_tests.h"
#include "harness/origins/ask_origin.h"
#include "harness/origins/their_checks.h"

namespace harness {
namespace ask_origin_test {
namespace {

using collide::Query;
using collide::ShapeKind;
using collide::Sphere;
using collide::Vec3;

// Wrong on purpose: two spheres "intersect" when their centres are within
// the first one's radius (the second's radius forgotten).
collide::PairTest ForgetsTheSecondRadius(const std::string& origin) {
  collide::PairTest test;
  test.id = "forgets-b";
  test.a = ShapeKind::kSphere;
  test.b = ShapeKind::kSphere;
  test.query = Query::kIntersects;
  test.origin = origin;
  test.run = [](const collide::StaticShape& a, const collide::StaticShape& b) -> collide::Answer {
    const Sphere& sa = a.Get<Sphere>();
    const Sphere& sb = b.Get<Sphere>();
    return glm::distance(sa.center, sb.center) <= sa.radius;
  };
  return test;
}

// Two unit spheres 1.5 apart: they overlap (1.5 <= 2), which the wrong test
// misses (1.5 > 1). Expected: intersects.
OriginQuestion OverlappingSpheres(std::size_t expectation) {
  OriginQuestion question;
  question.check.expectation = expectation;
  question.check.a = "a";
  question.check.b = "b";
  question.check.subject = "sphere a and b";
  question.check.expected = Intersects{true};
  question.asked =
      ShapesAsked{Query::kIntersects, Sphere{Vec3(0.0), 1.0}, Sphere{Vec3(1.5, 0, 0), 1.0}};
  return question;
}

// Ball a at x = 0 moving +x at 1, ball b at rest at x = 3, both radius 0.5:
// they touch when 3 - t = 1, at t = 2, within dt = 4.
OriginQuestion ApproachingBalls(std::size_t expectation, double expected_time) {
  OriginQuestion question;
  question.check.expectation = expectation;
  question.check.subject = "ball a and ball b";
  question.check.expected = ContactTime{expected_time, 4.0};
  question.check.tolerance = 1e-9;
  question.asked =
      MotionAsked{{Vec3(0.0), Vec3(1, 0, 0), 0.5}, {Vec3(3, 0, 0), Vec3(0.0), 0.5}, 4.0};
  return question;
}

collide::ContactTimeFunction ContactAt(const std::string& origin, std::optional<double> time) {
  return {
      origin, "cl_ball_ball_time_of_impact",
      [time](const collide::MovingSphere&, const collide::MovingSphere&, double) { return time; }};
}

class AskOriginTest : public ::testing::Test {
 protected:
  collide::PairTestRegistry tests_;
  collide::ContactTimeFunctions times_;
  OriginFunctions functions_{&tests_, &times_};
};

TEST_F(AskOriginTest, TheOriginsPairTestAnswersAndIsJudgedAgainstTheExpectation) {
  tests_.Add(ForgetsTheSecondRadius("wrong"));
  OriginQuestions questions;
  questions.questions = {OverlappingSpheres(3)};
  TestCounter counter;
  const OriginChecks checks = AskOrigin(questions, "wrong", functions_, &counter);
  ASSERT_EQ(checks.checks.size(), 1u);
  ASSERT_EQ(checks.tests.size(), 1u);
  EXPECT_EQ(checks.tests[0]->id, "forgets-b");
  EXPECT_EQ(checks.checks[0].expectation, 3u);
  EXPECT_EQ(checks.checks[0].algorithm, "forgets-b");
  EXPECT_EQ(checks.checks[0].actual, Outcome(Intersects{false}));
  EXPECT_FALSE(checks.checks[0].passed);
  EXPECT_EQ(checks.not_served, 0u);
  EXPECT_EQ(counter.count(), 1u);
}

TEST_F(AskOriginTest, OursAndAnOriginWithoutATestForTheKindsServeNothing) {
  tests_.Add(ForgetsTheSecondRadius("wrong"));
  OriginQuestions questions;
  questions.questions = {OverlappingSpheres(0), ApproachingBalls(1, 2.0)};
  questions.not_about_the_pair = 2;
  // "wrong" has a sphere-sphere test but no time of impact; "nobody" has
  // neither: each question without a function is not served, beside the two
  // expectations that are not about the pair.
  const OriginChecks wrong = AskOrigin(questions, "wrong", functions_);
  EXPECT_EQ(wrong.checks.size(), 1u);
  EXPECT_EQ(wrong.not_served, 3u);
  const OriginChecks nobody = AskOrigin(questions, "nobody", functions_);
  EXPECT_EQ(nobody.checks.size(), 0u);
  EXPECT_EQ(nobody.not_served, 4u);
}

TEST_F(AskOriginTest, ATimeOfImpactIsJudgedWithinTheChecksTolerance) {
  times_.Add(ContactAt("close", 2.0 + 5e-10));
  times_.Add(ContactAt("never", std::nullopt));
  OriginQuestions questions;
  questions.questions = {ApproachingBalls(0, 2.0)};
  const OriginChecks close = AskOrigin(questions, "close", functions_);
  ASSERT_EQ(close.checks.size(), 1u);
  EXPECT_TRUE(close.checks[0].passed);
  EXPECT_EQ(close.checks[0].algorithm, "close");
  EXPECT_EQ(close.tests, std::vector<const collide::PairTest*>{nullptr});
  const OriginChecks never = AskOrigin(questions, "never", functions_);
  ASSERT_EQ(never.checks.size(), 1u);
  EXPECT_FALSE(never.checks[0].passed);
  EXPECT_EQ(never.checks[0].actual, Outcome(ContactTime{std::nullopt, 4.0}));
}

TEST_F(AskOriginTest, AFunctionThatCouldNotAnswerFailsItsCheckWithTheReason) {
  times_.Add({"crashes", "cl_ball_ball_time_of_impact",
              [](const collide::MovingSphere&, const collide::MovingSphere&,
                 double) -> std::optional<double> {
                throw collide::PairTestError("cl_ball_ball_time_of_impact crashed (SIGSEGV)");
              }});
  OriginQuestions questions;
  questions.questions = {ApproachingBalls(0, 2.0)};
  const OriginChecks checks = AskOrigin(questions, "crashes", functions_);
  ASSERT_EQ(checks.checks.size(), 1u);
  EXPECT_FALSE(checks.checks[0].passed);
  EXPECT_EQ(checks.checks[0].error, "cl_ball_ball_time_of_impact crashed (SIGSEGV)");
}

TEST_F(AskOriginTest, OtherOriginsListsEachOtherAuthorOnceAndNeverOurs) {
  collide::PairTest ours = ForgetsTheSecondRadius(collide::kOurOrigin);
  ours.id = "ours";
  tests_.Add(ours);
  tests_.Add(ForgetsTheSecondRadius("first"));
  collide::PairTest again = ForgetsTheSecondRadius("first");
  again.query = Query::kContains;
  tests_.Add(again);
  times_.Add(ContactAt("second", 1.0));
  times_.Add(ContactAt("first", 1.0));
  EXPECT_EQ(OtherOrigins(functions_), (std::vector<std::string>{"first", "second"}));
}

TEST_F(AskOriginTest, TheirChecksAsksAgainOnlyWhenStaleOrARegistryChanged) {
  int asked = 0;
  const auto questions = [&asked] {
    ++asked;
    OriginQuestions q;
    q.questions = {ApproachingBalls(0, 2.0)};
    return q;
  };
  PairCheck ours = ApproachingBalls(0, 2.0).check;
  ours.algorithm = "analytic";
  ours.actual = ours.expected;
  ours.passed = true;
  Log log;
  log.set_echo_to_console(false);
  TheirChecks theirs;
  times_.Add(ContactAt("late", 2.5));
  EXPECT_TRUE(theirs.Refresh({ours}, questions, log, functions_));
  EXPECT_FALSE(theirs.Refresh({ours}, questions, log, functions_));  // nothing changed
  EXPECT_EQ(asked, 1);
  ASSERT_EQ(theirs.checks().size(), 1u);
  EXPECT_TRUE(theirs.any());
  ASSERT_EQ(theirs.disagreements().size(), 1u);
  EXPECT_EQ(theirs.disagreements()[0], "ball a and ball b: analytic t = 2, late t = 2.5");
  times_.Remove("late");  // the plugin went: asked again, nothing disagrees
  EXPECT_TRUE(theirs.Refresh({ours}, questions, log, functions_));
  EXPECT_TRUE(theirs.checks().empty());
  EXPECT_FALSE(theirs.any());
  EXPECT_TRUE(theirs.disagreements().empty());
  theirs.Stale();
  EXPECT_TRUE(theirs.Refresh({ours}, questions, log, functions_));
  ASSERT_EQ(log.entries().size(), 2u);
  // The plugin is gone: nothing is answered twice, so no answers are quoted.
  EXPECT_EQ(log.entries()[1].text, "algorithms agree again on ball a and ball b");
}

}  // namespace
}  // namespace ask_origin_test
}  // namespace harness
