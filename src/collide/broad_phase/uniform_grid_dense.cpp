// UniformGrid's pair search in a dense grid (uniform_grid.h): the box tests
// of four lanes (SSE2) and eight (AVX2), and the loop over the entries that
// both stages share.
#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <vector>

#include "collide/broad_phase/reserve_with_headroom.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/parallel/worker_pool.h"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace collide {

namespace {

// Whether a float box overlaps or touches the box `self` was made from, and
// whether it overlaps it by more than `margin` on every axis. The fourth
// lane of each corner is 0, so it passes the first test and is left out of
// the second.
#if defined(__SSE2__)
// Two comparisons of four lanes: (min, negated max) against
// (self's max, self's negated min).
class SseBoxTest {
 public:
  using FloatBox = UniformGrid::FloatBox;
  SseBoxTest(const FloatBox& self, float margin)
      : max_(_mm_sub_ps(_mm_setzero_ps(), _mm_load_ps(self.negated_max.data()))),
        negated_min_(_mm_sub_ps(_mm_setzero_ps(), _mm_load_ps(self.min.data()))),
        margin_(_mm_set1_ps(margin)) {}
  bool Overlaps(const FloatBox& box) const {
    const __m128 ok = _mm_and_ps(_mm_cmple_ps(_mm_load_ps(box.min.data()), max_),
                                 _mm_cmple_ps(_mm_load_ps(box.negated_max.data()), negated_min_));
    return _mm_movemask_ps(ok) == 0xF;
  }
  bool OverlapsBeyond(const FloatBox& box) const {
    const __m128 ok = _mm_and_ps(
        _mm_cmple_ps(_mm_add_ps(_mm_load_ps(box.min.data()), margin_), max_),
        _mm_cmple_ps(_mm_add_ps(_mm_load_ps(box.negated_max.data()), margin_), negated_min_));
    return (_mm_movemask_ps(ok) & 0x7) == 0x7;
  }

 private:
  __m128 max_;
  __m128 negated_min_;
  __m128 margin_;
};

// One comparison of eight lanes. Its members carry the AVX2 target, so it
// is used only inside DensePairsAvx2, which inlines them (flatten).
class Avx2BoxTest {
 public:
  using FloatBox = UniformGrid::FloatBox;
  [[gnu::target("avx2")]] Avx2BoxTest(const FloatBox& self, float margin) {
    const __m256 box = _mm256_load_ps(self.min.data());
    // (max, negated min): the halves swapped, negated.
    bound_ = _mm256_sub_ps(_mm256_setzero_ps(), _mm256_permute2f128_ps(box, box, 1));
    margin_ = _mm256_set1_ps(margin);
  }
  [[gnu::target("avx2")]] bool Overlaps(const FloatBox& box) const {
    return _mm256_movemask_ps(_mm256_cmp_ps(_mm256_load_ps(box.min.data()), bound_, _CMP_LE_OQ)) ==
           0xFF;
  }
  [[gnu::target("avx2")]] bool OverlapsBeyond(const FloatBox& box) const {
    const __m256 moved = _mm256_add_ps(_mm256_load_ps(box.min.data()), margin_);
    return (_mm256_movemask_ps(_mm256_cmp_ps(moved, bound_, _CMP_LE_OQ)) & 0x77) == 0x77;
  }

 private:
  __m256 bound_;
  __m256 margin_;
};
#else
class ScalarBoxTest {
 public:
  using FloatBox = UniformGrid::FloatBox;
  ScalarBoxTest(const FloatBox& self, float margin) : self_(self), margin_(margin) {}
  bool Overlaps(const FloatBox& box) const { return Holds(box, 0.0f); }
  bool OverlapsBeyond(const FloatBox& box) const { return Holds(box, margin_); }

