#pragma once

// The octree sample's scene (the tutorial's chapter 5): a few hundred
// shapes and models in a cube of space, some moving and bouncing off
// its walls, kept in a harness::ShapeOctree that re-inserts each as it moves
// and answers pairs and ray casts through the tree and by brute force. And
// its --check table: on the default scene (its seed), at the start and
// after 120 steps of 1/60 s, every query through the tree equals brute
// force's:
// - each pair that touches by brute force, or through the tree, is one
//   expectation "should intersect" (brute force's answer), answered
//   through the tree, so a missing or an extra pair is a named failure;
// - each of kCheckRays fixed rays' nearest hit (its t, or a miss) is one
//   expectation, answered through the tree.
// No ImGui, no GL.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "harness/layout_engine/why.h"
#include "harness/many_shapes/shape_octree.h"
#include "harness/sample_api/check.h"

namespace octree_sample {

using ObjectPair = harness::ShapePair;
using QueryCost = harness::OctreeQueryCost;

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
  const collide::Octree& tree() const { return shapes_.tree(); }
  const OctreeSettings& settings() const { return settings_; }
  int steps() const { return steps_; }

  // The tree's queries (harness::ShapeOctree) over the objects' shapes.
  std::vector<ObjectPair> TouchingPairs(QueryCost* cost = nullptr) const {
    return shapes_.TouchingPairs(cost);
  }
  std::vector<ObjectPair> TouchingPairsBruteForce() const {
    return shapes_.TouchingPairsBruteForce();
  }
  std::optional<collide::OctreeHit> Raycast(const collide::Ray& ray,
                                            QueryCost* cost = nullptr) const {
    return shapes_.Raycast(ray, cost);
  }
  std::optional<collide::OctreeHit> RaycastBruteForce(const collide::Ray& ray) const {
    return shapes_.RaycastBruteForce(ray);
  }
  std::vector<collide::Aabb> NodesOnRay(const collide::Ray& ray) const {
    return shapes_.NodesOnRay(ray);
  }
  // The cast explained (harness/many_shapes/octree_why.h), its shapes
  // named as ObjectName names them.
  harness::Why ExplainRay(const collide::Ray& ray, const std::string& ray_name,
                          std::optional<std::optional<double>> expected_t = std::nullopt,
                          const std::optional<std::string>& algorithm = std::nullopt) const;

 private:
  OctreeSettings settings_;
  std::vector<OctreeObject> objects_;
  harness::ShapeOctree shapes_;  // the objects' shapes, by the same ids
  int steps_ = 0;
};

// "sphere 12", "aabb 3", "triangle 40", "model 7": an object's name in tables
// and the log.
std::string ObjectName(const OctreeWorld& world, std::uint32_t id);

// The --check table ---------------------------------------------------------

inline constexpr int kCheckSteps[] = {0, 120};
inline constexpr int kCheckRays = 24;

struct OctreeExpectation {
  int steps = 0;
  std::optional<int> ray;  // a ray's nearest hit, else a pair
  ObjectPair pair{};
  bool touching = false;    // a pair: brute force's answer
  std::optional<double> t;  // a ray: brute force's nearest hit
};

// The fixed rays: from a sphere of radius 35 about the region towards
// points inside it.
std::vector<collide::Ray> CheckRays();

std::vector<OctreeExpectation> OctreeExpectations();

// --explain's Why of a --check ray ("ray 3", and "nearest" as its row's
// second shape): its cast through the tree traced, beside brute force, at
// each step the table checks it (one question each). Throws WhyError for a
// ray that is not one of the table's, or another second shape or algorithm.
harness::Why ExplainCheckRay(const std::string& ray, const std::string& nearest,
                             const std::optional<std::string>& algorithm);
std::vector<harness::PairCheck> CheckOctree(const std::vector<OctreeExpectation>& table);

}  // namespace octree_sample
