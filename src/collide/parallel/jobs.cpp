#include "collide/parallel/jobs.h"

#include <algorithm>
#include <thread>

namespace collide {

namespace {

thread_local bool t_on_worker = false;

}  // namespace

int DefaultJobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return std::clamp(static_cast<int>(cores), 1, kMaxJobs);
}

int JobsHere() {
  return t_on_worker ? 1 : DefaultJobs();
}

WorkerMark::WorkerMark() : was_worker_(t_on_worker) {
  t_on_worker = true;
}

WorkerMark::~WorkerMark() {
  t_on_worker = was_worker_;
}

}  // namespace collide
