#include "collide/broad_phase/sort_and_sweep.h"

#include <algorithm>

namespace collide {

void SortAndSweep::ChooseAxis(std::span<const Aabb> bounds) {
  const size_t n = bounds.size();
  if (n < 2) {
    return;
  }
  Vec3 sum(0.0);
  Vec3 sum_squares(0.0);
  // Centres relative to the first body's, to keep the variance accurate far
  // from the origin.
  const Vec3 reference = bounds[0].min + bounds[0].max;
  for (const Aabb& b : bounds) {
    const Vec3 c = (b.min + b.max) - reference;
    sum += c;
    sum_squares += c * c;
  }
  const double count = static_cast<double>(n);
  const Vec3 variance = sum_squares / count - (sum / count) * (sum / count);
  int best = axis_;
  for (int a = 0; a < 3; ++a) {
    if (variance[a] > variance[best]) {
      best = a;
    }
  }
  if (best != axis_ && variance[best] > kAxisSwitchRatio * variance[axis_]) {
    axis_ = best;
  }
}

bool SortAndSweep::Repair() {
  const size_t n = order_.size();
  int64_t budget = int64_t{kInsertionBudget} * static_cast<int64_t>(n) + 64;
  Endpoint* const e = order_.data();
  for (size_t i = 1; i < n; ++i) {
    const Endpoint moving = e[i];
    size_t j = i;
    while (j > 0 && e[j - 1].min > moving.min) {
      e[j] = e[j - 1];
      --j;
    }
    e[j] = moving;
    budget -= static_cast<int64_t>(i - j);
    if (budget < 0) {
      return false;
    }
  }
  return true;
}

void SortAndSweep::Update(std::span<const Aabb> bounds) {
  const int old_axis = axis_;
  ChooseAxis(bounds);
  const size_t n = bounds.size();
  resorted_ = n != order_.size() || axis_ != old_axis;
  if (resorted_) {
    order_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      order_[i] = {bounds[i].min[axis_], static_cast<int32_t>(i)};
    }
  } else {
    for (Endpoint& e : order_) {
      e.min = bounds[static_cast<size_t>(e.body)].min[axis_];
    }
    resorted_ = !Repair();
  }
  if (resorted_) {
    std::sort(order_.begin(), order_.end(),
              [](const Endpoint& a, const Endpoint& b) { return a.min < b.min; });
  }

  // Gather the sorted bounds, sweep axis first.
  const std::array<int, 3> axes = {axis_, (axis_ + 1) % 3, (axis_ + 2) % 3};
  for (size_t k = 0; k < 3; ++k) {
    min_[k].resize(n);
    max_[k].resize(n);
  }
  for (size_t i = 0; i < n; ++i) {
    const Aabb& b = bounds[static_cast<size_t>(order_[i].body)];
    for (size_t k = 0; k < 3; ++k) {
      min_[k][i] = b.min[axes[k]];
      max_[k][i] = b.max[axes[k]];
    }
  }
}

void SortAndSweep::FindPairs(std::vector<BodyPair>* pairs) {
  pairs->clear();
  const size_t n = order_.size();
  const double* min0 = min_[0].data();
  const double* max0 = max_[0].data();
  const double* min1 = min_[1].data();
  const double* max1 = max_[1].data();
  const double* min2 = min_[2].data();
  const double* max2 = max_[2].data();
  for (size_t i = 0; i < n; ++i) {
    const double hi0 = max0[i];
    const double lo1 = min1[i];
    const double hi1 = max1[i];
    const double lo2 = min2[i];
    const double hi2 = max2[i];
    // Every later body starts at or after min0[i]; it overlaps on the sweep
    // axis while it starts at or before hi0.
    for (size_t j = i + 1; j < n && min0[j] <= hi0; ++j) {
      const bool overlap =
          (min1[j] <= hi1) & (lo1 <= max1[j]) & (min2[j] <= hi2) & (lo2 <= max2[j]);
      if (overlap) {
        const int a = order_[i].body;
        const int b = order_[j].body;
        pairs->emplace_back(std::min(a, b), std::max(a, b));
      }
    }
  }
}

}  // namespace collide
