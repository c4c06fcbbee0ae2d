#pragma once

// The cores of the convex shapes (convex_shape.h's CoreOf) as small support
// functors, one type per kind of core, so that GJK and the casts are
// templates on them and their inner loops call the support inline instead
// of through std::visit: a box's support is three dot products and a sign
// each. The constructors are always inlined: GCC's unit growth limit, reached
// once the traced GJK is instantiated beside the untraced one, would
// otherwise call them (measured: 1% more instructions for a box pair). VisitCore hands a shape's
// core to a callable as its functor.

#include <cmath>
#include <cstddef>
#include <variant>

#include "collide/convex/convex_shape.h"
#include "collide/convex/farthest_point.h"
#include "collide/shapes/vec.h"

namespace collide {

struct PointCore {
  Vec3 point{0.0};
  Vec3 operator()(const Vec3&) const { return point; }
  Vec3 Inside() const { return point; }
};

struct SegmentCore {
  Vec3 start{0.0};
  Vec3 end{0.0};
  Vec3 operator()(const Vec3& d) const { return glm::dot(end - start, d) > 0.0 ? end : start; }
  Vec3 Inside() const { return 0.5 * (start + end); }
};

// An oriented box by its centre and its axes scaled by the half extents.
struct BoxCore {
  Vec3 center{0.0};
  Vec3 axis_x{0.0};
  Vec3 axis_y{0.0};
  Vec3 axis_z{0.0};
  [[gnu::always_inline]] explicit BoxCore(const OrientedBox& box)
      : center(box.center),
        axis_x(box.rotation[0] * box.half_extents.x),
        axis_y(box.rotation[1] * box.half_extents.y),
        axis_z(box.rotation[2] * box.half_extents.z) {}
  // Signs by copysign rather than branches, which random directions mispredict.
  Vec3 operator()(const Vec3& d) const {
    return center + axis_x * std::copysign(1.0, glm::dot(d, axis_x)) +
           axis_y * std::copysign(1.0, glm::dot(d, axis_y)) +
           axis_z * std::copysign(1.0, glm::dot(d, axis_z));
  }
  Vec3 Inside() const { return center; }
};

struct AabbCore {
  Aabb box;
  Vec3 operator()(const Vec3& d) const {
    return Vec3(d.x >= 0.0 ? box.max.x : box.min.x, d.y >= 0.0 ? box.max.y : box.min.y,
                d.z >= 0.0 ? box.max.z : box.min.z);
  }
  Vec3 Inside() const { return 0.5 * (box.min + box.max); }
};

// A triangle's corners.
struct PointsCore {
  const Vec3* points = nullptr;
  std::size_t count = 0;
  Vec3 operator()(const Vec3& d) const {
    std::size_t best = 0;
    double best_along = glm::dot(points[0], d);
    for (std::size_t i = 1; i < count; ++i) {
      const double along = glm::dot(points[i], d);
      if (along > best_along) {
        best_along = along;
        best = i;
      }
    }
    return points[best];
  }
  Vec3 Inside() const { return points[0]; }
};

// A hull's vertices scanned (farthest_point.h, four at a time), from
// vertex 0: a hull given by its vertices alone.
struct HullScanCore {
  const Vec3* points = nullptr;
  std::size_t count = 0;
  Vec3 operator()(const Vec3& d) const { return points[FarthestAlong(points, count, d)]; }
  Vec3 Inside() const { return points[0]; }
};

// A hull with its support aids scanned in its blocks of four (convex_hull.h's
// support_lanes), from its centre. The blocks are fetched ahead as the query
// starts: a narrow phase meets a hull cold, and the scans would otherwise
// wait on its lines one after another.
struct HullLanesCore {
  const double* lanes = nullptr;
  std::size_t count = 0;
  Vec3 center{0.0};
  [[gnu::always_inline]] explicit HullLanesCore(const ConvexHull& hull)
      : lanes(hull.support_lanes.data()), count(hull.vertices.size()), center(hull.center) {
    const char* bytes = reinterpret_cast<const char*>(lanes);
    for (std::size_t offset = 0; offset < hull.support_lanes.size() * sizeof(double);
         offset += 64) {
      __builtin_prefetch(bytes + offset);
    }
  }
  // The point read back from the blocks the scan has just brought in,
  // rather than from the vertices, whose lines would be one more wait.
  Vec3 operator()(const Vec3& d) const { return PointAt(FarthestInLanes(lanes, count, d)); }
  Vec3 PointAt(std::size_t i) const {
    const double* block = lanes + 12 * (i / 4) + i % 4;
    return Vec3(block[0], block[4], block[8]);
  }
  Vec3 Inside() const { return center; }
};

// A large hull with its support aids (convex_hull.h): the support by hill
// climbing, from the vertex the last call answered to the neighbour
// farthest along the direction, until none is farther. On a convex
// polytope a vertex no neighbour beats is a farthest one, and GJK's
// directions turn little from one call to the next, so a climb is a few
// steps instead of a scan of every vertex. The start is kept for one query
// only: VisitCore makes a new functor for each, which starts at vertex 0.
struct HullCore {
  const Vec3* points = nullptr;
  const int* neighbour_start = nullptr;
  const int* neighbours = nullptr;
  Vec3 center{0.0};
  mutable int at = 0;
  [[gnu::always_inline]] explicit HullCore(const ConvexHull& hull)
      : points(hull.vertices.data()),
        neighbour_start(hull.neighbour_start.data()),
        neighbours(hull.neighbours.data()),
        center(hull.center) {}
  Vec3 operator()(const Vec3& d) const {
    int vertex = at;
    double best = glm::dot(points[vertex], d);
    for (;;) {
      // The best neighbour by selects, not branches: which one wins is a
      // coin toss that a branch would mispredict.
      int climbed = vertex;
      double top = best;
      for (int k = neighbour_start[vertex]; k < neighbour_start[vertex + 1]; ++k) {
        const int next = neighbours[k];
        const double along = glm::dot(points[next], d);
        const bool higher = along > top;
        top = higher ? along : top;
        climbed = higher ? next : climbed;
      }
      if (climbed == vertex) {
        break;
      }
      vertex = climbed;
      best = top;
    }
    at = vertex;
    return points[vertex];
  }
  Vec3 Inside() const { return center; }
};

// GJK's two support points for the direction v: A's farthest along -v, B's
// along v.
template <typename SupportA, typename SupportB>
[[gnu::always_inline]] inline void SupportsAlong(const SupportA& a, const SupportB& b,
                                                 const Vec3& v, Vec3* from_a, Vec3* from_b) {
  *from_a = a(-v);
  *from_b = b(v);
}

// Two hulls scanned in their blocks: both scans at once (farthest_point.h's
// FarthestInLanesPair; the same points as one scan after the other).
[[gnu::always_inline]] inline void SupportsAlong(const HullLanesCore& a, const HullLanesCore& b,
                                                 const Vec3& v, Vec3* from_a, Vec3* from_b) {
  const LaneWinners winners = FarthestInLanesPair(a.lanes, a.count, -v, b.lanes, b.count, v);
  *from_a = a.PointAt(winners.first);
  *from_b = b.PointAt(winners.second);
}

// From this many vertices a hull with its aids is climbed rather than
// scanned: below it a scan of contiguous memory wins, in cache or not
// (bench/peers' 64-vertex hulls: 1.3 times the time climbed), above it the
// scan's time grows with the vertices and the climb's hardly does (a
// 1,000-vertex hull: a fifth of the time or less).
inline constexpr std::size_t kClimbFromVertices = 256;

// Calls `f` with the support functor of `shape`'s core (a sphere's centre,
// a capsule's segment, the rest as they are) and returns what it returns.
template <typename F>
decltype(auto) VisitCore(const ConvexShape& shape, F&& f) {
  switch (shape.index()) {
    case 0:
      return f(PointCore{std::get<ConvexPoint>(shape).position});
    case 1: {
      const Segment& s = std::get<Segment>(shape);
      return f(SegmentCore{s.start, s.end});
    }
    case 2:
      return f(PointCore{std::get<Sphere>(shape).center});
    case 3: {
      const Capsule& c = std::get<Capsule>(shape);
      return f(SegmentCore{c.start, c.end});
    }
    case 4:
      return f(BoxCore(std::get<OrientedBox>(shape)));
    case 5:
      return f(AabbCore{std::get<Aabb>(shape)});
    case 6: {
      const Triangle& t = std::get<Triangle>(shape);
      return f(PointsCore{t.corners.data(), t.corners.size()});
    }
    default: {
      const ConvexHull* h = std::get<const ConvexHull*>(shape);
      if (!HasSupportAids(*h)) {
        return f(HullScanCore{h->vertices.data(), h->vertices.size()});
      }
      if (h->vertices.size() >= kClimbFromVertices) {
        return f(HullCore(*h));
      }
      return f(HullLanesCore(*h));
    }
  }
}

}  // namespace collide
