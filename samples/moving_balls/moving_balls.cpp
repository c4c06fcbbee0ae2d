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

#include "harness/shape_kinds/shape_kind_entry.h"
#include "moving_balls/moving_balls_sample.h"

namespace moving_balls {

void MovingBallsSample::Render() {
  const Layout& layout = model_.layout();
  const double e = layout.extent;
  for (const collide::Plane& plane : world().planes) {
    draw().WirePlane(glm::vec3(plane.point), glm::vec3(plane.normal), static_cast<float>(e),
                     kRoomColor);
  }
  for (const collide::Cylinder& cylinder : world().cylinders) {
    harness::DrawShape(draw(), cylinder, kCylinderColor, static_cast<float>(e));
  }
  const auto& balls = world().balls;
  for (size_t i = 0; i < balls.size(); ++i) {
    const bool lit = i < model_.ball_ids().size() && focus_.IsHovered(model_.ball_ids()[i]);
    draw().WireSphere(glm::vec3(balls[i].center), static_cast<float>(balls[i].radius),
                      lit ? harness::HoverColor(BallColor(i)) : BallColor(i));
  }
  DrawVelocityArrows(draw(), model_, focus_.hovered);
  // Ids: a ball's above it (a crowd's first ones), a plane's and a
  // cylinder's at its point.
  for (size_t i = 0; i < balls.size() && i < model_.ball_ids().size() && i < kMaxTrailedBalls;
       ++i) {
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
      const Color color = harness::Mix(harness::colors::kBackground, BallColor(i), 0.6f);
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
                    harness::Mix(kMarkerColor, harness::colors::kBackground, life * life), life);
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

namespace {

const harness::SampleRegistration kRegistration{
    {kSampleId, "Moving spheres", "Moving balls (Magic Room)",
     [](harness::SampleHost& host) { return std::make_unique<MovingBallsSample>(host); }}};

}  // namespace
}  // namespace moving_balls
