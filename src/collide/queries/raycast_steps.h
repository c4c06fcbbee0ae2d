#pragma once

// The sentences and drawings of the traced ray casts (raycast.h): what the
// book's sphere, slab, Cyrus-Beck, plane and segment casts look at, step by
// step, with their numbers. The casts decide; these only write down what
// they were handed, so a trace never computes an answer of its own. Ray or
// segment is "A", the shape "B".

#include "collide/shapes/ray.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// How a clipped interval [enter, leave] ends (the slabs' and Cyrus-Beck's):
// empty; wholly behind the origin; entered at t >= 0; the origin inside and
// on a face plane the ray lies in; the origin inside, left at t > 0.
enum class ClipEnd { kEmpty, kBehind, kEnters, kOnFace, kLeaves };

// The book's geometric sphere cast from `from` along the unit `u`.
struct SphereCastSteps {
  Vec3 from{0.0};
  Vec3 u{1.0, 0.0, 0.0};
  Vec3 center{0.0};
  double radius = 0.0;

  // The centre projected on the ray: t = along.
  void Projection(Trace& trace, double along) const;
  // The centre's squared distance from the ray's line against r^2; decides
  // when the line passes outside (`meets` false).
  void Distance(Trace& trace, double squared_distance, double half_chord_squared, bool meets) const;
  // t = along - half chord; decides when the ray enters there (`hit`).
  void Entry(Trace& trace, double along, double half_chord, double enter, bool hit) const;
  // t = along + half chord (the origin inside); decides.
  void Exit(Trace& trace, double along, double half_chord, double leave, bool hit) const;
};

// One slab, or one face plane of a hexahedron, as the clipping met it.
struct ClipStep {
  int index = 0;  // the axis 0..2 of a slab; the face 0..5 of a hexahedron
  // The ray's t where it crosses the slab's (plane's) boundaries: entering
  // at crossing.lo, leaving at crossing.hi; infinite for a side it never
  // crosses.
  TraceInterval crossing{-kInfinity, kInfinity};
  TraceInterval before{-kInfinity, kInfinity};  // the running [enter, leave]
  TraceInterval after{-kInfinity, kInfinity};
  bool parallel = false;  // never crosses: inside for every t or none
  bool within = true;     // false: parallel and outside, a miss
  bool was_empty = false;
  bool is_empty = false;
};

// The slab cast of an AABB or an oriented box, in the box's frame: the box
// at `center` with unit axes the columns of `axes` (the identity and zero
// for an AABB, whose frame is the world's).
struct SlabCastSteps {
  Ray ray;  // in the world
  Vec3 center{0.0};
  Mat3 axes{1.0};
  bool oriented = false;

  // Slab `step.index` between low and high, where the ray's origin, in the
  // box's frame, sits at `origin`.
  void Slab(Trace& trace, const ClipStep& step, double low, double high, double origin) const;
};

// Cyrus-Beck against a hexahedron's face plane n . (x - point) = 0, n out of
// the solid: the ray's origin lies `distance` outside it and moves `rate`
// further out per unit t.
void StepCyrusBeckFace(Trace& trace, const Ray& ray, const ClipStep& step, const Vec3& normal,
                       const Vec3& point, double distance, double rate);

// What the clipping's interval comes to: `t` and the face `face` (0..5: -x,
// +x, -y, +y, -z, +z) of a hit; decides unless the interval was emptied by
// a slab (which decided already).
void StepClipEnd(Trace& trace, const Ray& ray, TraceInterval interval, ClipEnd end, double t,
                 int face);

// The plane casts: the plane n . x = offset and the ray's origin's signed
// distance from it; then n . direction (`one_sided`: the book's miss when
// >= 0; two-sided: parallel, a hit when `goes_on`, the ray lying in the
// plane), decided when the cast stops there; then t, decided.
void StepPlane(Trace& trace, const Ray& ray, const Vec3& normal, double offset, double distance);
void StepPlaneRate(Trace& trace, double rate, bool one_sided, bool goes_on);
void StepPlaneT(Trace& trace, const Ray& ray, double t, double distance, double rate, bool hit);

// A segment cast as a ray from its start: the ray and the length kept; none
// (zero length, a non-finite end); the hit's t against the length, decided.
void StepSegmentRay(Trace& trace, const Segment& segment, const Ray& ray, double length);
void StepSegmentNoRay(Trace& trace, const Segment& segment);
void StepSegmentLength(Trace& trace, double t, double length, bool reaches);

}  // namespace collide
