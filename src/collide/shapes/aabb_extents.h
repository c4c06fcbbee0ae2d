#pragma once

// The tutorial's AABB constructors (gdbooks/3DCollisions, chapter 1, "AABB")
// for collide::Aabb {min, max} (box.h):
// - AABB(min, max) swaps corners given in the wrong order: AabbFromCorners
//   takes any two opposite corners and sorts them per axis.
// - An AABB can also be built from its centre and extents, where the extents
//   are HALF the box's size per axis (centre (5, 5, 5), extents (2, 4, 3) is
//   min (3, 1, 2), max (7, 9, 8)): AabbFromCenter.
// - AABB() is [-1, 1]^3: kBookDefaultAabb.
// The centre of an Aabb is BoxCenter (box.h); its extents AabbHalfExtents.

#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {

inline const Aabb kBookDefaultAabb{Vec3(-1.0), Vec3(1.0)};

// The box with corners `a` and `b` in either order: min and max per axis.
Aabb AabbFromCorners(const Vec3& a, const Vec3& b);

// The box centre - |half_extents| .. centre + |half_extents|. The extents
// are taken by absolute value, so the result always has min <= max; zero
// extents make a flat box (box.h).
Aabb AabbFromCenter(const Vec3& center, const Vec3& half_extents);

// Half the box's size per axis, (max - min) / 2: the book's Extents.
Vec3 AabbHalfExtents(const Aabb& box);

}  // namespace collide
