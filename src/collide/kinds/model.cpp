// The model's collide side (kind 10, collide/mesh/model.h): a triangle mesh
// placed by scale, rotation and translation. Its row (a surface: its
// triangles, not what they enclose), and its tests through the mesh's BVH
// against rays, segments, spheres, AABBs, planes, triangles, models and
// frustums. The plugin ABI has no struct for a model, and the hunt no
// generator.
#include <optional>
#include <string>

#include "collide/kinds/kind_registration.h"
#include "collide/mesh/model.h"

namespace collide {
namespace {

ShapeKindInfo ModelRow() {
  ShapeKindInfo row = MakeShapeKindInfo<Model>(
      "model", [](const Model& m) { return m.position; },
      [](const Model& m) { return std::optional<Aabb>(WorldBounds(m)); },
      [](const Model& m) -> std::optional<std::string> {
        if (m.mesh == nullptr) {
          return "a model needs a mesh";
        }
        if (!IsFinite(m.position) || !(m.scale >= kMinModelScale)) {
          return "a model needs a finite position and a scale of at least 1e-06";
        }
        return std::nullopt;
      });
  row.solid = false;
  return row;
}

RayHit AsRayHit(const Model& model, const ModelHit& hit, const Vec3& direction) {
  const Triangle t = WorldTriangle(model, hit.triangle);
  Vec3 normal = glm::normalize(glm::cross(t[1] - t[0], t[2] - t[0]));
  if (glm::dot(normal, direction) > 0.0) {
    normal = -normal;  // two-sided: the face the ray meets
  }
  return RayHit{hit.t, hit.point, normal};
}

void AddCasts(PairTestRegistry& registry) {
  AddTracedPairTest<Ray, Model>(
      registry, "bvh", Query::kHit, "the nearest hit on any triangle, through the mesh's BVH",
      [](const Ray& ray, const Model& model, auto& trace) -> std::optional<RayHit> {
        const auto hit = Raycast(model, ray, trace);
        return hit ? std::optional(AsRayHit(model, *hit, ray.direction)) : std::nullopt;
      });
  AddTracedPairTest<Segment, Model>(
      registry, "bvh", Query::kHit,
      "the hit nearest the segment's start on any triangle, through the mesh's BVH",
      [](const Segment& segment, const Model& model, auto& trace) -> std::optional<RayHit> {
        const auto hit = Linecast(model, segment, trace);
        return hit ? std::optional(AsRayHit(model, *hit, segment.end - segment.start))
                   : std::nullopt;
      });
}

void AddModelTests(PairTestRegistry& registry) {
  AddCasts(registry);
  const char* const surface_summary =
      "touching the surface: some triangle meets it, found through the mesh's BVH";
  AddTracedPairTest<Sphere, Model>(
      registry, "bvh", Query::kIntersects, surface_summary,
      [](const Sphere& s, const Model& m, auto& trace) { return Intersects(m, s, trace); });
  AddTracedPairTest<Aabb, Model>(
      registry, "bvh", Query::kIntersects, surface_summary,
      [](const Aabb& box, const Model& m, auto& trace) { return Intersects(m, box, trace); });
  AddTracedPairTest<BookPlane, Model>(registry, "bvh", Query::kIntersects, surface_summary,
                                      [](const BookPlane& plane, const Model& m, auto& trace) {
                                        return Intersects(m, plane, trace);
                                      });
  AddTracedPairTest<Triangle, Model>(
      registry, "bvh", Query::kIntersects, surface_summary,
      [](const Triangle& t, const Model& m, auto& trace) { return Intersects(m, t, trace); });
  AddTracedPairTest<Model, Model>(
      registry, "bvh", Query::kIntersects,
      "touching surfaces: some pair of triangles meets (robust SAT), the pairs found by "
      "descending both BVHs together",
      [](const Model& a, const Model& b, auto& trace) { return Intersects(a, b, trace); });
}

const KindRegistration kModelRegistration(CollideKind{ModelRow(), AddModelTests, std::nullopt});

}  // namespace
}  // namespace collide
