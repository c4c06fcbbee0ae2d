#pragma once

// The sample API: Sample, which every sample derives from, and SampleHost,
// what hosts it (the window or a headless run). A sample overrides the
// tutorial's hooks it needs and registers itself (sample_registry.h); what
// only some samples offer (picking, undo, a body count) is a capability it
// returns. docs/architecture.md, "The tutorial's Application, split in two".

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/draw/camera.h"
#include "harness/draw/draw.h"
#include "harness/sample_api/check.h"
#include "harness/sample_api/controls.h"
#include "harness/sample_api/log.h"
#include "harness/sample_api/origin_question.h"
#include "harness/sample_api/pickable.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/sample_api/scalable.h"
#include "harness/sample_api/test_counter.h"
#include "harness/sample_api/undoable.h"
#include "harness/scene/scene.h"

namespace harness {

// What a sample measured in its last Update (Sample::LastStepStats).
struct StepStats {
  double broadphase_ms = -1.0;
  double narrowphase_ms = -1.0;
  long long pairs = -1;  // overlapping pairs; -1: the sample counts none
  std::vector<std::string> extra_names;
  std::vector<double> extra_values;
};

// What hosts a sample: the window (Application) or a headless check run.
class SampleHost {
 public:
  virtual ~SampleHost() = default;
  virtual Log& log() = 0;
  virtual Draw& draw() = 0;
  virtual Camera& camera() = 0;
  // Opens the "Save as test case" dialog (the window's; headless hosts have
  // none).
  virtual void OpenSaveDialog() {}
};

// The base of every sample. Its hooks are the tutorial's Application hooks;
// Collision Lab adds a panel, keys, scene loading and headless checks.
// A sample never calls GL: it draws through draw().
class Sample {
 public:
  explicit Sample(SampleHost& host) : host_(host) {}
  virtual ~Sample() = default;
  inline static const std::vector<OriginChecks> kNoChecks;
  Sample(const Sample&) = delete;
  Sample& operator=(const Sample&) = delete;

  // The tutorial's hooks (its Intialize kept its typo; ours does not).
  virtual void Initialize(int /*width*/, int /*height*/) {}
  virtual void Resize(int /*width*/, int /*height*/) {}
  virtual void Update(float /*dt*/) {}
  virtual void Render() {}
  virtual void Shutdown() {}

  // The sample's ImGui controls, inside the panel the Application opens.
  virtual void UpdatePanel() {}
  // A GLFW key code; true when the sample used it.
  virtual bool KeyPressed(int /*key*/) { return false; }

  // For the help overlay (F1), declared beside KeyPressed so the list
  // follows the code (a test presses every key to check it): the sample's
  // own keys and mouse actions.
  virtual std::vector<ControlHelp> Controls() const { return {}; }
  // Where the sample comes from (the seed it ports) and what it
  // demonstrates, a few sentences.
  virtual std::string About() const { return ""; }
  // How its shapes show when it opens (View > Solid shapes toggles it): by
  // their edges, as the tutorial draws them, unless solids read better
  // (models, balls in a room).
  virtual ShapeLook DefaultLook() const { return ShapeLook::kWireframe; }
  // Collision tests the sample has run, counted where they run: every
  // pair test of a step, an edit's re-evaluation, the panel and the
  // drawing (harness/sample_api/test_counter.h). The shell reads and resets it
  // once a frame, after the frame is drawn: the metrics panel's "collision
  // tests per frame". Null: the sample runs none.
  virtual const TestCounter* test_counter() const { return nullptr; }

  // How many expectations the sample's current table declares: its built-in
  // table, or the loaded scene's "expect" array, in order.
  virtual std::size_t ExpectationCount() const = 0;
  // Evaluates every declared expectation against the current state, one
  // check per expectation, each naming its index (PairCheck::expectation).
  // Pure: no GL, no logging, so --check runs it with no window at all. The
  // runner counts against the declaration (CountChecks), never against what
  // this returns.
  virtual std::vector<PairCheck> Check() const = 0;
  // The declared expectations another author's code can be asked (a
  // plugin's, harness/origins/ask_origin.h asks them): each about the pair
  // rather than one algorithm, as collide shapes and a query. A sample whose
  // model has none counts every expectation as not about the pair.
  virtual OriginQuestions QuestionsForOthers() const {
    OriginQuestions none;
    none.not_about_the_pair = ExpectationCount();
    return none;
  }
  // Other authors' answers to those questions as the sample last asked
  // them, one OriginChecks per origin: the window's Your code section counts
  // them by function. Empty for a sample that asks none.
  virtual const std::vector<OriginChecks>& OthersAnswers() const { return kNoChecks; }

