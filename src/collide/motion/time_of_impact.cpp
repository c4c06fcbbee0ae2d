#include "collide/motion/time_of_impact.h"

#include <algorithm>
#include <cmath>

#include "collide/motion/contact_time_steps.h"
#include "collide/motion/wall_contact_steps.h"

namespace collide {

namespace {

bool ValidInputs(const MovingSphere& s, double dt) {
  return !Validate(s) && !ValidateTimeStep(dt);
}

// `closing` is the speed at which the pair closes along the contact normal,
// `relative_speed` the length of the relative velocity.
bool Approaching(double closing, double relative_speed) {
  return closing > kApproachTolerance * relative_speed;
}

// Seed 002: the hit distance along the centre's ray turned into a time by
// Tc = Dsc * T / Dst, where Dst is the distance the step covers.
template <typename Tracer>
std::optional<double> TimeFromRayDistance(double dsc, double speed, double dt,
                                          [[maybe_unused]] const OffsetRaySteps& steps,
                                          Tracer& trace) {
  const double dst = speed * dt;
  if (!(dst > 0.0) || !(dsc <= dst)) {
    if constexpr (Tracer::kOn)
      steps.StepDistance(trace, dsc, dst, std::nullopt);
    return std::nullopt;
  }
  const double tc = dsc * dt / dst;
  if (!std::isfinite(tc)) {  // overflow at absurd magnitudes
    if constexpr (Tracer::kOn)
      steps.StepDistance(trace, dsc, dst, std::nullopt);
    return std::nullopt;
  }
  if constexpr (Tracer::kOn)
    steps.StepDistance(trace, dsc, dst, tc);
  return std::clamp(tc, 0.0, dt);
}

}  // namespace

template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       StartContact start, Tracer& trace) {
  if (!ValidInputs(a, dt) || Validate(b)) {
    return std::nullopt;
  }
  const Vec3 d = b.center - a.center;
  const Vec3 v = b.velocity - a.velocity;
  const double reach = a.radius + b.radius;
  const double qa = glm::dot(v, v);
  const double qb = glm::dot(d, v);
  const double qc = glm::dot(d, d) - reach * reach;
  [[maybe_unused]] const QuadraticSteps steps{qa, qb, qc, glm::dot(d, d), reach};
  if constexpr (Tracer::kOn) {
    RelativeMotionStep(trace, a, b, d, v, reach);
    steps.Terms(trace, qc <= 0.0);
  }
  if (qc <= 0.0) {
    const bool counted = start == StartContact::kCounts ||
                         Approaching(-qb, std::sqrt(glm::dot(d, d)) * std::sqrt(qa));
    if constexpr (Tracer::kOn)
      StartContactStep(trace, counted);
    return counted ? std::optional<double>(0.0) : std::nullopt;
  }
  // Apart, and not closing: the distance only grows from here.
  if (!(qa > 0.0) || qb >= 0.0) {
    if constexpr (Tracer::kOn)
      steps.NotClosing(trace);
    return std::nullopt;
  }
  const double discriminant = qb * qb - qa * qc;
  if constexpr (Tracer::kOn)
    steps.Discriminant(trace, discriminant);
  if (discriminant < 0.0) {
    return std::nullopt;
  }
  // The smaller root (-qb - sqrt(disc)) / qa, written so that nothing cancels:
  // -qb > 0 here, so the denominator is a sum of non-negative terms.
  const double t = qc / (-qb + std::sqrt(discriminant));
  const bool within = std::isfinite(t) && t <= dt;
  if constexpr (Tracer::kOn)
    steps.Root(trace, discriminant, t, dt, within, a, b);
  if (!within) {
    return std::nullopt;
  }
  return std::max(t, 0.0);
}

template std::optional<double> FirstContactTime(const MovingSphere&, const MovingSphere&, double,
                                                StartContact, NoTrace&);
template std::optional<double> FirstContactTime(const MovingSphere&, const MovingSphere&, double,
                                                StartContact, Trace&);

std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       StartContact start) {
  NoTrace& trace = Untraced();
  return FirstContactTime(a, b, dt, start, trace);
}

