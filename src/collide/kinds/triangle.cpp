// The triangle's collide side (the tutorial's chapter 4; the type and its
// queries are collide/shapes/triangle.h): its row, its cl_triangle in the
// plugin ABI, its tests against points, spheres, AABBs, planes, rays,
// segments and triangles, and its hunt generator. Any three finite corners
// make one: a zero-area triangle is the segment or point it covers, and the
// robust tests answer it as such. The narrow phase (distance, penetration,
// contacts) against the convex kinds before it and itself.
#include <optional>
#include <string>
#include <vector>

#include "collide/kinds/kind_registration.h"
#include "collide/registry/convex_pair_tests.h"
#include "collide/shapes/triangle.h"

namespace collide {
namespace {

Vec3 Centroid(const Triangle& t) {
  return (t[0] + t[1] + t[2]) / 3.0;
}

ShapeKindInfo TriangleRow() {
  ShapeKindInfo row = MakeShapeKindInfo<Triangle>(
      "triangle", Centroid,
      [](const Triangle& t) -> std::optional<Aabb> {
        return Aabb{glm::min(t[0], glm::min(t[1], t[2])), glm::max(t[0], glm::max(t[1], t[2]))};
      },
      [](const Triangle& t) -> std::optional<std::string> {
        for (const Vec3& corner : t.corners) {
          if (!IsFinite(corner)) {
            return "a corner is not finite";
          }
        }
        return std::nullopt;
      });
  row.plugin_type = MakePluginType<Triangle>("triangle", {{"corners", 9}},
                                             [](const Triangle& t, std::vector<double>& d) {
                                               for (const Vec3& corner : t.corners) {
                                                 d.insert(d.end(), {corner.x, corner.y, corner.z});
                                               }
                                             });
  return row;
}

// A cast's hit as the registry answers it: the normal is the triangle's,
// turned to face where the cast came from.
std::optional<RayHit> AsRayHit(const std::optional<TriangleHit>& hit, const Triangle& t,
                               const Vec3& direction) {
  if (!hit) {
    return std::nullopt;
  }
  Vec3 normal = glm::normalize(AreaNormal(t));
  if (glm::dot(normal, direction) > 0.0) {
    normal = -normal;
  }
  return RayHit{hit->t, hit->point, normal};
}

void AddTriangleTests(PairTestRegistry& registry) {
  AddTracedPairTest<Point, Triangle>(
      registry, "distance", Query::kContains,
      "Within the book's 0.00001 of the triangle's nearest point: edges and corners count.",
      [](const Point& p, const Triangle& t, auto& trace) {
        return Contains(t, p.position, trace);
      });
  AddTracedPairTest<Point, Triangle>(
      registry, "voronoi", Query::kClosestPoint,
      "Ericson's Voronoi regions: the face, an edge or a corner, by dot products alone.",
      [](const Point& p, const Triangle& t, auto& trace) {
        return ClosestPoint(t, p.position, trace);
      });
  AddTracedPairTest<Sphere, Triangle>(
      registry, "closest-point", Query::kIntersects,
      "The triangle's point nearest the centre lies within the radius.",
      [](const Sphere& s, const Triangle& t, auto& trace) { return Intersects(s, t, trace); });
  AddTracedPairTest<Aabb, Triangle>(
      registry, "sat-13", Query::kIntersects,
      "Separating axes: the box's 3 faces, the triangle's normal, 9 edge crosses.",
      [](const Aabb& b, const Triangle& t, auto& trace) { return Intersects(b, t, trace); });
  AddTracedPairTest<BookPlane, Triangle>(
      registry, "corner-sides", Query::kIntersects,
      "Corners on both sides of the plane, or one on it (within 0.00001).",
      [](const BookPlane& p, const Triangle& t, auto& trace) { return Intersects(p, t, trace); });
  AddTracedPairTest<Triangle, Triangle>(
      registry, "robust-sat", Query::kIntersects,
      "SAT with the in-plane edge axes of coplanar triangles; a zero-area triangle by "
      "distances. Right on coplanar and degenerate pairs.",
      [](const Triangle& a, const Triangle& b, auto& trace) {
        return IntersectsRobustSat(a, b, trace);
      });
  AddTracedPairTest<Triangle, Triangle>(
      registry, "plain-sat", Query::kIntersects,
      "The generic SAT's 11 axes. Fails on coplanar triangles apart: every axis it tries is "
      "their common normal or zero, so it reports them touching.",
      [](const Triangle& a, const Triangle& b, auto& trace) {
        return IntersectsPlainSat(a, b, trace);
      });
  AddTracedPairTest<Ray, Triangle>(
      registry, "moller-trumbore", Query::kHit,
      "Two-sided Moller-Trumbore: hit from either face; a ray in the triangle's plane misses.",
      [](const Ray& r, const Triangle& t, auto& trace) {
        return AsRayHit(Raycast(r, t, trace), t, r.direction);
      });
  AddTracedPairTest<Segment, Triangle>(
      registry, "moller-trumbore", Query::kHit,
      "The ray cast from start towards end, accepted up to the segment's length.",
      [](const Segment& s, const Triangle& t, auto& trace) {
        return AsRayHit(Linecast(s, t, trace), t, s.end - s.start);
      });
  AddConvexPairTests<Point, Triangle>(registry);
  AddConvexPairTests<Sphere, Triangle>(registry);
  AddConvexPairTests<Aabb, Triangle>(registry);
  AddConvexPairTests<OrientedBox, Triangle>(registry);
  AddConvexPairTests<Segment, Triangle>(registry);
  AddConvexPairTests<Triangle, Triangle>(registry);
}

const KindRegistration kTriangleRegistration(CollideKind{TriangleRow(), AddTriangleTests,
                                                         TriangleGenerator()});

}  // namespace
}  // namespace collide
