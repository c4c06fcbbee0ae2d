#pragma once

// A list read through once, in order, on the pool's slices, so that the
// pass after it, which reads the list at random, finds it in the cache: the
// processor fetches an ordered stream ahead of its loads, where each random
// read waits for its line. For a list the work before has pushed out of the
// cache: the grid's bounds after its search (broad_phase/uniform_grid.h),
// the crowd's spheres before the exact test (motion/sphere_crowd.h). Only
// the speed changes; nothing is written.

#include <cstddef>
#include <span>

#include "collide/parallel/worker_pool.h"

namespace collide {

// One load in each cache line of `items` (and the last byte's line).
template <class T>
void FetchInOrder(WorkerPool* workers, std::span<const T> items) {
  constexpr std::size_t kCacheLine = 64;
  const int slices = SliceCount(workers, items.size());
  RunSlices(workers, slices, [&](int slice) {
    const SliceRange range = SliceOf(items.size(), slices, slice);
    if (range.size() == 0) {
      return;
    }
    const auto* first = reinterpret_cast<const unsigned char*>(items.data() + range.begin);
    const auto* last = reinterpret_cast<const unsigned char*>(items.data() + range.end) - 1;
    unsigned sum = *last;
    for (const unsigned char* byte = first; byte < last; byte += kCacheLine) {
      sum += *byte;
    }
    // Kept, so that the loads are made.
    volatile unsigned kept = sum;
    (void)kept;
  });
}

}  // namespace collide
