#pragma once

// Threads kept from one call to the next, for work split into as many
// slices as there are workers, many times a second: the crowd's step
// (collide/motion/sphere_crowd.h) and the grid's search (uniform_grid.h) at
// 100,000 spheres take a millisecond or two, and starting a thread costs tens
// of microseconds, so RunItems (parallel_items.h), which starts its
// threads per call, would spend a good share of a step starting them.
//
// Run(work) calls work(slice) once for every slice 0 .. jobs() - 1, slice 0
// on the calling thread, and returns when all are done; what each slice
// wrote is then there to read. A result that must not depend on the number
// of threads is made so by the caller: each slice writes only its own part
// (SliceOf) and the parts are joined in slice order. A pool of one job starts
// no thread and runs work(0) in the caller.
//
// The workers sleep between calls (std::atomic wait: a futex), after polling
// for up to 30 us for the next one, since passes come in bursts
// (worker_pool.cpp); so an idle pool costs nothing on a shared machine. One
// Run at a time: a pool is not shared between threads that call it at once.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

#include "collide/parallel/jobs.h"

namespace collide {

// Items begin .. end - 1 of a split.
struct SliceRange {
  std::size_t begin = 0;
  std::size_t end = 0;
  std::size_t size() const { return end - begin; }
};

// Slice `slice` of `count` items cut into `slices` consecutive parts as
// equal as can be (the first count % slices one longer): together they are
// 0 .. count - 1, in order, each item once.
SliceRange SliceOf(std::size_t count, int slices, int slice);

// Fewer items than this a slice, and a pass runs on fewer slices: waking a
// worker costs microseconds (more when the machine is busy and it waits for
// a core), about what a few thousand bodies' simple pass takes.
inline constexpr std::size_t kMinSliceItems = 4096;

class WorkerPool {
 public:
  // The most jobs a pool takes: --jobs's limit.
  static constexpr int kMaxJobs = collide::kMaxJobs;

  // jobs - 1 threads started here (jobs clamped to 1 .. kMaxJobs). Passes
  // split by SliceCount give each slice at least min_slice_items items (at
  // least 1; tests ask for 1, to split small crowds).
  explicit WorkerPool(int jobs, std::size_t min_slice_items = kMinSliceItems);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int jobs() const { return jobs_; }
  std::size_t min_slice_items() const { return min_slice_items_; }

  // work(slice) for every slice 0 .. jobs() - 1, at once; returns when all
  // have returned. `work` must not throw (a throw ends the program, as from
  // any std::thread).
  void Run(const std::function<void(int slice)>& work);

 private:
  void WorkerLoop(int slice);

  int jobs_ = 1;
  std::size_t min_slice_items_ = kMinSliceItems;
  std::vector<std::thread> threads_;
  // Bumped once per Run (and once more to stop); each worker runs when it
  // sees a value it has not run yet.
  std::atomic<uint32_t> generation_{0};
  // Workers still running this Run's slices.
  std::atomic<uint32_t> pending_{0};
  bool stopping_ = false;  // written before the last bump of generation_
  const std::function<void(int)>* work_ = nullptr;
};

// The slices `count` items are cut into on `workers`: its jobs, fewer so
// that each has at least its min_slice_items, at least 1 (no pool: 1). Any
// number gives the same outcome where slices are joined in order.
int SliceCount(const WorkerPool* workers, std::size_t count);

// work(slice) for every slice 0 .. slices - 1 (slices from SliceCount):
// on the calling thread alone when there is one, else on the pool.
void RunSlices(WorkerPool* workers, int slices, const std::function<void(int slice)>& work);

}  // namespace collide
