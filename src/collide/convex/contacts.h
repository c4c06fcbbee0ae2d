#pragma once

// What an engine's narrow phase answers for two convex shapes A and B
// (convex_shape.h): their distance and closest points, how deep they
// overlap and along which normal, the contact manifold a solver takes, and
// the first time a moving A touches B: the answers' types and their
// conventions, and Distance and Cast.
//
// Conventions, the same in every answer, in docs/contacts.md and in the
// plugin ABI's cl_distance_*, cl_penetration_*, cl_contacts_*, cl_cast_*:
// - the normal is a unit vector pointing from A to B: moving A by -normal *
//   depth (or B by +normal * depth) separates them;
// - depth is positive when the shapes overlap, 0 when they touch;
// - distance is 0 when they touch or overlap, never negative;
// - touching (distance 0 within the tolerance 1e-9 times the shapes' size)
//   is overlapping with depth 0: "intersects" is true, as in the tutorial.

#include <array>
#include <optional>

#include "collide/convex/convex_shape.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct ClosestPoints {
  double distance = 0.0;  // >= 0; 0 when touching or overlapping
  Vec3 on_a{0.0};         // the point of A nearest B (on A's surface when apart)
  Vec3 on_b{0.0};         // the point of B nearest A; on_b - on_a has length `distance`
};

struct Penetration {
  double depth = 0.0;  // >= 0: how far A must move along -normal to touch B only
  Vec3 normal{0.0};    // unit, from A to B
  Vec3 on_a{0.0};      // A's deepest point inside B
  Vec3 on_b{0.0};      // B's deepest point inside A: on_a - on_b == normal * depth
};

struct ContactPoint {
  Vec3 point{0.0};     // on B's surface (halfway would hide which shape it is on)
  double depth = 0.0;  // >= 0, along the manifold's normal
};

// Up to four points, as engines reduce them: face against face the clipped
// polygon's corners (the four deepest spread widest when more), a capsule
// lying along a face or another capsule two, anything with a sphere one.
struct Manifold {
  Vec3 normal{0.0};  // unit, from A to B
  std::array<ContactPoint, 4> points{};
  int count = 0;  // 0 when the shapes do not touch
};

struct ShapeCastHit {
  double t = 0.0;    // in [0, 1]: A moved by t * translation first touches B
  Vec3 point{0.0};   // where they touch, at t
  Vec3 normal{0.0};  // unit, from A to B at t
};

// Distance and closest points: closed forms for point, segment, sphere and
// capsule pairs, GJK for the rest.
ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b);
// The same, traced (convex_trace.h): a closed form's cores and radii, or
// GJK's iterations; instantiated for NoTrace and Trace.
template <typename Tracer>
ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b, Tracer& trace);

// Penetrate and Contacts, which take SAT and clipping from the folder above,
// are collide/manifold/narrow_phase.h's.

// The first t in [0, 1] at which A, moved by t * translation, touches static
// B; nothing when it never does. Already touching or overlapping: t = 0.
std::optional<ShapeCastHit> Cast(const ConvexShape& a, const Vec3& translation,
                                 const ConvexShape& b);
// The same, traced (convex_trace.h's GJK terms): the ray's iterations, each
// the support point and whether its plane separates the ray's point, then
// the contact ("contact", deciding; a miss decides where the ray is seen
// never to reach C). Touching before any move, the overlap's GJK and EPA
// steps. Instantiated for NoTrace and Trace.
template <typename Tracer>
std::optional<ShapeCastHit> Cast(const ConvexShape& a, const Vec3& translation,
                                 const ConvexShape& b, Tracer& trace);

}  // namespace collide
