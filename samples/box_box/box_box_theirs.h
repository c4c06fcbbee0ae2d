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

// The registry's "intersects" tests of other origins: none, and a model
// has no pair to ask them about.
std::vector<const collide::PairTest*> TheirTests();

// Those of `tests` for the pair's kinds answered on the pair, beside our
// exact test's answer `exact`. Each call counted on `counter`.
TheirAnswers TheirAnswersOn(const std::vector<const collide::PairTest*>& tests, const NamedShape& a,
                            const NamedShape& b, bool exact, const harness::TestCounter& counter);

// --check --plugin's second pass: each expectation of our exact test
// checked again under `origin`'s test for the pair's kinds. Not served: an
// expectation of another algorithm (corner-volume's are about its known
// misses, not the pair), or a pair of kinds the origin has no test for.
harness::OriginChecks CheckByOrigin(const Layout& layout, const std::string& origin,
                                    const harness::TestCounter& counter);

}  // namespace box_box
