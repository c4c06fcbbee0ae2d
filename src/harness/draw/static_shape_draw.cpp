#include "harness/draw/static_shape_draw.h"

#include <type_traits>
#include <variant>

namespace harness {

void DrawStaticShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
                     float scene_radius) {
  std::visit(
      [&](const auto& s) {
        using Kind = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<Kind, collide::Point>) {
          draw.Point(s.position, kShapePointSize, color);
        } else if constexpr (std::is_same_v<Kind, collide::Sphere>) {
          draw.WireSphere(s, color);
        } else if constexpr (std::is_same_v<Kind, collide::BookPlane>) {
          const glm::vec3 at = ToFloat(s.normal * s.distance);
          const glm::vec3 normal = ToFloat(s.normal);
          draw.WirePlane(at, normal, scene_radius * 0.75f, color);
          draw.Line(at, at + normal * scene_radius * 0.2f, color);
        } else if constexpr (std::is_same_v<Kind, collide::Ray>) {
          const glm::vec3 origin = ToFloat(s.origin);
          draw.Line(origin, origin + ToFloat(s.direction) * scene_radius * 3.0f, color);
          draw.Point(origin, kShapeEndSize, color);
        } else if constexpr (std::is_same_v<Kind, collide::Segment>) {
          draw.Line(s.start, s.end, color);
          draw.Point(s.start, kShapeEndSize, color);
          draw.Point(s.end, kShapeEndSize, color);
        } else {
          static_assert(std::is_constructible_v<collide::BoxShape, Kind>, "a kind not drawn");
          draw.WireBox(s, color);
        }
      },
      shape);
}

}  // namespace harness
