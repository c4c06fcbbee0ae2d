#include "harness/layout_engine/world.h"

#include <algorithm>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "harness/layout_engine/bounds_pairs.h"

namespace harness {
namespace {

using collide::Query;
using collide::ShapeKind;

std::string KindWord(const NamedShape& shape) {
  return std::string(collide::ShapeKindId(collide::KindOf(shape.shape)));
}

PairCheck Unanswerable(std::size_t index, const Expectation& e, std::string subject,
                       std::string why) {
  PairCheck check;
  check.expectation = index;
  check.a = e.a;
  check.b = e.b;
  check.c = e.c;
  check.subject = std::move(subject) + " (" + std::move(why) + ")";
  check.algorithm = e.algorithm.value_or("default");
  check.expected = e.expected;
  check.actual = e.expected;
  check.tolerance = e.tolerance;
  check.passed = false;
  return check;
}

PairCheck CheckMeetingPoint(const collide::PairTestRegistry& registry, const TestCounter& counter,
                            const StaticLayout& layout, std::size_t index, const Expectation& e) {
  const std::string subject = StaticWorld::Subject(layout, e.a, e.b, e.c);
  std::array<const NamedShape*, 3> shapes{};
  const std::string* ids[] = {&e.a, &e.b, &e.c};
  for (std::size_t i = 0; i < 3; ++i) {
    shapes[i] = layout.Find(*ids[i]);
    if (shapes[i] == nullptr || !shapes[i]->shape.Is<collide::BookPlane>()) {
      return Unanswerable(index, e, subject, "\"" + *ids[i] + "\" is not a plane here");
    }
  }
  const ShapeKind plane = ShapeKind::kPlane;
  const collide::TripleTest* test = nullptr;
  if (e.algorithm) {
    test = registry.FindTriple(plane, plane, plane, *e.algorithm);
  } else if (const auto tests = registry.FindTriple(plane, plane, plane); !tests.empty()) {
    test = tests.front();
  }
  if (test == nullptr) {
    return Unanswerable(index, e, subject, "no \"point\" test for three planes");
  }
  PairCheck check;
  check.expectation = index;
  check.a = e.a;
  check.b = e.b;
  check.c = e.c;
  check.subject = subject;
  check.algorithm = test->id;
  check.expected = e.expected;
  check.tolerance = e.tolerance;
  counter.Add();
  Judge(check, MeetingPoint{collide::PairTestRegistry::Run(*test, shapes[0]->shape,
                                                           shapes[1]->shape, shapes[2]->shape)});
  return check;
}

// Whether the test's answer is positive; a test that could not answer
// colours nothing (its row and check say why).
bool PositiveOrFalse(const collide::PairTest& test, const collide::StaticShape& a,
                     const collide::StaticShape& b) {
  try {
    return collide::IsPositive(test.query, collide::PairTestRegistry::Run(test, a, b));
  } catch (const collide::PairTestError&) {
    return false;
  }
}

// One expectation under one test; a test that could not answer (a
// plugin's crash) fails the check with its reason.
PairCheck CheckPair(const TestCounter& counter, std::size_t index, const Expectation& e,
                    std::string subject, const collide::PairTest& test, const NamedShape& a,
                    const NamedShape& b) {
  PairCheck check;
  check.expectation = index;
  check.a = e.a;
  check.b = e.b;
  check.subject = std::move(subject);
  check.algorithm = test.id;
  check.expected = e.expected;
  check.tolerance = e.tolerance;
  check.wording.container = test.b;
  counter.Add();
  try {
    Judge(check,
          OutcomeOfAnswer(test.query, collide::PairTestRegistry::Run(test, a.shape, b.shape)));
  } catch (const collide::PairTestError& error) {
    FailWithError(check, error.what());
  }
  return check;
}

}  // namespace

std::string StaticWorld::Subject(const StaticLayout& layout, const std::string& a,
                                 const std::string& b, const std::string& c) {
  if (!c.empty()) {
    return "planes " + a + ", " + b + " and " + c;
  }
  const NamedShape* first = layout.Find(a);
  const NamedShape* second = layout.Find(b);
  const std::string first_kind = first ? KindWord(*first) : "shape";
  const std::string second_kind = second ? KindWord(*second) : "shape";
  if (first_kind == second_kind) {
    return first_kind + " " + a + " and " + b;
  }
  return first_kind + " " + a + " and " + second_kind + " " + b;
}

std::vector<PairCheck> StaticWorld::Check(const StaticLayout& layout) const {
  std::vector<PairCheck> checks;
  checks.reserve(layout.expect.size());
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    if (e.expected.Is<MeetingPoint>()) {
      checks.push_back(CheckMeetingPoint(registry_, tests_, layout, i, e));
      continue;
    }
    const std::string subject = Subject(layout, e.a, e.b);
    const NamedShape* a = layout.Find(e.a);
    const NamedShape* b = layout.Find(e.b);
    const std::optional<Query> query = QueryOf(e.expected);
    if (a == nullptr || b == nullptr || !query) {
      checks.push_back(Unanswerable(i, e, subject, "no such shape"));
      continue;
    }
    const ShapeKind ka = collide::KindOf(a->shape);
    const ShapeKind kb = collide::KindOf(b->shape);
    const collide::PairTest* test = nullptr;
    if (e.algorithm) {
      test = registry_.Find(ka, kb, *query, *e.algorithm);
    } else if (const auto tests = registry_.Find(ka, kb, *query); !tests.empty()) {
      test = tests.front();
    }
    if (test == nullptr) {
      checks.push_back(Unanswerable(
          i, e, subject,
          "no \"" + std::string(collide::QueryId(*query)) + "\" test for these kinds"));
      continue;
    }
    checks.push_back(CheckPair(tests_, i, e, subject, *test, *a, *b));
  }
  return checks;
}

