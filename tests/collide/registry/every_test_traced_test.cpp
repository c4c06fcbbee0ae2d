// Every pair and triple test Collision Lab registers can explain itself
// (issue 38): each has a traced form, so a student can click any row of any
// sample and step through why. A test registered later without one fails
// here, named.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/registry/queries.h"
#include "collide/registry/static_shape.h"

namespace collide {
namespace every_test_traced_test {
namespace {

std::string Named(const PairTest& test) {
  return ShapeKindId(test.a) + "-" + ShapeKindId(test.b) + " " + std::string(QueryId(test.query)) +
         " \"" + test.id + "\"";
}

TEST(EveryTestTraced, EveryBuiltinPairTestHasATracedForm) {
  // None is left out: no list of exceptions.
  const PairTestRegistry& registry = PairTestRegistry::Global();
  ASSERT_GT(registry.size(), 200u);
  std::vector<std::string> untraced;
  for (const PairTest& test : registry.tests()) {
    EXPECT_EQ(test.origin, kOurOrigin) << Named(test);
    if (!test.traced) {
      untraced.push_back(Named(test));
    }
  }
  EXPECT_TRUE(untraced.empty()) << untraced.size() << " untraced, the first "
                                << (untraced.empty() ? "" : untraced.front());
  for (const std::string& name : untraced) {
    ADD_FAILURE() << "no traced form: " << name;
  }
}

TEST(EveryTestTraced, EveryBuiltinTripleTestHasATracedForm) {
  const PairTestRegistry& registry = PairTestRegistry::Global();
  ASSERT_FALSE(registry.triple_tests().empty());
  for (const TripleTest& test : registry.triple_tests()) {
    EXPECT_TRUE(static_cast<bool>(test.traced)) << "no traced form: " << test.id;
  }
}

}  // namespace
}  // namespace every_test_traced_test
}  // namespace collide
