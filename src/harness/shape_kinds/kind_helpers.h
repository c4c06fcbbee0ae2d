#pragma once

// Small pieces several kinds' entries share: label text and the proxies of
// handle-picked kinds.

#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "collide/shapes/box.h"
#include "collide/shapes/vec.h"
#include "harness/shape_kinds/shape_kind_entry.h"

namespace harness::kind_helpers {

inline std::string Format(const char* format, double a, double b = 0.0, double c = 0.0) {
  char text[96];
  std::snprintf(text, sizeof text, format, a, b, c);
  return text;
}

// "0.500, 1.000, -2.000"
inline std::string Triple(const collide::Vec3& v) {
  return Format("%.3f, %.3f, %.3f", v.x, v.y, v.z);
}

// The three box kinds (aabb, box, hexahedron) are drawn by their edges (and
// faces, in the solid look), framed by their corners and picked as
// themselves.
template <typename Box>
void SetBoxFunctions(TypedShapeKind<Box>& kind) {
  kind.draw = [](const Box& b, Draw& draw, const Color& color, const DrawContext&) {
    draw.ShapeBox(b, color);
  };
  kind.frame_points = [](const Box& b, const DrawContext&) {
    const collide::BoxCorners corners = collide::Corners(collide::BoxShape(b));
    return std::vector<collide::Vec3>(corners.begin(), corners.end());
  };
}

// An oriented box or a hexahedron turned about its centre; false when the
// turn is refused.
template <typename Box>
bool TurnBox(Box& b, const collide::Vec3& axis, double angle) {
  collide::BoxShape box = b;
  if (!collide::RotateBox(box, axis, angle)) {
    return false;
  }
  b = std::get<Box>(box);
  return true;
}

template <typename Box>
PickProxy BoxProxy(const Box& b, std::string label, bool rotatable) {
  PickProxy proxy;
  const collide::BoxShape box = b;
  proxy.shape = box;
  proxy.center = collide::BoxCenter(box);
  proxy.resizable = true;
  proxy.rotatable = rotatable;
  proxy.label = std::move(label);
  return proxy;
}

}  // namespace harness::kind_helpers
