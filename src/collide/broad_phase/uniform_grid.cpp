#include "collide/broad_phase/uniform_grid.h"

#include <algorithm>
#include <bit>
#include <cmath>

#include "collide/broad_phase/reserve_with_headroom.h"
#include "collide/parallel/worker_pool.h"

#if defined(__SSE2__)
#include <immintrin.h>
#endif

namespace collide {
namespace {

constexpr int kKeyBits = 21;
constexpr uint64_t kKeyMask = (uint64_t{1} << kKeyBits) - 1;
// The largest cell index CellOf returns, so that an index and its neighbour
// above fit in kKeyBits.
constexpr int kMaxCellIndex = static_cast<int>(kKeyMask) - 1;

uint64_t PackKey(uint64_t x, uint64_t y, uint64_t z) {
  return x | (y << kKeyBits) | (z << (2 * kKeyBits));
}

// A 64-bit mix (splitmix64's finaliser): every key bit reaches the low bits.
uint64_t Mix(uint64_t h) {
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  h ^= h >> 31;
  return h;
}

// The 13 neighbour cells after a cell, in the order z, then y, then x: the
// offsets (dx, dy, dz) with (dz, dy, dx) lexicographically above (0, 0, 0).
constexpr std::array<std::array<int, 3>, 13> kForwardNeighbours = {{
    {1, 0, 0},
    {-1, 1, 0},
    {0, 1, 0},
    {1, 1, 0},
    {-1, -1, 1},
    {0, -1, 1},
    {1, -1, 1},
    {-1, 0, 1},
    {0, 0, 1},
    {1, 0, 1},
    {-1, 1, 1},
    {0, 1, 1},
    {1, 1, 1},
}};

}  // namespace

int UniformGrid::CellOf(double x, int axis) const {
  const double t = (x - origin_[axis]) * inverse_cell_size_;
  // Monotonic in x (what makes the neighbour rule exact), and clamped;
  // !(t >= 0) also catches NaN.
  if (!(t >= 0.0)) {
    return 0;
  }
  if (t >= kMaxCellIndex) {
    return kMaxCellIndex;
  }
  return static_cast<int>(t);
}

// Inlined: called once per body, and its six results are used at once.
[[gnu::always_inline]] inline std::array<int, 6> UniformGrid::CellsOf(const Aabb& b) const {
#if defined(__SSE2__)
  // CellOf of the six coordinates, two at a time: an Aabb is six doubles,
  // min then max. maxpd gives its second operand, 0, for a NaN, as
  // CellOf's !(t >= 0) does.
  static_assert(sizeof(Aabb) == 6 * sizeof(double));
  const double* v = &b.min.x;
  const __m128d scale = _mm_set1_pd(inverse_cell_size_);
  const __m128d zero = _mm_setzero_pd();
  const __m128d top = _mm_set1_pd(kMaxCellIndex);
  const auto cells = [&](int k, __m128d origin) {
    const __m128d t = _mm_mul_pd(_mm_sub_pd(_mm_loadu_pd(v + k), origin), scale);
    return _mm_cvttpd_epi32(_mm_min_pd(_mm_max_pd(t, zero), top));
  };
  const __m128i xy = cells(0, _mm_setr_pd(origin_.x, origin_.y));
  const __m128i zx = cells(2, _mm_setr_pd(origin_.z, origin_.x));
  const __m128i yz = cells(4, _mm_setr_pd(origin_.y, origin_.z));
  return {_mm_cvtsi128_si32(xy), _mm_cvtsi128_si32(_mm_srli_si128(xy, 4)),
          _mm_cvtsi128_si32(zx), _mm_cvtsi128_si32(_mm_srli_si128(zx, 4)),
          _mm_cvtsi128_si32(yz), _mm_cvtsi128_si32(_mm_srli_si128(yz, 4))};
#else
  return {CellOf(b.min.x, 0), CellOf(b.min.y, 1), CellOf(b.min.z, 2),
          CellOf(b.max.x, 0), CellOf(b.max.y, 1), CellOf(b.max.z, 2)};
#endif
}

size_t UniformGrid::BucketOf(uint32_t x, uint32_t y, uint32_t z) const {
  if (dense_) {
    // One empty cell of padding before and after each row and each column,
    // and one empty layer above: every forward neighbour of a cell has a
    // bucket, so DensePairs needs no bounds checks.
    const auto padded_x = static_cast<size_t>(cell_counts_[0] + 2);
    const auto padded_y = static_cast<size_t>(cell_counts_[1] + 2);
    return (x + size_t{1}) + padded_x * ((y + size_t{1}) + padded_y * z);
  }
  return static_cast<size_t>(Mix(PackKey(x, y, z)) & hash_mask_);
}

double UniformGrid::MedianExtent(std::span<const Aabb> bounds) {
  // The median of up to kMedianSample bodies taken evenly.
  const size_t n = bounds.size();
  const size_t stride = std::max<size_t>(1, (n + kMedianSample - 1) / kMedianSample);
  sizes_.clear();
  for (size_t i = 0; i < n; i += stride) {
    const Vec3 size = bounds[i].max - bounds[i].min;
    sizes_.push_back(std::max({size.x, size.y, size.z}));
  }
  if (sizes_.empty()) {
    return 0.0;
  }
  const auto middle = sizes_.begin() + static_cast<std::ptrdiff_t>(sizes_.size() / 2);
  std::nth_element(sizes_.begin(), middle, sizes_.end());
  return *middle;
}

void UniformGrid::SceneBounds(std::span<const Aabb> bounds, Vec3* lo, Vec3* hi) const {
  // min and max are exact, so the slices' corners joined in any order are
  // the one thread's.
  const int slices = SliceCount(workers_, bounds.size());
  std::vector<Aabb> corners(static_cast<size_t>(slices), Aabb{Vec3(kInfinity), Vec3(-kInfinity)});
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange range = SliceOf(bounds.size(), slices, slice);
    Aabb& corner = corners[static_cast<size_t>(slice)];
    for (size_t i = range.begin; i < range.end; ++i) {
      corner.min = glm::min(corner.min, bounds[i].min);
      corner.max = glm::max(corner.max, bounds[i].max);
    }
  });
  *lo = Vec3(kInfinity);
  *hi = Vec3(-kInfinity);
  for (const Aabb& corner : corners) {
    *lo = glm::min(*lo, corner.min);
    *hi = glm::max(*hi, corner.max);
  }
}

