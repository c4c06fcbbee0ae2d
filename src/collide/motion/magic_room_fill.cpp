#include "collide/motion/magic_room_fill.h"

#include <algorithm>

#include "collide/motion/magic_room.h"

namespace collide {

BallWorld FillMagicRoom(int count, double max_step_distance, std::uint32_t seed) {
  count = std::clamp(count, 0, kMaxMagicRoomFill);
  BallWorld world = MagicRoomCrowd(count, max_step_distance, seed);
  for (double r = kMagicRoomBallRadius; static_cast<int>(world.balls.size()) < count;) {
    r *= 0.98;
    world = MagicRoomCrowdOfRadius(count, r, max_step_distance, seed);
  }
  return world;
}

}  // namespace collide
