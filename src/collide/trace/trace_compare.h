#pragma once

// Where two algorithms part ways on the same shapes. Traces of algorithms
// that walk the same topics in the same order (the plain and the robust
// SAT's axes, the book's frustum planes and the exact test's) part at the
// first topic where their findings differ: the plain SAT's zero axis, taken
// as separating nothing, against the robust SAT's edge-plane axis that
// separates. Traces that share no such walk (corner volumes against the
// SAT's axes) part at their deciding steps, where each made up its mind.

#include <cstddef>
#include <optional>

#include "collide/trace/trace.h"

namespace collide {

struct TraceParting {
  std::size_t first = 0;   // the step of the first trace
  std::size_t second = 0;  // the step of the second trace
  // True when both steps look at the same topic and found differently;
  // false when the traces part at their deciding steps.
  bool same_topic = false;
};

// nullopt when either trace is empty, or when the two walk the same topics
// with the same findings to the end (they agree, step for step).
std::optional<TraceParting> FirstParting(const Trace& first, const Trace& second);

}  // namespace collide
