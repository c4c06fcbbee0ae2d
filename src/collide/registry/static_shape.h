#pragma once

// The shapes of the static-shapes engine (the tutorial's chapters 1-3 and
// the playground): every kind a pair test in pair_tests.h can take, as one
// variant, with the ids scene files and panels name the kinds by.

#include <optional>
#include <string_view>
#include <variant>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"

namespace collide {

// A point, as a shape of its own (the tutorial's point tests).
struct Point {
  Vec3 position{0.0};
};

// The order is ShapeKind's. Planes are the book's (n.x = d, book_plane.h);
// rays have a unit direction (ray.h).
using StaticShape =
    std::variant<Point, Sphere, Aabb, OrientedBox, Hexahedron, BookPlane, Ray, Segment>;

enum class ShapeKind { kPoint, kSphere, kAabb, kBox, kHexahedron, kPlane, kRay, kSegment };
inline constexpr int kShapeKindCount = 8;

// "point", "sphere", "aabb", "box", "hexahedron", "plane", "ray", "segment":
// the scene format's type names.
std::string_view ShapeKindId(ShapeKind kind);
std::optional<ShapeKind> ShapeKindFromId(std::string_view id);

inline ShapeKind KindOf(const StaticShape& shape) {
  return static_cast<ShapeKind>(shape.index());
}

// A point of the shape to hang a label on or to centre a view on: a
// sphere's or box's centre, a plane's point nearest the origin, a ray's
// origin, a segment's midpoint.
Vec3 AnchorOf(const StaticShape& shape);

// The shape's axis-aligned bounds, for broad phases: a point's is the
// point itself, a segment's its ends'. Planes and rays are unbounded:
// nullopt.
std::optional<Aabb> BoundsOf(const StaticShape& shape);

// Empty when the shape can be tested; otherwise what is wrong with it
// (a negative radius, a non-unit ray direction, a non-finite number, ...).
std::optional<std::string> Validate(const StaticShape& shape);

}  // namespace collide
