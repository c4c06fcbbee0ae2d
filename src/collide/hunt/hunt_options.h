#pragma once

// What a hunt (hunt.h) is asked to do: how many cases, from which seed,
// which algorithms compared, the tolerance, the threads, the shard; and the question
// it asks before each case, which stops it.

#include <cstdint>
#include <functional>

#include "collide/hunt/shard.h"

namespace collide {

// The relative tolerance a hunt compares numbers with by default
// (CaseTolerance): a closest point or a hit's t agree within 1e-5 times the
// case's size, at least 1e-5.
inline constexpr double kDefaultHuntTolerance = 1e-5;

struct HuntOptions {
  int cases = 20000;       // per algorithm pair
  std::uint64_t seed = 1;  // the same seed, the same cases and findings
  // Which algorithms are compared for a query. False: an outside author's
  // (a plugin's) each with our reference, the query's first registered
  // algorithm, the one the tables use, so a hunt judges their code alone;
  // with none of theirs, each two of ours. True: every two algorithms of
  // which one at least is ours (box-box's corner volumes, wrong by design,
  // against a plugin's too).
  bool every_pair = false;
  // Numbers agree within this times the case's size, at least this.
  double tolerance = kDefaultHuntTolerance;
  // Threads that share one registry (the forms of Hunt in hunt.h that take
  // one): its tests are then called from all of them at once, as ours may
  // be, and a plugin's may not (its helper serves one call at a time; give
  // each thread a registry of its own, the form that takes several).
  int jobs = 1;
  // The slice of the case numbers 0 .. cases - 1 this hunt runs (shard.h),
  // each pair of algorithms the same: the whole by default. A case's
  // number, not its place in the slice, makes it.
  Shard shard{};
};

// Asked before each case (the window's Cancel, and its progress), from
// every thread of the hunt at once: false stops the hunt there, and Hunt
// returns the results so far, the last one's cases_tried counting the cases
// it got to, fewer than options.cases. Empty: the hunt runs to the end.
using KeepGoing = std::function<bool()>;

}  // namespace collide
