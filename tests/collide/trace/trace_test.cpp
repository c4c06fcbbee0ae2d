// The trace's numbers as the steps print them, the deciding step, and where
// two traces part.
#include "collide/trace/trace.h"

#include <gtest/gtest.h>

#include "collide/trace/trace_compare.h"

namespace collide {
namespace {

TEST(TraceNumber, ExactZeroReadsZeroAndRoundingNoiseIsNotHidden) {
  EXPECT_EQ(TraceNumber(0.0), "0");
  EXPECT_EQ(TraceNumber(-0.0), "0");
  EXPECT_EQ(TraceNumber(0.714), "0.71");
  EXPECT_EQ(TraceNumber(-1.2), "-1.20");
  EXPECT_EQ(TraceNumber(1.2e-16), "1.2e-16");
  EXPECT_EQ(TraceVector({0.71, 0.0, 0.71}), "(0.71, 0, 0.71)");
  EXPECT_EQ(TraceRange({-1.2, 0.8}), "[-1.20, 0.80]");
}

TEST(Trace, TheDecidingStepIsTheOneMarkedElseTheLast) {
  Trace trace;
  EXPECT_EQ(trace.deciding(), 0u);
  trace.Step("axis 1", "overlap", "overlap");
  trace.Step("axis 2", "overlap", "overlap");
  EXPECT_EQ(trace.deciding(), 1u);
  trace.Decide("axis 3", "gap", "separated");
  trace.Step("verdict", "apart");
  ASSERT_EQ(trace.steps().size(), 4u);
  EXPECT_EQ(trace.deciding(), 2u);
  trace.Decide("axis 4", "gap", "separated");
  EXPECT_EQ(trace.deciding(), 4u);
  EXPECT_FALSE(trace.steps()[2].deciding);
}

Trace Walk(std::initializer_list<std::pair<const char*, const char*>> steps) {
  Trace trace;
  for (const auto& [topic, finding] : steps)
    trace.Step(topic, topic, finding);
  return trace;
}

TEST(FirstParting, SameTopicsPartAtTheFirstDifferentFinding) {
  const Trace plain = Walk({{"axis 1", "overlap"}, {"axis 2", "zero"}, {"axis 3", "overlap"}});
  const Trace robust = Walk({{"axis 1", "overlap"}, {"axis 2", "separated"}});
  const auto parting = FirstParting(plain, robust);
  ASSERT_TRUE(parting.has_value());
  EXPECT_TRUE(parting->same_topic);
  EXPECT_EQ(parting->first, 1u);
  EXPECT_EQ(parting->second, 1u);
}

TEST(FirstParting, DifferentWalksPartAtTheirDecidingSteps) {
  Trace corners = Walk({{"corner 1", "outside"}, {"corner 2", "outside"}});
  corners.Decide("corners", "no corner inside", "apart");
  Trace sat = Walk({{"axis 1", "overlap"}, {"axis 2", "overlap"}, {"axis 3", "overlap"}});
  const auto parting = FirstParting(corners, sat);
  ASSERT_TRUE(parting.has_value());
  EXPECT_FALSE(parting->same_topic);
  EXPECT_EQ(parting->first, 2u);
  EXPECT_EQ(parting->second, 2u);
}

TEST(FirstParting, IdenticalWalksDoNotPartAndEmptyTracesHaveNothingToCompare) {
  const Trace a = Walk({{"axis 1", "overlap"}, {"axis 2", "overlap"}});
  const Trace b = Walk({{"axis 1", "overlap"}, {"axis 2", "overlap"}});
  EXPECT_FALSE(FirstParting(a, b).has_value());
  EXPECT_FALSE(FirstParting(Trace{}, b).has_value());
}

}  // namespace
}  // namespace collide
