// Every outcome's row (harness/outcomes/ and the test-only gap_outcome.cpp)
// against hand-picked values: its scene key and text round-trip, its
// comparison says equal for equal or near answers and differs beyond the
// tolerance, its words, and the registry answer it is. The expected texts
// are written out here, not produced by the rows.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "collide/queries/raycast.h"
#include "collide/registry/contact_queries.h"
#include "collide/shapes/frustum.h"
#include "gap_outcome.h"
#include "gap_query.h"
#include "harness/outcomes/contact_outcomes.h"
#include "harness/scene/outcome.h"

namespace harness::testing {
namespace outcome_rows_test {
namespace {

using collide::Vec3;

struct RowCase {
  Outcome outcome;
  std::string json;  // as written, compact
  Outcome near;      // agrees within `tolerance`
  Outcome far;       // does not
  double tolerance;
  std::string words;   // Describe
  std::string should;  // ShouldPhrase
  std::optional<collide::Query> query;
  collide::Answer answer;  // the query's answer that is `outcome` (with a query)
};

PenetrationDepth Overlap(double depth, const Vec3& normal) {
  PenetrationDepth p;
  p.overlapping = true;
  p.depth = depth;
  p.normal = normal;
  return p;
}

ContactSet TwoContacts(const Vec3& first, const Vec3& second) {
  ContactSet set;
  set.min_count = set.max_count = set.point_count = 2;
  set.normal = Vec3(0, 1, 0);
  set.points[0] = first;
  set.points[1] = second;
  return set;
}

collide::Manifold TwoPointManifold() {
  collide::Manifold m;
  m.normal = Vec3(0, 1, 0);
  m.count = 2;
  m.points[0] = {Vec3(1, 0, 0), 0.1};
  m.points[1] = {Vec3(-1, 0, 0), 0.1};
  return m;
}

std::vector<RowCase> Cases() {
  const Vec3 p(1, 2, 3);
  return {
      {Intersects{true}, R"({"intersects":true})", Intersects{true}, Intersects{false}, 0.0,
       "intersects", " should intersect", collide::Query::kIntersects, true},
      {ContactTime{0.25, 0.0},
       R"({"contact_time":0.25})",
       ContactTime{0.25 + 1e-7, 0.0},
       ContactTime{0.2501, 0.0},
       1e-6,
       "t = 0.25",
       " should first touch at t = 0.25",
       std::nullopt,
       {}},
      {Contains{true}, R"({"contains":true})", Contains{true}, Contains{false}, 0.0, "inside",
       ": the point should be inside", collide::Query::kContains, true},
      {ClosestPoint{p}, R"({"closest_point":[1.0,2.0,3.0]})", ClosestPoint{Vec3(1, 2, 3 + 1e-6)},
       ClosestPoint{Vec3(1, 2, 3.001)}, 1e-5, "(1, 2, 3)",
       ": the closest point should be (1, 2, 3)", collide::Query::kClosestPoint, p},
      {Side{-1}, R"({"side":-1})", Side{-1}, Side{0}, 0.0, "behind", ": the point should be behind",
       collide::Query::kSide, -1},
      {Hit{true, 2.0}, R"({"hit":true,"t":2.0})", Hit{true, 2.0 + 1e-6}, Hit{true, 2.001}, 1e-5,
       "hit at t = 2", " should hit at t = 2", collide::Query::kHit,
       std::optional<collide::RayHit>(collide::RayHit{2.0, Vec3(0), Vec3(0)})},
      {MeetingPoint{p},
       R"({"point":[1.0,2.0,3.0]})",
       MeetingPoint{Vec3(1, 2 + 1e-6, 3)},
       MeetingPoint{std::nullopt},
       1e-5,
       "meet at (1, 2, 3)",
       " should meet at (1, 2, 3)",
       std::nullopt,
       {}},
      {Inside{collide::Inclusion::kIntersecting}, R"({"inside":"intersecting"})",
       Inside{collide::Inclusion::kIntersecting}, Inside{collide::Inclusion::kInside}, 0.0,
       "intersecting the frustum", " should be intersecting the frustum", collide::Query::kInside,
       collide::Inclusion::kIntersecting},
      {Gap{0.5}, R"({"gap":0.5})", Gap{0.5 + 1e-6}, Gap{0.6}, 1e-5, "gap 0.5",
       " should be 0.5 apart", GapQuery(), 0.5},
      {Distance{0.25, std::array<Vec3, 2>{Vec3(0), Vec3(0, 0.25, 0)}},
       R"({"distance":0.25,"closest":[[0.0,0.0,0.0],[0.0,0.25,0.0]]})",
       Distance{0.25 + 1e-6, std::array<Vec3, 2>{Vec3(1e-6), Vec3(0, 0.25, 0)}},
       Distance{0.25, std::array<Vec3, 2>{Vec3(0), Vec3(0.001, 0.25, 0)}}, 1e-5,
       "distance 0.25 between (0, 0, 0) and (0, 0.25, 0)", " should be 0.25 apart",
       collide::DistanceQuery(), collide::ClosestPoints{0.25, Vec3(0), Vec3(0, 0.25, 0)}},
      {Overlap(0.1, Vec3(0, 1, 0)), R"({"penetration":{"depth":0.1,"normal":[0.0,1.0,0.0]}})",
       // 0.57 degrees off: within the default 1; 2.9 degrees is not.
       Overlap(0.1 + 1e-6, glm::normalize(Vec3(0, 1, 0.01))),
       Overlap(0.1, glm::normalize(Vec3(0, 1, 0.05))), 1e-5, "depth 0.1 along (0, 1, 0)",
       " should overlap by 0.1", collide::PenetrationQuery(),
       collide::PenetrationAnswer(collide::Penetration{0.1, Vec3(0, 1, 0), Vec3(0), Vec3(0)})},
      {TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0, 0)),
       R"({"contacts":{"count":2,"normal":[0.0,1.0,0.0],"points":[[1.0,0.0,0.0],[-1.0,0.0,0.0]]}})",
       TwoContacts(Vec3(-1, 1e-6, 0), Vec3(1, 0, 0)),  // the same set in another order
       TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0.001, 0)), 1e-5, "2 points along (0, 1, 0)",
       " should touch at 2 points", collide::ContactsQuery(), TwoPointManifold()},
      {CastsAt(0.5, Vec3(1, 0, 0), Vec3(1, 0, 0)),
       R"({"cast":{"t":0.5,"point":[1.0,0.0,0.0],"normal":[1.0,0.0,0.0]}})",
       CastsAt(0.5 + 1e-6, Vec3(1, 1e-6, 0), glm::normalize(Vec3(1, 0.01, 0))),
       CastsAt(0.5, Vec3(1, 0, 0), Vec3(-1, 0, 0)), 1e-5, "t 0.5 at (1, 0, 0) along (1, 0, 0)",
       " should first touch at t 0.5", collide::CastQuery(),
       collide::CastAnswer(collide::ShapeCastHit{0.5, Vec3(1, 0, 0), Vec3(1, 0, 0)})},
  };
}

