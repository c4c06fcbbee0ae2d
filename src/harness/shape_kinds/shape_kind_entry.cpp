#include "harness/shape_kinds/shape_kind_entry.h"

#include <stdexcept>

namespace harness {

void ShapeKindTable::Add(ShapeKindEntry entry) {
  if (!entry.read || !entry.write || !entry.make || !entry.edit || !entry.draw ||
      !entry.frame_points || !entry.proxy || !entry.translate) {
    throw std::invalid_argument("the entry for shape kind " + collide::ShapeKindId(entry.kind) +
                                " lacks a function");
  }
  entries_.Add(std::move(entry));
}

ShapeKindTable& ShapeKindTable::Global() {
  static ShapeKindTable table;
  return table;
}

ShapeKindRegistration::ShapeKindRegistration(ShapeKindEntry entry) : kind_(entry.kind) {
  ShapeFormat format;
  format.kind = entry.kind;
  format.read = entry.read;
  format.write = entry.write;
  ShapeKindTable::Global().Add(std::move(entry));
  try {
    ShapeFormats::Global().Add(std::move(format));
  } catch (...) {
    ShapeKindTable::Global().Remove(kind_);
    throw;
  }
}

void ShapeKindRegistration::Unregister() {
  ShapeFormats::Global().Remove(kind_);
  ShapeKindTable::Global().Remove(kind_);
}

void DrawShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
               const DrawContext& context) {
  if (const ShapeKindEntry* entry = ShapeKindTable::Global().Find(shape.kind())) {
    entry->draw(shape, draw, color, context);
    return;
  }
  draw.Point(collide::AnchorOf(shape), kShapePointSize, color);
}

void DrawShape(Draw& draw, const collide::StaticShape& shape, const Color& color,
               float scene_radius) {
  DrawShape(draw, shape, color, DrawContext{scene_radius, std::nullopt});
}

PickProxy PickProxyOf(const collide::StaticShape& shape, const std::string& id,
                      const DrawContext& context) {
  const std::string name = collide::ShapeKindId(shape.kind()) + " " + id;
  PickProxy proxy;
  if (const ShapeKindEntry* entry = ShapeKindTable::Global().Find(shape.kind())) {
    proxy = entry->proxy(shape, context);
    proxy.label = name + (proxy.label.empty() ? "" : " (" + proxy.label + ")");
  } else {
    proxy.center = collide::AnchorOf(shape);
    proxy.shape = PickHandle{proxy.center};
    proxy.label = name;
  }
  proxy.id = id;
  return proxy;
}

std::vector<collide::Vec3> FramePoints(const collide::StaticShape& shape,
                                       const DrawContext& context) {
  if (const ShapeKindEntry* entry = ShapeKindTable::Global().Find(shape.kind())) {
    return entry->frame_points(shape, context);
  }
  return {collide::AnchorOf(shape)};
}

}  // namespace harness
