#pragma once

// The steps (collide/trace/trace.h) of the contact manifold and the narrow
// phase's penetration, written by the algorithms themselves when traced
// (manifold.cpp, face_clipping.cpp, narrow_phase.cpp): the method chosen,
// the box pair's least-overlap axis and the direct path's verdict, recorded
// from their callers as one step each (hot paths, not traced inside); the
// supporting features, the reference and incident faces, each clip plane
// and how many points remain ("clip plane 1".. ), each candidate with its
// depth ("point 1".. ), and the reduction to at most four.

#include <array>
#include <optional>

#include "collide/convex/contacts.h"
#include "collide/manifold/box_penetration.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// A supporting feature as drawn: a face as a fan of triangles, an edge as a
// segment, a vertex as a point, each labelled `label`.
void MarkFeature(TraceStep& step, const Vec3* points, int count, const char* label);

// "A's supporting feature along n (0, 1.00, 0): a face of 4 points; B's
// along -n: a face of 4 points".
void RecordFeatures(Trace& trace, const Vec3& normal, const Vec3* a, int a_count, const Vec3* b,
                    int b_count);
// Which face is the reference (the more aligned with the normal) and which
// feature is clipped to it.
void RecordReference(Trace& trace, bool a_is_reference, double cosine_a, double cosine_b,
                     const Vec3* reference, int reference_count, const Vec3* incident,
                     int incident_count);
// One side plane of the reference face's prism and the points left inside.
void RecordClipPlane(Trace& trace, int plane, const Vec3& side, int remaining);
// A candidate after clipping: kept with its depth below the reference face,
// or dropped above it.
void RecordCandidate(Trace& trace, int index, const Vec3& point, double depth, bool kept);
// The closest points of two edges, or two edges side by side: the points
// they give (no face to clip against).
void RecordEdgeContacts(Trace& trace, const char* how, const ContactPoint* points, int count);
// The manifold as kept: at most four of the candidates (decides).
void RecordReduction(Trace& trace, int candidates, const Manifold& manifold, bool fallback);

// The box pair's 15-axis walk's answer, from its caller: the least-overlap
// axis or a separating one (then it decides).
void RecordBoxAxis(Trace& trace, const std::optional<BoxContactAxis>& axis);
// The direct path's verdict, from its caller: one point (decides) or the
// general path.
void RecordDirectPath(Trace& trace, bool taken, const Manifold& manifold);

// The penetration's method for the pair, and SAT's answer recorded from
// its caller (deciding; `cores` when it ran on the cores of round shapes).
void RecordMethod(Trace& trace, const char* method);
void RecordSatAnswer(Trace& trace, const std::optional<Penetration>& penetration, bool cores,
                     double radii);

}  // namespace collide
