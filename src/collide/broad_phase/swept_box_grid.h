#pragma once

// A uniform grid of boxes that change one at a time: the ball simulation's
// look-ups between contacts. After a contact only the balls it changed get
// new swept boxes; this finds the boxes a changed (or any) ball's box
// overlaps without testing every ball. The step's first search takes its
// pairs from a BroadPhase (broad_phase.h); this serves the look-ups after it.
//
// - Build(boxes) chooses the cell size from the boxes (a little over the
//   largest box's largest extent, but at most twice the 90th percentile's) and
//   the grid's range from their span, at most about two cells per box. Cell coordinates are clamped
//   to the range, so boxes that later move outside it are still found.
// - A box no larger than a cell on every axis is listed once, in the cell of
//   its lower corner; a box overlapping a query then has its lower corner in
//   the query's cells or one below, so a query of a box of a cell's size
//   visits 27 cells. Larger boxes are kept apart and tested by every query.
// - Move(i, box) relists body i in O(1) (intrusive lists per cell). Build
//   stores the boxes in cell order, so that a cell's boxes are contiguous in
//   memory for as long as they stay. Nothing is allocated once the vectors
//   have grown to a step's size.

#include <cstdint>
#include <span>
#include <vector>

#include "collide/shapes/box.h"

namespace collide {

class SweptBoxGrid {
 public:
  // Lists boxes[i] as body i, replacing what was listed.
  void Build(std::span<const Aabb> boxes);
  // Body i's box is now `box`.
  void Move(int i, const Aabb& box);

  int size() const { return static_cast<int>(boxes_.size()); }
  const Aabb& box(int i) const {
    return boxes_[static_cast<size_t>(slot_of_[static_cast<size_t>(i)])];
  }
  double cell_size() const { return cell_; }
  int oversize_count() const { return static_cast<int>(oversize_.size()); }

  // Calls visit(j) once for every body j whose box overlaps or touches
  // `query` (min <= max on every axis, as BroadPhase counts it).
  template <typename Visit>
  void Query(const Aabb& query, Visit&& visit) const;

 private:
  static bool Overlap(const Aabb& a, const Aabb& b) {
    return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
           a.min.z <= b.max.z && b.min.z <= a.max.z;
  }
  int CellOn(double x, int axis) const;
  bool Listable(const Aabb& box) const;
  // The cell of a listable box's lower corner.
  int32_t CellOf(const Aabb& box) const;
  // Lists or unlists the box in `slot`.
  void Link(int32_t slot);
  void Unlink(int32_t slot);

  double cell_ = 1.0;
  double inverse_cell_ = 1.0;
  double listable_ = 1.0;  // largest extent listed in a cell
  Vec3 origin_{0.0};
  int counts_[3] = {1, 1, 1};
  // Per slot (a body's place, in cell order at Build): its box and body.
  std::vector<Aabb> boxes_;
  std::vector<int32_t> body_of_;
  std::vector<int32_t> slot_of_;      // per body
  std::vector<int32_t> head_;         // per cell: the first slot listed, or -1
  std::vector<int32_t> next_;         // per slot: the next in its cell, or -1
  std::vector<int32_t> prev_;         // per slot: the previous in its cell, or -1
  std::vector<int32_t> cell_of_;      // per slot: its cell, or -1 when oversize
  std::vector<int32_t> oversize_;     // slots too large to list
  std::vector<int32_t> oversize_at_;  // per slot: its index in oversize_, or -1
  std::vector<double> extents_;       // Build's scratch for the percentile
  std::vector<int32_t> build_cell_;   // Build's scratch: per body, its cell
};

template <typename Visit>
void SweptBoxGrid::Query(const Aabb& query, Visit&& visit) const {
  int lo[3];
  int hi[3];
  int64_t cells = 1;
  for (int axis = 0; axis < 3; ++axis) {
    lo[axis] = CellOn(query.min[axis], axis) - 1;
    lo[axis] = lo[axis] < 0 ? 0 : lo[axis];
    hi[axis] = CellOn(query.max[axis], axis);
    cells *= hi[axis] - lo[axis] + 1;
  }
  const int n = size();
  if (cells > static_cast<int64_t>(n) / 2 + 8) {
    // A query box covering much of the grid: every box is as cheap.
    for (int slot = 0; slot < n; ++slot) {
      if (Overlap(boxes_[static_cast<size_t>(slot)], query)) {
        visit(static_cast<int>(body_of_[static_cast<size_t>(slot)]));
      }
    }
    return;
  }
  for (int z = lo[2]; z <= hi[2]; ++z) {
    for (int y = lo[1]; y <= hi[1]; ++y) {
      const int64_t row = (static_cast<int64_t>(z) * counts_[1] + y) * counts_[0];
      for (int x = lo[0]; x <= hi[0]; ++x) {
        for (int32_t slot = head_[static_cast<size_t>(row + x)]; slot >= 0;
             slot = next_[static_cast<size_t>(slot)]) {
          if (Overlap(boxes_[static_cast<size_t>(slot)], query)) {
            visit(static_cast<int>(body_of_[static_cast<size_t>(slot)]));
          }
        }
      }
    }
  }
  for (const int32_t slot : oversize_) {
    if (Overlap(boxes_[static_cast<size_t>(slot)], query)) {
      visit(static_cast<int>(body_of_[static_cast<size_t>(slot)]));
    }
  }
}

}  // namespace collide
