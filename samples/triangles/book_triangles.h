#pragma once

// The triangles the book's chapter 4 tests use (gdbooks/3DCollisions,
// ../shared/tutorial-tests.md), shared by its samples.

#include "collide/shapes/triangle.h"

namespace triangles {

// "T": the triangle of closest point, sphere, AABB and plane.
inline collide::Triangle BookTriangle() {
  return collide::Triangle{
      {collide::Vec3(-1, 5, 0), collide::Vec3(2, 2, -3), collide::Vec3(5, 5, 0)}};
}

// The triangle of ray and line tests, in the plane x + y = 3.414214.
inline collide::Triangle BookCastTriangle() {
  return collide::Triangle{{collide::Vec3(5.207108, -1.792894, -3.949748),
                            collide::Vec3(5.207108, -1.792894, 5.949748),
                            collide::Vec3(-1.792894, 5.207108, 1)}};
}

}  // namespace triangles
