#pragma once

// The narrow phase's pair tests (distance, penetration, contacts:
// contact_queries.h) for any two convex kinds: point, segment, sphere,
// capsule, box, AABB, triangle and placed hull. A kind's own file adds them
// for itself against the kinds before it, as it adds its other tests
// (AddConvexPairTests<Capsule, Sphere>); pair_tests_builtin.cpp adds them
// among the tutorial's kinds.

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "collide/convex/contacts.h"
#include "collide/manifold/narrow_phase.h"
#include "collide/registry/contact_queries.h"
#include "collide/registry/pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/triangle.h"

namespace collide {

// Calls `use` with the shape as the narrow phase takes it. A placed hull is
// put in world space for the call (ConvexShape holds a hull by pointer).
template <typename Use>
auto WithConvex(const Point& p, Use use) {
  return use(ConvexShape(ConvexPoint{p.position}));
}
template <typename Shape, typename Use>
requires std::is_constructible_v<ConvexShape, Shape>
auto WithConvex(const Shape& shape, Use use) {
  return use(ConvexShape(shape));
}
template <typename Use>
auto WithConvex(const PlacedHull& placed, Use use) {
  const ConvexHull world = InWorld(placed);
  return use(ConvexShape(&world));
}

// Whether the narrow phase takes shapes of this kind: point, segment,
// sphere, capsule, box, AABB, triangle, placed hull.
inline bool IsConvexKind(ShapeKind kind) {
  constexpr std::array<ShapeKind, 8> kConvex = {ShapeKind::kPoint,
                                                ShapeKind::kSphere,
                                                ShapeKind::kAabb,
                                                ShapeKind::kBox,
                                                ShapeKind::kSegment,
                                                ShapeKindOf<Triangle>::kValue,
                                                ShapeKindOf<Capsule>::kValue,
                                                ShapeKindOf<PlacedHull>::kValue};
  return std::find(kConvex.begin(), kConvex.end(), kind) != kConvex.end();
}

// Calls `use` with `shape` (of a convex kind) as the narrow phase takes it;
// throws std::logic_error for another kind (Validate refuses those first).
template <typename Use>
auto WithConvexShape(const StaticShape& shape, Use use) {
  if (const auto* p = shape.As<Point>()) {
    return WithConvex(*p, use);
  }
  if (const auto* s = shape.As<Sphere>()) {
    return WithConvex(*s, use);
  }
  if (const auto* b = shape.As<Aabb>()) {
    return WithConvex(*b, use);
  }
  if (const auto* b = shape.As<OrientedBox>()) {
    return WithConvex(*b, use);
  }
  if (const auto* s = shape.As<Segment>()) {
    return WithConvex(*s, use);
  }
  if (const auto* t = shape.As<Triangle>()) {
    return WithConvex(*t, use);
  }
  if (const auto* c = shape.As<Capsule>()) {
    return WithConvex(*c, use);
  }
  if (const auto* h = shape.As<PlacedHull>()) {
    return WithConvex(*h, use);
  }
  throw std::logic_error("a shape of kind " + ShapeKindId(shape.kind()) + " is not convex");
}

// Kinds whose distances have closed forms: no GJK runs between two of them.
template <typename Shape>
inline constexpr bool kRoundOrThin =
    std::is_same_v<Shape, Point> || std::is_same_v<Shape, Segment> ||
    std::is_same_v<Shape, Sphere> || std::is_same_v<Shape, Capsule>;

template <HasShapeKind A, HasShapeKind B>
void AddConvexPairTests(PairTestRegistry& registry) {
  const auto both = [](const A& a, const B& b, auto query) {
    return WithConvex(a, [&](const ConvexShape& x) {
      return WithConvex(b, [&](const ConvexShape& y) { return query(x, y); });
    });
  };
  // Traced: the same query with the tracer passed through (convex_trace.h).
  const auto traced_distance = [both](const A& a, const B& b, auto& trace) {
    return both(a, b,
                [&](const ConvexShape& x, const ConvexShape& y) { return Distance(x, y, trace); });
  };
  if constexpr (kRoundOrThin<A> && kRoundOrThin<B>) {
    AddTracedPairTest<A, B>(registry, "closed-form", DistanceQuery(),
                            "The cores' closest points (points and segments, Ericson 5.1.9), less "
                            "the radii: exact, parallel segments included.",
                            traced_distance);
  } else {
    AddTracedPairTest<A, B>(registry, "gjk", DistanceQuery(),
                            "GJK on the cores (signed-volume simplex), the radii added back: the "
                            "gap and the two closest points, to rounding.",
                            traced_distance);
  }
  AddTracedPairTest<A, B>(
      registry, "sat-epa", PenetrationQuery(),
      "SAT over face normals and edge crosses between polytopes; the cores' "
      "closest points or EPA with a sphere or capsule: depth and normal, A to B.",
      [both](const A& a, const B& b, auto& trace) {
        return PenetrationAnswer(both(a, b, [&](const ConvexShape& x, const ConvexShape& y) {
          return Penetrate(x, y, trace);
        }));
      });
  AddTracedPairTest<A, B>(registry, "clipping", ContactsQuery(),
                          "The features facing each other along the normal, the incident face "
                          "clipped against the reference face, reduced to at most four points.",
                          [both](const A& a, const B& b, auto& trace) {
                            return both(a, b, [&](const ConvexShape& x, const ConvexShape& y) {
                              return Contacts(x, y, trace);
                            });
                          });
}

// Adds them among the tutorial's convex kinds (pair_tests_narrow_phase.cpp);
// RegisterBuiltinPairTests calls it.
void RegisterNarrowPhasePairTests(PairTestRegistry& registry);

}  // namespace collide
