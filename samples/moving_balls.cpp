// Seed 002's moving balls: the Magic Room (a floor, four walls, three
// infinite cylinders, ten balls under gravity) stepped by
// collide::BallSimulation, with the seed's sliced ball-ball search or the
// exact one. Red: a ball in contact during the last step; blue: not. Fading
// rings mark where contacts happened (the seed's explosions), lines show
// each ball's path through the step and where the next contact is predicted.
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <string>
#include <vector>

#include "collide/magic_room.h"
#include "harness/sample.h"
#include "harness/value_guard.h"
#include "harness/widgets.h"
#include "moving_balls_world.h"

namespace moving_balls {
namespace {

using collide::BallBallMethod;
using collide::Vec3;
using harness::Color;
using harness::PairCheck;

enum class Method { sliced, analytic, both };

constexpr int kMaxMarkers = 20;       // the original's explosions at once
constexpr size_t kTrailPoints = 300;  // a step's end and its contacts
constexpr double kMinMass = 1e-6;
constexpr double kMinTimeStep = 0.01;
constexpr double kMaxTimeStep = 5.0;
constexpr float kSlowTurnDegPerSecond = 6.0f;

constexpr Color kBackground{95 / 255.0f, 158 / 255.0f, 160 / 255.0f};
constexpr Color kRoomColor{0.16f, 0.27f, 0.32f};
constexpr Color kCylinderColor{0.93f, 0.86f, 0.62f};
constexpr Color kPathColor{1.0f, 1.0f, 1.0f};
constexpr Color kMarkerColor{1.0f, 0.85f, 0.1f};
constexpr Color kAnalyticColor{0.1f, 1.0f, 0.2f};
constexpr Color kSlicedColor{1.0f, 0.5f, 0.0f};

class MovingBallsSample final : public harness::Sample {
 public:
  explicit MovingBallsSample(harness::SampleHost& host)
      : Sample(host), initial_(MagicRoomLayout()), simulation_(initial_.world) {
    Restart();
  }

  void Initialize(int, int) override {
    const float e = static_cast<float>(initial_.extent);
    // After the original's camera (at (0, -50, 1000) looking down -z, 50
    // degrees, near 10, far 1700), set back and looking slightly down so the
    // whole room and its floor show beside the panels; the far plane keeps
    // balls above the open top in view.
    camera().SetHome(harness::CameraHome{glm::vec3(0.0f, -e * 190.0f / 320.0f, 0.0f),
                                         e * 1400.0f / 320.0f, 0.0f, -20.0f, 50.0f,
                                         e * 10.0f / 320.0f, e * 16.0f});
    saved_auto_rotate_ = camera().auto_rotate;
    camera().auto_rotate = false;  // the sample's own slow turn instead
    for (const PairCheck& check : results_) {
      if (!check.passed) {
        LogError(check.message);
      }
    }
  }

  void Shutdown() override { camera().auto_rotate = saved_auto_rotate_; }

  void Update(float dt) override {
    if (slow_turn_) {
      camera().yaw_deg = std::fmod(camera().yaw_deg + kSlowTurnDegPerSecond * dt, 360.0f);
    }
    if (!paused_ && ++frame_ % slow_motion_ == 0) {
      for (int i = 0; i < steps_per_frame_; ++i) {
        Step();
      }
    }
    if (follow_ && !world().balls.empty()) {
      camera().target = glm::vec3(world().balls[0].center);
    }
  }

  void Render() override;
  void UpdatePanel() override;
  bool KeyPressed(int key) override;

  std::vector<PairCheck> Check() override { return Evaluate(initial_); }

  void LoadScene(const harness::Scene& scene) override {
    initial_ = LayoutFromScene(scene);
    results_ = Evaluate(initial_);
    time_step_ = initial_.world.time_step;
    Restart();
  }

 private:
  collide::BallWorld& world() { return simulation_.world(); }

  // Back to the layout's start state; settings (method, slices, time step)
  // stay as they are.
  void Restart() {
    simulation_.world() = initial_.world;
    if (time_step_ > 0.0) {
      simulation_.world().time_step = time_step_;
    }
    time_step_ = simulation_.world().time_step;
    ball_ids_ = initial_.ball_ids;
    results_ = Evaluate(initial_);
    markers_.clear();
    in_contact_.assign(world().balls.size(), 0);
    RestartTrails();
    have_step_ = false;
    steps_ = 0;
    metrics_ = {};
    ApplySettings();
  }

