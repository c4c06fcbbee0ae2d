// The pair table's rows as data (static_shapes/pair_table_rows.h): which
// rows there are, in which order, what each says, and what the filters
// keep. Answers and checks are written out by hand here, not computed by
// the engine, so each expected row comes from the test alone.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "harness/static_shapes/pair_table_rows.h"

namespace harness {
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

class PairTableRowsTest : public testing::Test {
 protected:
  // s0 and s1 overlap; s2 is far from both. Declared: (s1, s0) intersect,
  // which holds, and (s0, s2) intersect, which does not.
  std::vector<NamedShape> shapes_{{"s0", collide::Sphere{{0, 0, 0}, 1}},
                                  {"s1", collide::Sphere{{1.5, 0, 0}, 1}},
                                  {"s2", collide::Sphere{{9, 0, 0}, 1}}};
  collide::PairTest test_ = SphereSphereTest();
  std::vector<PairAnswer> answers_{
      {0, 1, &test_, true}, {1, 0, &test_, true}, {0, 2, &test_, false}, {2, 0, &test_, false}};
  std::vector<PairCheck> checks_{IntersectsCheck("s1", "s0", true, true),
                                 IntersectsCheck("s0", "s2", true, false)};
};

TEST_F(PairTableRowsTest, OneRowPerAnswerInTheShapesOrderWithItsDeclaredCheck) {
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, {});
  ASSERT_EQ(rows.size(), 4u);
  // (0, 1), (0, 2), (1, 0), (2, 0): sorted by the first shape, then the second.
  EXPECT_EQ(rows[0].a, "s0");
  EXPECT_EQ(rows[0].b, "s1");
  EXPECT_EQ(rows[1].a, "s0");
  EXPECT_EQ(rows[1].b, "s2");
  EXPECT_EQ(rows[2].a, "s1");
  EXPECT_EQ(rows[2].b, "s0");
  EXPECT_EQ(rows[3].a, "s2");
  EXPECT_EQ(rows[3].b, "s0");
  // (s1, s0) is declared in that order: its row is (s1, s0), and the other
  // order stands for it too.
  EXPECT_EQ(rows[2].status, RowStatus::kHolds);
  EXPECT_EQ(rows[0].status, RowStatus::kHolds);
  EXPECT_EQ(rows[1].status, RowStatus::kMismatch);
  EXPECT_EQ(rows[1].expected, "intersects");
  EXPECT_EQ(rows[1].actual, "apart");
  EXPECT_EQ(rows[1].algorithm, "distance");
  ASSERT_TRUE(rows[1].pair.has_value());
  EXPECT_EQ(rows[1].pair->first, 0u);
  EXPECT_EQ(rows[1].pair->second, 2u);
}

TEST_F(PairTableRowsTest, AnUndeclaredAnswerIsNotChecked) {
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, {}, {});
  ASSERT_EQ(rows.size(), 4u);
  for (const PairTableRow& row : rows) {
    EXPECT_EQ(row.status, RowStatus::kNotChecked);
    EXPECT_EQ(row.expected, "-");
  }
}

TEST_F(PairTableRowsTest, ACheckNoAnswerShowsGetsARowOfItsOwnAfterTheAnswers) {
  checks_.push_back(IntersectsCheck("s2", "gone", false, false));
  checks_.back().passed = false;  // a shape that is gone never holds
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, {});
  ASSERT_EQ(rows.size(), 5u);
  EXPECT_EQ(rows[4].a, "s2");
  EXPECT_EQ(rows[4].b, "gone");
  EXPECT_EQ(rows[4].status, RowStatus::kMismatch);
  EXPECT_FALSE(rows[4].pair.has_value());
}

TEST_F(PairTableRowsTest, MismatchesOnlyKeepsTheFailingRows) {
  PairTableFilter filter;
  filter.mismatches_only = true;
  const std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 2u);  // (s0, s2) and (s2, s0), both standing for one check
  EXPECT_EQ(rows[0].b, "s2");
  EXPECT_EQ(rows[1].a, "s2");
}

TEST_F(PairTableRowsTest, TheSelectedShapesRowsAreMarkedAndCanBeTheOnlyOnes) {
  PairTableFilter filter;
  filter.selected = "s1";
  std::vector<PairTableRow> rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 4u);
  EXPECT_TRUE(rows[0].selected);
  EXPECT_FALSE(rows[1].selected);
  EXPECT_TRUE(rows[2].selected);
  EXPECT_FALSE(rows[3].selected);
  filter.selected_only = true;
  rows = PairTableRows(shapes_, answers_, {}, checks_, filter);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[0].b, "s1");
  EXPECT_EQ(rows[1].a, "s1");
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
}  // namespace harness
