#include "box_box/box_box_theirs.h"

#include "box_box/box_box_model.h"
#include "collide/registry/pair_tests.h"

namespace box_box {
namespace {

constexpr const char* kOurOrigin = "collision-lab";

bool Fits(const collide::PairTest& test, collide::ShapeKind a, collide::ShapeKind b) {
  return (test.a == a && test.b == b) || (test.a == b && test.b == a);
}

const char* Word(bool hit) {
  return hit ? "hit" : "apart";
}

}  // namespace

std::vector<const collide::PairTest*> TheirTests() {
  std::vector<const collide::PairTest*> tests;
  for (const collide::PairTest& test : collide::PairTestRegistry::Global().tests()) {
    if (test.origin != kOurOrigin && test.query == collide::Query::kIntersects) {
      tests.push_back(&test);
    }
  }
  return tests;
}

TheirAnswers TheirAnswersOn(const std::vector<const collide::PairTest*>& tests, const NamedShape& a,
                            const NamedShape& b, bool exact, const harness::TestCounter& counter) {
  const collide::ShapeKind ka = collide::KindOfSolid(a.shape);
  const collide::ShapeKind kb = collide::KindOfSolid(b.shape);
  TheirAnswers answers;
  std::string words;
  for (const collide::PairTest* test : tests) {
    if (!Fits(*test, ka, kb)) {
      continue;
    }
    std::string cell = "error";
    std::string said;
    bool differs = true;
    try {
      counter.Add();
      const bool hit = Intersects(a, b, *test);
      answers.first_hit = answers.first_hit || (answers.cell.empty() && hit);
      cell = Word(hit);
      said = cell;
      differs = hit != exact;
    } catch (const collide::PairTestError& error) {
      said = std::string("could not answer (") + error.what() + ")";
    }
    answers.cell += (answers.cell.empty() ? "" : ", ") + cell;
    answers.disagrees = answers.disagrees || differs;
    words += ", " + test->id + " " + said;
  }
  if (answers.disagrees) {
    answers.line = PairName(a, b) + ": " + ExactFor(a, b).id + " " + Word(exact) + words;
  }
  return answers;
}

harness::OriginChecks CheckByOrigin(const Layout& layout, const std::string& origin,
                                    const harness::TestCounter& counter) {
  harness::OriginChecks result;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    const NamedShape* a = nullptr;
    const NamedShape* b = nullptr;
    for (const NamedShape& shape : layout.shapes) {
      a = shape.id == e.a ? &shape : a;
      b = shape.id == e.b ? &shape : b;
    }
    const collide::PairTest* test = nullptr;
    if (a != nullptr && b != nullptr && e.algorithm == ExactFor(*a, *b).id) {
      for (const collide::PairTest* t : collide::PairTestRegistry::Global().Find(
               collide::KindOfSolid(a->shape), collide::KindOfSolid(b->shape),
               collide::Query::kIntersects)) {
        test = t->origin == origin ? t : test;
      }
    }
    if (test == nullptr) {
      ++result.not_served;
      continue;
    }
    harness::PairCheck check;
    check.expectation = i;
    check.a = e.a;
    check.b = e.b;
    check.subject = PairName(*a, *b);
    check.algorithm = test->id;
    check.expected = harness::Intersects{e.intersects};
    try {
      counter.Add();
      harness::Judge(check, harness::Intersects{Intersects(*a, *b, *test)});
    } catch (const collide::PairTestError& error) {
      harness::FailWithError(check, error.what());
    }
    result.checks.push_back(std::move(check));
    result.tests.push_back(test);
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
  const std::vector<const collide::PairTest*> tests = TheirTests();
  std::vector<std::string> lines;
  for (const IndexPair& pair : tests.empty() ? std::vector<IndexPair>() : Rows()) {
    const NamedShape& a = current_.shapes[pair.first];
    const NamedShape& b = current_.shapes[pair.second];
    const bool exact = pair.first == pair.second ? Test(a, b, ExactFor(a, b))
                                                 : overlaps_.Of(pair.first, pair.second).exact;
    TheirAnswers answers = TheirAnswersOn(tests, a, b, exact, tests_);
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
