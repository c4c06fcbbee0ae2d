#pragma once

// Why an answer is what it is: the steps an algorithm took, each a sentence
// in the book's terms with its numbers and what to draw for it. A trace is
// recorded by the very function that computes the answer, never by a second
// implementation: each traced algorithm is a template over a tracer, and
//
//   if constexpr (Tracer::kOn) trace.Step(...);
//
// records a step with Trace and compiles to nothing with NoTrace, the
// tracer of every untraced call. So a traced run answers bit for bit what an
// untraced run answers, and the fast path pays nothing.
//
// A step has a topic (what it looks at: "axis 7", "slab x", "plane 3") and a
// finding (what it found there: "separated", "overlap"). Two algorithms that
// walk the same topics (the plain and the robust SAT, the book's frustum
// test and the exact one) part at the first topic where their findings
// differ (trace_compare.h). One step is the deciding one: the axis that
// separates, the slab that empties the interval, the plane that puts a
// sphere outside; when none decides early, the last.

#include <cstddef>
#include <glm/vec3.hpp>
#include <string>
#include <variant>
#include <vector>

namespace collide {

using TraceVec = glm::dvec3;

struct TraceInterval {
  double lo = 0.0;
  double hi = 0.0;
};

// An axis through the scene, from `origin` along the unit `direction`, with
// both shapes' projections on it as intervals of the distance along it. An
// empty `a` or `b` label means the shape is named "A" or "B".
struct AxisMark {
  TraceVec origin{0.0};
  TraceVec direction{1.0, 0.0, 0.0};
  TraceInterval a;
  TraceInterval b;
};

// A plane n . x = offset (n unit), and a point's signed distance from it.
struct PlaneMark {
  TraceVec normal{0.0, 1.0, 0.0};
  double offset = 0.0;
  TraceVec point{0.0};
  double signed_distance = 0.0;
};

// The slab between two parallel planes n . x = slab.lo and n . x = slab.hi,
// and the part [t.lo, t.hi] of the ray origin + t direction inside it.
struct SlabMark {
  TraceVec normal{1.0, 0.0, 0.0};
  TraceInterval slab;
  TraceVec ray_origin{0.0};
  TraceVec ray_direction{1.0, 0.0, 0.0};
  TraceInterval t;
};

// A point with a label: a closest point, a hit, barycentric coordinates.
struct PointMark {
  TraceVec position{0.0};
  std::string label;
};

// A segment with a label: a distance, a centre line, a corner's edge.
struct SegmentMark {
  TraceVec from{0.0};
  TraceVec to{0.0};
  std::string label;
};

// A box: a BVH node or an octree cell, entered or skipped.
struct BoxMark {
  TraceVec min{0.0};
  TraceVec max{0.0};
  bool entered = true;
  std::string label;
};

// A triangle looked at: one a BVH leaf holds, a face of a shape.
struct TriangleMark {
  TraceVec a{0.0};
  TraceVec b{0.0};
  TraceVec c{0.0};
  std::string label;
};

// A sphere: a bounding sphere, a sphere grown by a radius.
struct SphereMark {
  TraceVec center{0.0};
  double radius = 0.0;
  std::string label;
};

using TraceMark = std::variant<AxisMark, PlaneMark, SlabMark, PointMark, SegmentMark, BoxMark,
                               TriangleMark, SphereMark>;

struct TraceStep {
  std::string topic;    // what it looks at, named alike by algorithms that share it
  std::string text;     // the sentence, with the numbers
  std::string finding;  // what it found there, in a word or two
  std::vector<TraceMark> marks;
  bool deciding = false;

  // Adds a mark and returns the step. Defined out of line (trace.cpp): GCC
  // 12, inlining a mark's string move into the traced templates, warns
  // falsely there (-Warray-bounds, -Wmaybe-uninitialized on the variant).
  TraceStep& Mark(TraceMark mark);
};

// The recording tracer.
class Trace {
 public:
  static constexpr bool kOn = true;

  // Adds a step and returns it, for its marks.
  TraceStep& Step(std::string topic, std::string text, std::string finding = {});
  // Adds a step that decides the answer (at most one is kept as deciding:
  // a later Decide moves the mark).
  TraceStep& Decide(std::string topic, std::string text, std::string finding = {});

  const std::vector<TraceStep>& steps() const { return steps_; }
  bool empty() const { return steps_.empty(); }
  // The deciding step's index: the one marked, else the last; 0 when empty.
  std::size_t deciding() const;

 private:
  std::vector<TraceStep> steps_;
};

// The tracer of every untraced call: records nothing, costs nothing. Code
// that records is under `if constexpr (Tracer::kOn)`, so NoTrace needs no
// members.
struct NoTrace {
  static constexpr bool kOn = false;
};

// The NoTrace the untraced overloads pass to their templates: one object
// for all rather than a local in each, whose address would keep GCC from
// ending an overload with a jump to its template (a tail call); the
// overload then kept a frame, and a function choosing between two of them
// took the answer back through memory (measured, issue 38: the sliced time
// of impact 20% slower than before the traces).
inline NoTrace& Untraced() {
  static NoTrace untraced;
  return untraced;
}

// Numbers as the steps write them: "0" for an exact zero (so the plain
// SAT's zero axis reads as exactly zero), two decimals, and three
// significant digits below 0.005 ("1.2e-16"), so a rounding error is not
// shown as 0.00.
std::string TraceNumber(double value);
std::string TraceVector(const TraceVec& v);          // "(0.71, 0, 0.71)"
std::string TraceRange(const TraceInterval& range);  // "[-1.20, 0.80]"

}  // namespace collide
