#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/camera.h"
#include "harness/check.h"
#include "harness/draw.h"
#include "harness/log.h"
#include "harness/sample_registry.h"
#include "harness/scene.h"

namespace harness {

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
