#pragma once

// The sentences and drawings of the traced contact times of moving spheres
// (time_of_impact.h, impact_search.h): the analytic quadratic's terms, the
// slices, positions and halves the searches test, with their numbers. The
// searches decide; these only write down what they were handed, so a trace
// never computes an answer of its own. The first sphere is "A", the other
// (or the target at rest) "B".

#include <optional>
#include <string>

#include "collide/motion/moving_sphere.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// "t = 0.30" or "no contact": a contact time as the steps write it.
std::string TraceTime(const std::optional<double>& time);

// The pair's relative motion, the first step of both ball-ball methods (the
// same topic and sentence, so that the two part only where they decide).
void RelativeMotionStep(Trace& trace, const MovingSphere& a, const MovingSphere& b, const Vec3& d,
                        const Vec3& v, double reach);

// Already touching at t = 0: counted (t = 0), or not because the pair is
// not closing (StartContact::kCountsIfApproaching). Decides.
void StartContactStep(Trace& trace, bool counted);

// The analytic method's quadratic |d + v t|^2 = r^2 in the half-b form
// a t^2 + 2 b t + c = 0.
struct QuadraticSteps {
  double qa = 0.0;
  double qb = 0.0;
  double qc = 0.0;
  double dd = 0.0;  // d . d, of which c is the excess over r^2
  double reach = 0.0;

  void Terms(Trace& trace, bool touching) const;
  // Not closing (b >= 0) or no relative motion (a = 0): decides.
  void NotClosing(Trace& trace) const;
  void Discriminant(Trace& trace, double discriminant) const;
  // The earliest root against the step: decides.
  void Root(Trace& trace, double discriminant, double t, double dt, bool within,
            const MovingSphere& a, const MovingSphere& b) const;
};

// The seed's sliced search, slice by slice.
struct SliceSteps {
  const MovingSphere* a = nullptr;
  const MovingSphere* b = nullptr;
  double reach = 0.0;
  int slices = 0;

  // Slice k of `slices` at time t, the centres' squared distance there;
  // touching, it decides with the time `reported` (the slice before), when
  // one is given (slice 0 leaves the start to decide).
  void Slice(Trace& trace, int k, double t, double distance2, bool touching,
             std::optional<double> reported) const;
  void NoRelativeMotion(Trace& trace) const;
  // The pre-filter: the line of relative motion's squared distance from A's
  // centre; decides when it passes farther than the radius sum.
  void LineDistance(Trace& trace, double line_distance2, bool skipped) const;
  void NoSliceTouches(Trace& trace) const;
};

}  // namespace collide
