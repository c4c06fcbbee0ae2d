#include "harness/layout_engine/bounds_pairs.h"

#include <algorithm>

#include "collide/broad_phase/broad_phase.h"

namespace harness {

std::vector<std::pair<std::size_t, std::size_t>> PairsWhoseBoundsTouch(
    std::span<const collide::Aabb> bounds) {
  std::vector<collide::BodyPair> found;
  const auto broad_phase = collide::MakeBroadPhase(collide::BroadPhaseKind::kUniformGrid);
  broad_phase->Update(bounds);
  broad_phase->FindPairs(&found);
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  pairs.reserve(found.size());
  for (const auto& [i, j] : found) {
    pairs.emplace_back(static_cast<std::size_t>(i), static_cast<std::size_t>(j));
  }
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

}  // namespace harness
