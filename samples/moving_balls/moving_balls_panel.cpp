// The moving-balls sample's panel: simulation, search, pace and view
// controls, the expectations and the balls' editors.
#include <imgui.h>

#include <cstdio>
#include <string>

#include "harness/widgets/clip_meter.h"
#include "harness/widgets/expectation_table.h"
#include "moving_balls/moving_balls_sample.h"

namespace moving_balls {
namespace {

// The controls' fields, narrowed in a narrow panel so that their labels fit.
float ControlWidth() {
  return harness::widgets::FieldWidth(kControlWidth, "steps per frame");
}

}  // namespace
void MovingBallsSample::UpdatePanel() {
  harness::widgets::ParagraphF("Source: %s", model_.layout().source.c_str());
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
  if (harness::widgets::ShapesHeader("Balls", focus_)) {
    BallsPanel();
  }
}

// Run, pause, step and restart, and what the last step did.
void MovingBallsSample::SimulationControls() {
  if (ImGui::Button(model_.paused() ? "Run (Space)" : "Pause (Space)")) {
    model_.SetPaused(!model_.paused());
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Step (S)"));
  if (ImGui::Button("Step (S)")) {
    StepPaused();
  }
  harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("Restart (R)"));
  if (ImGui::Button("Restart (R)")) {
    model_.Restart();
  }
  ImGui::Text("step %lld, %s", model_.steps(), model_.paused() ? "paused" : "running");
  StepMetrics();
}

// The metrics line of the last step.
void MovingBallsSample::StepMetrics() {
  const collide::StepReport& m = model_.metrics();
  harness::widgets::ParagraphF("events %d | pair tests %lld | primitive %lld | %.3f ms", m.events,
                               static_cast<long long>(m.pair_tests),
                               static_cast<long long>(m.primitive_tests), m.seconds * 1000.0);
  harness::widgets::ParagraphF("%s: %lld candidate pairs | broad %.3f ms | narrow %.3f ms",
                               std::string(collide::BroadPhaseId(m.broad_phase)).c_str(),
                               static_cast<long long>(m.candidate_pairs),
                               m.broad_phase_seconds * 1000.0, m.narrow_phase_seconds * 1000.0);
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
  ImGui::SetNextItemWidth(ControlWidth());
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
    for (const auto& [method, value] :
         {std::pair{BallBallMethod::kSliced, 0}, std::pair{BallBallMethod::kAnalytic, 1}}) {
      const std::string id = IdOf(method);
      harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth(id));
      changed |= ImGui::RadioButton(id.c_str(), &simulated, value);
    }
    s.both_simulates_analytic = simulated == 1;
  }
  ImGui::SetNextItemWidth(ControlWidth());
  changed |=
      harness::widgets::SliderInteger("slices", &s.slices, 1, kMaxSlices, "%d", "slices", log());
  changed |= ImGui::Checkbox("search all again", &s.full_search);
  harness::widgets::HelpMarker(
      "On: the seed's loop, every ball searched again over the rest of the step after each "
      "contact (sliced re-slices it). Off: only the balls a contact changed are searched again, "
      "much faster with many balls; the same contacts for analytic, while sliced keeps older "
      "slice grids for the other pairs.");
  int broad_phase = 0;
  std::string broad_phase_ids;  // ImGui's list: each id ends in '\0'
  for (std::size_t k = 0; k < collide::kBroadPhaseKinds.size(); ++k) {
    broad_phase = collide::kBroadPhaseKinds[k] == s.broad_phase ? static_cast<int>(k) : broad_phase;
    broad_phase_ids += collide::BroadPhaseId(collide::kBroadPhaseKinds[k]);
    broad_phase_ids += '\0';
  }
  ImGui::SetNextItemWidth(ControlWidth());
  if (ImGui::Combo("broad phase", &broad_phase, broad_phase_ids.c_str())) {
    s.broad_phase = collide::kBroadPhaseKinds[static_cast<std::size_t>(broad_phase)];
    changed = true;
  }
  harness::widgets::HelpMarker(
      "Finds the ball pairs worth testing: those whose swept boxes (each ball's path through the "
      "step, grown by its radius) overlap, at the start of each step; after a contact the balls "
      "it changed are looked up in a grid of the boxes. The same contacts whichever; the times "
      "differ with many balls (see the line above).");
  if (changed) {
    model_.SetSearch(s);
  }
}