void UniformGrid::ChooseCellSize(std::span<const Aabb> bounds) {
  const size_t n = bounds.size();
  Vec3 lo;
  Vec3 hi;
  SceneBounds(bounds, &lo, &hi);
  if (n == 0) {
    lo = hi = Vec3(0.0);
  }
  const double median = MedianExtent(bounds);
  const double extent = std::max({hi.x - lo.x, hi.y - lo.y, hi.z - lo.z});
  double cell = median * kCellScale;
  if (!(cell > 0.0)) {
    cell = extent / std::cbrt(static_cast<double>(std::max<size_t>(n, 1)));
  }
  cell = std::max(cell, extent / kMaxCellsPerAxis);
  if (!(cell > 0.0) || !std::isfinite(cell)) {
    cell = 1.0;
  }
  cell_size_ = cell;
  inverse_cell_size_ = 1.0 / cell;
  origin_ = lo;
  for (int axis = 0; axis < 3; ++axis) {
    cell_counts_[static_cast<size_t>(axis)] = CellOf(hi[axis], axis) + 1;
  }

  // Dense when the grid, with its padding (BucketOf), has no more than
  // kMaxCellsPerBody cells per body.
  const uint64_t padded_cells = static_cast<uint64_t>(cell_counts_[0] + 2) *
                                static_cast<uint64_t>(cell_counts_[1] + 2) *
                                static_cast<uint64_t>(cell_counts_[2] + 1);
  dense_ = padded_cells <= std::max<uint64_t>(kMaxCellsPerBody * n, 4096);
  // Float coordinates relative to the origin are within extent * 2^-24 of
  // the doubles; a float overlap by more than this margin on every axis is
  // an overlap in doubles too (DensePairs), with room for the rounding of
  // the margin's own addition.
  float_margin_ = static_cast<float>(std::ldexp(extent, -20));
  if (dense_) {
    bucket_count_ = static_cast<size_t>(padded_cells);
  } else {
    bucket_count_ = std::bit_ceil(std::max<size_t>(n, 64));
    hash_mask_ = bucket_count_ - 1;
  }
}

