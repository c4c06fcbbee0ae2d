// Seed 002's moving balls: the Magic Room (a floor, four walls, three
// infinite cylinders, ten balls under gravity) stepped by
// collide::BallSimulation, with the seed's sliced ball-ball search or the
// exact one. Red: a ball in contact during the last step; blue: not. Fading
// rings mark where contacts happened (the seed's explosions), lines show
// each ball's path through the step and where the next contact is predicted.
// The state and its changes are in moving_balls_model; here are the panel,
// the keys, the camera and the drawing.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "harness/sample.h"
#include "harness/value_guard.h"
#include "harness/widgets.h"
#include "moving_balls_model.h"
#include "moving_balls_world.h"

namespace moving_balls {
namespace {

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
  bool slow_turn = true;
  bool per_ball_colors = false;
  bool trails = true;
  bool paths = true;
  bool markers = true;
};

std::string IdOf(BallBallMethod method) {
  return std::string(collide::AlgorithmId(method));
}

class MovingBallsSample final : public harness::Sample {
 public:
  explicit MovingBallsSample(harness::SampleHost& host) : Sample(host) {}

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
    saved_auto_rotate_ = camera().auto_rotate;
    camera().auto_rotate = false;  // the sample's own slow turn instead
    for (const PairCheck& check : model_.results()) {
      if (!check.passed) {
        LogError(harness::MismatchSentence(check));
      }
    }
  }

  void Shutdown() override { camera().auto_rotate = saved_auto_rotate_; }

  void Update(float dt) override {
    if (view_.slow_turn) {
      camera().yaw_deg = std::fmod(camera().yaw_deg + kSlowTurnDegPerSecond * dt, 360.0f);
    }
    LogIfAny(model_.Frame());
    if (view_.follow && !world().balls.empty()) {
      camera().target = glm::vec3(world().balls[0].center);
    }
  }

  void Render() override;
  void UpdatePanel() override;
  bool KeyPressed(int key) override;

  std::size_t ExpectationCount() const override { return model_.layout().expect.size(); }
  std::vector<PairCheck> Check() const override { return Evaluate(model_.layout()); }

  void LoadScene(const harness::Scene& scene) override {
    model_.LoadLayout(LayoutFromScene(scene));
  }

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

  Model model_;
  ViewOptions view_;
  bool saved_auto_rotate_ = true;
  int crowd_size_ = 200;
};

void MovingBallsSample::Render() {
  const Layout& layout = model_.layout();
  const double e = layout.extent;
  for (const collide::Plane& plane : world().planes) {
    draw().WirePlane(glm::vec3(plane.point), glm::vec3(plane.normal), static_cast<float>(e),
                     kRoomColor);
  }
  for (const collide::Cylinder& cylinder : world().cylinders) {
    DrawCylinder(draw(), cylinder, e, kCylinderColor);
  }
  const auto& balls = world().balls;
  for (size_t i = 0; i < balls.size(); ++i) {
    draw().WireSphere(glm::vec3(balls[i].center), static_cast<float>(balls[i].radius),
                      BallColor(i));
  }
  // Ids: a ball's above it, a plane's and a cylinder's at its point.
  for (size_t i = 0; i < balls.size() && i < model_.ball_ids().size(); ++i) {
    draw().Text(glm::vec3(balls[i].center + Vec3(0.0, balls[i].radius, 0.0)), model_.ball_ids()[i],
                harness::colors::kWhite);
  }
  for (size_t i = 0; i < world().planes.size() && i < layout.plane_ids.size(); ++i) {
    draw().Text(glm::vec3(world().planes[i].point), layout.plane_ids[i], harness::colors::kWhite);
  }
  for (size_t i = 0; i < world().cylinders.size() && i < layout.cylinder_ids.size(); ++i) {
    draw().Text(glm::vec3(world().cylinders[i].point), layout.cylinder_ids[i],
                harness::colors::kWhite);
  }
  if (view_.trails) {
    const auto& trails = model_.trails();
    for (size_t i = 0; i < trails.size() && i < balls.size(); ++i) {
      const Color color = Mix(harness::colors::kBackground, BallColor(i), 0.6f);
      for (size_t k = 1; k < trails[i].size(); ++k) {
        draw().Line(glm::vec3(trails[i][k - 1]), glm::vec3(trails[i][k]), color);
      }
    }
  }
  if (const collide::StepReport* step = model_.last_step(); view_.paths && step) {
    DrawStepPaths(draw(), *step, balls, kPathColor);
  }
  if (view_.markers) {
    for (const Marker& m : model_.markers()) {
      const float life = static_cast<float>(m.age) / kMarkerSteps;
      draw().Marker(glm::vec3(m.point), glm::vec3(m.normal), static_cast<float>(m.size),
                    Mix(kMarkerColor, harness::colors::kBackground, life * life), life);
    }
  }
  if (const auto& c = model_.prediction(BallBallMethod::kSliced)) {
    DrawPrediction(draw(), *c, balls, kSlicedColor);
  }
  if (const auto& c = model_.prediction(BallBallMethod::kAnalytic)) {
    DrawPrediction(draw(), *c, balls, kAnalyticColor);
  }
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
      SetFollow(!view_.follow);
      return true;
    default:
      return false;
  }
}

