#pragma once

// The "Magic Room" of seed 002's program: a floor and four walls (open top),
// three infinite cylinders and ten balls of radius 20 under gravity.
//
// Surfaces are given where they are drawn. The original stored every
// primitive already grown by the ball radius 20 and tested only the ball's
// centre: cylinder radii 60 + 20 and 30 + 20, and walls and floor at +-300 and
// -300 while it drew them at +-320 and -320. Since our tests grow primitives
// themselves, the walls here are the drawn ones at +-320 (floor y = -320): the
// centres are confined to +-300 exactly as in the original.
//
// The original's balls 3..9 start at (-500 + 75 i, 300, -500 + 50 i). Ball 3,
// at z = -350, starts wholly outside the room (its centre 30 beyond the
// z = -320 wall); ball 4, at z = -300, touches that wall from inside. The
// original's ball 3 hits the wall from outside, bounces back and stays
// outside for good, bouncing on the floor's and walls' infinite planes.
// MagicRoomWorldFaithful() keeps those numbers; MagicRoomWorld(), the
// default, moves ball 3 to z = -300 so that it touches the wall from inside
// like ball 4 (the smallest change that puts every ball in the room).

#include <cstdint>
#include <vector>

#include "collide/motion/ball_simulation.h"

namespace collide {

inline constexpr double kMagicRoomHalfWidth = 320.0;  // walls at x, z = +-320
inline constexpr double kMagicRoomFloorY = -320.0;
inline constexpr double kMagicRoomBallRadius = 20.0;
inline constexpr double kMagicRoomTimeStep = 0.6;
inline constexpr Vec3 kMagicRoomGravity{0.0, -0.05, 0.0};
inline constexpr Vec3 kMagicRoomStartVelocity{0.5, -0.1, 0.5};

// Floor, then the walls at x = +320, x = -320, z = +320, z = -320; normals
// point into the room.
std::vector<Plane> MagicRoomPlanes();

// Own radii 60, 60 and 30: through the origin along y; through
// (200, -300, 0) along z; through (-200, 0, 0) along (0, 1, 1).
std::vector<Cylinder> MagicRoomCylinders();

std::vector<Ball> MagicRoomBallsFaithful();
std::vector<Ball> MagicRoomBalls();  // ball 3 moved to z = -300

BallWorld MagicRoomWorldFaithful();
BallWorld MagicRoomWorld();

// Whether a ball lies within the room (walls, floor; the top is open) up to
// `tolerance`.
bool InsideMagicRoom(const Ball& ball, double tolerance = 0.0);

// The room and cylinders with `count` balls of the room's radius placed at
// random free spots (a jittered grid, clear of the cylinders, walls and each
// other by at least 1 unit) and random velocities of up to
// `max_step_distance` units per step in random directions. Deterministic for
// a seed. Fewer balls when the room is full (about 2,400 fit below y = 300).
BallWorld MagicRoomCrowd(int count, double max_step_distance, std::uint32_t seed);
// The same placement for balls of radius `r` (FillMagicRoom shrinks it until
// a crowd fits).
BallWorld MagicRoomCrowdOfRadius(int count, double r, double max_step_distance, std::uint32_t seed);

}  // namespace collide
