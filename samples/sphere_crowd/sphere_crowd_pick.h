#pragma once

// The sphere-crowd sample under the mouse: hover and select, no move. Up to
// 100,000 spheres move every frame, too many to list as pick proxies each
// frame (strings and all), so the sample answers the cursor's ray itself
// (Pickable::PickAlongRay): one pass over the crowd, a cheap test rejecting
// the spheres the ray passes wide of, collide::Raycast for the rest.

#include <optional>
#include <string>

#include "collide/motion/sphere_crowd.h"
#include "collide/shapes/ray.h"
#include "harness/sample/picking.h"

namespace sphere_crowd {

// The sphere `ray` hits first (the first surface point at t >= 0, as
// collide::Raycast finds it), by index; nullopt: none. The lowest index wins
// a tie.
std::optional<int> FirstSphereOnRay(const collide::SphereCrowd& crowd, const collide::Ray& ray);

// Sphere `index` as a proxy that can be hovered and selected but not moved
// or resized: its crowd comes from the count and the seed. Named by its
// index ("12"), labelled "sphere 12 (r 1.000)".
harness::PickProxy CrowdProxy(const collide::SphereCrowd& crowd, int index);

// The index a proxy id names, when it names a sphere of the crowd.
std::optional<int> CrowdIndex(const collide::SphereCrowd& crowd, const std::string& id);

}  // namespace sphere_crowd
