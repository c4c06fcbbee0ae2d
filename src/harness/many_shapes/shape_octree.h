#pragma once

// Shapes of any kind kept in a collide::Octree and queried with the
// pair-test registry's default tests: the pairs that touch ("intersects")
// and a ray's nearest hit ("hit"), each through the tree and by its
// brute-force twin, which tests every shape, with what each query visited.
// The octree sample shows one; any sample of many static or moving shapes
// can hold its shapes here and compare the tree with brute force. No ImGui,
// no GL.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "collide/broad_phase/octree.h"
#include "collide/registry/static_shape.h"

namespace harness {

// Two shapes by id, the lower first.
using ShapePair = std::pair<std::uint32_t, std::uint32_t>;

// What one query cost, beside brute force's count for the same question.
struct OctreeQueryCost {
  collide::OctreeStats tree;
  std::size_t brute_force_tests = 0;
};

class ShapeOctree {
 public:
  explicit ShapeOctree(const collide::Aabb& region) : region_(region), tree_(region) {}

  // Empties the tree; ids start again from 0.
  void Clear();
  // Adds a shape, by its bounds; its id is its index in shapes().
  std::uint32_t Add(collide::StaticShape shape);
  // Shape `id` as it is now (moved, resized), put where its bounds now lie.
  void Replace(std::uint32_t id, collide::StaticShape shape);

  const std::vector<collide::StaticShape>& shapes() const { return shapes_; }
  const collide::Octree& tree() const { return tree_; }

  // The pairs that touch by the registry's default "intersects" test,
  // sorted: candidates from the tree's overlapping bounds, or from every
  // pair. `cost` (if given) gets the tree's visits and brute force's
  // N (N - 1) / 2.
  std::vector<ShapePair> TouchingPairs(OctreeQueryCost* cost = nullptr) const;
  std::vector<ShapePair> TouchingPairsBruteForce() const;

  // The nearest shape the ray hits (the registry's ray tests), through the
  // tree or by testing every shape; `cost` gets brute force's N.
  std::optional<collide::OctreeHit> Raycast(const collide::Ray& ray,
                                            OctreeQueryCost* cost = nullptr) const;
  std::optional<collide::OctreeHit> RaycastBruteForce(const collide::Ray& ray) const;
  // Raycast explained (collide::Octree::Raycast with a Trace): each cell
  // the walk entered or skipped, each shape's bounds and its exact cast.
  std::optional<collide::OctreeHit> RaycastTraced(const collide::Ray& ray,
                                                  collide::Trace& trace) const;
  // The regions of the nodes that cast entered, to draw.
  std::vector<collide::Aabb> NodesOnRay(const collide::Ray& ray) const;

 private:
  bool Touch(std::uint32_t a, std::uint32_t b) const;
  std::optional<double> HitT(const collide::Ray& ray, std::uint32_t id) const;
  collide::Aabb Bounds(std::uint32_t id) const;

  collide::Aabb region_;
  std::vector<collide::StaticShape> shapes_;
  collide::Octree tree_;
};

}  // namespace harness
