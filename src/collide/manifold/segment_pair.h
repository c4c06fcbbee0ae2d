#pragma once

// The closest points of two segments (Ericson's ClosestPtSegmentSegment), a
// zero-length segment being a point: what SAT falls back on for shapes with
// no volume and no area (points, segments), and the single contact of two
// edges that cross.

#include "collide/shapes/vec.h"

namespace collide {

struct SegmentPairPoints {
  Vec3 on_first{0.0};
  Vec3 on_second{0.0};
};

SegmentPairPoints ClosestPointsOfSegments(const Vec3& p0, const Vec3& p1, const Vec3& q0,
                                          const Vec3& q1);

}  // namespace collide
