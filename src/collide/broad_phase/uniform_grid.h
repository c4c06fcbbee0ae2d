#pragma once

// The uniform-grid broad phase (a spatial hash): space is cut into cubic
// cells; each body is listed once, in the cell holding its lower corner, and
// tested against the bodies listed in its own cell and in the 26 around it.
// Strengths and weaknesses: broad_phase.h.
//
// From frame to frame (uniform_grid_skin.cpp), as Box2D and Bullet keep
// fattened bounds: the grid searches the bodies' bounds grown by a skin
// (kSkinShare of the cell size their own bounds would get) and keeps those
// pairs. While every body lies inside its grown bounds, two bodies whose
// bounds overlap have grown bounds that overlap, so the next frames only
// filter the kept pairs by the bounds as they are now: no search. When a
// body leaves its grown bounds, or the number of bodies changes, the grid
// searches again. Bodies that leave their skins within kMinReuses frames of
// a search (too fast for it) get plain searches for the next kPlainSpan
// frames, then the skin is tried again. The pairs are the same either way.
//
// - Cell size: kCellScale times the median of the bodies' largest extents
//   (the median, unlike the mean, ignores a few huge bodies), over up to
//   kMedianSample bodies taken evenly through the list. If that is zero
//   (most bodies are points), the scene's size over cbrt(N); never so small
//   that the scene spans more than kMaxCellsPerAxis cells on an axis.
// - A body spanning at most two cells on every axis is listed. Two listed
//   bodies that overlap then have lower-corner cells at most one apart per
//   axis, so each body looks at its own cell and the 13 neighbours "after"
//   it (the other 13 look at it): every pair once, with no bookkeeping.
// - A larger body is not listed: it looks up the cells where the lower
//   corners of the bodies it overlaps can lie (its own cells and one more
//   below on each axis), or scans every listed body when that is fewer; the
//   large bodies are tested among themselves pairwise. This is the grid's cost
//   on mixed sizes.
// - Cells are numbered from the scene's lower corner. When the scene has no
//   more than kMaxCellsPerBody cells per body, a cell is its own bucket (a dense
//   grid, padded with empty cells around it so that the 13 neighbours are 5
//   runs of consecutive buckets at fixed offsets, with no bounds to check);
//   otherwise cells are hashed into about as many buckets as there are
//   bodies, and each entry keeps its cell's key so that cells sharing a
//   bucket are told apart.
// - Buckets are filled with a counting sort that also copies each listed
//   body's bounds in bucket order, in floats relative to the scene's lower
//   corner (44 bytes an entry with its index and bucket), so that neighbours
//   are near in memory. Bodies are visited in the last frame's bucket order
//   when their count is unchanged, so that under coherent motion the sort
//   walks memory almost in order; it never changes which pairs are found.
//   Nothing is allocated once the vectors have grown.
// - The pairs are found in Update, while the bounds can still be read for the
//   exact test in doubles; FindPairs hands them out.
// - In a dense grid a listed body tests the first two entries of each of its
//   5 neighbour ranges in floats, without branches, into a bit mask: with
//   similar sizes a range holds about half a body, and a loop per range
//   would mispredict its exit about once each. A float rounds monotonically,
//   so the float test never misses an overlap; a hit that overlaps by more
//   than the floats' error (the scene's size times 2^-20) on every axis is an
//   overlap, and only the closer ones are decided in doubles.
// - Given a pool of threads (SetWorkers), an Update splits its passes over
//   the bodies, the entries or the kept pairs into the pool's slices, and
//   joins the slices' pairs in slice order: the same pairs in the same order
//   as on one thread. The counting sort's count and placement are split by
//   ranges of buckets instead: each slice looks at every body and takes
//   those of its range, so that a bucket's entries stay in visiting order.
//   A hashed grid's search and the oversize bodies' stay on one thread.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "collide/broad_phase/broad_phase.h"
#include "collide/parallel/worker_pool.h"

namespace collide {

class UniformGrid final : public BroadPhase {
 public:
  static constexpr double kCellScale = 1.0;
  static constexpr int kMaxCellsPerAxis = 1 << 20;
  static constexpr size_t kMedianSample = 1024;
  // A dense grid up to this many cells per body: counting and summing an
  // empty bucket costs about half a nanosecond, a body in a hashed grid
  // about 300 (1,000 moving balls, whose falling leaves most of the room's
  // cells empty: 12 cells a body, 312 us a step hashed, 60 dense).
  static constexpr uint64_t kMaxCellsPerBody = 32;
  // Entries of a neighbour range tested without a branch (DensePairs).
  static constexpr uint32_t kWindow = 2;

  // A listed body's bounds in floats, relative to the scene's lower corner
  // (ToFloatBox); public for the box tests of the implementation. The upper
  // corner is stored negated: a overlaps b when
  // (a.min, a.negated_max) <= (b.max, -b.min) lane by lane, one comparison
  // of eight lanes (DensePairs).
  struct alignas(32) FloatBox {
    std::array<float, 4> min;
    std::array<float, 4> negated_max;
  };

