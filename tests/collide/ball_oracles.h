#pragma once

// Oracles for the ball simulation's tests, computed from the world alone:
// energies and the deepest overlap.

#include <string>

#include "collide/ball_simulation.h"

namespace collide::testing {

inline double KineticEnergy(const BallWorld& world) {
  double e = 0.0;
  for (const Ball& b : world.balls) {
    e += 0.5 * b.mass * glm::dot(b.velocity, b.velocity);
  }
  return e;
}

// The energy this integrator keeps. Potential is -m g.x (zero at the
// origin). Gravity is applied as one kick per step, so in free flight
// 1/2 m |v|^2 - m g.x loses 1/2 m |g dt|^2 every step; the quantity kept
// exactly is the kinetic energy at the velocity half-way through the next
// kick, v + g dt / 2 (v the velocity the balls last moved with):
// E = sum m (1/2 |v + g dt/2|^2 - g.x).
// Ball-ball contacts and walls with horizontal normals leave E unchanged; a
// contact whose normal has a vertical part changes it by
// (dt/2 - t) m g.(v_before - v_after), t its time within the step: the kick
// gave the whole step's gravity before the bounce turned the velocity. The
// sign follows where in the step the bounce falls, so E wanders (a random
// walk, measured a few percent over 100,000 steps of the default scene)
// rather than drifts; StepReport::energy_change accounts for it exactly.
// The exception is a stack resting on the floor: its bounces come at t = 0,
// right after the kick, so it gains energy and slowly starts to hop.
inline double IntegratorEnergy(const BallWorld& world) {
  const Vec3 half_kick = world.gravity * (0.5 * world.time_step);
  double e = 0.0;
  for (const Ball& b : world.balls) {
    const Vec3 v = b.velocity + half_kick;
    e += b.mass * (0.5 * glm::dot(v, v) - glm::dot(world.gravity, b.center));
  }
  return e;
}

// The deepest overlap in the world.
struct Penetration {
  double depth = 0.0;  // > 0 when shapes overlap; 0 when nothing overlaps
  ContactKind kind = ContactKind::kBallPlane;
  int ball = -1;
  int other = -1;
};

inline Penetration DeepestPenetration(const BallWorld& world) {
  Penetration deepest;
  const auto consider = [&deepest](double depth, ContactKind kind, int ball, int other) {
    if (depth > deepest.depth) {
      deepest = {depth, kind, ball, other};
    }
  };
  const int n = static_cast<int>(world.balls.size());
  for (int i = 0; i < n; ++i) {
    const Ball& b = world.balls[i];
    for (int p = 0; p < static_cast<int>(world.planes.size()); ++p) {
      consider(b.radius - std::abs(SignedDistance(world.planes[p], b.center)),
               ContactKind::kBallPlane, i, p);
    }
    for (int c = 0; c < static_cast<int>(world.cylinders.size()); ++c) {
      const Cylinder& cylinder = world.cylinders[c];
      consider(cylinder.radius + b.radius - AxisDistance(cylinder, b.center),
               ContactKind::kBallCylinder, i, c);
    }
    for (int j = i + 1; j < n; ++j) {
      const Ball& o = world.balls[j];
      consider(b.radius + o.radius - glm::length(o.center - b.center), ContactKind::kBallBall, i,
               j);
    }
  }
  return deepest;
}

}  // namespace collide::testing
