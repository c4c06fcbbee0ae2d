#pragma once

// The separating-axis tests' steps (trace.h), written alike by every walk
// over a box pair's axes: the oriented boxes' fifteen (sat_oriented_boxes.cpp),
// the AABBs' three and the hexahedra's face-and-edge axes (sat.cpp). Each axis
// is one step, topic "axis N" in the walk's fixed numbering (A's faces, B's
// faces, then the edge pairs), with both projections and the gap, so two
// walks over the same pair line up step for step.

#include <string>

#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// One axis as a walk saw it. The axis need not be unit: the projections and
// the gap are in its units (the walk's own numbers), and the step divides
// them by `length` to show distances.
struct SatAxisLook {
  int number = 0;     // 1-based, fixed per walk: "axis 7" is always the same pair of features
  std::string where;  // "A's face x", "A's edge x × B's edge z"
  Vec3 origin{0.0};   // the projections' zero, in world space
  Vec3 axis{1.0, 0.0, 0.0};  // in world space, as computed (|axis| = length)
  double length = 1.0;
  TraceInterval a;         // A's projection on the axis, in its units
  TraceInterval b;         // B's
  double gap = 0.0;        // as the walk computed it: > 0 only when the projections miss
  bool separated = false;  // the walk's verdict: a gap beyond its tolerance
};

// "axis 7, A's edge x × B's edge y = (0.71, 0, 0.71): A projects to
// [-1.20, 0.80], B to [0.90, 2.00]; gap 0.10: separated", with an AxisMark;
// the separating axis is the deciding step.
void RecordSatAxis(Trace& trace, const SatAxisLook& look);
// An edge pair whose edges are parallel: no axis of its own ("parallel:
// skipped").
void RecordSatParallel(Trace& trace, int number, const std::string& where);
// The last step when no axis separates: it decides "intersect".
void RecordSatNoSeparatingAxis(Trace& trace, int axes_looked_at);

// "x", "y", "z" for a box's local axis 0, 1, 2.
const char* SatAxisName(int axis);

}  // namespace collide
