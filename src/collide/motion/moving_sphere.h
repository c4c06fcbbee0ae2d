#pragma once

// A sphere moving linearly through a step, and the shapes at rest it may
// hit: what the contact times (time_of_impact.h) and the impact searches
// (impact_search.h) take, here on their own so that the sentences of their
// traces (contact_time_steps.h, impact_search_steps.h) need neither.

#include <variant>

#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"

namespace collide {

// A sphere whose centre moves as center + velocity * t.
struct MovingSphere {
  Vec3 center{0.0};
  Vec3 velocity{0.0};
  double radius = 0.0;
};

// What the moving sphere may hit; it stays where it is.
using ImpactTarget = std::variant<Sphere, Aabb>;

}  // namespace collide
