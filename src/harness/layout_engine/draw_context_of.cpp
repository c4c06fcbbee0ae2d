#include "harness/layout_engine/draw_context_of.h"

#include <algorithm>
#include <cmath>

#include "harness/draw/plane_patch.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness {

DrawContext DrawContextOf(const std::vector<NamedShape>& shapes,
                          std::span<const collide::Vec3> also) {
  std::vector<collide::BookPlane> planes;
  std::optional<collide::Aabb> region;
  const auto include = [&](const collide::Vec3& p) {
    if (!collide::IsFinite(p)) {
      return;
    }
    region = region ? collide::Aabb{glm::min(region->min, p), glm::max(region->max, p)}
                    : collide::Aabb{p, p};
  };
  for (const NamedShape& shape : shapes) {
    if (const auto* plane = shape.shape.As<collide::BookPlane>()) {
      planes.push_back(*plane);
      continue;
    }
    for (const collide::Vec3& point : FramePoints(shape.shape)) {
      include(point);
    }
  }
  if (region) {
    for (const collide::Vec3& point : also) {
      include(point);
    }
  }
  DrawContext context;
  context.region = region ? region : PlanesMeetingRegion(planes);
  double radius = 1.0;
  for (const NamedShape& shape : shapes) {
    for (const collide::Vec3& point : FramePoints(shape.shape, context)) {
      const double extent = glm::length(point);
      if (std::isfinite(extent)) {
        radius = std::max(radius, extent);
      }
    }
  }
  context.scene_radius = static_cast<float>(radius);
  return context;
}

}  // namespace harness
