#pragma once

// The point farthest along a direction among many: a hull's support, GJK's
// inner loop, as a scan of every vertex. Where the processor has AVX2 it
// scans four points at a time (each dot product rounded as glm::dot rounds
// it, the first of equal points kept), so both paths answer the same index.

#include <cstddef>

#include "collide/shapes/vec.h"

namespace collide {

// The index of the first of `points` (count >= 1) farthest along
// `direction`.
std::size_t FarthestAlong(const Vec3* points, std::size_t count, const Vec3& direction);

// The same by the plain loop, whichever the processor: the other path's
// oracle in the tests.
std::size_t FarthestAlongScalar(const Vec3* points, std::size_t count, const Vec3& direction);

// The same over `count` points laid out in blocks of four (convex_hull.h's
// support_lanes: x0 x1 x2 x3 y0 .. y3 z0 .. z3, the last block padded with
// copies of the last point), which the lanes load without rearranging.
std::size_t FarthestInLanes(const double* lanes, std::size_t count, const Vec3& direction);
std::size_t FarthestInLanesScalar(const double* lanes, std::size_t count, const Vec3& direction);

// Two such scans at once, GJK's two supports of one iteration (`first` along
// `first_direction`, `second` along `second_direction`), answering the two
// indices the two calls of FarthestInLanes answer. Interleaved, the lanes
// work on both sets of blocks and the two winners are found side by side,
// where one scan after the other waited on each winner in turn.
struct LaneWinners {
  std::size_t first = 0;
  std::size_t second = 0;
};
LaneWinners FarthestInLanesPair(const double* first, std::size_t first_count,
                                const Vec3& first_direction, const double* second,
                                std::size_t second_count, const Vec3& second_direction);

}  // namespace collide