void MovingBallsSample::UpdatePanel() {
  ImGui::TextWrapped("Source: %s", model_.layout().source.c_str());
  SimulationControls();
  SearchControls();
  PaceControls();
  ViewControls();
  NextContactLines();
  if (model_.layout().magic_room) {
    RoomControls();
  }
  if (ImGui::CollapsingHeader("Expectations (start state)", ImGuiTreeNodeFlags_DefaultOpen)) {
    ExpectationsPanel();
  }
  if (ImGui::CollapsingHeader("Balls", ImGuiTreeNodeFlags_DefaultOpen)) {
    BallsPanel();
  }
}

// Run, pause, step and restart, and what the last step did.
void MovingBallsSample::SimulationControls() {
  if (ImGui::Button(model_.paused() ? "Run (Space)" : "Pause (Space)")) {
    model_.SetPaused(!model_.paused());
  }
  ImGui::SameLine();
  if (ImGui::Button("Step (S)")) {
    StepPaused();
  }
  ImGui::SameLine();
  if (ImGui::Button("Restart (R)")) {
    model_.Restart();
  }
  ImGui::Text("step %lld, %s", model_.steps(), model_.paused() ? "paused" : "running");
  StepMetrics();
}

// The metrics line of the last step.
void MovingBallsSample::StepMetrics() {
  const collide::StepReport& m = model_.metrics();
  ImGui::Text("events %d | pair tests %lld | primitive %lld | %.3f ms", m.events,
              static_cast<long long>(m.pair_tests), static_cast<long long>(m.primitive_tests),
              m.seconds * 1000.0);
  if (m.cap_hit) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "event cap hit: %.3g of the step dropped",
                       m.time_dropped);
  }
  if (m.error) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "stopped: %s", m.error->c_str());
  }
}

// The ball-ball method (one, or both predicted), slices, full or incremental
// search.
void MovingBallsSample::SearchControls() {
  SearchSettings s = model_.search();
  bool changed = false;
  int method = static_cast<int>(s.method);
  ImGui::SetNextItemWidth(kControlWidth);
  changed |= ImGui::Combo("method", &method, "sliced (the seed's)\0analytic\0both\0");
  s.method = static_cast<Method>(method);
  harness::widgets::HelpMarker(
      "Ball against ball. sliced: the seed's search, 150 slices per step (the slice before the "
      "first overlap; a thin, fast pass can slip between slices). analytic: the exact first "
      "root. both: simulate with one, draw both predictions (orange: sliced, green: analytic). "
      "Walls and cylinders always use the seed's exact ray test.");
  if (s.method == Method::kBoth) {
    int simulated = s.both_simulates_analytic ? 1 : 0;
    ImGui::Text("simulate with");
    ImGui::SameLine();
    changed |= ImGui::RadioButton(IdOf(BallBallMethod::kSliced).c_str(), &simulated, 0);
    ImGui::SameLine();
    changed |= ImGui::RadioButton(IdOf(BallBallMethod::kAnalytic).c_str(), &simulated, 1);
    s.both_simulates_analytic = simulated == 1;
  }
  ImGui::SetNextItemWidth(kControlWidth);
  changed |=
      harness::widgets::SliderInteger("slices", &s.slices, 1, kMaxSlices, "%d", "slices", log());
  changed |= ImGui::Checkbox("full search after each contact", &s.full_search);
  ImGui::SameLine();
  harness::widgets::HelpMarker(
      "On: the seed's loop, every ball searched again over the rest of the step after each "
      "contact (sliced re-slices it). Off: only the balls a contact changed are searched again, "
      "much faster with many balls; the same contacts for analytic, while sliced keeps older "
      "slice grids for the other pairs.");
  if (changed) {
    model_.SetSearch(s);
  }
}

