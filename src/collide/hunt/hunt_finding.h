#pragma once

// What a hunt (hunt.h) returns: the two algorithms compared, how many cases
// they disagreed on, and the first such case, shrunk.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "collide/registry/pair_tests.h"

namespace collide {

// Two algorithms compared: `ours` is Collision Lab's (origin
// "collision-lab"), or, when both are ours, the one registered first (the
// pair's default when it is first); its answer is the expectation a found
// case records.
struct AlgorithmPair {
  ShapeKind a = ShapeKind::kPoint;  // the kinds as the hunt was asked, e.g. ray then sphere
  ShapeKind b = ShapeKind::kPoint;
  Query query = Query::kIntersects;
  std::string ours_id;
  std::string ours_origin;
  bool ours_is_default = false;  // the first registered for the kinds and query
  std::string theirs_id;
  std::string theirs_origin;
};

// A case on which the two disagree, shrunk.
struct HuntFinding {
  std::vector<StaticShape> shapes;  // the two shapes, of kinds a and b, in that order
  Answer ours;
  // Their answer; empty when their run threw PairTestError (a plugin that
  // crashed, hung or returned garbage), with its message in `theirs_error`.
  std::optional<Answer> theirs;
  std::string theirs_error;
  // Numbers (a closest point, a hit's t) agree within this: 1e-5 times the
  // case's largest coordinate, at least 1e-5.
  double tolerance = 0.0;
  std::size_t shapes_when_found = 0;  // the case's shapes before shrinking
  int shrink_steps = 0;               // the changes the shrinker kept
};

struct HuntResult {
  AlgorithmPair algorithms;
  int cases_tried = 0;
  int disagreements = 0;  // cases on which the two disagreed
  // The number of the first case they disagreed on, before shrinking
  // (HuntCaseSeed makes it again); -1 when there was none.
  int first_case = -1;
  // The first disagreement, shrunk; empty when there was none.
  std::optional<HuntFinding> finding;
};

}  // namespace collide