TEST(OutcomeRows, EveryRowHasItsCase) {
  const std::vector<RowCase> cases = Cases();
  ASSERT_EQ(cases.size(), 13u);
  const auto& rows = OutcomeTable::Global().rows();
  ASSERT_EQ(rows.size(), 13u);  // the scene format's twelve and the tests' gap
  for (const OutcomeRow* row : rows) {
    bool covered = false;
    for (const RowCase& c : cases) {
      covered |= OutcomeKey(c.outcome) == row->key;
    }
    EXPECT_TRUE(covered) << row->key;
  }
}

TEST(OutcomeRows, EachKeyRoundTripsThroughTheSceneFormat) {
  for (const RowCase& c : Cases()) {
    SceneJson out = SceneJson::object();
    WriteOutcome(c.outcome, "expect[0]", out);
    EXPECT_EQ(out.dump(), c.json);
    const nlohmann::json in = nlohmann::json::parse(c.json);
    const std::string file = "rows.json";
    ObjectReader reader(in, "expect[0]", file);
    EXPECT_EQ(OnlyOutcomeKey(reader), OutcomeKey(c.outcome)) << c.json;
    EXPECT_EQ(ReadOutcome(reader, OutcomeKey(c.outcome)), c.outcome) << c.json;
  }
}

TEST(OutcomeRows, EachComparesWithinItsToleranceOnly) {
  for (const RowCase& c : Cases()) {
    const std::string key(OutcomeKey(c.outcome));
    EXPECT_TRUE(Agrees(c.outcome, c.outcome, 0.0)) << key;
    EXPECT_TRUE(Agrees(c.outcome, c.near, c.tolerance)) << key;
    EXPECT_FALSE(Agrees(c.outcome, c.far, c.tolerance)) << key;
    EXPECT_FALSE(c.outcome == c.far) << key;
  }
  // Outcomes of two types never agree, whatever their values.
  EXPECT_FALSE(Agrees(Intersects{true}, Contains{true}, 1.0));
}

