#pragma once

// The impact-search sample's model: spheres moving linearly over one step
// against spheres and AABBs at rest, the book's four ways of finding when
// they first touch (collide/motion/impact_search.h), the sample's
// contact_time expectations and how they are evaluated, the edits the panel
// and the mouse make, and how it is all drawn. No ImGui. The Model holds
// what a user changes and is what harness::ModelSample forwards the checks,
// scene loads and undo to.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "collide/motion/impact_search.h"
#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"
#include "harness/origins/their_checks.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/mismatch_log.h"
#include "harness/sample_api/picking.h"
#include "harness/sample_api/test_counter.h"
#include "harness/scene/scene.h"

namespace impact_search {

inline constexpr const char* kSampleId = "impact-search";
// The step of a scene that declares no contact_time (and so may give no dt).
inline constexpr double kDefaultTimeStep = 1.0;
inline constexpr std::size_t kMethodCount = collide::kImpactMethodCount;

// The searches' knobs. Distances are in multiples of the moving sphere's
// radius, so that one setting suits spheres of every size (the book gives no
// numbers). Scene files are checked with these defaults: the format has no
// place for them.
struct Settings {
  int slices = 10;                // sliced: the step cut into this many slices
  double increment_radii = 0.5;   // linear: distance between tested positions
  double tolerance_radii = 0.25;  // binary: halving stops at a path this long
};
inline constexpr int kMaxSlices = 1000;
inline constexpr double kMinRadii = 0.01;  // the panel's least increment and tolerance
inline constexpr double kMaxRadii = 10.0;

// The settings in distances for a moving sphere of `radius`.
collide::ImpactSettings ForRadius(const Settings& settings, double radius);

struct Mover {
  std::string id;
  collide::MovingSphere sphere;
};

// A shape at rest: a sphere or an AABB, of collide's kinds, so that the
// harness's kind entries pick, move, resize, edit and write it.
struct Target {
  std::string id;
  collide::StaticShape shape;
};

// One moving sphere against one target at rest: what the view draws answers
// for and what expectations ask about.
struct Pair {
  int mover = 0;   // into Layout::movers
  int target = 0;  // into Layout::targets
};

// "Searched with `method`, pair's sphere first touches its target at
// `time` within [0, dt]" (nullopt: no contact reported within the step).
struct Expectation {
  int pair = 0;  // into Layout::pairs
  collide::ImpactMethod method = collide::ImpactMethod::kAnalytic;
  std::optional<double> time;
  double tolerance = harness::kDefaultContactTimeTolerance;
};

struct Layout {
  std::string source;  // shown in the panel
  double dt = kDefaultTimeStep;
  Settings settings;
  std::vector<Mover> movers;
  std::vector<Target> targets;
  std::vector<Pair> pairs;
  std::vector<Expectation> expect;
};

// Two scenes side by side, each checked by all four methods: "bullet"
// grazing the sphere "ball" so briefly that it slips between two of the ten
// slices, and "drop" falling past the corner of the AABB "box", where the
// exact time differs from the grown box's.
Layout DefaultLayout();

// A scene's spheres with a "velocity" move; spheres without one and AABBs
// stay where they are. Each expectation pairs one moving sphere with one
// shape at rest (in either order), and its pairs are the pairs drawn.
// Throws harness::InputError for what this sample does not take: other shape
// types, a mass, gravity, outcomes other than contact_time, an unknown
// algorithm, a pair with no moving sphere or with two.
Layout LayoutFromScene(const harness::Scene& scene);

// The layout as a scene that --check accepts as it is ("Save as test
// case"). With `expect_what_is_shown`, every drawn pair under all four
// methods, searched with the settings --check uses (Settings{}), whatever
// the panel's sliders say; otherwise the declared expectations.
harness::Scene SceneOf(const Layout& layout, const std::string& title, bool expect_what_is_shown);

// Every method's answer for one pair, in kImpactMethodIds order.
using Answers = collide::ImpactAnswers;
Answers AnswerPair(const Layout& layout, const Pair& pair);

// One check per expectation, in order, each naming its index. `tests`, when
// given, counts the searches' overlap tests.
std::vector<harness::PairCheck> Evaluate(const Layout& layout,
                                         const harness::TestCounter* tests = nullptr);

// --check --plugin's second pass, and the window's "your code" column: each
// expectation of the exact method (analytic) against a sphere, as another
// author's ball-ball time of impact is asked it (harness/origins/
// ask_origin.h), the target moving at zero. Not about the pair: an
// expectation of a search (sliced, linear, binary: about that search's
// answer, often its miss), or one against an AABB.
harness::OriginQuestions QuestionsForOthers(const Layout& layout);

// "sphere bullet and sphere ball": the pair in sentences.
std::string Subject(const Layout& layout, const Pair& pair);

// How a method's answer compares with the exact one: "exact", "late by
// 0.0208", "early by 0.0150", "MISSED: tunnelled through", "false contact
// (a near miss)", "no contact (right)".
std::string Verdict(const std::optional<double>& reported, const std::optional<double>& exact);
// Whether the verdict is a miss or a false contact (the panel marks these).
bool WrongAboutContact(const std::optional<double>& reported, const std::optional<double>& exact);

// What the view shows besides the shapes; none of it changes an answer.
struct ViewOptions {
  std::array<bool, kMethodCount> ghosts{true, true, true, true};  // per method
  bool test_points = true;  // where slicing and linear search test
  // The shape (or velocity handle, "<id>/velocity") under the cursor: drawn
  // brighter.
  std::optional<std::string> hovered;
};

harness::Color MethodColor(collide::ImpactMethod method);

// The shapes (red: the pair touches within the step by the exact method;
// blue: not), each moving sphere's path and end, and each method's answer
// as a ghost sphere at the reported time.
void DrawLayout(harness::Draw& draw, const Layout& layout, const std::vector<Answers>& answers,
                const ViewOptions& view);

// Points the camera should keep in view: every shape at the start and end
// of the step.
std::vector<glm::vec3> FramingPoints(const Layout& layout);

// The mouse: the moving spheres, the ends of their steps (dragging one sets
// the velocity) and the shapes at rest as pick proxies. MoveShape: a moving
// sphere's velocity handle moves the end of its step, so its velocity
// changes by delta / dt; ResizeShape: a sphere's radius or an AABB's extents
// times `factor`, about its centre. False for an unknown id.
std::vector<harness::PickProxy> PickProxies(const Layout& layout);
bool MoveShape(Layout& layout, const std::string& id, const collide::Vec3& delta);
bool ResizeShape(Layout& layout, const std::string& id, double factor);

// What undo keeps: the layout as edited and as loaded (what Restore goes
// back to). Which ghosts show is the view's, not state.
struct UndoState {
  Layout initial;
  Layout layout;
};

class Model {
 public:
  Model() { Reload(DefaultLayout()); }