template <typename Tracer>
std::optional<double> FirstContactTimeSliced(const MovingSphere& a, const MovingSphere& b,
                                             double dt, int slices, StartContact start,
                                             Tracer& trace) {
  if (!ValidInputs(a, dt) || Validate(b) || ValidateSliceCount(slices)) {
    return std::nullopt;
  }
  const Vec3 d = b.center - a.center;
  const Vec3 v = b.velocity - a.velocity;
  const double reach = a.radius + b.radius;
  const double reach2 = reach * reach;
  const double qa = glm::dot(v, v);
  const double qb = glm::dot(d, v);
  [[maybe_unused]] const SliceSteps steps{&a, &b, reach, slices};
  const Vec3 p0 = d + v * 0.0;
  const double distance2 = glm::dot(p0, p0);
  if constexpr (Tracer::kOn) {
    RelativeMotionStep(trace, a, b, d, v, reach);
    steps.Slice(trace, 0, 0.0, distance2, distance2 <= reach2, std::nullopt);
  }
  if (distance2 <= reach2) {
    const bool counted = start == StartContact::kCounts ||
                         Approaching(-qb, std::sqrt(glm::dot(d, d)) * std::sqrt(qa));
    if constexpr (Tracer::kOn)
      StartContactStep(trace, counted);
    return counted ? std::optional<double>(0.0) : std::nullopt;
  }
  if (!(qa > 0.0)) {
    if constexpr (Tracer::kOn)
      steps.NoRelativeMotion(trace);
    return std::nullopt;
  }
  // The seed's pre-filter: distance from the other centre to the line of
  // relative motion. The seed compared it with 40 (two radii of 20) and, in
  // one version, measured it to the other ball's end-of-step position; the
  // start position and the radius sum make it exact (it never skips a pair
  // that could touch).
  const double line_distance2 = glm::dot(d, d) - qb * qb / qa;
  if constexpr (Tracer::kOn)
    steps.LineDistance(trace, line_distance2, line_distance2 > reach2);
  if (line_distance2 > reach2) {
    return std::nullopt;
  }
  for (int k = 1; k <= slices; ++k) {
    // k * dt / slices rather than the seed's accumulated sum, whose rounding
    // can add a slice past the end of the step.
    const double t = k == slices ? dt : dt * k / slices;
    const Vec3 p = d + v * t;
    const double distance2 = glm::dot(p, p);
    if constexpr (Tracer::kOn)
      steps.Slice(trace, k, t, distance2, distance2 <= reach2, dt * (k - 1) / slices);
    if (distance2 <= reach2) {
      return dt * (k - 1) / slices;
    }
  }
  if constexpr (Tracer::kOn)
    steps.NoSliceTouches(trace);
  return std::nullopt;
}

template std::optional<double> FirstContactTimeSliced(const MovingSphere&, const MovingSphere&,
                                                      double, int, StartContact, NoTrace&);
template std::optional<double> FirstContactTimeSliced(const MovingSphere&, const MovingSphere&,
                                                      double, int, StartContact, Trace&);

std::optional<double> FirstContactTimeSliced(const MovingSphere& a, const MovingSphere& b,
                                             double dt, int slices, StartContact start) {
  NoTrace& trace = Untraced();
  return FirstContactTimeSliced(a, b, dt, slices, start, trace);
}

std::optional<double> FirstContactTime(const MovingSphere& a, const MovingSphere& b, double dt,
                                       BallBallMethod method, int slices, StartContact start) {
  return method == BallBallMethod::kAnalytic ? FirstContactTime(a, b, dt, start)
                                             : FirstContactTimeSliced(a, b, dt, slices, start);
}

template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& ball, const Plane& plane, double dt,
                                       StartContact start, Tracer& trace) {
  if (!ValidInputs(ball, dt) || Validate(plane)) {
    return std::nullopt;
  }
  const Vec3 n = glm::normalize(plane.normal);
  const double s = glm::dot(ball.center - plane.point, n);
  const double vn = glm::dot(ball.velocity, n);
  const double speed = glm::length(ball.velocity);
  // The sheet is offset by the radius towards the side the centre is on.
  const double side = s >= 0.0 ? 1.0 : -1.0;
  [[maybe_unused]] const PlaneContactSteps steps{{&ball, dt, &plane, nullptr}, n, s, side};
  if constexpr (Tracer::kOn)
    steps.OffsetPlane(trace, std::abs(s) <= ball.radius);
  if (std::abs(s) <= ball.radius) {
    const bool counted = start == StartContact::kCounts || Approaching(-side * vn, speed);
    if constexpr (Tracer::kOn)
      StartContactStep(trace, counted);
    return counted ? std::optional<double>(0.0) : std::nullopt;
  }
  if (!(speed > 0.0) || side * vn >= 0.0) {
    if constexpr (Tracer::kOn) {
      if (!(speed > 0.0))
        steps.ray.NotMoving(trace);
      else
        steps.NotClosing(trace, vn);
    }
    return std::nullopt;
  }
  if constexpr (Tracer::kOn)
    steps.Closing(trace, vn, speed);
  // Ray from the centre along the unit velocity u; u.n = vn / speed.
  const double un = vn / speed;
  const double dsc = (side * ball.radius - s) / un;
  if constexpr (Tracer::kOn)
    steps.Hit(trace, un, dsc);
  return TimeFromRayDistance(dsc, speed, dt, steps.ray, trace);
}

template std::optional<double> FirstContactTime(const MovingSphere&, const Plane&, double,
                                                StartContact, NoTrace&);
