#include "collide/broad_phase/broad_phase.h"

#include <utility>

#include "collide/broad_phase/broad_phase_brute_force.h"
#include "collide/broad_phase/sort_and_sweep.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/shapes/id_table.h"

namespace collide {
namespace {

constexpr std::pair<BroadPhaseKind, std::string_view> kBroadPhaseIds[] = {
    {BroadPhaseKind::kBruteForce, "brute-force"},
    {BroadPhaseKind::kUniformGrid, "grid"},
    {BroadPhaseKind::kSortAndSweep, "sort-and-sweep"},
};

}  // namespace

std::string_view BroadPhaseId(BroadPhaseKind kind) {
  return IdIn(kBroadPhaseIds, kind);
}

std::optional<BroadPhaseKind> BroadPhaseFromId(std::string_view id) {
  return ValueIn<BroadPhaseKind>(kBroadPhaseIds, id);
}

std::unique_ptr<BroadPhase> MakeBroadPhase(BroadPhaseKind kind) {
  switch (kind) {
    case BroadPhaseKind::kBruteForce:
      return std::make_unique<BruteForceBroadPhase>();
    case BroadPhaseKind::kUniformGrid:
      return std::make_unique<UniformGrid>();
    case BroadPhaseKind::kSortAndSweep:
      return std::make_unique<SortAndSweep>();
  }
  return nullptr;
}

}  // namespace collide
