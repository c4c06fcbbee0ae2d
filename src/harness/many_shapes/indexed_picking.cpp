#include "harness/many_shapes/indexed_picking.h"

#include <charconv>
#include <cstdio>

#include "collide/queries/raycast.h"

namespace harness {

std::optional<std::size_t> IndexOfId(const std::string& id, std::size_t count) {
  std::size_t index = 0;
  const char* end = id.data() + id.size();
  const auto [ptr, error] = std::from_chars(id.data(), end, index);
  if (error != std::errc() || ptr != end || index >= count) {
    return std::nullopt;
  }
  return index;
}

std::optional<int> FirstSphereOnRay(const collide::SphereCrowd& crowd, const collide::Ray& ray) {
  std::optional<int> best;
  double best_t = collide::kInfinity;
  for (int i = 0; i < crowd.size(); ++i) {
    const collide::Vec3 to_center = crowd.position(i) - ray.origin;
    const double radius = crowd.radius(i);
    const double along = glm::dot(to_center, ray.direction);
    // Wide of the ray, or wholly behind its origin, with a margin far above
    // Raycast's tolerance so that Raycast alone decides the close calls.
    const double margin = 1.001 * radius;
    if (along < -margin || glm::dot(to_center, to_center) - along * along > margin * margin) {
      continue;
    }
    // Only a sphere nearer than the best can win: its surface is no nearer
    // than along - radius.
    if (along - margin > best_t) {
      continue;
    }
    const auto hit = collide::Raycast(ray, collide::Sphere{crowd.position(i), radius});
    if (hit && hit->t < best_t) {
      best_t = hit->t;
      best = i;
    }
  }
  return best;
}

PickProxy CrowdProxy(const collide::SphereCrowd& crowd, int index) {
  char label[64];
  std::snprintf(label, sizeof label, "sphere %d (r %.3f)", index, crowd.radius(index));
  PickProxy proxy{std::to_string(index), label,
                  collide::Sphere{crowd.position(index), crowd.radius(index)},
                  crowd.position(index)};
  proxy.movable = false;
  return proxy;
}

std::optional<int> CrowdIndex(const collide::SphereCrowd& crowd, const std::string& id) {
  const auto index = IndexOfId(id, static_cast<std::size_t>(crowd.size()));
  return index ? std::optional<int>(static_cast<int>(*index)) : std::nullopt;
}

}  // namespace harness
