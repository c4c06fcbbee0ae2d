#pragma once

// A convex shape swept by a translation: the moving shape of a shape cast
// (Box2D's ShapeCast, Jolt's CastShape). It stands at its start, `shape`,
// and moves by `translation` over the step; the cast's question is the first
// time t in [0, 1] at which it touches a static convex shape
// (CastQuery, collide/registry/contact_queries.h). Its kind number is 14.
//
// The moved shape is any convex kind (point, segment, sphere, capsule, box,
// AABB, triangle, placed hull), held as a StaticShape so that a scene file,
// the editor and the drawing handle it as that kind; a sweep of a sweep is
// not one.

#include <cstring>
#include <optional>
#include <string>

#include "collide/registry/convex_pair_tests.h"
#include "collide/registry/static_shape.h"
#include "collide/shapes/capsule.h"
#include "collide/shapes/convex_hull.h"
#include "collide/shapes/triangle.h"

namespace collide {

struct Sweep {
  StaticShape shape;  // at the start of the step
  Vec3 translation{0.0};

  friend bool operator==(const Sweep& a, const Sweep& b) {
    return a.shape == b.shape && std::memcmp(&a.translation, &b.translation, sizeof(Vec3)) == 0;
  }
};

template <>
struct ShapeKindOf<Sweep> {
  static constexpr ShapeKind kValue{14};
};

// Empty when the sweep can be tested; otherwise what is wrong: its shape is
// of a kind that is not convex (naming it), is itself invalid (in its own
// words), or the translation is not finite.
std::optional<std::string> Validate(const Sweep& sweep);

// The sweep's shape moved by t * translation (the ghost at a cast's time
// of contact); every convex kind is moved by its own fields.
StaticShape SweptTo(const Sweep& sweep, double t);

}  // namespace collide
