#include "harness/layout_engine/why.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "collide/registry/queries.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

using collide::PairTest;
using collide::PairTestRegistry;
using collide::Query;

const NamedShape& ShapeOrThrow(const StaticLayout& layout, const std::string& id) {
  const NamedShape* shape = layout.Find(id);
  if (shape == nullptr) {
    std::string ids;
    for (const NamedShape& s : layout.shapes)
      ids += (ids.empty() ? "" : ", ") + s.id;
    throw WhyError("no shape \"" + id + "\" here; the shapes are " + (ids.empty() ? "none" : ids));
  }
  return *shape;
}

bool Names(const Expectation& e, const std::string& a, const std::string& b) {
  return e.c.empty() && ((e.a == a && e.b == b) || (e.a == b && e.b == a));
}

bool NearlyEqual(double x, double y) {
  return x == y || std::abs(x - y) <= 1e-9 * std::max({1.0, std::abs(x), std::abs(y)});
}

WhyAlgorithm Run(const PairTest& test, const collide::StaticShape& x,
                 const collide::StaticShape& y) {
  WhyAlgorithm run;
  run.id = test.id;
  run.origin = test.origin;
  run.traced = static_cast<bool>(test.traced);
  try {
    run.answer = run.traced ? PairTestRegistry::RunTraced(test, x, y, run.trace)
                            : PairTestRegistry::Run(test, x, y);
    run.verdict = Describe(OutcomeOfAnswer(test.query, *run.answer));
  } catch (const collide::PairTestError& e) {
    run.error = e.what();
  }
  return run;
}

// Whether each algorithm agrees with the first that answered, and where
// the first that does not parts from it.
void MarkAgreement(WhyQuestion& question) {
  const WhyAlgorithm* first = nullptr;
  for (std::size_t i = 0; i < question.algorithms.size(); ++i) {
    WhyAlgorithm& run = question.algorithms[i];
    if (!run.answer) {
      run.agrees_with_first = false;
      continue;
    }
    if (first == nullptr) {
      first = &run;
      continue;
    }
    run.agrees_with_first =
        collide::AnswersAgree(question.query, *first->answer, *run.answer, NearlyEqual);
    if (!run.agrees_with_first && !question.parting && question.algorithms[0].traced &&
        run.traced) {
      question.parting = collide::FirstParting(question.algorithms[0].trace, run.trace);
      question.parting_with = i;
    }
  }
}

std::string AlgorithmsOf(const std::vector<const PairTest*>& tests) {
  std::string ids;
  for (const PairTest* test : tests)
    ids += (ids.empty() ? "" : ", ") + test->id;
  return ids;
}

WhyQuestion Ask(const NamedShape& a, const NamedShape& b, Query query,
                const Expectation* expectation, const std::optional<std::string>& algorithm,
                const PairTestRegistry& registry) {
  const auto kind_a = collide::KindOf(a.shape);
  const auto kind_b = collide::KindOf(b.shape);
  std::vector<const PairTest*> tests = registry.Find(kind_a, kind_b, query);
  if (algorithm) {
    const auto kept = std::find_if(tests.begin(), tests.end(),
                                   [&](const PairTest* t) { return t->id == *algorithm; });
    if (kept == tests.end()) {
      throw WhyError("no algorithm \"" + *algorithm + "\" answers " +
                     std::string(collide::QueryId(query)) + " for " + a.id + " and " + b.id +
                     "; it has " + AlgorithmsOf(tests));
    }
    tests = {*kept};
  }
  WhyQuestion question;
  question.query = query;
  if (expectation != nullptr) {
    question.expected = Describe(expectation->expected);
    question.expected_algorithm = expectation->algorithm.value_or(tests.front()->id);
  }
  const bool swapped = PairTestRegistry::TakesSwapped(*tests.front(), a.shape, b.shape);
  question.named_a = swapped ? b.id : a.id;
  question.named_b = swapped ? a.id : b.id;
  for (const PairTest* test : tests)
    question.algorithms.push_back(Run(*test, a.shape, b.shape));
  MarkAgreement(question);
  return question;
}

}  // namespace

