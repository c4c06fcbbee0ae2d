// The static engine's outcomes in scene files: contains, closest_point,
// side, hit (with t), point (with c), their tolerances, and the errors for
// each, at their JSON paths.
#include <gtest/gtest.h>

#include "fixtures.h"
#include "harness/sample_api/check.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene.h"

namespace harness {
namespace scene_outcomes_test {
namespace {

using collide::Vec3;

constexpr const char* kShapes =
    R"({"id": "p", "type": "point", "position": [1, 2, 3]},
       {"id": "s", "type": "sphere", "center": [0, 0, 0], "radius": 1},
       {"id": "r", "type": "ray", "origin": [0, 0, 0], "direction": [1, 0, 0]},
       {"id": "x0", "type": "plane", "normal": [1, 0, 0], "distance": 0},
       {"id": "y0", "type": "plane", "normal": [0, 1, 0], "distance": 0},
       {"id": "z0", "type": "plane", "normal": [0, 0, 1], "distance": 0})";

std::string WithExpect(const std::string& expect) {
  return testing::SceneText("playground", "", kShapes, expect);
}

Expectation Read(const std::string& expectation) {
  return ParseScene(WithExpect(expectation), "f").expect.at(0);
}

InputError Error(const std::string& expect) {
  return testing::ParseError(WithExpect(expect), "o.json");
}

constexpr const char* kSideMessage =
    "must be -1 (behind the plane), 0 (on it) or 1 (in front), got ";

TEST(SceneOutcomes, ReadsContains) {
  const Expectation e = Read(R"({"a": "p", "b": "s", "contains": false})");
  EXPECT_EQ(e.a, "p");
  EXPECT_EQ(e.b, "s");
  EXPECT_EQ(e.expected.Get<Contains>().value, false);
  EXPECT_EQ(OutcomeKey(e.expected), "contains");
  EXPECT_FALSE(e.expected.Is<Intersects>());
  EXPECT_EQ(e.tolerance, 1e-5);
}

// Whether a point `off` from the expected one on each coordinate agrees
// under the tolerance the file gave (or left to its default).
bool AgreesOff(const Expectation& e, double off) {
  const Vec3 expected = e.expected.Get<ClosestPoint>().point;
  return Agrees(ClosestPoint{expected}, ClosestPoint{expected + Vec3(off, -off, off)}, e.tolerance);
}

// docs/scene-format.md: a closest point with no "tolerance" agrees within
// 1e-5 on every coordinate.
TEST(SceneOutcomes, ClosestPointWithNoToleranceAgreesWithinOneE5) {
  const Expectation e = Read(R"({"a": "p", "b": "s", "closest_point": [0.5, -0.25, 0]})");
  EXPECT_EQ(e.expected.Get<ClosestPoint>().point, Vec3(0.5, -0.25, 0));
  EXPECT_TRUE(AgreesOff(e, 0.9e-5));
  EXPECT_FALSE(AgreesOff(e, 1.1e-5));
}

TEST(SceneOutcomes, ClosestPointWithAGivenToleranceAgreesWithinIt) {
  const Expectation e =
      Read(R"({"a": "p", "b": "s", "closest_point": [1, 1, 1], "tolerance": 0.25})");
  EXPECT_TRUE(AgreesOff(e, 0.24));
  EXPECT_FALSE(AgreesOff(e, 0.26));
}

TEST(SceneOutcomes, ReadsEverySide) {
  EXPECT_EQ(Read(R"({"a": "p", "b": "x0", "side": -1})").expected.Get<Side>().value, -1);
  EXPECT_EQ(Read(R"({"a": "p", "b": "x0", "side": 0})").expected.Get<Side>().value, 0);
  EXPECT_EQ(Read(R"({"a": "p", "b": "x0", "side": 1})").expected.Get<Side>().value, 1);
}

TEST(SceneOutcomes, SideOutsideMinusOneToOneIsRefused) {
  const InputError e = Error(R"({"a": "p", "b": "x0", "side": 2})");
  EXPECT_EQ(e.where(), "expect[0].side");
  EXPECT_EQ(e.problem(), std::string(kSideMessage) + "2");
  EXPECT_EQ(Error(R"({"a": "p", "b": "x0", "side": -2})").problem(),
            std::string(kSideMessage) + "-2");
  EXPECT_EQ(Error(R"({"a": "p", "b": "x0", "side": 18446744073709551615})").problem(),
            std::string(kSideMessage) + "18446744073709551615");
}

TEST(SceneOutcomes, SideWrittenAsAFractionIsRefused) {
  EXPECT_EQ(Error(R"({"a": "p", "b": "x0", "side": 0.5})").problem(),
            std::string(kSideMessage) + "0.5 (a side is written as an integer)");
  EXPECT_EQ(Error(R"({"a": "p", "b": "x0", "side": 1.0})").problem(),
            std::string(kSideMessage) + "1.0 (a side is written as an integer)");
}

TEST(SceneOutcomes, SideThatIsNotANumberIsRefused) {
  const InputError e = Error(R"({"a": "p", "b": "x0", "side": "front"})");
  EXPECT_EQ(e.where(), "expect[0].side");
  EXPECT_EQ(e.problem(), std::string(kSideMessage) + "a string");
}

TEST(SceneOutcomes, ReadsAMissAndAHitWithOrWithoutT) {
  const Expectation miss = Read(R"({"a": "r", "b": "s", "hit": false})");
  EXPECT_EQ(miss.expected.Get<Hit>().value, false);
  EXPECT_FALSE(miss.expected.Get<Hit>().t);
  const Expectation anywhere = Read(R"({"a": "r", "b": "s", "hit": true})");
  EXPECT_EQ(anywhere.expected.Get<Hit>().value, true);
  EXPECT_FALSE(anywhere.expected.Get<Hit>().t);
  EXPECT_FALSE(TakesTolerance(anywhere.expected));
  const Expectation at = Read(R"({"a": "s", "b": "r", "hit": true, "t": 0})");
  EXPECT_EQ(at.expected.Get<Hit>().t, 0.0);
  EXPECT_EQ(at.tolerance, 1e-5);
  EXPECT_EQ(at.a, "s");  // either order: the engine finds the ray
  EXPECT_EQ(Read(R"({"a": "r", "b": "s", "hit": true, "t": 2.5, "tolerance": 0})").tolerance, 0.0);
}

TEST(SceneOutcomes, TForAMissIsRefused) {
  const InputError e = Error(R"({"a": "r", "b": "s", "hit": false, "t": 1})");
  EXPECT_EQ(e.where(), "expect[0].t");
  EXPECT_EQ(e.problem(),
            "applies only to \"hit\": true (the distance along the ray or segment to the hit; a "
            "miss has none)");
}

TEST(SceneOutcomes, TWithoutHitIsRefused) {
  const InputError e = Error(R"({"a": "p", "b": "s", "contains": true, "t": 1})");
  EXPECT_EQ(e.where(), "expect[0].t");
  EXPECT_NE(e.problem().find("applies only to \"hit\": true"), std::string::npos);
}

TEST(SceneOutcomes, NegativeTIsRefused) {
  const InputError e = Error(R"({"a": "r", "b": "s", "hit": true, "t": -0.5})");
  EXPECT_EQ(e.where(), "expect[0].t");
  EXPECT_EQ(e.problem(), "must be >= 0 (a distance along the ray or segment), got -0.5");
}

TEST(SceneOutcomes, HitMustBeABoolean) {
  const InputError e = Error(R"({"a": "r", "b": "s", "hit": 1, "t": 1})");
  EXPECT_EQ(e.where(), "expect[0].hit");
  EXPECT_EQ(e.problem(), "expected true or false, got a number");
}

TEST(SceneOutcomes, ReadsAMeetingPointAndNull) {
  const Expectation e = Read(R"({"a": "x0", "b": "y0", "c": "z0", "point": [0, 0, 0]})");
  EXPECT_EQ(e.c, "z0");
  ASSERT_TRUE(e.expected.Is<MeetingPoint>());
  EXPECT_EQ(e.expected.Get<MeetingPoint>().point, Vec3(0, 0, 0));
  EXPECT_EQ(e.tolerance, 1e-5);
  const Expectation none =
      Read(R"({"a": "x0", "b": "x0", "c": "z0", "point": null, "tolerance": 1e-3})");
  ASSERT_TRUE(none.expected.Is<MeetingPoint>());
  EXPECT_FALSE(none.expected.Get<MeetingPoint>().point);
  EXPECT_EQ(none.tolerance, 1e-3);
}

TEST(SceneOutcomes, PointNeedsC) {
  const InputError e = Error(R"({"a": "x0", "b": "y0", "point": [0, 0, 0]})");
  EXPECT_EQ(e.where(), "expect[0].c");
  EXPECT_EQ(e.problem(), "missing required field: \"point\" needs the third plane's id");
}

TEST(SceneOutcomes, CNamingNoShapeIsRefused) {
  const InputError e = Error(R"({"a": "x0", "b": "y0", "c": "w9", "point": null})");
  EXPECT_EQ(e.where(), "expect[0].c");
  EXPECT_EQ(e.problem(), "no shape has the id \"w9\"");
}

TEST(SceneOutcomes, CWithAnotherOutcomeIsRefused) {
  const InputError e = Error(R"({"a": "x0", "b": "y0", "c": "z0", "intersects": true})");
  EXPECT_EQ(e.where(), "expect[0].c");
  EXPECT_EQ(e.problem(), "applies only to \"point\" (where the planes a, b and c meet)");
}

TEST(SceneOutcomes, PointMustBeThreeNumbersOrNull) {
  const InputError e = Error(R"({"a": "x0", "b": "y0", "c": "z0", "point": [0, 0]})");
  EXPECT_EQ(e.where(), "expect[0].point");
  EXPECT_EQ(e.problem(), "expected an array of 3 numbers, got an array of 2");
}

// Every registered outcome, the scene format's in their order and then,
// in these tests, the test-only "gap" (gap_outcome.cpp).
TEST(SceneOutcomes, NoOutcomeListsEveryOutcome) {
  const InputError e = Error(R"({"a": "p", "b": "s"})");
  EXPECT_EQ(e.where(), "expect[0]");
  EXPECT_EQ(
      e.problem(),
      "missing the expected outcome: one of \"intersects\" (true or false), "
      "\"contact_time\" (a time or null), \"contains\" (true or false), \"closest_point\" "
      "([x, y, z]), \"side\" (-1, 0 or 1), \"hit\" (true or false), \"point\" ([x, y, z] "
      "or null), \"inside\" (\"inside\", \"outside\" or \"intersecting\"), \"distance\" (a "
      "number >= 0: the gap, 0 when touching or overlapping), \"penetration\" (false, true, or "
      "{\"depth\": d, \"normal\": [x, y, z], \"angle_tolerance_deg\": a}), \"contacts\" "
      "({\"count\": n or [low, high], \"normal\": [x, y, z], \"points\": [[x, y, z], ...]}), "
      "\"cast\" (false, true, or {\"t\": t in [0, 1], \"point\": [x, y, z], \"normal\": [x, "
      "y, z], \"angle_tolerance_deg\": a}) or \"gap\" (a "
      "distance, negative when overlapping)");
}

TEST(SceneOutcomes, TwoOrMoreOutcomesAreRefusedNamingThem) {
  const InputError two = Error(R"({"a": "p", "b": "x0", "contains": true, "side": 0})");
  EXPECT_EQ(two.where(), "expect[0]");
  EXPECT_EQ(two.problem(), "give one expected outcome, not both \"contains\" and \"side\"");
  const InputError three =
      Error(R"({"a": "p", "b": "s", "hit": true, "intersects": true, "closest_point": [0, 0, 0]})");
  EXPECT_EQ(three.problem(),
            "give one expected outcome, not \"intersects\", \"closest_point\" and \"hit\"");
}

TEST(SceneOutcomes, ToleranceOnlyWhereANumberIsCompared) {
  for (const std::string expectation :
       {R"({"a": "p", "b": "s", "contains": true, "tolerance": 1})",
        R"({"a": "p", "b": "x0", "side": 1, "tolerance": 1})",
        R"({"a": "r", "b": "s", "hit": true, "tolerance": 1})",
        R"({"a": "r", "b": "s", "hit": false, "tolerance": 1})",
        R"({"a": "s", "b": "s", "intersects": true, "tolerance": 1})"}) {
    const InputError e = Error(expectation);
    EXPECT_EQ(e.where(), "expect[0].tolerance") << expectation;
    EXPECT_EQ(e.problem(),
              "applies only to \"contact_time\", \"closest_point\", \"point\", \"hit\" with a "
              "\"t\", \"distance\", \"penetration\" with a \"depth\", \"contacts\" with "
              "\"points\" and \"cast\" with a \"t\" or a \"point\"");
  }
}

TEST(SceneOutcomes, NegativeToleranceIsRefused) {
  const InputError e =
      Error(R"({"a": "p", "b": "s", "closest_point": [0, 0, 0], "tolerance": -1e-9})");
  EXPECT_EQ(e.where(), "expect[0].tolerance");
  EXPECT_EQ(e.problem(), "must be >= 0, got -1e-09");
}

// docs/scene-format.md: a hit's t with no "tolerance" agrees within 1e-5,
// a contact time within 1e-6.
TEST(SceneOutcomes, DefaultToleranceDecidesWhatAgreesPerOutcome) {
  const Expectation hit = Read(R"({"a": "r", "b": "s", "hit": true, "t": 2.5})");
  EXPECT_TRUE(Agrees(Hit{true, 2.5}, Hit{true, 2.5 + 0.9e-5}, hit.tolerance));
  EXPECT_FALSE(Agrees(Hit{true, 2.5}, Hit{true, 2.5 + 1.1e-5}, hit.tolerance));
  const Expectation side = Read(R"({"a": "p", "b": "x0", "side": 1})");
  EXPECT_FALSE(Agrees(Side{1}, Side{0}, side.tolerance)) << "a side is never near another";
  const Expectation contact = ParseScene(testing::SceneText("moving-balls", R"(, "dt": 1)", R"(
      {"id": "a", "type": "sphere", "center": [0, 0, 0], "radius": 1},
      {"id": "b", "type": "sphere", "center": [3, 0, 0], "radius": 1})",
                                                            R"({"a": "a", "b": "b",
                                                                     "contact_time": 0.5})"),
                                         "f")
                                  .expect.at(0);
  EXPECT_TRUE(Agrees(ContactTime{0.5, 1.0}, ContactTime{0.5 + 0.9e-6, 1.0}, contact.tolerance));
  EXPECT_FALSE(Agrees(ContactTime{0.5, 1.0}, ContactTime{0.5 + 1.1e-6, 1.0}, contact.tolerance));
}

