#pragma once

// Ray casts against the capsule and the convex hull, as raycast.h casts
// against the tutorial's shapes and with its conventions: the first surface
// along the ray (t >= 0, t a distance along its unit direction), the point
// and the unit normal out of the solid there. From inside, the surface where
// the ray leaves. What the cursor picks these kinds by.
//
// Traced (collide/trace/trace.h), the capsule's cast writes a step for each
// part ("start sphere", "end sphere", "tube": where the ray is inside it),
// the hull's one per face plane ("face 0", "face 1", ...: where the ray
// crosses it and the interval left), and both end on the step "interval"
// that decides: where the ray enters, or from inside leaves, or a miss. The
// ray is A, the capsule or hull B.

#include <optional>

#include "collide/queries/raycast.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/ray.h"
#include "collide/trace/trace.h"

namespace collide {

// The capsule is the union of its two end spheres and the finite cylinder
// between them; being convex, the ray is inside it on one interval of t, the
// union of the parts' intervals: its first entry, or from inside its last
// exit. A zero-length capsule is its sphere; radius 0, its core segment,
// hit only by rays through it (the normal is then -direction).
std::optional<RayHit> Raycast(const Ray& ray, const Capsule& capsule);

// Cyrus-Beck clipping against the hull's face planes (in its own frame, as
// ConvexHull gives them). The normal is the face's.
std::optional<RayHit> Raycast(const Ray& ray, const ConvexHull& hull);

// The same casts, traced; instantiated for NoTrace and Trace.
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const Capsule& capsule, Tracer& trace);
template <typename Tracer>
std::optional<RayHit> Raycast(const Ray& ray, const ConvexHull& hull, Tracer& trace);

}  // namespace collide
