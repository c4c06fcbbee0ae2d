#pragma once

// Scenes and checks shared by the broad-phase tests.

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <span>
#include <string>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/broad_phase/broad_phase_brute_force.h"

namespace collide::testing {

inline std::vector<BodyPair> FindAll(BroadPhase& broad_phase, std::span<const Aabb> bounds) {
  std::vector<BodyPair> pairs;
  broad_phase.Update(bounds);
  broad_phase.FindPairs(&pairs);
  return pairs;
}

inline std::vector<BodyPair> Sorted(std::vector<BodyPair> pairs) {
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

// Every pair names two bodies of the scene, lower index first, once.
inline void ExpectWellFormed(const std::vector<BodyPair>& pairs, size_t n,
                             const std::string& label) {
  std::set<BodyPair> seen;
  for (const auto& [i, j] : pairs) {
    EXPECT_LE(0, i) << label;
    EXPECT_LT(i, j) << label;
    EXPECT_LT(static_cast<size_t>(j), n) << label;
    EXPECT_TRUE(seen.insert({i, j}).second) << label << ": duplicate pair " << i << ", " << j;
  }
}

inline std::vector<BodyPair> BruteForcePairs(std::span<const Aabb> bounds) {
  BruteForceBroadPhase brute_force;
  return Sorted(FindAll(brute_force, bounds));
}

// Every strategy, in a fresh instance, finds brute force's pairs. Returns the
// reference.
inline std::vector<BodyPair> ExpectAllMatchBruteForce(std::span<const Aabb> bounds,
                                                      const std::string& label) {
  const std::vector<BodyPair> expected = BruteForcePairs(bounds);
  ExpectWellFormed(expected, bounds.size(), label + " brute-force");
  for (const BroadPhaseKind kind : kBroadPhaseKinds) {
    const std::string name = label + " " + std::string(BroadPhaseId(kind));
    const std::unique_ptr<BroadPhase> broad_phase = MakeBroadPhase(kind);
    const std::vector<BodyPair> pairs = FindAll(*broad_phase, bounds);
    ExpectWellFormed(pairs, bounds.size(), name);
    const std::vector<BodyPair> sorted = Sorted(pairs);
    EXPECT_EQ(sorted.size(), expected.size()) << name;
    EXPECT_EQ(sorted, expected) << name;
  }
  return expected;
}

inline Aabb Box(const Vec3& min, const Vec3& max) {
  return Aabb{min, max};
}

inline Aabb Cube(const Vec3& center, double half) {
  return Aabb{center - Vec3(half), center + Vec3(half)};
}

// N boxes with centres uniform in [0, side]^3 and half extents per axis
// log-uniform in [half_min, half_max].
inline std::vector<Aabb> RandomScene(uint32_t seed, int n, double side, double half_min,
                                     double half_max) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coord(0.0, side);
  std::uniform_real_distribution<double> log_half(std::log(half_min), std::log(half_max));
  std::vector<Aabb> bounds;
  bounds.reserve(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) {
    const Vec3 c(coord(rng), coord(rng), coord(rng));
    const Vec3 h(std::exp(log_half(rng)), std::exp(log_half(rng)), std::exp(log_half(rng)));
    bounds.push_back(Box(c - h, c + h));
  }
  return bounds;
}

}  // namespace collide::testing
