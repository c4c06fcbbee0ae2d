#include "collide/motion/magic_room.h"

#include <algorithm>
#include <random>

namespace collide {

namespace {

// mt19937's output is fixed by the standard, unlike the std distributions,
// so a seed gives the same crowd with every standard library.
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

}  // namespace

std::vector<Plane> MagicRoomPlanes() {
  const double h = kMagicRoomHalfWidth;
  return {
      {{0.0, kMagicRoomFloorY, 0.0}, {0.0, 1.0, 0.0}},
      {{h, 0.0, 0.0}, {-1.0, 0.0, 0.0}},
      {{-h, 0.0, 0.0}, {1.0, 0.0, 0.0}},
      {{0.0, 0.0, h}, {0.0, 0.0, -1.0}},
      {{0.0, 0.0, -h}, {0.0, 0.0, 1.0}},
  };
}

std::vector<Cylinder> MagicRoomCylinders() {
  return {
      {{0.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, 60.0},
      {{200.0, -300.0, 0.0}, {0.0, 0.0, 1.0}, 60.0},
      {{-200.0, 0.0, 0.0}, glm::normalize(Vec3(0.0, 1.0, 1.0)), 30.0},
  };
}

std::vector<Ball> MagicRoomBallsFaithful() {
  std::vector<Ball> balls;
  const auto add = [&balls](Vec3 center) {
    balls.push_back({center, kMagicRoomStartVelocity, kMagicRoomBallRadius, 1.0});
  };
  add({199.0, 180.0, 10.0});
  add({0.0, 150.0, 100.0});
  add({-100.0, 180.0, -100.0});
  for (int i = 3; i < 10; ++i) {
    add({-500.0 + 75.0 * i, 300.0, -500.0 + 50.0 * i});
  }
  return balls;
}

std::vector<Ball> MagicRoomBalls() {
  std::vector<Ball> balls = MagicRoomBallsFaithful();
  balls[3].center.z = -kMagicRoomHalfWidth + kMagicRoomBallRadius;
  return balls;
}

BallWorld MagicRoomWorldFaithful() {
  BallWorld world;
  world.planes = MagicRoomPlanes();
  world.cylinders = MagicRoomCylinders();
  world.balls = MagicRoomBallsFaithful();
  world.gravity = kMagicRoomGravity;
  world.time_step = kMagicRoomTimeStep;
  return world;
}

BallWorld MagicRoomWorld() {
  BallWorld world = MagicRoomWorldFaithful();
  world.balls = MagicRoomBalls();
  return world;
}

bool InsideMagicRoom(const Ball& ball, double tolerance) {
  const double limit = kMagicRoomHalfWidth - ball.radius + tolerance;
  return std::abs(ball.center.x) <= limit && std::abs(ball.center.z) <= limit &&
         ball.center.y >= kMagicRoomFloorY + ball.radius - tolerance;
}

BallWorld MagicRoomCrowd(int count, double max_step_distance, std::uint32_t seed) {
  return MagicRoomCrowdOfRadius(count, kMagicRoomBallRadius, max_step_distance, seed);
}

BallWorld MagicRoomCrowdOfRadius(int count, double r, double max_step_distance,
                                 std::uint32_t seed) {
  BallWorld world = MagicRoomWorld();
  world.balls.clear();
  std::mt19937 rng(seed);
  const double gap = 1.0;
  // Grid cells of 2r + 3 gaps; a centre jitters by up to one gap in its cell,
  // so neighbours stay at least one gap apart.
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
  const std::vector<Cylinder> cylinders = world.cylinders;
  for (const Vec3& spot : spots) {
    if (static_cast<int>(world.balls.size()) >= count) {
      break;
    }
    const Vec3 jitter(2.0 * Uniform01(rng) - 1.0, 2.0 * Uniform01(rng) - 1.0,
                      2.0 * Uniform01(rng) - 1.0);
    const Vec3 center = spot + jitter * gap;
    const bool clear = std::all_of(cylinders.begin(), cylinders.end(), [&](const Cylinder& c) {
      return AxisDistance(c, center) >= c.radius + r + gap;
    });
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

}  // namespace collide
