#pragma once

// Seed 002's moving-ball simulation: balls under gravity in a world of planes
// and infinite cylinders. Each step adds gravity to every velocity once
// (v += g dt), then moves the balls in straight lines: find the earliest
// contact in what is left of the step, move every ball to it, respond, and go
// on with the rest. Walls and cylinders reflect the velocity (speed kept);
// two balls exchange momentum elastically along the line of centres.

#include <cstdint>
#include <optional>
#include <string>

#include "collide/motion/ball_world.h"

namespace collide {

class BallSimulation {
 public:
  explicit BallSimulation(BallWorld world, BallSimulationSettings settings = {});

  // Advances one time step of world().time_step.
  const StepReport& step();

  const BallWorld& world() const { return world_; }
  // For editing between steps (add, remove or change balls); step() re-reads
  // everything, so any valid edit is fine.
  BallWorld& world() { return world_; }
  const BallSimulationSettings& settings() const { return settings_; }
  BallSimulationSettings& settings() { return settings_; }
  const StepReport& last_step() const { return report_; }
  // PredictNextContact(world(), settings) in the simulation's memory (no
  // allocation once warmed up): with other settings than its own, say the
  // other method.
  std::optional<Contact> PredictNext(const BallSimulationSettings& settings);
  std::int64_t step_count() const { return step_count_; }

 private:
  BallWorld world_;
  BallSimulationSettings settings_;
  StepReport report_;
  std::int64_t step_count_ = 0;
  detail::ContactSearchScratch scratch_;
};

// The first contact the next step would find: velocities get the step's
// gravity, then the search runs over the whole step. Nothing is counted.
std::optional<Contact> PredictNextContact(const BallWorld& world,
                                          const BallSimulationSettings& settings);

// Empty when valid; otherwise a sentence naming the offending item.
std::optional<std::string> Validate(const Ball& ball);
std::optional<std::string> Validate(const BallWorld& world);
std::optional<std::string> Validate(const BallSimulationSettings& settings);

}  // namespace collide
