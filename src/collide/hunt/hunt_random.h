#pragma once

// The hunt's source of chance: one seed gives one sequence on every
// platform (the standard distributions are not specified bit for bit, so
// the hunt draws from the engine directly), so `--seed S` repeats a hunt.
// Each case draws from a sequence of its own (HuntCaseSeed), so case 7 is
// the same case whichever thread makes it and whatever came before it.

#include <cstdint>
#include <random>
#include <span>

namespace collide {

// The seed of case `case_number` (0, 1, ...) of a hunt from `seed`: the
// hunt's seed and the case's number mixed (SplitMix64's finalizer, a
// bijection, so two cases of one hunt never share a seed).
constexpr std::uint64_t HuntCaseSeed(std::uint64_t seed, std::uint64_t case_number) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (case_number + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class HuntRandom {
 public:
  explicit HuntRandom(std::uint64_t seed) : engine_(seed) {}

  // A whole number from lo to hi, both included (lo <= hi).
  int Int(int lo, int hi) {
    const auto span = static_cast<std::uint64_t>(hi - lo) + 1;
    return lo + static_cast<int>(engine_() % span);
  }
  // True with probability p.
  bool Chance(double p) { return Real01() < p; }
  // A real from [lo, hi).
  double Real(double lo, double hi) { return lo + (hi - lo) * Real01(); }
  // One of `items` (not empty).
  template <typename T>
  const T& Pick(std::span<const T> items) {
    return items[static_cast<std::size_t>(Int(0, static_cast<int>(items.size()) - 1))];
  }

 private:
  double Real01() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }

  std::mt19937_64 engine_;
};

}  // namespace collide
