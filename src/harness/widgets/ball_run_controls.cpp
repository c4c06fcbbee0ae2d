#include "harness/widgets/ball_run_controls.h"

#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>

#include "collide/motion/time_of_impact.h"
#include "harness/moving_spheres/ball_view.h"
#include "harness/shape_kinds/shape_editor.h"
#include "harness/widgets/clip_meter.h"
#include "harness/widgets/pick_widgets.h"
#include "harness/widgets/widgets.h"

namespace harness::widgets {
namespace {

using collide::BallBallMethod;

constexpr float kControlWidth = 160.0f;
constexpr double kMinMass = 1e-6;

// The controls' fields, narrowed in a narrow panel so that their labels fit.
float ControlWidth() {
  return FieldWidth(kControlWidth, "steps per frame");
}

std::string IdOf(BallBallMethod method) {
  return std::string(collide::AlgorithmId(method));
}

// With "both": which method the simulation steps with.
bool SimulatedMethodControl(BallSearch& s) {
  int simulated = s.both_simulates_analytic ? 1 : 0;
  bool changed = false;
  ImGui::Text("simulate with");
  for (const auto& [method, value] :
       {std::pair{BallBallMethod::kSliced, 0}, std::pair{BallBallMethod::kAnalytic, 1}}) {
    const std::string id = IdOf(method);
    SameLineIfRoom(CheckboxWidth(id));
    changed |= ImGui::RadioButton(id.c_str(), &simulated, value);
  }
  s.both_simulates_analytic = simulated == 1;
  return changed;
}

bool BroadPhaseControl(BallSearch& s) {
  int broad_phase = 0;
  std::string broad_phase_ids;  // ImGui's list: each id ends in '\0'
  for (std::size_t k = 0; k < collide::kBroadPhaseKinds.size(); ++k) {
    broad_phase = collide::kBroadPhaseKinds[k] == s.broad_phase ? static_cast<int>(k) : broad_phase;
    broad_phase_ids += collide::BroadPhaseId(collide::kBroadPhaseKinds[k]);
    broad_phase_ids += '\0';
  }
  ImGui::SetNextItemWidth(ControlWidth());
  const bool changed = ImGui::Combo("broad phase", &broad_phase, broad_phase_ids.c_str());
  if (changed) {
    s.broad_phase = collide::kBroadPhaseKinds[static_cast<std::size_t>(broad_phase)];
  }
  HelpMarker(
      "Finds the ball pairs worth testing: those whose swept boxes (each ball's path through the "
      "step, grown by its radius) overlap, at the start of each step; after a contact the balls "
      "it changed are looked up in a grid of the boxes. The same contacts whichever; the times "
      "differ with many balls (see the line above).");
  return changed;
}

// A paused ball's centre, velocity, radius and mass; true when one changed.
bool BallEditor(const std::string& id, collide::Ball& b, Log& log) {
  const std::string what = "ball " + id;
  bool changed = false;
  changed |= EditVec3("centre", &b.center, what + " centre", log);
  changed |= EditVec3("velocity", &b.velocity, what + " velocity", log);
  changed |= EditNumber("radius", &b.radius, 0.0, kMaxEditableMagnitude, what + " radius", log);
  changed |= EditNumber("mass", &b.mass, kMinMass, kMaxEditableMagnitude, what + " mass", log);
  return changed;
}

}  // namespace

void BallStepMetrics(const collide::StepReport& m) {
  ParagraphF("events %d | pair tests %lld | primitive %lld | %.3f ms", m.events,
             static_cast<long long>(m.pair_tests), static_cast<long long>(m.primitive_tests),
             m.seconds * 1000.0);
  ParagraphF("%s: %lld candidate pairs | broad %.3f ms | narrow %.3f ms",
             std::string(collide::BroadPhaseId(m.broad_phase)).c_str(),
             static_cast<long long>(m.candidate_pairs), m.broad_phase_seconds * 1000.0,
             m.narrow_phase_seconds * 1000.0);
  if (m.cap_hit) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "event cap hit: %.3g of the step dropped",
                       m.time_dropped);
  }
  if (m.error) {
    ImGui::TextColored(ImVec4(1, 0.4f, 0.4f, 1), "stopped: %s", m.error->c_str());
  }
}

