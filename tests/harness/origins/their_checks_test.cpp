// Other authors' checks beside ours for a sample whose model checks by
// origin (origins/their_checks.h): the "your code" cells, the disagreements'
// wording and their log, the ball-ball times of impact's change count, and
// the moving-balls sample checking again under a plugin's time of impact
// (an in-process function stands for the plugin). Expected values are
// worked by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/scene/scene.h"
#include "test_host.h"

namespace harness {
namespace their_checks_test {
namespace {

// Ours: balls a and b first touch at t = 0.65 (dt 1), as expected.
PairCheck OurContact(std::size_t expectation, std::optional<double> time) {
  PairCheck check;
  check.expectation = expectation;
  check.a = "a";
  check.b = "b";
  check.subject = "ball a and ball b";
  check.algorithm = "analytic";
  check.expected = ContactTime{time, 1.0};
  check.actual = ContactTime{time, 1.0};
  check.tolerance = 1e-6;
  check.passed = true;
  return check;
}

PairCheck TheirContact(std::size_t expectation, std::optional<double> time,
                       const std::string& origin) {
  PairCheck check = OurContact(expectation, time);
  check.algorithm = origin;
  return check;
}

std::vector<ExpectationRow> RowsOf(const std::vector<PairCheck>& checks) {
  std::vector<ExpectationRow> rows;
  for (const PairCheck& check : checks) {
    rows.push_back(RowOfCheck(check));
  }
  return rows;
}

// Theirs judged as AskOrigin judges it: against our expectation's value.
PairCheck Judged(PairCheck theirs, std::optional<double> expected) {
  const Outcome answer = theirs.actual;
  theirs.expected = ContactTime{expected, 1.0};
  Judge(theirs, answer);
  return theirs;
}

TEST(TheirChecks, EachAnswerGoesInTheRowOfItsExpectationOrangeWhereItFails) {
  const std::vector<PairCheck> ours = {OurContact(0, 0.65), OurContact(1, std::nullopt),
                                       OurContact(2, 0.25)};
  OriginChecks close;  // 0.65 + 5e-7 is within the tolerance 1e-6; row 2 is not served
  close.checks = {Judged(TheirContact(0, 0.6500005, "close"), 0.65),
                  Judged(TheirContact(1, 0.5, "close"), std::nullopt)};
  OriginChecks broken;
  broken.checks = {TheirContact(0, 0.65, "broken")};
  FailWithError(broken.checks[0], "cl_ball_ball_time_of_impact crashed (SIGSEGV)");
  std::vector<ExpectationRow> rows = RowsOf(ours);
  AddTheirChecks(ours, {close, broken}, rows);
  ASSERT_EQ(rows.size(), 3u);
  // "ok" where it holds, so that the column stays narrow; the answer where not.
  EXPECT_EQ(rows[0].yours, "ok, error");
  EXPECT_TRUE(rows[0].yours_disagrees);  // the error
  EXPECT_NE(rows[0].yours_in_full.find(
                "could not answer (cl_ball_ball_time_of_impact crashed (SIGSEGV))"),
            std::string::npos)
      << rows[0].yours_in_full;
  EXPECT_EQ(rows[1].yours, "t = 0.5");
  EXPECT_TRUE(rows[1].yours_disagrees);  // expected: no contact
  EXPECT_EQ(rows[2].yours, "");
  EXPECT_FALSE(rows[2].yours_disagrees);
  std::vector<ExpectationRow> agreeing = RowsOf(ours);
  AddTheirChecks(ours, {close}, agreeing);
  EXPECT_EQ(agreeing[0].yours, "ok");
  EXPECT_FALSE(agreeing[0].yours_disagrees);
}

TEST(TheirChecks, TheTallyCountsWhatWasAnsweredAndWhatFailedOverEveryOrigin) {
  OriginChecks close;
  close.checks = {Judged(TheirContact(0, 0.6500005, "close"), 0.65),
                  Judged(TheirContact(1, 0.5, "close"), std::nullopt)};
  OriginChecks broken;
  broken.checks = {TheirContact(0, 0.65, "broken")};
  FailWithError(broken.checks[0], "it crashed");
  const YourCodeTally tally = TallyTheirChecks({close, broken});
  EXPECT_EQ(tally.checked, 3u);
  EXPECT_EQ(tally.failed, 2u);
  EXPECT_EQ(TallyTheirChecks({}).checked, 0u);
}

TEST(TheirChecks, ADisagreementNamesThePairThenEachAlgorithmAndItsAnswer) {
  const std::vector<PairCheck> ours = {OurContact(0, 0.65), OurContact(1, 0.25)};
  OriginChecks forgetful;
  forgetful.checks = {TheirContact(0, std::nullopt, "forgetful"),
                      TheirContact(1, 0.25, "forgetful")};
  OriginChecks crashing;
  crashing.checks = {TheirContact(0, 0.65, "crashing")};
  FailWithError(crashing.checks[0], "it crashed");
  const std::vector<AnswersOfOnePair> found = TheirDisagreements(ours, {forgetful, crashing});
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].subject, "ball a and ball b");
  EXPECT_EQ(found[0].answers,
            "analytic t = 0.65, forgetful no contact, crashing could not answer (it crashed)");
  EXPECT_TRUE(TheirDisagreements(ours, {}).empty());
  // The second expectation, where forgetful's answer is ours.
  const std::vector<AnswersOfOnePair> agree = TheirAgreements(ours, {forgetful, crashing});
  ASSERT_EQ(agree.size(), 1u);
  EXPECT_EQ(agree[0].subject, "ball a and ball b");
  EXPECT_EQ(agree[0].answers, "analytic t = 0.25, forgetful t = 0.25");
}

TEST(DisagreementLog, LogsEachOnceWhileItLastsAndSaysWhenItIsGone) {
  Log log;
  log.set_echo_to_console(false);
  DisagreementLog disagreements;
  const AnswersOfOnePair x{"x", "one apart, two touching"};
  const AnswersOfOnePair y{"y", "one 1, two 2"};
  disagreements.Update({x, y}, {}, log);
  disagreements.Update({y, x}, {}, log);
  // x agrees again: the log quotes the answers that now agree.
  disagreements.Update({y}, {{"x", "one apart, two apart"}}, log);
  // y's shapes are gone: no answers to quote.
  disagreements.Update({}, {}, log);
  ASSERT_EQ(log.entries().size(), 4u);
  EXPECT_EQ(log.entries()[0].text, "algorithms disagree on x: one apart, two touching");
  EXPECT_EQ(log.entries()[0].level, LogLevel::kWarning);
  EXPECT_EQ(log.entries()[1].text, "algorithms disagree on y: one 1, two 2");
  EXPECT_EQ(log.entries()[2].text, "algorithms agree again on x: one apart, two apart");
  EXPECT_EQ(log.entries()[2].level, LogLevel::kInfo);
  EXPECT_EQ(log.entries()[3].text, "algorithms agree again on y");
  EXPECT_TRUE(disagreements.lines().empty());
}

TEST(DisagreementLog, APairThatStillDisagreesInOtherWordsIsNoAgreement) {
  Log log;
  log.set_echo_to_console(false);
  DisagreementLog disagreements;
  disagreements.Update({{"x", "one 1, two 2"}}, {}, log);
  disagreements.Update({{"x", "one 1, two 3"}}, {}, log);
  ASSERT_EQ(log.entries().size(), 2u);
  EXPECT_EQ(log.entries()[1].text, "algorithms disagree on x: one 1, two 3");
  EXPECT_EQ(disagreements.lines(), (std::vector<std::string>{"x: one 1, two 3"}));
}

collide::ContactTimeFunction NoContactEver(const std::string& origin) {
  return {origin, "cl_ball_ball_time_of_impact",
          [](const collide::MovingSphere&, const collide::MovingSphere&, double) {
            return std::optional<double>();
          }};
}

TEST(ContactTimeFunctions, EveryChangeIsCountedAndARefusedOrEmptyOneIsNot) {
  collide::ContactTimeFunctions functions;
  const std::uint64_t start = functions.generation();
  functions.Add(NoContactEver("one"));
  functions.Add(NoContactEver("two"));
  EXPECT_EQ(functions.generation(), start + 2);
  EXPECT_THROW(functions.Add(NoContactEver("one")), std::invalid_argument);
  functions.Remove("three");
  EXPECT_EQ(functions.generation(), start + 2);
  EXPECT_EQ(functions.Origins(), (std::vector<std::string>{"one", "two"}));
  functions.Remove("one");
  EXPECT_EQ(functions.generation(), start + 3);
  EXPECT_EQ(functions.Origins(), (std::vector<std::string>{"two"}));
}

// Two balls 8 apart closing at 2 (each radius 1, dt 10) first touch at
// t = (10 - 2) / 2 = 4.
constexpr const char* kHeadOn = R"({
  "format": "collision-lab-scene/1", "sample": "moving-balls", "title": "head on", "dt": 10,
  "gravity": [0, 0, 0],
  "shapes": [
    {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1, "velocity": [1, 0, 0]},
    {"id": "b", "type": "sphere", "center": [10, 0, 0], "radius": 1, "velocity": [-1, 0, 0]}
  ],
  "expect": [{"a": "a", "b": "b", "contact_time": 4}]
})";

