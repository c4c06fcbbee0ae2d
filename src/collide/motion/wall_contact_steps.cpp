#include "collide/motion/wall_contact_steps.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace collide {

void OffsetRaySteps::NotMoving(Trace& trace) const {
  trace.Decide("closing", "v = 0: the ball does not move: no contact", "no contact");
}

void OffsetRaySteps::Ray(Trace& trace, std::string formula, double dsc) const {
  const Vec3 u = ball->velocity / glm::length(ball->velocity);
  TraceStep& step = trace.Step("ray", std::move(formula), "hit");
  step.Mark(SegmentMark{ball->center, ball->center + ball->velocity * dt, "path"});
  step.Mark(PointMark{ball->center + u * dsc, "Dsc"});
}

void OffsetRaySteps::StepDistance(Trace& trace, double dsc, double dst,
                                  std::optional<double> tc) const {
  const double speed = glm::length(ball->velocity);
  std::string covers = "Dst = |v| dt = ";
  covers.append(TraceNumber(speed)).append(" * ").append(TraceNumber(dt)).append(" = ");
  covers.append(TraceNumber(dst));
  std::string text = "Dsc = " + TraceNumber(dsc);
  if (!(dst > 0.0)) {
    text.append(", ").append(covers).append(": the step covers no distance: no contact");
    trace.Decide("step", std::move(text), "no contact");
    return;
  }
  if (!(dsc <= dst)) {
    text.append(" beyond ").append(covers).append(": no contact within the step");
    trace.Decide("step", std::move(text), "no contact");
    return;
  }
  text.append(" <= ").append(covers).append(": Tc = Dsc dt / Dst = ");
  if (!tc) {
    text.append("overflows: no contact");
    trace.Decide("step", std::move(text), "no contact");
    return;
  }
  text.append(TraceNumber(dsc)).append(" * ").append(TraceNumber(dt)).append(" / ");
  text.append(TraceNumber(dst)).append(" = ").append(TraceNumber(*tc));
  text.append(": first contact at t = ").append(TraceNumber(std::clamp(*tc, 0.0, dt)));
  TraceStep& step = trace.Decide("step", std::move(text), "contact");
  const Vec3 center = ball->center + ball->velocity * std::clamp(*tc, 0.0, dt);
  step.Mark(SphereMark{center, ball->radius, "A"});
  const Vec3 contact =
      plane != nullptr ? ClosestPoint(*plane, center) : ClosestSurfacePoint(*cylinder, center);
  step.Mark(PointMark{contact, "contact"});
}

void PlaneContactSteps::OffsetPlane(Trace& trace, bool touching) const {
  const MovingSphere& ball = *ray.ball;
  std::string text = "the plane through ";
  text.append(TraceVector(ray.plane->point)).append(" with unit normal ").append(TraceVector(n));
  text.append(": the centre is s = (c - p) . n = ").append(TraceNumber(s));
  text.append(side > 0.0 ? " from it, on the normal's side" : " from it, behind it");
  text.append("; moved by the radius r = ").append(TraceNumber(ball.radius));
  text.append(" towards the ball, the plane is at s = ").append(TraceNumber(side * ball.radius));
  text.append(touching ? ": |s| <= r, touching at the start" : ": |s| > r, apart at the start");
  TraceStep& step = trace.Step("offset plane", std::move(text), touching ? "touching" : "apart");
  const double offset = glm::dot(n, ray.plane->point) + side * ball.radius;
  step.Mark(PlaneMark{n, offset, ball.center, s - side * ball.radius});
}

void PlaneContactSteps::NotClosing(Trace& trace, double vn) const {
  trace.Decide(
      "closing",
      "v . n = " + TraceNumber(vn) + ": moving away from the plane or along it: no contact",
      "no contact");
}

void PlaneContactSteps::Closing(Trace& trace, double vn, double speed) const {
  std::string text = "v . n = ";
  text.append(TraceNumber(vn)).append(": moving towards the plane at |v| = ");
  text.append(TraceNumber(speed)).append("; the centre's ray runs along u = v / |v| = ");
  text.append(TraceVector(ray.ball->velocity / speed));
  trace.Step("closing", std::move(text), "closing");
}

