#pragma once

// Seed 004's box-box test, ported faithfully (algorithm id "corner-volume"):
// two boxes collide when a corner of one touches or lies inside the other, and
// a point is inside a box when the six pyramids from that point to the box's
// faces add up to the box's volume (from outside they add up to more).
//
// Its blind spot, kept on purpose: two boxes can overlap with no corner of
// either inside the other (bars crossed like a plus sign, edges crossing), and
// then this test says "apart". It never reports an overlap that is not there,
// up to its tolerance. sat.h has the exact answer.

#include "collide/shapes/box.h"
#include "collide/trace/trace.h"

namespace collide {

// A point passes when sum(pyramids) <= volume * (1 + this). The seed's "equal
// within accuracy": the sums of six products carry ~1e-15 relative rounding,
// and small boxes at 1e6 coordinates carry ~1e-10 in their corners, both well
// inside; in distance it lets a corner be about 1.5 * tol * volume / face area
// (3 * tol * half extent for a rectangular box) outside a face.
inline constexpr double kCornerVolumeRelativeTolerance = 1e-9;

// Sum of the six pyramids with apex `apex` and the box's faces as bases
// (base area * height / 3 each, unsigned). Equals the volume for any apex
// inside a convex box and exceeds it outside.
double SixPyramidVolume(const BoxCorners& box, const Vec3& apex);

// The seed's volume: six pyramids from an inner point, the corners' mean.
double BoxVolume(const BoxCorners& box);

// The seed's point test. A box with a zero extent (a rectangle) has volume 0
// and its six pyramids reduce to the two on its faces, whose sum is 0 for every
// point of its plane, inside the rectangle or not; read literally the test
// would call every coplanar point inside. So a flat box takes the same identity
// one dimension down: the point must lie in the rectangle's plane (within
// tolerance * bounding radius) and the four triangles from it to the
// rectangle's edges must add up to the rectangle's area. A segment (two zero
// extents) takes the two lengths to its ends, a point box equality. A
// dimension counts as collapsed when all four of its edges have length exactly
// 0, which is what oriented boxes and AABBs with a zero extent produce; a
// hexahedron must pass Validate() (it cannot be flat).
bool CornerVolumeContains(const BoxCorners& box, const Vec3& point);

struct CornerVolumeResult {
  bool intersects = false;
  // When intersecting: the first corner found to pass, and whose it is
  // (0 for the first argument's corners, which are tried first; 1 for the
  // second's).
  int box = -1;
  int corner = -1;
};

// All 16 corners: the first box's 8 in the second, then the second's 8 in the
// first; a box can poke a corner into a much larger one whose own corners are
// all far outside.
CornerVolumeResult CornerVolumeTest(const BoxCorners& a, const BoxCorners& b);
CornerVolumeResult CornerVolumeTest(const BoxShape& a, const BoxShape& b);
// The same test, each corner tried a step (trace.h), topic "corner i of A"
// or "... of B": its pyramids' sum against the other box's volume (a flat
// box's area or length), with a PointMark. The first corner inside decides;
// when none is, a last step "no corner inside: apart" does. Instantiated for
// NoTrace and Trace.
template <typename Tracer>
CornerVolumeResult CornerVolumeTest(const BoxCorners& a, const BoxCorners& b, Tracer& trace);
template <typename Tracer>
CornerVolumeResult CornerVolumeTest(const BoxShape& a, const BoxShape& b, Tracer& trace);

}  // namespace collide
