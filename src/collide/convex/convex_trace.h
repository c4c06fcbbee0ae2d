#pragma once

// The steps (collide/trace/trace.h) of the convex narrow phase's distance
// and depth, written by the algorithms themselves when traced: GJK's loop
// (gjk_loop.h) one step per iteration, topics "iteration 1", "iteration 2",
// ...: the search direction d = -v, the support point w = support_A(d) -
// support_B(-d), the simplex it reduced to and which of its features is
// nearest the origin, and the termination test that stops it; the closed
// forms of round and thin pairs (distance.cpp) as the cores' closest points
// less the radii; EPA (epa_polytope.cpp) one step per expansion, topics
// "expansion 1", ...: the face nearest the origin, the support beyond it and
// how far the distance grew. Support points are recorded from the caller,
// never from inside the support scans (farthest_point.h's SIMD scans).

#include "collide/convex/simplex.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// One GJK iteration as the loop saw it: v is the nearest point so far,
// from_a and from_b the shapes' support points along -v and v.
struct GjkLook {
  int iteration = 0;
  Vec3 v{0.0};
  Vec3 from_a{0.0};
  Vec3 from_b{0.0};
};

// The first simplex: the inner points' difference `v` and the vertex along it.
void RecordGjkStart(Trace& trace, const Vec3& v, const Simplex& simplex);
// |v|^2 already negligible against the largest |w|^2: touching (decides).
void RecordGjkTouching(Trace& trace, int iteration, double vv, double size);
// The support gained nothing on |v|^2, or repeated a vertex (decides).
void RecordGjkConverged(Trace& trace, const GjkLook& look, bool repeated);
// The tetrahedron holds the origin: the cores overlap (decides).
void RecordGjkEnclosed(Trace& trace, const GjkLook& look, const Simplex& simplex);
// An ordinary iteration: the simplex after reduction and its nearest point;
// when it did not get nearer, the loop stops there (decides).
void RecordGjkReduced(Trace& trace, const GjkLook& look, const Simplex& simplex,
                      const Vec3& nearest, bool progressed);
void RecordGjkOutOfIterations(Trace& trace, int iterations);

// The answer's closest points, with the cores' distance and the radii taken
// off it when the shapes are round: a SegmentMark "d 0.25".
void RecordClosestPoints(Trace& trace, double cores_distance, double radius_a, double radius_b,
                         const Vec3& on_a, const Vec3& on_b, double distance);

// A closed form's first step: the cores (points or segments) and their
// closest points.
void RecordClosestCores(Trace& trace, const Segment& core_a, const Segment& core_b,
                        const Vec3& on_a, const Vec3& on_b, double distance);

// One EPA expansion: the nearest face (its corners on A - B), its distance
// and normal, the support point beyond it and the gain against the
// tolerance; `stop` when the gain is within it (decides).
struct EpaLook {
  int expansion = 0;
  Vec3 corners[3];
  Vec3 normal{0.0};
  double distance = 0.0;
  Vec3 beyond{0.0};
  double gain = 0.0;
  double tolerance = 0.0;
};
void RecordEpaExpansion(Trace& trace, const EpaLook& look, bool stop);
// The polytope could not grow (a face of no area) or ran out of expansions.
void RecordEpaStuck(Trace& trace, int expansion, const char* why);

}  // namespace collide
