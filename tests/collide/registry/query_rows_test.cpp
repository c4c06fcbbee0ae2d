// Every query's row (collide/registry/query_rows.cpp) against hand-picked
// answers: which read as a hit for colours, which agree (numbers compared by
// the given nearness), and their words. The expected values are written out
// here, not produced by the rows.
#include <gtest/gtest.h>

#include <cmath>
#include <optional>

#include "collide/queries/raycast.h"
#include "collide/registry/queries.h"
#include "collide/shapes/frustum.h"

namespace collide {
namespace query_rows_test {
namespace {

// Within 0.01, as a caller's tolerance would say.
bool Within(double x, double y) {
  return std::abs(x - y) <= 0.01;
}

std::optional<RayHit> HitAt(double t) {
  return RayHit{t, Vec3(0), Vec3(0)};
}

// Two hits with the same t and point that differ in their normal: a full
// hit's normal (a plugin's cl_*_hit) is compared; a zero normal is none.
TEST(QueryRows, HitsAgreeOnTheirNormalWhenBothGiveOne) {
  const std::optional<RayHit> out = RayHit{2.0, Vec3(1, 0, 0), Vec3(1, 0, 0)};
  const std::optional<RayHit> out_nearly = RayHit{2.0, Vec3(1, 0, 0), Vec3(0.995, 0, 0)};
  const std::optional<RayHit> in = RayHit{2.0, Vec3(1, 0, 0), Vec3(-1, 0, 0)};
  const std::optional<RayHit> none = RayHit{2.0, Vec3(1, 0, 0), Vec3(0)};
  const std::optional<RayHit> elsewhere = RayHit{2.0, Vec3(1, 0.5, 0), Vec3(1, 0, 0)};
  EXPECT_TRUE(AnswersAgree(Query::kHit, out, out_nearly, Within));
  EXPECT_FALSE(AnswersAgree(Query::kHit, out, in, Within));
  EXPECT_TRUE(AnswersAgree(Query::kHit, out, none, Within));
  EXPECT_TRUE(AnswersAgree(Query::kHit, none, in, Within));
  EXPECT_FALSE(AnswersAgree(Query::kHit, out, elsewhere, Within)) << "the same t, another point";
}

TEST(QueryRows, EveryQueryHasItsRowInOrder) {
  const std::vector<Query> queries = AllQueries();
  // The narrow phase's four come after the built-in six, added on first
  // use (contact_queries.h), which the capsule's and the sweep's
  // registrations make, in the order collide/kinds/ registers them.
  ASSERT_EQ(queries.size(), 10u);
  const char* ids[] = {"intersects", "contains", "closest_point", "side",     "hit",
                       "inside",     "distance", "penetration",   "contacts", "cast"};
  for (std::size_t i = 0; i < queries.size(); ++i) {
    EXPECT_EQ(QueryId(queries[i]), ids[i]);
    EXPECT_EQ(QueryFromId(ids[i]), queries[i]);
  }
  EXPECT_EQ(QueryFromId("gap"), std::nullopt);
}

TEST(QueryRows, FlagsAreHitsWhenTrueAndAgreeExactly) {
  for (Query query : {Query::kIntersects, Query::kContains}) {
    EXPECT_TRUE(IsPositive(query, true));
    EXPECT_FALSE(IsPositive(query, false));
    EXPECT_TRUE(AnswersAgree(query, true, true, Within));
    EXPECT_FALSE(AnswersAgree(query, true, false, Within));
    EXPECT_EQ(AnswerWords(query, true), "touching");
    EXPECT_EQ(AnswerWords(query, false), "apart");
  }
  EXPECT_FALSE(AnswersAgree(Query::kIntersects, true, 1, Within));  // an int is no flag
}

TEST(QueryRows, AClosestPointIsNeverAHitAndAgreesWithinTheNearness) {
  EXPECT_FALSE(IsPositive(Query::kClosestPoint, Vec3(0)));
  EXPECT_TRUE(AnswersAgree(Query::kClosestPoint, Vec3(1, 2, 3), Vec3(1, 2, 3.005), Within));
  EXPECT_FALSE(AnswersAgree(Query::kClosestPoint, Vec3(1, 2, 3), Vec3(1, 2.02, 3), Within));
  EXPECT_EQ(AnswerWords(Query::kClosestPoint, Vec3(1, 2.5, -3)), "(1, 2.5, -3)");
}

TEST(QueryRows, OnThePlaneIsTheSidesHit) {
  EXPECT_TRUE(IsPositive(Query::kSide, 0));
  EXPECT_FALSE(IsPositive(Query::kSide, 1));
  EXPECT_FALSE(IsPositive(Query::kSide, -1));
  EXPECT_FALSE(AnswersAgree(Query::kSide, 1, -1, Within));
  EXPECT_EQ(AnswerWords(Query::kSide, 1), "in front");
  EXPECT_EQ(AnswerWords(Query::kSide, -1), "behind");
  EXPECT_EQ(AnswerWords(Query::kSide, 0), "on");
}

TEST(QueryRows, HitsAgreeOnTheirTAndAMissOnlyWithAMiss) {
  const std::optional<RayHit> miss;
  EXPECT_TRUE(IsPositive(Query::kHit, HitAt(2.0)));
  EXPECT_FALSE(IsPositive(Query::kHit, miss));
  EXPECT_TRUE(AnswersAgree(Query::kHit, HitAt(2.0), HitAt(2.005), Within));
  EXPECT_FALSE(AnswersAgree(Query::kHit, HitAt(2.0), HitAt(2.02), Within));
  EXPECT_FALSE(AnswersAgree(Query::kHit, HitAt(2.0), miss, Within));
  EXPECT_TRUE(AnswersAgree(Query::kHit, miss, miss, Within));
  EXPECT_EQ(AnswerWords(Query::kHit, HitAt(1.41421)), "hit at t 1.414");
  EXPECT_EQ(AnswerWords(Query::kHit, miss), "miss");
}

TEST(QueryRows, InsideOrAcrossAFrustumIsAHit) {
  EXPECT_TRUE(IsPositive(Query::kInside, Inclusion::kInside));
  EXPECT_TRUE(IsPositive(Query::kInside, Inclusion::kIntersecting));
  EXPECT_FALSE(IsPositive(Query::kInside, Inclusion::kOutside));
  EXPECT_FALSE(AnswersAgree(Query::kInside, Inclusion::kInside, Inclusion::kIntersecting, Within));
  EXPECT_EQ(AnswerWords(Query::kInside, Inclusion::kOutside), "outside");
}

TEST(QueryRows, ATableTakesANewQueryAfterTheBuiltInOnes) {
  QueryTable table;
  AddBuiltinQueries(table);
  const Query gap =
      AddQuery<double>({"gap", [](double g) { return g <= 0.0; },
                        [](double x, double y, const NumbersNear& near) { return near(x, y); },
                        [](double) { return std::string("a gap"); }},
                       table);
  EXPECT_EQ(gap, Query(6));
  EXPECT_EQ(table.Find("gap"), gap);
  EXPECT_TRUE(table.Row(gap).positive(Answer(-1.0)));
  EXPECT_FALSE(table.Row(gap).positive(Answer(true)));  // not its type
  EXPECT_THROW(AddQuery<double>({"gap", [](double) { return true; },
                                 [](double, double, const NumbersNear&) { return true; },
                                 [](double) { return std::string(); }},
                                table),
               std::invalid_argument);
}

}  // namespace
}  // namespace query_rows_test
}  // namespace collide
