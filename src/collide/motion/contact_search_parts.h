#pragma once

// The pieces both of the contact search's ways are built from
// (contact_search_full.cpp's full search, contact_search_incremental.cpp's
// re-search of what a contact changed): the order of contacts, swept boxes,
// a pair's contact time and a ball's earliest wall or cylinder. The small
// ones are inline so that the searches' inner loops keep them inlined.
// Private to src/collide.

#include <algorithm>
#include <cmath>
#include <optional>

#include "collide/motion/contact_search.h"

namespace collide::detail {

inline double MaxAbs(const Vec3& v) {
  return std::max({std::abs(v.x), std::abs(v.y), std::abs(v.z)});
}

// The order in which contacts are handled: by time; at equal times (a chain
// of contacts at one instant) by the lower ball index, then walls before
// cylinders before balls, then the other index. A total order, so both
// searches pick the same contact from the same state.
inline int KindRank(ContactKind kind) {
  switch (kind) {
    case ContactKind::kBallPlane:
      return 0;
    case ContactKind::kBallCylinder:
      return 1;
    case ContactKind::kBallBall:
      return 2;
  }
  return 3;
}

inline bool Earlier(const Event& a, const Event& b) {
  if (!a.found() || !b.found()) {
    return a.found();
  }
  if (a.time != b.time) {
    return a.time < b.time;
  }
  if (a.ball != b.ball) {
    return a.ball < b.ball;
  }
  if (a.kind != b.kind) {
    return KindRank(a.kind) < KindRank(b.kind);
  }
  return a.other < b.other;
}

// The box around a ball's path over the next `rest`. The padding keeps an
// exactly touching pair from being lost to rounding.
inline Aabb SweptBox(const MovingSphere& b, double rest) {
  const Vec3 end = b.center + b.velocity * rest;
  const double pad = b.radius + 1e-9 * (1.0 + b.radius + MaxAbs(b.center) + MaxAbs(end));
  return {glm::min(b.center, end) - pad, glm::max(b.center, end) + pad};
}

inline std::optional<double> ExactPairTime(const MovingSphere& a, const MovingSphere& b,
                                           double rest, Counters& counters) {
  ++counters.pair_tests;
  return FirstContactTime(a, b, rest, StartContact::kCountsIfApproaching);
}

// The seed's sliced search of a pair (counted as a second test).
inline std::optional<double> SlicedPairTime(const MovingSphere& a, const MovingSphere& b,
                                            double rest, const BallSimulationSettings& settings,
                                            Counters& counters) {
  ++counters.pair_tests;
  return FirstContactTimeSliced(a, b, rest, settings.slices, StartContact::kCountsIfApproaching);
}

// A pair's contact within [0, rest] by the settings' method. The sliced
// search is run only on pairs whose exact contact lies within the rest: it
// finds none where there is none (up to rounding at the ends of the rest),
// and pairs that never meet (moving apart, or passing close by) are what it
// spends most of its slices on.
inline std::optional<double> PairTime(const MovingSphere& a, const MovingSphere& b, double rest,
                                      const BallSimulationSettings& settings, Counters& counters) {
  const auto exact = ExactPairTime(a, b, rest, counters);
  if (!exact || settings.method == BallBallMethod::kAnalytic) {
    return exact;
  }
  return SlicedPairTime(a, b, rest, settings, counters);
}

// Ball i's earliest contact with a plane or cylinder within [0, rest]; `box`
// holds its path over that time, grown by its radius (a swept box). Planes
// and cylinders clear of the box cannot be touched and are not tested.
// s.plane_normals and s.cylinder_axes must be the world's (PreparePrimitives).
Event EarliestPrimitiveEvent(const BallWorld& world, const Scratch& scratch, const MovingSphere& s,
                             const Aabb& box, int i, double rest, Counters& counters);

}  // namespace collide::detail
