#pragma once

// How each shape kind is written in a scene file: its "type" and how its
// fields are read and written. The scene reader and writer find kinds here
// and nowhere else; the entries come from harness/shape_kinds/, one file a
// kind, which registers them at start-up (and a test or a plugin at run
// time), so this folder never names a kind. A kind's "type" is its id in
// collide's kind table (collide::ShapeKindInfo::id), spelt there once.

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "collide/registry/kind_registry.h"
#include "collide/registry/static_shape.h"
#include "harness/scene/shape_fields.h"

namespace harness {

struct ShapeFormat {
  collide::ShapeKind kind = collide::ShapeKind::kPoint;
  // The shape from the object's fields (not "id" or "type"); fails through
  // the reader, naming the field.
  std::function<collide::StaticShape(ObjectReader&)> read;
  // The shape's fields into `out`; `where` is its JSON path for messages.
  std::function<void(const collide::StaticShape&, const std::string& where, SceneJson& out)> write;
};

class ShapeFormats {
 public:
  // Throws std::invalid_argument for a missing function, or a kind already
  // taken.
  void Add(ShapeFormat format);
  bool Remove(collide::ShapeKind kind) { return formats_.Remove(kind); }
  // By "type": the format of the kind collide's table names so.
  const ShapeFormat* Find(std::string_view type) const;
  const ShapeFormat* Find(collide::ShapeKind kind) const { return formats_.Find(kind); }
  // The types, sorted, for "unknown shape type" messages.
  std::vector<std::string> Types() const;

  static ShapeFormats& Global();

 private:
  collide::KindRegistry<ShapeFormat> formats_{"scene format"};
};

}  // namespace harness