TEST(SceneOutcomes, RepeatedStaticOutcomeNamesTheEarlierPath) {
  const InputError e = Error(R"({"a": "p", "b": "s", "contains": true},
                                {"a": "s", "b": "s", "intersects": true},
                                {"a": "p", "b": "s", "contains": false})");
  EXPECT_EQ(e.where(), "expect[2]");
  EXPECT_EQ(e.problem(),
            "repeats expect[0]: \"contains\" for the same pair (\"p\", \"s\") and algorithm; keep "
            "one");
}

TEST(SceneOutcomes, AHitWithTRepeatsAHitWithout) {
  const InputError e = Error(R"({"a": "r", "b": "s", "hit": true},
                                {"a": "r", "b": "s", "hit": true, "t": 1})");
  EXPECT_EQ(e.where(), "expect[1]");
  EXPECT_EQ(e.problem(),
            "repeats expect[0]: \"hit\" for the same pair (\"r\", \"s\") and algorithm; keep one");
}

TEST(SceneOutcomes, RepeatedMeetingPointNamesThePlanes) {
  const InputError e = Error(R"({"a": "x0", "b": "y0", "c": "z0", "point": [0, 0, 0]},
                                {"a": "x0", "b": "y0", "c": "z0", "point": null})");
  EXPECT_EQ(e.where(), "expect[1]");
  EXPECT_EQ(e.problem(),
            "repeats expect[0]: \"point\" for the same planes (\"x0\", \"y0\", \"z0\") and "
            "algorithm; keep one");
}

