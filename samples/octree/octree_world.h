#pragma once

// The octree sample's scene (the tutorial's chapter 5): a few hundred
// shapes and models in a cube of space, some moving and bouncing off
// its walls, kept in a collide::Octree that re-inserts each as it moves.
// Pair finding and ray casts run through the tree, with the exact tests of
// the pair-test registry; each has a brute-force twin that tests every
// object, which the sample compares and --check holds the tree to. No
// ImGui, no GL.

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "collide/broad_phase/octree.h"
#include "collide/registry/static_shape.h"

namespace octree_sample {

using ObjectPair = std::pair<std::uint32_t, std::uint32_t>;

struct OctreeObject {
  collide::StaticShape shape;
  collide::Vec3 velocity{0.0};  // zero for the ones that stay
};

struct OctreeSettings {
  int count = 300;
  double moving_share = 0.3;
  unsigned seed = 5;
  bool operator==(const OctreeSettings&) const = default;
};

inline constexpr double kHalfSize = 20.0;  // the region is [-20, 20]^3
inline constexpr int kMinCount = 10;
inline constexpr int kMaxCount = 5000;

// What one query cost, beside brute force's count for the same question.
struct QueryCost {
  collide::OctreeStats tree;
  std::size_t brute_force_tests = 0;
};

class OctreeWorld {
 public:
  explicit OctreeWorld(OctreeSettings settings = {});

  // New shapes from the settings' seed: spheres, boxes, triangles and
  // models (the shipped icosphere, torus and cube), a quarter each.
  void Reset(OctreeSettings settings);
  // Moves the moving shapes by velocity * dt, turning them back at the
  // region's walls, and re-inserts each in the tree.
  void Step(double dt);

  const std::vector<OctreeObject>& objects() const { return objects_; }
  const collide::Octree& tree() const { return tree_; }
  const OctreeSettings& settings() const { return settings_; }
  int steps() const { return steps_; }

  // The pairs of objects that touch (the registry's default "intersects"
  // test), sorted: candidates from the tree's overlapping bounds, or from
  // every pair. `cost` (if given) gets the tree's visits and brute force's
  // N (N - 1) / 2.
  std::vector<ObjectPair> TouchingPairs(QueryCost* cost = nullptr) const;
  std::vector<ObjectPair> TouchingPairsBruteForce() const;

  // The nearest object the ray hits (the registry's ray tests), through the
  // tree or by testing every object.
  std::optional<collide::OctreeHit> Raycast(const collide::Ray& ray,
                                            QueryCost* cost = nullptr) const;
  std::optional<collide::OctreeHit> RaycastBruteForce(const collide::Ray& ray) const;
  // The regions of the nodes that cast entered, to draw.
  std::vector<collide::Aabb> NodesOnRay(const collide::Ray& ray) const;

 private:
  bool Touch(std::uint32_t a, std::uint32_t b) const;
  std::optional<double> HitT(const collide::Ray& ray, std::uint32_t id) const;
  collide::Aabb Bounds(std::uint32_t id) const;

  OctreeSettings settings_;
  std::vector<OctreeObject> objects_;
  collide::Octree tree_;
  int steps_ = 0;
};

// "sphere 12", "aabb 3", "triangle 40", "model 7": an object's name in tables and the log.
std::string ObjectName(const OctreeWorld& world, std::uint32_t id);

}  // namespace octree_sample
