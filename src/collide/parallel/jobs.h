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

}  // namespace collide
