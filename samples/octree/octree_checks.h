#pragma once

// The octree sample's --check table: on the default scene (its seed), at
// the start and after 120 steps of 1/60 s, every query through the tree
// equals brute force's:
// - each pair that touches by brute force, or through the tree, is one
//   expectation "should intersect" (brute force's answer), answered
//   through the tree, so a missing or an extra pair is a named failure;
// - each of kCheckRays fixed rays' nearest hit (its t, or a miss) is one
//   expectation, answered through the tree.

#include <optional>
#include <vector>

#include "harness/sample/check.h"
#include "octree/octree_world.h"

namespace octree_sample {

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
std::vector<harness::PairCheck> CheckOctree(const std::vector<OctreeExpectation>& table);

}  // namespace octree_sample