TEST(SceneOutcomes, AnotherQuestionOrderOrAlgorithmIsNotARepeat) {
  EXPECT_NO_THROW(ParseScene(WithExpect(R"({"a": "p", "b": "s", "contains": true},
                    {"a": "p", "b": "s", "closest_point": [0.3, 0.5, 0.8]},
                    {"a": "s", "b": "p", "contains": true},
                    {"a": "p", "b": "s", "contains": true, "algorithm": "squared-distance"},
                    {"a": "x0", "b": "y0", "c": "z0", "point": [0, 0, 0]},
                    {"a": "x0", "b": "z0", "c": "y0", "point": [0, 0, 0]})"),
                             "f"));
}

// Keys and default tolerances as docs/scene-format.md gives them.
TEST(SceneOutcomes, EachOutcomeHasItsKeyAndItsDefaultTolerance) {
  struct Case {
    Outcome outcome;
    const char* key;
    bool takes_tolerance;
    double tolerance;
  };
  const Case cases[] = {
      {Intersects{true}, "intersects", false, 1e-6},
      {ContactTime{std::nullopt, 1.0}, "contact_time", true, 1e-6},
      {Contains{true}, "contains", false, 1e-5},
      {ClosestPoint{Vec3(1.0)}, "closest_point", true, 1e-5},
      {Side{-1}, "side", false, 1e-5},
      {Hit{true, std::nullopt}, "hit", false, 1e-5},
      {Hit{true, 2.0}, "hit", true, 1e-5},
      {MeetingPoint{std::nullopt}, "point", true, 1e-5},
  };
  ASSERT_EQ(std::size(cases), 8u);
  for (const Case& c : cases) {
    EXPECT_EQ(OutcomeKey(c.outcome), c.key);
    EXPECT_EQ(TakesTolerance(c.outcome), c.takes_tolerance) << c.key;
    EXPECT_EQ(DefaultTolerance(c.outcome), c.tolerance) << c.key;
  }
}

}  // namespace
}  // namespace scene_outcomes_test
}  // namespace harness
