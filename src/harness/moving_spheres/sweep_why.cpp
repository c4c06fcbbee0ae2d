#include "harness/moving_spheres/sweep_why.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

#include "collide/motion/impact_search.h"
#include "collide/registry/pair_tests.h"
#include "collide/trace/trace_compare.h"
#include "harness/moving_spheres/ball_why.h"
#include "harness/scene/outcome.h"

namespace harness {
namespace {

using collide::ImpactMethod;

// The mover's or target's index; -1 when the id is not one of them.
template <typename Named>
int IndexOf(const std::vector<Named>& shapes, const std::string& id) {
  const auto found = std::find_if(shapes.begin(), shapes.end(),
                                  [&](const Named& shape) { return shape.id == id; });
  return found == shapes.end() ? -1 : static_cast<int>(found - shapes.begin());
}

std::string ShapeIds(const SweepLayout& layout) {
  std::string ids;
  for (const SweepMover& mover : layout.movers)
    ids += (ids.empty() ? "" : ", ") + mover.id;
  for (const SweepTarget& target : layout.targets)
    ids += (ids.empty() ? "" : ", ") + target.id;
  return ids.empty() ? "none" : ids;
}

// The moving sphere and the target of `a` and `b`, in either order.
std::pair<int, int> PairOf(const SweepLayout& layout, const std::string& a, const std::string& b) {
  for (const std::string& id : {a, b}) {
    if (IndexOf(layout.movers, id) < 0 && IndexOf(layout.targets, id) < 0)
      throw WhyError("no shape \"" + id + "\" here; the shapes are " + ShapeIds(layout));
  }
  const bool a_moves = IndexOf(layout.movers, a) >= 0;
  const std::string& mover = a_moves ? a : b;
  const std::string& target = a_moves ? b : a;
  if (IndexOf(layout.movers, mover) < 0 || IndexOf(layout.targets, target) < 0) {
    throw WhyError("a pair here is a moving sphere and a shape at rest; " + a + " and " + b +
                   (a_moves ? " both move" : " both stay at rest"));
  }
  return {IndexOf(layout.movers, mover), IndexOf(layout.targets, target)};
}

WhyAlgorithm Search(ImpactMethod method, const collide::MovingSphere& sphere,
                    const collide::ImpactTarget& target, double dt,
                    const collide::ImpactSettings& settings, std::optional<double>& time) {
  WhyAlgorithm run;
  run.id = std::string(collide::AlgorithmId(method));
  run.origin = collide::kOurOrigin;
  run.traced = true;
  collide::ImpactResult result;
  switch (method) {
    case ImpactMethod::kSliced:
      result = collide::SlicedImpactSearch(sphere, target, dt, settings.slices, run.trace);
      break;
    case ImpactMethod::kLinear:
      result = collide::LinearImpactSearch(sphere, target, dt, settings.increment, run.trace);
      break;
    case ImpactMethod::kBinary:
      result = collide::BinaryImpactSearch(sphere, target, dt, settings.tolerance, run.trace);
      break;
    case ImpactMethod::kAnalytic:
      result = collide::AnalyticImpact(sphere, target, dt, run.trace);
      break;
  }
  time = result.time;
  run.verdict = Describe(ContactTime{result.time, dt});
  return run;
}

// What the layout expects of the pair, by method: "t = 0.30 by sliced, ...".
void Expected(const SweepLayout& layout, int mover, int target, WhyQuestion& question) {
  for (const SweepExpectation& e : layout.expect) {
    const SweepPair& pair = layout.pairs.at(e.pair);
    if (pair.mover != mover || pair.target != target)
      continue;
    const std::string method(collide::AlgorithmId(e.method));
    question.expected += (question.expected.empty() ? "" : ", ") +
                         Describe(ContactTime{e.time, layout.dt}) + " by " + method;
    question.expected_algorithm += (question.expected_algorithm.empty() ? "" : ", ") + method;
  }
}

}  // namespace

Why ExplainSweep(const SweepLayout& layout, const std::string& a, const std::string& b,
                 const std::optional<std::string>& algorithm) {
  const auto [mover, target] = PairOf(layout, a, b);
  if (algorithm && !collide::ImpactMethodFromId(*algorithm)) {
    throw WhyError("no algorithm \"" + *algorithm + "\" answers contact_time for " + a + " and " +
                   b + "; it has sliced, linear, binary, analytic");
  }
  const collide::MovingSphere& sphere = layout.movers[mover].sphere;
  const collide::StaticShape& shape = layout.targets[target].shape;
  const collide::ImpactTarget at_rest = shape.As<collide::Sphere>()
                                            ? collide::ImpactTarget(*shape.As<collide::Sphere>())
                                            : collide::ImpactTarget(shape.Get<collide::Aabb>());
  const collide::ImpactSettings settings = SettingsForRadius(layout.settings, sphere.radius);
  WhyQuestion question;
  question.named_a = layout.movers[mover].id;
  question.named_b = layout.targets[target].id;
  Expected(layout, mover, target, question);
  std::optional<double> first;
  for (const auto& [method, id] : collide::kImpactMethodIds) {
    if (algorithm && id != *algorithm)
      continue;
    std::optional<double> time;
    WhyAlgorithm run = Search(method, sphere, at_rest, layout.dt, settings, time);
    if (question.algorithms.empty()) {
      first = time;
    } else if (!SameContactTime(first, time)) {
      run.agrees_with_first = false;
      if (!question.parting) {
        question.parting = collide::FirstParting(question.algorithms.front().trace, run.trace);
        question.parting_with = question.algorithms.size();
      }
    }
    question.algorithms.push_back(std::move(run));
  }
  return Why{a, b, "", {std::move(question)}};
}

}  // namespace harness