 private:
  bool Holds(const FloatBox& box, float margin) const {
    bool holds = true;
    for (size_t axis = 0; axis < 3; ++axis) {
      holds = holds && box.min[axis] + margin <= -self_.negated_max[axis] &&
              box.negated_max[axis] + margin <= -self_.min[axis];
    }
    return holds;
  }
  FloatBox self_;
  float margin_;
};
#endif

}  // namespace

UniformGrid::UniformGrid(Stage stage) {
#if defined(__SSE2__)
  static const bool kHasAvx2 = __builtin_cpu_supports("avx2");
  use_avx2_ = stage == Stage::kBest && kHasAvx2;
#else
  (void)stage;
#endif
}

void UniformGrid::DensePairs() {
  // Slice 0 writes after the pairs already found, the others into their own
  // vectors, copied after it in slice order: the entries' order, as on one
  // thread.
  const auto listed = static_cast<uint32_t>(listed_);
  const int slices = SliceCount(workers_, listed);
  if (slices == 1) {
    found_count_ = DensePairsIn(0, listed, &found_, found_count_);
    return;
  }
  const auto slice_count = static_cast<size_t>(slices);
  slice_found_.resize(slice_count);
  std::vector<size_t> counts(slice_count, 0);
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange entries = SliceOf(listed, slices, slice);
    const auto k = static_cast<size_t>(slice);
    std::vector<BodyPair>* found = k == 0 ? &found_ : &slice_found_[k];
    counts[k] = DensePairsIn(static_cast<uint32_t>(entries.begin),
                             static_cast<uint32_t>(entries.end), found, k == 0 ? found_count_ : 0);
  });
  // Slice 0's count is where its pairs end in found_; each later slice's
  // go where the one before ends.
  std::vector<size_t> offsets(slice_count, 0);
  size_t total = counts[0];
  for (size_t k = 1; k < slice_count; ++k) {
    offsets[k] = total;
    total += counts[k];
  }
  ResizeWithHeadroom(&found_, total);
  RunSlices(workers_, slices, [&](int slice) {
    const auto k = static_cast<size_t>(slice);
    if (k > 0) {
      std::copy(slice_found_[k].begin(),
                slice_found_[k].begin() + static_cast<std::ptrdiff_t>(counts[k]),
                found_.begin() + static_cast<std::ptrdiff_t>(offsets[k]));
    }
  });
  found_count_ = total;
}

size_t UniformGrid::DensePairsIn(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                                 size_t count) const {
#if defined(__SSE2__)
  if (use_avx2_) {
    return DensePairsAvx2(first, last, found, count);
  }
  return DensePairsBaseline(first, last, found, count);
#else
  return DensePairsWith<ScalarBoxTest>(first, last, found, count);
#endif
}

#if defined(__SSE2__)
size_t UniformGrid::DensePairsBaseline(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                                       size_t count) const {
  return DensePairsWith<SseBoxTest>(first, last, found, count);
}

[[gnu::target("avx2"), gnu::flatten]] size_t UniformGrid::DensePairsAvx2(
    uint32_t first, uint32_t last, std::vector<BodyPair>* found, size_t count) const {
  return DensePairsWith<Avx2BoxTest>(first, last, found, count);
}
#endif

