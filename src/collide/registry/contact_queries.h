#pragma once

// The narrow phase's queries, one row each in the query table, added on
// first use: "distance" (the gap and the two closest points,
// collide::ClosestPoints), "penetration" (depth and normal when the shapes
// overlap, nothing when apart) and "contacts" (the manifold, up to four
// points). Their answers and conventions are collide/convex/contacts.h's:
// the normal points from A to B, a depth is positive when overlapping, a
// distance is 0 when touching. The pair tests that answer them are
// convex_pair_tests.h's.

#include <optional>

#include "collide/convex/contacts.h"
#include "collide/registry/queries.h"

namespace collide {

// Penetrate's answer as the registry holds it.
using PenetrationAnswer = std::optional<Penetration>;

Query DistanceQuery();
Query PenetrationQuery();
Query ContactsQuery();

// Whether two manifolds agree, numbers compared by `near`: the same count,
// normals near, and each point of one near a point of the other (as sets:
// engines list them in any order), depths near.
bool ManifoldsAgree(const Manifold& x, const Manifold& y, const NumbersNear& near);

}  // namespace collide