// The time step and how frames turn into steps.
void MovingBallsSample::PaceControls() {
  double dt = model_.time_step();
  ImGui::SetNextItemWidth(kControlWidth);
  if (harness::widgets::SliderNumber("time step (+/-)", &dt, kMinTimeStep, kMaxTimeStep, "%.2f",
                                     "time step", log())) {
    model_.SetTimeStep(dt);
  }
  Pace pace = model_.pace();
  bool changed = false;
  ImGui::SetNextItemWidth(kControlWidth);
  changed |= harness::widgets::SliderInteger("slow motion: 1 step every", &pace.slow_motion, 1,
                                             kMaxSlowMotion, "%d frames", "slow motion", log());
  ImGui::SetNextItemWidth(kControlWidth);
  changed |= harness::widgets::SliderInteger("steps per frame", &pace.steps_per_frame, 1,
                                             kMaxStepsPerFrame, "%d", "steps per frame", log());
  if (changed) {
    model_.SetPace(pace);
  }
}

// The camera, the colours and what is drawn besides the balls.
void MovingBallsSample::ViewControls() {
  bool follow = view_.follow;
  if (ImGui::Checkbox("follow ball 0 (F2)", &follow)) {
    SetFollow(follow);
  }
  ImGui::SameLine();
  ImGui::Checkbox("slow turn", &view_.slow_turn);
  ImGui::Checkbox("colours by index", &view_.per_ball_colors);
  ImGui::SameLine();
  ImGui::Checkbox("trails", &view_.trails);
  ImGui::SameLine();
  ImGui::Checkbox("paths", &view_.paths);
  SearchSettings s = model_.search();
  if (ImGui::Checkbox("prediction", &s.predict)) {
    model_.SetSearch(s);
  }
  ImGui::SameLine();
  ImGui::Checkbox("contact markers", &view_.markers);
}

// The next step's first contact, per predicted method.
void MovingBallsSample::NextContactLines() {
  const SearchSettings& s = model_.search();
  if (!s.predict) {
    return;
  }
  for (const BallBallMethod method : {BallBallMethod::kSliced, BallBallMethod::kAnalytic}) {
    const Method other = method == BallBallMethod::kSliced ? Method::kAnalytic : Method::kSliced;
    if (s.method == other) {
      continue;
    }
    const std::string name = IdOf(method);
    const std::optional<collide::Contact>& c = model_.prediction(method);
    if (!c) {
      ImGui::TextDisabled("next contact (%s): none in the next step", name.c_str());
      continue;
    }
    ImGui::TextWrapped("next contact (%s): %s", name.c_str(),
                       DescribeContact(*c, model_.ball_ids(), model_.layout()).c_str());
  }
}

// The Magic Room's extras: its original numbers, a crowd.
void MovingBallsSample::RoomControls() {
  if (ImGui::Button("Original numbers")) {
    model_.SetOriginalNumbers(!model_.original_numbers());
  }
  harness::widgets::HelpMarker(
      "Switches between the room with ball 3 moved inside (default) and the original numbers, "
      "where ball 3 starts outside the back wall and stays outside.");
  if (ImGui::Button("Fill the room")) {
    model_.FillRoom(crowd_size_);
  }
  ImGui::SameLine();
  ImGui::SetNextItemWidth(140);
  harness::widgets::SliderInteger("##crowd", &crowd_size_, 1, kMaxCrowd, "with %d balls",
                                  "crowd size", log());
}

