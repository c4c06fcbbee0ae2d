#include "collide/parallel/worker_pool.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace collide {
namespace {

// How long a worker polls for the next Run before it sleeps, and Run for its
// workers to finish before it sleeps. Waking a sleeping thread costs about
// 5 us on an idle core of this virtual machine and 20 to 70 when another
// process shares the cores (a futex, then the scheduler), and a step of the
// crowd runs 5 to 11 passes in a row with little between them: 30 us of
// polling covers those gaps. Bounded, so an idle pool sleeps. Each poll
// yields rather than pauses: a poller that shares a core with the thread it
// waits for would otherwise hold that thread off (Run took 68 us for 2 us of
// work so, busy machine, against 2.5 us yielding and 32 us sleeping at once).
constexpr auto kPollBeforeSleep = std::chrono::microseconds(30);
// Polls between two readings of the clock.
constexpr int kPollsPerClockRead = 8;

// Polls done() for up to kPollBeforeSleep; whether it came true.
template <class Done>
bool PollFor(const Done& done) {
  const auto deadline = std::chrono::steady_clock::now() + kPollBeforeSleep;
  do {
    for (int i = 0; i < kPollsPerClockRead; ++i) {
      if (done()) {
        return true;
      }
      std::this_thread::yield();
    }
  } while (std::chrono::steady_clock::now() < deadline);
  return false;
}

}  // namespace

SliceRange SliceOf(std::size_t count, int slices, int slice) {
  const auto n = static_cast<std::size_t>(std::max(slices, 1));
  const auto k = static_cast<std::size_t>(std::clamp(slice, 0, static_cast<int>(n)));
  const std::size_t base = count / n;
  const std::size_t extra = count % n;
  const std::size_t begin = k * base + std::min(k, extra);
  const std::size_t end = k >= n ? count : begin + base + (k < extra ? 1 : 0);
  return {std::min(begin, count), std::min(end, count)};
}

WorkerPool::WorkerPool(int jobs, std::size_t min_slice_items)
    : jobs_(std::clamp(jobs, 1, kMaxJobs)),
      min_slice_items_(std::max<std::size_t>(min_slice_items, 1)) {
  threads_.reserve(static_cast<std::size_t>(jobs_ - 1));
  for (int slice = 1; slice < jobs_; ++slice) {
    threads_.emplace_back([this, slice] { WorkerLoop(slice); });
  }
}

WorkerPool::~WorkerPool() {
  stopping_ = true;
  generation_.fetch_add(1, std::memory_order_release);
  generation_.notify_all();
  for (std::thread& thread : threads_) {
    thread.join();
  }
}

void WorkerPool::Run(const std::function<void(int slice)>& work) {
  if (jobs_ == 1) {
    work(0);
    return;
  }
  work_ = &work;
  pending_.store(static_cast<uint32_t>(jobs_ - 1), std::memory_order_relaxed);
  generation_.fetch_add(1, std::memory_order_release);
  generation_.notify_all();
  work(0);
  if (!PollFor([this] { return pending_.load(std::memory_order_acquire) == 0; })) {
    for (uint32_t left = pending_.load(std::memory_order_acquire); left != 0;
         left = pending_.load(std::memory_order_acquire)) {
      pending_.wait(left, std::memory_order_acquire);
    }
  }
  work_ = nullptr;
}

void WorkerPool::WorkerLoop(int slice) {
  uint32_t seen = 0;
  for (;;) {
    if (!PollFor([&] { return generation_.load(std::memory_order_acquire) != seen; })) {
      generation_.wait(seen, std::memory_order_acquire);
    }
    seen = generation_.load(std::memory_order_acquire);
    if (stopping_) {
      return;
    }
    (*work_)(slice);
    if (pending_.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      pending_.notify_one();
    }
  }
}

int SliceCount(const WorkerPool* workers, std::size_t count) {
  if (workers == nullptr) {
    return 1;
  }
  const std::size_t most = std::max<std::size_t>(count / workers->min_slice_items(), 1);
  return static_cast<int>(std::min<std::size_t>(most, static_cast<std::size_t>(workers->jobs())));
}

void RunSlices(WorkerPool* workers, int slices, const std::function<void(int slice)>& work) {
  if (workers == nullptr || slices <= 1) {
    work(0);
    return;
  }
  workers->Run([&](int slice) {
    if (slice < slices) {
      work(slice);
    }
  });
}

}  // namespace collide