// The process-wide set holds the stand-in only while a test runs.
class ContactTimeSamplesTheirChecks : public ::testing::Test {
 protected:
  void TearDown() override {
    collide::ContactTimeFunctions::Global().Remove("never");
    collide::ContactTimeFunctions::Global().Remove("half");
  }
  std::vector<std::string> LogTexts() {
    std::vector<std::string> texts;
    for (const LogEntry& entry : host_.log().entries()) {
      texts.push_back(entry.text);
    }
    return texts;
  }
  testing::TestHost host_;
};

TEST_F(ContactTimeSamplesTheirChecks, ASamplesBallsAreCheckedAgainWhenAPluginIsLoadedOrRebuilt) {
  auto sample = SampleRegistry::Get().Find("moving-balls")->create(host_);
  sample->LoadScene(ParseScene(kHeadOn, "head_on.json"));
  sample->Initialize(800, 600);
  collide::ContactTimeFunctions::Global().Add(NoContactEver("never"));
  sample->Update(1.0f / 60.0f);
  sample->Update(1.0f / 60.0f);
  const std::string line = "ball a and ball b: analytic t = 4, never no contact";
  EXPECT_EQ(LogTexts(), (std::vector<std::string>{"algorithms disagree on " + line}));
  // "Rebuilt" right: the same origin's function, now exact.
  collide::ContactTimeFunctions::Global().Remove("never");
  collide::ContactTimeFunctions::Global().Add(
      {"never", "cl_ball_ball_time_of_impact",
       [](const collide::MovingSphere&, const collide::MovingSphere&, double) {
         return std::optional<double>(4.0);
       }});
  sample->Update(1.0f / 60.0f);
  EXPECT_EQ(LogTexts(), (std::vector<std::string>{
                            "algorithms disagree on " + line,
                            "algorithms agree again on ball a and ball b: analytic t = 4, "
                            "never t = 4"}));
  EXPECT_EQ(harness::AskOrigin(sample->QuestionsForOthers(), "never").checks.size(), 1u);
  // A new start state is checked again: b 2 further off meets a at t = 5,
  // where the function still says 4.
  std::string farther = kHeadOn;
  farther.replace(farther.find("[10, 0, 0]"), 10, "[12, 0, 0]");
  farther.replace(farther.find("\"contact_time\": 4"), 17, "\"contact_time\": 5");
  sample->LoadScene(ParseScene(farther, "farther.json"));
  sample->Update(1.0f / 60.0f);
  ASSERT_EQ(LogTexts().size(), 3u);
  EXPECT_EQ(LogTexts()[2], "algorithms disagree on ball a and ball b: analytic t = 5, never t = 4");
}

