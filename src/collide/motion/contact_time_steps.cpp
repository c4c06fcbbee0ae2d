#include "collide/motion/contact_time_steps.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace collide {

namespace {

// The spheres where they are at time t: what a step at t draws.
void SpheresAt(TraceStep& step, const MovingSphere& a, const MovingSphere& b, double t) {
  step.Mark(SphereMark{a.center + a.velocity * t, a.radius, "A"});
  step.Mark(SphereMark{b.center + b.velocity * t, b.radius, "B"});
}

}  // namespace

std::string TraceTime(const std::optional<double>& time) {
  return time ? "t = " + TraceNumber(*time) : std::string("no contact");
}

void RelativeMotionStep(Trace& trace, const MovingSphere& a, const MovingSphere& b, const Vec3& d,
                        const Vec3& v, double reach) {
  std::string text = "B relative to A: d = B - A = ";
  text.append(TraceVector(d)).append(", v = v_B - v_A = ").append(TraceVector(v));
  text.append("; radius sum r = r_A + r_B = ").append(TraceNumber(a.radius)).append(" + ");
  text.append(TraceNumber(b.radius)).append(" = ").append(TraceNumber(reach));
  TraceStep& step = trace.Step("relative motion", std::move(text));
  step.Mark(SegmentMark{a.center, b.center, "d"});
  step.Mark(SegmentMark{b.center, b.center + v, "v"});
}

void StartContactStep(Trace& trace, bool counted) {
  if (counted) {
    trace.Decide("start", "touching at the start: first contact at t = 0", "contact");
  } else {
    trace.Decide("start",
                 "touching at the start but not closing (a contact only counts when approaching): "
                 "no contact",
                 "no contact");
  }
}

void QuadraticSteps::Terms(Trace& trace, bool touching) const {
  std::string text = "|d + v t|^2 = r^2 as a t^2 + 2 b t + c = 0: a = v . v = ";
  text.append(TraceNumber(qa)).append(", b = d . v = ").append(TraceNumber(qb));
  text.append(", c = d . d - r^2 = ").append(TraceNumber(dd)).append(" - ");
  text.append(TraceNumber(reach * reach)).append(" = ").append(TraceNumber(qc));
  text.append(touching ? ": c <= 0, touching at t = 0" : ": c > 0, apart at t = 0");
  trace.Step("quadratic", std::move(text), touching ? "touching" : "apart");
}

void QuadraticSteps::NotClosing(Trace& trace) const {
  if (qa > 0.0) {
    trace.Decide("closing",
                 "b = d . v = " + TraceNumber(qb) +
                     " >= 0: moving apart, the distance only grows: no contact",
                 "no contact");
  } else {
    trace.Decide("closing", "a = v . v = 0: no relative motion, the distance stays: no contact",
                 "no contact");
  }
}

void QuadraticSteps::Discriminant(Trace& trace, double discriminant) const {
  std::string text = "b^2 - a c = ";
  text.append(TraceNumber(qb * qb)).append(" - ").append(TraceNumber(qa * qc)).append(" = ");
  text.append(TraceNumber(discriminant));
  if (discriminant < 0.0) {
    text.append(" < 0: the path never comes within r: no contact");
    trace.Decide("discriminant", std::move(text), "misses");
  } else {
    text.append(" >= 0: the path comes within r");
    trace.Step("discriminant", std::move(text), "meets");
  }
}

void QuadraticSteps::Root(Trace& trace, double discriminant, double t, double dt, bool within,
                          const MovingSphere& a, const MovingSphere& b) const {
  std::string text = "the earlier root t = c / (-b + sqrt(b^2 - a c)) = ";
  text.append(TraceNumber(qc)).append(" / (").append(TraceNumber(-qb)).append(" + ");
  text.append(TraceNumber(std::sqrt(discriminant))).append(") = ").append(TraceNumber(t));
  if (within) {
    text.append(" within [0, ").append(TraceNumber(dt)).append("]: first contact at t = ");
    text.append(TraceNumber(std::max(t, 0.0)));
    SpheresAt(trace.Decide("earliest root", std::move(text), "contact"), a, b, std::max(t, 0.0));
  } else {
    text.append(" after the step's end ").append(TraceNumber(dt)).append(": no contact");
    trace.Decide("earliest root", std::move(text), "no contact");
  }
}

void SliceSteps::Slice(Trace& trace, int k, double t, double distance2, bool touching,
                       std::optional<double> reported) const {
  std::string text = "slice " + std::to_string(k);
  text.append(" of ").append(std::to_string(slices)).append(", t = ").append(TraceNumber(t));
  text.append(": centres ").append(TraceNumber(std::sqrt(distance2)));
  text.append(" apart against the radius sum ").append(TraceNumber(reach));
  text.append(touching ? ": touching" : ": apart");
  const std::string topic = "slice " + std::to_string(k);
  const char* finding = touching ? "touching" : "apart";
  if (touching && reported) {
    text.append("; reported at the slice before: contact at ").append(TraceTime(reported));
    SpheresAt(trace.Decide(topic, std::move(text), finding), *a, *b, t);
  } else {
    SpheresAt(trace.Step(topic, std::move(text), finding), *a, *b, t);
  }
}

void SliceSteps::NoRelativeMotion(Trace& trace) const {
  trace.Decide("closing", "v = 0: no relative motion, apart at the start: no contact",
               "no contact");
}

void SliceSteps::LineDistance(Trace& trace, double line_distance2, bool skipped) const {
  std::string text = "the line of relative motion passes ";
  text.append(TraceNumber(std::sqrt(std::max(line_distance2, 0.0)))).append(" from A's centre");
  if (skipped) {
    text.append(", beyond the radius sum ").append(TraceNumber(reach));
    text.append(": skipped: no contact");
    trace.Decide("line distance", std::move(text), "skipped");
  } else {
    text.append(", within the radius sum ").append(TraceNumber(reach)).append(": slice the step");
    trace.Step("line distance", std::move(text), "near");
  }
}

void SliceSteps::NoSliceTouches(Trace& trace) const {
  trace.Decide("slices",
               "no slice of " + std::to_string(slices) +
                   " touches: no contact (a pass that starts and ends between two slices is "
                   "missed)",
               "no contact");
}

}  // namespace collide
