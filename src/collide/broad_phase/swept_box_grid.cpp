#include "collide/broad_phase/swept_box_grid.h"

#include <algorithm>
#include <cmath>

namespace collide {

namespace {

double LargestExtent(const Aabb& box) {
  const Vec3 e = box.max - box.min;
  return std::max({e.x, e.y, e.z});
}

}  // namespace

void SweptBoxGrid::Build(std::span<const Aabb> boxes) {
  const size_t n = boxes.size();
  Vec3 low(0.0);
  Vec3 high(0.0);
  extents_.resize(n);
  for (size_t i = 0; i < n; ++i) {
    low = i == 0 ? boxes[i].min : glm::min(low, boxes[i].min);
    high = i == 0 ? boxes[i].max : glm::max(high, boxes[i].max);
    extents_[i] = LargestExtent(boxes[i]);
  }
  // Cells a little over the largest box, unless a few boxes are much larger
  // than most: then twice the 90th percentile, the larger ones kept apart.
  double cell = 0.0;
  if (n > 0) {
    const auto q = extents_.begin() + static_cast<std::ptrdiff_t>((n - 1) * 9 / 10);
    std::nth_element(extents_.begin(), q, extents_.end());
    const double largest = *std::max_element(q, extents_.end());
    cell = std::min(largest, 2.0 * *q) * 1.01;
  }
  const Vec3 span = high - low;
  const double largest_span = std::max({span.x, span.y, span.z});
  if (!(cell > 0.0)) {  // points, or nothing: cut the span instead
    cell = largest_span > 0.0 ? largest_span / std::cbrt(static_cast<double>(n) + 1.0) : 1.0;
  }
  // At most about two cells per box (and never fewer than 64 allowed).
  const double limit = std::max(64.0, 2.0 * static_cast<double>(n));
  for (;;) {
    double total = 1.0;
    for (int axis = 0; axis < 3; ++axis) {
      total *= std::min(std::floor(span[axis] / cell) + 1.0, 1e7);
    }
    if (total <= limit) {
      break;
    }
    cell *= std::max(1.01, std::cbrt(total / limit));
  }
  cell_ = cell;
  inverse_cell_ = 1.0 / cell;
  listable_ = cell * (1.0 - 1e-6);
  origin_ = low;
  size_t cells = 1;
  for (int axis = 0; axis < 3; ++axis) {
    counts_[axis] = static_cast<int>(std::floor(span[axis] / cell)) + 1;
    cells *= static_cast<size_t>(counts_[axis]);
  }

  // Slots in cell order (a counting sort), the oversize boxes last; head_
  // first counts each cell's boxes, then holds where its slots start.
  head_.assign(cells + 1, 0);
  build_cell_.resize(n);
  for (size_t i = 0; i < n; ++i) {
    build_cell_[i] = Listable(boxes[i]) ? CellOf(boxes[i]) : static_cast<int32_t>(cells);
    ++head_[static_cast<size_t>(build_cell_[i])];
  }
  int32_t start = 0;
  for (int32_t& h : head_) {
    const int32_t count = h;
    h = start;
    start += count;
  }
  boxes_.resize(n);
  body_of_.resize(n);
  slot_of_.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const int32_t slot = head_[static_cast<size_t>(build_cell_[i])]++;
    boxes_[static_cast<size_t>(slot)] = boxes[i];
    body_of_[static_cast<size_t>(slot)] = static_cast<int32_t>(i);
    slot_of_[i] = slot;
  }
  head_.assign(cells, -1);
  next_.assign(n, -1);
  prev_.assign(n, -1);
  cell_of_.assign(n, -1);
  oversize_at_.assign(n, -1);
  oversize_.clear();
  // Linked from the last slot down, so that each list runs up its slots.
  for (size_t k = n; k-- > 0;) {
    Link(static_cast<int32_t>(k));
  }
}

void SweptBoxGrid::Move(int i, const Aabb& box) {
  const int32_t slot = slot_of_[static_cast<size_t>(i)];
  Unlink(slot);
  boxes_[static_cast<size_t>(slot)] = box;
  Link(slot);
}

int SweptBoxGrid::CellOn(double x, int axis) const {
  const double f = (x - origin_[axis]) * inverse_cell_;
  if (!(f >= 0.0)) {
    return 0;
  }
  const double last = static_cast<double>(counts_[axis] - 1);
  return f >= last ? counts_[axis] - 1 : static_cast<int>(f);
}

bool SweptBoxGrid::Listable(const Aabb& box) const {
  return LargestExtent(box) <= listable_;
}

int32_t SweptBoxGrid::CellOf(const Aabb& box) const {
  return static_cast<int32_t>(
      (static_cast<int64_t>(CellOn(box.min.z, 2)) * counts_[1] + CellOn(box.min.y, 1)) *
          counts_[0] +
      CellOn(box.min.x, 0));
}

void SweptBoxGrid::Link(int32_t slot) {
  const size_t k = static_cast<size_t>(slot);
  const Aabb& box = boxes_[k];
  if (!Listable(box)) {
    oversize_at_[k] = static_cast<int32_t>(oversize_.size());
    oversize_.push_back(slot);
    return;
  }
  const int32_t cell = CellOf(box);
  const size_t c = static_cast<size_t>(cell);
  cell_of_[k] = cell;
  prev_[k] = -1;
  next_[k] = head_[c];
  if (head_[c] >= 0) {
    prev_[static_cast<size_t>(head_[c])] = slot;
  }
  head_[c] = slot;
}

void SweptBoxGrid::Unlink(int32_t slot) {
  const size_t k = static_cast<size_t>(slot);
  if (oversize_at_[k] >= 0) {
    const int32_t last = oversize_.back();
    oversize_[static_cast<size_t>(oversize_at_[k])] = last;
    oversize_at_[static_cast<size_t>(last)] = oversize_at_[k];
    oversize_.pop_back();
    oversize_at_[k] = -1;
    return;
  }
  const int32_t p = prev_[k];
  const int32_t q = next_[k];
  if (p >= 0) {
    next_[static_cast<size_t>(p)] = q;
  } else {
    head_[static_cast<size_t>(cell_of_[k])] = q;
  }
  if (q >= 0) {
    prev_[static_cast<size_t>(q)] = p;
  }
  cell_of_[k] = -1;
  next_[k] = -1;
  prev_[k] = -1;
}

}  // namespace collide
