#include "harness/moving_spheres/ball_why.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/motion/time_of_impact.h"
#include "collide/registry/pair_tests.h"
#include "collide/trace/trace_compare.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

using collide::BallBallMethod;
using collide::MovingSphere;

// A ball, wall or pillar of the layout by its id; throws WhyError for an id
// that is not there, naming those that are.
BallWorldRef Find(const BallLayout& layout, const std::string& id) {
  using collide::ShapeKind;
  const std::pair<ShapeKind, const std::vector<std::string>*> lists[] = {
      {ShapeKind::kSphere, &layout.ball_ids},
      {ShapeKind::kPlane, &layout.plane_ids},
      {ShapeKind::kCylinder, &layout.cylinder_ids}};
  for (const auto& [kind, ids] : lists) {
    const auto found = std::find(ids->begin(), ids->end(), id);
    if (found != ids->end())
      return BallWorldRef{kind, static_cast<int>(found - ids->begin())};
  }
  std::string ids;
  for (const auto& [kind, list] : lists) {
    for (const std::string& other : *list)
      ids += (ids.empty() ? "" : ", ") + other;
  }
  throw WhyError("no shape \"" + id + "\" here; the shapes are " + (ids.empty() ? "none" : ids));
}

// One algorithm's answer and the time it gave (for agreement).
struct Answered {
  WhyAlgorithm run;
  std::optional<double> time;
};

Answered Ours(BallBallMethod method, const MovingSphere& a, const MovingSphere& b, double dt) {
  Answered answered;
  WhyAlgorithm& run = answered.run;
  run.id = std::string(collide::AlgorithmId(method));
  run.origin = collide::kOurOrigin;
  run.traced = true;
  const collide::StartContact start = collide::StartContact::kCounts;
  answered.time =
      method == BallBallMethod::kAnalytic
          ? collide::FirstContactTime(a, b, dt, start, run.trace)
          : collide::FirstContactTimeSliced(a, b, dt, collide::kSeedSliceCount, start, run.trace);
  run.verdict = Describe(ContactTime{answered.time, dt});
  return answered;
}

Answered Theirs(const collide::ContactTimeFunction& function, const MovingSphere& a,
                const MovingSphere& b, double dt) {
  Answered answered;
  answered.run.id = function.name;
  answered.run.origin = function.origin;
  try {
    answered.time = function.run(a, b, dt);
    answered.run.verdict = Describe(ContactTime{answered.time, dt});
  } catch (const collide::PairTestError& e) {
    answered.run.error = e.what();
  }
  return answered;
}

std::vector<Answered> AnswerAll(const MovingSphere& a, const MovingSphere& b, double dt,
                                const collide::ContactTimeFunctions& functions) {
  std::vector<Answered> all;
  for (const auto& [method, id] : collide::kBallBallMethodIds)
    all.push_back(Ours(method, a, b, dt));
  for (const std::string& origin : functions.Origins())
    all.push_back(Theirs(*functions.Find(origin), a, b, dt));
  return all;
}

// Agreement with the first answer, and where the first disagreeing traced
// one parts from it.
void MarkAgreement(const std::vector<Answered>& answers, WhyQuestion& question) {
  for (std::size_t i = 0; i < answers.size(); ++i) {
    WhyAlgorithm run = answers[i].run;
    run.agrees_with_first =
        run.error.empty() && (i == 0 || SameContactTime(answers.front().time, answers[i].time));
    if (i > 0 && !run.agrees_with_first && !question.parting && answers.front().run.traced &&
        run.traced) {
      question.parting = collide::FirstParting(answers.front().run.trace, run.trace);
      question.parting_with = i;
    }
    question.algorithms.push_back(std::move(run));
  }
}

std::string IdsOf(const std::vector<Answered>& answers) {
  std::string ids;
  for (const Answered& answered : answers)
    ids += (ids.empty() ? "" : ", ") + answered.run.id;
  return ids;
}

WhyQuestion Ask(const BallLayout& layout, int a, int b, const BallExpectation* expectation,
                const std::optional<std::string>& algorithm,
                const collide::ContactTimeFunctions& functions) {
  const collide::BallWorld& world = layout.world;
  const double dt = world.time_step;
  std::vector<Answered> answers = AnswerAll(collide::ToMovingSphere(world.balls[a]),
                                            collide::ToMovingSphere(world.balls[b]), dt, functions);
  if (algorithm) {
    const auto kept = std::find_if(answers.begin(), answers.end(),
                                   [&](const Answered& x) { return x.run.id == *algorithm; });
    if (kept == answers.end()) {
      throw WhyError("no algorithm \"" + *algorithm + "\" answers contact_time for " +
                     layout.ball_ids[a] + " and " + layout.ball_ids[b] + "; it has " +
                     IdsOf(answers));
    }
    answers = {*kept};
  }
  WhyQuestion question;
  if (expectation != nullptr) {
    question.expected = Describe(ContactTime{expectation->time, dt});
    question.expected_algorithm = std::string(collide::AlgorithmId(expectation->method));
  }
  question.named_a = layout.ball_ids[a];
  question.named_b = layout.ball_ids[b];
  MarkAgreement(answers, question);
  return question;
}

// The id of the one algorithm a ball against a wall or a pillar has: seed
// 002's offset-primitive ray test, exact, as the layout's expectations name
// it (BallExpectation::method).
const std::string& WallAlgorithmId() {
  static const std::string kId(collide::AlgorithmId(BallBallMethod::kAnalytic));
  return kId;
}

