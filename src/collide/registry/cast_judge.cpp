#include "collide/registry/cast_judge.h"

#include <algorithm>
#include <cmath>
#include <optional>

#include "collide/manifold/narrow_phase.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/registry/penetration_judge.h"
#include "collide/registry/sweep.h"

namespace collide {
namespace {

double DistanceToShape(const Vec3& point, const StaticShape& shape) {
  return WithConvexShape(shape, [&](const ConvexShape& convex) {
    return Distance(ConvexShape(ConvexPoint{point}), convex).distance;
  });
}

// The largest extent of the shapes' bounds: the widest a curved surface
// they touch along can be.
double LargestExtent(const StaticShape& a, const StaticShape& b) {
  double largest = 0.0;
  for (const StaticShape* shape : {&a, &b}) {
    if (const std::optional<Aabb> bounds = BoundsOf(*shape)) {
      const Vec3 extent = bounds->max - bounds->min;
      largest = std::max({largest, extent.x, extent.y, extent.z});
    }
  }
  return largest;
}

// How far apart the shapes are, or less than zero how deep they overlap.
double SignedGap(const StaticShape& a, const StaticShape& b) {
  return WithConvexShape(a, [&](const ConvexShape& x) {
    return WithConvexShape(b, [&](const ConvexShape& y) {
      const double apart = Distance(x, y).distance;
      if (apart > 0.0) {
        return apart;
      }
      const std::optional<Penetration> overlap = Penetrate(x, y);
      return overlap ? -overlap->depth : 0.0;
    });
  });
}

// The least signed gap over the step. The moved shape overlaps the still
// one where t * translation is in their Minkowski difference, a convex
// set, so the gap is the signed distance of a point moving on a line to a
// convex set: convex in t, and a golden-section search finds its least.
double LeastGap(const Sweep& sweep, const StaticShape& still) {
  const auto gap = [&](double t) { return SignedGap(SweptTo(sweep, t), still); };
  constexpr double kInverseGolden = 0.6180339887498949;
  double lo = 0.0;
  double hi = 1.0;
  double least = std::min(gap(0.0), gap(1.0));
  for (int step = 0; step < 80 && hi - lo > 1e-12; ++step) {
    const double left = hi - (hi - lo) * kInverseGolden;
    const double right = lo + (hi - lo) * kInverseGolden;
    const double at_left = gap(left);
    const double at_right = gap(right);
    least = std::min({least, at_left, at_right});
    if (at_left <= at_right) {
      hi = right;
    } else {
      lo = left;
    }
  }
  return least;
}

// A hit the other missed is a touch rounding may count or not: the shapes
// come within the tolerance over the step, never overlap deeper than it,
// and are within it of touching at the hit's time.
bool TouchWithinTolerance(const Sweep& sweep, const StaticShape& still, const ShapeCastHit& hit,
                          double tolerance) {
  if (!(hit.t >= 0.0 && hit.t <= 1.0)) {
    return false;
  }
  const double least = LeastGap(sweep, still);
  return least >= -tolerance && least <= tolerance &&
         std::abs(SignedGap(SweptTo(sweep, hit.t), still)) <= tolerance;
}

bool Finite(const Vec3& v) {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

}  // namespace

bool CastAlsoRight(const StaticShape& moving, const StaticShape& still, const CastAnswer& ours,
                   const CastAnswer& theirs, double tolerance) {
  const Sweep* sweep = moving.As<Sweep>();
  if (sweep == nullptr || !IsConvexKind(still.kind()) || !IsConvexKind(sweep->shape.kind())) {
    return false;
  }
  if (!ours || !theirs) {
    if (!ours && !theirs) {
      return true;
    }
    return TouchWithinTolerance(*sweep, still, ours ? *ours : *theirs, tolerance);
  }
  if (!std::isfinite(theirs->t) || !Finite(theirs->point) || !Finite(theirs->normal) ||
      !(std::abs(glm::length(theirs->normal) - 1.0) <= 1e-6)) {
    return false;
  }
  const StaticShape at_theirs = SweptTo(*sweep, theirs->t);
  const double window = std::sqrt(2.0 * LargestExtent(at_theirs, still) * tolerance) + tolerance;
  if (!(std::abs(ours->t - theirs->t) * glm::length(sweep->translation) <= window)) {
    return false;
  }
  if (!(DistanceToShape(theirs->point, at_theirs) <= tolerance &&
        DistanceToShape(theirs->point, still) <= tolerance)) {
    return false;
  }
  const std::optional<double> overlap_ours =
      OverlapAlong(SweptTo(*sweep, ours->t), still, ours->normal);
  const std::optional<double> overlap_theirs = OverlapAlong(at_theirs, still, theirs->normal);
  return overlap_ours && overlap_theirs && std::abs(*overlap_theirs - *overlap_ours) <= tolerance;
}

}  // namespace collide