void BallSearchControls(BallRun& run, Log& log) {
  BallSearch s = run.search();
  bool changed = false;
  int method = static_cast<int>(s.method);
  ImGui::SetNextItemWidth(ControlWidth());
  changed |= ImGui::Combo("method", &method, "sliced (the seed's)\0analytic\0both\0");
  s.method = static_cast<BallMethodChoice>(method);
  HelpMarker(
      "Ball against ball. sliced: the seed's search, 150 slices per step (the slice before the "
      "first overlap; a thin, fast pass can slip between slices). analytic: the exact first "
      "root. both: simulate with one, draw both predictions (orange: sliced, green: analytic). "
      "Walls and cylinders always use the seed's exact ray test.");
  if (s.method == BallMethodChoice::kBoth) {
    changed |= SimulatedMethodControl(s);
  }
  ImGui::SetNextItemWidth(ControlWidth());
  changed |= SliderInteger("slices", &s.slices, 1, kMaxBallSlices, "%d", "slices", log);
  changed |= ImGui::Checkbox("search all again", &s.full_search);
  HelpMarker(
      "On: the seed's loop, every ball searched again over the rest of the step after each "
      "contact (sliced re-slices it). Off: only the balls a contact changed are searched again, "
      "much faster with many balls; the same contacts for analytic, while sliced keeps older "
      "slice grids for the other pairs.");
  changed |= BroadPhaseControl(s);
  if (changed) {
    run.SetSearch(s);
  }
}

void BallPaceControls(BallRun& run, Log& log) {
  double dt = run.time_step();
  ImGui::SetNextItemWidth(ControlWidth());
  if (SliderNumber("time step (+/-)", &dt, kMinBallTimeStep, kMaxBallTimeStep, "%.2f", "time step",
                   log)) {
    run.SetTimeStep(dt);
  }
  BallPace pace = run.pace();
  bool changed = false;
  ImGui::SetNextItemWidth(FieldWidth(kControlWidth, "slow motion"));
  changed |= SliderInteger("slow motion", &pace.slow_motion, 1, kMaxSlowMotion,
                           pace.slow_motion == 1 ? "1 step a frame" : "1 step every %d frames",
                           "slow motion", log);
  ImGui::SetNextItemWidth(ControlWidth());
  changed |= SliderInteger("steps per frame", &pace.steps_per_frame, 1, kMaxStepsPerFrame, "%d",
                           "steps per frame", log);
  if (changed) {
    run.SetPace(pace);
  }
}

void NextContactLines(const BallRun& run, const BallLayout& layout) {
  const BallSearch& s = run.search();
  if (!s.predict) {
    return;
  }
  for (const BallBallMethod method : {BallBallMethod::kSliced, BallBallMethod::kAnalytic}) {
    const BallMethodChoice other =
        method == BallBallMethod::kSliced ? BallMethodChoice::kAnalytic : BallMethodChoice::kSliced;
    if (s.method == other) {
      continue;
    }
    const std::string name = IdOf(method);
    const std::optional<collide::Contact>& c = run.prediction(method);
    if (!c) {
      ParagraphDisabled("next contact (" + name + "): none in the next step");
      continue;
    }
    ParagraphF("next contact (%s): %s", name.c_str(),
               DescribeContact(*c, run.ball_ids(), layout).c_str());
  }
}

void BallsList(BallRun& run, const BallLayout& layout, PickFocus& focus, bool per_ball_colors,
               std::size_t listed, Log& log) {
  if (ImGui::Button("Add ball")) {
    log.Info("added ball " + run.AddBall(layout.extent) + " (Restart removes it)");
  }
  const char* hint = run.paused() ? "paused: edit any value" : "pause (Space) to edit";
  SameLineIfRoom(ImGui::CalcTextSize(hint).x);
  ImGui::TextDisabled("%s", hint);
  std::optional<std::size_t> remove;
  const std::vector<collide::Ball>& balls = run.world().balls;
  const std::size_t shown = std::min(balls.size(), listed);
  for (std::size_t i = 0; i < shown; ++i) {
    const std::string& id = run.ball_ids()[i];
    ImGui::PushID(static_cast<int>(i));
    ColorSwatch("##colour", BallColor(run, i, per_ball_colors));
    ImGui::SameLine();
    ShapeHeading(focus, id, "ball " + id);
    SameLineIfRoom(ButtonWidth("remove"));
    if (ImGui::SmallButton("remove")) {
      remove = i;
    }
    collide::Ball b = balls[i];
    if (!run.paused()) {
      char text[160];
      std::snprintf(text, sizeof text, "(%.1f, %.1f, %.1f) v (%.2f, %.2f, %.2f)", b.center.x,
                    b.center.y, b.center.z, b.velocity.x, b.velocity.y, b.velocity.z);
      ParagraphDisabled(text);
    } else if (BallEditor(id, b, log)) {
      run.EditBall(i, b);
    }
    ImGui::PopID();
  }
  if (shown < balls.size()) {
    ImGui::TextDisabled("... and %zu more", balls.size() - shown);
  }
  if (remove) {
    log.Info("removed ball " + run.ball_ids()[*remove] + " (Restart brings it back)");
    run.RemoveBall(*remove);
  }
}

}  // namespace harness::widgets
