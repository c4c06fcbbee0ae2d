#pragma once

// What the view draws of two boxes' answers: the axis SAT separates them
// along, through the gap between their projections; and where two tests
// disagree on them, the pieces of each one's edges inside the other
// (collide/queries/box_edges_inside.h) with a marker in the overlap.

#include "collide/registry/static_shape.h"
#include "collide/sat/sat.h"
#include "collide/shapes/box.h"
#include "harness/draw/draw.h"

namespace harness {

// Magenta, not green: the origin's y axis is green.
inline constexpr Color kAxisColor{1, 0.2f, 1};
inline constexpr Color kDisagreeColor = colors::kOrange;

// The separating axis of two boxes that SAT finds apart (sat.separating_axis),
// drawn through the gap: the axis across both projections, ticks where each
// projection ends, and a square on the plane halfway across the gap.
void DrawSeparatingAxis(Draw& draw, const collide::BoxShape& a, const collide::BoxShape& b,
                        const collide::SatResult& sat);

// Where two boxes' tests disagree: the pieces of their edges inside the
// other, and a marker inside the overlap (the mean of points in both boxes is
// in both), or between the centres when no edge reaches in (the tests then
// disagree only within tolerance).
void DrawBoxesDisagreement(Draw& draw, const collide::BoxShape& a, const collide::BoxShape& b);

// What belongs to one pair alone, for the pair a user looks at (a hovered
// or selected row): two convex shapes their closest points or contacts
// (contact_marks.h), two boxes SAT finds apart the axis that separates
// them. True when it ran a test, which the sample counts; false for a pair
// that has none of these.
bool DrawPairMarks(Draw& draw, const collide::StaticShape& a, const collide::StaticShape& b);

}  // namespace harness
