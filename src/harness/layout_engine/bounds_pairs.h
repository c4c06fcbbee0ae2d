#pragma once

// The broad phase the samples that test every pair of a layout share: a
// positive pair test (intersects, contains, a hit) needs bounds that touch,
// so a sample colours and lists only the pairs this finds, and a layout of
// thousands of shapes stays interactive.

#include <cstddef>
#include <span>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"

namespace harness {

// Up to this many shapes, a sample answers and lists every pair; above it,
// the pairs that can touch, so a scene of thousands stays interactive.
inline constexpr std::size_t kAllPairsLimit = 64;

// Every pair (i, j), i < j, of bounds that overlap or touch, sorted. A
// uniform grid: linear in N for shapes of similar sizes; it keeps nothing
// between calls, so calling once per change of a layout costs no more than
// keeping one.
std::vector<std::pair<std::size_t, std::size_t>> PairsWhoseBoundsTouch(
    std::span<const collide::Aabb> bounds);

}  // namespace harness