void MovingBallsSample::ExpectationsPanel() {
  const std::vector<PairCheck>& results = model_.results();
  harness::widgets::ExpectationSummary(results, ExpectationCount());
  harness::widgets::HelpMarker(
      "Each row: moving in straight lines with their start velocities (gravity and every other "
      "shape ignored), a and b first touch at this time within the scene's step (\"no "
      "contact\": not within it). Edits change the running simulation only; Restart returns to "
      "the start.");
  // Columns share the panel's width; long ids and times wrap.
  const ImGuiTableFlags flags =
      ImGuiTableFlags_Borders | ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp;
  if (!ImGui::BeginTable("expectations", 5, flags)) {
    return;
  }
  for (const char* name : {"a", "b", "algorithm", "expected", "actual"}) {
    ImGui::TableSetupColumn(name, ImGuiTableColumnFlags_WidthStretch,
                            name[1] == '\0' ? 1.0f : 1.5f);
  }
  ImGui::TableHeadersRow();
  for (const PairCheck& check : results) {
    ImGui::TableNextRow();
    if (!check.passed) {
      harness::widgets::MarkMismatchRow();
    }
    for (const std::string& text :
         {check.a, check.b, check.algorithm, harness::Describe(check.expected),
          harness::Describe(check.actual)}) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", text.c_str());
    }
  }
  ImGui::EndTable();
}

void MovingBallsSample::BallsPanel() {
  if (ImGui::Button("Add ball")) {
    LogInfo("added ball " + model_.AddBall() + " (Restart removes it)");
  }
  ImGui::SameLine();
  ImGui::TextDisabled(model_.paused() ? "paused: edit any value" : "pause (Space) to edit");
  std::optional<size_t> remove;
  const std::vector<collide::Ball>& balls = model_.world().balls;
  const size_t shown = std::min(balls.size(), kBallsListed);
  for (size_t i = 0; i < shown; ++i) {
    ImGui::PushID(static_cast<int>(i));
    harness::widgets::ColorSwatch("##colour", BallColor(i));
    ImGui::SameLine();
    ImGui::Text("ball %s", model_.ball_ids()[i].c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    collide::Ball b = balls[i];
    if (!model_.paused()) {
      ImGui::TextDisabled("(%.1f, %.1f, %.1f)  v (%.2f, %.2f, %.2f)", b.center.x, b.center.y,
                          b.center.z, b.velocity.x, b.velocity.y, b.velocity.z);
    } else if (BallEditor(i, &b)) {
      model_.EditBall(i, b);
    }
    ImGui::PopID();
  }
  if (shown < balls.size()) {
    ImGui::TextDisabled("... and %zu more", balls.size() - shown);
  }
  if (remove) {
    LogInfo("removed ball " + model_.ball_ids()[*remove] + " (Restart brings it back)");
    model_.RemoveBall(*remove);
  }
}

// A paused ball's centre, velocity, radius and mass; true when one changed.
bool MovingBallsSample::BallEditor(size_t index, collide::Ball* b) {
  const std::string what = "ball " + model_.ball_ids()[index];
  bool changed = false;
  changed |= harness::widgets::EditVec3("centre", &b->center, what + " centre", log());
  changed |= harness::widgets::EditVec3("velocity", &b->velocity, what + " velocity", log());
  changed |= harness::widgets::EditNumber("radius", &b->radius, 0.0, harness::kMaxEditableMagnitude,
                                          what + " radius", log());
  changed |= harness::widgets::EditNumber("mass", &b->mass, kMinMass,
                                          harness::kMaxEditableMagnitude, what + " mass", log());
  return changed;
}

const harness::SampleRegistration kRegistration{
    {kSampleId, "Moving spheres", "Moving balls (Magic Room)",
     [](harness::SampleHost& host) { return std::make_unique<MovingBallsSample>(host); }}};

}  // namespace
}  // namespace moving_balls