  void ApplySettings() {
    auto& s = simulation_.settings();
    s.method = SimulatedMethod();
    s.slices = slices_;
    s.search = full_search_ ? collide::ContactSearch::full : collide::ContactSearch::incremental;
    s.predict_next_contact = false;  // Predict() does it, for one method or both
    Predict();
  }

  BallBallMethod SimulatedMethod() const {
    if (method_ == Method::both) {
      return both_simulates_analytic_ ? BallBallMethod::analytic : BallBallMethod::sliced;
    }
    return method_ == Method::analytic ? BallBallMethod::analytic : BallBallMethod::sliced;
  }

  void Predict() {
    prediction_sliced_.reset();
    prediction_analytic_.reset();
    if (!show_prediction_) {
      return;
    }
    collide::BallSimulationSettings s = simulation_.settings();
    if (method_ != Method::analytic) {
      s.method = BallBallMethod::sliced;
      prediction_sliced_ = collide::predict_next_contact(world(), s);
    }
    if (method_ != Method::sliced) {
      s.method = BallBallMethod::analytic;
      prediction_analytic_ = collide::predict_next_contact(world(), s);
    }
  }

  void Step() {
    const collide::StepReport& report = simulation_.step();
    ++steps_;
    have_step_ = !report.error.has_value();
    metrics_ = report;
    if (report.error) {
      if (!error_logged_) {
        LogError("simulation stopped: " + *report.error);
        error_logged_ = true;
      }
      return;
    }
    error_logged_ = false;
    const auto& balls = world().balls;
    std::fill(in_contact_.begin(), in_contact_.end(), 0);
    for (Marker& m : markers_) {
      ++m.age;
    }
    std::erase_if(markers_, [](const Marker& m) { return m.age >= kMarkerSteps; });
    const auto extend_trail = [this](size_t i, const Vec3& p) {
      trails_[i].push_back(p);
      if (trails_[i].size() > kTrailPoints) {
        trails_[i].pop_front();
      }
    };
    for (const collide::Contact& c : report.contacts) {
      in_contact_[c.ball] = 1;
      extend_trail(c.ball, c.ball_center);
      if (c.kind == collide::ContactKind::ball_ball) {
        in_contact_[c.other] = 1;
        extend_trail(c.other, c.other_center);
      }
      if (static_cast<int>(markers_.size()) >= kMaxMarkers) {
        markers_.pop_front();
      }
      markers_.push_back({c.point, c.normal, balls[c.ball].radius, 0});
    }
    for (size_t i = 0; i < balls.size(); ++i) {
      extend_trail(i, balls[i].center);
    }
    Predict();
  }

  // After an edit, add or remove: the last step's paths and contacts no
  // longer describe the balls.
  void Edited() {
    have_step_ = false;
    in_contact_.assign(world().balls.size(), 0);
    RestartTrails();
    Predict();
  }

  // Trails start where the balls are now.
  void RestartTrails() {
    trails_.clear();
    for (const collide::Ball& b : world().balls) {
      trails_.push_back({b.center});
    }
  }

  Color BallColor(size_t i) const {
    if (per_ball_colors_) {
      return IndexColor(i);
    }
    return i < in_contact_.size() && in_contact_[i] ? harness::colors::kRed
                                                    : harness::colors::kBlue;
  }

  // The original's hook mode: the camera's target is ball 0, from closer by.
  void SetFollow(bool on) {
    follow_ = on;
    if (!on) {
      camera().Reset();
    } else if (!world().balls.empty()) {
      camera().distance = std::max(camera().near_plane * 10.0f,
                                   static_cast<float>(world().balls[0].radius) * 12.0f);
    }
  }

  void AddBall();
  void RemoveBall(size_t index);
  void ControlsPanel();
  void BallsPanel();
  void ExpectationsPanel();

  Layout initial_;
  collide::BallSimulation simulation_;
  std::vector<std::string> ball_ids_;
  std::vector<PairCheck> results_;
  collide::StepReport metrics_;
  std::optional<collide::Contact> prediction_sliced_;
  std::optional<collide::Contact> prediction_analytic_;
  std::deque<Marker> markers_;
  std::vector<std::deque<Vec3>> trails_;
  std::vector<char> in_contact_;
  bool have_step_ = false;
  bool error_logged_ = false;
  long long steps_ = 0;
  long long frame_ = 0;