Why ExplainPair(const StaticLayout& layout, const std::string& a, const std::string& b,
                const std::optional<std::string>& algorithm, const PairTestRegistry& registry) {
  const NamedShape& shape_a = ShapeOrThrow(layout, a);
  const NamedShape& shape_b = ShapeOrThrow(layout, b);
  if (a == b)
    throw WhyError("a pair needs two shapes; both are \"" + a + "\"");
  Why why{a, b, "", {}};
  std::vector<Query> asked;
  std::string algorithms_there;
  for (const Expectation& e : layout.expect) {
    const std::optional<Query> query = QueryOf(e.expected);
    if (!Names(e, a, b) || !query || std::find(asked.begin(), asked.end(), *query) != asked.end()) {
      continue;
    }
    asked.push_back(*query);
    const auto tests =
        registry.Find(collide::KindOf(shape_a.shape), collide::KindOf(shape_b.shape), *query);
    algorithms_there += (algorithms_there.empty() ? "" : ", ") + AlgorithmsOf(tests);
    if (algorithm && std::none_of(tests.begin(), tests.end(),
                                  [&](const PairTest* t) { return t->id == *algorithm; })) {
      continue;  // another question of the pair may have it
    }
    why.questions.push_back(Ask(shape_a, shape_b, *query, &e, algorithm, registry));
  }
  if (asked.empty()) {
    const auto colouring = collide::ColouringQuery(registry, collide::KindOf(shape_a.shape),
                                                   collide::KindOf(shape_b.shape));
    if (!colouring) {
      throw WhyError("no test answers anything for " + a + " and " + b + " (" +
                     std::string(collide::ShapeKindId(collide::KindOf(shape_a.shape))) + " and " +
                     std::string(collide::ShapeKindId(collide::KindOf(shape_b.shape))) + ")");
    }
    why.questions.push_back(Ask(shape_a, shape_b, *colouring, nullptr, algorithm, registry));
  }
  if (why.questions.empty()) {
    throw WhyError("no algorithm \"" + *algorithm + "\" answers what is asked of " + a + " and " +
                   b + "; they have " + algorithms_there);
  }
  return why;
}

Why ExplainTriple(const StaticLayout& layout, const std::string& a, const std::string& b,
                  const std::string& c, const std::optional<std::string>& algorithm,
                  const PairTestRegistry& registry) {
  const NamedShape* shapes[] = {&ShapeOrThrow(layout, a), &ShapeOrThrow(layout, b),
                                &ShapeOrThrow(layout, c)};
  if (a == b || b == c || a == c)
    throw WhyError("three shapes are needed, each once");
  const auto tests =
      registry.FindTriple(collide::KindOf(shapes[0]->shape), collide::KindOf(shapes[1]->shape),
                          collide::KindOf(shapes[2]->shape));
  if (tests.empty())
    throw WhyError("no test finds where " + a + ", " + b + " and " + c + " meet");
  WhyQuestion question;
  question.triple = true;
  const std::vector<std::string> asked{a, b, c};
  for (const Expectation& e : layout.expect) {
    const std::vector<std::string> named{e.a, e.b, e.c};
    if (std::is_permutation(named.begin(), named.end(), asked.begin())) {
      question.expected = Describe(e.expected);
      question.expected_algorithm = e.algorithm.value_or(tests.front()->id);
      break;
    }
  }
  std::string there;
  for (const collide::TripleTest* test : tests) {
    there += (there.empty() ? "" : ", ") + test->id;
    if (algorithm && test->id != *algorithm)
      continue;
    WhyAlgorithm run;
    run.id = test->id;
    run.origin = test->origin;
    run.traced = static_cast<bool>(test->traced);
    const auto point =
        run.traced
            ? PairTestRegistry::RunTraced(*test, shapes[0]->shape, shapes[1]->shape,
                                          shapes[2]->shape, run.trace)
            : PairTestRegistry::Run(*test, shapes[0]->shape, shapes[1]->shape, shapes[2]->shape);
    run.verdict = Describe(MeetingPoint{point});
    question.algorithms.push_back(std::move(run));
  }
  if (question.algorithms.empty()) {
    throw WhyError("no algorithm \"" + *algorithm + "\" finds where " + a + ", " + b + " and " + c +
                   " meet; they have " + there);
  }
  return Why{a, b, c, {std::move(question)}};
}

std::string StepLine(const collide::TraceStep& step, std::size_t index, bool mark_deciding) {
  std::string line = std::to_string(index + 1) + ". ";
  if (!step.topic.empty())
    line.append("[").append(step.topic).append("] ");
  line.append(step.text);
  if (step.deciding && mark_deciding)
    line.append("  <- decides");
  return line;
}

}  // namespace harness
