#pragma once

// The ball simulation's contact search: swept boxes and the broad phase's
// candidate pairs, the plane, cylinder and ball-ball tests, and the engine
// that finds each next contact within a step (the full search's lower
// bounds, the incremental search's watch lists, the tournament tree over the
// balls). Kept apart from ball_simulation.cpp, which holds what uses it (the
// step, the responses, the prediction), so that each file holds one part.
// contact_search_full.cpp holds the engine's start, tree and full search,
// contact_search_incremental.cpp its incremental re-search, and
// contact_search_parts.h what both are built from.
// Internal (collide::detail): ball_simulation.h is the interface, and
// ball_world.h the data it searches.

#include <cstdint>
#include <vector>

#include "collide/motion/ball_world.h"

namespace collide::detail {

struct Event {
  double time = kInfinity;
  ContactKind kind = ContactKind::kBallPlane;
  int ball = -1;
  int other = -1;
  bool found() const { return ball >= 0; }
};

struct Counters {
  std::int64_t pair_tests = 0;
  std::int64_t primitive_tests = 0;
  std::int64_t candidate_pairs = 0;
};

using Scratch = ContactSearchScratch;

// The earliest contact within [0, rest] between approaching shapes, every
// ball against everything (the prediction's search).
Event EarliestEvent(const BallWorld& world, const std::vector<Ball>& balls, double rest,
                    const BallSimulationSettings& settings, Counters& counters, Scratch& s);

// The contact search through one step. Balls move lazily: ball i's centre is
// where it is at s.center_time[i], and is moved on only when a contact needs
// it (MoveTo) or the step ends (MoveAllTo), so a contact costs nothing for
// the balls it leaves alone.
//
// A tournament tree over the balls keeps the one with the earliest next
// contact (incremental) or the lowest bound (full) at its root.
class ContactSearchEngine {
 public:
  // How much earlier than last found a later search may find a contact that
  // nothing has changed, as a fraction of the step: rounding only.
  static constexpr double kBoundSlack = 1e-9;

  ContactSearchEngine(BallWorld& world, const BallSimulationSettings& settings, Counters& counters,
                      Scratch& s)
      : world_(world),
        balls_(world.balls),
        settings_(settings),
        counters_(counters),
        s_(s),
        full_(settings.search == ContactSearch::kFull) {}

  // The step's start: swept boxes over the whole step, the broad phase's
  // pairs, the look-up grid. Returns when the broad phase was done.
  void StartBroadPhase();

  // Every ball's primitives and the broad phase's pairs over the whole step:
  // each ball's next contact (incremental) or a bound on it (full).
  void StartSearch();

  // The next contact `elapsed` into the step, its time counted from then.
  Event Next(double elapsed);

  // After contact `changed` at `elapsed` changed the velocities of its balls.
  void Changed(const Event& changed, double elapsed);

  // Moves ball i's centre to time t of the step.
  void MoveTo(int i, double t);
  void MoveAllTo(double t);

 private:
  static constexpr double kNever = kInfinity;

  MovingSphere SphereAt(int i, double t) const;

  // How much earlier than an exact contact the sliced search may answer a
  // pair over a rest of the step of `rest` or less.
  double SliceBefore(double rest) const;

  // ---------------------------------------------------------- the tree

  Event NextOf(int i) const;

  // Ball i's key: the time of its next contact (incremental; kNever for
  // none) or its bound (full; searched balls last), then (at equal times)
  // its next contact as a whole (incremental) or its index (full).
  double KeyTime(int i) const { return full_ && s_.searched[i] ? kInfinity : s_.next_time[i]; }

  // The winner of two tree nodes (-1: no ball); the times are compared in
  // the tree's own copy first, so that a walk up the tree rarely reads the
  // balls' arrays.
  void Play(int node);
  void BuildTree();
  void UpdateTree(int i);

  // ---------------------------------------------------------- full search
  //
  // A ball's key is a bound on the exact time (from the step's start) of any
  // contact it takes part in: the earliest plane, cylinder or analytic
  // ball-ball contact found when it was last searched, less the rounding
  // slack. It holds until the ball or a partner changes, and a changed ball
  // is searched again (with all its pairs) before anything else. The seed's
  // sliced search answers a pair at most one slice of the rest before its
  // exact contact (the slice before the first overlapping one), or not at
  // all when it slips between slices; with the rest shrinking, a slice now
  // bounds every later one. So no ball whose key less a slice is later than
  // the best contact found can better it, and a search searches balls in key
  // order until the next key is.

  // Searches balls in key order while the next key less a slice is not
  // later than the best contact so far; a searched ball leaves the tree's
  // top (its key counts as infinite) until the search ends.
  Event NextFull(double elapsed);

  // Ball k against everything over the rest of the step, as the seed's loop
  // tests it: offers its contacts (times from now) to `best` and returns its
  // new key. With the sliced method a pair is sliced only when its exact
  // contact less a slice is not later than the best so far; a pair with no
  // exact contact has no sliced one either (up to rounding at the ends of
  // the rest).
  double SearchBall(int k, double elapsed, Event& best);

  // ---------------------------------------------------------- incremental

  void Watch(int i, int partner);
  void Unwatch(int i);
  void SetNext(int i, const Event& e);
  void Offer(int i, const Event& e);
  void OfferPair(int a, int b, const MovingSphere& sa, const MovingSphere& sb, double elapsed,
                 double rest);
  void MarkStale(int k);

  // Searches again the changed balls a and b (b < 0: none) and every ball
  // whose next contact was with them.
  void UpdateIncremental(int a, int b, double elapsed);

  BallWorld& world_;
  std::vector<Ball>& balls_;
  const BallSimulationSettings& settings_;
  Counters& counters_;
  Scratch& s_;
  const bool full_;
  bool building_ = false;
};

}  // namespace collide::detail