TEST(OutcomeRows, EachIsWorded) {
  for (const RowCase& c : Cases()) {
    EXPECT_EQ(Describe(c.outcome), c.words);
    EXPECT_EQ(ShouldPhrase(c.outcome), c.should);
  }
}

TEST(OutcomeRows, EachAnswersItsQuery) {
  std::size_t answered = 0;
  for (const RowCase& c : Cases()) {
    EXPECT_EQ(QueryOf(c.outcome), c.query) << OutcomeKey(c.outcome);
    if (c.query) {
      ++answered;
      EXPECT_EQ(OutcomeOfAnswer(*c.query, c.answer), c.outcome) << OutcomeKey(c.outcome);
    }
  }
  EXPECT_EQ(answered, 11u);  // all but contact_time and the three planes' point
}

// A normal 12.3 degrees off is named with its angle, a count out of range
// with both counts; an outcome with nothing more to say adds nothing.
TEST(OutcomeRows, AMismatchSaysWhatDiffers) {
  const double angle = 12.3 * collide::kPi / 180.0;
  const Vec3 tilted(0.0, std::cos(angle), std::sin(angle));
  EXPECT_EQ(Difference(Overlap(0.1, Vec3(0, 1, 0)), Overlap(0.1, tilted), 1e-5),
            "normal off by 12.3°");
  ContactSet one = TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0, 0));
  one.min_count = one.max_count = one.point_count = 1;
  EXPECT_EQ(Difference(TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0, 0)), one, 1e-5),
            "1 point where 2 points were expected");
  EXPECT_EQ(Difference(TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0, 0)),
                       TwoContacts(Vec3(1, 0, 0), Vec3(-1, 0.5, 0)), 1e-5),
            "an expected point has no answered point within 1e-05");
  EXPECT_EQ(
      Difference(CastsAt(0.5, Vec3(0), Vec3(1, 0, 0)), CastsAt(0.5, Vec3(0), Vec3(-1, 0, 0)), 1e-5),
      "normal off by 180.0°");
  EXPECT_EQ(Difference(Gap{0.5}, Gap{0.6}, 1e-5), "");
}

TEST(OutcomeRows, APluginsAnswerReadsInTheAbisWords) {
  const auto number = [](double x) { return std::to_string(static_cast<int>(x)); };
  EXPECT_EQ(WhatItReturned(Intersects{false}, number), "returned 0");
  EXPECT_EQ(WhatItReturned(Hit{true, 2.0}, number), "returned 1 with t = 2");
  EXPECT_EQ(WhatItReturned(ClosestPoint{Vec3(1, 2, 3)}, number), "gave (1, 2, 3)");
  EXPECT_EQ(WhatItReturned(Side{1}, number), "answered");
  EXPECT_EQ(WhatItReturned(CastsAt(2.0, Vec3(0), Vec3(1, 0, 0)), number), "returned 1 with t 2");
  EXPECT_EQ(WhatItReturned(CastContact{}, number), "returned 0");
}

TEST(OutcomeRows, AClashingRowIsRefused) {
  OutcomeBehaviour<Gap> again;
  again.key = "gap";
  EXPECT_THROW(OutcomeTable::Global().Add(MakeOutcomeRow(std::move(again))), std::invalid_argument);
}

}  // namespace
}  // namespace outcome_rows_test
}  // namespace harness::testing
