#include "harness/moving_spheres/sweep_layout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

#include "collide/registry/contact_time_functions.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene_building.h"

namespace harness {
namespace {

using collide::ImpactMethod;

// Times closer than this are the same answer ("exact").
constexpr double kSameTime = 1e-9;

// "sliced, linear, binary, analytic": the ids a scene may name.
std::string KnownMethods() {
  std::string known;
  for (const auto& [method, id] : collide::kImpactMethodIds) {
    known += (known.empty() ? "" : ", ") + std::string(id);
  }
  return known;
}

// The target as the searches take it: a sphere or an AABB.
collide::ImpactTarget ImpactTargetOf(const collide::StaticShape& shape) {
  if (const auto* sphere = shape.As<collide::Sphere>()) {
    return *sphere;
  }
  return shape.Get<collide::Aabb>();
}

// A scene's shape as a sweep layout sees it: moving, or at rest.
struct Ref {
  bool moves = false;
  int index = 0;  // into movers or targets
};

ImpactMethod MethodOf(const Scene& scene, const Expectation& e) {
  if (!e.algorithm) {
    return ImpactMethod::kAnalytic;
  }
  if (const std::optional<ImpactMethod> method = collide::ImpactMethodFromId(*e.algorithm)) {
    return *method;
  }
  RejectAlgorithm(scene, e, KnownMethods());
}

// The pair's index in the layout, added when new.
int PairIndex(SweepLayout& layout, int mover, int target) {
  for (std::size_t i = 0; i < layout.pairs.size(); ++i) {
    if (layout.pairs[i].mover == mover && layout.pairs[i].target == target) {
      return static_cast<int>(i);
    }
  }
  layout.pairs.push_back({mover, target});
  return static_cast<int>(layout.pairs.size()) - 1;
}

}  // namespace

collide::ImpactSettings SettingsForRadius(const SweepSettings& settings, double radius) {
  return {settings.slices, settings.increment_radii * radius, settings.tolerance_radii * radius};
}

SweepLayout SweepLayoutFromScene(const Scene& scene, const std::string& sample_id) {
  const std::string sample = "sample \"" + sample_id + "\"";
  if (scene.gravity) {
    throw InputError(scene.file, "gravity",
                     sample + " moves spheres in straight lines; it takes no gravity");
  }
  SweepLayout layout;
  layout.source = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  layout.dt = scene.dt.value_or(kDefaultSweepTimeStep);
  std::map<std::string, Ref> refs;
  for (const SceneShape& shape : scene.shapes) {
    if (shape.mass) {
      throw InputError(scene.file, shape.path + ".mass",
                       sample + " takes no mass: nothing is pushed back");
    }
    if (const auto* sphere = shape.shape.As<collide::Sphere>()) {
      if (shape.velocity) {
        refs[shape.id] = {true, static_cast<int>(layout.movers.size())};
        layout.movers.push_back({shape.id, {sphere->center, *shape.velocity, sphere->radius}});
        continue;
      }
      refs[shape.id] = {false, static_cast<int>(layout.targets.size())};
      layout.targets.push_back({shape.id, shape.shape});
    } else if (shape.shape.As<collide::Aabb>() != nullptr) {
      refs[shape.id] = {false, static_cast<int>(layout.targets.size())};
      layout.targets.push_back({shape.id, shape.shape});
    } else {
      RejectShapeType(scene, shape, sample_id, "sphere, aabb");
    }
  }
  for (const Expectation& e : scene.expect) {
    const auto* contact = e.expected.GetIf<ContactTime>();
    if (contact == nullptr) {
      const std::string key(OutcomeKey(e.expected));
      throw InputError(scene.file, e.path + "." + key,
                       sample +
                           " checks \"contact_time\" outcomes only (\"contact_time\": 0 "
                           "says the pair touches at the start)");
    }
    const Ref a = refs.at(e.a);
    const Ref b = refs.at(e.b);
    if (a.moves == b.moves) {
      throw InputError(scene.file, e.path,
                       a.moves ? "\"" + e.a + "\" and \"" + e.b +
                                     "\" both move; one of the pair must be at rest (a "
                                     "sphere without a "
                                     "velocity, or an aabb)"
                               : "a contact time needs a moving sphere (a sphere with a "
                                 "\"velocity\"): \"" +
                                     e.a + "\" and \"" + e.b + "\" are both at rest");
    }
    const Ref& mover = a.moves ? a : b;
    const Ref& target = a.moves ? b : a;
    const int pair = PairIndex(layout, mover.index, target.index);
    layout.expect.push_back({pair, MethodOf(scene, e), contact->time, e.tolerance});
  }
  return layout;
}

collide::ImpactAnswers AnswerSweep(const SweepLayout& layout, const SweepPair& pair) {
  const collide::MovingSphere& sphere = layout.movers.at(pair.mover).sphere;
  return collide::SearchEveryImpact(sphere, ImpactTargetOf(layout.targets.at(pair.target).shape),
                                    layout.dt, SettingsForRadius(layout.settings, sphere.radius));
}

std::vector<PairCheck> EvaluateSweeps(const SweepLayout& layout, const TestCounter* tests) {
  std::vector<PairCheck> checks;
  checks.reserve(layout.expect.size());
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const SweepExpectation& e = layout.expect[i];
    const SweepPair& pair = layout.pairs.at(e.pair);
    const collide::MovingSphere& sphere = layout.movers.at(pair.mover).sphere;
    PairCheck check;
    check.expectation = i;
    check.a = layout.movers.at(pair.mover).id;
    check.b = layout.targets.at(pair.target).id;
    check.subject = SweepSubject(layout, pair);
    check.algorithm = std::string(collide::AlgorithmId(e.method));
    check.tolerance = e.tolerance;
    check.expected = ContactTime{e.time, layout.dt};
    const collide::ImpactResult result = collide::SearchImpact(
        e.method, sphere, ImpactTargetOf(layout.targets.at(pair.target).shape), layout.dt,
        SettingsForRadius(layout.settings, sphere.radius));
    if (tests != nullptr) {
      tests->Add(static_cast<std::size_t>(result.tests));
    }
    Judge(check, ContactTime{result.time, layout.dt});
    checks.push_back(std::move(check));
  }
  return checks;
}

