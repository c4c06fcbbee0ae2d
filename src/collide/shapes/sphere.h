#pragma once

#include "collide/shapes/vec.h"

namespace collide {

struct Sphere {
  Vec3 center{0.0};
  double radius = 0.0;
};

// The tutorial's test: squared centre distance against the squared radius
// sum, so no square root; touching (equal) counts as intersecting.
bool Intersects(const Sphere& a, const Sphere& b);

}  // namespace collide
