#include "harness/sphere_lod.h"

#include <cmath>
#include <limits>

namespace harness {

float ProjectedRadiusPixels(const glm::mat4& view_projection, const glm::vec3& center, float radius,
                            float viewport_height) {
  const float w = (view_projection * glm::vec4(center, 1.0f)).w;
  if (!(w > 0.0f)) {
    return std::numeric_limits<float>::infinity();
  }
  const float y_scale =
      glm::length(glm::vec3(view_projection[0][1], view_projection[1][1], view_projection[2][1]));
  return radius * y_scale / w * viewport_height * 0.5f;
}

ViewFrustum::ViewFrustum(const glm::mat4& view_projection) {
  // glm is column-major: row i is (m[0][i], m[1][i], m[2][i], m[3][i]).
  const auto row = [&view_projection](int i) {
    return glm::vec4(view_projection[0][i], view_projection[1][i], view_projection[2][i],
                     view_projection[3][i]);
  };
  const glm::vec4 w = row(3);
  for (int axis = 0; axis < 3; ++axis) {
    planes_[static_cast<size_t>(2 * axis)] = w + row(axis);
    planes_[static_cast<size_t>(2 * axis + 1)] = w - row(axis);
  }
  for (glm::vec4& plane : planes_) {
    const float length = glm::length(glm::vec3(plane));
    // A degenerate plane (a broken matrix) excludes nothing.
    plane = length > 0.0f && std::isfinite(length) ? plane / length : glm::vec4(0.0f);
  }
}

bool ViewFrustum::Excludes(const glm::vec3& center, float radius) const {
  for (const glm::vec4& plane : planes_) {
    if (glm::dot(glm::vec3(plane), center) + plane.w < -radius) {
      return true;
    }
  }
  return false;
}

}  // namespace harness
