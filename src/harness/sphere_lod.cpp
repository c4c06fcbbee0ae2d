#include "harness/sphere_lod.h"

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

}  // namespace harness
