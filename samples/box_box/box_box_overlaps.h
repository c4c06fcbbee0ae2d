#pragma once

// Which of the box-box sample's shapes overlap, by each test, worked out
// once per change of the shapes rather than per shape per frame: only the
// pairs whose bounds touch are tested (a broad phase), the oriented-box
// pairs among them in one batch (collide::SatIntersectsMany). The colours,
// the disagreement marks and count, the pair table and the pair a scene
// opens with all read it, so a layout of thousands of boxes stays
// interactive.

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

#include "box_box/box_box_world.h"
#include "harness/sample_api/test_counter.h"

namespace box_box {

// Two shape indexes, first <= second.
using IndexPair = std::pair<std::size_t, std::size_t>;

// A shape's bounds, padded so that no test can find a pair overlapping
// whose padded bounds are apart (see the .cpp for the margins).
collide::Aabb PaddedBoundsOf(const NamedShape& shape);

class Overlaps {
 public:
  // What the tests find on a pair.
  struct Answer {
    bool exact = false;                 // SAT, closest point or squared distance
    std::optional<bool> corner_volume;  // two boxes only
    // Whether SAT and corner-volume answer differently (two boxes only).
    bool Disagree() const { return corner_volume && *corner_volume != exact; }
    bool operator==(const Answer&) const = default;
  };

  Overlaps() = default;
  // Tests every pair of `shapes` whose padded bounds touch, by the exact
  // test and, for two boxes, corner-volume too, each test counted on
  // `tests`.
  Overlaps(const std::vector<NamedShape>& shapes, const harness::TestCounter& tests);

  // The pairs whose padded bounds touch, i < j, sorted: the only ones any
  // test can find overlapping.
  const std::vector<IndexPair>& candidates() const { return candidates_; }
  // Pair (i, j), i != j, in either order; a pair that is not a candidate is
  // apart by every test, known without running one.
  Answer Of(std::size_t i, std::size_t j) const;
  bool Disagree(std::size_t i, std::size_t j) const;
  // The pairs of boxes on which SAT and corner-volume differ, i < j, sorted.
  const std::vector<IndexPair>& disagreeing() const { return disagreeing_; }

  // Per shape: whether its exact test overlaps another shape; the same with
  // corner-volume for its pairs of boxes (the exact test for its pairs with
  // a sphere); whether the tests disagree on a pair with it.
  bool OverlapsExact(std::size_t i) const { return exact_[i]; }
  bool OverlapsByCornerVolume(std::size_t i) const { return corner_volume_[i]; }
  bool Disagrees(std::size_t i) const { return disagrees_[i]; }

  // The first pair of boxes (i, j), i < j in the shapes' order, that SAT
  // finds apart; no test run: a pair that is not a candidate is apart.
  std::optional<IndexPair> FirstApartBoxes(const std::vector<NamedShape>& shapes) const;

 private:
  std::vector<IndexPair> candidates_;
  std::vector<Answer> answers_;  // per candidate
  std::vector<IndexPair> disagreeing_;
  std::vector<bool> exact_;
  std::vector<bool> corner_volume_;
  std::vector<bool> disagrees_;
};

}  // namespace box_box
