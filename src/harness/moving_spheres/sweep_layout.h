#pragma once

// Spheres moving linearly over one step against spheres and AABBs at rest,
// each pair searched by the book's four ways of finding when they first
// touch (collide/motion/impact_search.h): the layout and its settings, read
// from a scene and written back, its contact_time expectations evaluated and
// asked of another author's time of impact, and each method's answer judged
// against the exact one. What impact-search shows; no GL, no ImGui.

#include <optional>
#include <string>
#include <vector>

#include "collide/motion/impact_search.h"
#include "collide/registry/static_shape.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/origin_question.h"
#include "harness/sample_api/test_counter.h"
#include "harness/scene/scene.h"

namespace harness {

// The step of a scene that declares no contact_time (and so may give no dt).
inline constexpr double kDefaultSweepTimeStep = 1.0;

// The searches' knobs. Distances are in multiples of the moving sphere's
// radius, so that one setting suits spheres of every size (the book gives no
// numbers). Scene files are checked with these defaults: the format has no
// place for them.
struct SweepSettings {
  int slices = 10;                // sliced: the step cut into this many slices
  double increment_radii = 0.5;   // linear: distance between tested positions
  double tolerance_radii = 0.25;  // binary: halving stops at a path this long
};
inline constexpr int kMaxSweepSlices = 1000;
inline constexpr double kMinSweepRadii = 0.01;  // the panel's least increment and tolerance
inline constexpr double kMaxSweepRadii = 10.0;

// The settings in distances for a moving sphere of `radius`.
collide::ImpactSettings SettingsForRadius(const SweepSettings& settings, double radius);

struct SweepMover {
  std::string id;
  collide::MovingSphere sphere;
};

// A shape at rest: a sphere or an AABB, of collide's kinds, so that the
// harness's kind entries pick, move, resize, edit and write it.
struct SweepTarget {
  std::string id;
  collide::StaticShape shape;
};

// One moving sphere against one target at rest: what the view draws answers
// for and what expectations ask about.
struct SweepPair {
  int mover = 0;   // into SweepLayout::movers
  int target = 0;  // into SweepLayout::targets
};

// "Searched with `method`, pair's sphere first touches its target at
// `time` within [0, dt]" (nullopt: no contact reported within the step).
struct SweepExpectation {
  int pair = 0;  // into SweepLayout::pairs
  collide::ImpactMethod method = collide::ImpactMethod::kAnalytic;
  std::optional<double> time;
  double tolerance = kDefaultContactTimeTolerance;
};

struct SweepLayout {
  std::string source;  // shown in the panel
  double dt = kDefaultSweepTimeStep;
  SweepSettings settings;
  std::vector<SweepMover> movers;
  std::vector<SweepTarget> targets;
  std::vector<SweepPair> pairs;
  std::vector<SweepExpectation> expect;
};

// A scene's spheres with a "velocity" move; spheres without one and AABBs
// stay where they are. Each expectation pairs one moving sphere with one
// shape at rest (in either order), and its pairs are the pairs drawn.
// Throws InputError for what a sweep layout does not take (naming
// `sample_id`): other shape types, a mass, gravity, outcomes other than
// contact_time, an unknown algorithm, a pair with no moving sphere or with
// two.
SweepLayout SweepLayoutFromScene(const Scene& scene, const std::string& sample_id);

// The layout as a scene that --check accepts as it is ("Save as test
// case"). With `expect_what_is_shown`, every drawn pair under all four
// methods, searched with the settings --check uses (SweepSettings{}), whatever
// the panel's sliders say; otherwise the declared expectations.
Scene SceneOfSweeps(const SweepLayout& layout, const std::string& sample_id,
                    const std::string& title, bool expect_what_is_shown);

// Every method's answer for one pair, in kImpactMethodIds order.
collide::ImpactAnswers AnswerSweep(const SweepLayout& layout, const SweepPair& pair);

// One check per expectation, in order, each naming its index. `tests`, when
// given, counts the searches' overlap tests.
std::vector<PairCheck> EvaluateSweeps(const SweepLayout& layout,
                                      const TestCounter* tests = nullptr);

// --check --plugin's second pass, and the window's "your code" column: each
// expectation of the exact method (analytic) against a sphere, as another
// author's ball-ball time of impact is asked it (harness/origins/
// ask_origin.h), the target moving at zero. Not about the pair: an
// expectation of a search (sliced, linear, binary: about that search's
// answer, often its miss), or one against an AABB.
OriginQuestions SweepQuestionsForOthers(const SweepLayout& layout);

// "sphere bullet and sphere ball": the pair in sentences.
std::string SweepSubject(const SweepLayout& layout, const SweepPair& pair);

// How a method's answer compares with the exact one: "exact", "late by
// 0.0208", "early by 0.0150", "MISSED: tunnelled through", "false contact
// (a near miss)", "no contact (right)".
std::string ImpactVerdict(const std::optional<double>& reported,
                          const std::optional<double>& exact);
// Whether the verdict is a miss or a false contact (the panel marks these).
bool WrongAboutContact(const std::optional<double>& reported, const std::optional<double>& exact);

}  // namespace harness
