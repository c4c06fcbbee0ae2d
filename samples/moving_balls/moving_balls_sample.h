#pragma once

// The moving-balls sample's class, shared by moving_balls.cpp (keys, camera,
// drawing, registration) and moving_balls_panel.cpp (the panel).
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <algorithm>
#include <any>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample_api/model_sample.h"
#include "harness/shell/value_guard.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"
#include "moving_balls/moving_balls_model.h"
#include "moving_balls/moving_balls_pick.h"
#include "moving_balls/moving_balls_world.h"

namespace moving_balls {

using collide::BallBallMethod;
using collide::Vec3;
using harness::Color;
using harness::PairCheck;

constexpr double kMinMass = 1e-6;
constexpr float kSlowTurnDegPerSecond = 6.0f;
constexpr float kControlWidth = 160.0f;
constexpr std::size_t kBallsListed = 100;  // large crowds list only their first balls

constexpr Color kRoomColor{0.16f, 0.27f, 0.32f};
constexpr Color kCylinderColor{0.93f, 0.86f, 0.62f};
constexpr Color kPathColor{1.0f, 1.0f, 1.0f};
constexpr Color kMarkerColor{1.0f, 0.85f, 0.1f};
constexpr Color kAnalyticColor{0.1f, 1.0f, 0.2f};
constexpr Color kSlicedColor{1.0f, 0.5f, 0.0f};

// What the view shows; none of it changes the simulation.
struct ViewOptions {
  bool follow = false;  // the camera's target is ball 0
  bool per_ball_colors = false;
  bool trails = true;
  bool paths = true;
  bool markers = true;
};

inline std::string IdOf(BallBallMethod method) {
  return std::string(collide::AlgorithmId(method));
}

// The model (checks, scenes, undo) is ModelSample's; the mouse is
// moving_balls_pick.h's.
class MovingBallsSample final : public harness::ModelSample<Model>,
                                public harness::Pickable,
                                public harness::Scalable {
 public:
  explicit MovingBallsSample(harness::SampleHost& host) : ModelSample(host) {}

  void Initialize(int, int) override {
    const float e = static_cast<float>(model_.layout().extent);
    // After the original's camera (at (0, -50, 1000) looking down -z, 50
    // degrees, near 10, far 1700), looking slightly down, set back until the
    // room's cube shows whole in the view at any turn; the far plane keeps
    // balls above the open top in view.
    std::vector<glm::vec3> room;
    for (int k = 0; k < 8; ++k) {
      room.emplace_back((k & 1) ? e : -e, (k & 2) ? e : -e, (k & 4) ? e : -e);
    }
    camera().FrameHome(harness::CameraHome{glm::vec3(0.0f), e * 1400.0f / 320.0f, 0.0f, -20.0f,
                                           50.0f, e * 10.0f / 320.0f, e * 16.0f},
                       room);
    // The user's auto-rotate, slowed to a turn the balls can be followed in.
    camera().auto_rotate_deg_per_second = kSlowTurnDegPerSecond;
    for (const PairCheck& check : model_.results()) {
      if (!check.passed) {
        LogError(harness::MismatchSentence(check));
      }
    }
  }

  void Update(float) override {
    model_.RecheckTheirs(log());
    LogIfAny(model_.Frame());
    if (view_.follow && !camera().held && !world().balls.empty()) {
      camera().target = glm::vec3(world().balls[0].center);
    }
  }

  void Render() override;
  void UpdatePanel() override;
  bool KeyPressed(int key) override;
  // The keys KeyPressed takes and the mouse on balls (moving_balls_pick.h),
  // for the help overlay (F1).
  std::vector<harness::ControlHelp> Controls() const override {
    return {
        {"Space", "pause or resume", {GLFW_KEY_SPACE}},
        {"S", "pause, then one step", {GLFW_KEY_S}},
        {"R", "restart from the start state", {GLFW_KEY_R}},
        {"+ / -",
         "longer / shorter time step",
         {GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD, GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT}},
        {"F2", "follow ball 0 with the camera", {GLFW_KEY_F2}},
        {"Pause, then drag a ball", "move it (Ctrl+wheel: resize it)", {}},
        {"Pause, then drag a velocity arrow's tip",
         "set the ball's velocity (arrows show for up to " + std::to_string(kMaxArrows) + " balls)",
         {}}};
  }
  // Balls move, resize and take their velocity from the mouse only while
  // paused; they have no orientation.
  harness::ShapeMouse ShapeMouseActions() const override { return {true, true, true, false}; }
  std::string About() const override {
    return "Seed 002 (a tutorial on moving spheres): its Magic Room, ten balls under gravity "
           "bouncing off a floor, four walls and three infinite cylinders. Stepped with the "
           "seed's sliced search for the first ball-ball contact or the exact one, both "
           "predictions drawn. Shows how slicing finds contacts late or lets fast balls tunnel.";
  }

  // The mouse (moving_balls_pick.h): balls drag only while paused.
  harness::Pickable* picking() override { return this; }
  std::vector<harness::PickProxy> PickProxies() const override {
    return moving_balls::PickProxies(model_);
  }
  void SetHovered(const std::optional<std::string>& id) override { focus_.hovered = id; }
  void Select(const std::optional<std::string>& id) override { focus_.Select(id); }
  bool MoveShape(const std::string& id, const Vec3& delta) override {
    return MoveBallOrArrow(model_, id, delta);
  }
  bool ResizeShape(const std::string& id, double factor) override {
    return ResizeBall(model_, id, factor);
  }

  // The balls as they are at this instant, running or paused.
  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return SceneOf(model_.layout(), model_.world(), title, expect_what_is_shown);
  }
  std::string CannotSaveReason() const override { return ""; }
  // Unpaused, the balls move on their own: the undo history re-takes its
  // snapshot every frame.
  bool Running() const override { return !model_.paused(); }

