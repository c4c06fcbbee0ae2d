#pragma once

// The least-overlap axis of two oriented boxes: the 15 axes of the
// separating-axis test (collide/sat/sat.h), each measured for how far the
// boxes overlap along it instead of whether they do. The fast path of
// PenetrateBySat and ContactsBetweenBoxes for the pair engines meet most.

#include <optional>

#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {

struct BoxContactAxis {
  Vec3 normal{0.0};    // unit, from a to b
  double depth = 0.0;  // >= 0
  // For an edge-pair axis, the local axes (0..2) of a's and b's edges;
  // -1 when the axis is a face normal.
  int edge_axis_a = -1;
  int edge_axis_b = -1;
  // The pair's touching tolerance, kSatRelativeTolerance of its scale:
  // the manifold's clipping keeps points this near the reference face.
  double slack = 0.0;
};

// Nothing when an axis separates the boxes by more than kSatRelativeTolerance
// of the pair's scale (as SatTest); otherwise the axis of least overlap, a
// face normal unless an edge pair's is less by more than that tolerance
// (faces give steadier manifolds), depth clamped at 0 when touching.
std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b);

}  // namespace collide
