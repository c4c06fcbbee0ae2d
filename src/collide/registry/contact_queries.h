#pragma once

// The narrow phase's queries, one row each in the query table, added on
// first use: "distance" (the gap and the two closest points,
// collide::ClosestPoints), "penetration" (depth and normal when the shapes
// overlap, nothing when apart) and "contacts" (the manifold, up to four
// points), and "cast" (a sweep's first contact). Their answers and conventions are
// collide/convex/contacts.h's: the normal points from A to B, a depth is positive when overlapping,
// a distance is 0 when touching. The pair tests that answer them are convex_pair_tests.h's.

#include <optional>

#include "collide/convex/contacts.h"
#include "collide/registry/queries.h"

namespace collide {

// Penetrate's and Cast's answers as the registry holds them.
using PenetrationAnswer = std::optional<Penetration>;
using CastAnswer = std::optional<ShapeCastHit>;

Query DistanceQuery();
Query PenetrationQuery();
Query ContactsQuery();
// "cast": the first time a sweep (collide/kinds/sweep.h) touches a static
// convex shape, with the point and the normal from the moving shape to the
// still one; nothing when it never does.
Query CastQuery();

// Whether two manifolds agree, numbers compared by `near`: the same count,
// normals near, and each point of one near a point of the other (as sets:
// engines list them in any order), depths near.
bool ManifoldsAgree(const Manifold& x, const Manifold& y, const NumbersNear& near);

}  // namespace collide
