#include "collide/mesh/model.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "collide/trace/trace.h"

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

namespace {

// The ray in the mesh's frame: the direction stays unit (a rotation) and
// every length is divided by the scale.
Ray LocalRay(const Model& model, const Ray& ray) {
  return Ray{ToLocal(model, ray.origin), glm::transpose(model.rotation) * ray.direction};
}

template <typename Tracer>
void TraceFrame(Tracer& trace, const Model& model, const Ray& local, double max_t) {
  if constexpr (Tracer::kOn) {
    std::string text = "in the mesh's frame (lengths divided by the scale ";
    text.append(TraceNumber(model.scale)).append("): the ray from ");
    text.append(TraceVector(local.origin)).append(" along ").append(TraceVector(local.direction));
    text.append(", t up to ").append(TraceNumber(max_t));
    trace.Step("frame", std::move(text), "placed");
  }
}

}  // namespace

std::optional<ModelHit> Raycast(const Model& model, const Ray& ray, BvhTrace* trace) {
  const std::optional<MeshHit> hit =
      model.mesh->bvh().Raycast(LocalRay(model, ray), kInfinity, trace);
  if (!hit) {
    return std::nullopt;
  }
  const double t = hit->t * model.scale;
  return ModelHit{t, ray.origin + t * ray.direction, hit->triangle};
}

template <typename Tracer>
std::optional<ModelHit> Raycast(const Model& model, const Ray& ray, Tracer& trace) {
  const Ray local = LocalRay(model, ray);
  TraceFrame(trace, model, local, kInfinity);
  const std::optional<MeshHit> hit =
      model.mesh->bvh().Raycast(local, kInfinity, trace, PlacementOf(model));
  if (!hit) {
    return std::nullopt;
  }
  const double t = hit->t * model.scale;
  return ModelHit{t, ray.origin + t * ray.direction, hit->triangle};
}

std::optional<ModelHit> Linecast(const Model& model, const Segment& segment) {
  NoTrace& untraced = Untraced();
  return Linecast(model, segment, untraced);
}

template <typename Tracer>
std::optional<ModelHit> Linecast(const Model& model, const Segment& segment, Tracer& trace) {
  const double length = glm::length(segment.end - segment.start);
  const std::optional<Ray> ray = MakeRay(segment.start, segment.end - segment.start);
  if (!ray || length == 0.0) {
    if constexpr (Tracer::kOn) {
      trace.Decide("frame", "the segment has no length: no triangle hit", "miss");
    }
    return std::nullopt;
  }
  const Ray local = LocalRay(model, *ray);
  TraceFrame(trace, model, local, length / model.scale);
  const std::optional<MeshHit> hit =
      model.mesh->bvh().Raycast(local, length / model.scale, trace, PlacementOf(model));
  if (!hit) {
    return std::nullopt;
  }
  const double t = std::min(hit->t * model.scale, length);
  return ModelHit{t, ray->origin + t * ray->direction, hit->triangle};
}

template std::optional<ModelHit> Raycast<NoTrace>(const Model&, const Ray&, NoTrace&);
template std::optional<ModelHit> Raycast<Trace>(const Model&, const Ray&, Trace&);
template std::optional<ModelHit> Linecast<NoTrace>(const Model&, const Segment&, NoTrace&);
template std::optional<ModelHit> Linecast<Trace>(const Model&, const Segment&, Trace&);

}  // namespace collide
