#pragma once

// When a penetration that differs from ours is right too. A penetration's
// normal is not always one direction: two capsules whose cores cross, or
// two boxes touching corner to corner, are as shallow along several; a hunt
// comparing normals alone would call each such case a bug of the plugin's.
// Any normal along which the shapes overlap by the least depth is right.

#include "collide/registry/contact_queries.h"
#include "collide/registry/static_shape.h"

namespace collide {

// How far a and b overlap along the unit `normal` (from a to b): a's
// farthest point along it less b's farthest along its opposite; nullopt
// when either is not a convex kind (contact_queries.h's pairs).
std::optional<double> OverlapAlong(const StaticShape& a, const StaticShape& b, const Vec3& normal);

// Whether `theirs` is as right as `ours` for a and b: both apart; one apart
// and the other overlapping by at most `tolerance` where the shapes are
// within `tolerance` of touching (an exact touch, which rounding calls
// either); or both overlapping with depths within `tolerance` and the
// shapes overlapping by that depth along theirs' normal within `tolerance`. Ours is the minimum:
// a normal along which they overlap more is no way to separate them by
// `depth`, and a flipped normal overlaps by the shapes' whole extent.
bool PenetrationAlsoRight(const StaticShape& a, const StaticShape& b, const PenetrationAnswer& ours,
                          const PenetrationAnswer& theirs, double tolerance);

}  // namespace collide
