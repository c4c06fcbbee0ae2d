#pragma once

// A filter over slices of a list whose output is in the list's order on any
// number of threads: the crowd's exact sphere test over the candidate pairs
// (motion/sphere_crowd.h) and the grid's filter of its kept pairs
// (broad_phase/uniform_grid.h). Each slice writes what it keeps at its own
// items' offsets in the output, so that no slice waits for another's count;
// then the slices' stretches are moved down, in slice order, to follow each
// other. The move is a copy of the kept items, sequential in memory.

#include <algorithm>
#include <cstddef>
#include <functional>
#include <vector>

#include "collide/parallel/worker_pool.h"

namespace collide {

// filter(items, out) writes the items it keeps of `items` (a slice of
// 0 .. count - 1) to out[0], out[1], ... in order and returns how many;
// called once per slice, at once, from the pool's threads (or once over
// every item without a pool). `out` has room for `count` items. Returns
// how many were kept in all, which are then out[0 .. kept - 1] in the
// items' order.
template <class T>
std::size_t FilterInOrder(WorkerPool* workers, std::size_t count, T* out,
                          const std::function<std::size_t(SliceRange items, T* out)>& filter) {
  const int slices = SliceCount(workers, count);
  if (slices == 1) {
    return filter({0, count}, out);
  }
  std::vector<std::size_t> kept(static_cast<std::size_t>(slices), 0);
  RunSlices(workers, slices, [&](int slice) {
    const SliceRange items = SliceOf(count, slices, slice);
    kept[static_cast<std::size_t>(slice)] = filter(items, out + items.begin);
  });
  std::size_t total = kept[0];
  for (int slice = 1; slice < slices; ++slice) {
    const SliceRange items = SliceOf(count, slices, slice);
    const std::size_t n = kept[static_cast<std::size_t>(slice)];
    // Never behind its source: the slices before kept no more than their
    // items.
    std::copy(out + items.begin, out + items.begin + n, out + total);
    total += n;
  }
  return total;
}

}  // namespace collide
