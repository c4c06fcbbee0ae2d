// UniformGrid's counting sort of the listed bodies into buckets
// (uniform_grid.h), split over the pool's slices by ranges of buckets: the
// same entries in the same order on any number of threads.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "collide/broad_phase/reserve_with_headroom.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/parallel/worker_pool.h"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace collide {
namespace {

// Each element becomes the sum of itself and those before it. A dense grid
// has about three buckets per body, so the sum is a good part of the sort:
// four at a time, with an in-register scan, rather than one long chain of
// additions.
void PrefixSum(std::span<uint32_t> values) {
  uint32_t* v = values.data();
  const size_t n = values.size();
  size_t i = 0;
#if defined(__SSE2__)
  __m128i carry = _mm_setzero_si128();
  for (; i + 4 <= n; i += 4) {
    __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(v + i));
    x = _mm_add_epi32(x, _mm_slli_si128(x, 4));
    x = _mm_add_epi32(x, _mm_slli_si128(x, 8));
    x = _mm_add_epi32(x, carry);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(v + i), x);
    carry = _mm_shuffle_epi32(x, _MM_SHUFFLE(3, 3, 3, 3));
  }
  uint32_t running = i > 0 ? v[i - 1] : 0;
#else
  uint32_t running = 0;
#endif
  for (; i < n; ++i) {
    running += v[i];
    v[i] = running;
  }
}

}  // namespace

void UniformGrid::SortIntoBuckets(std::span<const Aabb> bounds) {
  const size_t n = bounds.size();
  // Each body's lower-corner cell and its bucket; the bodies spanning more
  // than two cells on an axis are set apart. Counting sort: counts at
  // bucket_end_[b + 2], prefix sums, then placed at [b + 1]++ (see the
  // header).
  body_key_.resize(dense_ ? 0 : n);
  body_bucket_.resize(n);
  // Counts zeroed by the slices, each its own range's (CountVisits);
  // bucket_end_[0] and [1] hold no count.
  ReserveWithHeadroom(&bucket_end_, bucket_count_ + 2);
  bucket_end_.resize(bucket_count_ + 2);
  bucket_end_[0] = 0;
  bucket_end_[1] = 0;
  oversize_.clear();
  oversize_box_.clear();
  // Bodies are visited in the last frame's bucket order when the count is
  // unchanged: bodies move little between frames, so the counts and the
  // placements below then walk the buckets almost in order instead of at
  // random (at 100,000 bodies the buckets and entries outgrow the cache).
  // The order never changes which pairs are found.
  if (order_.size() != n) {
    order_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      order_[i] = static_cast<int32_t>(i);
    }
  }
  // Each slice classifies the bodies it visits and counts those of its own
  // range of buckets; the others (strays, few when the order is last
  // frame's) are counted and placed by the slice whose range they fall in.
  const int slices = SliceCount(workers_, n);
  const std::vector<uint32_t> ranges = BucketRanges(bounds, slices);
  sort_slices_.resize(static_cast<size_t>(slices));
  RunSlices(workers_, slices, [&](int slice) {
    const auto t = static_cast<size_t>(slice);
    const SliceRange visits = SliceOf(n, slices, slice);
    ClassifyBodies(bounds, visits);
    CountVisits(visits, ranges[t], ranges[t + 1], &sort_slices_[t]);
  });
  for (const SortSlice& slice : sort_slices_) {
    for (const uint32_t k : slice.oversize) {
      const auto i = static_cast<size_t>(order_[k]);
      oversize_.push_back(static_cast<int32_t>(i));
      oversize_box_.push_back(bounds[i]);
    }
  }
  const size_t listed = n - oversize_.size();
  // kWindow entries of padding, which DensePairs may read but never reports.
  listed_ = listed;
  entry_body_.resize(listed + kWindow);
  entry_bucket_.resize(listed + kWindow);
  entry_key_.resize(dense_ ? 0 : listed + kWindow);
  entry_float_box_.resize(listed + kWindow);

  const std::vector<size_t> starts = RangeStarts(ranges);
  RunSlices(workers_, slices, [&](int slice) {
    const auto t = static_cast<size_t>(slice);
    PlaceBucketRange(SliceOf(n, slices, slice), t, ranges, static_cast<uint32_t>(starts[t]));
  });
  // One past the last bucket (which PlaceBucketRange leaves), as read by
  // DensePairs's last ranges.
  bucket_end_[bucket_count_ + 1] = static_cast<uint32_t>(listed);

  FillFloatBoxes(bounds);
  // Next frame's order: the buckets', then the bodies set apart.
  std::copy(entry_body_.begin(), entry_body_.begin() + static_cast<std::ptrdiff_t>(listed),
            order_.begin());
  std::copy(oversize_.begin(), oversize_.end(),
            order_.begin() + static_cast<std::ptrdiff_t>(listed));
}

std::vector<size_t> UniformGrid::RangeStarts(const std::vector<uint32_t>& ranges) const {
  // Each range's entries start after those of the ranges before: its own
  // bodies and the strays that fall in it.
  std::vector<size_t> starts(sort_slices_.size() + 1, 0);
  for (size_t t = 0; t < sort_slices_.size(); ++t) {
    starts[t + 1] += sort_slices_[t].own;
    for (const uint32_t k : sort_slices_[t].strays) {
      const auto range = std::upper_bound(ranges.begin(), ranges.end(), body_bucket_[k]);
      ++starts[static_cast<size_t>(range - ranges.begin())];
    }
  }
  for (size_t t = 1; t < starts.size(); ++t) {
    starts[t] += starts[t - 1];
  }
  return starts;
}

