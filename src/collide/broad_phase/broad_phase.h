#pragma once

// Broad phases: pair finding over N axis-aligned bounds. One interface,
// BroadPhase, serves every strategy, so samples and benchmarks switch between
// them by id (BroadPhaseFromId, MakeBroadPhase).
//
// The contract, the same for every strategy:
// - Update(bounds) takes this frame's bounds; body i is bounds[i]. The count
//   may change from one frame to the next. The bounds are copied, so the span
//   need not outlive the call.
// - FindPairs(&pairs) replaces the contents of `pairs` with every pair (i, j)
//   of bodies whose bounds overlap, i < j, each exactly once, in no particular
//   order. Touching counts as overlapping (min <= max on every axis), as in
//   the sphere-sphere test: no misses, no duplicates.
// - Bounds must be finite with min <= max per axis; zero-size bounds (points,
//   flat boxes) are fine.
// - Once warmed up (the same or a smaller N), a frame allocates nothing: every
//   strategy reuses its vectors, and `pairs` keeps its capacity.
// - Single-threaded; one instance is not to be shared between threads.
//
// The strategies and their strengths:
// - "brute-force" (BruteForceBroadPhase, broad_phase_brute_force.h): every
//   pair, N (N - 1) / 2 tests over structure-of-arrays bounds. The reference
//   the others are tested against; the fastest only for a few dozen bodies.
// - "grid" (UniformGrid, uniform_grid.h): a uniform grid, hashed when
//   sparse, cell size from the median body size; each body is listed in the
//   cell of its lower corner and tested against its 27 cells' bodies. Linear
//   in N when bodies have similar sizes and are spread out, whatever their
//   motion; under coherent motion it searches bounds grown by a skin once
//   every few frames and in between only filters the pairs it kept (a
//   fraction of a search), and bodies too fast for the skin get plain
//   searches. Degrades on mixed sizes: a body larger than a cell is not
//   listed but looks up every cell it covers (or scans all bodies), so M
//   large bodies among N cost up to N * M; and when bodies crowd into one
//   cell it is quadratic there.
// - "sort-and-sweep" (SortAndSweep, sort_and_sweep.h): bodies sorted by their
//   lower bound along the axis of greatest spread, then swept. Robust to mixed
//   sizes (a large body costs only the bodies along its span on one axis) and
//   incremental: the order is kept from frame to frame and fixed by an
//   insertion sort, nearly linear under coherent motion. Degrades when many
//   bodies overlap on the sweep axis but not on the others (a dense crowd:
//   about N * N * width / length candidates).

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"

namespace collide {

class WorkerPool;  // collide/parallel/worker_pool.h

// Two body indices, first < second.
using BodyPair = std::pair<int, int>;

// Every broad phase, with its id.
enum class BroadPhaseKind {
  kBruteForce,    // "brute-force"
  kUniformGrid,   // "grid"
  kSortAndSweep,  // "sort-and-sweep"
};

inline constexpr std::array<BroadPhaseKind, 3> kBroadPhaseKinds = {
    BroadPhaseKind::kBruteForce, BroadPhaseKind::kUniformGrid, BroadPhaseKind::kSortAndSweep};

std::string_view BroadPhaseId(BroadPhaseKind kind);
std::optional<BroadPhaseKind> BroadPhaseFromId(std::string_view id);

class BroadPhase {
 public:
  virtual ~BroadPhase() = default;

  virtual BroadPhaseKind kind() const = 0;

  // This frame's bounds, body i at index i (see the contract above).
  virtual void Update(std::span<const Aabb> bounds) = 0;

  // Every overlapping pair of the last Update, i < j, once each.
  virtual void FindPairs(std::vector<BodyPair>* pairs) = 0;

  // The threads later Updates may share their work over (nullptr: the
  // calling thread alone); the pool must outlive its use here. A broad
  // phase that splits its work (the grid) finds the same pairs in the same
  // order on any number of threads; the others ignore the pool.
  virtual void SetWorkers(WorkerPool* /*workers*/) {}
};

// A new broad phase of that strategy (broad_phase_kinds.cpp, which knows
// them all; each strategy knows only this interface).
std::unique_ptr<BroadPhase> MakeBroadPhase(BroadPhaseKind kind);

// Bounds as a structure of arrays: min[axis][i], max[axis][i] for body i.
// Tests over one axis read contiguous memory.
struct BoundsArrays {
  std::array<std::vector<double>, 3> min;
  std::array<std::vector<double>, 3> max;

  size_t size() const { return min[0].size(); }

  // Copies `bounds`, reusing the vectors' capacity.
  void Assign(std::span<const Aabb> bounds) {
    for (int axis = 0; axis < 3; ++axis) {
      min[axis].resize(bounds.size());
      max[axis].resize(bounds.size());
    }
    for (size_t i = 0; i < bounds.size(); ++i) {
      for (int axis = 0; axis < 3; ++axis) {
        min[axis][i] = bounds[i].min[axis];
        max[axis][i] = bounds[i].max[axis];
      }
    }
  }

  // Whether bodies i and j overlap or touch.
  bool Overlap(size_t i, size_t j) const {
    return min[0][i] <= max[0][j] && min[0][j] <= max[0][i] && min[1][i] <= max[1][j] &&
           min[1][j] <= max[1][i] && min[2][i] <= max[2][j] && min[2][j] <= max[2][i];
  }
};

// Whether two bounds overlap or touch.
inline bool Overlap(const Aabb& a, const Aabb& b) {
  return a.min.x <= b.max.x && b.min.x <= a.max.x && a.min.y <= b.max.y && b.min.y <= a.max.y &&
         a.min.z <= b.max.z && b.min.z <= a.max.z;
}

}  // namespace collide
