#include "collide/uniform_grid.h"

#include <algorithm>
#include <bit>
#include <cmath>

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

size_t UniformGrid::BucketOf(uint32_t x, uint32_t y, uint32_t z) const {
  if (dense_) {
    return static_cast<size_t>(x + cell_counts_[0] * (y + cell_counts_[1] * z));
  }
  return static_cast<size_t>(Mix(PackKey(x, y, z)) & hash_mask_);
}

void UniformGrid::ChooseCellSize(std::span<const Aabb> bounds) {
  const size_t n = bounds.size();
  Vec3 lo(kInfinity);
  Vec3 hi(-kInfinity);
  for (const Aabb& b : bounds) {
    lo = glm::min(lo, b.min);
    hi = glm::max(hi, b.max);
  }
  if (n == 0) {
    lo = hi = Vec3(0.0);
  }
  // The median size of up to kMedianSample bodies taken evenly.
  const size_t stride = std::max<size_t>(1, (n + kMedianSample - 1) / kMedianSample);
  sizes_.clear();
  for (size_t i = 0; i < n; i += stride) {
    const Vec3 size = bounds[i].max - bounds[i].min;
    sizes_.push_back(std::max({size.x, size.y, size.z}));
  }
  double median = 0.0;
  if (!sizes_.empty()) {
    const auto middle = sizes_.begin() + static_cast<std::ptrdiff_t>(sizes_.size() / 2);
    std::nth_element(sizes_.begin(), middle, sizes_.end());
    median = *middle;
  }
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

  // Dense when the grid has no more than about eight cells per body.
  const uint64_t grid_cells = static_cast<uint64_t>(cell_counts_[0] * cell_counts_[1]) *
                              static_cast<uint64_t>(cell_counts_[2]);
  dense_ = grid_cells <= std::max<uint64_t>(8 * n, 4096);
  if (dense_) {
    bucket_count_ = static_cast<size_t>(grid_cells);
  } else {
    bucket_count_ = std::bit_ceil(std::max<size_t>(n, 64));
    hash_mask_ = bucket_count_ - 1;
  }
}

void UniformGrid::Update(std::span<const Aabb> bounds) {
  ChooseCellSize(bounds);
  const size_t n = bounds.size();

  // Each body's lower-corner cell and its bucket, counted; the bodies
  // spanning more than two cells on an axis are set apart. Counting sort:
  // counts at bucket_end_[b + 2], prefix sums, then placed at [b + 1]++
  // (see the header).
  constexpr uint32_t kOversize = ~uint32_t{0};
  body_key_.resize(n);
  body_bucket_.resize(n);
  bucket_end_.assign(bucket_count_ + 2, 0);
  oversize_.clear();
  oversize_box_.clear();
  size_t listed = 0;
  for (size_t i = 0; i < n; ++i) {
    const Aabb& b = bounds[i];
    const int x = CellOf(b.min.x, 0);
    const int y = CellOf(b.min.y, 1);
    const int z = CellOf(b.min.z, 2);
    const bool small =
        CellOf(b.max.x, 0) - x <= 1 && CellOf(b.max.y, 1) - y <= 1 && CellOf(b.max.z, 2) - z <= 1;
    if (small) {
      const auto ux = static_cast<uint32_t>(x);
      const auto uy = static_cast<uint32_t>(y);
      const auto uz = static_cast<uint32_t>(z);
      const auto bucket = static_cast<uint32_t>(BucketOf(ux, uy, uz));
      body_key_[i] = PackKey(ux, uy, uz);
      body_bucket_[i] = bucket;
      ++bucket_end_[bucket + 2];
      ++listed;
    } else {
      body_bucket_[i] = kOversize;
      oversize_.push_back(static_cast<int32_t>(i));
      oversize_box_.push_back(b);
    }
  }
  uint32_t running = 0;
  for (uint32_t& end : bucket_end_) {
    running += end;
    end = running;
  }
  entry_body_.resize(listed);
  entry_key_.resize(listed);
  entry_box_.resize(listed);
  for (size_t i = 0; i < n; ++i) {
    const uint32_t bucket = body_bucket_[i];
    if (bucket == kOversize) {
      continue;
    }
    const uint32_t slot = bucket_end_[bucket + 1]++;
    entry_body_[slot] = static_cast<int32_t>(i);
    entry_key_[slot] = body_key_[i];
    entry_box_[slot] = bounds[i];
  }
}

