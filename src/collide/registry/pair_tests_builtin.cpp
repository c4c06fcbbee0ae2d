// Collision Lab's own pair tests, registered by kinds, query and id. A new
// pair test is one Register call here; no sample changes.
#include <type_traits>
#include <utility>

#include "collide/queries/corner_volume.h"
#include "collide/queries/plane_intersections.h"
#include "collide/queries/point_tests.h"
#include "collide/queries/raycast.h"
#include "collide/queries/sphere_box.h"
#include "collide/registry/box_box.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/registry/pair_tests.h"
#include "collide/sat/sat.h"
#include "collide/shapes/aabb_overlap.h"

namespace collide {
namespace {

template <typename A, typename B, typename Function>
void Register(PairTestRegistry& registry, std::string id, Query query, std::string summary,
              Function fn) {
  AddPairTest<A, B>(registry, std::move(id), query, std::move(summary), std::move(fn));
}

// Register for an algorithm that records its steps: `fn(a, b, tracer)`.
template <typename A, typename B, typename Function>
void RegisterTraced(PairTestRegistry& registry, std::string id, Query query, std::string summary,
                    Function fn) {
  AddTracedPairTest<A, B>(registry, std::move(id), query, std::move(summary), std::move(fn));
}

Plane Sheet(const BookPlane& plane) {
  return ToPlane(plane);
}

template <typename Box>
void RegisterBoxPairs(PairTestRegistry& registry) {
  RegisterTraced<Sphere, Box>(
      registry, std::string(kClosestPointId), Query::kIntersects,
      "The box's point closest to the centre is within the radius.",
      [](const Sphere& s, const Box& b, auto& trace) { return Intersects(s, BoxShape(b), trace); });
  constexpr bool kConvexHexahedron = std::is_same_v<Box, Hexahedron>;
  RegisterTraced<Point, Box>(
      registry, kConvexHexahedron ? "nearest-face" : "clamp", Query::kClosestPoint,
      kConvexHexahedron ? "The nearest point of the solid over its faces, edges and corners; "
                          "a point inside is its own closest point."
                        : "The point clamped to the box (in the box's frame): on the solid, "
                          "so a point inside is its own closest point.",
      [](const Point& p, const Box& b, auto& trace) { return ClosestPoint(b, p.position, trace); });
  RegisterTraced<Ray, Box>(
      registry, kConvexHexahedron ? "cyrus-beck" : "slab", Query::kHit,
      kConvexHexahedron ? "Cyrus-Beck clipping against the six face planes: the first point "
                          "of the surface at t >= 0."
                        : "Slab clipping: the first point of the surface at t >= 0; from "
                          "inside, where the ray leaves.",
      [](const Ray& r, const Box& b, auto& trace) { return Raycast(r, BoxShape(b), trace); });
  RegisterTraced<Box, BookPlane>(
      registry, "corner-sides", Query::kIntersects,
      "Meets the plane unless all eight corners lie strictly on one side.",
      [](const Box& b, const BookPlane& p, auto& trace) {
        return CornersStraddle(BoxShape(b), p, trace);
      });
}

template <typename A, typename B>
void RegisterBoxBox(PairTestRegistry& registry) {
  RegisterTraced<A, B>(registry, std::string(kSatId), Query::kIntersects,
                       "Separating axes: the 15 axes of two boxes; exact.",
                       [](const A& a, const B& b, auto& trace) {
                         return SatIntersects(BoxShape(a), BoxShape(b), trace);
                       });
  RegisterTraced<A, B>(registry, std::string(kCornerVolumeId), Query::kIntersects,
                       "Seed 004's corner volumes: misses overlaps with no corner inside the "
                       "other box (a plus sign).",
                       [](const A& a, const B& b, auto& trace) {
                         return CornerVolumeTest(BoxShape(a), BoxShape(b), trace).intersects;
                       });
}

void RegisterIntersections(PairTestRegistry& registry) {
  RegisterTraced<Sphere, Sphere>(
      registry, std::string(kSquaredDistanceId), Query::kIntersects,
      "Squared distance of the centres against the squared radius sum.",
      [](const Sphere& a, const Sphere& b, auto& trace) { return Intersects(a, b, trace); });
  RegisterTraced<Aabb, Aabb>(
      registry, "min-max", Query::kIntersects,
      "The book's test: the boxes overlap on every axis (min <= max).",
      [](const Aabb& a, const Aabb& b, auto& trace) { return Intersects(a, b, trace); });
  RegisterBoxBox<Aabb, Aabb>(registry);
  RegisterBoxBox<Aabb, OrientedBox>(registry);
  RegisterBoxBox<Aabb, Hexahedron>(registry);
  RegisterBoxBox<OrientedBox, OrientedBox>(registry);
  RegisterBoxBox<OrientedBox, Hexahedron>(registry);
  RegisterBoxBox<Hexahedron, Hexahedron>(registry);
  RegisterTraced<Sphere, BookPlane>(
      registry, "distance", Query::kIntersects,
      "The book's test: the centre's distance from the plane (n normalised, d as given) is "
      "at most the radius. A sheet, not a half-space.",
      [](const Sphere& s, const BookPlane& p, auto& trace) { return Intersects(s, p, trace); });
  RegisterTraced<Aabb, BookPlane>(
      registry, "projected-radius", Query::kIntersects,
      "The book's test: the box's extents projected on n against the "
      "centre's distance from the plane.",
      [](const Aabb& b, const BookPlane& p, auto& trace) { return Intersects(b, p, trace); });
  RegisterTraced<BookPlane, BookPlane>(
      registry, "cross-product", Query::kIntersects,
      "The book's test: not parallel (|n1 x n2|^2 > 0.0001). Coincident planes do not "
      "intersect, and planes under 0.57 degrees apart do not either.",
      [](const BookPlane& a, const BookPlane& b, auto& trace) { return Intersects(a, b, trace); });
}

void RegisterPointTests(PairTestRegistry& registry) {
  RegisterTraced<Point, Sphere>(
      registry, "squared-distance", Query::kContains,
      "|p - c|^2 <= r^2: the surface counts as inside.",
      [](const Point& p, const Sphere& s, auto& trace) { return Contains(s, p.position, trace); });
  RegisterTraced<Point, Aabb>(
      registry, "min-max", Query::kContains, "min <= p <= max, faces included.",
      [](const Point& p, const Aabb& b, auto& trace) { return Contains(b, p.position, trace); });
  RegisterTraced<Point, Segment>(
      registry, "distance", Query::kContains, "Within 0.00001 of the segment, ends included.",
      [](const Point& p, const Segment& s, auto& trace) { return Contains(s, p.position, trace); });
  RegisterTraced<Point, Ray>(
      registry, "angle", Query::kContains,
      "The book's angular test: 1 - cos(angle) < 1e-6, a tolerance that grows "
      "with the distance from the origin.",
      [](const Point& p, const Ray& r, auto& trace) { return Contains(r, p.position, trace); });
  RegisterTraced<Point, BookPlane>(registry, "epsilon", Query::kContains, "|n.p - d| < 0.00001.",
                                   [](const Point& p, const BookPlane& b, auto& trace) {
                                     return Contains(b, p.position, trace);
                                   });
  RegisterTraced<Point, BookPlane>(registry, "sign", Query::kSide,
                                   "The sign of n.p - d: 0 within 0.00001 of the plane.",
                                   [](const Point& p, const BookPlane& b, auto& trace) {
                                     return SideOfPlane(b, p.position, trace);
                                   });
  RegisterTraced<Point, Sphere>(registry, "surface", Query::kClosestPoint,
                                "c + r normalise(p - c): on the surface, also for a point inside.",
                                [](const Point& p, const Sphere& s, auto& trace) {
                                  return ClosestPoint(s, p.position, trace);
                                });
  RegisterTraced<Point, BookPlane>(registry, "projection", Query::kClosestPoint,
                                   "p - n (n.p - d): the foot of the perpendicular.",
                                   [](const Point& p, const BookPlane& b, auto& trace) {
                                     return ClosestPoint(b, p.position, trace);
                                   });
  RegisterTraced<Point, Segment>(registry, "clamped-projection", Query::kClosestPoint,
                                 "The projection on the line, clamped to the ends.",
                                 [](const Point& p, const Segment& s, auto& trace) {
                                   return ClosestPoint(s, p.position, trace);
                                 });
  RegisterTraced<Point, Ray>(
      registry, "clamped-projection", Query::kClosestPoint,
      "The projection on the ray, clamped to its origin.",
      [](const Point& p, const Ray& r, auto& trace) { return ClosestPoint(r, p.position, trace); });
}

void RegisterCasts(PairTestRegistry& registry) {
  RegisterTraced<Ray, Sphere>(
      registry, "geometric", Query::kHit,
      "The book's geometric cast: the first point of the surface at t >= 0; "
      "from inside, where the ray leaves.",
      [](const Ray& r, const Sphere& s, auto& trace) { return Raycast(r, s, trace); });
  RegisterTraced<Ray, BookPlane>(registry, "one-sided", Query::kHit,
                                 "The book's cast: misses when direction.n >= 0, so a ray from "
                                 "behind the plane misses it.",
                                 [](const Ray& r, const BookPlane& p, auto& trace) {
                                   return RaycastOneSided(r, Sheet(p), trace);
                                 });
  RegisterTraced<Ray, BookPlane>(
      registry, "two-sided", Query::kHit, "The plane as a sheet, hit from either side.",
      [](const Ray& r, const BookPlane& p, auto& trace) { return Raycast(r, Sheet(p), trace); });
  RegisterTraced<Segment, Sphere>(
      registry, "geometric", Query::kHit,
      "The ray cast from start to end, kept when t <= length: a segment "
      "wholly inside never crosses the surface and misses.",
      [](const Segment& s, const Sphere& b, auto& trace) { return Linecast(s, b, trace); });
  RegisterTraced<Segment, Aabb>(
      registry, "slab", Query::kHit,
      "The ray cast from start to end, kept when t <= length: a segment "
      "wholly inside misses.",
      [](const Segment& s, const Aabb& b, auto& trace) { return Linecast(s, b, trace); });
  RegisterTraced<Segment, BookPlane>(registry, "one-sided", Query::kHit,
                                     "The book's line test: a segment crossing from behind the "
                                     "plane misses it.",
                                     [](const Segment& s, const BookPlane& p, auto& trace) {
                                       return LinecastOneSided(s, Sheet(p), trace);
                                     });
  RegisterTraced<Segment, BookPlane>(registry, "two-sided", Query::kHit,
                                     "The plane as a sheet, crossed from either side.",
                                     [](const Segment& s, const BookPlane& p, auto& trace) {
                                       return Linecast(s, Sheet(p), trace);
                                     });
}

void RegisterTripleTests(PairTestRegistry& registry) {
  TripleTest test;
  test.id = "cramer";
  test.a = test.b = test.c = ShapeKindOf<BookPlane>::kValue;
  test.summary =
      "The book's 3 Plane Intersection: the 3x3 system solved by Cramer's rule. No point when "
      "n1 . (n2 x n3) is near zero: two planes parallel, or all three through one line.";
  test.run = [](const StaticShape& a, const StaticShape& b, const StaticShape& c) {
    return IntersectionPoint(a.Get<BookPlane>(), b.Get<BookPlane>(), c.Get<BookPlane>());
  };
  test.traced = [](const StaticShape& a, const StaticShape& b, const StaticShape& c, Trace& trace) {
    return IntersectionPoint(a.Get<BookPlane>(), b.Get<BookPlane>(), c.Get<BookPlane>(), trace);
  };
  registry.AddTriple(std::move(test));
}

}  // namespace

void RegisterBuiltinPairTests(PairTestRegistry& registry) {
  RegisterIntersections(registry);
  RegisterBoxPairs<Aabb>(registry);
  RegisterBoxPairs<OrientedBox>(registry);
  RegisterBoxPairs<Hexahedron>(registry);
  RegisterPointTests(registry);
  RegisterCasts(registry);
  RegisterTripleTests(registry);
  RegisterNarrowPhasePairTests(registry);
}

}  // namespace collide
