#include "harness/many_shapes/crowd_world.h"

#include <algorithm>
#include <chrono>
#include <iterator>

namespace harness {
namespace {

using Clock = std::chrono::steady_clock;

double MillisecondsSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

CrowdWorld::CrowdWorld(const collide::CrowdSettings& settings, collide::BroadPhaseKind kind)
    : crowd_(settings) {
  MakeBroadPhase(kind);
  FindPairs();
}

void CrowdWorld::MakeBroadPhase(collide::BroadPhaseKind kind) {
  broad_phase_ = collide::MakeBroadPhase(kind);
  broad_phase_->SetWorkers(pool_.get());
}

void CrowdWorld::SetJobs(int jobs) {
  if (jobs == this->jobs()) {
    return;
  }
  // The broad phase lets go of the old pool before it stops.
  broad_phase_->SetWorkers(nullptr);
  pool_ = jobs > 1 ? std::make_unique<collide::WorkerPool>(jobs) : nullptr;
  broad_phase_->SetWorkers(pool_.get());
}

double CrowdWorld::recent_broadphase_ms() const {
  const size_t n = recent_searches();
  double sum = 0.0;
  for (size_t k = 0; k < n; ++k) {
    sum += recent_ms_[k];
  }
  return n == 0 ? 0.0 : sum / static_cast<double>(n);
}

void CrowdWorld::Reset(const collide::CrowdSettings& settings) {
  searches_ = 0;
  crowd_ = collide::SphereCrowd(settings);
  // A new crowd is not the old one moved: sort-and-sweep starts afresh.
  MakeBroadPhase(broad_phase_->kind());
  FindPairs();
}

void CrowdWorld::SetBroadPhase(collide::BroadPhaseKind kind) {
  searches_ = 0;
  MakeBroadPhase(kind);
  FindPairs();
}

void CrowdWorld::Step() {
  crowd_.Step(pool_.get());
  FindPairs();
}

void CrowdWorld::FindPairs() {
  const Clock::time_point broad_start = Clock::now();
  crowd_.Bounds(&bounds_, pool_.get());
  broad_phase_->Update(bounds_);
  broad_phase_->FindPairs(&candidates_);
  broadphase_ms_ = MillisecondsSince(broad_start);
  recent_ms_[searches_ % kRecentSearches] = broadphase_ms_;
  ++searches_;

  const Clock::time_point narrow_start = Clock::now();
  crowd_.OverlappingPairs(candidates_, &pairs_, pool_.get());
  tests_.Add(candidates_.size());
  overlapping_.assign(static_cast<size_t>(crowd_.size()), 0);
  for (const collide::BodyPair& p : pairs_) {
    overlapping_[static_cast<size_t>(p.first)] = 1;
    overlapping_[static_cast<size_t>(p.second)] = 1;
  }
  narrowphase_ms_ = MillisecondsSince(narrow_start);
}

BruteForceComparison::Difference BruteForceComparison::Compare(const CrowdWorld& world) {
  if (brute_force_ == nullptr) {
    brute_force_ = collide::MakeBroadPhase(collide::BroadPhaseKind::kBruteForce);
  }
  world.crowd().Bounds(&bounds_);
  brute_force_->Update(bounds_);
  brute_force_->FindPairs(&candidates_);
  world.crowd().OverlappingPairs(candidates_, &reference_);
  found_.assign(world.pairs().begin(), world.pairs().end());
  std::sort(reference_.begin(), reference_.end());
  std::sort(found_.begin(), found_.end());
  Difference difference;
  difference_.clear();
  std::set_difference(reference_.begin(), reference_.end(), found_.begin(), found_.end(),
                      std::back_inserter(difference_));
  difference.missing = difference_.size();
  difference_.clear();
  std::set_difference(found_.begin(), found_.end(), reference_.begin(), reference_.end(),
                      std::back_inserter(difference_));
  difference.extra = difference_.size();
  return difference;
}

void BruteForceComparison::Release() {
  *this = BruteForceComparison();
}

std::vector<collide::BodyPair> PairsAfter(const collide::CrowdSettings& settings, int steps,
                                          collide::BroadPhaseKind kind) {
  std::vector<collide::BodyPair> pairs;
  if (kind == collide::BroadPhaseKind::kBruteForce) {
    // The reference keeps nothing between steps: only the last one counts.
    collide::SphereCrowd crowd(settings);
    for (int s = 0; s < steps; ++s) {
      crowd.Step();
    }
    std::vector<collide::Aabb> bounds;
    crowd.Bounds(&bounds);
    const std::unique_ptr<collide::BroadPhase> brute_force = collide::MakeBroadPhase(kind);
    brute_force->Update(bounds);
    std::vector<collide::BodyPair> candidates;
    brute_force->FindPairs(&candidates);
    crowd.OverlappingPairs(candidates, &pairs);
  } else {
    // Every step, as the window runs it: sort-and-sweep's order carries over.
    CrowdWorld world(settings, kind);
    for (int s = 0; s < steps; ++s) {
      world.Step();
    }
    pairs = world.pairs();
  }
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

}  // namespace harness
