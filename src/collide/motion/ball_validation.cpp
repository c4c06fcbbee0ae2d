// Validation of the ball simulation's inputs: what step() refuses to run.
#include <string>

#include "collide/motion/ball_simulation.h"

namespace collide {
namespace {

std::optional<std::string> Prefixed(const char* what, std::size_t index,
                                    const std::optional<std::string>& error) {
  if (!error) {
    return std::nullopt;
  }
  return std::string(what) + " " + std::to_string(index) + ": " + *error;
}

}  // namespace

std::optional<std::string> Validate(const Ball& ball) {
  if (auto error = Validate(ToMovingSphere(ball))) {
    return error;
  }
  return ValidateMass(ball.mass);
}

std::optional<std::string> Validate(const BallWorld& world) {
  for (std::size_t i = 0; i < world.planes.size(); ++i) {
    if (auto error = Prefixed("plane", i, Validate(world.planes[i]))) {
      return error;
    }
  }
  for (std::size_t i = 0; i < world.cylinders.size(); ++i) {
    if (auto error = Prefixed("cylinder", i, Validate(world.cylinders[i]))) {
      return error;
    }
  }
  for (std::size_t i = 0; i < world.balls.size(); ++i) {
    if (auto error = Prefixed("ball", i, Validate(world.balls[i]))) {
      return error;
    }
  }
  if (!IsFinite(world.gravity)) {
    return "gravity has a non-finite coordinate";
  }
  return ValidateTimeStep(world.time_step);
}

std::optional<std::string> Validate(const BallSimulationSettings& settings) {
  if (auto error = ValidateSliceCount(settings.slices)) {
    return error;
  }
  if (settings.max_events_per_step < 1) {
    return "event cap must be at least 1 (got " + std::to_string(settings.max_events_per_step) +
           ")";
  }
  return std::nullopt;
}

}  // namespace collide
