#pragma once

// The shapes of the static-shapes engine (the tutorial's chapters 1-3 and
// the playground): every kind a pair test in pair_tests.h can take, as one
// variant, with the ids scene files and panels name the kinds by.

#include <array>
#include <optional>
#include <string_view>
#include <type_traits>
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

// Planes are the book's (n.x = d, book_plane.h); rays have a unit direction
// (ray.h).
using StaticShape =
    std::variant<Point, Sphere, Aabb, OrientedBox, Hexahedron, BookPlane, Ray, Segment>;

// Each kind's number is fixed, as a C ABI and saved data may name kinds by
// it: it is never the variant's index, so the variant may list its
// alternatives in any order and a new kind takes the next number.
enum class ShapeKind : int {
  kPoint = 0,
  kSphere = 1,
  kAabb = 2,
  kBox = 3,
  kHexahedron = 4,
  kPlane = 5,
  kRay = 6,
  kSegment = 7,
};
inline constexpr int kShapeKindCount = 8;
// Every kind, in the order of their numbers (menus, messages).
inline constexpr std::array<ShapeKind, kShapeKindCount> kShapeKinds = {
    ShapeKind::kPoint,      ShapeKind::kSphere, ShapeKind::kAabb, ShapeKind::kBox,
    ShapeKind::kHexahedron, ShapeKind::kPlane,  ShapeKind::kRay,  ShapeKind::kSegment};

// The kind of each alternative of StaticShape; one without a kind does not
// compile (KindOf visits them all).
template <typename Shape>
struct ShapeKindOf;
template <>
struct ShapeKindOf<Point> {
  static constexpr ShapeKind kValue = ShapeKind::kPoint;
};
template <>
struct ShapeKindOf<Sphere> {
  static constexpr ShapeKind kValue = ShapeKind::kSphere;
};
template <>
struct ShapeKindOf<Aabb> {
  static constexpr ShapeKind kValue = ShapeKind::kAabb;
};
template <>
struct ShapeKindOf<OrientedBox> {
  static constexpr ShapeKind kValue = ShapeKind::kBox;
};
template <>
struct ShapeKindOf<Hexahedron> {
  static constexpr ShapeKind kValue = ShapeKind::kHexahedron;
};
template <>
struct ShapeKindOf<BookPlane> {
  static constexpr ShapeKind kValue = ShapeKind::kPlane;
};
template <>
struct ShapeKindOf<Ray> {
  static constexpr ShapeKind kValue = ShapeKind::kRay;
};
template <>
struct ShapeKindOf<Segment> {
  static constexpr ShapeKind kValue = ShapeKind::kSegment;
};

// "point", "sphere", "aabb", "box", "hexahedron", "plane", "ray", "segment":
// the scene format's type names.
std::string_view ShapeKindId(ShapeKind kind);
std::optional<ShapeKind> ShapeKindFromId(std::string_view id);

inline ShapeKind KindOf(const StaticShape& shape) {
  return std::visit(
      [](const auto& alternative) {
        return ShapeKindOf<std::decay_t<decltype(alternative)>>::kValue;
      },
      shape);
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
