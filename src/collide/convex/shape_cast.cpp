// Cast() of contacts.h: Gino van den Bergen's GJK ray cast ("Ray Casting
// against General Convex Objects with Application to Continuous Collision
// Detection", 2004) on the cores, the ray from the origin along the
// translation against C = B - A grown by the radii's sum R. Each step moves
// the ray's point x only up to the plane, R beyond C's support, that
// separates it from C, so no step passes a shape however thin (a flat box,
// a triangle): t is where the grown shapes first touch, never past it.

#include <cmath>
#include <optional>

#include "collide/convex/contacts.h"
#include "collide/convex/core_support.h"
#include "collide/convex/epa.h"
#include "collide/convex/shape_size.h"
#include "collide/convex/simplex.h"

namespace collide {
namespace {

inline constexpr int kCastMaxIterations = 128;
inline constexpr double kCastRelativeGap = 1e-12;

struct CoreHit {
  double t = 0.0;
  Vec3 on_b{0.0};    // B's core point nearest A's at t
  Vec3 normal{0.0};  // unit, from A to B
};

// The simplex holds C's points as B's minus A's (from_a: B's, from_b: A's);
// Reduce runs on x minus them, so each step shifts them by the current x.
Vec3 NearestToRayPoint(Simplex& held, const Vec3& x) {
  Simplex shifted = held;
  for (int i = 0; i < shifted.count; ++i) {
    shifted.points[i] = x - held.points[i];
  }
  const Vec3 v = ReduceToNearest(shifted);
  held = shifted;
  for (int i = 0; i < held.count; ++i) {
    held.points[i] = held.from_a[i] - held.from_b[i];
  }
  return v;
}

template <typename CoreA, typename CoreB>
std::optional<CoreHit> CastCores(const CoreA& a, const Vec3& r, const CoreB& b, double radius,
                                 double tolerance) {
  double t = 0.0;
  Vec3 x(0.0);
  Vec3 normal(0.0);  // the last separating plane's, from B toward A
  Simplex held;
  Vec3 v = x - (b.Inside() - a.Inside());
  for (int iteration = 0; iteration < kCastMaxIterations; ++iteration) {
    const double length = glm::length(v);
    if (length <= radius + tolerance) {
      break;
    }
    const Vec3 from_b = b(v);
    const Vec3 from_a = a(-v);
    const Vec3 p = from_b - from_a;
    const double vw = glm::dot(v, x - p);
    bool advanced = false;
    if (vw > radius * length) {
      const double vr = glm::dot(v, r);
      if (vr >= 0.0) {
        return std::nullopt;
      }
      t -= (vw - radius * length) / vr;
      if (t > 1.0) {
        return std::nullopt;
      }
      x = t * r;
      normal = v;
      advanced = true;
    }
    const bool converged = glm::dot(v, v) - vw <= kCastRelativeGap * glm::dot(v, v);
    if (!advanced && (converged || held.Holds(p))) {
      break;  // x's distance to C is |v|, within R of it: touching
    }
    if (!held.Holds(p)) {
      held.Add(from_b, from_a);
    }
    v = NearestToRayPoint(held, x);
    if (held.count == 4) {
      break;
    }
  }
  const Vec3 toward_a = glm::length(v) > tolerance ? v : normal;
  const double toward_length = glm::length(toward_a);
  const Vec3 unit = toward_length > 0.0 ? toward_a / toward_length : Vec3(0.0);
  return CoreHit{t, held.count > 0 ? held.OnA() : b.Inside(), -unit};
}

}  // namespace

std::optional<ShapeCastHit> Cast(const ConvexShape& a, const Vec3& translation,
                                 const ConvexShape& b) {
  const double radius_a = RadiusOf(a);
  const double radius_b = RadiusOf(b);
  const double tolerance = TouchingTolerance(a, b);
  const std::optional<CoreHit> hit = VisitCore(a, [&](const auto& core_a) {
    return VisitCore(b, [&](const auto& core_b) {
      return CastCores(core_a, translation, core_b, radius_a + radius_b, tolerance);
    });
  });
  if (!hit) {
    return std::nullopt;
  }
  if (hit->t == 0.0 || hit->normal == Vec3(0.0)) {
    // Touching or overlapping before any move: the normal is the overlap's.
    if (const std::optional<Penetration> overlap = PenetrateByGjkEpa(a, b)) {
      return ShapeCastHit{0.0, overlap->on_b, overlap->normal};
    }
  }
  return ShapeCastHit{hit->t, hit->on_b - hit->normal * radius_b, hit->normal};
}

}  // namespace collide