// The time step and how frames turn into steps.
void MovingBallsSample::PaceControls() {
  double dt = model_.time_step();
  ImGui::SetNextItemWidth(ControlWidth());
  if (harness::widgets::SliderNumber("time step (+/-)", &dt, kMinTimeStep, kMaxTimeStep, "%.2f",
                                     "time step", log())) {
    model_.SetTimeStep(dt);
  }
  Pace pace = model_.pace();
  bool changed = false;
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(kControlWidth, "slow motion"));
  changed |= harness::widgets::SliderInteger(
      "slow motion", &pace.slow_motion, 1, kMaxSlowMotion,
      pace.slow_motion == 1 ? "1 step a frame" : "1 step every %d frames", "slow motion", log());
  ImGui::SetNextItemWidth(ControlWidth());
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
  ImGui::Checkbox("colours by index", &view_.per_ball_colors);
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("trails"));
  ImGui::Checkbox("trails", &view_.trails);
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("paths"));
  ImGui::Checkbox("paths", &view_.paths);
  SearchSettings s = model_.search();
  if (ImGui::Checkbox("prediction", &s.predict)) {
    model_.SetSearch(s);
  }
  harness::widgets::SameLineIfRoom(harness::widgets::CheckboxWidth("contact markers"));
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
      harness::widgets::ParagraphDisabled("next contact (" + name + "): none in the next step");
      continue;
    }
    harness::widgets::ParagraphF("next contact (%s): %s", name.c_str(),
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
  harness::widgets::SameLineIfRoom(140.0f);
  ImGui::SetNextItemWidth(harness::widgets::FieldWidth(140.0f, ""));
  harness::widgets::SliderInteger("##crowd", &crowd_size_, 1, kMaxCrowd, "with %d balls",
                                  "crowd size", log());
}

void MovingBallsSample::ExpectationsPanel() {
  const std::vector<PairCheck>& results = model_.results();
  harness::widgets::ExpectationSummary(results, ExpectationCount());
  harness::widgets::DisagreementSummary(model_.theirs().disagreements());
  harness::widgets::HelpMarker(
      "Each row: moving in straight lines with their start velocities (gravity and every other "
      "shape ignored), a and b first touch at this time within the scene's step (\"no "
      "contact\": not within it). Edits change the running simulation only; Restart returns to "
      "the start. With a plugin, \"your code\" shows its cl_ball_ball_time_of_impact's "
      "answer for each analytic ball-ball row, orange where it is not ours.");
  harness::widgets::ExpectationTable("expectations", results, focus_.selected,
                                     model_.theirs().checks());
}

void MovingBallsSample::BallsPanel() {
  if (ImGui::Button("Add ball")) {
    LogInfo("added ball " + model_.AddBall() + " (Restart removes it)");
  }
  const char* hint = model_.paused() ? "paused: edit any value" : "pause (Space) to edit";
  harness::widgets::SameLineIfRoom(ImGui::CalcTextSize(hint).x);
  ImGui::TextDisabled("%s", hint);
  std::optional<size_t> remove;
  const std::vector<collide::Ball>& balls = model_.world().balls;
  const size_t shown = std::min(balls.size(), kBallsListed);
  for (size_t i = 0; i < shown; ++i) {
    ImGui::PushID(static_cast<int>(i));
    harness::widgets::ColorSwatch("##colour", BallColor(i));
    ImGui::SameLine();
    harness::widgets::ShapeHeading(focus_, model_.ball_ids()[i], "ball " + model_.ball_ids()[i]);
    harness::widgets::SameLineIfRoom(harness::widgets::ButtonWidth("remove"));
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    collide::Ball b = balls[i];
    if (!model_.paused()) {
      char text[160];
      std::snprintf(text, sizeof text, "(%.1f, %.1f, %.1f) v (%.2f, %.2f, %.2f)", b.center.x,
                    b.center.y, b.center.z, b.velocity.x, b.velocity.y, b.velocity.z);
      harness::widgets::ParagraphDisabled(text);
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

}  // namespace moving_balls