  // Settings.
  bool paused_ = false;
  Method method_ = Method::both;
  bool both_simulates_analytic_ = false;
  int slices_ = collide::kSeedSliceCount;
  // The seed's loop by default: after each contact everything is searched
  // again and the sliced search re-slices what is left of the step.
  bool full_search_ = true;
  double time_step_ = 0.0;
  int slow_motion_ = 1;  // one step every this many frames
  int steps_per_frame_ = 1;
  bool follow_ = false;
  bool slow_turn_ = true;
  bool saved_auto_rotate_ = true;
  bool per_ball_colors_ = false;
  bool show_trails_ = true;
  bool show_paths_ = true;
  bool show_prediction_ = true;
  bool show_markers_ = true;
  bool faithful_ = false;
  int crowd_size_ = 200;
};

void MovingBallsSample::Render() {
  const double e = initial_.extent;
  for (const collide::Plane& plane : world().planes) {
    DrawPlane(draw(), plane, e, kRoomColor);
  }
  for (const collide::Cylinder& cylinder : world().cylinders) {
    DrawCylinder(draw(), cylinder, e, kCylinderColor);
  }
  const auto& balls = world().balls;
  for (size_t i = 0; i < balls.size(); ++i) {
    draw().WireSphere(glm::vec3(balls[i].center), static_cast<float>(balls[i].radius),
                      BallColor(i));
  }
  if (show_trails_) {
    for (size_t i = 0; i < trails_.size() && i < balls.size(); ++i) {
      const Color color = Mix(kBackground, BallColor(i), 0.6f);
      for (size_t k = 1; k < trails_[i].size(); ++k) {
        draw().Line(glm::vec3(trails_[i][k - 1]), glm::vec3(trails_[i][k]), color);
      }
    }
  }
  if (show_paths_ && have_step_) {
    DrawStepPaths(draw(), simulation_.last_step(), balls, kPathColor);
  }
  if (show_markers_) {
    for (const Marker& m : markers_) {
      DrawMarker(draw(), m, kMarkerColor, kBackground);
    }
  }
  if (prediction_sliced_) {
    DrawPrediction(draw(), *prediction_sliced_, balls, kSlicedColor);
  }
  if (prediction_analytic_) {
    DrawPrediction(draw(), *prediction_analytic_, balls, kAnalyticColor);
  }
}

bool MovingBallsSample::KeyPressed(int key) {
  switch (key) {
    case GLFW_KEY_SPACE:
      paused_ = !paused_;
      return true;
    case GLFW_KEY_S:
      paused_ = true;
      Step();
      return true;
    case GLFW_KEY_R:
      Restart();
      return true;
    case GLFW_KEY_EQUAL:
    case GLFW_KEY_KP_ADD:
    case GLFW_KEY_MINUS:
    case GLFW_KEY_KP_SUBTRACT: {
      const double sign = (key == GLFW_KEY_EQUAL || key == GLFW_KEY_KP_ADD) ? 1.0 : -1.0;
      const double dt = std::round((world().time_step + 0.1 * sign) * 1e9) / 1e9;
      world().time_step = std::clamp(dt, kMinTimeStep, kMaxTimeStep);
      time_step_ = world().time_step;
      Predict();
      return true;
    }
    case GLFW_KEY_F2:
      SetFollow(!follow_);
      return true;
    default:
      return false;
  }
}

void MovingBallsSample::AddBall() {
  auto& balls = world().balls;
  const double e = initial_.extent;
  const double r = balls.empty() ? e / 16.0 : balls.back().radius;
  const Vec3 spot = FreeSpot(world(), r, e);
  int next = static_cast<int>(balls.size());
  while (std::find(ball_ids_.begin(), ball_ids_.end(), std::to_string(next)) != ball_ids_.end()) {
    ++next;
  }
  // A horizontal velocity of e/64 a unit of time, turned by the golden angle
  // from one added ball to the next.
  const double angle = 2.399963 * static_cast<double>(next);
  balls.push_back({spot, Vec3(std::cos(angle), 0.0, std::sin(angle)) * (e / 64.0), r, 1.0});
  ball_ids_.push_back(std::to_string(next));
  LogInfo("added ball " + ball_ids_.back() + " (Restart removes it)");
  Edited();
}

void MovingBallsSample::RemoveBall(size_t index) {
  auto& balls = world().balls;
  LogInfo("removed ball " + ball_ids_[index] + " (Restart brings it back)");
  balls.erase(balls.begin() + static_cast<std::ptrdiff_t>(index));
  ball_ids_.erase(ball_ids_.begin() + static_cast<std::ptrdiff_t>(index));
  markers_.clear();
  Edited();
}

void MovingBallsSample::UpdatePanel() {
  ImGui::TextWrapped("Source: %s", initial_.source.c_str());
  ControlsPanel();
  if (ImGui::CollapsingHeader("Expectations (start state)", ImGuiTreeNodeFlags_DefaultOpen)) {
    ExpectationsPanel();
  }
  if (ImGui::CollapsingHeader("Balls", ImGuiTreeNodeFlags_DefaultOpen)) {
    BallsPanel();
  }
}

void MovingBallsSample::ControlsPanel() {
  if (ImGui::Button(paused_ ? "Run (Space)" : "Pause (Space)")) {
    paused_ = !paused_;
  }
  ImGui::SameLine();
  if (ImGui::Button("Step (S)")) {
    paused_ = true;
    Step();
  }
  ImGui::SameLine();
  if (ImGui::Button("Restart (R)")) {
    Restart();
  }
  ImGui::Text("step %lld, %s", steps_, paused_ ? "paused" : "running");

  // The metrics line of the last step.
  const collide::StepReport& m = metrics_;
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

  bool changed = false;
  int method = static_cast<int>(method_);
  ImGui::SetNextItemWidth(160);
  changed |= ImGui::Combo("method", &method, "sliced (the seed's)\0analytic\0both\0");
  method_ = static_cast<Method>(method);
  harness::widgets::HelpMarker(
      "Ball against ball. sliced: the seed's search, 150 slices per step (the slice before the "
      "first overlap; a thin, fast pass can slip between slices). analytic: the exact first "
      "root. both: simulate with one, draw both predictions (orange: sliced, green: analytic). "
      "Walls and cylinders always use the seed's exact ray test.");
  if (method_ == Method::both) {
    int simulated = both_simulates_analytic_ ? 1 : 0;
    ImGui::Text("simulate with");
    ImGui::SameLine();
    changed |= ImGui::RadioButton("sliced", &simulated, 0);
    ImGui::SameLine();
    changed |= ImGui::RadioButton("analytic", &simulated, 1);
    both_simulates_analytic_ = simulated == 1;
  }
  ImGui::SetNextItemWidth(160);
  changed |= ImGui::SliderInt("slices", &slices_, 1, 2000, "%d", ImGuiSliderFlags_AlwaysClamp);
  changed |= ImGui::Checkbox("full search after each contact", &full_search_);
  ImGui::SameLine();
  harness::widgets::HelpMarker(
      "On: the seed's loop, every ball searched again over the rest of the step after each "
      "contact (sliced re-slices it). Off: only the balls a contact changed are searched again, "
      "much faster with many balls; the same contacts for analytic, while sliced keeps older "
      "slice grids for the other pairs.");
  double dt = world().time_step;
  const double dt_min = kMinTimeStep;
  const double dt_max = kMaxTimeStep;
  ImGui::SetNextItemWidth(160);
  if (ImGui::SliderScalar("time step (+/-)", ImGuiDataType_Double, &dt, &dt_min, &dt_max, "%.2f",
                          ImGuiSliderFlags_AlwaysClamp) &&
      harness::GuardEditedValue(&dt, world().time_step, dt_min, dt_max, "time step", log())) {
    world().time_step = dt;
    time_step_ = dt;
    changed = true;
  }
  ImGui::SetNextItemWidth(160);
  ImGui::SliderInt("slow motion: 1 step every", &slow_motion_, 1, 60, "%d frames",
                   ImGuiSliderFlags_AlwaysClamp);
  ImGui::SetNextItemWidth(160);
  ImGui::SliderInt("steps per frame", &steps_per_frame_, 1, 50, "%d", ImGuiSliderFlags_AlwaysClamp);
  bool follow = follow_;
  if (ImGui::Checkbox("follow ball 0 (F2)", &follow)) {
    SetFollow(follow);
  }
  ImGui::SameLine();
  ImGui::Checkbox("slow turn", &slow_turn_);
  ImGui::Checkbox("colours by index", &per_ball_colors_);
  ImGui::SameLine();
  ImGui::Checkbox("trails", &show_trails_);
  ImGui::SameLine();
  ImGui::Checkbox("paths", &show_paths_);
  changed |= ImGui::Checkbox("prediction", &show_prediction_);
  ImGui::SameLine();
  ImGui::Checkbox("contact markers", &show_markers_);
  if (changed) {
    ApplySettings();
  }
  const auto describe = [this](const char* name, const std::optional<collide::Contact>& c) {
    if (!c) {
      ImGui::TextDisabled("next contact (%s): none in the next step", name);
      return;
    }
    ImGui::TextWrapped("next contact (%s): %s", name,
                       DescribeContact(*c, ball_ids_, initial_).c_str());
  };
  if (show_prediction_ && method_ != Method::analytic) {
    describe("sliced", prediction_sliced_);
  }
  if (show_prediction_ && method_ != Method::sliced) {
    describe("analytic", prediction_analytic_);
  }
  if (initial_.magic_room) {
    if (ImGui::Button("Original numbers")) {
      faithful_ = !faithful_;
      initial_ = MagicRoomLayout(faithful_);
      Restart();
    }
    harness::widgets::HelpMarker(
        "Switches between the room with ball 3 moved inside (default) and the original numbers, "
        "where ball 3 starts outside the back wall and stays outside.");
    if (ImGui::Button("Fill the room")) {
      world() = collide::magic_room_crowd(crowd_size_, 10.0, 1);
      world().time_step = time_step_;
      ball_ids_.clear();
      for (size_t i = 0; i < world().balls.size(); ++i) {
        ball_ids_.push_back(std::to_string(i));
      }
      markers_.clear();
      Edited();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(140);
    ImGui::SliderInt("##crowd", &crowd_size_, 1, 2400, "with %d balls",
                     ImGuiSliderFlags_AlwaysClamp);
  }
}

void MovingBallsSample::ExpectationsPanel() {
  const int failed = static_cast<int>(
      std::count_if(results_.begin(), results_.end(), [](auto& c) { return !c.passed; }));
  ImGui::TextColored(failed ? ImVec4(1, 0.4f, 0.4f, 1) : ImVec4(0.5f, 1, 0.5f, 1), "%d/%d hold",
                     static_cast<int>(results_.size()) - failed, static_cast<int>(results_.size()));
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
  for (const PairCheck& check : results_) {
    ImGui::TableNextRow();
    if (!check.passed) {
      ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, IM_COL32(150, 30, 30, 255));
    }
    for (const std::string* text :
         {&check.a, &check.b, &check.algorithm, &check.expected, &check.actual}) {
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", text->c_str());
    }
  }
  ImGui::EndTable();
}

void MovingBallsSample::BallsPanel() {
  auto& balls = world().balls;
  if (ImGui::Button("Add ball")) {
    AddBall();
  }
  ImGui::SameLine();
  ImGui::TextDisabled(paused_ ? "paused: edit any value" : "pause (Space) to edit");
  std::optional<size_t> remove;
  bool changed = false;
  // Large crowds list only their first balls.
  const size_t shown = std::min<size_t>(balls.size(), 100);
  for (size_t i = 0; i < shown; ++i) {
    collide::Ball& b = balls[i];
    ImGui::PushID(static_cast<int>(i));
    harness::widgets::ColorSwatch("##colour", BallColor(i));
    ImGui::SameLine();
    ImGui::Text("ball %s", ball_ids_[i].c_str());
    ImGui::SameLine();
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    if (paused_) {
      const std::string what = "ball " + ball_ids_[i];
      changed |= harness::widgets::EditVec3("centre", &b.center, what + " centre", log());
      changed |= harness::widgets::EditVec3("velocity", &b.velocity, what + " velocity", log());
      changed |= harness::widgets::EditNumber(
          "radius", &b.radius, 0.0, harness::kMaxEditableMagnitude, what + " radius", log());
      changed |= harness::widgets::EditNumber(
          "mass", &b.mass, kMinMass, harness::kMaxEditableMagnitude, what + " mass", log());
    } else {
      ImGui::TextDisabled("(%.1f, %.1f, %.1f)  v (%.2f, %.2f, %.2f)", b.center.x, b.center.y,
                          b.center.z, b.velocity.x, b.velocity.y, b.velocity.z);
    }
    ImGui::PopID();
  }
  if (shown < balls.size()) {
    ImGui::TextDisabled("... and %zu more", balls.size() - shown);
  }
  if (remove) {
    RemoveBall(*remove);
  } else if (changed) {
    Edited();
  }
}

const harness::SampleRegistration registration{
    {kSampleId, "Moving spheres", "Moving balls (Magic Room)",
     [](harness::SampleHost& host) { return std::make_unique<MovingBallsSample>(host); }}};

}  // namespace
}  // namespace moving_balls