// The ray test traced on the ball and the wall or pillar as they are.
WhyAlgorithm AtRestRun(const BallLayout& layout, const BallWorldRef& ball,
                       const BallWorldRef& other) {
  const collide::BallWorld& world = layout.world;
  const MovingSphere sphere = collide::ToMovingSphere(world.balls.at(ball.index));
  const collide::StartContact start = collide::StartContact::kCounts;
  WhyAlgorithm run;
  run.id = WallAlgorithmId();
  run.origin = collide::kOurOrigin;
  run.traced = true;
  const std::optional<double> time =
      other.kind == collide::ShapeKind::kPlane
          ? collide::FirstContactTime(sphere, world.planes.at(other.index), world.time_step, start,
                                      run.trace)
          : collide::FirstContactTime(sphere, world.cylinders.at(other.index), world.time_step,
                                      start, run.trace);
  run.verdict = Describe(ContactTime{time, world.time_step});
  return run;
}

// A ball against a wall or a pillar: one algorithm, the ball "A" whichever
// way round the pair is given.
Why ExplainBallAtRest(const BallLayout& layout, const BallWorldRef& ball, const BallWorldRef& other,
                      const std::optional<std::string>& algorithm, const std::string& a,
                      const std::string& b) {
  const std::string& ball_id = layout.ball_ids.at(ball.index);
  const std::string& other_id = other.kind == collide::ShapeKind::kPlane
                                    ? layout.plane_ids.at(other.index)
                                    : layout.cylinder_ids.at(other.index);
  if (algorithm && *algorithm != WallAlgorithmId()) {
    throw WhyError("no algorithm \"" + *algorithm + "\" answers contact_time for " + ball_id +
                   " and " + other_id + "; it has " + WallAlgorithmId());
  }
  const auto ask = [&](const BallExpectation* expectation) {
    WhyQuestion question;
    if (expectation != nullptr) {
      question.expected = Describe(ContactTime{expectation->time, layout.world.time_step});
      question.expected_algorithm = std::string(collide::AlgorithmId(expectation->method));
    }
    question.named_a = ball_id;
    question.named_b = other_id;
    question.algorithms.push_back(AtRestRun(layout, ball, other));
    return question;
  };
  Why why{a, b, "", {}};
  for (const BallExpectation& e : layout.expect) {
    if ((e.a == a && e.b == b) || (e.a == b && e.b == a))
      why.questions.push_back(ask(&e));
  }
  if (why.questions.empty())
    why.questions.push_back(ask(nullptr));
  return why;
}

}  // namespace

bool SameContactTime(const std::optional<double>& x, const std::optional<double>& y) {
  if (!x || !y)
    return x.has_value() == y.has_value();
  return *x == *y || std::abs(*x - *y) <= 1e-9 * std::max({1.0, std::abs(*x), std::abs(*y)});
}

Why ExplainBalls(const BallLayout& layout, const std::string& a, const std::string& b,
                 const std::optional<std::string>& algorithm,
                 const collide::ContactTimeFunctions& functions) {
  const BallWorldRef ref_a = Find(layout, a);
  const BallWorldRef ref_b = Find(layout, b);
  if (a == b)
    throw WhyError("a pair needs two shapes; both are \"" + a + "\"");
  const bool ball_a = ref_a.kind == collide::ShapeKind::kSphere;
  const bool ball_b = ref_b.kind == collide::ShapeKind::kSphere;
  if (!ball_a && !ball_b) {
    throw WhyError("a pair needs a ball; \"" + a + "\" and \"" + b +
                   "\" are walls or pillars, which do not move");
  }
  if (!ball_a || !ball_b)
    return ball_a ? ExplainBallAtRest(layout, ref_a, ref_b, algorithm, a, b)
                  : ExplainBallAtRest(layout, ref_b, ref_a, algorithm, a, b);
  Why why{a, b, "", {}};
  for (const BallExpectation& e : layout.expect) {
    if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) {
      // The steps name A and B as the expectation does.
      const bool swapped = e.a == b;
      why.questions.push_back(Ask(layout, swapped ? ref_b.index : ref_a.index,
                                  swapped ? ref_a.index : ref_b.index, &e, algorithm, functions));
    }
  }
  if (why.questions.empty())
    why.questions.push_back(Ask(layout, ref_a.index, ref_b.index, nullptr, algorithm, functions));
  return why;
}

namespace {

bool SameBalls(const collide::BallWorld& x, const collide::BallWorld& y) {
  return std::equal(x.balls.begin(), x.balls.end(), y.balls.begin(), y.balls.end(),
                    [](const collide::Ball& p, const collide::Ball& q) {
                      return p.center == q.center && p.velocity == q.velocity &&
                             p.radius == q.radius;
                    });
}

}  // namespace

Why ExplainBallsNow(const BallLayout& start, const collide::BallWorld& now,
                    const std::vector<std::string>& ids, const std::string& a, const std::string& b,
                    const collide::ContactTimeFunctions& functions) {
  BallLayout layout = start;
  const bool at_start = ids == start.ball_ids && SameBalls(now, start.world);
  layout.world = now;
  layout.ball_ids = ids;
  if (!at_start)
    layout.expect.clear();
  return ExplainBalls(layout, a, b, std::nullopt, functions);
}

std::vector<std::string> ContactTimeWhyLines(const Why& why) {
  std::vector<std::string> lines;
  for (const WhyQuestion& question : why.questions) {
    std::vector<std::string> block = WhyLines(Why{why.a, why.b, "", {question}});
    // The heading starts with the registry query's id; a contact time is none.
    const std::size_t of = block.front().find(" of ");
    block.front().replace(0, of, "contact_time");
    lines.insert(lines.end(), block.begin(), block.end());
  }
  return lines;
}

}  // namespace harness
