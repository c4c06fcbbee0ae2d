#pragma once

// A filter over slices of a list whose output is in the list's order on any
// number of threads: the crowd's exact sphere test over the candidate pairs
// (motion/sphere_crowd.h) and the grid's filter of its kept pairs
// (broad_phase/uniform_grid.h). Each slice writes what it keeps at its own
// items' offsets in the output, so that no slice waits for another's count.
// FilterInOrder then moves the slices' parts down, in slice order, to follow
// each other (a copy of the kept items, sequential in memory); FilterBySlice
// leaves them where they are, for a caller that copies them anyway (the
// grid hands its pairs out in a copy).

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
// the slices' parts of `out`: slice k's kept items are
// out[parts[k].begin .. parts[k].end - 1], each part starting at its
// slice's first item, so that the parts in slice order are the kept items
// in the items' order.
template <class T>
std::vector<SliceRange> FilterBySlice(
    WorkerPool* workers, std::size_t count, T* out,
    const std::function<std::size_t(SliceRange items, T* out)>& filter) {
  const int slices = SliceCount(workers, count);
  std::vector<SliceRange> parts(static_cast<std::size_t>(slices));
  RunSlices(workers, slices, [&](int slice) {
    const SliceRange items = SliceOf(count, slices, slice);
    const std::size_t kept = filter(items, out + items.begin);
    parts[static_cast<std::size_t>(slice)] = {items.begin, items.begin + kept};
  });
  return parts;
}

// FilterBySlice, with the parts then moved down, in slice order, to follow
// each other. Returns how many were kept in all, which are then
// out[0 .. kept - 1] in the items' order.
template <class T>
std::size_t FilterInOrder(WorkerPool* workers, std::size_t count, T* out,
                          const std::function<std::size_t(SliceRange items, T* out)>& filter) {
  const std::vector<SliceRange> parts = FilterBySlice<T>(workers, count, out, filter);
  std::size_t total = 0;
  for (const SliceRange& part : parts) {
    // Never behind its source: the slices before kept no more than their
    // items.
    if (part.begin != total) {
      std::copy(out + part.begin, out + part.end, out + total);
    }
    total += part.size();
  }
  return total;
}

}  // namespace collide
