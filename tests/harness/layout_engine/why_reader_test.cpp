// A Why being read (why_reader.h): which steps are listed, where a new
// subject opens (its deciding step), what a new version of the same subject
// keeps (the step looked at), how Left and Right walk and stop at the ends,
// and which step of each listed trace the view draws. The Whys are made by
// hand here, so every count below is read off them.
#include "harness/layout_engine/why_reader.h"

#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <vector>

namespace harness {
namespace {

// An algorithm with `count` steps "s1".."sN", step `decides` (0-based) deciding.
WhyAlgorithm Algorithm(const std::string& id, std::size_t count, std::size_t decides) {
  WhyAlgorithm run;
  run.id = id;
  run.traced = true;
  for (std::size_t i = 0; i < count; ++i) {
    const std::string topic = "s" + std::to_string(i + 1);
    if (i == decides)
      run.trace.Decide(topic, id + " " + topic);
    else
      run.trace.Step(topic, id + " " + topic);
  }
  return run;
}

// One question; with `parting`, a second algorithm of 3 steps that parts
// from the first (5 steps, deciding at the fourth) at step 2.
Why OneQuestion(bool parting) {
  WhyQuestion question;
  question.algorithms.push_back(Algorithm("first", 5, 3));
  question.algorithms.push_back(Algorithm("second", 3, 2));
  if (parting) {
    question.algorithms[1].agrees_with_first = false;
    question.parting = collide::TraceParting{1, 1};
    question.parting_with = 1;
  }
  return Why{"a", "b", "", {question}};
}

TEST(WhyReader, ANewSubjectOpensOnItsDecidingStep) {
  WhyReader reader;
  EXPECT_TRUE(reader.empty());
  EXPECT_FALSE(reader.Step(1));  // nothing to walk
  EXPECT_TRUE(reader.Show("a b", {1, 0, 0}, [] { return OneQuestion(false); }));
  EXPECT_EQ(reader.step(), 3u);
  EXPECT_EQ(reader.step_count(), 5u);
  EXPECT_TRUE(reader.TakeScrollRequest());
  EXPECT_FALSE(reader.TakeScrollRequest());  // once
  // The same subject at the same version is not made again.
  int made = 0;
  EXPECT_FALSE(reader.Show("a b", {1, 0, 0}, [&] {
    ++made;
    return OneQuestion(false);
  }));
  EXPECT_EQ(made, 0);
}

TEST(WhyReader, ANewVersionOfTheSameSubjectKeepsTheStepAnotherSubjectDoesNot) {
  WhyReader reader;
  reader.Show("a b", {1, 0, 0}, [] { return OneQuestion(false); });
  EXPECT_TRUE(reader.Step(-1));
  EXPECT_TRUE(reader.Step(-1));
  EXPECT_EQ(reader.step(), 1u);
  // A drag: the same pair, a new revision.
  EXPECT_TRUE(reader.Show("a b", {2, 0, 0}, [] { return OneQuestion(false); }));
  EXPECT_EQ(reader.step(), 1u);
  // Another pair opens on its decision again.
  EXPECT_TRUE(reader.Show("a c", {2, 0, 0}, [] { return OneQuestion(false); }));
  EXPECT_EQ(reader.step(), 3u);
  // Cleared (nothing selected), the same pair opens on its decision too.
  reader.Step(-3);
  reader.Clear();
  EXPECT_TRUE(reader.empty());
  EXPECT_TRUE(reader.Show("a c", {2, 0, 0}, [] { return OneQuestion(false); }));
  EXPECT_EQ(reader.step(), 3u);
}

TEST(WhyReader, LeftAndRightStopAtTheEnds) {
  WhyReader reader;
  reader.Show("a b", {0, 0, 0}, [] { return OneQuestion(false); });
  EXPECT_TRUE(reader.Step(1));
  EXPECT_EQ(reader.step(), 4u);
  EXPECT_TRUE(reader.Step(1));  // stays on the last
  EXPECT_EQ(reader.step(), 4u);
  EXPECT_TRUE(reader.Step(-10));
  EXPECT_EQ(reader.step(), 0u);
  EXPECT_TRUE(reader.TakeScrollRequest());
}

TEST(WhyReader, AgreeingAlgorithmsListTheChosenOneDisagreeingOnesBoth) {
  WhyReader agreeing;
  agreeing.Show("a b", {0, 0, 0}, [] { return OneQuestion(false); });
  EXPECT_EQ(agreeing.shown(), std::vector<std::size_t>{0});
  agreeing.ChooseAlgorithm(1);
  EXPECT_EQ(agreeing.shown(), std::vector<std::size_t>{1});
  EXPECT_EQ(agreeing.step_count(), 3u);
  EXPECT_EQ(agreeing.step(), 2u);  // the step kept, within the shorter trace
  agreeing.ChooseAlgorithm(7);     // past the last: the last
  EXPECT_EQ(agreeing.shown(), std::vector<std::size_t>{1});

  WhyReader parting;
  parting.Show("a b", {0, 0, 0}, [] { return OneQuestion(true); });
  EXPECT_EQ(parting.shown(), (std::vector<std::size_t>{0, 1}));
  EXPECT_EQ(parting.step_count(), 5u);
  // On the first's step 4 the second, of three steps, stays on its last.
  const std::vector<const collide::TraceStep*> drawn = parting.CurrentSteps();
  ASSERT_EQ(drawn.size(), 2u);
  EXPECT_EQ(drawn[0]->text, "first s4");
  EXPECT_EQ(drawn[1]->text, "second s3");
  parting.GoTo(0);
  const std::vector<const collide::TraceStep*> first = parting.CurrentSteps();
  ASSERT_EQ(first.size(), 2u);
  EXPECT_EQ(first[0]->text, "first s1");
  EXPECT_EQ(first[1]->text, "second s1");
}

// Four algorithms, the first parting from the second (the question's own
// parting); the third disagrees too, its trace the first's but for its last
// step's finding; the fourth agrees.
TEST(WhyReader, WithMoreThanTwoTheOneBesideTheFirstIsChosenAndItsPartingFound) {
  Why why = OneQuestion(true);
  WhyQuestion& question = why.questions[0];
  WhyAlgorithm third = Algorithm("third", 5, 3);
  third.trace = collide::Trace();
  for (int i = 1; i <= 5; ++i) {
    const std::string topic = "s" + std::to_string(i);
    third.trace.Step(topic, "third " + topic, i == 5 ? "other" : "");
  }
  third.agrees_with_first = false;
  question.algorithms.push_back(third);
  question.algorithms.push_back(Algorithm("fourth", 5, 3));
  WhyReader reader;
  reader.Show("a b", {0, 0, 0}, [&] { return why; });
  EXPECT_EQ(reader.shown(), (std::vector<std::size_t>{0, 1}));
  ASSERT_TRUE(reader.parting());
  EXPECT_EQ(reader.parting()->second, 1u);  // the question's own
  reader.ChoosePartner(2);
  EXPECT_EQ(reader.shown(), (std::vector<std::size_t>{0, 2}));
  ASSERT_TRUE(reader.parting());
  EXPECT_TRUE(reader.parting()->same_topic);
  EXPECT_EQ(reader.parting()->first, 4u);  // "s5": "" against "other"
  reader.ChoosePartner(3);
  EXPECT_EQ(reader.shown(), (std::vector<std::size_t>{0, 3}));
  EXPECT_FALSE(reader.parting());  // it agrees
  reader.ChoosePartner(9);         // not one of them: the question's own
  EXPECT_EQ(reader.shown(), (std::vector<std::size_t>{0, 1}));
}

TEST(WhyReader, WhatCannotBeExplainedIsKeptAsTheReason) {
  WhyReader reader;
  reader.Show("a wall", {0, 0, 0}, []() -> Why { throw WhyError("\"wall\" is a plane"); });
  EXPECT_FALSE(reader.empty());
  EXPECT_EQ(reader.why(), nullptr);
  EXPECT_EQ(reader.error(), "\"wall\" is a plane");
  EXPECT_EQ(reader.question(), nullptr);
  EXPECT_TRUE(reader.CurrentSteps().empty());
  EXPECT_FALSE(reader.Step(1));
  // Explained again once it can be: the reason goes.
  reader.Show("a b", {0, 0, 0}, [] { return OneQuestion(false); });
  EXPECT_TRUE(reader.error().empty());
  EXPECT_NE(reader.why(), nullptr);
}

TEST(WhyReader, TheQuestionReadIsChosenAndClamped) {
  Why two = OneQuestion(false);
  two.questions.push_back(OneQuestion(true).questions.front());
  WhyReader reader;
  reader.Show("a b", {0, 0, 0}, [&] { return two; });
  EXPECT_EQ(reader.shown(), std::vector<std::size_t>{0});
  reader.ChooseQuestion(1);
  EXPECT_EQ(reader.shown(), (std::vector<std::size_t>{0, 1}));
  EXPECT_TRUE(reader.TakeScrollRequest());
  reader.ChooseQuestion(5);  // past the last: the last
  EXPECT_EQ(reader.question(), &reader.why()->questions[1]);
}

}  // namespace
}  // namespace harness
