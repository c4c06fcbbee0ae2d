#pragma once

// A crowd of spheres moving in a cube: the sphere-crowd sample's world and
// the motion the broad-phase benchmarks (ours and Bullet's and FCL's) time.
//
// The default motion, the one `--bench` and bench/ use:
// - every radius is 1 (radius_spread 1);
// - the box is the cube [0, L]^3, with L chosen so that the spheres fill
//   `fill` (10%) of its volume;
// - starting positions are uniform in the box (the centre kept a radius from
//   the walls, so no sphere starts through one);
// - each sphere moves each step by its velocity, drawn once at the start
//   uniformly in [-max_speed, max_speed] (0.05) per axis;
// - at a wall the velocity component is reflected.
// A radius spread s > 1 draws radii log-uniformly in [r / s, r * s]; L then
// uses their actual volume, so the fill holds.
//
// Everything is drawn from one seeded std::mt19937_64, in a fixed order, so a
// settings value always gives the same crowd.
//
// State: one 32-byte record per sphere (centre and radius) and the
// velocities apart. The exact test reads the candidate pairs' spheres in the
// broad phase's order, which is random in the body index: one record is one
// cache line read per sphere, where arrays per axis would be four.
//
// Step, Bounds and OverlappingPairs take an optional pool of threads
// (parallel/worker_pool.h) and split the spheres, or the candidates, into
// its slices; the outcome is the same on any number of threads, the pairs in
// the same order.

#include <cstdint>
#include <span>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/parallel/worker_pool.h"
#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {

struct CrowdSettings {
  int count = 2000;
  double radius = 1.0;
  double radius_spread = 1.0;  // >= 1; 1: every radius is `radius`
  double fill = 0.1;           // the spheres' share of the box's volume, (0, 0.5]
  double max_speed = 0.05;     // per axis, per step
  uint64_t seed = 20261124;
};

class SphereCrowd {
 public:
  static constexpr int kMinCount = 1;
  static constexpr int kMaxCount = 1'000'000;

  // Settings out of range (count, fill, spread, speed, radius) are clamped
  // into it; settings() returns what was used.
  explicit SphereCrowd(const CrowdSettings& settings);

  const CrowdSettings& settings() const { return settings_; }
  int size() const { return static_cast<int>(spheres_.size()); }
  // L, the cube's edge: the box is [0, L]^3.
  double box_size() const { return box_size_; }
  int steps() const { return steps_; }

  Vec3 position(int i) const { return spheres_[Index(i)].center; }
  Vec3 velocity(int i) const { return velocities_[Index(i)]; }
  double radius(int i) const { return spheres_[Index(i)].radius; }

  // Moves every sphere by its velocity, reflecting the velocity at a wall.
  void Step(WorkerPool* workers = nullptr);

  // Each sphere's bounds, body i at index i; `bounds` keeps its capacity.
  void Bounds(std::vector<Aabb>* bounds, WorkerPool* workers = nullptr) const;

  // Of the candidate pairs, those whose spheres overlap or touch (the
  // sphere-sphere rule: centre distance <= the sum of the radii), in the
  // candidates' order.
  void OverlappingPairs(std::span<const BodyPair> candidates, std::vector<BodyPair>* pairs,
                        WorkerPool* workers = nullptr) const;

 private:
  CrowdSettings settings_;
  double box_size_ = 0.0;
  int steps_ = 0;
  struct alignas(32) CrowdSphere {
    Vec3 center;
    double radius;
  };
  static size_t Index(int i) { return static_cast<size_t>(i); }
  // OverlappingPairs over some of the candidates, into out; how many.
  size_t OverlappingOf(std::span<const BodyPair> candidates, BodyPair* out) const;

  std::vector<CrowdSphere> spheres_;
  std::vector<Vec3> velocities_;
};

// L such that spheres of total volume `volume` fill `fill` of the cube [0, L]^3.
double CrowdBoxSize(double volume, double fill);

}  // namespace collide
