#pragma once

// The reference broad phase: every pair of bodies tested, over bounds kept as
// a structure of arrays (broad_phase.h). O(N^2); the other strategies are
// tested against it.

#include <span>
#include <vector>

#include "collide/broad_phase/broad_phase.h"

namespace collide {

class BruteForceBroadPhase final : public BroadPhase {
 public:
  BroadPhaseKind kind() const override { return BroadPhaseKind::kBruteForce; }
  void Update(std::span<const Aabb> bounds) override;
  void FindPairs(std::vector<BodyPair>* pairs) override;

 private:
  BoundsArrays bounds_;
};

}  // namespace collide