void UniformGrid::FindPairsOf(std::span<const Aabb> bounds) {
  ChooseCellSize(bounds);
  // Read by the exact tests, during this call only: the entries hold floats.
  bounds_ = bounds;

  SortIntoBuckets(bounds);

  // The pairs are found now, while `bounds` can be read, rather than copying
  // them for FindPairs.
  found_count_ = 0;
  if (dense_) {
    DensePairs();
  } else {
    for (uint32_t e = 0; e < static_cast<uint32_t>(listed_); ++e) {
      const uint64_t key = entry_key_[e];
      const auto x = static_cast<int64_t>(key & kKeyMask);
      const auto y = static_cast<int64_t>((key >> kKeyBits) & kKeyMask);
      const auto z = static_cast<int64_t>(key >> (2 * kKeyBits));
      PairsWithCell(e, x, y, z, /*own_cell=*/true);
      for (const auto& d : kForwardNeighbours) {
        PairsWithCell(e, x + d[0], y + d[1], z + d[2], /*own_cell=*/false);
      }
    }
  }
  OversizePairs();
  bounds_ = {};
  found_parts_.assign(1, {0, found_count_});
}

void UniformGrid::ClassifyBodies(std::span<const Aabb> bounds, SliceRange visits) {
  // The bodies spanning more than two cells on an axis are marked oversize.
  const size_t n = bounds.size();
  for (size_t k = visits.begin; k < visits.end; ++k) {
    // The bodies' indices are random in space: fetch ahead what a later
    // visit reads, or at 100,000 bodies each visit waits on memory.
    if (k + kPrefetchAhead < n) {
      __builtin_prefetch(&bounds[static_cast<size_t>(order_[k + kPrefetchAhead])]);
    }
    const std::array<int, 6> c = CellsOf(bounds[static_cast<size_t>(order_[k])]);
    const bool small = c[3] - c[0] <= 1 && c[4] - c[1] <= 1 && c[5] - c[2] <= 1;
    if (!small) {
      body_bucket_[k] = kNotListed;
      continue;
    }
    const auto x = static_cast<uint32_t>(c[0]);
    const auto y = static_cast<uint32_t>(c[1]);
    const auto z = static_cast<uint32_t>(c[2]);
    if (!dense_) {
      body_key_[k] = PackKey(x, y, z);
    }
    body_bucket_[k] = static_cast<uint32_t>(BucketOf(x, y, z));
  }
}

void UniformGrid::AddPair(int32_t a, int32_t b) {
  ResizeWithHeadroom(&found_, found_count_ + 1);
  found_[found_count_++] = {std::min(a, b), std::max(a, b)};
}