template <class BoxTest>
size_t UniformGrid::DensePairsWith(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                                   size_t count) const {
  // The padded grid (BucketOf) puts cells (x - 1 .. x + 1, y, z) in
  // consecutive buckets, and every forward neighbour at a fixed bucket
  // offset, so the 13 forward neighbours are 5 ranges with no bounds to
  // check: the rest of the own cell with the next cell in x, and the rows
  // (y + 1, z), (y - 1, z + 1), (y, z + 1), (y + 1, z + 1).
  //
  // A range holds about half a body with similar sizes, so a loop over it
  // would mispredict its exit about once per range. Instead the first
  // kWindow entries of every range are tested without a branch (entries past
  // a range's end are masked out; the vectors are padded so they can be
  // read), on floats (ToFloatBox), into a bit mask; only a longer range
  // loops. A float hit that overlaps by more than float_margin_ on every
  // axis is an overlap; the few closer ones are decided in doubles.
  constexpr int kRanges = 5;
  const auto row = static_cast<int64_t>(cell_counts_[0] + 2);
  const int64_t layer = row * (cell_counts_[1] + 2);
  const std::array<int64_t, kRanges - 1> row_offsets = {row, layer - row, layer, layer + row};
  const uint32_t* bucket_end = bucket_end_.data();
  const FloatBox* float_box = entry_float_box_.data();
  const int32_t* ids = entry_body_.data();
  const uint32_t* buckets = entry_bucket_.data();
  const Aabb* bounds = bounds_.data();
  const float margin = float_margin_;
  for (uint32_t e = first; e < last; ++e) {
    const auto bucket = static_cast<int64_t>(buckets[e]);
    std::array<uint32_t, kRanges> begins{};
    std::array<uint32_t, kRanges> ends{};
    begins[0] = e + 1;
    ends[0] = bucket_end[bucket + 2];
    for (size_t r = 0; r < row_offsets.size(); ++r) {
      const int64_t middle = bucket + row_offsets[r];
      begins[r + 1] = bucket_end[middle - 1];
      ends[r + 1] = bucket_end[middle + 2];
    }

    const BoxTest self(float_box[e], margin);
    uint32_t hits = 0;
    bool longer = false;
    for (int r = 0; r < kRanges; ++r) {
      longer |= ends[r] - begins[r] > kWindow;
      for (uint32_t k = 0; k < kWindow; ++k) {
        const uint32_t f = begins[r] + k;
        const auto hit =
            static_cast<uint32_t>(f < ends[r]) & static_cast<uint32_t>(self.Overlaps(float_box[f]));
        hits |= hit << (r * kWindow + k);
      }
    }

    // Each hit is stored; `count` moves past it only if it holds. Neither
    // the number of hits (0, 1 or 2 for most bodies) nor the order of the
    // two indices is a branch: both would be mispredicted about half the time.
    const int32_t body = ids[e];
    // Room for every window's hit at once, so that no report below can move
    // the vector and the loads of the reports can overlap.
    ResizeWithHeadroom(found, count + kRanges * kWindow);
    BodyPair* out = found->data();
    const auto report = [&](uint32_t f, uint32_t valid) {
      const int32_t other = ids[f];
      const int32_t low = other ^ ((body ^ other) & -static_cast<int32_t>(body < other));
      out[count] = {low, body ^ other ^ low};
      uint32_t holds = static_cast<uint32_t>(self.OverlapsBeyond(float_box[f]));
      if ((valid & ~holds & 1u) != 0) {
        holds = static_cast<uint32_t>(
            Overlap(bounds[static_cast<size_t>(body)], bounds[static_cast<size_t>(other)]));
      }
      count += valid & holds;
    };
    for (int round = 0; round < 2; ++round) {
      // With no hit left, bit 0 (entry e + 1, always readable) stands in.
      const int bit = std::countr_zero(hits) & 31;
      const auto valid = static_cast<uint32_t>(hits != 0);
      report(begins[static_cast<size_t>(bit) / kWindow] + static_cast<uint32_t>(bit) % kWindow,
             valid);
      hits &= hits - 1;
    }
    while (hits != 0) {
      const int bit = std::countr_zero(hits);
      hits &= hits - 1;
      report(begins[static_cast<size_t>(bit) / kWindow] + static_cast<uint32_t>(bit) % kWindow, 1);
    }
    if (longer) {
      for (size_t r = 0; r < kRanges; ++r) {
        for (uint32_t f = begins[r] + kWindow; f < ends[r]; ++f) {
          if (self.Overlaps(float_box[f])) {
            ResizeWithHeadroom(found, count + 1);
            out = found->data();
            report(f, 1);
          }
        }
      }
    }
  }
  return count;
}

}  // namespace collide