  // Replaces shapes and expectations with a scene's. The scene's format is
  // already valid; throws InputError (file, JSON path, problem) for what only
  // the sample can judge, such as a shape type or algorithm it does not take.
  virtual void LoadScene(const Scene& scene) = 0;

  // The current state as a scene of this sample that --check accepts as it
  // is, titled `title`. With `expect_what_is_shown`, its expectations are
  // every pair's current answers (each algorithm the sample shows), so it
  // passes; otherwise the declared expectations, as they are. nullopt: the
  // sample cannot save test cases.
  virtual std::optional<Scene> SceneToSave(const std::string& /*title*/,
                                           bool /*expect_what_is_shown*/) const {
    return std::nullopt;
  }
  // Empty when SceneToSave can save the current state; otherwise why not,
  // in a few words: the "Save as test case" button is greyed with it as its
  // tooltip, and Ctrl+S logs it. Samples that override SceneToSave override
  // this too.
  virtual std::string CannotSaveReason() const { return "this sample cannot save test cases"; }

  // --explain for a sample whose pairs are not a scene's shapes (the
  // octree's --check rays): the lines to print for `pair` (the same
  // sentences as its Why panel), or nullopt when the sample's scene is
  // explained instead (harness/runners/explain_runner.h). Throws
  // std::invalid_argument naming what is not there.
  virtual std::optional<std::vector<std::string>> ExplainLines(
      const std::vector<std::string>& /*pair*/, const std::string& /*algorithm*/) const {
    return std::nullopt;
  }

  // What the sample offers beyond the tutorial's hooks, each null when it
  // does not, as Jolt's tests return their capabilities:
  // - picking: the mouse on its shapes (pickable.h); null: nothing in the
  //   view is hovered or dragged, and every drag moves the camera;
  // - undo: snapshots for undo and redo (undoable.h); null: none;
  // - scale: a number of bodies, for --count and --bench (scalable.h);
  //   null: --count is refused.
  // A sample usually implements the interface itself and returns `this`.
  virtual Pickable* picking() { return nullptr; }
  virtual Undoable* undo() { return nullptr; }
  virtual Scalable* scale() { return nullptr; }

  // What the last Update measured, for --bench's per-frame CSV row and the
  // sample's panel: broad- and narrow-phase milliseconds (negative: the
  // sample has no such phase) and the overlapping pairs found, plus any
  // columns of the sample's own (names fixed for a run, values in order).
  virtual StepStats LastStepStats() const { return {}; }

 protected:
  // "Error: " + text, in red on the console and in the log panel.
  void LogError(std::string_view text) { host_.log().Error(text); }
  void LogWarning(std::string_view text) { host_.log().Warning(text); }
  void LogInfo(std::string_view text) { host_.log().Info(text); }
  // Unit axes at the origin: x red, y green, z blue.
  void DrawOrigin() { draw().Axes(glm::vec3(0.0f), 1.0f); }
  Draw& draw() { return host_.draw(); }
  Log& log() { return host_.log(); }
  Camera& camera() { return host_.camera(); }
  void OpenSaveDialog() { host_.OpenSaveDialog(); }

 private:
  SampleHost& host_;
};

// Fails a scene load for a shape type the sample does not take.
[[noreturn]] void RejectShapeType(const Scene& scene, const SceneShape& shape,
                                  std::string_view sample_id, std::string_view accepted);
// Fails a scene load that gives motion (velocities, masses, dt, gravity,
// contact times) to a sample that only tests shapes at rest.
void RejectMotion(const Scene& scene, std::string_view sample_id);
// Fails a scene load for an algorithm the sample does not know for a pair.
[[noreturn]] void RejectAlgorithm(const Scene& scene, const Expectation& expectation,
                                  std::string_view accepted);

}  // namespace harness
