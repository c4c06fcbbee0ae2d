#pragma once

// Work spread over threads with an outcome that does not depend on how many:
// numbered items, taken in increasing order by whichever thread is free,
// each writing only its own slot, so that the caller merges the slots in item
// order afterwards, or as they come due (RunItemsInOrder). The hunt's cases
// (hunt/hunt_split.h), --check's scenes (harness/runners/check_runner.h) and
// the BVH's subtrees (mesh/bvh_build.cpp) run on it. Standard threads only:
// the calling thread is worker 0, so one job starts no thread at all; the
// threads start on each call (worker_pool.h keeps its own between calls).

#include <cstddef>
#include <functional>

#include "collide/parallel/jobs.h"

namespace collide {

class WorkerPool;  // worker_pool.h

// Calls work(worker, item) once for every item from 0 to count - 1, on
// `jobs` threads (worker 0 the calling one, workers 1 .. jobs - 1 started
// here; fewer when there are fewer items). Items start in increasing order.
// An exception a call throws stops the items not yet started; the one of
// the lowest item that threw is thrown again here, once every thread has
// finished. `work` is called from
// every worker at once: what it shares must be safe so.
void RunItems(int jobs, std::size_t count,
              const std::function<void(int worker, std::size_t item)>& work);
// RunItems on a pool's threads (worker 0 the calling one), for work of
// several passes: the threads start once, with the pool, not on every call
// (tens of microseconds each: a few percent of a BVH's build). Null: on
// the calling thread alone.
void RunItems(WorkerPool* pool, std::size_t count,
              const std::function<void(int worker, std::size_t item)>& work);

// Called under one lock each time an item's work is done: `finished` items
// are done so far, and items first .. last - 1 are those that have just
// become next in order (done, as is every item before them), empty when
// the one done waits for an earlier one. Whatever an item's work wrote is
// there to read.
using InOrder = std::function<void(std::size_t finished, std::size_t first, std::size_t last)>;

// RunItems, with `in_order` told as items come due in increasing order:
// what --check prints, scene by scene, as soon as every scene before is
// done.
void RunItemsInOrder(int jobs, std::size_t count,
                     const std::function<void(int worker, std::size_t item)>& work,
                     const InOrder& in_order);

}  // namespace collide
