#include "moving_balls/moving_balls_model.h"

#include <algorithm>

#include "collide/motion/magic_room.h"

namespace moving_balls {

using collide::BallBallMethod;
using collide::ShapeKind;

harness::BallLayout MagicRoomLayout(bool faithful) {
  harness::BallLayout layout;
  layout.magic_room = true;
  layout.extent = collide::kMagicRoomHalfWidth;
  layout.world = faithful ? collide::MagicRoomWorldFaithful() : collide::MagicRoomWorld();
  layout.source = faithful ? "the Magic Room of seed 002, its original numbers (ball 3 starts "
                             "outside the room and stays outside)"
                           : "the Magic Room of seed 002 (ball 3 moved to z = -300, inside)";
  for (size_t i = 0; i < layout.world.balls.size(); ++i) {
    layout.ball_ids.push_back(std::to_string(i));
  }
  // In collide::MagicRoomPlanes() / MagicRoomCylinders() order.
  layout.plane_ids = {"floor", "wall +x", "wall -x", "wall +z", "wall -z"};
  layout.cylinder_ids = {"pillar", "beam", "slant"};

  const auto ball = [](int i) { return harness::BallWorldRef{ShapeKind::kSphere, i}; };
  const harness::BallWorldRef floor{ShapeKind::kPlane, 0};
  const harness::BallWorldRef wall_back{ShapeKind::kPlane, 4};  // z = -320
  const auto add = [&layout](harness::BallWorldRef a, harness::BallWorldRef b,
                             std::optional<double> time,
                             BallBallMethod method = BallBallMethod::kAnalytic) {
    const auto id = [&layout](harness::BallWorldRef r) {
      return r.kind == ShapeKind::kSphere  ? layout.ball_ids[r.index]
             : r.kind == ShapeKind::kPlane ? layout.plane_ids[r.index]
                                           : layout.cylinder_ids[r.index];
    };
    layout.expect.push_back(
        {id(a), id(b), a, b, time, harness::kDefaultContactTimeTolerance, method});
  };
  // Worked by hand from the start state, every ball moving at (0.5, -0.1, 0.5)
  // for one step of 0.6 (0.3, -0.06, 0.3 units), gravity ignored as the
  // format says; radii 20.
  //
  // Ball 0 at y = 180 touches the floor (y = -320) once its centre is at
  // -300: 480 units below, closing at 0.1 a unit of time, t = 4800 >> 0.6.
  add(ball(0), floor, std::nullopt);
  // Ball 4 at z = -300 touches the back wall (z = -320) at the start; that it
  // moves away (+0.5 in z) does not matter to the geometric question.
  add(ball(4), wall_back, 0.0);
  // Ball 3 was moved to z = -300 like ball 4: touching. With the original
  // numbers it is at z = -350, 30 beyond the wall's far side: 10 units from
  // touching it from outside, closing at 0.5, t = 20 > 0.6.
  add(ball(3), wall_back, faithful ? std::nullopt : std::optional<double>(0.0));
  // Ball 0 at (199, 180) against the beam along z through (200, -300),
  // radius 60: axis distance sqrt(1 + 480^2) = 480.001 against 80.
  add(ball(0), {ShapeKind::kCylinder, 1}, std::nullopt);
  // Ball 1 at (0, 150, 100) against the pillar (the y axis, radius 60): 100
  // from the axis against 80, and its (0.5, 0.5) across the axis moves away
  // ((0, 100).(0.5, 0.5) = 50 > 0).
  add(ball(1), {ShapeKind::kCylinder, 0}, std::nullopt);
  // Ball 2 at (-100, 180, -100) against the slant (through (-200, 0, 0)
  // along (0, 1, 1)/sqrt 2, radius 30): w = (100, 180, -100) has 80/sqrt 2
  // along the axis, leaving (100, 140, -140), 221.8 from the axis against
  // 50; the ball covers 0.43 units in the step.
  add(ball(2), {ShapeKind::kCylinder, 2}, std::nullopt);
  // Balls 3 and 4 share their velocity: no relative motion, centres 75
  // apart (default) or 90.1 (original) against 40. Both searches agree.
  add(ball(3), ball(4), std::nullopt, BallBallMethod::kAnalytic);
  add(ball(3), ball(4), std::nullopt, BallBallMethod::kSliced);
  return layout;
}

Model::Model(harness::BallLayout layout) : layout_(std::move(layout)) {
  Start(/*keep_time_step=*/false);
}

void Model::LoadLayout(harness::BallLayout layout) {
  layout_ = std::move(layout);
  Start(/*keep_time_step=*/false);
}

void Model::SetOriginalNumbers(bool on) {
  original_numbers_ = on;
  layout_ = MagicRoomLayout(on);
  Restart();
}

void Model::Restart() {
  Start(/*keep_time_step=*/true);
}

void Model::Start(bool keep_time_step) {
  Reset(layout_.world, layout_.ball_ids, keep_time_step);
  results_ = harness::EvaluateBalls(layout_);
  theirs_.Stale();
}

void Model::FillRoom(int count) {
  ReplaceWorld(collide::FillMagicRoom(std::clamp(count, 1, kMaxCrowd), 10.0, 1));
}

void Model::Restore(const UndoState& state) {
  layout_ = state.layout;
  original_numbers_ = state.original_numbers;
  BallRun::Restore(state.run);
  results_ = harness::EvaluateBalls(layout_);
  theirs_.Stale();
}

}  // namespace moving_balls
