#include "collide/registry/box_box.h"

#include <type_traits>

namespace collide {

StaticShape AsStaticShape(const SphereOrBox& shape) {
  if (const auto* sphere = std::get_if<Sphere>(&shape)) {
    return *sphere;
  }
  return std::visit([](const auto& box) { return StaticShape(box); }, std::get<BoxShape>(shape));
}

std::optional<SphereOrBox> SolidOf(const StaticShape& shape) {
  if (const auto* sphere = shape.As<Sphere>()) {
    return *sphere;
  }
  if (auto box = BoxOf(shape)) {
    return *std::move(box);
  }
  return std::nullopt;
}

std::optional<BoxShape> BoxOf(const StaticShape& shape) {
  if (const auto* obb = shape.As<OrientedBox>()) {
    return BoxShape(*obb);
  }
  if (const auto* aabb = shape.As<Aabb>()) {
    return BoxShape(*aabb);
  }
  if (const auto* hexahedron = shape.As<Hexahedron>()) {
    return BoxShape(*hexahedron);
  }
  return std::nullopt;
}

ShapeKind KindOfSolid(const SphereOrBox& shape) {
  if (std::holds_alternative<Sphere>(shape)) {
    return ShapeKindOf<Sphere>::kValue;
  }
  return std::visit(
      [](const auto& box) { return ShapeKindOf<std::decay_t<decltype(box)>>::kValue; },
      std::get<BoxShape>(shape));
}

bool Intersects(const PairTest& test, const SphereOrBox& a, const SphereOrBox& b) {
  return PairTestRegistry::Run(test, AsStaticShape(a), AsStaticShape(b)).Get<bool>();
}

}  // namespace collide
