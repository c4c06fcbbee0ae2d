#pragma once

// Penetration by GJK and EPA, for any pair of convex shapes: the building
// block Penetrate() (collide/manifold/narrow_phase.h) falls back on where no closed form or SAT
// answers, and what the window draws on request (EPA's last polytope).
// Round shapes are their cores grown by their radii: cores apart by d less
// than the radii's sum r overlap by r - d along the line joining the cores'
// closest points (GJK alone); cores that overlap or touch go to EPA on the
// cores' Minkowski difference, and the radii add to its depth.

#include <optional>

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"
#include "collide/convex/epa_polytope.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct EpaResult {
  std::optional<Penetration> penetration;  // nothing when the shapes are apart
  EpaPolytope polytope;  // empty when EPA did not run (cores apart, or a flat difference)
  int iterations = 0;    // EPA's expansions
};

// Nothing when the shapes are apart by more than the touching tolerance
// (shape_size.h); depth 0 when they touch. Cores whose difference is flat
// (coplanar triangles, collinear segments) overlap by depth 0 along the
// flat difference's normal, plus the radii.
std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b);
// The same, traced (convex_trace.h): GJK's iterations on the cores, EPA's
// start and expansions when they overlap, then the depth; instantiated for
// NoTrace and Trace.
template <typename Tracer>
std::optional<Penetration> PenetrateByGjkEpa(const ConvexShape& a, const ConvexShape& b,
                                             Tracer& trace);

// The same, with EPA's last polytope for drawing.
EpaResult PenetrateByGjkEpaWithPolytope(const ConvexShape& a, const ConvexShape& b);

}  // namespace collide
