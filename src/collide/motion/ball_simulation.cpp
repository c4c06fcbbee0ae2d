#include "collide/motion/ball_simulation.h"

#include <algorithm>
#include <chrono>

#include "collide/motion/contact_search.h"

namespace collide {

namespace {

using detail::ContactSearchEngine;
using detail::Counters;
using detail::EarliestEvent;
using detail::Event;

using Scratch = detail::ContactSearchScratch;

// Contact geometry for the balls as they are now (at the event).
Contact Describe(const BallWorld& world, const std::vector<Ball>& balls, const Event& e,
                 double time) {
  Contact c;
  c.kind = e.kind;
  c.ball = e.ball;
  c.other = e.other;
  c.time = time;
  const Ball& ball = balls[e.ball];
  c.ball_center = ball.center;
  switch (e.kind) {
    case ContactKind::kBallPlane: {
      const Plane& plane = world.planes[e.other];
      const Vec3 n = glm::normalize(plane.normal);
      const double s = glm::dot(ball.center - plane.point, n);
      c.normal = s >= 0.0 ? n : -n;
      c.point = ball.center - n * s;
      break;
    }
    case ContactKind::kBallCylinder: {
      const Cylinder& cylinder = world.cylinders[e.other];
      c.point = ClosestSurfacePoint(cylinder, ball.center);
      const Vec3 a = glm::normalize(cylinder.axis);
      const Vec3 on_axis = cylinder.point + a * glm::dot(ball.center - cylinder.point, a);
      const Vec3 radial = c.point - on_axis;
      const double len = glm::length(radial);
      c.normal = len > 0.0 ? radial / len : Vec3(0.0);
      break;
    }
    case ContactKind::kBallBall: {
      const Ball& other = balls[e.other];
      c.other_center = other.center;
      const Vec3 d = other.center - ball.center;
      const double len = glm::length(d);
      c.normal = len > 0.0 ? -d / len : Vec3(0.0);
      const double reach = ball.radius + other.radius;
      c.point = reach > 0.0 ? ball.center + d * (ball.radius / reach) : ball.center;
      break;
    }
  }
  return c;
}

// Reflection about the contact normal for walls and cylinders, speed kept;
// for two balls the elastic exchange of momentum along the line of centres
// (with equal masses, the seed's swap of the normal components). Returns the
// momentum the balls lost, sum m (v_before - v_after), for the energy account.
Vec3 Respond(std::vector<Ball>& balls, const Contact& c) {
  Ball& ball = balls[c.ball];
  const Vec3 ball_before = ball.velocity;
  if (c.kind != ContactKind::kBallBall) {
    const double vn = glm::dot(ball.velocity, c.normal);
    if (vn < 0.0) {
      ball.velocity -= 2.0 * vn * c.normal;
    }
    return ball.mass * (ball_before - ball.velocity);
  }
  Ball& other = balls[c.other];
  const Vec3 other_before = other.velocity;
  // c.normal points from `other` to `ball`: closing when ball moves against it.
  const double closing = glm::dot(other.velocity - ball.velocity, c.normal);
  if (closing > 0.0) {
    const double impulse = 2.0 * closing / (1.0 / ball.mass + 1.0 / other.mass);
    ball.velocity += (impulse / ball.mass) * c.normal;
    other.velocity -= (impulse / other.mass) * c.normal;
  }
  return ball.mass * (ball_before - ball.velocity) + other.mass * (other_before - other.velocity);
}

void Advance(std::vector<Ball>& balls, double t) {
  for (Ball& b : balls) {
    b.center += b.velocity * t;
  }
}

// Gravity for a whole step, added to every velocity at the step's start.
void Kick(std::vector<Ball>& balls, const Vec3& gravity, double dt) {
  for (Ball& b : balls) {
    b.velocity += gravity * dt;
  }
}

// Cleared field by field so that the vectors keep their capacity.
void ClearKeepingCapacity(StepReport& report) {
  report.contacts.clear();
  report.predicted_next.reset();
  report.start_centers.clear();
  report.events = 0;
  report.pair_tests = 0;
  report.primitive_tests = 0;
  report.candidate_pairs = 0;
  report.broad_phase_seconds = 0.0;
  report.narrow_phase_seconds = 0.0;
  report.cap_hit = false;
  report.time_dropped = 0.0;
  report.seconds = 0.0;
  report.energy_change = 0.0;
  report.error.reset();
}

// The cap was hit with `rest` of the step left: the balls keep their places.
void DropRestOfStep(const BallWorld& world, double rest, StepReport& report) {
  report.cap_hit = true;
  report.time_dropped = rest;
  // The balls stop short of where the kick assumed they would be.
  for (const Ball& b : world.balls) {
    report.energy_change += b.mass * glm::dot(world.gravity, b.velocity) * rest;
  }
}

// Moves the balls of contact `e`, which comes e.time after `elapsed`, to it,
// responds to it and records it; returns the time into the step reached.
double HandleContact(BallWorld& world, ContactSearchEngine& search, const Event& e, double elapsed,
                     StepReport& report) {
  const double dt = world.time_step;
  elapsed = std::min(elapsed + e.time, dt);
  search.MoveTo(e.ball, elapsed);
  if (e.kind == ContactKind::kBallBall) {
    search.MoveTo(e.other, elapsed);
  }
  const Contact contact = Describe(world, world.balls, e, elapsed);
  const Vec3 momentum_lost = Respond(world.balls, contact);
  report.energy_change += (0.5 * dt - elapsed) * glm::dot(world.gravity, momentum_lost);
  report.contacts.push_back(contact);
  ++report.events;
  return elapsed;
}

double SecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Moves the (kicked) balls through one step from contact to contact, until
// the step ends or the event cap gives up its rest.
void MoveThroughStep(BallWorld& world, const BallSimulationSettings& settings, Scratch& scratch,
                     Counters& counters, StepReport& report) {
  const double dt = world.time_step;
  const auto broad_start = std::chrono::steady_clock::now();
  ContactSearchEngine search(world, settings, counters, scratch);
  search.StartBroadPhase();
  report.broad_phase_seconds = SecondsSince(broad_start);
  const auto narrow_start = std::chrono::steady_clock::now();
  search.StartSearch();
  double elapsed = 0.0;
  double end = dt;
  while (elapsed < dt) {
    const double rest = dt - elapsed;
    const Event e = search.Next(elapsed);
    if (!e.found()) {
      break;
    }
    if (report.events >= settings.max_events_per_step) {
      DropRestOfStep(world, rest, report);
      end = elapsed;
      break;
    }
    elapsed = HandleContact(world, search, e, elapsed, report);
    search.Changed(e, elapsed);
  }
  search.MoveAllTo(end);
  report.narrow_phase_seconds = SecondsSince(narrow_start);
}

// PredictNextContact on a valid world, in `scratch`.
std::optional<Contact> Predict(const BallWorld& world, const BallSimulationSettings& settings,
                               Scratch& scratch) {
  std::vector<Ball>& balls = scratch.predict_balls;
  balls.assign(world.balls.begin(), world.balls.end());
  Kick(balls, world.gravity, world.time_step);
  Counters counters;
  const Event e = EarliestEvent(world, balls, world.time_step, settings, counters, scratch);
  if (!e.found()) {
    return std::nullopt;
  }
  Advance(balls, e.time);
  return Describe(world, balls, e, e.time);
}

}  // namespace

BallSimulation::BallSimulation(BallWorld world, BallSimulationSettings settings)
    : world_(std::move(world)), settings_(settings) {}

const StepReport& BallSimulation::step() {
  const auto clock_start = std::chrono::steady_clock::now();
  ClearKeepingCapacity(report_);
  report_.error = Validate(world_);
  if (!report_.error) {
    report_.error = Validate(settings_);
  }
  if (report_.error) {
    return report_;
  }

  for (const Ball& b : world_.balls) {
    report_.start_centers.push_back(b.center);
  }
  Kick(world_.balls, world_.gravity, world_.time_step);
  Counters counters;
  MoveThroughStep(world_, settings_, scratch_, counters, report_);
  report_.pair_tests = counters.pair_tests;
  report_.primitive_tests = counters.primitive_tests;
  report_.candidate_pairs = counters.candidate_pairs;
  report_.broad_phase = scratch_.broad_phase.Get(settings_.broad_phase).kind();
  ++step_count_;
  report_.seconds = SecondsSince(clock_start);

  if (settings_.predict_next_contact) {
    report_.predicted_next = Predict(world_, settings_, scratch_);
  }
  return report_;
}

std::optional<Contact> BallSimulation::PredictNext(const BallSimulationSettings& settings) {
  if (Validate(world_) || Validate(settings)) {
    return std::nullopt;
  }
  return Predict(world_, settings, scratch_);
}

std::optional<Contact> PredictNextContact(const BallWorld& world,
                                          const BallSimulationSettings& settings) {
  if (Validate(world) || Validate(settings)) {
    return std::nullopt;
  }
  Scratch scratch;
  return Predict(world, settings, scratch);
}

}  // namespace collide