  // Which pair test a dense grid runs: the best the processor has (AVX2
  // where it is there, else SSE2), or SSE2 always, so that tests check both
  // on any machine. The pairs are the same.
  enum class Stage { kBest, kBaseline };
  explicit UniformGrid(Stage stage = Stage::kBest);
  // Whether DensePairs runs its AVX2 stage.
  bool uses_avx2() const { return use_avx2_; }

  BroadPhaseKind kind() const override { return BroadPhaseKind::kUniformGrid; }
  void Update(std::span<const Aabb> bounds) override;
  void FindPairs(std::vector<BodyPair>* pairs) override;
  void SetWorkers(WorkerPool* workers) override { workers_ = workers; }

  // The skin, as a share of the cell size (see the header comment).
  static constexpr double kSkinShare = 0.15;
  // Fewer reuses than this between two rebuilds, and the next kPlainSpan
  // Updates search without the skin.
  static constexpr size_t kMinReuses = 2;
  static constexpr size_t kPlainSpan = 32;
  // The last rebuild's skin, and how many Updates rebuilt the pairs of the
  // grown bounds and how many only filtered them.
  double skin() const { return skin_; }
  size_t rebuilds() const { return rebuilds_; }
  size_t reuses() const { return reuses_; }

  // The last Update's cell edge length, whether the grid was dense (one
  // bucket per cell) or hashed, its bucket count and the number of bodies too
  // large to be listed.
  double cell_size() const { return cell_size_; }
  bool dense() const { return dense_; }
  size_t bucket_count() const { return bucket_count_; }
  size_t oversize_count() const { return oversize_.size(); }

 private:
  // Whether every body lies inside its grown bounds (grown_, same count).
  bool InsideSkin(std::span<const Aabb> bounds) const;
  // Grows the bounds by the skin into grown_ and finds their pairs into
  // grown_pairs_ (uniform_grid_skin.cpp).
  void GrowAndFindPairs(std::span<const Aabb> bounds);
  // found_: the grown pairs whose bounds overlap.
  void PairsFromGrown(std::span<const Aabb> bounds);
  // Every pair of `bounds` into found_ (the grid proper, uniform_grid.cpp).
  void FindPairsOf(std::span<const Aabb> bounds);
  // Cell size, origin and cell counts; dense or hashed, and the buckets.
  void ChooseCellSize(std::span<const Aabb> bounds);
  // The corners of the box around every bound, a slice each.
  void SceneBounds(std::span<const Aabb> bounds, Vec3* lo, Vec3* hi) const;
  // The listed bodies' entries grouped by bucket (a counting sort), the
  // others set apart in oversize_; next frame's order_
  // (uniform_grid_sort.cpp). Within a bucket, entries are in visiting order
  // on any number of threads: each slice of the visits counts and places the
  // bodies of its own range of buckets, and the few it visits of other
  // ranges (strays) are counted and placed by their range's slice.
  void SortIntoBuckets(std::span<const Aabb> bounds);
  // What a slice of the visits found: how many of its range's bodies, and the
  // visits (k) of the strays and of the bodies too large to be listed.
  struct SortSlice {
    size_t own = 0;
    std::vector<uint32_t> strays;
    std::vector<uint32_t> oversize;
  };
  // `slices` + 1 bucket numbers from 0 to bucket_count_, nondecreasing: the
  // buckets of the bodies each slice of the visits starts with.
  std::vector<uint32_t> BucketRanges(std::span<const Aabb> bounds, int slices);
  // Where each range's entries start, sort_slices_.size() + 1 of them.
  std::vector<size_t> RangeStarts(const std::vector<uint32_t>& ranges) const;
  // The entries' float boxes (ToFloatBox) from their bodies' bounds.
  void FillFloatBoxes(std::span<const Aabb> bounds);
  // Counts at bucket_end_[b + 2] the bodies visited in `visits` whose bucket
  // b is in first .. last - 1; the others into `slice`.
  void CountVisits(SliceRange visits, uint32_t first, uint32_t last, SortSlice* slice);
  // Range `range`'s bodies placed in their entries, which start at entry
  // `start`: the strays of the other slices counted, the sums made, then
  // placed in visiting order; bucket_end_[first + 1 .. last] made ends.
  void PlaceBucketRange(SliceRange visits, size_t range, const std::vector<uint32_t>& ranges,
                        uint32_t start);
  // body_bucket_ (and body_key_ when hashed) of the bodies visited k-th in
  // order_, k in `visits`.
  void ClassifyBodies(std::span<const Aabb> bounds, SliceRange visits);
  // body_bucket_'s mark of a body too large to be listed.
  static constexpr uint32_t kNotListed = ~uint32_t{0};
  // How many bodies or entries ahead a pass in the grid's order fetches
  // their bounds (a few hundred nanoseconds of work: about one memory
  // latency).
  static constexpr size_t kPrefetchAhead = 16;
  // The median of the largest extents of up to kMedianSample bodies.
  double MedianExtent(std::span<const Aabb> bounds);
  int CellOf(double x, int axis) const;
  // CellOf of min.x, min.y, min.z, max.x, max.y, max.z, the same numbers.
  std::array<int, 6> CellsOf(const Aabb& b) const;
  size_t BucketOf(uint32_t x, uint32_t y, uint32_t z) const;
  // Appends the pairs of listed body `e` (an entry index) with the listed
  // bodies in cell (x, y, z), or those after `e` in it if it is e's cell.
  void PairsWithCell(uint32_t e, int64_t x, int64_t y, int64_t z, bool own_cell);
  // The listed bodies' pairs in a dense grid (uniform_grid_dense.cpp):
  // DensePairsWith a box test of four lanes (SSE2, every x86-64) or of eight
  // (AVX2, where the processor has it), chosen once.
  // DensePairsIn over the pool's slices of the entries, joined in order.
  void DensePairs();
  // The pairs of entries first .. last - 1 with those after them, appended
  // to found[0 .. count - 1] (grown as needed); the new count.
  size_t DensePairsIn(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                      size_t count) const;
  template <class BoxTest>
  size_t DensePairsWith(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                        size_t count) const;
  size_t DensePairsBaseline(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                            size_t count) const;
  size_t DensePairsAvx2(uint32_t first, uint32_t last, std::vector<BodyPair>* found,
                        size_t count) const;
  void OversizePairs();
  // Appends (min, max) to found_.
  void AddPair(int32_t a, int32_t b);

