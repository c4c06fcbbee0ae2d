// Seed 002's moving balls: the Magic Room (a floor, four walls, three
// infinite cylinders, ten balls under gravity) stepped by
// collide::BallSimulation, with the seed's sliced ball-ball search or the
// exact one. Red: a ball in contact during the last step; blue: not. Fading
// rings mark where contacts happened (the seed's explosions), lines show
// each ball's path through the step and where the next contact is predicted.
// The state is moving_balls_model's, the run's drawing, mouse and controls
// harness/moving_spheres' and widgets/ball_run_controls'; here are the
// panel's order, the keys, the camera and the Magic Room's extras.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "collide/registry/contact_time_functions.h"
#include "harness/layout_engine/why_reader.h"
#include "harness/moving_spheres/ball_view.h"
#include "harness/moving_spheres/ball_why.h"
#include "harness/sample_api/model_sample.h"
#include "harness/sample_api/sample_registry.h"
#include "harness/widgets/about_fold.h"
#include "harness/widgets/ball_run_controls.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/why_panel.h"
#include "harness/widgets/widgets.h"
#include "moving_balls/moving_balls_model.h"

namespace moving_balls {
namespace {

namespace widgets = harness::widgets;
using collide::Vec3;
using harness::PairCheck;

constexpr float kSlowTurnDegPerSecond = 6.0f;
constexpr std::size_t kBallsListed = 100;  // large crowds list only their first balls

// The model (checks, scenes, undo) is ModelSample's; the mouse is
// harness/moving_spheres/ball_view.h's.
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
    if (follow_ && !camera().held && !model_.world().balls.empty()) {
      camera().target = glm::vec3(model_.world().balls[0].center);
    }
  }

