#pragma once

// The numbers that name shape kinds. Each is fixed, as a C ABI and saved
// data name kinds by it, and it is never an index into a list: a kind added
// later takes the next free number in its own header,
//   template <> struct ShapeKindOf<Triangle> {
//     static constexpr ShapeKind kValue{9};
//   };
// and no list of kinds changes. Taken so far beyond the enum: 9 triangle
// (triangle.h), 10 model (a placed triangle mesh), 11 frustum, 12 capsule,
// 13 convex hull (a placed hull of points).

namespace collide {

enum class ShapeKind : int {
  kPoint = 0,
  kSphere = 1,
  kAabb = 2,
  kBox = 3,
  kHexahedron = 4,
  kPlane = 5,
  kRay = 6,
  kSegment = 7,
  kCylinder = 8,
};

// The kind of a shape type, specialised beside the type or where the kinds
// are registered (registry/static_shape.h for the built-in ones). A type
// without one cannot become a StaticShape.
template <typename Shape>
struct ShapeKindOf;

template <typename Shape>
concept HasShapeKind = requires {
  ShapeKindOf<Shape>::kValue;
};

}  // namespace collide
