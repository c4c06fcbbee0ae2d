#pragma once

// What the view draws of two convex shapes' narrow-phase answers
// (collide/registry/contact_queries.h), for the pair a user looks at: apart,
// their closest points joined by a segment labelled with the distance;
// touching or overlapping, each contact point as a dot with the normal as
// an arrow from it and its depth beside it. The answers are the registry's
// default tests', as the pair's table rows give them.

#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"

namespace harness {

inline constexpr Color kClosestColor{0.35f, 1.0f, 1.0f};
inline constexpr Color kContactColor{1.0f, 0.8f, 0.15f};

// True when the pair's kinds answer the narrow phase's queries, so a test
// ran; false (nothing drawn) for others.
bool DrawContactMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b);

}  // namespace harness
