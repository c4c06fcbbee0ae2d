#pragma once

// How many threads work may take: --jobs's limit and its default. Apart
// from both ways of running work (parallel_items.h starts threads per call,
// worker_pool.h keeps them), which each read them.

namespace collide {

// The most threads --jobs (and a hunt's options) may ask for.
inline constexpr int kMaxJobs = 1024;

// The cores this process may use (std::thread::hardware_concurrency), at
// least 1: --jobs's default.
int DefaultJobs();

// The threads work started on this thread may take: DefaultJobs(), or 1 on
// a worker of RunItems (parallel_items.h, on threads of its own or on a
// pool), whose cores are taken already: a model that one of --check's
// scenes loads on --jobs threads builds its BVH on that worker alone, not
// on every core once more.
int JobsHere();

// While one lives, JobsHere() on its thread is 1: RunItems marks each of
// its workers, the calling thread among them, for the items' time.
class WorkerMark {
 public:
  WorkerMark();
  ~WorkerMark();
  WorkerMark(const WorkerMark&) = delete;
  WorkerMark& operator=(const WorkerMark&) = delete;

 private:
  bool was_worker_;
};

}  // namespace collide