void UniformGrid::PairsWithCell(uint32_t e, int64_t x, int64_t y, int64_t z, bool own_cell) {
  if (x < 0 || y < 0 || z < 0 || x >= cell_counts_[0] || y >= cell_counts_[1] ||
      z >= cell_counts_[2]) {
    return;
  }
  const auto ux = static_cast<uint32_t>(x);
  const auto uy = static_cast<uint32_t>(y);
  const auto uz = static_cast<uint32_t>(z);
  const size_t b = BucketOf(ux, uy, uz);
  const uint64_t key = PackKey(ux, uy, uz);
  const uint32_t begin = own_cell ? e + 1 : bucket_end_[b];
  const uint32_t end = bucket_end_[b + 1];
  const int32_t body = entry_body_[e];
  const Aabb& box = bounds_[static_cast<size_t>(body)];
  for (uint32_t f = begin; f < end; ++f) {
    if (entry_key_[f] == key && Overlap(box, bounds_[static_cast<size_t>(entry_body_[f])])) {
      const int32_t other = entry_body_[f];
      AddPair(body, other);
    }
  }
}

void UniformGrid::OversizePairs() {
  const size_t listed = listed_;
  for (size_t k = 0; k < oversize_.size(); ++k) {
    const int32_t o = oversize_[k];
    const Aabb& box = oversize_box_[k];
    const auto report = [&](size_t f) {
      if (Overlap(box, bounds_[static_cast<size_t>(entry_body_[f])])) {
        AddPair(o, entry_body_[f]);
      }
    };
    // A listed body overlapping o has its lower corner in o's cells or one
    // cell below them, per axis (CellOf is monotonic).
    std::array<int64_t, 3> lo{};
    std::array<int64_t, 3> hi{};
    uint64_t cells = 1;
    for (int axis = 0; axis < 3; ++axis) {
      const auto a = static_cast<size_t>(axis);
      lo[a] = std::max<int64_t>(0, CellOf(box.min[axis], axis) - 1);
      hi[a] = std::min<int64_t>(cell_counts_[a] - 1, CellOf(box.max[axis], axis));
      cells *= static_cast<uint64_t>(hi[a] - lo[a] + 1);
    }
    if (cells < listed) {
      for (int64_t z = lo[2]; z <= hi[2]; ++z) {
        for (int64_t y = lo[1]; y <= hi[1]; ++y) {
          for (int64_t x = lo[0]; x <= hi[0]; ++x) {
            const auto ux = static_cast<uint32_t>(x);
            const auto uy = static_cast<uint32_t>(y);
            const auto uz = static_cast<uint32_t>(z);
            const size_t b = BucketOf(ux, uy, uz);
            const uint64_t key = PackKey(ux, uy, uz);
            for (uint32_t f = bucket_end_[b]; f < bucket_end_[b + 1]; ++f) {
              // A dense grid's bucket is one cell.
              if (dense_ || entry_key_[f] == key) {
                report(f);
              }
            }
          }
        }
      }
    } else {
      for (size_t f = 0; f < listed; ++f) {
        report(f);
      }
    }
  }
  // The oversize bodies among themselves.
  for (size_t a = 0; a < oversize_.size(); ++a) {
    for (size_t b = a + 1; b < oversize_.size(); ++b) {
      if (Overlap(oversize_box_[a], oversize_box_[b])) {
        AddPair(oversize_[a], oversize_[b]);
      }
    }
  }
}

void UniformGrid::FindPairs(std::vector<BodyPair>* pairs) {
  ReserveWithHeadroom(pairs, found_count_);
  pairs->resize(found_count_);
  // A slice of the output each, from the parts it spans: the same split as
  // the caller's passes over the pairs (the crowd's exact test), which then
  // read pairs their own core wrote.
  BodyPair* out = pairs->data();
  const int slices = SliceCount(workers_, found_count_);
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange range = SliceOf(found_count_, slices, slice);
    size_t at = 0;  // where the part starts in the output
    for (const SliceRange& part : found_parts_) {
      const size_t first = std::max(range.begin, at);
      const size_t last = std::min(range.end, at + part.size());
      if (first < last) {
        const auto from = found_.begin() + static_cast<std::ptrdiff_t>(part.begin + first - at);
        std::copy(from, from + static_cast<std::ptrdiff_t>(last - first), out + first);
      }
      at += part.size();
    }
  });
}

}  // namespace collide
