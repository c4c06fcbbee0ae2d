#pragma once

// Contact manifolds, as engines build them (Jolt's ManifoldBetweenTwoFaces,
// Box2D's reference and incident faces, Bullet's btBoxBoxDetector): each
// shape's supporting feature along the normal (supporting_face.h), the more
// aligned face as reference, the other feature clipped to its side planes,
// the points below it kept with their depths and put on B's surface, at most
// four kept (face_clipping.h). The conventions are contacts.h's.

#include "collide/convex/contacts.h"
#include "collide/convex/convex_shape.h"
#include "collide/manifold/box_penetration.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The manifold of two shapes that overlap or touch as `p` says (from
// Penetrate or PenetrateBySat): face against face the clipped polygon's
// corners, a capsule or segment lying along a face or another capsule two
// points, anything with a sphere one; always at least one (p.on_b with
// p.depth when the features give none).
Manifold ContactsFromPenetration(const ConvexShape& a, const ConvexShape& b, const Penetration& p);

// The same along `normal` with `depth`, falling back on `fallback_on_b`:
// for PenetrateBySat, which takes its witness points from it.
Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b, const Vec3& normal, double depth,
                       const Vec3& fallback_on_b);

// Two oriented boxes in one call, without the variant or the heap: the
// 15-axis least overlap (box_penetration.h), then a face against a corner
// or two crossing edges by the direct path (box_box_contacts.h), anything
// else by ContactsOfBoxesAlong. Count 0 when apart.
Manifold ContactsBetweenBoxes(const OrientedBox& a, const OrientedBox& b);
// The general path along an axis LeastOverlapOfBoxes found (PenetrateBySat's
// witness, and the direct path's oracle in the tests): the same features
// and clipping as ContactsFromPenetration, from fixed arrays.
Manifold ContactsOfBoxesAlong(const OrientedBox& a, const OrientedBox& b,
                              const BoxContactAxis& axis);

// ContactsAlong and ContactsBetweenBoxes traced (manifold_trace.h): the
// features, the reference face, each clip plane, each candidate and the
// reduction; for two boxes first the least-overlap axis and the direct
// path's verdict. Instantiated for NoTrace and Trace.
template <typename Tracer>
Manifold ContactsAlong(const ConvexShape& a, const ConvexShape& b, const Vec3& normal, double depth,
                       const Vec3& fallback_on_b, Tracer& trace);
template <typename Tracer>
Manifold ContactsBetweenBoxes(const OrientedBox& a, const OrientedBox& b, Tracer& trace);

}  // namespace collide
