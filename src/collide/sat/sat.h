#pragma once

// Exact box-box tests (algorithm id "sat"): two convex solids are apart exactly
// when some axis separates their projections, and for boxes and hexahedra the
// candidates are the face normals of both and the cross products of an edge
// direction of each. Touching counts as intersecting, as for spheres.

#include <optional>
#include <span>
#include <utility>

#include "collide/shapes/box.h"
#include "collide/trace/trace.h"

namespace collide {

// Projections that overlap, touch or miss by at most this fraction of the
// pair's scale (PairToleranceScale of the bounding radii) count as
// intersecting, so that touching stays touching after the ~1e-16 rounding of
// rotations and the ~1e-10 of corners at 1e6 coordinates on unit boxes. AABB
// pairs use no tolerance: their numbers are the geometry.
inline constexpr double kSatRelativeTolerance = 1e-9;

// An edge-edge cross product shorter than this fraction of the two edge
// lengths (the sine of their angle) comes from parallel edges and is skipped:
// parallel edges add no axis the face normals do not already test, and a
// near-parallel pair could only separate the shapes by about this fraction of
// their size. Every axis that is tested is projected on as computed, so a
// short cross product never yields a false "separated".
inline constexpr double kSatParallelTolerance = 1e-9;

enum class SatAxisKind {
  kNone,      // intersecting: no axis separates
  kFaceOfA,   // a face normal of the first shape
  kFaceOfB,   // a face normal of the second shape
  kEdgeCross  // the cross product of an edge of each
};

struct SatResult {
  bool intersects = true;
  // When separated: the first separating axis found, a unit vector pointing
  // from the first shape towards the second, and the gap between the two
  // projections along it (> 0; a lower bound of the distance).
  Vec3 separating_axis{0.0};
  double separation = 0.0;
  SatAxisKind axis_kind = SatAxisKind::kNone;
  // The features the axis came from: for an oriented box or an AABB a local
  // axis 0..2 (x, y, z); for a hexahedron a face index into kBoxFaces or an
  // edge index into kBoxEdges. feature_a belongs to the first shape (-1 when
  // the axis is the second's face normal), feature_b to the second.
  int feature_a = -1;
  int feature_b = -1;
};

// Interval overlap per axis, exact. Traced, it is the book's "min-max"
// (shapes/aabb_overlap.h); SatIntersects on two AABBs traces it as the
// SAT's three face axes.
bool Intersects(const Aabb& a, const Aabb& b);

SatResult SatTest(const Aabb& a, const Aabb& b);
// The 15 axes: 3 face normals of each box and the 9 cross products of their
// axes, computed in the first box's frame. Zero half extents are fine.
SatResult SatTest(const OrientedBox& a, const OrientedBox& b);
// SatTest(a, b).intersects, from the same numbers, without finding the axis:
// for a caller that needs the answer only (colours, counts, benchmarks).
bool SatIntersects(const OrientedBox& a, const OrientedBox& b);
// The same answer with its steps (trace.h): with Trace, by the exact walk
// over the 15 axes alone, each axis looked at a step, topics "axis 1".."axis
// 15" (A's faces x, y, z; B's; then A's edge i × B's edge j as 7 + 3 i + j),
// the separating one deciding; with NoTrace, SatIntersects above. The
// verdict stages answer what the walk answers on every pair, so the two
// agree. Instantiated for NoTrace and Trace.
template <typename Tracer>
bool SatIntersects(const OrientedBox& a, const OrientedBox& b, Tracer& trace);
// The same answer by the float stage every x86-64 has (SSE2), even where the
// processor has AVX2 and SatIntersects takes that one: for tests, so that
// both stages are checked on any machine.
bool SatIntersectsBaseline(const OrientedBox& a, const OrientedBox& b);

struct OrientedBoxPair {
  OrientedBox a;
  OrientedBox b;
};
// out[k] = SatIntersects(pairs[k].a, pairs[k].b) for every k < pairs.size()
// (out must be at least as long), the same answer on every pair, in a
// fraction of the time per pair: the float stage runs on 8 pairs at once
// (AVX2 with FMA; 4 on SSE2 where the processor lacks them), one pair per
// lane, and only the pairs inside its margin take the exact walk. For a
// caller with many pairs at hand (sat_batch.cpp).
void SatIntersectsMany(std::span<const OrientedBoxPair> pairs, std::span<bool> out);
// The same answers by the SSE2 stage, whatever the processor: for tests, as
// SatIntersectsBaseline.
void SatIntersectsManyBaseline(std::span<const OrientedBoxPair> pairs, std::span<bool> out);

// Face normals of both (6 each) and the cross products of their distinct edge
// directions (up to 12 x 12). Hexahedra must pass Validate().
SatResult SatTest(const Hexahedron& a, const Hexahedron& b);
// Any pair: AABB pairs by intervals, box pairs with an AABB turned into an
// oriented box, pairs with a hexahedron by the face-and-edge test (a box then
// contributes its 3 axes as both face normals and edge directions).
SatResult SatTest(const BoxShape& a, const BoxShape& b);
// A pair with no hexahedron and at least one oriented box, both as oriented
// boxes (an AABB turned into one, ToOrientedBox): the pairs the oriented-box
// test, and SatIntersectsMany, answer. Empty for two AABBs or a hexahedron.
std::optional<std::pair<OrientedBox, OrientedBox>> AsOrientedBoxPair(const BoxShape& a,
                                                                     const BoxShape& b);
// SatTest(a, b).intersects by the cheapest path: the boolean for box pairs.
bool SatIntersects(const BoxShape& a, const BoxShape& b);
// The same, its axes recorded (trace.h) by whichever walk answers: two
// AABBs' 3, the oriented boxes' 15 (above), or the face-and-edge walk's
// (with a hexahedron: its 6 faces, then the edge pairs, numbered in that
// order and named by kBoxFaces / kBoxEdges index). Instantiated for NoTrace
// and Trace.
template <typename Tracer>
bool SatIntersects(const BoxShape& a, const BoxShape& b, Tracer& trace);

}  // namespace collide
