#pragma once

// The impact-search sample's world: spheres moving linearly over one step
// against spheres and AABBs at rest, the book's four ways of finding when
// they first touch (collide/impact_search.h), the sample's contact_time
// expectations and how they are evaluated, and how it is all drawn. No
// ImGui here.

#include <array>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

#include "collide/motion/impact_search.h"
#include "harness/draw/draw.h"
#include "harness/sample/check.h"
#include "harness/sample/test_counter.h"
#include "harness/scene/scene.h"

namespace impact_search {

inline constexpr const char* kSampleId = "impact-search";
// The step of a scene that declares no contact_time (and so may give no dt).
inline constexpr double kDefaultTimeStep = 1.0;
inline constexpr std::size_t kMethodCount = std::size(collide::kImpactMethodIds);

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

struct Target {
  std::string id;
  collide::ImpactTarget shape;
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

// The method's index in kImpactMethodIds (and in Answers, ViewOptions).
std::size_t MethodIndex(collide::ImpactMethod method);

// Every method's answer for one pair, in kImpactMethodIds order.
using Answers = std::array<collide::ImpactResult, kMethodCount>;
Answers AnswerPair(const Layout& layout, const Pair& pair);
std::vector<Answers> AnswerAll(const Layout& layout);

// One check per expectation, in order, each naming its index. `tests`, when
// given, counts the searches' overlap tests.
std::vector<harness::PairCheck> Evaluate(const Layout& layout,
                                         const harness::TestCounter* tests = nullptr);

// --check --plugin's second pass, and the window's "your code" column: each
// expectation of the exact method (analytic) against a sphere checked again
// under `origin`'s ball-ball time of impact
// (collide/registry/contact_time_functions.h), the target moving at zero.
// Not served: an expectation of a search (sliced, linear, binary: about
// that search's answer, often its miss), one against an AABB, or every one
// when the origin has no such function.
harness::OriginChecks EvaluateByOrigin(const Layout& layout, const std::string& origin);

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

}  // namespace impact_search
