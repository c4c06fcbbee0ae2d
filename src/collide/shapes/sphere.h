#pragma once

// The sphere, the tutorial's first shape, and the tutorial's sphere-sphere
// test. Every other test with spheres, the scene's "sphere" kind and Draw's
// WireSphere take this type.

#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct Sphere {
  Vec3 center{0.0};
  double radius = 0.0;
};

// The tutorial's test: squared centre distance against the squared radius
// sum, so no square root; touching (equal) counts as intersecting.
bool Intersects(const Sphere& a, const Sphere& b);
// The same test, its two steps recorded in `trace` (trace.h): the centres'
// squared distance, then the squared radius sum it is held against.
// Instantiated for NoTrace and Trace.
template <typename Tracer>
bool Intersects(const Sphere& a, const Sphere& b, Tracer& trace);

}  // namespace collide
