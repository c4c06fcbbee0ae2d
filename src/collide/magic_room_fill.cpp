#include "collide/magic_room_fill.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "collide/magic_room.h"

namespace collide {

namespace {

// As magic_room.cpp's: mt19937's output is fixed by the standard, unlike the
// std distributions.
double Uniform01(std::mt19937& rng) {
  return (rng() >> 5) * (1.0 / 134217728.0);
}

Vec3 RandomUnitVector(std::mt19937& rng) {
  for (;;) {
    const Vec3 p(2.0 * Uniform01(rng) - 1.0, 2.0 * Uniform01(rng) - 1.0,
                 2.0 * Uniform01(rng) - 1.0);
    const double len2 = glm::dot(p, p);
    if (len2 > 1e-6 && len2 <= 1.0) {
      return p / std::sqrt(len2);
    }
  }
}

// MagicRoomCrowd's placement for balls of radius r.
BallWorld Place(int count, double r, double max_step_distance, std::uint32_t seed) {
  BallWorld world = MagicRoomWorld();
  world.balls.clear();
  std::mt19937 rng(seed);
  const double gap = 1.0;
  const double cell = 2.0 * r + 3.0 * gap;
  const double low = -kMagicRoomHalfWidth + r + gap;
  const double high = kMagicRoomHalfWidth - r - gap;
  const int across = static_cast<int>((high - low) / cell) + 1;
  const int layers = static_cast<int>((300.0 - (kMagicRoomFloorY + r + gap)) / cell) + 1;
  std::vector<Vec3> spots;
  for (int layer = 0; layer < layers; ++layer) {
    for (int i = 0; i < across; ++i) {
      for (int k = 0; k < across; ++k) {
        spots.emplace_back(low + gap + cell * i, kMagicRoomFloorY + r + 2.0 * gap + cell * layer,
                           low + gap + cell * k);
      }
    }
  }
  std::shuffle(spots.begin(), spots.end(), rng);
  for (const Vec3& spot : spots) {
    if (static_cast<int>(world.balls.size()) >= count) {
      break;
    }
    const Vec3 jitter(2.0 * Uniform01(rng) - 1.0, 2.0 * Uniform01(rng) - 1.0,
                      2.0 * Uniform01(rng) - 1.0);
    const Vec3 center = spot + jitter * gap;
    const bool clear = std::all_of(
        world.cylinders.begin(), world.cylinders.end(),
        [&](const Cylinder& c) { return AxisDistance(c, center) >= c.radius + r + gap; });
    const Ball ball{center, Vec3(0.0), r, 1.0};
    if (!clear || !InsideMagicRoom(ball, -gap)) {
      continue;
    }
    world.balls.push_back(ball);
  }
  const double max_speed = max_step_distance / world.time_step;
  for (Ball& b : world.balls) {
    b.velocity = RandomUnitVector(rng) * (max_speed * Uniform01(rng));
  }
  return world;
}

}  // namespace

BallWorld FillMagicRoom(int count, double max_step_distance, std::uint32_t seed) {
  count = std::clamp(count, 0, kMaxMagicRoomFill);
  BallWorld world = MagicRoomCrowd(count, max_step_distance, seed);
  for (double r = kMagicRoomBallRadius; static_cast<int>(world.balls.size()) < count;) {
    r *= 0.98;
    world = Place(count, r, max_step_distance, seed);
  }
  return world;
}

}  // namespace collide
