#pragma once

// A crowd of moving spheres stepped through a broad phase, without UI: a
// collide::SphereCrowd, the broad phase in use, and what the last step
// found. A step moves the crowd, then finds the overlapping pairs (bounds,
// broad phase, the exact sphere test), each phase timed, and marks each
// sphere that overlaps another. The step's passes (move, bounds, the grid,
// the exact test) share a pool of threads (SetJobs); the pairs are the same,
// in the same order, on any number. BruteForceComparison holds a step's pairs to
// brute force's, and PairsAfter gives a crowd's pairs after some steps, for
// a check. The sphere-crowd sample shows one; any sample of a crowd can.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/motion/sphere_crowd.h"
#include "collide/parallel/worker_pool.h"
#include "harness/sample_api/test_counter.h"

namespace harness {

class CrowdWorld {
 public:
  CrowdWorld(const collide::CrowdSettings& settings, collide::BroadPhaseKind kind);

  // A new crowd (the same for the same settings), then its pairs.
  void Reset(const collide::CrowdSettings& settings);
  // Keeps the crowd; finds its pairs again with the new broad phase.
  void SetBroadPhase(collide::BroadPhaseKind kind);
  // One step of motion, then the pairs.
  void Step();
  // The threads later steps share (1 .. WorkerPool::kMaxJobs, clamped);
  // the pairs are not searched again.
  void SetJobs(int jobs);
  int jobs() const { return pool_ == nullptr ? 1 : pool_->jobs(); }

  const collide::SphereCrowd& crowd() const { return crowd_; }
  collide::BroadPhaseKind broad_phase() const { return broad_phase_->kind(); }
  // The last search's overlapping pairs (i < j) and, per sphere, whether it
  // is in one.
  const std::vector<collide::BodyPair>& pairs() const { return pairs_; }
  const std::vector<uint8_t>& overlapping() const { return overlapping_; }
  // Candidate pairs the broad phase gave the exact test.
  size_t candidates() const { return candidates_.size(); }
  // The exact tests run since the shell last reset them: each pair search's candidates
  // (a step's, a rebuild's), added as the search runs them.
  const TestCounter& tests() const { return tests_; }
  double broadphase_ms() const { return broadphase_ms_; }  // bounds and pair finding
  double narrowphase_ms() const { return narrowphase_ms_; }
  // The broad phase's mean over the last kRecentSearches searches (fewer
  // after a reset or a change of broad phase), and how many: the grid
  // searches afresh only every few steps and filters the pairs it kept in
  // between, so one step's time jumps.
  static constexpr size_t kRecentSearches = 60;
  double recent_broadphase_ms() const;
  size_t recent_searches() const { return std::min(searches_, kRecentSearches); }

 private:
  void FindPairs();
  // broad_phase_, a new one of `kind`, on the pool.
  void MakeBroadPhase(collide::BroadPhaseKind kind);

  collide::SphereCrowd crowd_;
  std::unique_ptr<collide::WorkerPool> pool_;  // none for one thread
  std::unique_ptr<collide::BroadPhase> broad_phase_;
  std::vector<collide::Aabb> bounds_;
  std::vector<collide::BodyPair> candidates_;
  TestCounter tests_;
  std::vector<collide::BodyPair> pairs_;
  std::vector<uint8_t> overlapping_;
  double broadphase_ms_ = 0.0;
  double narrowphase_ms_ = 0.0;
  std::array<double, kRecentSearches> recent_ms_{};  // a ring, searches_ % size
  size_t searches_ = 0;
};

// A world's last pairs against brute force's over the same crowd: how many
// of brute force's the broad phase missed and how many it added. Keeps brute
// force and its buffers from one comparison to the next, so that once grown
// a comparison allocates nothing; Release gives them back (a crowd of
// 100,000 keeps megabytes here).
class BruteForceComparison {
 public:
  struct Difference {
    std::size_t missing = 0;  // brute force's pairs the broad phase did not find
    std::size_t extra = 0;    // pairs it found that brute force does not have
  };

  Difference Compare(const CrowdWorld& world);
  void Release();

 private:
  std::unique_ptr<collide::BroadPhase> brute_force_;
  std::vector<collide::Aabb> bounds_;
  std::vector<collide::BodyPair> candidates_;
  std::vector<collide::BodyPair> reference_;  // brute force's overlapping pairs
  std::vector<collide::BodyPair> found_;      // the world's, sorted
  std::vector<collide::BodyPair> difference_;
};

// The overlapping pairs of `settings`' crowd after `steps` steps, found with
// broad phase `kind`, sorted. A strategy other than brute force runs every
// step, as the window does, so what it keeps between steps is exercised.
std::vector<collide::BodyPair> PairsAfter(const collide::CrowdSettings& settings, int steps,
                                          collide::BroadPhaseKind kind);

}  // namespace harness
