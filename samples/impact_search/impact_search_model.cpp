#include "impact_search/impact_search_model.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

#include "collide/registry/contact_time_functions.h"
#include "harness/sample_api/sample.h"
#include "harness/scene/json_reader.h"
#include "harness/scene/scene_building.h"
#include "harness/shape_kinds/shape_kind_entry.h"
#include "harness/shell/value_guard.h"

namespace impact_search {
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

// A scene's shape as this sample sees it.
struct Ref {
  bool moves = false;
  int index = 0;  // into movers or targets
};

ImpactMethod MethodOf(const harness::Scene& scene, const harness::Expectation& e) {
  if (!e.algorithm) {
    return ImpactMethod::kAnalytic;
  }
  if (const std::optional<ImpactMethod> method = collide::ImpactMethodFromId(*e.algorithm)) {
    return *method;
  }
  harness::RejectAlgorithm(scene, e, KnownMethods());
}

// The pair's index in the layout, added when new.
int PairIndex(Layout& layout, int mover, int target) {
  for (std::size_t i = 0; i < layout.pairs.size(); ++i) {
    if (layout.pairs[i].mover == mover && layout.pairs[i].target == target) {
      return static_cast<int>(i);
    }
  }
  layout.pairs.push_back({mover, target});
  return static_cast<int>(layout.pairs.size()) - 1;
}

}  // namespace

collide::ImpactSettings ForRadius(const Settings& settings, double radius) {
  return {settings.slices, settings.increment_radii * radius, settings.tolerance_radii * radius};
}

Layout DefaultLayout() {
  Layout layout;
  layout.source = "built in: a grazing pass between two slices, a fall past a box's corner";
  layout.dt = 1.0;
  // Worked by hand for the default settings (10 slices, increment half the
  // radius, tolerance a quarter of it); collide's tests work the same two
  // cases step by step (tests/collide/motion/impact_search_test.cpp, moved by -4 and
  // +4 in x here).
  //
  // "bullet", radius 0.5, from (-10.6, 1.44, 0) at 12 along x, passes 1.44
  // from the centre of "ball" (radius 1, at (-4, 0, 0)): they touch while
  // dx^2 + 1.44^2 <= 1.5^2, |dx| <= 0.42 (7-24-25), first at dx = -0.42:
  // t = 6.18 / 12 = 0.515. The pass lasts 0.07 of the step.
  layout.movers.push_back({"bullet", {{-10.6, 1.44, 0.0}, {12.0, 0.0, 0.0}, 0.5}});
  layout.targets.push_back({"ball", collide::Sphere{{-4.0, 0.0, 0.0}, 1.0}});
  layout.pairs.push_back({0, 0});
  // Slices at dx = -6.6 + 1.2 k: -0.6 and 0.6 straddle the pass: missed.
  layout.expect.push_back({0, ImpactMethod::kSliced, std::nullopt});
  // Every 0.25 along the path: dx = -6.6 + 0.25 k, first inside at k = 25
  // (dx = -0.35): t = 6.25 / 12 = 25 / 48, late by 0.0058.
  layout.expect.push_back({0, ImpactMethod::kLinear, 25.0 / 48.0});
  // Halving stops at paths of 12 / 128 (<= 0.125), bounding radius
  // 0.546875: the first such bounding sphere to reach the ball has its
  // middle at dx = -6.6 + 0.09375 (k + 0.5) with dx^2 + 1.44^2 <=
  // 1.546875^2, k = 64: t = 0.5, early by 0.015.
  layout.expect.push_back({0, ImpactMethod::kBinary, 0.5});
  layout.expect.push_back({0, ImpactMethod::kAnalytic, 0.515});

  // "drop", radius 0.6, at (5.2, 5.8, 1.4) falling at 8, beside the corner
  // (5, 1, 1) of "box" [3, 5] x [-1, 1] x [-1, 1], 0.2 beyond it in x and
  // 0.4 in z: it touches the rounded corner at 0.2^2 + dy^2 + 0.4^2 = 0.6^2,
  // dy = 0.4, y = 1.4: t = 4.4 / 8 = 0.55 (the box grown by 0.6, with square
  // corners, would say y = 1.6, t = 0.525).
  layout.movers.push_back({"drop", {{5.2, 5.8, 1.4}, {0.0, -8.0, 0.0}, 0.6}});
  layout.targets.push_back({"box", collide::Aabb{{3.0, -1.0, -1.0}, {5.0, 1.0, 1.0}}});
  layout.pairs.push_back({1, 1});
  // Slices at y = 5.8 - 0.8 k: y = 1.0 (k = 6) is the first inside: 0.6.
  layout.expect.push_back({1, ImpactMethod::kSliced, 0.6});
  // Every 0.3: y = 5.8 - 0.3 k, first <= 1.4 at k = 15: t = 4.5 / 8.
  layout.expect.push_back({1, ImpactMethod::kLinear, 0.5625});
  // Halving stops at paths of 8 / 64 (<= 0.15): the first bounding sphere
  // (radius 0.6625) within reach of the corner is [34/64, 35/64], middle
  // y = 1.4875: 0.6616 from the corner.
  layout.expect.push_back({1, ImpactMethod::kBinary, 0.53125});
  layout.expect.push_back({1, ImpactMethod::kAnalytic, 0.55});
  return layout;
}

