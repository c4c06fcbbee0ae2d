#pragma once

// The narrow phase's penetration and contact manifold for any two convex
// shapes (collide/convex/convex_shape.h), each by the method that is exact
// for the pair, with collide/convex/contacts.h's conventions (the normal
// from A to B, depth positive when overlapping, 0 when touching):
// - two polytopes (points, segments, boxes, AABBs, triangles, hulls): SAT
//   over face normals and edge crosses (sat_penetration.h);
// - a sphere or a capsule: its core (a point, a segment) by SAT while the
//   cores overlap, the radii added to the depth, which is exact since
//   growing a shape by r grows its Minkowski difference by r; cores apart,
//   GJK's distance against the radii (collide/convex/epa.h, which runs EPA
//   only for what SAT does not take);
// - the manifold: two oriented boxes by their own path, else the features
//   facing each other along the penetration's normal, clipped (manifold.h).

#include <optional>

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"
#include "collide/trace/trace.h"

namespace collide {

// Depth and normal when A and B overlap or touch; nothing when apart.
std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b);

// The contact manifold; count 0 when apart.
Manifold Contacts(const ConvexShape& a, const ConvexShape& b);

// The same two, traced (manifold_trace.h, collide/convex/convex_trace.h):
// the method, SAT's answer or GJK's iterations and EPA's expansions, then
// for the manifold the features, the clipping and the reduction;
// instantiated for NoTrace and Trace.
template <typename Tracer>
std::optional<Penetration> Penetrate(const ConvexShape& a, const ConvexShape& b, Tracer& trace);
template <typename Tracer>
Manifold Contacts(const ConvexShape& a, const ConvexShape& b, Tracer& trace);

}  // namespace collide
