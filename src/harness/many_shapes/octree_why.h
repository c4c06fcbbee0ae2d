#pragma once

// Why a ray's nearest hit among a ShapeOctree's shapes is what it is: the
// walk through the tree traced (collide::Octree::Raycast with a Trace: each
// cell entered, with the shapes it holds, or skipped beyond the nearest hit
// so far; each shape's bounds missed or met and its exact cast, the one
// that gives the final hit deciding), beside brute force's answer (every
// shape cast, no steps), which it must equal. The octree sample's Why panel
// shows it for the ray through the cursor where it was clicked, and
// --explain for one of its --check rays.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "collide/shapes/ray.h"
#include "harness/layout_engine/why.h"
#include "harness/many_shapes/shape_octree.h"

namespace harness {

// The algorithms' ids in the Why.
inline constexpr const char* kOctreeWalkId = "octree";
inline constexpr const char* kOctreeBruteForceId = "brute-force";

// What the Why names: the ray (A) and each shape by its id ("sphere 12";
// the steps say "object 12"); what is expected of it, if anything.
struct OctreeRayQuestion {
  std::string ray_name;
  std::function<std::string(std::uint32_t)> shape_name;
  std::optional<std::optional<double>> expected_t;  // a miss: nullopt inside
};

// Throws WhyError for an algorithm that is neither kOctreeWalkId nor
// kOctreeBruteForceId.
Why ExplainOctreeRay(const ShapeOctree& shapes, const collide::Ray& ray,
                     const OctreeRayQuestion& asked,
                     const std::optional<std::string>& algorithm = std::nullopt);

}  // namespace harness
