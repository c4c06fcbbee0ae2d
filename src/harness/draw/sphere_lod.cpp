#include "harness/draw/sphere_lod.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>
#include <vector>

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

SphereDetail DetailOf(float pixels, float scale) {
  if (pixels < kRingBelowPixels * scale) {
    return SphereDetail::kRing;
  }
  if (pixels < kCoarseBelowPixels * scale) {
    return SphereDetail::kCoarse;
  }
  if (pixels < kMediumBelowPixels * scale) {
    return SphereDetail::kMedium;
  }
  return SphereDetail::kFine;
}

std::int64_t MeshVertices(std::span<const float> pixels, float scale) {
  std::int64_t vertices = 0;
  for (const float p : pixels) {
    vertices += kDetailVertices[static_cast<size_t>(DetailOf(p, scale))];
  }
  return vertices;
}

float DetailScaleForBudget(std::span<const float> pixels, std::int64_t budget) {
  std::vector<DetailDrop> drops;
  return DetailScaleForBudget(pixels, budget, &drops);
}

float DetailScaleForBudget(std::span<const float> pixels, std::int64_t budget,
                           std::vector<DetailDrop>* scratch) {
  std::int64_t vertices = MeshVertices(pixels, 1.0f);
  if (vertices <= budget) {
    return 1.0f;
  }
  // As the factor grows past pixels / threshold, that sphere drops below the
  // threshold: the vertices fall by the difference between the two levels'
  // meshes. Walking those steps in order finds the first factor that fits.
  constexpr std::array<std::pair<float, SphereDetail>, 3> kSteps = {
      {{kMediumBelowPixels, SphereDetail::kFine},
       {kCoarseBelowPixels, SphereDetail::kMedium},
       {kRingBelowPixels, SphereDetail::kCoarse}}};
  std::vector<DetailDrop>& drops = *scratch;
  drops.clear();
  for (const float p : pixels) {
    if (!std::isfinite(p)) {
      continue;
    }
    for (const auto& [threshold, upper] : kSteps) {
      if (p >= threshold) {
        const auto level = static_cast<size_t>(upper);
        drops.emplace_back(p / threshold, kDetailVertices[level] - kDetailVertices[level - 1]);
      }
    }
  }
  std::sort(drops.begin(), drops.end());
  // A sphere drops only once the factor is strictly past pixels / threshold;
  // this much above it covers the rounding of threshold * factor.
  constexpr float kPast = 1.0f + 1e-5f;
  for (size_t i = 0; i < drops.size(); ++i) {
    vertices -= drops[i].second;
    const bool last_at_this_factor = i + 1 == drops.size() || drops[i + 1].first > drops[i].first;
    if (last_at_this_factor && vertices <= budget) {
      return std::min(drops[i].first * kPast, kMaxDetailScale);
    }
    if (drops[i].first * kPast >= kMaxDetailScale) {
      break;
    }
  }
  return kMaxDetailScale;
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