  const Layout& layout() const { return layout_; }
  // Each pair's answers by every method, and each expectation's check,
  // answered when the layout last changed.
  const std::vector<Answers>& answers() const { return answers_; }
  const std::vector<harness::PairCheck>& checks() const { return checks_; }

  std::size_t ExpectationCount() const { return layout_.expect.size(); }
  std::vector<harness::PairCheck> Check() const { return Evaluate(layout_); }
  harness::OriginQuestions QuestionsForOthers() const {
    return impact_search::QuestionsForOthers(layout_);
  }
  void LoadScene(const harness::Scene& scene);
  harness::Scene SceneToSave(const std::string& title, bool expect_what_is_shown) const {
    return SceneOf(layout_, title, expect_what_is_shown);
  }

  // A plugin's time of impact loaded or rebuilt, or the pairs changed: the
  // exact method's expectations checked again under it, the news logged.
  void RecheckTheirs(harness::Log& log);
  const harness::TheirChecks& theirs() const { return theirs_; }

  // Every edit: `change(layout)` changes the layout in place and says
  // whether it did; if so, the layout is answered again and each new
  // mismatch logged once.
  template <typename Change>
  bool Edit(Change&& change, harness::Log& log) {
    if (!change(layout_)) {
      return false;
    }
    Recompute();
    mismatch_log_.Update(checks_, log);
    return true;
  }
  // Back to the layout as loaded.
  void RestoreInitial(harness::Log& log) {
    Edit(
        [this](Layout& layout) {
          layout = initial_;
          return true;
        },
        log);
  }
  // Every mismatch logged again, as when the sample opens.
  void LogMismatches(harness::Log& log);

  UndoState Snapshot() const { return {initial_, layout_}; }
  void Restore(const UndoState& state, harness::Log& log);
  std::uint64_t revision() const { return revision_; }
  // The searches' overlap tests, run only when something changes
  // (Recompute): every method for every pair, and every expectation's.
  const harness::TestCounter& tests() const { return tests_; }

 private:
  void Reload(Layout layout);
  // Every change ends here: new answers, a new revision.
  void Recompute();

  Layout initial_;
  Layout layout_;
  std::vector<Answers> answers_;
  std::vector<harness::PairCheck> checks_;
  harness::TheirChecks theirs_;  // plugins' times of impact beside the analytic one
  harness::MismatchLog mismatch_log_{/*name_algorithm=*/true};
  std::uint64_t revision_ = 0;
  harness::TestCounter tests_;
};

}  // namespace impact_search
