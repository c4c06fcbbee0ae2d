#include "harness/shape_kinds/shape_kind_entry.h"

#include <algorithm>
#include <stdexcept>

namespace harness {

void ShapeKindTable::Add(ShapeKindEntry entry) {
  const std::string id = collide::ShapeKindId(entry.kind);
  if (collide::ShapeKinds::Global().Find(entry.kind) == nullptr) {
    throw std::invalid_argument("shape kind " + id + " is not in collide's kind table");
  }
  if (Find(entry.kind) != nullptr) {
    throw std::invalid_argument("shape kind \"" + id + "\" already has an entry");
  }
  if (!entry.read || !entry.write || !entry.make || !entry.edit || !entry.draw ||
      !entry.frame_points || !entry.proxy || !entry.translate) {
    throw std::invalid_argument("the entry for shape kind \"" + id + "\" lacks a function");
  }
  entries_.push_back(std::move(entry));
}

bool ShapeKindTable::Remove(collide::ShapeKind kind) {
  const auto found = std::find_if(entries_.begin(), entries_.end(),
                                  [&](const ShapeKindEntry& e) { return e.kind == kind; });
  if (found == entries_.end()) {
    return false;
  }
  entries_.erase(found);
  return true;
}

const ShapeKindEntry* ShapeKindTable::Find(collide::ShapeKind kind) const {
  for (const ShapeKindEntry& entry : entries_) {
    if (entry.kind == kind) {
      return &entry;
    }
  }
  return nullptr;
}

std::vector<const ShapeKindEntry*> ShapeKindTable::All() const {
  std::vector<const ShapeKindEntry*> all;
  for (const ShapeKindEntry& entry : entries_) {
    all.push_back(&entry);
  }
  std::sort(all.begin(), all.end(), [](const ShapeKindEntry* a, const ShapeKindEntry* b) {
    return static_cast<int>(a->kind) < static_cast<int>(b->kind);
  });
  return all;
}

ShapeKindTable& ShapeKindTable::Global() {
  static ShapeKindTable table;
  return table;
}

ShapeKindRegistration::ShapeKindRegistration(std::optional<collide::ShapeKindInfo> geometry,
                                             ShapeKindEntry entry)
    : kind_(entry.kind), owns_geometry_(geometry.has_value()) {
  if (geometry) {
    if (geometry->kind != entry.kind) {
      throw std::invalid_argument("shape kind \"" + geometry->id +
                                  "\": the entry is for another kind number");
    }
    collide::ShapeKinds::Global().Add(std::move(*geometry));
  }
  ShapeFormat format;
  format.kind = entry.kind;
  format.type = collide::ShapeKindId(entry.kind);
  format.read = entry.read;
  format.write = entry.write;
  ShapeKindTable::Global().Add(std::move(entry));
  ShapeFormats::Global().Add(std::move(format));
}

void ShapeKindRegistration::Unregister() {
  ShapeFormats::Global().Remove(kind_);
  ShapeKindTable::Global().Remove(kind_);
  if (owns_geometry_) {
    collide::ShapeKinds::Global().Remove(kind_);
  }
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

std::vector<collide::Vec3> FramePoints(const collide::StaticShape& shape,
                                       const DrawContext& context) {
  if (const ShapeKindEntry* entry = ShapeKindTable::Global().Find(shape.kind())) {
    return entry->frame_points(shape, context);
  }
  return {collide::AnchorOf(shape)};
}

}  // namespace harness