// impact_search_sphere.json: four expectations of the exact method against
// the sphere "target" or "pebble" (head-on 0.73, resting 0, passer none,
// bullet 0.256) among sixteen; the other twelve are the three searches'.
TEST_F(ContactTimeSamplesTheirChecks,
       ImpactSearchChecksItsExactRowsAgainstSpheresUnderAPluginsFunction) {
  collide::ContactTimeFunctions::Global().Add(
      {"half", "cl_ball_ball_time_of_impact",
       [](const collide::MovingSphere& a, const collide::MovingSphere& b, double dt) {
         // Called with the moving sphere first and the target at rest.
         EXPECT_NE(a.velocity, collide::Vec3(0.0));
         EXPECT_EQ(b.velocity, collide::Vec3(0.0));
         return std::optional<double>(dt / 2);
       }});
  auto sample = SampleRegistry::Get().Find("impact-search")->create(host_);
  sample->LoadScene(LoadSceneFile(std::string(COLLISION_LAB_SOURCE_DIR) +
                                  "/assets/scenes/impact_search_sphere.json"));
  const OriginChecks result = harness::AskOrigin(sample->QuestionsForOthers(), "half");
  ASSERT_EQ(result.checks.size(), 4u);
  EXPECT_EQ(result.not_served, 12u);
  for (const PairCheck& check : result.checks) {
    EXPECT_FALSE(check.passed) << check.subject;  // 0.5 is none of the four times
    EXPECT_EQ(Describe(check.actual), "t = 0.5");
  }
  EXPECT_EQ(result.checks[0].subject, "sphere head-on and sphere target");
  sample->Initialize(800, 600);
  sample->Update(1.0f / 60.0f);
  const std::vector<std::string> texts = LogTexts();
  ASSERT_EQ(texts.size(), 4u);
  EXPECT_EQ(texts[0],
            "algorithms disagree on sphere head-on and sphere target: analytic t = "
            "0.73, half t = 0.5");
}

}  // namespace
}  // namespace their_checks_test
}  // namespace harness
