#pragma once

// The sentences and drawings of the traced impact searches
// (impact_search.h): each slice, position or half the book's searches test,
// and the exact method's slabs against an AABB, with their numbers. The
// searches decide (Overlaps answers each test); these only write down what
// they were handed, and measure for the sentence how far apart the two are.
// The moving sphere is "A", the target at rest "B".

#include <optional>
#include <string>

#include "collide/motion/moving_sphere.h"
#include "collide/shapes/box.h"
#include "collide/shapes/sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// What one search looks at: the moving sphere against its target.
struct ImpactSteps {
  const MovingSphere* sphere = nullptr;
  const ImpactTarget* target = nullptr;

  // Slice k of `slices` at t; decides when it touches.
  void Slice(Trace& trace, int k, int slices, double t, bool touching) const;
  // Position k of `count` (0..count), `along` the path of `length`.
  void Position(Trace& trace, int k, int count, double along, double length, double t,
                bool touching) const;
  // No test touched: decides, under `topic` ("slices", "positions"), with
  // the sentence saying how a pass slips through.
  void Nothing(Trace& trace, const std::string& topic, const std::string& text) const;
};

// One bisection of the binary search: the bounding sphere of [a, b].
struct BisectionStep {
  int number = 0;  // the test's number, from 1
  double a = 0.0;
  double b = 0.0;
  Sphere bound;
  double path = 0.0;
  double tolerance = 0.0;
  bool touching = false;
  bool last = false;  // path within the tolerance, or the depth cap: decides when touching

  void Record(Trace& trace, const ImpactTarget& target) const;
};

// The exact method against an AABB: the start, each slab of the box grown
// by the radius, where the centre enters it.
struct BoxImpactSteps {
  const MovingSphere* sphere = nullptr;
  const Aabb* box = nullptr;

  void Start(Trace& trace, bool touching) const;
  // Axis i: the grown slab [low, high]; parallel (`crossing` unused) or
  // crossed over `crossing`; the running [enter, leave] after it.
  void Slab(Trace& trace, int i, double low, double high, bool parallel,
            const TraceInterval& crossing, const TraceInterval& after, bool empty) const;
  // The centre enters the grown box at `enter` beyond the box on `outside`
  // axes; the answer there (the face's time, or the edges' capsules').
  void Entry(Trace& trace, double enter, int outside, const std::optional<double>& time) const;
};

}  // namespace collide
