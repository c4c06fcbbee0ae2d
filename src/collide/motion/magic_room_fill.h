#pragma once

// The Magic Room filled with a crowd of any size up to kMaxMagicRoomFill: the
// moving-balls sample's "Fill the room" and the ball benchmarks' crowds.

#include <cstdint>

#include "collide/motion/ball_simulation.h"

namespace collide {

inline constexpr int kMaxMagicRoomFill = 10000;

// Up to the about 2,400 balls of the room's radius that fit below y = 300,
// exactly MagicRoomCrowd(count, max_step_distance, seed). Beyond, the same
// placement (a jittered grid below y = 300, clear of the cylinders, walls and
// each other by at least 1 unit, random velocities of up to
// `max_step_distance` units per step) with the balls' radius shrunk, in steps
// of 2%, until `count` fit (about 12 for 10,000). `count` is clamped to
// [0, kMaxMagicRoomFill]. Deterministic for a seed.
BallWorld FillMagicRoom(int count, double max_step_distance, std::uint32_t seed);

}  // namespace collide