  // --count (and --bench): the Magic Room filled with `count` balls, 1 to
  // kMaxCrowd, as "Fill the room" does (an edit: Restart returns to the ten
  // balls). Refused for a scene's layout, which is not the room.
  harness::Scalable* scale() override { return this; }
  bool SetBodyCount(int count, std::string* error) override;
  // The last step taken (none yet: zeros): the broad phase at its start and
  // the rest of its contact search in ms (StepReport's broad_phase_seconds,
  // narrow_phase_seconds; predictions excluded); pairs: its ball-ball
  // contacts; extra columns "candidates" (ball-ball pairs whose swept boxes
  // overlap), "contacts" (with walls and cylinders too) and "pair_tests".
  harness::StepStats LastStepStats() const override;

 private:
  const collide::BallWorld& world() const { return model_.world(); }

  void LogIfAny(const std::optional<std::string>& error) {
    if (error) {
      LogError(*error);
    }
  }

  // The S key and the Step button: pause, then one step.
  void StepPaused() {
    model_.SetPaused(true);
    LogIfAny(model_.Step());
  }

  Color BallColor(size_t i) const {
    if (view_.per_ball_colors) {
      return IndexColor(i);
    }
    return model_.in_contact(i) ? harness::colors::kRed : harness::colors::kBlue;
  }

  // The original's hook mode: the camera's target is ball 0, from closer by.
  void SetFollow(bool on) {
    view_.follow = on;
    if (!on) {
      camera().Reset();
    } else if (!world().balls.empty()) {
      camera().distance = std::max(camera().near_plane * 10.0f,
                                   static_cast<float>(world().balls[0].radius) * 12.0f);
    }
  }

  void SimulationControls();
  void StepMetrics();
  void SearchControls();
  void PaceControls();
  void ViewControls();
  void NextContactLines();
  void RoomControls();
  void ExpectationsPanel();
  void BallsPanel();
  bool BallEditor(size_t index, collide::Ball* ball);

  ViewOptions view_;
  int crowd_size_ = 200;
  harness::PickFocus focus_;  // hovered: a ball or a velocity handle
};

}  // namespace moving_balls
