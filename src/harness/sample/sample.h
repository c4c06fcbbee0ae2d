#pragma once

#include <any>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/draw/camera.h"
#include "harness/draw/draw.h"
#include "harness/sample/check.h"
#include "harness/sample/controls.h"
#include "harness/sample/log.h"
#include "harness/sample/picking.h"
#include "harness/sample/sample_registry.h"
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
  // Collision tests the sample has run since ResetTestCount: every pair
  // test of a step, an edit's re-evaluation, the panel and the drawing,
  // counted where they run (harness/test_counter.h). The shell reads it and
  // resets it once a frame, after the frame is drawn: the metrics panel's
  // "collision tests per frame".
  virtual std::size_t TestsRun() const { return 0; }
  virtual void ResetTestCount() {}

  // How many expectations the sample's current table declares: its built-in
  // table, or the loaded scene's "expect" array, in order.
  virtual std::size_t ExpectationCount() const = 0;
  // Evaluates every declared expectation against the current state, one
  // check per expectation, each naming its index (PairCheck::expectation).
  // Pure: no GL, no logging, so --check runs it with no window at all. The
  // runner counts against the declaration (CountChecks), never against what
  // this returns.
  virtual std::vector<PairCheck> Check() const = 0;

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

  // Undo and redo (the host's UndoHistory). Snapshot: everything a user can
  // change, as a value only this sample's Restore reads (an empty one: the
  // sample offers no undo). Restore puts a snapshot back, logging what that
  // changes as any edit would. Revision changes with every change a user
  // makes, a scene load and a restore; never with a simulation's own steps.
  virtual std::any Snapshot() const { return {}; }
  virtual void Restore(const std::any& /*snapshot*/) {}
  virtual std::uint64_t Revision() const { return 0; }
  // True while the state moves without the user (a running simulation): the
  // host then re-takes the snapshot an undo goes back to every frame.
  virtual bool Running() const { return false; }

  // The mouse in the view (harness/mouse_interaction.h): the shapes the
  // cursor can hover, select and drag, as proxies named by id (picking.h).
  // A proxy may be a handle of a shape, named "<shape id>/<handle>": a
  // velocity arrow's tip is VelocityHandleId(id), and moving it sets the
  // velocity. The default offers none, so a sample that overrides nothing
  // takes no part.
  virtual std::vector<PickProxy> PickProxies() const { return {}; }
  // The shape under the cursor (nullopt: none), drawn brighter (HoverColor).
  virtual void SetHovered(const std::optional<std::string>& /*id*/) {}
  // A click on a shape: its editor opens and scrolls into view, the pair
  // table marks its rows. nullopt (a click on empty space) clears it.
  virtual void Select(const std::optional<std::string>& /*id*/) {}
  // Moves shape or handle `id` by `delta` (world units) and re-evaluates all
  // that is shown, as a panel edit does; false when it cannot move now.
  virtual bool MoveShape(const std::string& /*id*/, const collide::Vec3& /*delta*/) {
    return false;
  }
  // Scales shape `id` about its centre by `factor` (a sphere's radius, a
  // box's size); false when it has no size to change.
  virtual bool ResizeShape(const std::string& /*id*/, double /*factor*/) { return false; }
  // Turns shape `id` about its centre by `angle` radians about the unit
  // `axis` (right-handed), as Ctrl + left drag on a box does; false when it
  // has no orientation to change (a proxy that may turn says so:
  // PickProxy::rotatable).
  virtual bool RotateShape(const std::string& /*id*/, const collide::Vec3& /*axis*/,
                           double /*angle*/) {
    return false;
  }
  // The proxy `ray` hits first, as harness::Pick finds it among
  // PickProxies() (what the default does). A sample with too many shapes to
  // list as proxies every frame (sphere-crowd's 100,000) answers the ray
  // itself.
  virtual std::optional<PickProxy> PickAlongRay(const collide::Ray& ray, double handle_slope) const;
  // What the mouse can do to this sample's shapes, for the help overlay
  // (F1): the shell lists its shape entries only for what is offered. The
  // default offers nothing, as PickProxies does.
  virtual ShapeMouse ShapeMouseActions() const { return {}; }

  // Scale (--count, --bench). Samples with a number of bodies (sphere-crowd,
  // moving-balls) override both. SetBodyCount rebuilds the sample with
  // `count` bodies; false, with the reason in *error, when the count is out
  // of the sample's range. HasBodyCount false: --count is refused (exit 2).
  virtual bool HasBodyCount() const { return false; }
  virtual bool SetBodyCount(int /*count*/, std::string* error) {
    *error = "this sample has no body count";
    return false;
  }
  // The bodies it has now, for --bench's summary line; negative: not told
  // (the summary then shows --count's value, or "-").
  virtual int BodyCount() const { return -1; }
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
[[noreturn]] void RejectAlgorithm(const Scene& scene, const SceneExpectation& expectation,
                                  std::string_view accepted);

}  // namespace harness