bool StaticWorld::NamesTheDefault(const NamedShape& a, const NamedShape& b, Query query,
                                  const std::string& algorithm) const {
  const collide::PairTest* ours = registry_.FindOfOrigin(
      collide::KindOf(a.shape), collide::KindOf(b.shape), query, collide::kOurOrigin);
  return ours != nullptr && ours->id == algorithm;
}

OriginQuestions StaticWorld::QuestionsForOthers(const StaticLayout& layout) const {
  OriginQuestions result;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    const NamedShape* a = layout.Find(e.a);
    const NamedShape* b = layout.Find(e.b);
    const std::optional<Query> query = QueryOf(e.expected);
    if (a == nullptr || b == nullptr || !query || !e.c.empty() ||
        (e.algorithm && !NamesTheDefault(*a, *b, *query, *e.algorithm))) {
      ++result.not_about_the_pair;
      continue;
    }
    OriginQuestion question;
    PairCheck& check = question.check;
    check.expectation = i;
    check.a = e.a;
    check.b = e.b;
    check.subject = Subject(layout, e.a, e.b);
    check.expected = e.expected;
    check.tolerance = e.tolerance;
    question.asked = ShapesAsked{*query, a->shape, b->shape};
    result.questions.push_back(std::move(question));
  }
  return result;
}

std::vector<std::string> OriginsAmong(const std::vector<PairAnswer>& answers) {
  std::vector<std::string> origins;
  for (const PairAnswer& answer : answers) {
    const std::string& origin = answer.test->origin;
    if (origin != collide::kOurOrigin &&
        std::find(origins.begin(), origins.end(), origin) == origins.end()) {
      origins.push_back(origin);
    }
  }
  return origins;
}

const collide::PairTest* ColouringTestOf(const std::vector<const collide::PairTest*>& tests,
                                         const std::string& colour_by) {
  for (const collide::PairTest* test : tests) {
    if (!colour_by.empty() && (test->id == colour_by || test->origin == colour_by)) {
      return test;
    }
  }
  return tests.empty() ? nullptr : tests.front();
}

std::vector<std::string> StaticWorld::ColourChoices(const std::vector<PairAnswer>& answers) const {
  std::vector<std::string> choices;
  const auto add = [&choices](const std::string& choice) {
    if (std::find(choices.begin(), choices.end(), choice) == choices.end()) {
      choices.push_back(choice);
    }
  };
  for (const PairAnswer& answer : answers) {
    const collide::PairTest& test = *answer.test;
    if (test.origin != collide::kOurOrigin ||
        test.query != collide::ColouringQuery(registry_, test.a, test.b)) {
      continue;
    }
    if (registry_.Find(test.a, test.b, test.query).front() != &test) {
      add(test.id);  // not the default of its kinds
    }
  }
  for (const std::string& origin : OriginsAmong(answers)) {
    add(origin);
  }
  return choices;
}

std::vector<std::pair<std::size_t, std::size_t>> PairsThatCanTouch(const StaticLayout& layout) {
  const auto& shapes = layout.shapes;
  std::vector<collide::Aabb> bounds;
  std::vector<std::size_t> bounded;    // index of each bounds entry's shape
  std::vector<std::size_t> unbounded;  // planes and rays
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    if (const auto b = collide::BoundsOf(shapes[i].shape)) {
      bounds.push_back(*b);
      bounded.push_back(i);
    } else {
      unbounded.push_back(i);
    }
  }
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (const auto& [i, j] : PairsWhoseBoundsTouch(bounds)) {
    const std::size_t a = bounded[i];
    const std::size_t b = bounded[j];
    pairs.emplace_back(std::min(a, b), std::max(a, b));
  }
  for (std::size_t u : unbounded) {
    for (std::size_t k = 0; k < shapes.size(); ++k) {
      // A pair of two unbounded shapes is listed once, by its first.
      const bool other_unbounded = !collide::BoundsOf(shapes[k].shape).has_value();
      if (k != u && (!other_unbounded || u < k)) {
        pairs.emplace_back(std::min(u, k), std::max(u, k));
      }
    }
  }
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

