#pragma once

// Where two boxes overlap with no corner of either inside the other (bars
// crossed like a plus sign, edge across edge: corner_volume.h's blind spot),
// edges must cross faces. These are the pieces of each box's edges that lie
// inside the other, which show where.

#include <vector>

#include "collide/shapes/box.h"

namespace collide {

struct EdgePiece {
  Vec3 a;
  Vec3 b;
};

// The pieces of a's twelve edges inside b, then of b's inside a, each
// clipped against the other's face planes (a point within 1e-9 of the pair's
// size outside a face counts as inside). Boxes apart give none.
std::vector<EdgePiece> EdgesInside(const BoxShape& a, const BoxShape& b);

}  // namespace collide
