#include "collide/shapes/convex_hull.h"

#include <cmath>

namespace collide {

ConvexHull InWorld(const PlacedHull& placed) {
  ConvexHull world = *placed.hull;
  for (Vec3& v : world.vertices) {
    v = placed.position + placed.rotation * (v * placed.scale);
  }
  // Normals take the inverse transpose of rotation * diag(scale): the
  // rotation itself times diag(1 / scale).
  const Vec3 inverse_scale = 1.0 / placed.scale;
  for (HullFace& face : world.faces) {
    face.normal = glm::normalize(placed.rotation * (face.normal * inverse_scale));
    face.offset =
        glm::dot(face.normal, world.vertices[static_cast<std::size_t>(face.corners.front())]);
  }
  return world;
}

std::optional<std::string> Validate(const PlacedHull& placed) {
  if (placed.hull == nullptr || placed.hull->vertices.empty()) {
    return "hull has no points";
  }
  if (!IsFinite(placed.position)) {
    return "hull position has a non-finite coordinate";
  }
  for (int c = 0; c < 3; ++c) {
    if (!IsFinite(placed.rotation[c])) {
      return "hull rotation has a non-finite number";
    }
  }
  if (!IsFinite(placed.scale)) {
    return "hull scale has a non-finite number";
  }
  if (!(placed.scale.x > 0.0 && placed.scale.y > 0.0 && placed.scale.z > 0.0)) {
    return "hull scale is not above 0 on every axis";
  }
  return std::nullopt;
}

}  // namespace collide
