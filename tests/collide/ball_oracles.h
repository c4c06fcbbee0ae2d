#pragma once

// Oracles for the ball simulation's tests, computed from the world alone:
// energies and the deepest overlap.

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "collide/motion/ball_simulation.h"

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

// One contact as the seed's loop finds it.
struct SeedContact {
  ContactKind kind = ContactKind::kBallPlane;
  int ball = -1;
  int other = -1;
  double time = 0.0;  // from the start of the step
};

// Seed 002's loop written the plainest way, for the contact searches to be
// checked against: the step's gravity is added to every velocity, then, until
// the step ends, every ball is tested against every plane, cylinder and
// later ball over what is left of the step (no boxes, no broad phase, nothing
// kept), the earliest contact taken (at equal times the lower ball index,
// then planes, cylinders, balls, then the lower other index), every ball
// moved to it and the contact answered: a wall or cylinder reflects the
// velocity along the normal when moving into it, two balls exchange momentum
// elastically along the line of centres when closing. Shapes touching at
// the start count only when approaching. Changes `world`.
inline std::vector<SeedContact> SeedLoopStep(BallWorld& world, BallBallMethod method,
                                             int slices = kSeedSliceCount, int max_events = 10000) {
  const double dt = world.time_step;
  auto& balls = world.balls;
  for (Ball& b : balls) {
    b.velocity += world.gravity * dt;
  }
  const auto sphere = [&](int i) {
    return MovingSphere{balls[i].center, balls[i].velocity, balls[i].radius};
  };
  const auto reflect = [](Ball& b, const Vec3& normal) {
    const double vn = glm::dot(b.velocity, normal);
    if (vn < 0.0) {
      b.velocity -= 2.0 * vn * normal;
    }
  };
  std::vector<SeedContact> contacts;
  double elapsed = 0.0;
  const int n = static_cast<int>(balls.size());
  while (elapsed < dt && static_cast<int>(contacts.size()) < max_events) {
    const double rest = dt - elapsed;
    // (time, ball, kind rank, other)
    std::tuple<double, int, int, int> best{kInfinity, -1, 0, -1};
    const auto consider = [&](std::optional<double> t, int ball, int rank, int other) {
      if (t && std::make_tuple(*t, ball, rank, other) < best) {
        best = {*t, ball, rank, other};
      }
    };
    for (int i = 0; i < n; ++i) {
      for (int p = 0; p < static_cast<int>(world.planes.size()); ++p) {
        consider(
            FirstContactTime(sphere(i), world.planes[p], rest, StartContact::kCountsIfApproaching),
            i, 0, p);
      }
      for (int c = 0; c < static_cast<int>(world.cylinders.size()); ++c) {
        consider(FirstContactTime(sphere(i), world.cylinders[c], rest,
                                  StartContact::kCountsIfApproaching),
                 i, 1, c);
      }
      for (int j = i + 1; j < n; ++j) {
        consider(FirstContactTime(sphere(i), sphere(j), rest, method, slices,
                                  StartContact::kCountsIfApproaching),
                 i, 2, j);
      }
    }
    const auto [t, i, rank, other] = best;
    if (i < 0) {
      for (Ball& b : balls) {
        b.center += b.velocity * rest;
      }
      break;
    }
    for (Ball& b : balls) {
      b.center += b.velocity * t;
    }
    elapsed = std::min(elapsed + t, dt);
    Ball& ball = balls[i];
    if (rank == 0) {
      const Plane& plane = world.planes[other];
      const Vec3 normal = glm::normalize(plane.normal);
      reflect(ball, glm::dot(ball.center - plane.point, normal) >= 0.0 ? normal : -normal);
      contacts.push_back({ContactKind::kBallPlane, i, other, elapsed});
    } else if (rank == 1) {
      const Cylinder& cylinder = world.cylinders[other];
      const Vec3 axis = glm::normalize(cylinder.axis);
      const Vec3 w = ball.center - cylinder.point;
      const Vec3 radial = w - axis * glm::dot(w, axis);
      const double length = glm::length(radial);
      reflect(ball, length > 0.0 ? radial / length : Vec3(0.0));
      contacts.push_back({ContactKind::kBallCylinder, i, other, elapsed});
    } else {
      Ball& o = balls[other];
      const Vec3 d = ball.center - o.center;
      const double length = glm::length(d);
      const Vec3 normal = length > 0.0 ? d / length : Vec3(0.0);
      const double closing = glm::dot(o.velocity - ball.velocity, normal);
      if (closing > 0.0) {
        const double impulse = 2.0 * closing / (1.0 / ball.mass + 1.0 / o.mass);
        ball.velocity += (impulse / ball.mass) * normal;
        o.velocity -= (impulse / o.mass) * normal;
      }
      contacts.push_back({ContactKind::kBallBall, i, other, elapsed});
    }
  }
  return contacts;
}

}  // namespace collide::testing
