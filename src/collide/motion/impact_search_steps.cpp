#include "collide/motion/impact_search_steps.h"

#include <cmath>
#include <string>
#include <variant>

#include "collide/motion/contact_time_steps.h"
#include "collide/shapes/overloaded.h"

namespace collide {

namespace {

// How far the sphere is from the target, in the sentence's words.
std::string Apartness(const Sphere& sphere, const ImpactTarget& target, bool touching) {
  std::string text = std::visit(
      Overloaded{[&](const Sphere& other) {
                   return "centres " + TraceNumber(glm::length(other.center - sphere.center)) +
                          " apart against the radius sum " +
                          TraceNumber(sphere.radius + other.radius);
                 },
                 [&](const Aabb& box) {
                   const Vec3 nearest = glm::clamp(sphere.center, box.min, box.max);
                   return "B's nearest point " + TraceNumber(glm::length(nearest - sphere.center)) +
                          " from A's centre against A's radius " + TraceNumber(sphere.radius);
                 }},
      target);
  text.append(touching ? ": touching" : ": apart");
  return text;
}

// The moving sphere at t, and the target.
void Draw(TraceStep& step, const Sphere& at, const ImpactTarget& target) {
  step.Mark(SphereMark{at.center, at.radius, "A"});
  std::visit(Overloaded{[&](const Sphere& other) {
                          step.Mark(SphereMark{other.center, other.radius, "B"});
                        },
                        [&](const Aabb& box) {
                          step.Mark(BoxMark{box.min, box.max, true, "B"});
                        }},
             target);
}

// Records a test at t: a step, or the deciding one when it touches.
void Tested(Trace& trace, const std::string& topic, std::string text, const MovingSphere& sphere,
            const ImpactTarget& target, double t, bool touching) {
  const Sphere at{sphere.center + sphere.velocity * t, sphere.radius};
  text.append(": A at ").append(TraceVector(at.center)).append(", ");
  text.append(Apartness(at, target, touching));
  if (touching) {
    text.append(": first contact at t = ").append(TraceNumber(t));
    Draw(trace.Decide(topic, std::move(text), "touching"), at, target);
  } else {
    Draw(trace.Step(topic, std::move(text), "apart"), at, target);
  }
}

const char* AxisName(int i) {
  return i == 0 ? "x" : (i == 1 ? "y" : "z");
}

}  // namespace

void ImpactSteps::Slice(Trace& trace, int k, int slices, double t, bool touching) const {
  std::string text = "slice " + std::to_string(k);
  text.append(" of ").append(std::to_string(slices)).append(", t = ").append(TraceNumber(t));
  Tested(trace, "slice " + std::to_string(k), std::move(text), *sphere, *target, t, touching);
}

void ImpactSteps::Position(Trace& trace, int k, int count, double along, double length, double t,
                           bool touching) const {
  std::string text = "position " + std::to_string(k);
  text.append(" of ").append(std::to_string(count)).append(", ").append(TraceNumber(along));
  text.append(" along the path of ").append(TraceNumber(length)).append(", t = ");
  text.append(TraceNumber(t));
  Tested(trace, "position " + std::to_string(k), std::move(text), *sphere, *target, t, touching);
}

void ImpactSteps::Nothing(Trace& trace, const std::string& topic, const std::string& text) const {
  trace.Decide(topic, text, "no contact");
}

void BisectionStep::Record(Trace& trace, const ImpactTarget& target) const {
  const std::string topic = "bisection " + std::to_string(number);
  std::string text = topic + ": " + TraceRange({a, b});
  const double middle = 0.5 * (a + b);
  if (touching && !last)
    text.append(", middle ").append(TraceNumber(middle));
  text.append(": the bounding sphere (centre ").append(TraceVector(bound.center));
  text.append(", radius ").append(TraceNumber(bound.radius)).append(")");
  if (!touching) {
    text.append(" misses B: apart -> no contact in ").append(TraceRange({a, b}));
    Draw(trace.Step(topic, std::move(text), "apart"), bound, target);
  } else if (!last) {
    text.append(" touches B: touching -> the first half ").append(TraceRange({a, middle}));
    text.append(" first");
    Draw(trace.Step(topic, std::move(text), "touching"), bound, target);
  } else {
    text.append(" touches B and its path ").append(TraceNumber(path));
    text.append(path <= tolerance ? " is within the tolerance " : " is past the tolerance ");
    text.append(TraceNumber(tolerance));
    if (!(path <= tolerance))
      text.append(" (the halving cap)");
    text.append(": first contact at t = ").append(TraceNumber(a));
    Draw(trace.Decide(topic, std::move(text), "touching"), bound, target);
  }
}

void BoxImpactSteps::Start(Trace& trace, bool touching) const {
  std::string text = "at the start: ";
  text.append(Apartness(Sphere{sphere->center, sphere->radius}, ImpactTarget(*box), touching));
  if (touching) {
    text.append(": first contact at t = 0");
    trace.Decide("start", std::move(text), "contact");
  } else {
    trace.Step("start", std::move(text), "apart");
  }
}

void BoxImpactSteps::Slab(Trace& trace, int i, double low, double high, bool parallel,
                          const TraceInterval& crossing, const TraceInterval& after,
                          bool empty) const {
  const std::string axis = AxisName(i);
  std::string text = "slab " + axis + " of the box grown by r: " + TraceRange({low, high});
  if (parallel) {
    text.append("; the centre's ").append(axis).append(" = ");
    text.append(TraceNumber(sphere->center[i])).append(" does not move");
    text.append(empty ? ", outside it: no contact" : ", inside it");
  } else {
    text.append(", crossed over t in ").append(TraceRange(crossing));
    text.append("; the centre is inside every slab so far over ").append(TraceRange(after));
    if (empty)
      text.append(": empty, no contact");
  }
  const std::string topic = "slab " + axis;
  if (empty) {
    trace.Decide(topic, std::move(text), "separated");
  } else {
    trace.Step(topic, std::move(text), "overlap");
  }
}

void BoxImpactSteps::Entry(Trace& trace, double enter, int outside,
                           const std::optional<double>& time) const {
  const Vec3 at = sphere->center + sphere->velocity * enter;
  std::string text = "the centre enters the grown box at t = " + TraceNumber(enter);
  text.append(", at ").append(TraceVector(at));
  if (outside <= 1) {
    text.append(", beside a face: first contact at t = ").append(TraceNumber(enter));
  } else {
    text.append(outside == 2 ? ", beside an edge" : ", beside a corner");
    text.append(", which the rounded box cuts off: against the edges' capsules of radius r: ");
    text.append(time ? "first contact at " + TraceTime(time) : std::string("no contact"));
  }
  TraceStep& step = trace.Decide("entry", std::move(text), time ? "contact" : "no contact");
  step.Mark(PointMark{at, "enters"});
  step.Mark(BoxMark{box->min, box->max, true, "B"});
}

}  // namespace collide
