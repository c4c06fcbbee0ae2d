#pragma once

// The box-box manifold's direct path for the feature pairs random pairs meet
// most: a face against a corner (either box's face) and two edges crossing,
// nine in ten of the overlapping pairs of the peer bench. Each gives one
// contact point, the general path's (ContactsOfBoxesAlong in manifold.h:
// supporting features, clipping to the reference face's prism, the
// candidates reduced) to within rounding (1e-12; the same count and normal
// to the bit), but read off the frame the 15-axis walk has measured
// (box_penetration.h) instead of measured again along the normal: the
// corner chosen by the signs of a row or column of the rotation between
// the boxes, its depth the walk's overlap, the edges' closest points from
// the frame's products. Faces against faces or edges, edges side by side,
// flat boxes and A's corner beside B's face are left to the general path.

#include "collide/convex/contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/shapes/box.h"

namespace collide {

// `frame` is the pair's, as LeastOverlapOfBoxes wrote it with `axis`.
// True when the boxes' supporting features along axis.normal are a face
// and a corner or two edges crossing (not within kFeatureSine of
// parallel), both boxes have volume, and, for B's face, A's corner lies
// over it: then `manifold`'s normal, first point and count (1) are
// written, its other points left as they were. False, `manifold`
// untouched, otherwise.
bool DirectBoxContacts(const OrientedBox& a, const OrientedBox& b, const BoxContactAxis& axis,
                       const BoxPairFrame& frame, Manifold& manifold);

}  // namespace collide
