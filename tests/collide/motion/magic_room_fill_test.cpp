#include "collide/motion/magic_room_fill.h"

#include <gtest/gtest.h>

#include "ball_oracles.h"
#include "collide/motion/magic_room.h"

namespace collide {
namespace magic_room_fill_test {
namespace {

TEST(FillMagicRoom, UpToTheRoomsCapacityIsTheCrowdOfTheRoomsBalls) {
  const BallWorld filled = FillMagicRoom(500, 5.0, 3);
  const BallWorld crowd = MagicRoomCrowd(500, 5.0, 3);
  ASSERT_EQ(filled.balls.size(), 500u);
  ASSERT_EQ(crowd.balls.size(), 500u);
  for (std::size_t i = 0; i < 500; ++i) {
    EXPECT_EQ(filled.balls[i].center, crowd.balls[i].center);
    EXPECT_EQ(filled.balls[i].velocity, crowd.balls[i].velocity);
    EXPECT_EQ(filled.balls[i].radius, kMagicRoomBallRadius);
  }
}

// 10,000 balls do not fit at radius 20 (about 2,400 do): smaller balls,
// every one inside the room, clear of the cylinders and of each other.
TEST(FillMagicRoom, TenThousandBallsFitSmaller) {
  const BallWorld world = FillMagicRoom(kMaxMagicRoomFill, 10.0, 1);
  ASSERT_EQ(world.balls.size(), 10000u);
  const double r = world.balls[0].radius;
  EXPECT_LT(r, kMagicRoomBallRadius);
  EXPECT_GT(r, 0.5 * kMagicRoomBallRadius);
  for (const Ball& b : world.balls) {
    ASSERT_EQ(b.radius, r);
    ASSERT_TRUE(InsideMagicRoom(b));
    ASSERT_LE(glm::length(b.velocity) * world.time_step, 10.0 + 1e-9);
  }
  EXPECT_EQ(testing::DeepestPenetration(world).depth, 0.0);
  EXPECT_FALSE(Validate(world));
}

TEST(FillMagicRoom, CountsAreClamped) {
  EXPECT_EQ(FillMagicRoom(-3, 5.0, 1).balls.size(), 0u);
  EXPECT_EQ(FillMagicRoom(kMaxMagicRoomFill + 1, 5.0, 1).balls.size(),
            static_cast<std::size_t>(kMaxMagicRoomFill));
}

}  // namespace
}  // namespace magic_room_fill_test
}  // namespace collide