namespace {

// A pair of kinds' tests that colour, each the default algorithm (or, for
// the colouring one, `origin`'s when given: the colour-by toggle): the
// colouring test (red when positive), the "side" test (green, red or blue
// for its first kind's shape) and the "inside" test (against a frustum).
struct ColouringTests {
  const collide::PairTest* colouring = nullptr;
  const collide::PairTest* side = nullptr;
  const collide::PairTest* inside = nullptr;
};

ColouringTests LookUpColouringTests(const collide::PairTestRegistry& registry, ShapeKind a,
                                    ShapeKind b, const std::string& colour_by) {
  ColouringTests found;
  if (const auto query = collide::ColouringQuery(registry, a, b)) {
    found.colouring = ColouringTestOf(registry.Find(a, b, *query), colour_by);
  }
  if (const auto sides = registry.Find(a, b, Query::kSide); !sides.empty()) {
    found.side = sides.front();
  }
  if (const auto insides = registry.Find(a, b, Query::kInside); !insides.empty()) {
    found.inside = insides.front();
  }
  return found;
}

}  // namespace

namespace {

std::vector<std::pair<std::size_t, std::size_t>> ColouredPairs(const StaticLayout& layout) {
  const std::size_t n = layout.shapes.size();
  if (n > kAllPairsLimit) {
    return PairsThatCanTouch(layout);
  }
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = i + 1; j < n; ++j) {
      pairs.emplace_back(i, j);
    }
  }
  return pairs;
}

}  // namespace

std::vector<Color> StaticWorld::Colours(const StaticLayout& layout,
                                        const std::string& colour_by) const {
  // Looked up once per pair of kinds. Kind numbers are few but not bounded
  // (a plugin picks its own): a map.
  std::map<std::pair<ShapeKind, ShapeKind>, ColouringTests> tests;
  const auto tests_for = [&](ShapeKind a, ShapeKind b) -> const ColouringTests& {
    const auto [at, added] = tests.try_emplace({a, b});
    if (added) {
      at->second = LookUpColouringTests(registry_, a, b, colour_by);
    }
    return at->second;
  };
  const auto& shapes = layout.shapes;
  const TestedPairs tested(layout);
  std::vector<bool> touching(shapes.size(), false);
  std::vector<bool> on_plane(shapes.size(), false);
  std::vector<bool> behind(shapes.size(), false);
  // Per shape, the most it is in any frustum it is tested against.
  std::vector<std::optional<collide::Inclusion>> included(shapes.size());
  std::vector<bool> including(shapes.size(), false);  // a frustum others are tested against
  // Up to kAllPairsLimit shapes every pair is asked, as AnswerAll asks it:
  // an algorithm chosen to colour by may be wrong where bounds are apart
  // (the plain SAT on coplanar triangles, a user's bug). Above it, positive
  // answers (intersects, contains, a hit) of a right algorithm need bounds
  // that touch, so only those pairs are tested; every pair with a plane is
  // among them, so every "side" is asked.
  for (const auto& [i, j] : ColouredPairs(layout)) {
    if (!tested.Pair(i, j)) {
      continue;
    }
    const ShapeKind ki = collide::KindOf(shapes[i].shape);
    const ColouringTests& found = tests_for(ki, collide::KindOf(shapes[j].shape));
    if (found.colouring != nullptr) {
      tests_.Add();
      if (PositiveOrFalse(*found.colouring, shapes[i].shape, shapes[j].shape)) {
        touching[i] = true;
        touching[j] = true;
      }
    }
    if (found.side != nullptr) {
      tests_.Add();
      const int side =
          collide::PairTestRegistry::Run(*found.side, shapes[i].shape, shapes[j].shape).Get<int>();
      const std::size_t subject = found.side->a == ki ? i : j;
      if (side == 0) {
        on_plane[subject] = true;
      } else if (side < 0) {
        behind[subject] = true;
      }
    }
    if (found.inside != nullptr) {
      tests_.Add();
      const auto inclusion =
          collide::PairTestRegistry::Run(*found.inside, shapes[i].shape, shapes[j].shape)
              .Get<collide::Inclusion>();
      std::optional<collide::Inclusion>& most = included[found.inside->a == ki ? i : j];
      most = std::max(most.value_or(inclusion), inclusion);
      including[found.inside->a == ki ? j : i] = true;
    }
  }
  std::vector<Color> colours(shapes.size(), kApartColour);
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    if (on_plane[i]) {
      colours[i] = kOnPlaneColour;
    } else if (touching[i] || behind[i]) {
      colours[i] = kTouchingColour;
    }
    if (included[i]) {
      colours[i] = InclusionColour(*included[i]);
    } else if (including[i]) {
      colours[i] = kFrustumColour;
    }
  }
  return colours;
}

