#pragma once

// One random case of the hunt (hunt.h), from the kinds' generators.

#include <vector>

#include "collide/hunt/shape_generators.h"

namespace collide {

// A case: two or three shapes of the pair's kinds, alternating, the first
// at random and each next one, most of the time, touching a point of the
// surface of one before it (or the same shape again, or another at
// random), all on one grid. Only an exact surface point is touched
// (SurfacePoint::exact); from any other the next shape is random.
// `first` and `second` are the pair's kinds' generators; `generators` finds
// the one of any shape to touch.
std::vector<StaticShape> GenerateCase(HuntRandom& random, const ShapeGenerators& generators,
                                      const ShapeGenerator& first, const ShapeGenerator& second);

}  // namespace collide
