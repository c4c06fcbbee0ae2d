// The Why of a pair (why.h): the questions asked of it, each algorithm's
// steps and verdict, where two part, the lines --explain prints, and the
// errors that name what is not there.
#include "harness/layout_engine/why.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"
#include "collide/shapes/sphere.h"

namespace harness {
namespace {

using collide::Sphere;

StaticLayout TwoSpheres(bool expect) {
  StaticLayoutBuilder b;
  b.Sphere("s0", {0, 0, 0}, 2).Sphere("s1", {3, 4, 0}, 2.5).Sphere("s2", {0, 9, 0}, 1);
  if (expect)
    b.ExpectIntersects("s1", "s0", false);
  return b.Build();
}

// A registry with the tutorial's test and a second, traced one that walks
// the same two topics and calls every pair touching: they part at step 2.
collide::PairTestRegistry TwoAlgorithms() {
  collide::PairTestRegistry registry;
  collide::AddTracedPairTest<Sphere, Sphere>(registry, "squared-distance",
                                             collide::Query::kIntersects, "the book's",
                                             [](const Sphere& a, const Sphere& b, auto& trace) {
                                               return collide::Intersects(a, b, trace);
                                             });
  collide::AddTracedPairTest<Sphere, Sphere>(
      registry, "always", collide::Query::kIntersects, "wrong on purpose",
      [](const Sphere&, const Sphere&, auto& trace) {
        if constexpr (std::decay_t<decltype(trace)>::kOn) {
          trace.Step("centres", "looked", "");
          trace.Decide("radius sum", "not looked", "intersect");
        }
        return true;
      });
  return registry;
}

TEST(ExplainPair, OneAlgorithmItsStepsAndTheExpectation) {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  const Why why = ExplainPair(TwoSpheres(true), "s0", "s1", std::nullopt, registry);
  ASSERT_EQ(why.questions.size(), 1u);
  const WhyQuestion& q = why.questions[0];
  EXPECT_EQ(q.expected, "apart");
  EXPECT_EQ(q.named_a, "s0");
  ASSERT_EQ(q.algorithms.size(), 1u);
  EXPECT_EQ(q.algorithms[0].id, "squared-distance");
  EXPECT_EQ(q.algorithms[0].verdict, "apart");
  ASSERT_EQ(q.algorithms[0].trace.steps().size(), 2u);
  EXPECT_FALSE(q.parting.has_value());
  const std::vector<std::string> lines = WhyLines(why);
  ASSERT_EQ(lines.size(), 7u);
  EXPECT_EQ(lines[0], "intersects of s0 and s1 (expected: apart, checked by squared-distance)");
  EXPECT_EQ(lines[1], "A is s0, B is s1");
  EXPECT_EQ(lines[4],
            "  2. [radius sum] r_A + r_B = 2.00 + 2.50 = 4.50, squared 20.25; |d|^2 = 25.00 > "
            "20.25: they are apart  <- decides");
  EXPECT_EQ(lines[6], "verdict: apart (expected: apart)");
}

TEST(ExplainPair, APairNothingIsExpectedOfIsAskedWhatColoursIt) {
  collide::PairTestRegistry registry;
  collide::RegisterBuiltinPairTests(registry);
  const Why why = ExplainPair(TwoSpheres(false), "s2", "s1", std::nullopt, registry);
  ASSERT_EQ(why.questions.size(), 1u);
  EXPECT_EQ(why.questions[0].query, collide::Query::kIntersects);
  EXPECT_TRUE(why.questions[0].expected.empty());
}

TEST(ExplainPair, TwoThatDisagreeAreBothTracedAndPartWhereTheirFindingsDiffer) {
  const collide::PairTestRegistry registry = TwoAlgorithms();
  const Why why = ExplainPair(TwoSpheres(true), "s0", "s1", std::nullopt, registry);
  ASSERT_EQ(why.questions.size(), 1u);
  const WhyQuestion& q = why.questions[0];
  ASSERT_EQ(q.algorithms.size(), 2u);
  EXPECT_FALSE(q.algorithms[1].agrees_with_first);
  ASSERT_TRUE(q.parting.has_value());
  EXPECT_TRUE(q.parting->same_topic);
  EXPECT_EQ(q.parting->first, 1u);
  EXPECT_EQ(q.parting_with, 1u);
  const std::vector<std::string> lines = WhyLines(why);
  ASSERT_GE(lines.size(), 2u);
  EXPECT_EQ(lines[lines.size() - 2],
            "they part at step 2 [radius sum]: squared-distance found \"apart\", always found "
            "\"intersect\"");
  EXPECT_EQ(lines.back(), "verdict: squared-distance: apart; always: intersects (expected: apart)");
}

TEST(ExplainPair, OneAlgorithmOnRequest) {
  const collide::PairTestRegistry registry = TwoAlgorithms();
  const Why why = ExplainPair(TwoSpheres(true), "s0", "s1", std::string("always"), registry);
  ASSERT_EQ(why.questions.size(), 1u);
  ASSERT_EQ(why.questions[0].algorithms.size(), 1u);
  EXPECT_EQ(why.questions[0].algorithms[0].id, "always");
}

TEST(ExplainPair, WhatIsNotThereIsNamedWithWhatIs) {
  const collide::PairTestRegistry registry = TwoAlgorithms();
  const StaticLayout layout = TwoSpheres(true);
  try {
    ExplainPair(layout, "s0", "s9", std::nullopt, registry);
    ADD_FAILURE() << "no error";
  } catch (const WhyError& e) {
    EXPECT_STREQ(e.what(), "no shape \"s9\" here; the shapes are s0, s1, s2");
  }
  try {
    ExplainPair(layout, "s0", "s1", std::string("slab"), registry);
    ADD_FAILURE() << "no error";
  } catch (const WhyError& e) {
    EXPECT_STREQ(e.what(),
                 "no algorithm \"slab\" answers what is asked of s0 and s1; they have "
                 "squared-distance, always");
  }
  EXPECT_THROW(ExplainPair(layout, "s0", "s0", std::nullopt, registry), WhyError);
}

}  // namespace
}  // namespace harness
