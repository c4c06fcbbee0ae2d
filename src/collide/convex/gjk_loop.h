#pragma once

// GJK's loop as a template on the two cores' support functors
// (core_support.h), for gjk.cpp, distance.cpp's box-box fast path and
// epa.cpp: the distance between the cores A and B as the distance from the
// origin to their Minkowski difference A - B, with the simplex it ended on.
// No warm start: every pair starts from the centres' difference. Traced
// (convex_trace.h), each iteration is a step: the search direction, the
// support point, the simplex it reduced to and the termination test.

#include <algorithm>
#include <cmath>

#include "collide/convex/convex_trace.h"
#include "collide/convex/core_support.h"
#include "collide/convex/simplex.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

struct GjkRun {
  Simplex simplex;         // the last one, its weights giving the closest points
  Vec3 nearest{0.0};       // the point of A - B nearest the origin: on_a - on_b
  bool enclosing = false;  // the simplex holds the origin: the cores overlap
  int iterations = 0;
};

// Stops when an iteration brings the squared distance's bound gap below
// this fraction of it (the relative progress tolerance), ...
inline constexpr double kGjkRelativeGap = 1e-12;
// ... when the nearest point is this close to the origin relative to the
// simplex's size (squared: 1e-12 relative in length), touching, ...
inline constexpr double kGjkTouching = 1e-24;
// ... or after this many iterations (polytopes finish in far fewer).
inline constexpr int kGjkMaxIterations = 64;

template <typename SupportA, typename SupportB, typename Tracer>
GjkRun RunGjk(const SupportA& a, const SupportB& b, Tracer& trace) {
  GjkRun run;
  Simplex& s = run.simplex;
  Vec3 v = a.Inside() - b.Inside();
  if (v == Vec3(0.0)) {
    v = Vec3(1.0, 0.0, 0.0);
  }
  Vec3 from_a;
  Vec3 from_b;
  SupportsAlong(a, b, v, &from_a, &from_b);
  s.Add(from_a, from_b);
  s.weights[0] = 1.0;
  if constexpr (Tracer::kOn) {
    RecordGjkStart(trace, v, s);
  }
  v = s.points[0];
  double size = glm::dot(v, v);  // the largest |w|^2 met: the difference's scale
  for (run.iterations = 1; run.iterations <= kGjkMaxIterations; ++run.iterations) {
    const double vv = glm::dot(v, v);
    if (vv <= kGjkTouching * size) {
      if constexpr (Tracer::kOn) {
        RecordGjkTouching(trace, run.iterations, vv, size);
      }
      break;
    }
    SupportsAlong(a, b, v, &from_a, &from_b);
    const Vec3 w = from_a - from_b;
    size = std::max(size, glm::dot(w, w));
    if (vv - glm::dot(v, w) <= kGjkRelativeGap * vv || s.Holds(w)) {
      if constexpr (Tracer::kOn) {
        // Repeated: the gap test passed w, the simplex already held it.
        const bool repeated = !(vv - glm::dot(v, w) <= kGjkRelativeGap * vv);
        RecordGjkConverged(trace, GjkLook{run.iterations, v, from_a, from_b}, repeated);
      }
      break;
    }
    s.Add(from_a, from_b);
    const Vec3 next = ReduceToNearest(s);
    if (s.count == 4) {
      if constexpr (Tracer::kOn) {
        RecordGjkEnclosed(trace, GjkLook{run.iterations, v, from_a, from_b}, s);
      }
      run.enclosing = true;
      v = Vec3(0.0);
      break;
    }
    // Rounding may stop the distance from shrinking: then it is as small
    // as this precision gets it.
    const bool progressed = glm::dot(next, next) < vv;
    if constexpr (Tracer::kOn) {
      RecordGjkReduced(trace, GjkLook{run.iterations, v, from_a, from_b}, s, next, progressed);
    }
    v = next;
    if (!progressed) {
      break;
    }
  }
  if constexpr (Tracer::kOn) {
    if (run.iterations > kGjkMaxIterations) {
      RecordGjkOutOfIterations(trace, kGjkMaxIterations);
    }
  }
  run.nearest = v;
  return run;
}

template <typename SupportA, typename SupportB>
GjkRun RunGjk(const SupportA& a, const SupportB& b) {
  NoTrace& untraced = Untraced();
  return RunGjk(a, b, untraced);
}

}  // namespace collide