  void Render() override {
    view_.eye = collide::Vec3(camera().Position());
    view_.pairs = &pairs_;
    harness::DrawBallRun(draw(), model_, model_.layout(), view_, focus_.hovered);
    ExplainSoloPair();
    harness::widgets::DrawWhyStep(draw(), why_, static_cast<float>(model_.layout().extent));
  }
  void UpdatePanel() override;
  bool KeyPressed(int key) override;
  // The keys KeyPressed takes and the mouse on balls, for the help overlay (F1).
  std::vector<harness::ControlHelp> Controls() const override {
    std::vector<harness::ControlHelp> controls = {
        {"Space", "pause or resume", {GLFW_KEY_SPACE}},
        {"S", "pause, then one step", {GLFW_KEY_S}},
        {"R", "restart from the start state", {GLFW_KEY_R}},
        {"+ / -",
         "longer / shorter time step",
         {GLFW_KEY_EQUAL, GLFW_KEY_KP_ADD, GLFW_KEY_MINUS, GLFW_KEY_KP_SUBTRACT}},
        {"F2", "follow ball 0 with the camera", {GLFW_KEY_F2}},
        {"Click a row of the table",
         "solo its pair: the rest fade (a second click, Esc or a click on nothing ends it)",
         {}},
        {"Pause, then drag a ball", "move it (Ctrl+wheel: resize it)", {}},
        {"Pause, then drag a velocity arrow's tip",
         "set the ball's velocity (arrows show for up to " + std::to_string(harness::kMaxArrows) +
             " balls)",
         {}}};
    if (pairs_.solo()) {
      controls.push_back({"Left / Right",
                          "step back / on through the selected pair's Why",
                          {GLFW_KEY_LEFT, GLFW_KEY_RIGHT}});
    }
    return controls;
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

  // Balls a few pixels across read as balls lit, as flat rings drawn by
  // their edges.
  harness::ShapeLook DefaultLook() const override { return harness::ShapeLook::kSolid; }

  harness::Pickable* picking() override { return this; }
  std::vector<harness::PickProxy> PickProxies() const override {
    return harness::BallPickProxies(model_, harness::ArrowScale(model_.layout()));
  }
  void SetHovered(const std::optional<std::string>& id) override { focus_.hovered = id; }
  void Select(const std::optional<std::string>& id) override {
    if (const auto said = pairs_.Select(focus_, id)) {  // a click on empty space ends the solo too
      LogInfo(*said);
    }
  }
  // Shift+click: the selected ball and this one solo'd, as a click on
  // their row would.
  void SelectAlso(const std::string& id) override {
    if (const auto said = pairs_.SelectAlso(focus_, id, PickProxies())) {
      LogInfo(*said);
    }
  }
  std::vector<std::string> SelectedShapes() const override { return pairs_.SelectedShapes(focus_); }
  bool MoveShape(const std::string& id, const Vec3& delta) override {
    return harness::MoveBallOrArrow(model_, harness::ArrowScale(model_.layout()), id, delta);
  }
  bool ResizeShape(const std::string& id, double factor) override {
    return harness::ResizeBall(model_, id, factor);
  }

  // The balls as they are at this instant, running or paused.
  std::optional<harness::Scene> SceneToSave(const std::string& title,
                                            bool expect_what_is_shown) const override {
    return harness::SceneOfBalls(model_.layout(), model_.world(), model_.ball_ids(), kSampleId,
                                 title, expect_what_is_shown);
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

  // The original's hook mode: the camera's target is ball 0, from closer by.
  void SetFollow(bool on) {
    follow_ = on;
    if (!on) {
      camera().Reset();
    } else if (!model_.world().balls.empty()) {
      camera().distance = std::max(camera().near_plane * 10.0f,
                                   static_cast<float>(model_.world().balls[0].radius) * 12.0f);
    }
  }

  // The Why of the solo'd pair (harness/moving_spheres/ball_why.h) as the
  // balls are now, made again with each step and edit, so that the marks
  // drawn are where the balls are drawn: while the room runs it follows
  // them frame by frame; paused, it holds, and follows a drag.
  void ExplainSoloPair();
  // What the Why is of: the start state (the rows' own question) or the
  // balls at this step, which the rows do not ask about.
  std::string WhyNote() const {
    const bool at_start = why_.why() != nullptr && !why_.why()->questions.empty() &&
                          !why_.why()->questions.front().expected.empty();
    return at_start ? "The start state, as the rows ask, over one step."
                    : "The balls as they are now (step " + std::to_string(model_.steps()) +
                          "), over the next step; the rows ask about the start state (R).";
  }

  void SimulationControls();
  void ViewControls();
  void RoomControls();
  void ExpectationsPanel();

  bool follow_ = false;  // the camera's target is ball 0
  harness::BallViewOptions view_;
  int crowd_size_ = 200;
  harness::PickFocus focus_;  // hovered: a ball or a velocity handle
  harness::PairFocus pairs_;  // a row's pair singled out in the view
  harness::WhyReader why_;
};

// The table first (issue 35), then the run's controls, the balls, About.
void MovingBallsSample::UpdatePanel() {
  if (ImGui::CollapsingHeader("Expectations (start state)", ImGuiTreeNodeFlags_DefaultOpen)) {
    ExpectationsPanel();
  }
  ExplainSoloPair();
  widgets::WhyPanel(why_, "contact_time", WhyNote());
  SimulationControls();
  widgets::BallSearchControls(model_, log());
  widgets::BallPaceControls(model_, log());
  ViewControls();
  widgets::NextContactLines(model_, model_.layout());
  if (model_.layout().magic_room) {
    RoomControls();
  }
  if (widgets::ShapesHeader("Balls", focus_)) {
    widgets::BallsList(model_, model_.layout(), focus_, view_.per_ball_colors, kBallsListed, log());
  }
  widgets::FoldedAbout(About() + "\nSource: " + model_.layout().source);
}

void MovingBallsSample::ExplainSoloPair() {
  const auto& solo = pairs_.solo();
  if (!solo) {
    why_.Clear();
    return;
  }
  const harness::WhyVersion version{static_cast<std::uint64_t>(model_.steps()), model_.revision(),
                                    collide::ContactTimeFunctions::Global().generation()};
  why_.Show(solo->a + '\0' + solo->b, version, [&] {
    return harness::ExplainBallsNow(model_.layout(), model_.world(), model_.ball_ids(), solo->a,
                                    solo->b);
  });
}

// Run, pause, step and restart, and what the last step did.
void MovingBallsSample::SimulationControls() {
  if (ImGui::Button(model_.paused() ? "Run (Space)" : "Pause (Space)")) {
    model_.SetPaused(!model_.paused());
  }
  widgets::SameLineIfRoom(widgets::ButtonWidth("Step (S)"));
  if (ImGui::Button("Step (S)")) {
    StepPaused();
  }
  widgets::SameLineIfRoom(widgets::ButtonWidth("Restart (R)"));
  if (ImGui::Button("Restart (R)")) {
    model_.Restart();
  }
  ImGui::Text("step %lld, %s", model_.steps(), model_.paused() ? "paused" : "running");
  widgets::BallStepMetrics(model_.metrics());
}

// The camera, the colours and what is drawn besides the balls.
void MovingBallsSample::ViewControls() {
  bool follow = follow_;
  if (ImGui::Checkbox("follow ball 0 (F2)", &follow)) {
    SetFollow(follow);
  }
  ImGui::Checkbox("colours by index", &view_.per_ball_colors);
  widgets::SameLineIfRoom(widgets::CheckboxWidth("trails"));
  ImGui::Checkbox("trails", &view_.trails);
  widgets::SameLineIfRoom(widgets::CheckboxWidth("paths"));
  ImGui::Checkbox("paths", &view_.paths);
  harness::BallSearch s = model_.search();
  if (ImGui::Checkbox("prediction", &s.predict)) {
    model_.SetSearch(s);
  }
  widgets::SameLineIfRoom(widgets::CheckboxWidth("contact markers"));
  ImGui::Checkbox("contact markers", &view_.markers);
}

// The Magic Room's extras: its original numbers, a crowd.
void MovingBallsSample::RoomControls() {
  if (ImGui::Button("Original numbers")) {
    model_.SetOriginalNumbers(!model_.original_numbers());
  }
  widgets::HelpMarker(
      "Switches between the room with ball 3 moved inside (default) and the original numbers, "
      "where ball 3 starts outside the back wall and stays outside.");
  if (ImGui::Button("Fill the room")) {
    model_.FillRoom(crowd_size_);
  }
  widgets::SameLineIfRoom(140.0f);
  ImGui::SetNextItemWidth(widgets::FieldWidth(140.0f, ""));
  widgets::SliderInteger("##crowd", &crowd_size_, 1, kMaxCrowd, "with %d balls", "crowd size",
                         log());
}

void MovingBallsSample::ExpectationsPanel() {
  const std::vector<PairCheck>& results = model_.results();
  widgets::ExpectationSummary(results, ExpectationCount(), false, model_.theirs().checks());
  widgets::DisagreementSummary(model_.theirs().disagreements());
  widgets::HelpMarker(
      "Each row: moving in straight lines with their start velocities (gravity and every other "
      "shape ignored), a and b first touch at this time within the scene's step (\"no "
      "contact\": not within it). Edits change the running simulation only; Restart returns to "
      "the start. With a plugin, \"your code\" shows its cl_ball_ball_time_of_impact's "
      "answer for each analytic ball-ball row, orange where it is not ours.");
  widgets::PairFocusTable("expectations", results, focus_, pairs_, model_.theirs().checks());
}

bool MovingBallsSample::KeyPressed(int key) {
  switch (key) {
    case GLFW_KEY_SPACE:
      model_.SetPaused(!model_.paused());
      return true;
    case GLFW_KEY_S:
      StepPaused();
      return true;
    case GLFW_KEY_R:
      model_.Restart();
      return true;
    case GLFW_KEY_EQUAL:
    case GLFW_KEY_KP_ADD:
      model_.NudgeTimeStep(+1);
      return true;
    case GLFW_KEY_MINUS:
    case GLFW_KEY_KP_SUBTRACT:
      model_.NudgeTimeStep(-1);
      return true;
    case GLFW_KEY_F2:
      SetFollow(!follow_);
      return true;
    case GLFW_KEY_LEFT:
    case GLFW_KEY_RIGHT:
      return pairs_.solo() && why_.Step(key == GLFW_KEY_RIGHT ? 1 : -1);
    case GLFW_KEY_ESCAPE:  // ends a solo'd pair before it quits
      if (pairs_.ClearSolo()) {
        LogInfo("cleared the selected pair");
        return true;
      }
      return false;
    default:
      return false;
  }
}

bool MovingBallsSample::SetBodyCount(int count, std::string* error) {
  if (count < 1 || count > kMaxCrowd) {
    *error = "moving-balls takes 1 to " + std::to_string(kMaxCrowd) + " balls, not " +
             std::to_string(count);
    return false;
  }
  if (!model_.layout().magic_room) {
    *error = "moving-balls fills the Magic Room with balls; a scene's layout takes no count";
    return false;
  }
  crowd_size_ = count;
  model_.FillRoom(count);
  return true;
}

harness::StepStats MovingBallsSample::LastStepStats() const {
  const collide::StepReport& m = model_.metrics();
  long long ball_contacts = 0;
  for (const collide::Contact& c : m.contacts) {
    ball_contacts += c.kind == collide::ContactKind::kBallBall ? 1 : 0;
  }
  harness::StepStats stats;
  stats.broadphase_ms = m.broad_phase_seconds * 1000.0;
  stats.narrowphase_ms = m.narrow_phase_seconds * 1000.0;
  stats.pairs = ball_contacts;
  stats.extra_names = {"candidates", "contacts", "pair_tests"};
  stats.extra_values = {static_cast<double>(m.candidate_pairs),
                        static_cast<double>(m.contacts.size()), static_cast<double>(m.pair_tests)};
  return stats;
}

const harness::SampleRegistration kRegistration{
    {kSampleId, "Moving spheres", "Moving balls (Magic Room)",
     [](harness::SampleHost& host) { return std::make_unique<MovingBallsSample>(host); }}};

}  // namespace
}  // namespace moving_balls
