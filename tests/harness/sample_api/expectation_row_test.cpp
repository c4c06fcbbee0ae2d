// What a table row says of a check, and how outcomes are worded: compact
// numbers in the cells, in full in the tooltip; a point "on the plane" or
// "off the plane", never "inside" a plane. Expected texts are written out.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "harness/sample_api/check.h"
#include "harness/sample_api/expectation_row.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace expectation_row_test {
namespace {

PairCheck PointCheck(collide::ShapeKind container, bool expected, bool actual) {
  PairCheck check;
  check.a = "p0";
  check.b = "x";
  check.subject = "point p0 and " + collide::ShapeKindId(container) + " x";
  check.algorithm = "epsilon";
  check.expected = Contains{expected};
  check.actual = Contains{actual};
  check.passed = expected == actual;
  check.wording.container = container;
  return check;
}

TEST(OutcomeWording, APointAgainstAPlaneIsOnItOrOffIt) {
  Wording plane;
  plane.container = collide::ShapeKind::kPlane;
  EXPECT_EQ(Describe(Contains{true}, plane), "on the plane");
  EXPECT_EQ(Describe(Contains{false}, plane), "off the plane");
  EXPECT_EQ(ShouldPhrase(Contains{true}, plane), ": the point should be on the plane");
}

TEST(OutcomeWording, APointAgainstARayOrASegmentIsOnItOrOffIt) {
  Wording ray;
  ray.container = collide::ShapeKind::kRay;
  EXPECT_EQ(Describe(Contains{false}, ray), "off the ray");
  Wording segment;
  segment.container = collide::ShapeKind::kSegment;
  EXPECT_EQ(Describe(Contains{true}, segment), "on the segment");
}

TEST(OutcomeWording, APointInASolidIsInsideOrOutside) {
  Wording sphere;
  sphere.container = collide::ShapeKind::kSphere;
  EXPECT_EQ(Describe(Contains{true}, sphere), "inside");
  EXPECT_EQ(Describe(Contains{false}), "outside");
}

TEST(OutcomeWording, CompactNumbersHaveFourSignificantDigits) {
  Wording compact;
  compact.compact = true;
  EXPECT_EQ(Describe(Hit{true, 0.123456789}, compact), "hit at t = 0.1235");
  EXPECT_EQ(Describe(Hit{true, 0.123456789}), "hit at t = 0.123456789");
  EXPECT_EQ(Describe(ClosestPoint{{1.0 / 3.0, 12345.678, -2.0}}, compact),
            "(0.3333, 1.235e+04, -2)");
  EXPECT_EQ(Describe(MeetingPoint{collide::Vec3{0.5, 0.25, 1.0}}, compact),
            "meet at (0.5, 0.25, 1)");
}

TEST(ExpectationRows, ACheckReadsInItsContainersWordsCompactAndInFull) {
  const ExpectationRow row = RowOfCheck(PointCheck(collide::ShapeKind::kPlane, true, false));
  EXPECT_EQ(row.status, RowStatus::kMismatch);
  EXPECT_EQ(row.a, "p0");
  EXPECT_EQ(row.b, "x");
  EXPECT_EQ(row.expected, "on the plane");
  EXPECT_EQ(row.actual, "off the plane");
  EXPECT_EQ(row.expected_in_full, "on the plane");
  EXPECT_EQ(row.question, "contains");
}

TEST(ExpectationRows, AMismatchSentenceUsesTheContainersWords) {
  EXPECT_EQ(MismatchSentence(PointCheck(collide::ShapeKind::kPlane, false, true)),
            "point p0 and plane x: the point should be off the plane");
}

TEST(ExpectationRows, TheAlgorithmColumnShowsOnlyWhereAQuestionHasTwoAlgorithms) {
  std::vector<ExpectationRow> rows(3);
  rows[0].question = rows[1].question = "sphere-sphere intersects";
  rows[0].algorithm = rows[1].algorithm = "distance";
  rows[2].question = "sphere-aabb intersects";
  rows[2].algorithm = "closest-point";
  EXPECT_FALSE(ComparesAlgorithms(rows));
  rows[1].algorithm = "squared-distance";
  EXPECT_TRUE(ComparesAlgorithms(rows));
}

}  // namespace
}  // namespace expectation_row_test
}  // namespace harness
