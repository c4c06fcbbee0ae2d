#include "collide/parallel/parallel_items.h"

#include "collide/parallel/worker_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace collide {

namespace {

// The items on the workers `launch` runs `worker_loop` on (each with its
// number; worker 0 on the calling thread), until launch returns with all done.
template <typename Launch>
void RunItemsOn(std::size_t count, const std::function<void(int worker, std::size_t item)>& work,
                const Launch& launch) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr first_error;  // of the lowest item that threw, whichever thread was first
  std::size_t first_error_item = count;
  std::mutex error_mutex;
  const auto worker_loop = [&](int worker) {
    const WorkerMark mark;
    for (std::size_t item = next.fetch_add(1); item < count && !failed.load();
         item = next.fetch_add(1)) {
      try {
        work(worker, item);
      } catch (...) {
        const std::lock_guard<std::mutex> lock(error_mutex);
        if (item < first_error_item) {
          first_error = std::current_exception();
          first_error_item = item;
        }
        failed.store(true);
      }
    }
  };
  launch(worker_loop);
  if (first_error) {
    std::rethrow_exception(first_error);
  }
}

}  // namespace

void RunItems(int jobs, std::size_t count,
              const std::function<void(int worker, std::size_t item)>& work) {
  RunItemsOn(count, work, [&](const auto& worker_loop) {
    const std::size_t threads = std::min<std::size_t>(
        static_cast<std::size_t>(std::clamp(jobs, 1, kMaxJobs)), std::max<std::size_t>(count, 1));
    std::vector<std::thread> others;
    others.reserve(threads - 1);
    for (std::size_t worker = 1; worker < threads; ++worker) {
      others.emplace_back(worker_loop, static_cast<int>(worker));
    }
    worker_loop(0);
    for (std::thread& thread : others) {
      thread.join();
    }
  });
}

void RunItems(WorkerPool* pool, std::size_t count,
              const std::function<void(int worker, std::size_t item)>& work) {
  RunItemsOn(count, work, [&](const auto& worker_loop) {
    if (pool == nullptr) {
      worker_loop(0);
    } else {
      // worker_loop catches what work throws: nothing leaves a pool's slice.
      pool->Run([&](int slice) { worker_loop(slice); });
    }
  });
}

void RunItemsInOrder(int jobs, std::size_t count,
                     const std::function<void(int worker, std::size_t item)>& work,
                     const InOrder& in_order) {
  std::mutex mutex;
  std::vector<bool> done(count, false);
  std::size_t next = 0;
  std::size_t finished = 0;
  RunItems(jobs, count, [&](int worker, std::size_t item) {
    work(worker, item);
    const std::lock_guard<std::mutex> lock(mutex);
    done[item] = true;
    ++finished;
    const std::size_t first = next;
    while (next < count && done[next]) {
      ++next;
    }
    in_order(finished, first, next);
  });
}

}  // namespace collide
