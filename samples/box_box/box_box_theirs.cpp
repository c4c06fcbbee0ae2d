#include "box_box/box_box_theirs.h"

#include <algorithm>

#include "box_box/box_box_model.h"
#include "collide/registry/pair_tests.h"
#include "harness/origins/ask_origin.h"

namespace box_box {
namespace {

const char* Word(bool hit) {
  return hit ? "hit" : "apart";
}

harness::OriginQuestion IntersectsQuestion(const NamedShape& a, const NamedShape& b) {
  harness::OriginQuestion question;
  question.check.a = a.id;
  question.check.b = b.id;
  question.check.subject = PairName(a, b);
  question.asked =
      harness::ShapesAsked{collide::Query::kIntersects, collide::AsStaticShape(a.shape),
                           collide::AsStaticShape(b.shape)};
  return question;
}

}  // namespace

TheirAnswers TheirAnswersOn(const NamedShape& a, const NamedShape& b, bool exact,
                            const std::vector<std::string>& origins,
                            const harness::TestCounter& counter) {
  TheirAnswers answers;
  harness::OriginQuestions asked;
  asked.questions.push_back(IntersectsQuestion(a, b));
  asked.questions.front().check.expected = harness::Intersects{exact};
  std::string words;
  for (const std::string& origin : origins) {
    const harness::OriginChecks theirs = harness::AskOrigin(asked, origin, {}, &counter);
    if (theirs.checks.empty()) {
      continue;  // no test of that origin for these kinds
    }
    const harness::PairCheck& check = theirs.checks.front();
    const auto* hit = check.actual.GetIf<harness::Intersects>();
    const bool answered = check.error.empty() && hit != nullptr;
    answers.first_hit = answers.first_hit || (answers.cell.empty() && answered && hit->value);
    answers.cell +=
        std::string(answers.cell.empty() ? "" : ", ") + (answered ? Word(hit->value) : "error");
    answers.disagrees = answers.disagrees || !check.passed;
    words += ", " + check.algorithm + " " +
             (answered ? std::string(Word(hit->value)) : "could not answer (" + check.error + ")");
  }
  if (answers.disagrees) {
    answers.line = PairName(a, b) + ": " + ExactFor(a, b).id + " " + Word(exact) + words;
  }
  return answers;
}

// --check --plugin's second pass: each expectation of our exact test as
// another author's test is asked it. Not about the pair: an expectation of
// another algorithm (corner-volume's are about its known misses), or one
// whose shapes are gone.
harness::OriginQuestions Model::QuestionsForOthers() const {
  harness::OriginQuestions result;
  const auto ids = IndexById();
  for (std::size_t i = 0; i < current_.expect.size(); ++i) {
    const Expectation& e = current_.expect[i];
    const auto ia = ids.find(e.a);
    const auto ib = ids.find(e.b);
    if (ia == ids.end() || ib == ids.end() ||
        e.algorithm != ExactFor(current_.shapes[ia->second], current_.shapes[ib->second]).id) {
      ++result.not_about_the_pair;
      continue;
    }
    harness::OriginQuestion question =
        IntersectsQuestion(current_.shapes[ia->second], current_.shapes[ib->second]);
    question.check.expectation = i;
    question.check.expected = harness::Intersects{e.intersects};
    result.questions.push_back(std::move(question));
  }
  return result;
}

// The model's own: its rows' answers of theirs, kept and logged.

std::vector<IndexPair> Model::TheirDisagreeingPairs() const {
  std::vector<IndexPair> pairs;
  for (const auto& [pair, answers] : theirs_) {
    if (answers.disagrees && pair.first != pair.second) {
      pairs.push_back(pair);
    }
  }
  return pairs;
}

bool Model::RecheckTheirs(harness::Log& log) {
  if (collide::PairTestRegistry::Global().generation() == their_generation_) {
    return false;
  }
  AnswerTheirs(log);
  return true;
}

void Model::AnswerTheirs(harness::Log& log) {
  their_generation_ = collide::PairTestRegistry::Global().generation();
  theirs_.clear();
  their_hits_.assign(current_.shapes.size(), 0);
  std::vector<std::string> lines;
  const std::vector<std::string> origins = harness::OtherOrigins();
  for (const IndexPair& pair : origins.empty() ? std::vector<IndexPair>() : Rows()) {
    const NamedShape& a = current_.shapes[pair.first];
    const NamedShape& b = current_.shapes[pair.second];
    const bool exact = pair.first == pair.second ? Test(a, b, ExactFor(a, b))
                                                 : overlaps_.Of(pair.first, pair.second).exact;
    TheirAnswers answers = TheirAnswersOn(a, b, exact, origins, tests_);
    if (answers.cell.empty()) {
      continue;
    }
    if (answers.disagrees) {
      lines.push_back(answers.line);
    }
    if (answers.first_hit && pair.first != pair.second) {
      their_hits_[pair.first] = their_hits_[pair.second] = 1;
    }
    theirs_.emplace(pair, std::move(answers));
  }
  their_log_.Update(std::move(lines), log);
  if (mode_ == ColorMode::kYours && !HasTheirs()) {
    mode_ = ColorMode::kSat;  // the plugin went: nothing of theirs to colour by
  }
}

}  // namespace box_box
