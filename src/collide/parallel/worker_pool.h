#pragma once

// Threads kept from one call to the next, for work split into as many
// slices as there are workers, many times a second: the crowd's step
// (collide/motion/sphere_crowd.h) and the grid's search (uniform_grid.h) at
// 100,000 spheres take a millisecond or two, and starting a thread costs tens
// of microseconds, so RunItems (hunt/parallel_items.h), which starts its
// threads per call, would spend a good share of a step starting them.
//
// Run(work) calls work(slice) once for every slice 0 .. jobs() - 1, slice 0
// on the calling thread, and returns when all are done; what each slice
// wrote is then there to read. A result that must not depend on the number
// of threads is made so by the caller: each slice writes only its own part
// (SliceOf) and the parts are joined in slice order. A pool of one job starts
// no thread and runs work(0) in the caller.
//
// The workers sleep between calls (std::atomic wait: a futex, after a short
// spin), so an idle pool costs nothing on a shared machine. One Run at a
// time: a pool is not shared between threads that call it at once.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

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

class WorkerPool {
 public:
  // The most jobs a pool takes (as --jobs, collide::kMaxJobs).
  static constexpr int kMaxJobs = 1024;

  // jobs - 1 threads started here (jobs clamped to 1 .. kMaxJobs).
  explicit WorkerPool(int jobs);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int jobs() const { return jobs_; }

  // work(slice) for every slice 0 .. jobs() - 1, at once; returns when all
  // have returned. `work` must not throw (a throw ends the program, as from
  // any std::thread).
  void Run(const std::function<void(int slice)>& work);

 private:
  void WorkerLoop(int slice);

  int jobs_ = 1;
  std::vector<std::thread> threads_;
  // Bumped once per Run (and once more to stop); each worker runs when it
  // sees a value it has not run yet.
  std::atomic<uint32_t> generation_{0};
  // Workers still running this Run's slices.
  std::atomic<uint32_t> pending_{0};
  bool stopping_ = false;  // written before the last bump of generation_
  const std::function<void(int)>* work_ = nullptr;
};

// The pool's Run when there is one, else work(0) alone: for code that takes
// an optional pool. Returns the number of slices run.
int RunSlices(WorkerPool* pool, const std::function<void(int slice)>& work);

}  // namespace collide
