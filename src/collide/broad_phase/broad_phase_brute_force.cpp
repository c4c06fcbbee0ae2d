#include "collide/broad_phase/broad_phase_brute_force.h"

namespace collide {

void BruteForceBroadPhase::Update(std::span<const Aabb> bounds) {
  bounds_.Assign(bounds);
}

void BruteForceBroadPhase::FindPairs(std::vector<BodyPair>* pairs) {
  pairs->clear();
  const int n = static_cast<int>(bounds_.size());
  const double* min_x = bounds_.min[0].data();
  const double* min_y = bounds_.min[1].data();
  const double* min_z = bounds_.min[2].data();
  const double* max_x = bounds_.max[0].data();
  const double* max_y = bounds_.max[1].data();
  const double* max_z = bounds_.max[2].data();
  for (int i = 0; i < n; ++i) {
    const double lo_x = min_x[i];
    const double lo_y = min_y[i];
    const double lo_z = min_z[i];
    const double hi_x = max_x[i];
    const double hi_y = max_y[i];
    const double hi_z = max_z[i];
    for (int j = i + 1; j < n; ++j) {
      // Non-short-circuit &: branch-free, one branch per pair.
      const bool overlap = (min_x[j] <= hi_x) & (lo_x <= max_x[j]) & (min_y[j] <= hi_y) &
                           (lo_y <= max_y[j]) & (min_z[j] <= hi_z) & (lo_z <= max_z[j]);
      if (overlap) {
        pairs->emplace_back(i, j);
      }
    }
  }
}

}  // namespace collide
