// The pair table's rows as data (layout_engine/pair_table_rows.h): which
// rows there are, in which order, what each says, and what the filters
// keep. Answers and checks are written out by hand here, not computed by
// the engine, so each expected row comes from the test alone.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/layout_engine/pair_table_rows.h"

namespace harness {
namespace pair_table_rows_test {
namespace {

collide::PairTest SphereSphereTest() {
  collide::PairTest test;
  test.id = "distance";
  test.a = collide::ShapeKind::kSphere;
  test.b = collide::ShapeKind::kSphere;
  test.query = collide::Query::kIntersects;
  return test;
}

PairCheck IntersectsCheck(std::string a, std::string b, bool expected, bool actual) {
  PairCheck check;
  check.a = std::move(a);
  check.b = std::move(b);
  check.algorithm = "distance";
  check.expected = Intersects{expected};
  check.actual = Intersects{actual};
  check.passed = expected == actual;
  return check;
}

class PairTableRowsTest : public ::testing::Test {
 protected:
  // s0 and s1 overlap; s2 is far from both. Declared: (s1, s0) intersect,
  // which holds, and (s0, s2) intersect, which does not.
  std::vector<NamedShape> shapes_{{"s0", collide::Sphere{{0, 0, 0}, 1}},
                                  {"s1", collide::Sphere{{1.5, 0, 0}, 1}},
                                  {"s2", collide::Sphere{{9, 0, 0}, 1}}};
  collide::PairTest test_ = SphereSphereTest();
  // Two shapes of one kind are answered in both orders, as the engine does.
  std::vector<PairAnswer> answers_{{0, 1, &test_, true},  {1, 0, &test_, true},
                                   {0, 2, &test_, false}, {2, 0, &test_, false},
                                   {1, 2, &test_, false}, {2, 1, &test_, false}};
  std::vector<PairCheck> checks_{IntersectsCheck("s1", "s0", true, true),
                                 IntersectsCheck("s0", "s2", true, false)};
};

TEST_F(PairTableRowsTest, TwoShapesOfOneKindAreOneRowInTheOrderTheirCheckDeclares) {
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, {});
  // Three pairs, each answered in both orders: (s0, s1), declared as
  // (s1, s0); (s0, s2), declared so; (s1, s2), not declared.
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].a, "s0");
  EXPECT_EQ(rows[0].b, "s2");
  EXPECT_EQ(rows[0].status, RowStatus::kMismatch);
  EXPECT_EQ(rows[0].expected, "intersects");
  EXPECT_EQ(rows[0].actual, "apart");
  EXPECT_EQ(rows[0].algorithm, "distance");
  ASSERT_TRUE(rows[0].pair.has_value());
  EXPECT_EQ(rows[0].pair->first, 0u);
  EXPECT_EQ(rows[0].pair->second, 2u);
  EXPECT_EQ(rows[1].a, "s1");
  EXPECT_EQ(rows[1].b, "s0");
  EXPECT_EQ(rows[1].status, RowStatus::kHolds);
  EXPECT_EQ(rows[2].a, "s1");
  EXPECT_EQ(rows[2].b, "s2");
  EXPECT_EQ(rows[2].status, RowStatus::kNotChecked);
}

TEST_F(PairTableRowsTest, AStatusCountOverTheRowsIsTheDeclaredCount) {
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, {});
  ASSERT_EQ(rows.size(), 3u);
  int checked = 0;
  int failing = 0;
  for (const PairTableRow& row : rows) {
    checked += row.status != RowStatus::kNotChecked ? 1 : 0;
    failing += row.status == RowStatus::kMismatch ? 1 : 0;
  }
  EXPECT_EQ(checked, 2);  // two checks declared
  EXPECT_EQ(failing, 1);
}

TEST_F(PairTableRowsTest, AnUndeclaredAnswerIsNotCheckedAndShowsOnceInTheShapesOrder) {
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, {}, {});
  ASSERT_EQ(rows.size(), 3u);
  for (const PairTableRow& row : rows) {
    EXPECT_EQ(row.status, RowStatus::kNotChecked);
    EXPECT_EQ(row.expected, "-");
    EXPECT_LT(row.a, row.b);
  }
}

TEST_F(PairTableRowsTest, ACheckNoAnswerShowsGetsARowOfItsOwnAfterTheAnswers) {
  checks_.push_back(IntersectsCheck("s2", "gone", false, false));
  checks_.back().passed = false;  // a shape that is gone never holds
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, {});
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows[3].a, "s2");
  EXPECT_EQ(rows[3].b, "gone");
  EXPECT_EQ(rows[3].status, RowStatus::kMismatch);
  EXPECT_FALSE(rows[3].pair.has_value());
}

TEST_F(PairTableRowsTest, MismatchesOnlyKeepsTheFailingRows) {
  PairTableFilter filter;
  filter.mismatches_only = true;
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].a, "s0");
  EXPECT_EQ(rows[0].b, "s2");
}

TEST_F(PairTableRowsTest, TheSelectedShapesRowsAreMarkedAndCanBeTheOnlyOnes) {
  PairTableFilter filter;
  filter.selected = "s1";
  std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_FALSE(rows[0].selected);  // (s0, s2)
  EXPECT_TRUE(rows[1].selected);   // (s1, s0)
  EXPECT_TRUE(rows[2].selected);   // (s1, s2)
  filter.selected_only = true;
  rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].b, "s0");
  EXPECT_EQ(rows[1].b, "s2");
}

TEST_F(PairTableRowsTest, CellsAreCompactAndTheTooltipTextIsInFull) {
  collide::PairTest closest = test_;
  closest.query = collide::Query::kClosestPoint;
  closest.b = collide::ShapeKind::kAabb;
  const std::vector<PairAnswer> answers{
      {0, 1, &closest, collide::Vec3{0.123456789, 2.0, -1.0 / 3.0}}};
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers, {}, {}, {});
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].actual, "(0.1235, 2, -0.3333)");
  EXPECT_EQ(rows[0].actual_in_full, "(0.123457, 2, -0.333333)");
  EXPECT_EQ(rows[0].question, "sphere-aabb closest_point");
}

TEST_F(PairTableRowsTest, ThreePlanesComeAfterEveryPairAndNameTheirThird) {
  shapes_ = {{"p0", collide::BookPlane{{1, 0, 0}, 0}},
             {"p1", collide::BookPlane{{0, 1, 0}, 0}},
             {"p2", collide::BookPlane{{0, 0, 1}, 0}}};
  collide::TripleTest cramer;
  cramer.id = "cramer";
  const std::vector<TripleAnswer> triples{{0, 1, 2, &cramer, collide::Vec3{0, 0, 0}}};
  collide::PairTest planes = test_;
  planes.a = planes.b = collide::ShapeKind::kPlane;
  const std::vector<PairAnswer> plane_answers{{1, 2, &planes, true}};
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, plane_answers, triples, {}, {});
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].a, "p1");
  EXPECT_EQ(rows[1].a, "p0");
  EXPECT_EQ(rows[1].b, "p1, p2");
  EXPECT_EQ(rows[1].algorithm, "cramer");
  EXPECT_EQ(rows[1].actual, "meet at (0, 0, 0)");
}

}  // namespace
}  // namespace pair_table_rows_test
}  // namespace harness
