#pragma once

// Worlds and settings the ball simulation's tests start from.

#include "collide/motion/ball_simulation.h"
#include "collide/shapes/vec.h"

namespace collide::testing {

// No gravity, no walls, no balls: each test adds what it needs.
inline BallWorld EmptyWorld(double dt) {
  BallWorld world;
  world.gravity = Vec3(0.0);
  world.time_step = dt;
  return world;
}

inline BallSimulationSettings Analytic() {
  BallSimulationSettings s;
  s.method = BallBallMethod::kAnalytic;
  return s;
}

}  // namespace collide::testing
