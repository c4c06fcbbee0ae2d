#include "harness/shape_kinds/kind_change.h"

#include <algorithm>

#include "collide/registry/box_box.h"
#include "collide/shapes/box.h"

namespace harness {
namespace {

using collide::ShapeKind;

constexpr ShapeKind kBoxForms[] = {ShapeKind::kBox, ShapeKind::kAabb, ShapeKind::kHexahedron};

// "a box", "an aabb".
std::string WithArticle(ShapeKind kind) {
  const std::string id = collide::ShapeKindId(kind);
  return (std::string("aeiou").find(id.front()) != std::string::npos ? "an " : "a ") + id;
}

bool IsBoxForm(ShapeKind kind) {
  return std::find(std::begin(kBoxForms), std::end(kBoxForms), kind) != std::end(kBoxForms);
}

}  // namespace

std::vector<ShapeKind> KindsItCanBecome(ShapeKind kind) {
  if (!IsBoxForm(kind)) {
    return {};
  }
  return {std::begin(kBoxForms), std::end(kBoxForms)};
}

KindChange ChangeKind(const collide::StaticShape& shape, ShapeKind to) {
  const ShapeKind from = shape.kind();
  if (from == to) {
    return {std::nullopt, "already " + WithArticle(to)};
  }
  const auto kinds = KindsItCanBecome(from);
  const std::optional<collide::BoxShape> box = collide::BoxOf(shape);
  if (std::find(kinds.begin(), kinds.end(), to) == kinds.end() || !box) {
    return {std::nullopt, WithArticle(from) + " cannot become " + WithArticle(to)};
  }
  const collide::Aabb bounds = collide::CornerBounds(*box);
  if (to == ShapeKind::kBox) {
    return {collide::AsStaticShape(collide::BoxShape(collide::ToOrientedBox(bounds))),
            "now an oriented box (its axis-aligned bounds)"};
  }
  if (to == ShapeKind::kAabb) {
    return {collide::AsStaticShape(collide::BoxShape(bounds)), "now axis-aligned (its bounds)"};
  }
  const collide::Hexahedron hexahedron{collide::Corners(*box)};
  if (const auto problem = collide::Validate(hexahedron)) {
    return {std::nullopt, "cannot become a hexahedron: " + *problem};
  }
  return {collide::AsStaticShape(collide::BoxShape(hexahedron)),
          "now a hexahedron (its 8 corners, editable)"};
}

}  // namespace harness