template std::optional<double> FirstContactTime(const MovingSphere&, const Plane&, double,
                                                StartContact, Trace&);

std::optional<double> FirstContactTime(const MovingSphere& ball, const Plane& plane, double dt,
                                       StartContact start) {
  NoTrace& trace = Untraced();
  return FirstContactTime(ball, plane, dt, start, trace);
}

template <typename Tracer>
std::optional<double> FirstContactTime(const MovingSphere& ball, const Cylinder& cylinder,
                                       double dt, StartContact start, Tracer& trace) {
  if (!ValidInputs(ball, dt) || Validate(cylinder)) {
    return std::nullopt;
  }
  const Vec3 axis = glm::normalize(cylinder.axis);
  const Vec3 w = ball.center - cylinder.point;
  const Vec3 w_perp = w - axis * glm::dot(w, axis);
  const Vec3 v_perp = ball.velocity - axis * glm::dot(ball.velocity, axis);
  const double grown = cylinder.radius + ball.radius;
  const double qc = glm::dot(w_perp, w_perp) - grown * grown;
  const double speed = glm::length(ball.velocity);
  [[maybe_unused]] const CylinderContactSteps steps{
      {&ball, dt, nullptr, &cylinder}, axis, w_perp, grown, qc};
  if constexpr (Tracer::kOn)
    steps.GrownCylinder(trace, qc <= 0.0);
  if (qc <= 0.0) {
    const double closing = -glm::dot(w_perp, v_perp);
    const bool counted = start == StartContact::kCounts ||
                         Approaching(closing, std::sqrt(glm::dot(w_perp, w_perp)) * speed);
    if constexpr (Tracer::kOn)
      StartContactStep(trace, counted);
    return counted ? std::optional<double>(0.0) : std::nullopt;
  }
  if (!(speed > 0.0)) {
    if constexpr (Tracer::kOn)
      steps.ray.NotMoving(trace);
    return std::nullopt;
  }
  // |w_perp + u_perp l|^2 = grown^2 along the ray c + u l, u the unit velocity.
  const Vec3 u_perp = v_perp / speed;
  const double qa = glm::dot(u_perp, u_perp);
  const double qb = glm::dot(w_perp, u_perp);
  if constexpr (Tracer::kOn)
    steps.Quadratic(trace, qa, qb);
  if (!(qa > 0.0) || qb >= 0.0) {
    if constexpr (Tracer::kOn)
      steps.NotClosing(trace, qa, qb);
    return std::nullopt;
  }
  const double discriminant = qb * qb - qa * qc;
  if constexpr (Tracer::kOn)
    steps.Discriminant(trace, qa, qb, discriminant);
  if (discriminant < 0.0) {
    return std::nullopt;
  }
  const double dsc = qc / (-qb + std::sqrt(discriminant));
  if constexpr (Tracer::kOn)
    steps.Hit(trace, qb, discriminant, dsc);
  return TimeFromRayDistance(dsc, speed, dt, steps.ray, trace);
}

template std::optional<double> FirstContactTime(const MovingSphere&, const Cylinder&, double,
                                                StartContact, NoTrace&);
template std::optional<double> FirstContactTime(const MovingSphere&, const Cylinder&, double,
                                                StartContact, Trace&);

std::optional<double> FirstContactTime(const MovingSphere& ball, const Cylinder& cylinder,
                                       double dt, StartContact start) {
  NoTrace& trace = Untraced();
  return FirstContactTime(ball, cylinder, dt, start, trace);
}

std::optional<std::string> Validate(const MovingSphere& sphere) {
  if (!IsFinite(sphere.center)) {
    return "sphere centre has a non-finite coordinate";
  }
  if (!IsFinite(sphere.velocity)) {
    return "sphere velocity has a non-finite coordinate";
  }
  if (!std::isfinite(sphere.radius)) {
    return "sphere radius is not finite";
  }
  if (sphere.radius < 0.0) {
    return "sphere radius is negative (" + std::to_string(sphere.radius) + ")";
  }
  return std::nullopt;
}

std::optional<std::string> ValidateTimeStep(double dt) {
  if (!std::isfinite(dt)) {
    return "time step is not finite";
  }
  if (dt <= 0.0) {
    return "time step must be positive (got " + std::to_string(dt) + ")";
  }
  return std::nullopt;
}

std::optional<std::string> ValidateSliceCount(int slices) {
  if (slices < 1) {
    return "slice count must be at least 1 (got " + std::to_string(slices) + ")";
  }
  return std::nullopt;
}

std::optional<std::string> ValidateMass(double mass) {
  if (!std::isfinite(mass)) {
    return "mass is not finite";
  }
  if (mass <= 0.0) {
    return "mass must be positive (got " + std::to_string(mass) + ")";
  }
  return std::nullopt;
}

}  // namespace collide
