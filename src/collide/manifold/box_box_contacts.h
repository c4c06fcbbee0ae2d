#pragma once

// The box-box manifold's direct path for the feature pairs random pairs meet
// most: a face against a corner (either box's face) and two edges crossing.
// Each gives one contact point, computed with the same arithmetic as the
// general path (ContactsOfBoxFeaturesAlong in manifold.h: supporting
// features, clipping to the reference face's prism, the candidates reduced)
// but without building the features, the prism's side planes or the
// candidate lists: the corner is tested against the face's rectangle in the
// face's own axes, and the edges' closest points are found inline. Faces
// against faces or edges, edges side by side, flat boxes and points the
// clipping drops are left to the general path.

#include "collide/convex/contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/shapes/box.h"

namespace collide {

// `frame` is the pair's, as LeastOverlapOfBoxes wrote it with `axis`.
// True when the boxes' supporting features along axis.normal are a face
// and a corner or two edges crossing (not within kFeatureSine of
// parallel), both boxes have volume, and the contact point is kept: then
// `manifold`'s normal, first point and count (1) are written, its other
// points left as they were. False, `manifold` untouched, otherwise.
bool DirectBoxContacts(const OrientedBox& a, const OrientedBox& b, const BoxContactAxis& axis,
                       const BoxPairFrame& frame, Manifold& manifold);

}  // namespace collide
