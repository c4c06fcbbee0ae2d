#pragma once

// The sentences and drawings of the traced contact times of a ball against a
// wall (a plane) or a pillar (an infinite cylinder), time_of_impact.h: seed
// 002's offset-primitive ray test in its own terms. The centre's ray along
// the unit velocity u meets the plane moved by the radius towards the ball,
// or the cylinder grown by it, at distance Dsc; the step covers
// Dst = |v| dt; a hit within it happens at Tc = Dsc dt / Dst. The tests
// decide; these only write down what they were handed. The ball is "A", the
// wall or pillar "B".

#include <optional>
#include <string>

#include "collide/motion/moving_sphere.h"
#include "collide/shapes/cylinder.h"
#include "collide/shapes/plane.h"
#include "collide/shapes/vec.h"
#include "collide/trace/trace.h"

namespace collide {

// What both tests share: the centre's ray and the step's distance.
struct OffsetRaySteps {
  const MovingSphere* ball = nullptr;
  double dt = 0.0;
  // The primitive hit, for the contact point (exactly one is set).
  const Plane* plane = nullptr;
  const Cylinder* cylinder = nullptr;

  // v = 0: the ball does not move. Decides.
  void NotMoving(Trace& trace) const;
  // Where the ray meets the offset primitive, worked as `formula` ("(r - s)
  // / (u . n) = ..."); draws the centre's path over the step.
  void Ray(Trace& trace, std::string formula, double dsc) const;
  // Dsc against Dst = |v| dt: the hit at Tc, or beyond the step. Decides.
  void StepDistance(Trace& trace, double dsc, double dst, std::optional<double> tc) const;
};

// Ball against a plane: the centre's signed distance s from it and the
// offset plane, then the approach u . n.
struct PlaneContactSteps {
  OffsetRaySteps ray;
  Vec3 n{0.0};  // the plane's unit normal
  double s = 0.0;
  double side = 1.0;  // +1: the centre is on the normal's side

  void OffsetPlane(Trace& trace, bool touching) const;
  // Not moving towards the plane (side * v . n >= 0). Decides.
  void NotClosing(Trace& trace, double vn) const;
  void Closing(Trace& trace, double vn, double speed) const;
  void Hit(Trace& trace, double un, double dsc) const;
};

// Ball against an infinite cylinder: the centre's distance from the axis
// against the grown radius, then the ray's quadratic
// |w_perp + u_perp l|^2 = G^2 as a l^2 + 2 b l + c = 0.
struct CylinderContactSteps {
  OffsetRaySteps ray;
  Vec3 axis{0.0};  // unit
  Vec3 w_perp{0.0};
  double grown = 0.0;
  double qc = 0.0;

  void GrownCylinder(Trace& trace, bool touching) const;
  void Quadratic(Trace& trace, double qa, double qb) const;
  // Moving along the axis (a = 0) or away from it (b >= 0). Decides.
  void NotClosing(Trace& trace, double qa, double qb) const;
  // Decides when negative: the ray misses the grown cylinder.
  void Discriminant(Trace& trace, double qa, double qb, double discriminant) const;
  void Hit(Trace& trace, double qb, double discriminant, double dsc) const;
};

}  // namespace collide
