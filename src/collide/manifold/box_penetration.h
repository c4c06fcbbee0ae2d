#pragma once

// The least-overlap axis of two oriented boxes: the 15 axes of the
// separating-axis test (collide/sat/sat.h), each measured for how far the
// boxes overlap along it instead of whether they do. The fast path of
// PenetrateBySat and ContactsBetweenBoxes for the pair engines meet most.

#include <array>
#include <optional>

#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {

// The pair as the walk measures it, in a's frame: r[i][j] = a_i . b_j
// (a_i, b_j the boxes' local axes) and t[i] = a_i . (b.center - a.center).
// The manifold's direct path (box_box_contacts.h) reads its features off
// these instead of measuring them again along the normal.
struct BoxPairFrame {
  std::array<std::array<double, 3>, 3> r;
  std::array<double, 3> t;
};

struct BoxContactAxis {
  Vec3 normal{0.0};      // unit, from a to b
  double depth = 0.0;    // >= 0
  double overlap = 0.0;  // the depth before clamping: below 0 when touching
  // For an edge-pair axis, the local axes (0..2) of a's and b's edges;
  // -1 when the axis is a face normal.
  int edge_axis_a = -1;
  int edge_axis_b = -1;
  // For a face normal, the local axis (0..2) of the box it is a face of;
  // -1 for the other box and for an edge pair.
  int face_axis_a = -1;
  int face_axis_b = -1;
  // Whether the normal is the face normal or a_i x b_j itself, not its
  // negation.
  bool along_axis = true;
  // The pair's touching tolerance, kSatRelativeTolerance of its scale:
  // the manifold's clipping keeps points this near the reference face.
  double slack = 0.0;
};

// Nothing when an axis separates the boxes by more than kSatRelativeTolerance
// of the pair's scale (as SatTest); otherwise the axis of least overlap, a
// face normal unless an edge pair's is less by more than that tolerance
// (faces give steadier manifolds), depth clamped at 0 when touching.
std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b);
// The same, writing the pair's frame to `frame` as well when the walk
// runs (always when there is an answer): the direct manifold's input.
std::optional<BoxContactAxis> LeastOverlapOfBoxes(const OrientedBox& a, const OrientedBox& b,
                                                  BoxPairFrame& frame);

}  // namespace collide
