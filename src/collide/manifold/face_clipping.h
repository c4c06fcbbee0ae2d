#pragma once

// The two steps of a face-against-face contact manifold after the features
// are found (supporting_face.h): Sutherland-Hodgman clipping of the incident
// feature to the prism over the reference face, and the reduction of many
// contact points to the four a solver keeps (Bullet's reduceContacts, Jolt's
// PruneContactPoints): the deepest, the one farthest from it, then the two
// that span the widest area on either side of their line.

#include <array>

#include "collide/convex/contacts.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// The part of the incident feature (1 point, a segment of 2, or a polygon of
// 3 or more) inside the prism swept by the reference face (a convex polygon
// counter-clockwise about `along`) along `along`: the contact normal, turned
// to the face's outward side, so that a point inside moved along it lands
// on the face even where the face leans a little from the normal. A point
// counts as inside when at most `slack` outside. `out` and `scratch` hold
// incident_count + face_count points each; returns how many `out` holds.
int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face, int face_count,
                    const Vec3& along, double slack, Vec3* out, Vec3* scratch);
// The same, traced (manifold_trace.h): a step per side plane with the
// points that remain (one step for a point or a segment); instantiated for
// NoTrace and Trace.
template <typename Tracer>
int ClipToFacePrism(const Vec3* incident, int incident_count, const Vec3* face, int face_count,
                    const Vec3& along, double slack, Vec3* out, Vec3* scratch, Tracer& trace);

// At most four of the `count` candidates, the deepest first, spread as
// widely as they go across `normal`; returns how many.
int ReduceContacts(const ContactPoint* candidates, int count, const Vec3& normal,
                   std::array<ContactPoint, 4>& kept);

}  // namespace collide
