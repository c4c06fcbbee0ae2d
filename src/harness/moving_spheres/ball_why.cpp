#include "harness/moving_spheres/ball_why.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

#include "collide/motion/time_of_impact.h"
#include "collide/registry/pair_tests.h"
#include "collide/trace/trace_compare.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

using collide::BallBallMethod;
using collide::MovingSphere;

// The ball's index in the world; throws WhyError for a wall, a pillar or an
// id that is not there.
int BallIndex(const BallLayout& layout, const std::string& id) {
  const auto& balls = layout.ball_ids;
  const auto found = std::find(balls.begin(), balls.end(), id);
  if (found != balls.end())
    return static_cast<int>(found - balls.begin());
  const auto holds = [&id](const std::vector<std::string>& ids) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
  };
  if (holds(layout.plane_ids) || holds(layout.cylinder_ids)) {
    throw WhyError("only pairs of balls are explained here; \"" + id + "\" is a " +
                   (holds(layout.plane_ids) ? "plane" : "cylinder") + " (balls: " +
                   (balls.empty() ? std::string("none") : balls.front() + ", ...") + ")");
  }
  std::string ids;
  for (const auto* list : {&balls, &layout.plane_ids, &layout.cylinder_ids}) {
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

}  // namespace

bool SameContactTime(const std::optional<double>& x, const std::optional<double>& y) {
  if (!x || !y)
    return x.has_value() == y.has_value();
  return *x == *y || std::abs(*x - *y) <= 1e-9 * std::max({1.0, std::abs(*x), std::abs(*y)});
}

Why ExplainBalls(const BallLayout& layout, const std::string& a, const std::string& b,
                 const std::optional<std::string>& algorithm,
                 const collide::ContactTimeFunctions& functions) {
  const int index_a = BallIndex(layout, a);
  const int index_b = BallIndex(layout, b);
  if (a == b)
    throw WhyError("a pair needs two shapes; both are \"" + a + "\"");
  Why why{a, b, "", {}};
  for (const BallExpectation& e : layout.expect) {
    if ((e.a == a && e.b == b) || (e.a == b && e.b == a)) {
      // The steps name A and B as the expectation does.
      const bool swapped = e.a == b;
      why.questions.push_back(Ask(layout, swapped ? index_b : index_a, swapped ? index_a : index_b,
                                  &e, algorithm, functions));
    }
  }
  if (why.questions.empty())
    why.questions.push_back(Ask(layout, index_a, index_b, nullptr, algorithm, functions));
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
