#include "collide/parallel/jobs.h"

#include <algorithm>
#include <thread>

namespace collide {

int DefaultJobs() {
  const unsigned cores = std::thread::hardware_concurrency();
  return std::clamp(static_cast<int>(cores), 1, kMaxJobs);
}

}  // namespace collide
