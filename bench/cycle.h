#pragma once

// Runs `test(i, j)` once per benchmark iteration over pairs of input
// indexes, i stepping by one and j by seven, so that consecutive calls take
// different inputs and branches vary. `count` is a power of two: the index
// is masked, not divided.
#include <benchmark/benchmark.h>

#include <cstddef>

namespace bench {

template <typename Test>
void Cycle(benchmark::State& state, std::size_t count, Test test) {
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(test(i & (count - 1), (i * 7 + 3) & (count - 1)));
    ++i;
  }
}

}  // namespace bench
