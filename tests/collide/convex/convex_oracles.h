#pragma once

// Oracles for the convex narrow phase's tests, independent of the code under
// test: closed forms in long double for points and segments, a brute force
// over candidates and a golden-section search for segment against segment.
// The polytopes' brute force is polytope_oracle.h.

#include <algorithm>
#include <cmath>

#include "collide/shapes/vec.h"

namespace collide::convex_oracle {

using Real = long double;
using LVec3 = glm::vec<3, long double>;

inline LVec3 L(const Vec3& v) {
  return LVec3(v.x, v.y, v.z);
}
// inline: the tests build at -O1, which inlines only what says so.
template <typename T>
inline T Dot(const glm::vec<3, T>& a, const glm::vec<3, T>& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
template <typename T>
inline glm::vec<3, T> Cross(const glm::vec<3, T>& a, const glm::vec<3, T>& b) {
  return glm::vec<3, T>(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}
template <typename T>
inline T Length(const glm::vec<3, T>& a) {
  return std::sqrt(Dot(a, a));
}

// Point to segment: the clamped projection.
inline Real PointSegmentDistance(const LVec3& p, const LVec3& a, const LVec3& b) {
  const LVec3 d = b - a;
  const Real dd = Dot(d, d);
  const Real s = dd > 0 ? std::clamp(Dot(p - a, d) / dd, Real(0), Real(1)) : Real(0);
  return Length(p - (a + d * s));
}

// Segment to segment by golden-section search over a's parameter: the
// squared distance from a's point to segment b is convex in it. 72 steps
// narrow [0, 1] to 1e-15; the minimum's value is exact to rounding even
// where the minimiser is not (parallel segments).
inline Real SegmentSegmentBySearch(const LVec3& a0, const LVec3& a1, const LVec3& b0,
                                   const LVec3& b1) {
  const LVec3 da = a1 - a0;
  const LVec3 db = b1 - b0;
  const Real dd = Dot(db, db);
  const auto f = [&](Real s) {
    const LVec3 p = a0 + da * s;
    const Real t = dd > 0 ? std::clamp(Dot(p - b0, db) / dd, Real(0), Real(1)) : Real(0);
    const LVec3 gap = p - (b0 + db * t);
    return Dot(gap, gap);
  };
  const Real ratio = (std::sqrt(Real(5)) - 1) / 2;
  Real lo = 0;
  Real hi = 1;
  Real x1 = hi - ratio * (hi - lo);
  Real x2 = lo + ratio * (hi - lo);
  Real f1 = f(x1);
  Real f2 = f(x2);
  for (int step = 0; step < 72; ++step) {
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - ratio * (hi - lo);
      f1 = f(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + ratio * (hi - lo);
      f2 = f(x2);
    }
  }
  return std::sqrt(std::min({f1, f2, f(0), f(1)}));
}

// Segment to segment by brute force over its candidates, in long double:
// the squared distance is a convex quadratic in (s, t) on the unit square,
// least either where its gradient vanishes inside (when the lines are not
// parallel) or on one of the four sides, where it is a point against a
// segment: each end of one segment against the other, and the lines'
// closest pair if it falls on both segments.
inline Real SegmentSegmentByCandidates(const LVec3& a0, const LVec3& a1, const LVec3& b0,
                                       const LVec3& b1) {
  Real best = std::min({PointSegmentDistance(a0, b0, b1), PointSegmentDistance(a1, b0, b1),
                        PointSegmentDistance(b0, a0, a1), PointSegmentDistance(b1, a0, a1)});
  const LVec3 da = a1 - a0;
  const LVec3 db = b1 - b0;
  const LVec3 r = a0 - b0;
  // Gradient zero: [da.da  -da.db; -da.db  db.db] (s, t) = (-da.r, db.r).
  const Real aa = Dot(da, da);
  const Real ab = Dot(da, db);
  const Real bb = Dot(db, db);
  const Real determinant = aa * bb - ab * ab;
  if (determinant > 0) {
    const Real s = (-Dot(da, r) * bb + ab * Dot(db, r)) / determinant;
    const Real t = (aa * Dot(db, r) - ab * Dot(da, r)) / determinant;
    if (s >= 0 && s <= 1 && t >= 0 && t <= 1) {
      best = std::min(best, Length((a0 + da * s) - (b0 + db * t)));
    }
  }
  return best;
}

// Segment to segment in closed form (Ericson 5.1.9 as printed: a*e - b*b
// in long double, or in double for the polytopes' edges, where it loses
// nothing that matters at the tests' tolerances); the tests hold it to the
// search above.
template <typename T>
T SegmentSegmentClosedForm(const glm::vec<3, T>& p1, const glm::vec<3, T>& q1,
                           const glm::vec<3, T>& p2, const glm::vec<3, T>& q2) {
  using Real = T;
  using LVec3 = glm::vec<3, T>;
  const LVec3 d1 = q1 - p1;
  const LVec3 d2 = q2 - p2;
  const LVec3 r = p1 - p2;
  const Real a = Dot(d1, d1);
  const Real e = Dot(d2, d2);
  const Real f = Dot(d2, r);
  Real s = 0;
  Real t = 0;
  if (a <= 0 && e <= 0) {
    return Length(r);
  }
  if (a <= 0) {
    t = std::clamp(f / e, Real(0), Real(1));
  } else {
    const Real c = Dot(d1, r);
    if (e <= 0) {
      s = std::clamp(-c / a, Real(0), Real(1));
    } else {
      const Real b = Dot(d1, d2);
      const Real denom = a * e - b * b;
      s = denom > 0 ? std::clamp((b * f - c * e) / denom, Real(0), Real(1)) : Real(0);
      t = (b * s + f) / e;
      if (t < 0) {
        t = 0;
        s = std::clamp(-c / a, Real(0), Real(1));
      } else if (t > 1) {
        t = 1;
        s = std::clamp((b - c) / a, Real(0), Real(1));
      }
    }
  }
  return Length((p1 + d1 * s) - (p2 + d2 * t));
}

}  // namespace collide::convex_oracle