OriginQuestions SweepQuestionsForOthers(const SweepLayout& layout) {
  OriginQuestions result;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const SweepExpectation& e = layout.expect[i];
    const SweepPair& pair = layout.pairs.at(e.pair);
    const auto* target = layout.targets.at(pair.target).shape.As<collide::Sphere>();
    if (target == nullptr || e.method != collide::ImpactMethod::kAnalytic) {
      ++result.not_about_the_pair;
      continue;
    }
    OriginQuestion question;
    PairCheck& check = question.check;
    check.expectation = i;
    check.a = layout.movers.at(pair.mover).id;
    check.b = layout.targets.at(pair.target).id;
    check.subject = SweepSubject(layout, pair);
    check.tolerance = e.tolerance;
    check.expected = ContactTime{e.time, layout.dt};
    const collide::MovingSphere at_rest{target->center, collide::Vec3(0.0), target->radius};
    question.asked = MotionAsked{layout.movers.at(pair.mover).sphere, at_rest, layout.dt};
    result.questions.push_back(std::move(question));
  }
  return result;
}

std::string SweepSubject(const SweepLayout& layout, const SweepPair& pair) {
  const SweepTarget& target = layout.targets.at(pair.target);
  return "sphere " + layout.movers.at(pair.mover).id + " and " +
         collide::ShapeKindId(target.shape.kind()) + " " + target.id;
}

bool WrongAboutContact(const std::optional<double>& reported, const std::optional<double>& exact) {
  return reported.has_value() != exact.has_value();
}

std::string ImpactVerdict(const std::optional<double>& reported,
                          const std::optional<double>& exact) {
  if (!reported) {
    // Slicing and linear search always test the end of the step, so a
    // contact they miss started and ended between two of their tests.
    return exact ? "MISSED: tunnelled through" : "no contact (right)";
  }
  if (!exact) {
    return "false contact (a near miss)";
  }
  const double difference = *reported - *exact;
  if (std::abs(difference) <= kSameTime) {
    return "exact";
  }
  char text[48];
  std::snprintf(text, sizeof text, "%s by %.3g", difference > 0.0 ? "late" : "early",
                std::abs(difference));
  return text;
}

Scene SceneOfSweeps(const SweepLayout& layout, const std::string& sample_id,
                    const std::string& title, bool expect_what_is_shown) {
  Scene scene;
  scene.sample = sample_id;
  scene.title = title;
  scene.dt = layout.dt;
  for (const SweepMover& mover : layout.movers) {
    SceneShape shape =
        SceneShapeOf(mover.id, collide::Sphere{mover.sphere.center, mover.sphere.radius});
    shape.velocity = mover.sphere.velocity;
    scene.shapes.push_back(std::move(shape));
  }
  for (const SweepTarget& target : layout.targets) {
    scene.shapes.push_back(SceneShapeOf(target.id, target.shape));
  }
  const auto id_of_pair = [&](int pair) {
    const SweepPair& p = layout.pairs[static_cast<std::size_t>(pair)];
    return std::make_pair(layout.movers[static_cast<std::size_t>(p.mover)].id,
                          layout.targets[static_cast<std::size_t>(p.target)].id);
  };
  if (!expect_what_is_shown) {
    for (const SweepExpectation& e : layout.expect) {
      const auto [a, b] = id_of_pair(e.pair);
      scene.expect.push_back(ContactTimeExpectation(a, b, collide::AlgorithmId(e.method), e.time,
                                                    layout.dt, e.tolerance));
    }
    return scene;
  }
  SweepLayout checked = layout;
  checked.settings = SweepSettings{};
  for (std::size_t p = 0; p < checked.pairs.size(); ++p) {
    const collide::ImpactAnswers answers = AnswerSweep(checked, checked.pairs[p]);
    const auto [a, b] = id_of_pair(static_cast<int>(p));
    for (std::size_t m = 0; m < collide::kImpactMethodCount; ++m) {
      scene.expect.push_back(ContactTimeExpectation(a, b, collide::kImpactMethodIds[m].second,
                                                    answers[m].time, layout.dt,
                                                    kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

}  // namespace harness
