#pragma once

// Triangles (the tutorial's chapter 4): the type, its kind number, and the
// tests between a triangle and the other shapes. The queries live in
// queries/triangle_tests.cpp; the book's conventions, and where ours differ:
// - A point on an edge or a corner is in the triangle (the book's table
//   counts them inside).
// - Every test is two-sided: a ray hits a triangle from either face.
// - Touching counts as intersecting, as everywhere in collide.
// - A zero-area triangle (a segment or a point) is still a shape: the tests
//   treat it as the points it covers, never as "no triangle".

#include <array>
#include <optional>

#include "collide/shapes/book_plane.h"
#include "collide/shapes/box.h"
#include "collide/shapes/ray.h"
#include "collide/shapes/shape_kind.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"

namespace collide {

struct Triangle {
  std::array<Vec3, 3> corners{Vec3(0.0), Vec3(0.0), Vec3(0.0)};

  const Vec3& operator[](int i) const { return corners[static_cast<std::size_t>(i)]; }
  Vec3& operator[](int i) { return corners[static_cast<std::size_t>(i)]; }
};

template <>
struct ShapeKindOf<Triangle> {
  static constexpr ShapeKind kValue{9};
};

}  // namespace collide
