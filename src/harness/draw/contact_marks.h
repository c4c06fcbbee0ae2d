#pragma once

// What the view draws of two convex shapes' narrow-phase answers
// (collide/registry/contact_queries.h), for the pair a user looks at: apart,
// their closest points joined by a segment labelled with the distance;
// touching or overlapping, each contact point as a dot with the normal as
// an arrow from it and its depth beside it; a sweep's first contact, as a
// dot, an arrow and its t. The answers are the registry's
// default tests', as the pair's table rows give them.

#include "collide/registry/contact_queries.h"
#include "collide/registry/static_shape.h"
#include "harness/draw/draw.h"

namespace harness {

inline constexpr Color kGapColor{0.35f, 1.0f, 1.0f};
inline constexpr Color kContactColor{1.0f, 0.8f, 0.15f};

// True when the pair's kinds answer the narrow phase's queries, so a test
// ran; false (nothing drawn) for others.
bool DrawContactMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b);

// The two closest points joined, "d 0.25" beside the line.
void DrawClosestPoints(Draw& draw, const collide::ClosestPoints& closest);
// Each contact point as a dot with the normal as an arrow `arrow` long, the
// deepest's depth beside it; nothing for a manifold of no points.
void DrawManifold(Draw& draw, const collide::Manifold& m, double arrow);

// A sweep's first contact (collide/kinds/sweep.h): the contact point as a
// dot, the normal as an arrow `arrow` long, "t 0.4". The ghost of the swept
// shape at t is drawn by whoever draws shapes (DrawShape).
void DrawCastContact(Draw& draw, const collide::ShapeCastHit& hit, double arrow);

}  // namespace harness
