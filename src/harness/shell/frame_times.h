#pragma once

// The last few hundred frame times, for the metrics panel's plot. A ring:
// adding never allocates after the first lap, and ImGui::PlotLines reads it
// in place (values, count, offset of the oldest).

#include <algorithm>
#include <array>
#include <cstddef>

namespace harness {

class FrameTimes {
 public:
  static constexpr int kCapacity = 300;

  void Add(float milliseconds) {
    values_[next_] = milliseconds;
    next_ = (next_ + 1) % kCapacity;
    count_ = std::min(count_ + 1, kCapacity);
  }

  // For PlotLines: `count()` values from `data()`, the oldest at `offset()`.
  const float* data() const { return values_.data(); }
  int count() const { return count_; }
  int offset() const { return count_ < kCapacity ? 0 : next_; }

  // The i-th oldest value held, i < count().
  float At(int i) const { return values_[(offset() + i) % kCapacity]; }
  float Mean() const {
    float sum = 0.0f;
    for (int i = 0; i < count_; ++i) {
      sum += values_[i];
    }
    return count_ > 0 ? sum / static_cast<float>(count_) : 0.0f;
  }
  float Max() const {
    return count_ > 0 ? *std::max_element(values_.begin(), values_.begin() + count_) : 0.0f;
  }

 private:
  std::array<float, kCapacity> values_{};
  int next_ = 0;
  int count_ = 0;
};

}  // namespace harness
