// The static-shapes sample under the mouse (Pickable::PickProxies and the
// moves, resizes and turns a drag, Ctrl + wheel or Ctrl + drag applies). Every kind is a proxy:
// spheres and boxes as themselves, planes as the square drawn for them,
// points, ray origins and segment midpoints as small handles.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <initializer_list>
#include <optional>
#include <string>
#include <type_traits>

#include "collide/shapes/aabb_extents.h"
#include "harness/shell/value_guard.h"
#include "harness/static_sample/static_shapes_sample.h"

namespace harness {
namespace {

using collide::Vec3;

std::string Format(const char* format, double a, double b = 0.0, double c = 0.0) {
  char text[96];
  std::snprintf(text, sizeof text, format, a, b, c);
  return text;
}

std::string Triple(const Vec3& v) {
  return Format("%.3f, %.3f, %.3f", v.x, v.y, v.z);
}

// The proxy of one shape; `sheet_half_size` is the half-size planes are
// drawn with (render.cpp).
PickProxy ProxyOf(const NamedShape& named, double sheet_half_size) {
  PickProxy proxy;
  proxy.id = named.id;
  const std::string name =
      std::string(collide::ShapeKindId(collide::KindOf(named.shape))) + " " + named.id;
  proxy.center = collide::AnchorOf(named.shape);
  std::visit(
      [&](const auto& shape) {
        using T = std::decay_t<decltype(shape)>;
        if constexpr (std::is_same_v<T, collide::Point>) {
          proxy.shape = PickHandle{shape.position};
          proxy.label = name + " (" + Triple(shape.position) + ")";
        } else if constexpr (std::is_same_v<T, collide::Sphere>) {
          proxy.shape = shape;
          proxy.label = name + Format(" (r %.3f)", shape.radius);
          proxy.resizable = true;
        } else if constexpr (std::is_same_v<T, collide::BookPlane>) {
          proxy.shape = PickSheet{{shape.normal * shape.distance, shape.normal}, sheet_half_size};
          proxy.label = name + " (n " + Triple(shape.normal) + Format(", d %.3f)", shape.distance);
        } else if constexpr (std::is_same_v<T, collide::Ray>) {
          proxy.shape = PickHandle{shape.origin};
          proxy.label = name + " (origin " + Triple(shape.origin) + ")";
        } else if constexpr (std::is_same_v<T, collide::Segment>) {
          proxy.shape = PickHandle{proxy.center};
          proxy.label = name + Format(" (length %.3f)", glm::length(shape.end - shape.start));
        } else {
          const collide::BoxShape box = shape;
          proxy.shape = box;
          proxy.center = collide::BoxCenter(box);
          proxy.resizable = true;
          proxy.rotatable = !std::is_same_v<T, collide::Aabb>;
          if constexpr (std::is_same_v<T, collide::Aabb>) {
            proxy.label = name + " (half extents " + Triple(collide::AabbHalfExtents(shape)) + ")";
          } else if constexpr (std::is_same_v<T, collide::OrientedBox>) {
            proxy.label = name + " (half extents " + Triple(shape.half_extents) + ")";
          } else {
            proxy.label = name + Format(" (size %.3f)", 2.0 * collide::BoundingRadius(box));
          }
        }
      },
      named.shape);
  return proxy;
}

// Whole shapes move; a plane only along its normal (its d), which is all
// that can move a plane that has no edges.
void Translate(collide::StaticShape& shape, const Vec3& delta) {
  std::visit(
      [&](auto& s) {
        using T = std::decay_t<decltype(s)>;
        if constexpr (std::is_same_v<T, collide::Point>) {
          s.position += delta;
        } else if constexpr (std::is_same_v<T, collide::Sphere> ||
                             std::is_same_v<T, collide::OrientedBox>) {
          s.center += delta;
        } else if constexpr (std::is_same_v<T, collide::Aabb>) {
          s.min += delta;
          s.max += delta;
        } else if constexpr (std::is_same_v<T, collide::Hexahedron>) {
          for (Vec3& corner : s.corners) {
            corner += delta;
          }
        } else if constexpr (std::is_same_v<T, collide::BookPlane>) {
          s.distance += glm::dot(s.normal, delta);
        } else if constexpr (std::is_same_v<T, collide::Ray>) {
          s.origin += delta;
        } else {
          s.start += delta;
          s.end += delta;
        }
      },
      shape);
}

// About the shape's centre; false for kinds without a size.
bool Scale(collide::StaticShape& shape, double factor) {
  if (auto* sphere = std::get_if<collide::Sphere>(&shape)) {
    sphere->radius = std::min(sphere->radius * factor, kMaxEditableMagnitude);
  } else if (auto* aabb = std::get_if<collide::Aabb>(&shape)) {
    *aabb = collide::AabbFromCenter(collide::BoxCenter(*aabb),
                                    collide::AabbHalfExtents(*aabb) * factor);
  } else if (auto* box = std::get_if<collide::OrientedBox>(&shape)) {
    box->half_extents *= factor;
  } else if (auto* hexahedron = std::get_if<collide::Hexahedron>(&shape)) {
    // A uniform scale keeps a valid hexahedron valid.
    const Vec3 center = collide::BoxCenter(*hexahedron);
    for (Vec3& corner : hexahedron->corners) {
      corner = center + (corner - center) * factor;
    }
  } else {
    return false;
  }
  return true;
}

}  // namespace

std::vector<PickProxy> StaticShapesSample::PickProxies() const {
  const double sheet_half_size = SceneRadius() * 0.75;
  std::vector<PickProxy> proxies;
  proxies.reserve(current_.shapes.size());
  for (const NamedShape& shape : current_.shapes) {
    proxies.push_back(ProxyOf(shape, sheet_half_size));
  }
  return proxies;
}

void StaticShapesSample::Select(const std::optional<std::string>& id) {
  selected_ = id;
  scroll_to_selected_ = id.has_value();
}

bool StaticShapesSample::MoveShape(const std::string& id, const Vec3& delta) {
  NamedShape* shape = current_.Find(id);
  if (shape == nullptr || !collide::IsFinite(delta)) {
    return false;
  }
  Translate(shape->shape, delta);
  // Planes edited by three points keep their points on the plane.
  if (const auto* plane = std::get_if<collide::BookPlane>(&shape->shape)) {
    if (auto points = plane_points_.find(id); points != plane_points_.end()) {
      for (Vec3& point : points->second) {
        point += plane->normal * glm::dot(plane->normal, delta);
      }
    }
  }
  Recheck();
  return true;
}

bool StaticShapesSample::ResizeShape(const std::string& id, double factor) {
  NamedShape* shape = current_.Find(id);
  if (shape == nullptr || !(factor > 0.0) || !Scale(shape->shape, factor)) {
    return false;
  }
  Recheck();
  return true;
}

bool StaticShapesSample::RotateShape(const std::string& id, const Vec3& axis, double angle) {
  NamedShape* shape = current_.Find(id);
  if (shape == nullptr || !std::isfinite(angle) || !collide::IsFinite(axis)) {
    return false;
  }
  std::optional<collide::BoxShape> box;
  if (const auto* obb = std::get_if<collide::OrientedBox>(&shape->shape)) {
    box = *obb;
  } else if (const auto* hexahedron = std::get_if<collide::Hexahedron>(&shape->shape)) {
    box = *hexahedron;
  }
  if (!box || !collide::RotateBox(*box, axis, angle)) {
    return false;
  }
  std::visit([&](const auto& turned) { shape->shape = turned; }, *box);
  Recheck();
  return true;
}

ShapeMouse StaticShapesSample::ShapeMouseActions() const {
  const auto offers = [&](std::initializer_list<collide::ShapeKind> wanted) {
    if (spec_.kinds.empty()) {
      return true;  // every kind (the playground)
    }
    return std::any_of(wanted.begin(), wanted.end(), [&](collide::ShapeKind kind) {
      return std::find(spec_.kinds.begin(), spec_.kinds.end(), kind) != spec_.kinds.end();
    });
  };
  using collide::ShapeKind;
  return {.select = true,
          .move = true,
          .resize = offers(
              {ShapeKind::kSphere, ShapeKind::kAabb, ShapeKind::kBox, ShapeKind::kHexahedron}),
          .rotate = offers({ShapeKind::kBox, ShapeKind::kHexahedron})};
}

}  // namespace harness