void PlaneContactSteps::Hit(Trace& trace, double un, double dsc) const {
  std::string text = "the centre's ray meets the offset plane at Dsc = (";
  text.append(side > 0.0 ? "r" : "-r").append(" - s) / (u . n) = ");
  text.append(TraceNumber(side * ray.ball->radius - s)).append(" / ").append(TraceNumber(un));
  text.append(" = ").append(TraceNumber(dsc));
  ray.Ray(trace, std::move(text), dsc);
}

void CylinderContactSteps::GrownCylinder(Trace& trace, bool touching) const {
  const MovingSphere& ball = *ray.ball;
  std::string text = "the cylinder through ";
  text.append(TraceVector(ray.cylinder->point)).append(" along ").append(TraceVector(axis));
  text.append(", radius ").append(TraceNumber(ray.cylinder->radius));
  text.append(", grown by the ball's radius: G = ").append(TraceNumber(ray.cylinder->radius));
  text.append(" + ").append(TraceNumber(ball.radius)).append(" = ").append(TraceNumber(grown));
  text.append("; the centre is |w_perp| = ").append(TraceNumber(glm::length(w_perp)));
  text.append(" from the axis");
  text.append(touching ? ": <= G, touching at the start" : ": > G, apart at the start");
  TraceStep& step = trace.Step("grown cylinder", std::move(text), touching ? "touching" : "apart");
  step.Mark(SegmentMark{ball.center - w_perp, ball.center, "w_perp"});
}

void CylinderContactSteps::Quadratic(Trace& trace, double qa, double qb) const {
  std::string text = "the ray c + u l against the grown cylinder, |w_perp + u_perp l|^2 = G^2 as ";
  text.append("a l^2 + 2 b l + c = 0: a = u_perp . u_perp = ").append(TraceNumber(qa));
  text.append(", b = w_perp . u_perp = ").append(TraceNumber(qb));
  text.append(", c = w_perp . w_perp - G^2 = ").append(TraceNumber(glm::dot(w_perp, w_perp)));
  text.append(" - ").append(TraceNumber(grown * grown)).append(" = ").append(TraceNumber(qc));
  trace.Step("quadratic", std::move(text), "apart");
}

void CylinderContactSteps::NotClosing(Trace& trace, double qa, double qb) const {
  if (qa > 0.0) {
    trace.Decide(
        "closing",
        "b = w_perp . u_perp = " + TraceNumber(qb) + " >= 0: moving away from the axis: no contact",
        "no contact");
  } else {
    trace.Decide("closing", "a = 0: moving along the axis, parallel to it: no contact",
                 "no contact");
  }
}

void CylinderContactSteps::Discriminant(Trace& trace, double qa, double qb,
                                        double discriminant) const {
  std::string text = "b^2 - a c = ";
  text.append(TraceNumber(qb * qb)).append(" - ").append(TraceNumber(qa * qc)).append(" = ");
  text.append(TraceNumber(discriminant));
  if (discriminant < 0.0) {
    text.append(" < 0: the ray misses the grown cylinder: no contact");
    trace.Decide("discriminant", std::move(text), "misses");
  } else {
    text.append(" >= 0: the ray meets the grown cylinder");
    trace.Step("discriminant", std::move(text), "meets");
  }
}

void CylinderContactSteps::Hit(Trace& trace, double qb, double discriminant, double dsc) const {
  std::string text = "the ray meets the grown cylinder at Dsc = c / (-b + sqrt(b^2 - a c)) = ";
  text.append(TraceNumber(qc)).append(" / (").append(TraceNumber(-qb)).append(" + ");
  text.append(TraceNumber(std::sqrt(discriminant))).append(") = ").append(TraceNumber(dsc));
  ray.Ray(trace, std::move(text), dsc);
}

}  // namespace collide
