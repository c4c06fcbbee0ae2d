#include "box_box/box_box_theirs.h"

#include <algorithm>

#include "box_box/box_box_model.h"
#include "collide/registry/pair_tests.h"
#include "harness/static_shapes/other_origins.h"

namespace box_box {
namespace {

const char* Word(bool hit) {
  return hit ? "hit" : "apart";
}

}  // namespace

bool AnyTheirTests() {
  const auto& tests = collide::PairTestRegistry::Global().tests();
  return std::any_of(tests.begin(), tests.end(), [](const collide::PairTest& test) {
    return test.origin != harness::kOurOrigin && test.query == collide::Query::kIntersects;
  });
}

TheirAnswers TheirAnswersOn(const NamedShape& a, const NamedShape& b, bool exact,
                            const harness::TestCounter& counter) {
  TheirAnswers answers;
  std::string words;
  for (const collide::PairTest* test : collide::PairTestRegistry::Global().Find(
           collide::KindOfSolid(a.shape), collide::KindOfSolid(b.shape),
           collide::Query::kIntersects)) {
    if (test->origin == harness::kOurOrigin) {
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

// --check --plugin's second pass: each expectation of our exact test
// checked again under `origin`'s test for the pair's kinds. Not served: an
// expectation of another algorithm (corner-volume's are about its known
// misses, not the pair), or a pair of kinds the origin has no test for.
harness::OriginChecks Model::CheckByOrigin(const std::string& origin) const {
  harness::OriginChecks result;
  const auto ids = IndexById();
  for (std::size_t i = 0; i < current_.expect.size(); ++i) {
    const Expectation& e = current_.expect[i];
    const auto ia = ids.find(e.a);
    const auto ib = ids.find(e.b);
    const NamedShape* a = ia == ids.end() ? nullptr : &current_.shapes[ia->second];
    const NamedShape* b = ib == ids.end() ? nullptr : &current_.shapes[ib->second];
    const collide::PairTest* test =
        a != nullptr && b != nullptr && e.algorithm == ExactFor(*a, *b).id
            ? collide::PairTestRegistry::Global().FindOfOrigin(collide::KindOfSolid(a->shape),
                                                               collide::KindOfSolid(b->shape),
                                                               collide::Query::kIntersects, origin)
            : nullptr;
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
      harness::Judge(check, harness::Intersects{Test(*a, *b, *test)});
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
  std::vector<std::string> lines;
  for (const IndexPair& pair : AnyTheirTests() ? Rows() : std::vector<IndexPair>()) {
    const NamedShape& a = current_.shapes[pair.first];
    const NamedShape& b = current_.shapes[pair.second];
    const bool exact = pair.first == pair.second ? Test(a, b, ExactFor(a, b))
                                                 : overlaps_.Of(pair.first, pair.second).exact;
    TheirAnswers answers = TheirAnswersOn(a, b, exact, tests_);
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
