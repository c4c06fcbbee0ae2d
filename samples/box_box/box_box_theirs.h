#pragma once

// Other authors' (plugins') "intersects" tests on the box-box sample's
// pairs, beside our exact one: the pair table's "your code" cells, the
// lines the model logs where one is not ours, and --check --plugin's second
// pass, all asked through the origins service (harness/origins/
// ask_origin.h), which finds each origin's test at each call and never
// keeps it, so one a plugin took out is never run.

#include <string>
#include <vector>

#include "box_box/box_box_world.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/test_counter.h"

namespace box_box {

// A pair's answers under other authors' tests, in the registry's order.
struct TheirAnswers {
  // The cell: "hit", "apart" or "error" (could not answer) for each test,
  // joined by ", ".
  std::string cell;
  // One answer differs from our exact test's, or could not answer.
  bool disagrees = false;
  // The first test's answer: an overlap (false when it could not answer).
  bool first_hit = false;
  // What the log says where it disagrees: "box 1 and 2: sat hit,
  // plugin:mine apart".
  std::string line;
};

// The "intersects" test of each of `origins` (harness::OtherOrigins, found
// once for all the rows) for the pair's kinds, answered on the pair beside
// our exact test's answer `exact`. Each call counted on `counter`.
TheirAnswers TheirAnswersOn(const NamedShape& a, const NamedShape& b, bool exact,
                            const std::vector<std::string>& origins,
                            const harness::TestCounter& counter);

// Model::QuestionsForOthers (--check --plugin's second pass) and the
// model's other answers of theirs are defined in box_box_theirs.cpp.

}  // namespace box_box
