#pragma once

// The sort-and-sweep broad phase (sweep and prune on one axis): bodies are
// sorted by their lower bound on the axis of greatest spread; sweeping up
// that order, a body is tested against the ones that start before it ends.
// Strengths and weaknesses: broad_phase.h.
//
// - The axis: the one with the greatest variance of the bodies' centres. It
//   changes only when another axis's variance is kAxisSwitchRatio times the
//   current one's, so that the order is not thrown away for a small gain.
// - Incremental: the sorted order is kept between frames and repaired with an
//   insertion sort, linear when bodies move little. When the repair has done
//   more than kInsertionBudget shifts per body, or the count or the axis
//   changed, it is sorted afresh (std::sort).
// - The sweep reads the sorted bounds as a structure of arrays, gathered once
//   per frame. Nothing is allocated once the vectors have grown.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "collide/broad_phase/broad_phase.h"

namespace collide {

class SortAndSweep final : public BroadPhase {
 public:
  static constexpr double kAxisSwitchRatio = 1.5;
  static constexpr int kInsertionBudget = 16;

  BroadPhaseKind kind() const override { return BroadPhaseKind::kSortAndSweep; }
  void Update(std::span<const Aabb> bounds) override;
  void FindPairs(std::vector<BodyPair>* pairs) override;

  // The last Update's sweep axis (0, 1, 2), and whether it sorted afresh.
  int axis() const { return axis_; }
  bool resorted() const { return resorted_; }

 private:
  // A body in the sweep order: its lower bound on the sweep axis.
  struct Endpoint {
    double min;
    int32_t body;
  };

  void ChooseAxis(std::span<const Aabb> bounds);
  // Insertion sort of order_; false if it gave up (over budget).
  bool Repair();

  int axis_ = 0;
  bool resorted_ = true;
  std::vector<Endpoint> order_;
  // Sorted bounds, sweep axis first: min_[0] is the sweep axis's lower bound.
  std::array<std::vector<double>, 3> min_;
  std::array<std::vector<double>, 3> max_;
};

}  // namespace collide