std::vector<PairAnswer> StaticWorld::AnswerAll(const StaticLayout& layout) const {
  std::vector<PairAnswer> answers;
  const auto& shapes = layout.shapes;
  const TestedPairs tested(layout);
  const auto answer = [&](std::size_t i, std::size_t j) {
    if (!tested.Pair(i, j)) {
      return;
    }
    const ShapeKind ki = collide::KindOf(shapes[i].shape);
    const ShapeKind kj = collide::KindOf(shapes[j].shape);
    for (const collide::PairTest& test : registry_.tests()) {
      if (test.a == ki && test.b == kj &&
          (!collide::QueryTable::Global().Row(test.query).only_when_declared ||
           tested.Declares(i, j, test.query))) {
        tests_.Add();
        PairAnswer answer{i, j, &test, false, ""};
        try {
          answer.answer = test.run(shapes[i].shape, shapes[j].shape);
        } catch (const collide::PairTestError& error) {
          answer.error = error.what();
        }
        answers.push_back(std::move(answer));
      }
    }
  };
  if (shapes.size() > kAllPairsLimit) {
    for (const auto& [i, j] : PairsThatCanTouch(layout)) {
      answer(i, j);
      answer(j, i);
    }
    return answers;
  }
  for (std::size_t i = 0; i < shapes.size(); ++i) {
    for (std::size_t j = 0; j < shapes.size(); ++j) {
      if (i != j) {
        answer(i, j);
      }
    }
  }
  return answers;
}

std::vector<Expectation> StaticWorld::ExpectWhatIsShown(const StaticLayout& layout) const {
  std::vector<Expectation> expect;
  const auto declared = [&](std::size_t x, std::size_t y) {
    return std::any_of(layout.expect.begin(), layout.expect.end(), [&](const Expectation& e) {
      return e.c.empty() && e.a == layout.shapes[x].id && e.b == layout.shapes[y].id;
    });
  };
  for (const PairAnswer& answer : AnswerAll(layout)) {
    // Two shapes of one kind answer in both orders, which are one row of the
    // table: the order an expectation names, else the shapes' order.
    if (answer.test->a == answer.test->b && !declared(answer.a, answer.b) &&
        (declared(answer.b, answer.a) || answer.a > answer.b)) {
      continue;
    }
    if (!answer.error.empty()) {
      continue;  // no answer to expect
    }
    const auto defaults = registry_.Find(answer.test->a, answer.test->b, answer.test->query);
    Expectation e;
    e.a = layout.shapes[answer.a].id;
    e.b = layout.shapes[answer.b].id;
    if (defaults.front() != answer.test) {
      e.algorithm = answer.test->id;
    }
    e.expected = OutcomeOfAnswer(answer.test->query, answer.answer);
    e.tolerance = DefaultTolerance(e.expected);
    expect.push_back(std::move(e));
  }
  // A shape with itself is a row of the table (the book's unit tests
  // declare them) but no pair answer: saved as its check answers it.
  for (const PairCheck& check : Check(layout)) {
    const Expectation& declared_one = layout.expect[check.expectation];
    if (declared_one.a == declared_one.b && declared_one.c.empty() && check.error.empty()) {
      Expectation e = declared_one;
      e.expected = check.actual;
      e.tolerance = DefaultTolerance(e.expected);
      expect.push_back(std::move(e));
    }
  }
  for (const TripleAnswer& answer : AnswerTriples(layout)) {
    const auto& shapes = layout.shapes;
    const auto defaults = registry_.FindTriple(collide::KindOf(shapes[answer.a].shape),
                                               collide::KindOf(shapes[answer.b].shape),
                                               collide::KindOf(shapes[answer.c].shape));
    Expectation e;
    e.a = shapes[answer.a].id;
    e.b = shapes[answer.b].id;
    e.c = shapes[answer.c].id;
    if (defaults.front() != answer.test) {
      e.algorithm = answer.test->id;
    }
    e.expected = MeetingPoint{answer.point};
    e.tolerance = DefaultTolerance(e.expected);
    expect.push_back(std::move(e));
  }
  return expect;
}

}  // namespace harness
