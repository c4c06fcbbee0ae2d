#pragma once

// When a shape cast that differs from ours is right too. The first time of
// contact is one number, but where and along what the shapes touch then is
// not always one point and one direction: a box landing flat on a box
// touches along a whole face, an edge on an edge anywhere along their
// overlap, and shapes that overlap before any move (t = 0) anywhere in the
// overlap. A hunt comparing points and normals alone would call each such
// case a bug of the plugin's. Judged here in lengths, as
// penetration_judge.h judges a penetration: the times within the tolerance
// once turned into a distance along the translation, their point on both
// shapes at their time, and the shapes overlapping along their normal by
// as much as along ours (none when they only touch). Nor is the time
// always sharp: a step that grazes a curved surface comes within a gap g
// of it over a stretch of length sqrt(2 R g) (R the curvature's radius),
// and any time in that stretch is as right as the exact one once the gap
// is within the tolerance.

#include "collide/registry/contact_queries.h"
#include "collide/registry/static_shape.h"

namespace collide {

// Whether `theirs` is as right as `ours` for the sweep `moving` (a Sweep,
// collide/registry/sweep.h) and the still convex shape: both miss; one
// misses where the other's hit is a touch within `tolerance` (the shapes
// come within it of each other over the step and never overlap deeper
// than it, and are within it at the hit's time: a graze or a touch at the
// step's very end, which rounding may count or not); or both hit with
// - the times apart along the translation (|t - t'| * |translation|: t is
//   a fraction, a length only so) by at most sqrt(2 L tolerance) +
//   tolerance, L the largest extent of the two shapes' bounds at their
//   time (the widest a curve they graze can be); a time that far off on a
//   step that does not graze fails the next two: the shapes are apart by
//   more than the tolerance then, or overlap;
// - their point within `tolerance` of the moved shape at their time and of
//   the still shape;
// - their normal of unit length (within 1e-6), along which the moved shape
//   at their time overlaps the still one by ours' overlap along ours
//   (OverlapAlong: 0 when they touch, the depth when they start
//   overlapping) within `tolerance`; a flipped normal overlaps by the
//   shapes' whole extent and is wrong.
// False when `moving` is not a sweep or either shape is not convex.
bool CastAlsoRight(const StaticShape& moving, const StaticShape& still, const CastAnswer& ours,
                   const CastAnswer& theirs, double tolerance);

}  // namespace collide
