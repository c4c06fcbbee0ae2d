#pragma once

// Closed forms for the closest points of the simplest convex pairs: point
// and point, point and segment, segment and segment (Ericson, Real-Time
// Collision Detection 5.1.9, with the parallel and zero-length cases), and
// the same pairs grown by radii, which is what spheres and capsules are.
// Distance() answers every pair of points, segments, spheres and capsules
// from these, without GJK; the tests hold GJK to them too.

#include "collide/convex/contacts.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/vec.h"

namespace collide {

// A point against a point: on_a = a, on_b = b.
ClosestPoints ClosestPointToPoint(const Vec3& a, const Vec3& b);

// A point against a segment (a zero-length segment is a point).
ClosestPoints ClosestPointToSegment(const Vec3& a, const Segment& b);

// Segment against segment. Parallel segments (and nearly parallel ones,
// whose line parameters rounding would scatter) answer one of their closest
// pairs; the parameters come from cross products, not from the cancelling
// a*e - b*b, so the distance stays accurate to rounding of the coordinates.
ClosestPoints ClosestSegmentToSegment(const Segment& a, const Segment& b);

// Where ClosestSegmentToSegment's points lie along the segments: on_a =
// a.start + (a.end - a.start) s and on_b = b.start + (b.end - b.start) t,
// s and t in [0, 1]. For callers that need the points but not their
// distance (the manifold's contact of two edges): no root.
struct SegmentFractions {
  double s = 0.0;
  double t = 0.0;
};
SegmentFractions ClosestSegmentFractions(const Segment& a, const Segment& b);

// The shapes grown by `radius_a` and `radius_b` from the closest points of
// their cores: distance less the radii (0 when they overlap), the points
// moved onto the surfaces along the line joining the core points. Cores
// that coincide have no such line: the points move along +x, so the answer
// is the same every time. `cores.distance` must be |on_b - on_a|, as the
// closed forms above give it.
ClosestPoints Rounded(const ClosestPoints& cores, double radius_a, double radius_b);

// Segment against segment grown by the radii (capsules, spheres, points):
// Rounded(ClosestSegmentToSegment(a, b), radius_a, radius_b) in one call,
// which the compiler inlines whole (Distance's hot path).
ClosestPoints ClosestRoundedSegments(const Segment& a, double radius_a, const Segment& b,
                                     double radius_b);

// The same along a given unit `direction` from A to B (GJK's, which its
// nearest point gives more exactly than the difference of its two points
// when the cores almost touch).
ClosestPoints RoundedAlong(const ClosestPoints& cores, const Vec3& direction, double radius_a,
                           double radius_b);

}  // namespace collide
