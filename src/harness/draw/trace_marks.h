#pragma once

// What the view draws for one step of a trace (collide/trace/trace.h): an
// axis with both shapes' projections as coloured intervals and the gap
// between them; a plane and a point's signed distance; a slab and the part
// of the ray inside it; points, segments, triangles and spheres with their
// labels; a BVH node or octree cell, entered or skipped. The Why panel
// draws its current step with these.

#include "collide/trace/trace.h"
#include "harness/draw/draw.h"

namespace harness {

// A's projection and marks, B's, and what a step decides with.
inline constexpr Color kTraceColorA{1.0f, 0.6f, 0.2f};
inline constexpr Color kTraceColorB{0.3f, 0.85f, 1.0f};
inline constexpr Color kTraceColorMark{1.0f, 0.95f, 0.3f};

// `scene_radius` sizes what has no size of its own: a plane's patch, an
// axis's line beyond both intervals.
void DrawTraceMarks(Draw& draw, const collide::TraceStep& step, float scene_radius);

}  // namespace harness
