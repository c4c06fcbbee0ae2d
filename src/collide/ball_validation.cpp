// Validation of the ball simulation's inputs: what step() refuses to run.
#include <string>

#include "collide/ball_simulation.h"

namespace collide {
namespace {

std::optional<std::string> prefixed(const char* what, std::size_t index,
                                    const std::optional<std::string>& error) {
  if (!error) {
    return std::nullopt;
  }
  return std::string(what) + " " + std::to_string(index) + ": " + *error;
}

}  // namespace

std::optional<std::string> validate(const Ball& ball) {
  if (auto error = validate(moving_sphere(ball))) {
    return error;
  }
  return validate_mass(ball.mass);
}

std::optional<std::string> validate(const BallWorld& world) {
  for (std::size_t i = 0; i < world.planes.size(); ++i) {
    if (auto error = prefixed("plane", i, validate(world.planes[i]))) {
      return error;
    }
  }
  for (std::size_t i = 0; i < world.cylinders.size(); ++i) {
    if (auto error = prefixed("cylinder", i, validate(world.cylinders[i]))) {
      return error;
    }
  }
  for (std::size_t i = 0; i < world.balls.size(); ++i) {
    if (auto error = prefixed("ball", i, validate(world.balls[i]))) {
      return error;
    }
  }
  if (!is_finite(world.gravity)) {
    return "gravity has a non-finite coordinate";
  }
  return validate_time_step(world.time_step);
}

std::optional<std::string> validate(const BallSimulationSettings& settings) {
  if (auto error = validate_slice_count(settings.slices)) {
    return error;
  }
  if (settings.max_events_per_step < 1) {
    return "event cap must be at least 1 (got " + std::to_string(settings.max_events_per_step) +
           ")";
  }
  return std::nullopt;
}

}  // namespace collide
