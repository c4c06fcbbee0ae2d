#pragma once

// Other authors' (plugins') "intersects" tests on the box-box sample's
// pairs, beside our exact one: the pair table's "your code" cells, the
// lines the model logs where one is not ours, and --check --plugin's second
// pass. Their tests are found in the pair-test registry by origin at each
// call and never kept, as ours are (box_box_world.h), so one a plugin took
// out is never run.

#include <string>
#include <vector>

#include "box_box/box_box_world.h"
#include "harness/sample/check.h"
#include "harness/sample/test_counter.h"

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

// Whether the registry holds an "intersects" test of another origin at
// all: without one, a model has no pair to ask about.
bool AnyTheirTests();

// The registry's "intersects" tests of other origins for the pair's kinds,
// answered on the pair beside our exact test's answer `exact`. Each call
// counted on `counter`.
TheirAnswers TheirAnswersOn(const NamedShape& a, const NamedShape& b, bool exact,
                            const harness::TestCounter& counter);

// Model::CheckByOrigin (--check --plugin's second pass) and the model's
// other answers of theirs are defined in box_box_theirs.cpp.

}  // namespace box_box