  bool use_avx2_ = false;
  WorkerPool* workers_ = nullptr;  // SetWorkers: not owned
  // The pairs of slices 1 and on of a search in a dense grid (slice 0's go
  // straight to found_), kept for their capacity.
  std::vector<std::vector<BodyPair>> slice_found_;
  double cell_size_ = 1.0;
  double inverse_cell_size_ = 1.0;
  Vec3 origin_{0.0};
  bool dense_ = true;
  std::array<int64_t, 3> cell_counts_{};  // cells per axis
  size_t bucket_count_ = 0;
  uint64_t hash_mask_ = 0;

  std::vector<double> sizes_;      // sampled sizes, for the median
  std::vector<int32_t> oversize_;  // bodies not listed, and their bounds
  std::vector<Aabb> oversize_box_;
  // The order bodies are visited in: the last frame's buckets' (Update).
  std::vector<int32_t> order_;
  // Per body visited (k-th in order_): its lower-corner cell (only when
  // hashed), and its bucket or ~0 if not listed.
  std::vector<uint64_t> body_key_;
  std::vector<uint32_t> body_bucket_;
  // The sort's slices (SortIntoBuckets), kept for their capacity.
  std::vector<SortSlice> sort_slices_;

  // bucket_end_[b + 1] is one past bucket b's last entry; bucket b starts at
  // bucket_end_[b].
  std::vector<uint32_t> bucket_end_;
  // Update's bounds, body i at index i, for the exact tests: empty outside
  // the call.
  std::span<const Aabb> bounds_;
  // Listed bodies (entries), grouped by bucket: index, bucket, cell (only
  // when hashed: a dense grid's bucket is its cell), and bounds in floats
  // (ToFloatBox), 44 bytes in all, so that a neighbourhood's entries are a
  // few cache lines.
  size_t listed_ = 0;  // entries, not counting the padding
  std::vector<int32_t> entry_body_;
  std::vector<uint32_t> entry_bucket_;
  std::vector<uint64_t> entry_key_;
  FloatBox ToFloatBox(const Aabb& b) const;
  std::vector<FloatBox> entry_float_box_;
  // Float boxes that overlap by more than this on every axis overlap in
  // doubles (ChooseCellSize).
  float float_margin_ = 0.0f;
  // The last Update's pairs, found_count_ of them in found_parts_, handed
  // out by FindPairs. DensePairs writes one past the last pair found before it
  // knows whether the pair holds, so the vector is sized ahead rather than
  // appended to.
  std::vector<BodyPair> found_;
  size_t found_count_ = 0;
  // The stretches of found_ that hold them, in order: one after a search,
  // a slice's each after a filter of the kept pairs (FilterBySlice).
  std::vector<SliceRange> found_parts_;
  // The bounds grown by skin_ at the last rebuild, and their pairs.
  std::vector<Aabb> grown_;
  std::vector<BodyPair> grown_pairs_;
  bool found_grown_ = false;
  double skin_ = 0.0;
  size_t rebuilds_ = 0;
  size_t reuses_ = 0;
  size_t reuses_since_rebuild_ = 0;
  size_t plain_updates_left_ = 0;
};

}  // namespace collide
