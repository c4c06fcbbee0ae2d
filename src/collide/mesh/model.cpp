#include "collide/mesh/model.h"

#include <algorithm>
#include <cmath>

namespace collide {

Vec3 ToWorld(const Model& model, const Vec3& local) {
  return model.position + model.rotation * (model.scale * local);
}

Vec3 ToLocal(const Model& model, const Vec3& world) {
  return glm::transpose(model.rotation) * (world - model.position) / model.scale;
}

Triangle WorldTriangle(const Model& model, int index) {
  const Triangle local = model.mesh->TriangleAt(index);
  return Triangle{{ToWorld(model, local[0]), ToWorld(model, local[1]), ToWorld(model, local[2])}};
}

Aabb WorldBounds(const Model& model) {
  const Aabb& local = model.mesh->bounds();
  Aabb world{Vec3(kInfinity), Vec3(-kInfinity)};
  for (int corner = 0; corner < 8; ++corner) {
    const Vec3 point((corner & 1) != 0 ? local.max.x : local.min.x,
                     (corner & 2) != 0 ? local.max.y : local.min.y,
                     (corner & 4) != 0 ? local.max.z : local.min.z);
    world.min = glm::min(world.min, ToWorld(model, point));
    world.max = glm::max(world.max, ToWorld(model, point));
  }
  return world;
}

Sphere BoundingSphere(const Model& model) {
  const Aabb& local = model.mesh->bounds();
  return Sphere{ToWorld(model, (local.min + local.max) * 0.5),
                model.scale * glm::length(local.max - local.min) * 0.5};
}

std::optional<ModelHit> Raycast(const Model& model, const Ray& ray, BvhTrace* trace) {
  // In the mesh's frame the direction stays unit (a rotation) and every
  // length is divided by the scale.
  const Ray local{ToLocal(model, ray.origin), glm::transpose(model.rotation) * ray.direction};
  const std::optional<MeshHit> hit = model.mesh->bvh().Raycast(local, kInfinity, trace);
  if (!hit) {
    return std::nullopt;
  }
  const double t = hit->t * model.scale;
  return ModelHit{t, ray.origin + t * ray.direction, hit->triangle};
}

std::optional<ModelHit> Linecast(const Model& model, const Segment& segment) {
  const double length = glm::length(segment.end - segment.start);
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray || length == 0.0) {
    return std::nullopt;
  }
  const Ray local{ToLocal(model, ray->origin), glm::transpose(model.rotation) * ray->direction};
  const std::optional<MeshHit> hit = model.mesh->bvh().Raycast(local, length / model.scale);
  if (!hit) {
    return std::nullopt;
  }
  const double t = std::min(hit->t * model.scale, length);
  return ModelHit{t, ray->origin + t * ray->direction, hit->triangle};
}

}  // namespace collide