void UniformGrid::PairsWithCell(uint32_t e, int64_t x, int64_t y, int64_t z, bool own_cell,
                                std::vector<BodyPair>* pairs) const {
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
  for (uint32_t f = begin; f < end; ++f) {
    if (entry_key_[f] == key && Overlap(entry_box_[e], entry_box_[f])) {
      const int32_t other = entry_body_[f];
      pairs->emplace_back(std::min(body, other), std::max(body, other));
    }
  }
}

void UniformGrid::OversizePairs(std::vector<BodyPair>* pairs) const {
  const size_t listed = entry_body_.size();
  for (size_t k = 0; k < oversize_.size(); ++k) {
    const int32_t o = oversize_[k];
    const Aabb& box = oversize_box_[k];
    const auto report = [&](size_t f) {
      if (Overlap(box, entry_box_[f])) {
        pairs->emplace_back(std::min(o, entry_body_[f]), std::max(o, entry_body_[f]));
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
              if (entry_key_[f] == key) {
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
        pairs->emplace_back(std::min(oversize_[a], oversize_[b]),
                            std::max(oversize_[a], oversize_[b]));
      }
    }
  }
}

void UniformGrid::FindPairs(std::vector<BodyPair>* pairs) {
  pairs->clear();
  const auto listed = static_cast<uint32_t>(entry_body_.size());
  if (dense_) {
    DensePairs(pairs);
  } else {
    for (uint32_t e = 0; e < listed; ++e) {
      const uint64_t key = entry_key_[e];
      const auto x = static_cast<int64_t>(key & kKeyMask);
      const auto y = static_cast<int64_t>((key >> kKeyBits) & kKeyMask);
      const auto z = static_cast<int64_t>(key >> (2 * kKeyBits));
      PairsWithCell(e, x, y, z, /*own_cell=*/true, pairs);
      for (const auto& d : kForwardNeighbours) {
        PairsWithCell(e, x + d[0], y + d[1], z + d[2], /*own_cell=*/false, pairs);
      }
    }
  }
  OversizePairs(pairs);
}

void UniformGrid::DensePairs(std::vector<BodyPair>* pairs) const {
  // Cells (x - 1 .. x + 1, y, z) are consecutive buckets, so the 13 forward
  // neighbours are 5 ranges: the rest of the own cell with the next cell in
  // x, and the rows (y + 1, z), (y - 1, z + 1), (y, z + 1), (y + 1, z + 1).
  constexpr std::array<std::array<int, 2>, 4> kRows = {{{1, 0}, {-1, 1}, {0, 1}, {1, 1}}};
  const int64_t nx = cell_counts_[0];
  const int64_t ny = cell_counts_[1];
  const int64_t nz = cell_counts_[2];
  const uint32_t* bucket_end = bucket_end_.data();
  const auto listed = static_cast<uint32_t>(entry_body_.size());
  const Aabb* box = entry_box_.data();
  for (uint32_t e = 0; e < listed; ++e) {
    const uint64_t key = entry_key_[e];
    const auto x = static_cast<int64_t>(key & kKeyMask);
    const auto y = static_cast<int64_t>((key >> kKeyBits) & kKeyMask);
    const auto z = static_cast<int64_t>(key >> (2 * kKeyBits));
    const Aabb self = box[e];
    const int32_t body = entry_body_[e];
    const auto scan = [&](uint32_t begin, uint32_t end) {
      for (uint32_t f = begin; f < end; ++f) {
        const Aabb& b = box[f];
        const bool overlap = (b.min.x <= self.max.x) & (self.min.x <= b.max.x) &
                             (b.min.y <= self.max.y) & (self.min.y <= b.max.y) &
                             (b.min.z <= self.max.z) & (self.min.z <= b.max.z);
        if (overlap) {
          const int32_t other = entry_body_[f];
          pairs->emplace_back(std::min(body, other), std::max(body, other));
        }
      }
    };
    const int64_t x0 = std::max<int64_t>(x - 1, 0);
    const int64_t x1 = std::min<int64_t>(x + 1, nx - 1);
    const int64_t own_row = nx * (y + ny * z);
    scan(e + 1, bucket_end[own_row + x1 + 1]);
    for (const auto& [dy, dz] : kRows) {
      const int64_t yy = y + dy;
      const int64_t zz = z + dz;
      if (yy < 0 || yy >= ny || zz >= nz) {
        continue;
      }
      const int64_t row = nx * (yy + ny * zz);
      scan(bucket_end[row + x0], bucket_end[row + x1 + 1]);
    }
  }
}

}  // namespace collide
