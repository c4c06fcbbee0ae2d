// --check --plugin's per-function table and the window's Your code section
// count each expectation under the function that answered it, a crash, a
// hang and the expectations skipped after a hang apart from wrong answers.
#include "harness/runners/plugin_function_table.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"

namespace harness {
namespace plugin_function_table_test {
namespace {

using collide::NoAnswer;

collide::PairTest TestOf(collide::ShapeKind a, collide::ShapeKind b, collide::Query query) {
  collide::PairTest test;
  test.id = "plugin:mine";
  test.a = a;
  test.b = b;
  test.query = query;
  return test;
}

PairCheck Held() {
  PairCheck check;
  check.passed = true;
  return check;
}

PairCheck Wrong() {
  return PairCheck{};  // answered, and not what was expected
}

PairCheck CouldNotAnswer(NoAnswer why) {
  PairCheck check;
  FailWithError(check, "cl_sphere_sphere could not answer", why);
  return check;
}

FunctionTally Row(std::string_view function, int served, int held, int failed, int crashed,
                  int hung, int off) {
  FunctionTally row;
  row.function = function;
  row.served = served;
  row.held = held;
  row.failed = failed;
  row.crashed = crashed;
  row.hung = hung;
  row.off = off;
  return row;
}

TEST(TallyByFunction, CountsEachCheckUnderItsFunctionByHowItEnded) {
  const collide::PairTest spheres =
      TestOf(collide::ShapeKind::kSphere, collide::ShapeKind::kSphere, collide::Query::kIntersects);
  const collide::PairTest point_in_sphere =
      TestOf(collide::ShapeKind::kPoint, collide::ShapeKind::kSphere, collide::Query::kContains);
  OriginChecks checks;
  checks.origin = "mine";
  const std::vector<std::pair<PairCheck, const collide::PairTest*>> asked = {
      {Held(), &spheres},
      {Wrong(), &spheres},
      {CouldNotAnswer(NoAnswer::kCrashed), &spheres},
      {CouldNotAnswer(NoAnswer::kHung), &spheres},
      {CouldNotAnswer(NoAnswer::kOff), &spheres},
      {CouldNotAnswer(NoAnswer::kOff), &spheres},
      {CouldNotAnswer(NoAnswer::kBadAnswer), &point_in_sphere},  // returned 7
      {Held(), &point_in_sphere},
      {Wrong(), nullptr},  // a contact time: the ball-ball time of impact
  };
  for (const auto& [check, test] : asked) {
    checks.checks.push_back(check);
    checks.tests.push_back(test);
  }
  // The sphere-sphere row exists already; the others are added in the order met.
  std::vector<FunctionTally> rows = {Row("cl_sphere_sphere", 0, 0, 0, 0, 0, 0)};
  TallyByFunction(checks, rows);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0], Row("cl_sphere_sphere", 6, 1, 1, 1, 1, 2));
  EXPECT_EQ(rows[1], Row("cl_point_in_sphere", 2, 1, 1, 0, 0, 0));
  EXPECT_EQ(rows[2], Row("cl_ball_ball_time_of_impact", 1, 0, 1, 0, 0, 0));
  // A second sample's checks add to the same rows.
  TallyByFunction(checks, rows);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0], Row("cl_sphere_sphere", 12, 2, 2, 2, 2, 4));
}

TEST(FunctionTableLines, AlignsTheColumnsUnderAHeader) {
  const std::vector<FunctionTally> rows = {Row("cl_sphere_sphere", 16, 15, 1, 0, 0, 0),
                                           Row("cl_ball_ball_time_of_impact", 2, 0, 0, 1, 1, 0)};
  const std::vector<std::string> lines = FunctionTableLines(rows);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "function                     served  held  failed  crashed  hung  off");
  EXPECT_EQ(lines[1], "cl_sphere_sphere                 16    15       1        0     0    0");
  EXPECT_EQ(lines[2], "cl_ball_ball_time_of_impact       2     0       0        1     1    0");
}

TEST(HangLines, SayOnceWhatAFunctionHungOnAndWhatItLeftUnchecked) {
  std::vector<FunctionTally> rows = {Row("cl_sphere_sphere", 16, 0, 0, 0, 1, 15),
                                     Row("cl_aabb_aabb", 4, 4, 0, 0, 0, 0),
                                     Row("cl_sphere_aabb", 1, 0, 0, 0, 1, 0)};
  rows[0].hung_on = "did not return within 1 s on sphere {center (0, 0, 0), radius 2}";
  rows[2].hung_on = "did not return within 1 s on sphere {center (1, 0, 0), radius 1}";
  const std::vector<std::string> lines = HangLines(rows);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0],
            "cl_sphere_sphere did not return within 1 s on sphere {center (0, 0, 0), radius 2}, "
            "and was off for the rest of the run: 15 expectations left unchecked");
  EXPECT_EQ(lines[1],
            "cl_sphere_aabb did not return within 1 s on sphere {center (1, 0, 0), radius 1}, and "
            "was off for the rest of the run: 0 expectations left unchecked");
}

}  // namespace
}  // namespace plugin_function_table_test
}  // namespace harness