Layout LayoutFromScene(const harness::Scene& scene) {
  const std::string sample = std::string("sample \"") + kSampleId + "\"";
  if (scene.gravity) {
    throw harness::InputError(scene.file, "gravity",
                              sample + " moves spheres in straight lines; it takes no gravity");
  }
  Layout layout;
  layout.source = scene.title.empty() ? scene.file : scene.title + " (" + scene.file + ")";
  layout.dt = scene.dt.value_or(kDefaultTimeStep);
  std::map<std::string, Ref> refs;
  for (const harness::SceneShape& shape : scene.shapes) {
    if (shape.mass) {
      throw harness::InputError(scene.file, shape.path + ".mass",
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
      harness::RejectShapeType(scene, shape, kSampleId, "sphere, aabb");
    }
  }
  for (const harness::Expectation& e : scene.expect) {
    const auto* contact = e.expected.GetIf<harness::ContactTime>();
    if (contact == nullptr) {
      const std::string key(harness::OutcomeKey(e.expected));
      throw harness::InputError(scene.file, e.path + "." + key,
                                sample +
                                    " checks \"contact_time\" outcomes only (\"contact_time\": 0 "
                                    "says the pair touches at the start)");
    }
    const Ref a = refs.at(e.a);
    const Ref b = refs.at(e.b);
    if (a.moves == b.moves) {
      throw harness::InputError(scene.file, e.path,
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

Answers AnswerPair(const Layout& layout, const Pair& pair) {
  const collide::MovingSphere& sphere = layout.movers.at(pair.mover).sphere;
  return collide::SearchEveryImpact(sphere, ImpactTargetOf(layout.targets.at(pair.target).shape),
                                    layout.dt, ForRadius(layout.settings, sphere.radius));
}

std::vector<harness::PairCheck> Evaluate(const Layout& layout, const harness::TestCounter* tests) {
  std::vector<harness::PairCheck> checks;
  checks.reserve(layout.expect.size());
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    const Pair& pair = layout.pairs.at(e.pair);
    const collide::MovingSphere& sphere = layout.movers.at(pair.mover).sphere;
    harness::PairCheck check;
    check.expectation = i;
    check.a = layout.movers.at(pair.mover).id;
    check.b = layout.targets.at(pair.target).id;
    check.subject = Subject(layout, pair);
    check.algorithm = std::string(collide::AlgorithmId(e.method));
    check.tolerance = e.tolerance;
    check.expected = harness::ContactTime{e.time, layout.dt};
    const collide::ImpactResult result = collide::SearchImpact(
        e.method, sphere, ImpactTargetOf(layout.targets.at(pair.target).shape), layout.dt,
        ForRadius(layout.settings, sphere.radius));
    if (tests != nullptr) {
      tests->Add(static_cast<std::size_t>(result.tests));
    }
    harness::Judge(check, harness::ContactTime{result.time, layout.dt});
    checks.push_back(std::move(check));
  }
  return checks;
}

harness::OriginQuestions QuestionsForOthers(const Layout& layout) {
  harness::OriginQuestions result;
  for (std::size_t i = 0; i < layout.expect.size(); ++i) {
    const Expectation& e = layout.expect[i];
    const Pair& pair = layout.pairs.at(e.pair);
    const auto* target = layout.targets.at(pair.target).shape.As<collide::Sphere>();
    if (target == nullptr || e.method != collide::ImpactMethod::kAnalytic) {
      ++result.not_about_the_pair;
      continue;
    }
    harness::OriginQuestion question;
    harness::PairCheck& check = question.check;
    check.expectation = i;
    check.a = layout.movers.at(pair.mover).id;
    check.b = layout.targets.at(pair.target).id;
    check.subject = Subject(layout, pair);
    check.tolerance = e.tolerance;
    check.expected = harness::ContactTime{e.time, layout.dt};
    const collide::MovingSphere at_rest{target->center, collide::Vec3(0.0), target->radius};
    question.asked = harness::MotionAsked{layout.movers.at(pair.mover).sphere, at_rest, layout.dt};
    result.questions.push_back(std::move(question));
  }
  return result;
}

std::string Subject(const Layout& layout, const Pair& pair) {
  const Target& target = layout.targets.at(pair.target);
  return "sphere " + layout.movers.at(pair.mover).id + " and " +
         collide::ShapeKindId(target.shape.kind()) + " " + target.id;
}

bool WrongAboutContact(const std::optional<double>& reported, const std::optional<double>& exact) {
  return reported.has_value() != exact.has_value();
}

std::string Verdict(const std::optional<double>& reported, const std::optional<double>& exact) {
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

harness::Color MethodColor(ImpactMethod method) {
  static constexpr harness::Color kColors[kMethodCount] = {
      // In kImpactMethodIds order; red and blue are the shapes'.
      {1.0f, 0.55f, 0.0f},  // sliced: orange
      {1.0f, 1.0f, 0.2f},   // linear: yellow
      {1.0f, 0.35f, 1.0f},  // binary: magenta
      {0.1f, 1.0f, 0.2f},   // analytic: green
  };
  return kColors[collide::ImpactMethodIndex(method)];
}

harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown) {
  harness::Scene scene;
  scene.sample = kSampleId;
  scene.title = title;
  scene.dt = layout.dt;
  for (const Mover& mover : layout.movers) {
    harness::SceneShape shape =
        harness::SceneShapeOf(mover.id, collide::Sphere{mover.sphere.center, mover.sphere.radius});
    shape.velocity = mover.sphere.velocity;
    scene.shapes.push_back(std::move(shape));
  }
  for (const Target& target : layout.targets) {
    scene.shapes.push_back(harness::SceneShapeOf(target.id, target.shape));
  }
  const auto id_of_pair = [&](int pair) {
    const Pair& p = layout.pairs[static_cast<std::size_t>(pair)];
    return std::make_pair(layout.movers[static_cast<std::size_t>(p.mover)].id,
                          layout.targets[static_cast<std::size_t>(p.target)].id);
  };
  if (!expect_what_is_shown) {
    for (const Expectation& e : layout.expect) {
      const auto [a, b] = id_of_pair(e.pair);
      scene.expect.push_back(harness::ContactTimeExpectation(a, b, collide::AlgorithmId(e.method),
                                                             e.time, layout.dt, e.tolerance));
    }
    return scene;
  }
  Layout checked = layout;
  checked.settings = Settings{};
  for (std::size_t p = 0; p < checked.pairs.size(); ++p) {
    const Answers answers = AnswerPair(checked, checked.pairs[p]);
    const auto [a, b] = id_of_pair(static_cast<int>(p));
    for (std::size_t m = 0; m < kMethodCount; ++m) {
      scene.expect.push_back(harness::ContactTimeExpectation(
          a, b, collide::kImpactMethodIds[m].second, answers[m].time, layout.dt,
          harness::kDefaultContactTimeTolerance));
    }
  }
  return scene;
}

// The mouse ----------------------------------------------------------------

namespace {

Mover* FindMover(Layout& layout, const std::string& id) {
  for (Mover& mover : layout.movers) {
    if (mover.id == id) {
      return &mover;
    }
  }
  return nullptr;
}

Target* FindTarget(Layout& layout, const std::string& id) {
  for (Target& target : layout.targets) {
    if (target.id == id) {
      return &target;
    }
  }
  return nullptr;
}

std::string Format(const char* format, const std::string& id, double a, double b = 0.0,
                   double c = 0.0) {
  char text[128];
  std::snprintf(text, sizeof text, format, id.c_str(), a, b, c);
  return text;
}

}  // namespace

std::vector<harness::PickProxy> PickProxies(const Layout& layout) {
  std::vector<harness::PickProxy> proxies;
  for (const Mover& mover : layout.movers) {
    const collide::MovingSphere& s = mover.sphere;
    proxies.push_back({mover.id, Format("sphere %s (r %.3f, moving)", mover.id, s.radius),
                       collide::Sphere{s.center, s.radius}, s.center, true, true});
    // The faint sphere at the end of the step: where the velocity takes it.
    const collide::Vec3 end = s.center + s.velocity * layout.dt;
    proxies.push_back({harness::VelocityHandleId(mover.id),
                       Format("sphere %s velocity (%.3f, %.3f, %.3f)", mover.id, s.velocity.x,
                              s.velocity.y, s.velocity.z),
                       collide::Sphere{end, s.radius}, end});
  }
  // The shapes at rest as their kinds' entries pick them, named as the
  // static samples name theirs: "aabb box (half extents 1.000, 1.000, 1.000)".
  for (const Target& target : layout.targets) {
    proxies.push_back(harness::PickProxyOf(target.shape, target.id));
  }
  return proxies;
}

bool MoveShape(Layout& layout, const std::string& id, const collide::Vec3& delta) {
  if (!collide::IsFinite(delta)) {
    return false;
  }
  if (const auto mover_id = harness::ShapeOfVelocityHandle(id)) {
    Mover* mover = FindMover(layout, *mover_id);
    if (mover == nullptr || !(layout.dt > 0.0)) {
      return false;
    }
    mover->sphere.velocity += delta / layout.dt;
    return true;
  }
  if (Mover* mover = FindMover(layout, id)) {
    mover->sphere.center += delta;
    return true;
  }
  Target* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  std::vector<collide::Vec3> handles;
  harness::ShapeKindTable::Global()
      .Find(target->shape.kind())
      ->translate(target->shape, delta, handles);
  return true;
}

bool ResizeShape(Layout& layout, const std::string& id, double factor) {
  if (!(factor > 0.0)) {
    return false;
  }
  if (Mover* mover = FindMover(layout, id)) {
    mover->sphere.radius = std::min(mover->sphere.radius * factor, harness::kMaxEditableMagnitude);
    return true;
  }
  Target* target = FindTarget(layout, id);
  if (target == nullptr) {
    return false;
  }
  harness::ShapeKindTable::Global().Find(target->shape.kind())->scale(target->shape, factor);
  return true;
}

// The model ------------------------------------------------------------------

void Model::Reload(Layout layout) {
  initial_ = layout;
  layout_ = std::move(layout);
  Recompute();
}

void Model::Recompute() {
  answers_.clear();
  for (const Pair& pair : layout_.pairs) {
    answers_.push_back(AnswerPair(layout_, pair));
    for (const collide::ImpactResult& answer : answers_.back()) {
      tests_.Add(static_cast<std::size_t>(answer.tests));
    }
  }
  checks_ = Evaluate(layout_, &tests_);
  theirs_.Stale();
  ++revision_;
}

void Model::LoadScene(const harness::Scene& scene) {
  Reload(LayoutFromScene(scene));
  mismatch_log_.Forget();
}

void Model::LogMismatches(harness::Log& log) {
  mismatch_log_.Forget();
  mismatch_log_.Update(checks_, log);
}

void Model::RecheckTheirs(harness::Log& log) {
  theirs_.Refresh(
      checks_, [this] { return QuestionsForOthers(); }, log);
}

void Model::Restore(const UndoState& state, harness::Log& log) {
  initial_ = state.initial;
  Edit(
      [&state](Layout& layout) {
        layout = state.layout;
        return true;
      },
      log);
}

}  // namespace impact_search