void UniformGrid::FillFloatBoxes(std::span<const Aabb> bounds) {
  // A slice of the entries each.
  const int slices = SliceCount(workers_, listed_);
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange entries = SliceOf(listed_, slices, slice);
    for (size_t slot = entries.begin; slot < entries.end; ++slot) {
      if (slot + kPrefetchAhead < entries.end) {
        __builtin_prefetch(&bounds[static_cast<size_t>(entry_body_[slot + kPrefetchAhead])]);
      }
      entry_float_box_[slot] = ToFloatBox(bounds[static_cast<size_t>(entry_body_[slot])]);
    }
  });
}

UniformGrid::FloatBox UniformGrid::ToFloatBox(const Aabb& b) const {
  // Relative to the origin, so that floats keep the precision of the scene's
  // size rather than of its distance from zero. Both the subtraction and the
  // conversion round monotonically, so a <= b in doubles gives a <= b in
  // floats: the float test never misses an overlap (it may find a few that
  // the doubles then refuse); negation is exact. The fourth lane is 0 in
  // both corners, which always passes.
  const Vec3 lo = b.min - origin_;
  const Vec3 hi = b.max - origin_;
  return {{static_cast<float>(lo.x), static_cast<float>(lo.y), static_cast<float>(lo.z), 0.0f},
          {-static_cast<float>(hi.x), -static_cast<float>(hi.y), -static_cast<float>(hi.z), 0.0f}};
}

std::vector<uint32_t> UniformGrid::BucketRanges(std::span<const Aabb> bounds, int slices) {
  // Visited in last frame's bucket order, the bodies a slice visits are
  // mostly those of the buckets from the first one it visits to the next
  // slice's first: the ranges start at those bodies' buckets.
  const auto count = static_cast<size_t>(slices);
  std::vector<uint32_t> ranges(count + 1, 0);
  ranges[count] = static_cast<uint32_t>(bucket_count_);
  for (size_t t = 1; t < count; ++t) {
    const size_t k = SliceOf(body_bucket_.size(), slices, static_cast<int>(t)).begin;
    ClassifyBodies(bounds, {k, k + 1});
    const uint32_t bucket = body_bucket_[k];
    ranges[t] =
        bucket == kNotListed ? ranges[t - 1] : std::clamp(bucket, ranges[t - 1], ranges[count]);
  }
  return ranges;
}

void UniformGrid::CountVisits(SliceRange visits, uint32_t first, uint32_t last, SortSlice* slice) {
  // The range's counts start from zero.
  std::fill(bucket_end_.begin() + static_cast<std::ptrdiff_t>(first + size_t{2}),
            bucket_end_.begin() + static_cast<std::ptrdiff_t>(last + size_t{2}), 0u);
  uint32_t* counts = bucket_end_.data() + 2;
  const uint32_t width = last - first;
  slice->own = 0;
  slice->strays.clear();
  slice->oversize.clear();
  for (size_t k = visits.begin; k < visits.end; ++k) {
    const uint32_t bucket = body_bucket_[k];
    if (bucket - first < width) {
      ++counts[bucket];
      ++slice->own;
    } else if (bucket == kNotListed) {
      slice->oversize.push_back(static_cast<uint32_t>(k));
    } else {
      slice->strays.push_back(static_cast<uint32_t>(k));
    }
  }
}

void UniformGrid::PlaceBucketRange(SliceRange visits, size_t range,
                                   const std::vector<uint32_t>& ranges, uint32_t start) {
  const uint32_t first = ranges[range];
  const uint32_t last = ranges[range + 1];
  if (first == last) {
    return;  // bucket_end_[first + 1] is the next range's
  }
  const uint32_t width = last - first;
  // The other slices' strays of this range, counted. The sums below need
  // no count of the last bucket, which is at the next range's first
  // bucket_end_ (and which that range's slice writes now).
  uint32_t* ends = bucket_end_.data();
  for (size_t t = 0; t < sort_slices_.size(); ++t) {
    if (t == range) {
      continue;
    }
    for (const uint32_t k : sort_slices_[t].strays) {
      const uint32_t bucket = body_bucket_[k];
      if (bucket - first < width - 1) {
        ++ends[bucket + 2];
      }
    }
  }
  // bucket_end_[first + 1] held the count of the range before's last bucket;
  // it becomes where bucket `first` starts, and the sums run on from there.
  ends[first + 1] = start;
  PrefixSum(std::span<uint32_t>(ends + first + 1, width));
  // In visiting order within each bucket: the strays visited before this
  // slice's bodies, its bodies, then the strays visited after.
  const auto place = [&](size_t k) {
    const uint32_t bucket = body_bucket_[k];
    if (bucket - first >= width) {
      return;
    }
    const uint32_t slot = ends[bucket + 1]++;
    entry_body_[slot] = order_[k];
    entry_bucket_[slot] = bucket;
    if (!dense_) {
      entry_key_[slot] = body_key_[k];
    }
  };
  for (size_t t = 0; t < range; ++t) {
    for (const uint32_t k : sort_slices_[t].strays) {
      place(k);
    }
  }
  for (size_t k = visits.begin; k < visits.end; ++k) {
    place(k);
  }
  for (size_t t = range + 1; t < sort_slices_.size(); ++t) {
    for (const uint32_t k : sort_slices_[t].strays) {
      place(k);
    }
  }
}

}  // namespace collide
