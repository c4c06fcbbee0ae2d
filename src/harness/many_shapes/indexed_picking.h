#pragma once

// Picking among many shapes named by their index, for samples of thousands
// of them: building a PickProxy a shape every frame (strings and all) would
// cost more than the frame, so such a sample answers the cursor's ray itself
// (Pickable::PickAlongRay) and names its shapes "0", "1", ... For a crowd of
// spheres, one pass finds the sphere a ray hits first: a cheap test rejects
// the spheres the ray passes wide of, collide::Raycast decides the rest.

#include <cstddef>
#include <optional>
#include <string>

#include "collide/motion/sphere_crowd.h"
#include "collide/shapes/ray.h"
#include "harness/sample_api/picking.h"

namespace harness {

// The index a proxy id names ("12"), when it is one of `count` shapes':
// digits only, below `count`.
std::optional<std::size_t> IndexOfId(const std::string& id, std::size_t count);

// The crowd's sphere `ray` hits first (the first surface point at t >= 0, as
// collide::Raycast finds it), by index; nullopt: none. The lowest index wins
// a tie.
std::optional<int> FirstSphereOnRay(const collide::SphereCrowd& crowd, const collide::Ray& ray);

// Sphere `index` as a proxy that can be hovered and selected but not moved
// or resized: its crowd comes from the count and the seed. Named by its
// index ("12"), labelled "sphere 12 (r 1.000)".
PickProxy CrowdProxy(const collide::SphereCrowd& crowd, int index);

// The index a proxy id names, when it names a sphere of the crowd.
std::optional<int> CrowdIndex(const collide::SphereCrowd& crowd, const std::string& id);

}  // namespace harness
