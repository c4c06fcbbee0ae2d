#include "collide/registry/box_box.h"

namespace collide {

StaticShape AsStaticShape(const SphereOrBox& shape) {
  if (const auto* sphere = std::get_if<Sphere>(&shape)) {
    return *sphere;
  }
  return std::visit([](const auto& box) { return StaticShape(box); }, std::get<BoxShape>(shape));
}

ShapeKind KindOfSolid(const SphereOrBox& shape) {
  if (std::holds_alternative<Sphere>(shape)) {
    return ShapeKind::kSphere;
  }
  const BoxShape& box = std::get<BoxShape>(shape);
  if (std::holds_alternative<Aabb>(box)) {
    return ShapeKind::kAabb;
  }
  return std::holds_alternative<OrientedBox>(box) ? ShapeKind::kBox : ShapeKind::kHexahedron;
}

bool Intersects(const PairTest& test, const SphereOrBox& a, const SphereOrBox& b) {
  return std::get<bool>(PairTestRegistry::Run(test, AsStaticShape(a), AsStaticShape(b)));
}

}  // namespace collide
