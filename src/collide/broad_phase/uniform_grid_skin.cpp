// UniformGrid's frame-to-frame reuse (uniform_grid.h): the pairs of the
// bodies' bounds grown by a skin, found when a body leaves its grown bounds
// and otherwise only filtered.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "collide/broad_phase/reserve_with_headroom.h"
#include "collide/broad_phase/uniform_grid.h"
#include "collide/parallel/fetch_in_order.h"
#include "collide/parallel/ordered_filter.h"
#include "collide/parallel/worker_pool.h"

namespace collide {
namespace {

// How many pairs ahead the filter fetches bounds: the pairs list bodies in
// the grid's order, random in their indices.
constexpr size_t kFetchAhead = 8;

}  // namespace

void UniformGrid::Update(std::span<const Aabb> bounds) {
  if (plain_updates_left_ > 0) {
    --plain_updates_left_;
    found_grown_ = false;
    FindPairsOf(bounds);
    return;
  }
  if (InsideSkin(bounds)) {
    ++reuses_;
    ++reuses_since_rebuild_;
  } else if (found_grown_ && grown_.size() == bounds.size() && reuses_since_rebuild_ < kMinReuses) {
    // The bodies move too fast for the skin: a rebuild costs about two plain
    // searches and a reuse a quarter of one, so fewer than kMinReuses a
    // rebuild lose. Plain searches for a while, then the skin is tried again.
    // (A change in the number of bodies says nothing of their speed: it
    // rebuilds.)
    plain_updates_left_ = kPlainSpan - 1;
    found_grown_ = false;
    FindPairsOf(bounds);
    return;
  } else {
    GrowAndFindPairs(bounds);
    reuses_since_rebuild_ = 0;
    // The search's own data has pushed `bounds` out of the cache, and the
    // filter reads them at random (at 100,000 bodies this pass costs about a
    // sixth of what it saves the filter).
    FetchInOrder(workers_, bounds);
  }
  PairsFromGrown(bounds);
}

bool UniformGrid::InsideSkin(std::span<const Aabb> bounds) const {
  if (grown_.size() != bounds.size() || !found_grown_) {
    return false;
  }
  // No early exit: the answer is nearly always "inside", and a branch per
  // body would cost more than the comparisons. A NaN compares false: outside.
  const int slices = SliceCount(workers_, bounds.size());
  std::vector<uint8_t> inside(static_cast<size_t>(slices), 1);
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange range = SliceOf(bounds.size(), slices, slice);
    bool all = true;
    for (size_t i = range.begin; i < range.end; ++i) {
      const Aabb& b = bounds[i];
      const Aabb& g = grown_[i];
      all &= (b.min.x >= g.min.x) & (b.min.y >= g.min.y) & (b.min.z >= g.min.z) &
             (b.max.x <= g.max.x) & (b.max.y <= g.max.y) & (b.max.z <= g.max.z);
    }
    inside[static_cast<size_t>(slice)] = all ? 1 : 0;
  });
  return std::all_of(inside.begin(), inside.end(), [](uint8_t all) { return all != 0; });
}

void UniformGrid::GrowAndFindPairs(std::span<const Aabb> bounds) {
  // The skin is a share of the cell size the bounds themselves would get,
  // so that it follows the scene's scale: from the median extent alone when
  // there is one, without ChooseCellSize's pass over every body.
  const double median = MedianExtent(bounds);
  if (median > 0.0) {
    skin_ = kSkinShare * kCellScale * median;
  } else {
    ChooseCellSize(bounds);
    skin_ = kSkinShare * cell_size_;
  }
  if (!std::isfinite(skin_)) {
    skin_ = 0.0;
  }
  const Vec3 skin(skin_);
  grown_.resize(bounds.size());
  const int slices = SliceCount(workers_, bounds.size());
  RunSlices(workers_, slices, [&](int slice) {
    const SliceRange range = SliceOf(bounds.size(), slices, slice);
    for (size_t i = range.begin; i < range.end; ++i) {
      grown_[i] = {bounds[i].min - skin, bounds[i].max + skin};
    }
  });
  FindPairsOf(grown_);
  // The pairs change hands rather than being copied; found_ takes the kept
  // pairs' old vector, which PairsFromGrown sizes.
  grown_pairs_.swap(found_);
  grown_pairs_.resize(found_count_);
  found_grown_ = true;
  ++rebuilds_;
}

void UniformGrid::PairsFromGrown(std::span<const Aabb> bounds) {
  // Two bounds that overlap and lie inside their grown bounds have grown
  // bounds that overlap: every pair is among grown_pairs_, once. Written
  // without a branch on the outcome: every pair is stored, and the count
  // moves past those that overlap.
  const size_t n = grown_pairs_.size();
  if (found_.size() < n) {
    ReserveWithHeadroom(&found_, n);
    found_.resize(n);
  }
  const BodyPair* grown = grown_pairs_.data();
  // Left in the slices' parts: FindPairs copies them out anyway.
  found_parts_ =
      FilterBySlice<BodyPair>(workers_, n, found_.data(), [&](SliceRange slice, BodyPair* out) {
        size_t count = 0;
        for (size_t k = slice.begin; k < slice.end; ++k) {
          if (k + kFetchAhead < slice.end) {
            __builtin_prefetch(&bounds[static_cast<size_t>(grown[k + kFetchAhead].first)]);
            __builtin_prefetch(&bounds[static_cast<size_t>(grown[k + kFetchAhead].second)]);
          }
          const BodyPair pair = grown[k];
          out[count] = pair;
          const Aabb& a = bounds[static_cast<size_t>(pair.first)];
          const Aabb& b = bounds[static_cast<size_t>(pair.second)];
          count += static_cast<size_t>((a.min.x <= b.max.x) & (b.min.x <= a.max.x) &
                                       (a.min.y <= b.max.y) & (b.min.y <= a.max.y) &
                                       (a.min.z <= b.max.z) & (b.min.z <= a.max.z));
        }
        return count;
      });
  found_count_ = 0;
  for (const SliceRange& part : found_parts_) {
    found_count_ += part.size();
  }
}

}  // namespace collide
