// Distance() of contacts.h: the closed forms of closest_features.h when both
// shapes are points, segments, spheres or capsules, GJK on the cores for the
// rest.

#include <variant>

#include "collide/convex/closest_features.h"
#include "collide/convex/contacts.h"
#include "collide/convex/gjk.h"

namespace collide {
namespace {

// The core of a point, segment, sphere or capsule as a segment (a point is
// one of zero length), or nothing for the other kinds.
bool RoundCore(const ConvexShape& shape, Segment* core) {
  switch (shape.index()) {
    case 0: {
      const Vec3& p = std::get<ConvexPoint>(shape).position;
      *core = Segment{p, p};
      return true;
    }
    case 1:
      *core = std::get<Segment>(shape);
      return true;
    case 2: {
      const Vec3& c = std::get<Sphere>(shape).center;
      *core = Segment{c, c};
      return true;
    }
    case 3: {
      const Capsule& c = std::get<Capsule>(shape);
      *core = Segment{c.start, c.end};
      return true;
    }
    default:
      return false;
  }
}

}  // namespace

ClosestPoints Distance(const ConvexShape& a, const ConvexShape& b) {
  Segment core_a;
  Segment core_b;
  const ClosestPoints cores = RoundCore(a, &core_a) && RoundCore(b, &core_b)
                                  ? ClosestSegmentToSegment(core_a, core_b)
                                  : CoreDistance(a, b);
  return Rounded(cores, RadiusOf(a), RadiusOf(b));
}

}  // namespace collide
